"""A real Pantrix server process we can kill, and plain HTTP clients that keep their own cookie.

Standard library only (http.client, sqlite3), so the durability tests need nothing beyond
what the browser-test venv already has (pytest).
"""
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Support"))
from pantrix_http import RECIPE_LINK, Client, acknowledged, free_port, request, unique_word  # noqa: E402,F401

BINARY = ROOT / ".build" / "debug" / "pantrix"


class Server:
    """`pantrix serve` on one database file; can be killed and started again on the same file."""

    def __init__(self, workdir):
        self.workdir = Path(workdir)
        self.db = self.workdir / "pantrix.sqlite"
        self.port = free_port()
        self.process = None
        self.log = None
        self.starts = 0

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout=90):
        if not BINARY.exists():
            subprocess.run(["swift", "build", "--product", "pantrix"], cwd=ROOT, check=True)
        self.starts += 1
        self.log = open(self.workdir / f"server-{self.starts}.log", "w")
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", str(self.db), "--uploads", str(self.workdir / "uploads"), "--root", str(ROOT),
             # each round signs up its writers, all from 127.0.0.1
             "--registrations-per-hour", "1000"],
            stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + timeout
        while True:
            try:
                status, _, _ = request(self.port, "GET", "/healthz", timeout=1)
                if status == 200:
                    return
            except OSError:
                pass
            if self.process.poll() is not None or time.time() > deadline:
                self.stop_hard()
                raise RuntimeError("server did not start:\n" + self.log_text())
            time.sleep(0.1)

    def kill(self):
        """SIGKILL: no shutdown code runs, as in a crash or the OOM killer."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self.log.close()

    def stop_hard(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        if self.log and not self.log.closed:
            self.log.close()

    def log_text(self):
        path = self.workdir / f"server-{self.starts}.log"
        return path.read_text(errors="replace")[-4000:] if path.exists() else ""


def recipe_ids(client, count):
    _, _, html = client.get("/search?q=chicken")
    ids = list(dict.fromkeys(int(i) for i in RECIPE_LINK.findall(html)))
    if len(ids) < count:
        raise AssertionError(f"only {len(ids)} recipes found on /search?q=chicken")
    return ids[:count]


def read_only(db_path):
    """Opens the database as a separate reader would, after the server is gone."""
    return sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)


def integrity(db_path):
    with read_only(db_path) as db:
        return db.execute("PRAGMA integrity_check").fetchone()[0]
