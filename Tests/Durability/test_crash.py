"""Crash durability: every write the server acknowledged is still there after a SIGKILL.

Writers (one thread per user) add pantry items, post comments and toggle favourites as fast
as the server answers. After a random 1-3 s the server is killed with SIGKILL, the database
file is read with Python's sqlite3 (read-only, server gone) and checked, then the server is
started again on the same file for the next round.
"""
import random
import shutil
import tempfile
import threading
import time

import pytest

from harness import Client, Server, acknowledged, integrity, read_only, recipe_ids, unique_word

ROUNDS = 6
USERS = 6
RECIPES_PER_USER = 3
COMMENTS_PER_USER_PER_RUN = 9  # the server allows 10 per user per 10 minutes (in memory, reset at start)


class Writer(threading.Thread):
    def __init__(self, client, user_index, recipes, stop, ready):
        super().__init__(daemon=True)
        self.client, self.recipes, self.stop, self.ready = client, recipes, stop, ready
        self.user_index = user_index
        self.rng = random.Random(user_index * 7919 + int(time.time()))
        self.pantry, self.comments = [], []            # acknowledged this round
        self.sent = {"pantry": 0, "comment": 0, "favourite": 0}
        self.acked = {"pantry": 0, "comment": 0, "favourite": 0}
        self.in_flight = None                          # (kind, key) of a write sent but not answered
        self.favourites = {}                           # recipe -> last acknowledged state (True/False)
        self.unsure = set()                            # recipes whose last toggle got no answer
        self.comments_left = COMMENTS_PER_USER_PER_RUN
        self.token = None

    def run(self):
        try:
            self.token = self.client.csrf("/pantry")
        except OSError:
            return
        finally:
            self.ready.release()
        while not self.stop.is_set():
            kind = self.rng.choice(["pantry", "pantry", "favourite", "comment"] if self.comments_left else ["pantry", "favourite"])
            try:
                if not self.write(kind):
                    return
            except OSError:
                return  # server gone: the write in flight stays unacknowledged

    def write(self, kind):
        self.sent[kind] += 1
        if kind == "pantry":
            word = unique_word()
            text = f"17 g spice {word}"
            self.in_flight = ("pantry", word)
            status, _, _ = self.client.send("POST", "/pantry/items", form={"_csrf": self.token, "item": text})
            if acknowledged(status):
                self.pantry.append(word)
        elif kind == "comment":
            recipe = self.rng.choice(self.recipes)
            word = unique_word()
            self.in_flight = ("comment", word)
            self.comments_left -= 1
            status, _, _ = self.client.send("POST", f"/recipes/{recipe}/comments", form={
                "_csrf": self.token, "body": f"Crash test comment {word}: more garlic next time."})
            if acknowledged(status):
                self.comments.append(word)
        else:
            recipe = self.rng.choice(self.recipes)
            on = not self.favourites.get(recipe, False)
            self.in_flight = ("favourite", recipe)
            self.unsure.add(recipe)
            status, _, _ = self.client.send("POST", f"/recipes/{recipe}/favourite", form={
                "_csrf": self.token, "favourite": "yes" if on else "no", "back": f"/recipes/{recipe}"})
            if acknowledged(status):
                self.favourites[recipe] = on
                self.unsure.discard(recipe)
        self.in_flight = None
        if not acknowledged(status):
            raise AssertionError(f"{kind} answered {status}")
        self.acked[kind] += 1
        return True


def check_round(db_path, writers, user_ids):
    """Returns per-kind (acknowledged, found) counts and the list of losses."""
    counts = {"pantry": [0, 0], "comment": [0, 0], "favourite": [0, 0]}
    losses = []
    with read_only(db_path) as db:
        comment_bodies = [row[0] for row in db.execute("SELECT body FROM comment")]
        for w in writers:
            uid = user_ids[w.user_index]
            texts = [row[0] for row in db.execute("SELECT text FROM pantry_item WHERE kitchenId = (SELECT coalesce(householdId, kitchenId) FROM user WHERE id = ?)", (uid,))]
            for word in w.pantry:
                counts["pantry"][0] += 1
                if any(word in t for t in texts):
                    counts["pantry"][1] += 1
                else:
                    losses.append(("pantry", w.user_index, word))
            for word in w.comments:
                counts["comment"][0] += 1
                if any(word in b for b in comment_bodies):
                    counts["comment"][1] += 1
                else:
                    losses.append(("comment", w.user_index, word))
            stored = {row[0] for row in db.execute("SELECT recipeId FROM favourite WHERE userId = ?", (uid,))}
            for recipe, on in w.favourites.items():
                if recipe in w.unsure:
                    continue
                counts["favourite"][0] += 1
                if (recipe in stored) == on:
                    counts["favourite"][1] += 1
                else:
                    losses.append(("favourite", w.user_index, recipe, on))
    return counts, losses


def test_acknowledged_writes_survive_sigkill():
    workdir = tempfile.mkdtemp(prefix="pantrix-crash-")
    server = Server(workdir)
    server.start()
    try:
        first = Client(server)
        recipes = recipe_ids(first, USERS * RECIPES_PER_USER)
        names = [f"crash_{unique_word()[:10]}_{i}" for i in range(USERS)]
        clients = [Client(server).register(name) for name in names]
        with read_only(server.db) as db:
            user_ids = [db.execute("SELECT id FROM user WHERE username = ?", (n,)).fetchone()[0] for n in names]

        # Favourite state carries over between rounds; pantry items and comments are checked per round
        # and again, all of them, at the end.
        favourites = [dict() for _ in range(USERS)]
        unsure = [set() for _ in range(USERS)]
        all_pantry = [[] for _ in range(USERS)]
        all_comments = [[] for _ in range(USERS)]
        summary = []
        for round_number in range(1, ROUNDS + 1):
            if round_number > 1:
                server.start()
            stop, ready = threading.Event(), threading.Semaphore(0)
            writers = []
            for i, client in enumerate(clients):
                shared = recipes[i * RECIPES_PER_USER:(i + 1) * RECIPES_PER_USER]
                w = Writer(client, i, shared, stop, ready)
                w.favourites, w.unsure = favourites[i], unsure[i]
                writers.append(w)
            for w in writers:
                w.start()
            # The clock starts once every writer holds its form token, so each round really writes
            # for 1-3 s even when a busy machine makes the first page slow.
            for _ in writers:
                ready.acquire(timeout=60)
            time.sleep(random.uniform(1.0, 3.0))
            server.kill()
            stop.set()
            for w in writers:
                w.join(timeout=30)

            assert integrity(server.db) == "ok", f"round {round_number}: integrity_check failed"
            counts, losses = check_round(server.db, writers, user_ids)
            in_flight = sum(1 for w in writers if w.in_flight)
            line = (f"round {round_number}: "
                    + ", ".join(f"{k} {a}/{f}" for k, (a, f) in counts.items())
                    + f" acknowledged/found; {in_flight} unanswered at kill; integrity ok")
            print(line)
            summary.append(line)
            assert not losses, f"round {round_number}: acknowledged writes lost: {losses[:10]}"
            assert counts["pantry"][0] + counts["comment"][0] > 0, f"round {round_number}: nothing was acknowledged"
            for i, w in enumerate(writers):
                all_pantry[i] += w.pantry
                all_comments[i] += w.comments

        # Last start: the server recovers the file and shows everything through its pages.
        server.start()
        for i, client in enumerate(clients):
            _, _, html = client.get("/pantry")
            missing = [w for w in all_pantry[i] if w not in html]
            assert not missing, f"user {i}: pantry page misses {missing[:5]}"
        total = sum(map(len, all_pantry)) + sum(map(len, all_comments))
        summary.append(f"all rounds: {total} pantry items and comments acknowledged, all found")
        print(summary[-1])
        assert total > ROUNDS * 10, "too few writes to prove anything"
    finally:
        server.stop_hard()
    shutil.rmtree(workdir, ignore_errors=True)  # kept, with the server logs, only when a check failed
