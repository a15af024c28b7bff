#!/usr/bin/env python3
"""Adversarial imports against a real `pantrix serve` on a random loopback port and a temporary
database: each shape that once cost seconds of CPU must come back quickly, four at once must
leave /healthz fast, and imports and reports must meet their per-person limits.

usage: imports.py PANTRIX_BINARY   (prints "N passed, N failed"; exit status 1 on any failure)
Bounds: IMPORT_SECONDS (0.5 for a release build, 15 for a debug one), HEALTHZ_P99_MS (50; 3000 for debug).
"""
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Support"))
from pantrix_http import Client, free_port, request  # noqa: E402

BINARY = Path(sys.argv[1]).resolve()
RELEASE = "release" in BINARY.parts
# The targets hold for the release build (docs/security.md has its figures); the debug build that
# ./scripts/test runs is several times slower and shares the machine with whatever else runs, so
# its bounds only catch the old behaviour (12–25 s per import in a release build, /healthz
# answering in 20 s): with the machine busy the debug build took up to 6.5 s per import and
# /healthz's p99 reached 1.5 s while four ran on 2 cores.
IMPORT_SECONDS = float(os.environ.get("IMPORT_SECONDS", "0.5" if RELEASE else "15"))
HEALTHZ_P99_MS = float(os.environ.get("HEALTHZ_P99_MS", "50" if RELEASE else "3000"))
results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}", flush=True)


def recipe(**members):
    # Compact, as the probe's files were: the sizes below are theirs.
    return json.dumps({"@type": "Recipe", "name": "Hostile", "recipeIngredient": ["1 egg"], **members}, separators=(",", ":"))


def nested_microdata(depth=100, size=200_000):
    return ('<html><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Nest</h1>'
            + '<li itemprop="recipeIngredient">' * depth + "flour " * (size // 6) + "</li>" * depth + "</div></html>")


# The shapes from the hardening review, at the sizes that were measured then.
SHAPES = {
    "description of 160,000 open tags": ("r.json", recipe(description="<x" * 160_000 + ">")),
    "22,795 broken script blocks": ("p.html", "<html>\n" + '<script type="application/ld+json">{</script>\n' * 22_795),
    "80,000 authors": ("r.json", recipe(author=[f"Cook {i}" for i in range(80_000)])),
    "one 1 MB ingredient line": ("r.json", recipe(recipeIngredient=["flour, " * 150_000])),
    "100 nested microdata ingredients": ("p.html", nested_microdata()),
    "60,000 lines and 20,000 steps": ("r.json", recipe(recipeIngredient=["1 egg"] * 60_000,
                                                        recipeInstructions=[f"Stir {i}." for i in range(20_000)])),
    "@graph of 2,000 recipes": ("g.json", json.dumps({"@graph": [
        {"@type": "Recipe", "name": f"R{i}", "recipeIngredient": ["1 egg"]} for i in range(2_000)]})),
}


def multipart(fields):
    boundary = "----pantrix-abuse-boundary"
    body = b""
    for name, filename, content in fields:
        body += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"'.encode()
        if filename:
            body += f'; filename="{filename}"\r\nContent-Type: application/octet-stream'.encode()
        body += b"\r\n\r\n" + content.encode() + b"\r\n"
    return body + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def upload(client, filename, content):
    token = client.csrf("/recipes/import")
    body, content_type = multipart([("_csrf", None, token), ("file", filename, content), ("pasted", None, "")])
    started = time.perf_counter()
    status, headers, html = client.send("POST", "/recipes/import", body=body, content_type=content_type, timeout=120)
    return status, time.perf_counter() - started, len(html)


class Server:
    def __init__(self, workdir):
        self.port = free_port()
        self.log = open(Path(workdir) / "server.log", "w")
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(self.port), "--db", str(Path(workdir) / "pantrix.sqlite"),
             "--uploads", str(Path(workdir) / "uploads"), "--root", str(ROOT), "--registrations-per-hour", "1000",
             "--log-level", "error", "--no-metrics"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 120
        while time.time() < deadline and self.process.poll() is None:
            try:
                if request(self.port, "GET", "/healthz", timeout=1)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        raise SystemExit("server did not start:\n" + (Path(workdir) / "server.log").read_text()[-3000:])

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
        self.log.close()


def healthz_latencies(port, stop):
    """/healthz on a new connection every 10 ms until `stop` is set; milliseconds each."""
    latencies = []
    while not stop.is_set():
        started = time.perf_counter()
        try:
            ok = request(port, "GET", "/healthz", timeout=5)[0] == 200
        except OSError:
            ok = False
        latencies.append((time.perf_counter() - started) * 1000 if ok else 5000.0)
        time.sleep(0.01)
    return latencies


def p99(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else float("inf")


def main():
    with tempfile.TemporaryDirectory() as workdir:
        server = Server(workdir)
        try:
            run(server.port)
        finally:
            server.stop()
    passed, failed = results.count(True), results.count(False)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


def run(port):
    alone = Client(port).register("abuse-alone")
    for name, (filename, content) in SHAPES.items():
        status, seconds, size = upload(alone, filename, content)
        check(f"{name} ({len(content.encode()) // 1024} KB)", status < 500 and seconds < IMPORT_SECONDS and size < 1_000_000,
              f"HTTP {status} in {seconds:.3f} s, answer {size // 1024} KB (bound {IMPORT_SECONDS} s)")

    names = list(SHAPES)[:4]
    people = [Client(port).register(f"abuse-together-{i}") for i in range(len(names))]
    stop, latencies = threading.Event(), []
    probe = threading.Thread(target=lambda: latencies.extend(healthz_latencies(port, stop)))
    probe.start()
    outcomes = [None] * len(names)

    def one(i):
        outcomes[i] = upload(people[i], *SHAPES[names[i]])

    workers = [threading.Thread(target=one, args=(i,)) for i in range(len(names))]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    stop.set()
    probe.join()
    slowest = max(seconds for _, seconds, _ in outcomes)
    check("four hostile imports at once", all(status < 500 for status, _, _ in outcomes),
          f"slowest {slowest:.3f} s")
    check(f"/healthz p99 under {HEALTHZ_P99_MS:.0f} ms meanwhile", p99(latencies) < HEALTHZ_P99_MS,
          f"p99 {p99(latencies):.1f} ms over {len(latencies)} requests")

    eager = Client(port).register("abuse-eager")
    small = ("r.json", recipe())
    statuses = [upload(eager, *small)[0] for _ in range(20)]
    check("20 imports in a row are accepted", all(status == 200 for status in statuses), str(sorted(set(statuses))))
    status = upload(eager, *small)[0]
    check("the 21st import within 10 minutes waits", status == 429, f"HTTP {status}")

    reporter = Client(port).register("abuse-reporter")
    statuses = [reporter.post("/report/recipe/1", {"reason": "spam", "back": "/"}, token_from="/recipes/import")[0] for _ in range(20)]
    check("20 reports in a row are taken", all(status == 303 for status in statuses), str(sorted(set(statuses))))
    status = reporter.post("/report/recipe/1", {"reason": "spam", "back": "/"}, token_from="/recipes/import")[0]
    check("the 21st report within 10 minutes waits", status == 429, f"HTTP {status}")


if __name__ == "__main__":
    main()
