"""Several app servers behind a load balancer: what a person using the site would notice.

Two `pantrix serve` on one PostgreSQL, sharing one uploads folder, behind nginx (round-robin).
The tests run in file order and share the cluster: the SIGKILL test restarts server A, and the
figures come last.
"""
import concurrent.futures
import random
import re
import shutil
import subprocess
import threading
import time

import pytest

from harness import (RECIPE_LINK, SIGNED_IN, WORK, Client, Nginx, Server, acknowledged, psql, psql_value,
                     request, unique_word, wait_healthy)

INGREDIENTS = "4 eggs\n1 tbsp butter\n1 cup spinach"
PANTRY = "eggs\nbutter\nspinach"


@pytest.fixture(scope="module")
def cluster():
    uploads = WORK / "uploads"
    uploads.mkdir(exist_ok=True)
    a, b = Server("a", uploads), Server("b", uploads)
    lb = Nginx("both", [a, b])
    started = time.time()
    try:
        a.start()   # the first applies the migrations and seeds; then the second joins
        b.start()
        lb.start()
        print(f"\ncluster: server A :{a.port}, server B :{b.port}, nginx :{lb.port} "
              f"(ready in {time.time() - started:.1f} s); rate limits on, sign-ups raised to 1000/hour per address")
        yield a, b, lb
    finally:
        lb.stop()
        b.stop()
        a.stop()
        # What went wrong on the servers, if anything: their error lines, for the report.
        for server in (a, b):
            for start in range(1, server.starts + 1):
                path = WORK / f"server-{server.name}-{start}.log"
                lines = [l for l in path.read_text(errors="replace").splitlines()
                         if " error " in l or "error:" in l or " 500 " in l] if path.exists() else []
                if lines:
                    print(f"\n  server {server.name.upper()} (start {start}) logged {len(lines)} error lines, e.g.:")
                    for line in lines[:8]:
                        print("    " + line[:400])


def signed_up(port, prefix="cl"):
    return Client(port).register(f"{prefix}{unique_word()[:12]}")


def report(label, ok, detail=""):
    print(f"  [{'ok' if ok else 'FAIL'}] {label}{': ' + detail if detail else ''}")


def test_sessions_and_csrf_across_servers(cluster):
    a, b, lb = cluster
    person = signed_up(lb.port)
    # Sign out, then in again through nginx: the log-in form's token comes from one server,
    # the post most likely goes to the other.
    status, _, _ = person.post("/logout", {}, token_from="/pantry")
    assert status in (302, 303)
    status, _, html = person.get("/pantry")
    assert status in (302, 303) or SIGNED_IN not in html, "still signed in after signing out"
    status, headers, html = person.post("/login", {"username": person.username, "password": "sesame-snap-peas-42", "next": "/pantry"})
    assert status in (302, 303), f"sign-in answered {status}: {html[:300]}"
    report("sign up, sign out, sign in through nginx", True)

    before = {s.name: s.count_logged("GET", "/pantry", 200) + s.count_logged("GET", "/favourites", 200) for s in (a, b)}
    seen_lines = len(lb.access_lines())
    failures = []
    for i in range(20):
        path = "/pantry" if i % 2 == 0 else "/favourites"
        status, _, html = person.get(path)
        if status != 200 or SIGNED_IN not in html:
            failures.append((i, path, status))
    time.sleep(0.3)  # the servers' log lines
    lines = [l for l in lb.access_lines()[seen_lines:] if l[1] in ("/pantry", "/favourites")]
    by_upstream = {s.name: sum(1 for l in lines if l[3] == f"127.0.0.1:{s.port}") for s in (a, b)}
    logged = {s.name: s.count_logged("GET", "/pantry", 200) + s.count_logged("GET", "/favourites", 200) - before[s.name] for s in (a, b)}
    report("20 signed-in page loads through nginx", not failures,
           f"answered by A {by_upstream['a']}, B {by_upstream['b']} (nginx log); A logged {logged['a']}, B logged {logged['b']}")
    assert not failures, f"signed out or failed on: {failures}"
    assert len(lines) == 20
    assert by_upstream["a"] >= 5 and by_upstream["b"] >= 5, f"nginx did not alternate: {by_upstream}"
    assert logged == by_upstream, f"servers' logs {logged} disagree with nginx's {by_upstream}"

    # A form's token from a page one server made, posted to the other.
    for first, second in ((a, b), (b, a)):
        word = unique_word()
        token = person.csrf("/pantry", port=first.port)
        status, _, _ = person.send("POST", "/pantry/items", form={"_csrf": token, "item": f"3 g spice {word}"}, port=second.port)
        _, _, html = person.get("/pantry", port=first.port)
        ok = status in (302, 303) and word in html
        report(f"form from server {first.name.upper()} posted to server {second.name.upper()}", ok, f"status {status}")
        assert ok


def cook_now_has(client, port, recipe_id):
    status, _, html = client.get("/cook?now=1", port=port)
    return status == 200 and f'href="/recipes/{recipe_id}"' in html


def search_has(client, port, word, recipe_id):
    status, _, html = client.get(f"/search?q={word}", port=port)
    return status == 200 and f'href="/recipes/{recipe_id}"' in html


def poll(check, limit=1.0, step=0.05, give_up=5.0):
    """Seconds until check() holds (polling every 50 ms), or None after give_up seconds."""
    start = time.monotonic()
    while True:
        if check():
            return time.monotonic() - start
        if time.monotonic() - start > give_up:
            return None
        time.sleep(step)


def test_recipe_saved_on_one_server_is_on_the_other(cluster):
    a, b, lb = cluster
    cook = signed_up(lb.port)
    status, _, _ = cook.post("/pantry/items", {"lines": PANTRY}, token_from="/pantry")
    assert status in (302, 303)
    anonymous = Client(b.port)
    word = unique_word()
    # B has seen the search before (a signed-out page it may keep in its page cache).
    assert request(b.port, "GET", f"/search?q={word}")[0] == 200
    status, _, html = cook.get("/cook?now=1", port=b.port)
    already = len(set(RECIPE_LINK.findall(html)))

    recipe = cook.save_recipe(f"Cluster {word} omelette", INGREDIENTS, "Beat the eggs.\nCook in butter with the spinach.", port=a.port)
    saved = time.monotonic()
    delays = {
        "cook now (B)": poll(lambda: cook_now_has(cook, b.port, recipe)),
        "search signed in (B)": poll(lambda: search_has(cook, b.port, word, recipe)),
        "search signed out (B)": poll(lambda: search_has(anonymous, b.port, word, recipe)),
    }
    # Each poll starts when the previous ended; the first is the one measured from the save.
    first = delays["cook now (B)"]
    report("recipe saved on A appears on B's cook now", first is not None and first < 1.0,
           f"after {first * 1000:.0f} ms" if first is not None else "not within 5 s")
    for label, delay in delays.items():
        if label != "cook now (B)":
            report(f"recipe saved on A found by {label}", delay is not None and delay < 1.0,
                   f"{(time.monotonic() - saved) * 1000:.0f} ms after the save at the latest" if delay is not None else "not within 5 s")
    print(f"  (cook now on B listed {already} recipes for this pantry before the save)")
    assert all(d is not None and d < 1.0 for d in delays.values()), delays


def favourite_count_on_page(port, recipe_id):
    status, _, html = request(port, "GET", f"/recipes/{recipe_id}")
    html = html.decode("utf-8", "replace")
    assert status == 200
    match = re.search(r'class="favourite-count">(\d+) favourites?<', html)  # "20 favourites"; none at 0
    return int(match.group(1)) if match else 0


def test_concurrent_favourites_and_cooking_add_up(cluster):
    a, b, lb = cluster
    users = 40
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(20) as pool:
        people = list(pool.map(lambda i: signed_up(lb.port, "co"), range(users)))
        tokens = list(pool.map(lambda p: p.csrf("/pantry"), people))
    signup_seconds = time.monotonic() - started
    _, _, html = people[0].get("/search?q=chicken")
    ids = list(dict.fromkeys(int(i) for i in RECIPE_LINK.findall(html)))
    favourite, r1, r2 = ids[0], ids[1], ids[2]
    initial = int(psql_value(f"SELECT favouriteCount FROM recipe WHERE id = {favourite}"))

    # Favourites: a person's own on/off posts go in order (the last one decides); people run in
    # parallel. Even-numbered people end with it on, odd ones with it off.
    tasks = []
    for i, person in enumerate(people):
        sequence = ["yes", "no", "yes"] if i % 2 == 0 else ["yes", "no"]
        tasks.append(("favourite", i, sequence))
    # "I cooked this": every post on its own, so one person's posts race each other too. Even
    # people cook r1 twice and r2 once (the second r1 earns nothing), odd people r1 and r2.
    for i in range(users):
        for recipe in ([r1, r1, r2] if i % 2 == 0 else [r1, r2]):
            tasks.append(("cooked", i, recipe))
    random.Random(7).shuffle(tasks)
    results = []  # (kind, person, status)
    lock = threading.Lock()
    latencies = []

    def run(task):
        kind, i, what = task
        person, token = people[i], tokens[i]
        steps = what if kind == "favourite" else [what]
        for step in steps:
            t = time.monotonic()
            try:
                if kind == "favourite":
                    status, _, _ = person.send("POST", f"/recipes/{favourite}/favourite", form={
                        "_csrf": token, "favourite": step, "back": f"/recipes/{favourite}"})
                else:
                    status, _, _ = person.send("POST", f"/recipes/{step}/cooked", form={"_csrf": token, "servings": "2"})
            except OSError as error:
                status = f"{type(error).__name__}"
            with lock:
                latencies.append(time.monotonic() - t)
                results.append((kind, i, status))
            if kind == "favourite" and not (isinstance(status, int) and acknowledged(status)):
                return  # the rest of this person's sequence would not mean what we expect

    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(20) as pool:
        list(pool.map(run, tasks))
    seconds = time.monotonic() - started
    latencies.sort()
    failed = [r for r in results if not (isinstance(r[2], int) and acknowledged(r[2]))]
    print(f"\n  {len(results)} concurrent writes through nginx (20 workers): {seconds:.2f} s, "
          f"{len(results) / seconds:.0f}/s, median {latencies[len(latencies) // 2] * 1000:.0f} ms, "
          f"p95 {latencies[int(len(latencies) * 0.95)] * 1000:.0f} ms, max {latencies[-1] * 1000:.0f} ms "
          f"(after {users} sign-ups in {signup_seconds:.1f} s)")
    report("every concurrent write acknowledged", not failed,
           f"{len(results) - len(failed)}/{len(results)}" + (f"; failed: {sorted(set((k, st) for k, _, st in failed))}" if failed else ""))
    assert len(results) == 200
    problems = [f"{len(failed)} of 200 writes not acknowledged: {failed[:5]}"] if failed else []

    # Favourites: the expected count is exact when every post was acknowledged.
    fav_failed = {i for kind, i, _ in failed if kind == "favourite"}
    expected = initial + sum(1 for i in range(users) if i % 2 == 0 and i not in fav_failed)
    stored = int(psql_value(f"SELECT favouriteCount FROM recipe WHERE id = {favourite}"))
    rows = int(psql_value(f"SELECT count(*) FROM favourite WHERE recipeId = {favourite}"))
    shown = {s.name: favourite_count_on_page(s.port, favourite) for s in (a, b)}
    ok = stored == rows and shown == {"a": stored, "b": stored} and (fav_failed or stored == expected)
    report("favourite count", ok, f"expected {expected}{' (or close: some posts failed)' if fav_failed else ''}; "
                                  f"PostgreSQL favouriteCount {stored}, favourite rows {rows}; recipe page on A {shown['a']}, on B {shown['b']}")
    if not ok:
        problems.append(f"favourites: expected {expected}, favouriteCount {stored}, rows {rows}, pages {shown}")

    # Cooking: one log row per acknowledged post (none lost, none doubled; a failed post leaves
    # none), at most one entry earning points per recipe and day, and the points shown equal the
    # log's sum.
    names = {i: p.username for i, p in enumerate(people)}
    acked_cooks = {i: sum(1 for kind, j, st in results if kind == "cooked" and j == i and isinstance(st, int) and acknowledged(st))
                   for i in names}
    in_list = ",".join(f"'{n}'" for n in names.values())
    log = psql(f"""
        SELECT u.username, count(*), count(*) FILTER (WHERE c.withheld IS NULL),
               COALESCE(SUM(c.points) FILTER (WHERE c.withheld IS NULL AND c.voidedAt IS NULL), 0),
               count(DISTINCT c.recipeId) FILTER (WHERE c.withheld IS NULL)
        FROM cooking_log c JOIN "user" u ON u.id = c.userId WHERE u.username IN ({in_list}) GROUP BY u.username""")
    by_name = {row[0]: [int(x) for x in row[1:]] for row in log}
    status, _, board_html = request(lb.port, "GET", "/leaderboard?period=all")
    board_html = board_html.decode("utf-8", "replace")
    board = {m.group(1): (int(m.group(2)), int(m.group(3))) for m in re.finditer(
        r'<a href="/u/([^"]+)">[^<]*</a>[^<]*</td><td class="num">(\d+)</td><td class="num">(\d+)</td>', board_html)}
    cook_problems = []
    for i, name in names.items():
        entries, earning, points, distinct = by_name.get(name, [0, 0, 0, 0])
        if entries != acked_cooks[i]:
            cook_problems.append(f"{name}: {entries} log entries for {acked_cooks[i]} acknowledged posts")
        if earning != distinct:
            cook_problems.append(f"{name}: {earning} point-earning entries over {distinct} recipes (one per recipe and day)")
        _, _, profile = request((a if i % 2 else b).port, "GET", f"/u/{name}")
        match = re.search(r"<strong>(\d+)</strong> points", profile.decode("utf-8", "replace"))
        shown_points = int(match.group(1)) if match else 0
        if shown_points != points:
            cook_problems.append(f"{name}: profile shows {shown_points} points, cooking_log sums to {points}")
        if board.get(name, (0, 0)) != (points, earning):
            cook_problems.append(f"{name}: leaderboard shows {board.get(name)}, cooking_log says ({points}, {earning})")
    total_entries = sum(v[0] for v in by_name.values())
    report("points on profiles and leaderboard equal cooking_log; no duplicates", not cook_problems,
           f"{total_entries} log entries for {sum(acked_cooks.values())} acknowledged posts, {len(names)} cooks checked")
    for problem in cook_problems[:5]:
        print(f"    {problem}")
    problems += cook_problems
    assert not problems, problems[:10]


def test_sigkill_under_load_loses_no_acknowledged_write(cluster):
    a, b, lb = cluster
    writers = [signed_up(lb.port, "kw") for _ in range(3)]
    tokens = [w.csrf("/pantry") for w in writers]
    reader = Client(lb.port)
    stop = threading.Event()
    killed_at = [None]
    acked, failed, reads = [], [], []  # (time, word) / (time, word, status) / (time, status)
    lock = threading.Lock()

    def write(n):
        person, token = writers[n], tokens[n]
        while not stop.is_set():
            word = unique_word()
            t = time.monotonic()
            try:
                status, _, _ = person.send("POST", "/pantry/items", form={"_csrf": token, "item": f"5 g spice {word}"}, timeout=10)
            except OSError as error:
                status = type(error).__name__
            with lock:
                if isinstance(status, int) and acknowledged(status):
                    acked.append((t, word))
                else:
                    failed.append((t, word, status))

    def read():
        while not stop.is_set():
            t = time.monotonic()
            try:
                status, _, _ = reader.get("/search?q=chicken")
            except OSError as error:
                status = type(error).__name__
            with lock:
                reads.append((t, status))

    threads = [threading.Thread(target=write, args=(n,), daemon=True) for n in range(len(writers))]
    threads.append(threading.Thread(target=read, daemon=True))
    for t in threads:
        t.start()
    time.sleep(1.5)
    killed_at[0] = time.monotonic()
    a.kill()
    time.sleep(3.0)
    stop.set()
    for t in threads:
        t.join(timeout=15)
    kill = killed_at[0]

    words = [w for _, w in acked]
    stored = psql("SELECT text FROM pantry_item WHERE text LIKE '%spice %'")
    stored_text = "\n".join(r[0] for r in stored)
    lost = [w for w in words if w not in stored_text]
    after = [t for t, _ in acked if t > kill + 0.5]
    read_failures = [r for r in reads if not (isinstance(r[1], int) and r[1] == 200)]
    committed_anyway = sum(1 for _, w, _ in failed if w in stored_text)
    print(f"\n  writes: {len(acked)} acknowledged ({sum(1 for t, _ in acked if t > kill)} after the kill), "
          f"{len(failed)} failed {[f[2] for f in failed]} ({committed_anyway} of them stored all the same: "
          f"the answer, not the write, was lost); reads: {len(reads)}, {len(read_failures)} failed {[r[1] for r in read_failures]}")
    report("every acknowledged write is in PostgreSQL after SIGKILL of server A", not lost, f"{len(words) - len(lost)}/{len(words)}")
    report("nginx kept serving after the kill", len(after) > 10 and len(failed) <= 6 and len(read_failures) <= 3,
           f"{len(after)} writes acknowledged from 0.5 s after the kill; failed writes {len(failed)}, failed reads {len(read_failures)}")
    assert not lost, lost[:10]
    assert len(after) > 10, "writes stopped after the kill"
    assert len(failed) <= 6 and len(read_failures) <= 3
    assert all(t >= kill - 0.05 for t, _, _ in failed), "a write failed before the kill"

    # While A is down: a recipe saved through nginx (so by B) …
    cook = signed_up(lb.port)
    status, _, _ = cook.post("/pantry/items", {"lines": PANTRY}, token_from="/pantry")
    assert status in (302, 303)
    word = unique_word()
    recipe = cook.save_recipe(f"Cluster {word} frittata", INGREDIENTS, "Beat the eggs.\nBake.")
    # … is on A's search and cook now once A is back.
    restart = time.monotonic()
    a.start()
    up = time.monotonic() - restart
    on_a = search_has(cook, a.port, word, recipe) and cook_now_has(cook, a.port, recipe)
    report("server A restarted serves the recipe saved while it was down", on_a, f"healthy after {up:.1f} s")
    assert on_a
    # nginx sends A requests again (after fail_timeout).
    time.sleep(2.2)
    seen = len(lb.access_lines())
    for _ in range(10):
        assert reader.get("/search?q=chicken")[0] == 200
    back = [l for l in lb.access_lines()[seen:] if l[3] == f"127.0.0.1:{a.port}"]
    report("nginx routes to the restarted server again", len(back) > 0, f"{len(back)}/10 requests")
    assert back


def throughput(port, path, cookie=None, seconds=3):
    """Requests/second through nginx: wrk when installed, else 16 Python threads."""
    url = f"http://127.0.0.1:{port}{path}"
    wrk = shutil.which("wrk")
    if wrk:
        args = [wrk, "-t2", "-c16", f"-d{seconds}s", "--latency", url]
        if cookie:
            args[1:1] = ["-H", f"Cookie: {cookie}"]
        out = subprocess.run(args, capture_output=True, text=True, timeout=seconds + 30).stdout
        rps = float(re.search(r"Requests/sec:\s+([0-9.]+)", out).group(1))
        errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
        return rps, int(errors.group(1)) if errors else 0
    done, bad = [0], [0]
    stop = time.monotonic() + seconds
    lock = threading.Lock()

    def loop():
        while time.monotonic() < stop:
            status, _, _ = request(port, "GET", path, headers={"Cookie": cookie} if cookie else None)
            with lock:
                done[0] += 1
                bad[0] += status != 200
    threads = [threading.Thread(target=loop) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return done[0] / seconds, bad[0]


def test_figures_one_server_vs_two(cluster):
    a, b, lb = cluster
    single = Nginx("one", [a])
    single.start()
    try:
        person = signed_up(lb.port, "rp")
        person.post("/pantry/items", {"lines": PANTRY}, token_from="/pantry")
        cookie = "; ".join(f"{k}={v}" for k, v in person.cookies.items())
        rows = []
        for label, path, c in (("/ (signed out)", "/", None), ("/search?q=chicken (signed out)", "/search?q=chicken", None),
                               ("/cook (signed in)", "/cook", cookie)):
            one, e1 = throughput(single.port, path, c)
            two, e2 = throughput(lb.port, path, c)
            rows.append((label, one, two, e1 + e2))
        print("\n  Requests/second through nginx (wrk, 16 connections, 3 s each; "
              f"{'debug' if '/debug/' in str(__import__('harness').BINARY) else 'given'} build):")
        print(f"    {'page':34} {'1 server':>9} {'2 servers':>10}  errors")
        for label, one, two, errors in rows:
            print(f"    {label:34} {one:9.0f} {two:10.0f}  {errors}")
        print("  On a 2-core machine the servers, PostgreSQL, nginx and wrk share the same cores:"
              " the point of this run is correctness, not scaling.")
        assert all(r[3] == 0 for r in rows), "errors under load"
    finally:
        single.stop()
