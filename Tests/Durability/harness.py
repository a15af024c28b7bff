"""A real Pantrix server process we can kill, and plain HTTP clients that keep their own cookie.

Standard library only (http.client, sqlite3), so the durability tests need nothing beyond
what the browser-test venv already has (pytest).
"""
import http.client
import os
import re
import signal
import socket
import sqlite3
import subprocess
import time
import urllib.parse
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = ROOT / ".build" / "debug" / "pantrix"
PASSWORD = "sesame-snap-peas-42"
CSRF = re.compile(r'name="_csrf" value="([^"]+)"')
RECIPE_LINK = re.compile(r'href="/recipes/(\d+)"')


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


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
                status, _, _ = request("127.0.0.1", self.port, "GET", "/healthz", timeout=1)
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


def request(host, port, method, path, body=None, headers=None, timeout=30):
    """One request on a fresh connection; returns (status, headers, body) and never follows redirects.
    http.client raises IncompleteRead for a truncated body and RemoteDisconnected/ConnectionResetError
    for a dropped connection, which is what the tests look for."""
    connection = http.client.HTTPConnection(host, port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return response.status, response.getheaders(), data
    finally:
        connection.close()


class Client:
    """One person with a browser-like session cookie."""

    def __init__(self, server):
        self.server = server
        self.cookies = {}

    def send(self, method, path, form=None, body=None, content_type=None, timeout=30):
        headers = {}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if form is not None:
            body = urllib.parse.urlencode(form)
            content_type = "application/x-www-form-urlencoded"
        if content_type:
            headers["Content-Type"] = content_type
        status, response_headers, data = request("127.0.0.1", self.server.port, method, path, body, headers, timeout)
        for name, value in response_headers:
            if name.lower() == "set-cookie":
                pair = value.split(";", 1)[0]
                key, _, cookie = pair.partition("=")
                self.cookies[key.strip()] = cookie.strip()
        return status, dict((k.lower(), v) for k, v in response_headers), data.decode("utf-8", "replace")

    def get(self, path):
        return self.send("GET", path)

    def csrf(self, path):
        status, _, html = self.get(path)
        match = CSRF.search(html)
        if status != 200 or not match:
            raise AssertionError(f"no CSRF token on {path} (status {status})")
        return match.group(1)

    def post(self, path, fields, token_from=None):
        form = {"_csrf": self.csrf(token_from or path)}
        form.update(fields)
        return self.send("POST", path, form=form)

    def register(self, username):
        status, headers, html = self.post("/register", {
            "username": username, "password": PASSWORD, "passwordConfirm": PASSWORD})
        if status not in (302, 303):
            raise AssertionError(f"register {username} answered {status}: {html[:500]}")
        return self


def acknowledged(status):
    return 200 <= status < 400


def unique_word():
    """Letters only, so the pantry parser keeps it whole as the item's name."""
    return "".join(chr(ord("a") + int(c, 16)) for c in uuid.uuid4().hex[:16])


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
