"""Two real Pantrix servers on one PostgreSQL behind a real nginx, and plain HTTP clients.

scripts/cluster-test starts the throwaway PostgreSQL and passes CLUSTER_DIR (a temporary folder),
CLUSTER_PG_URL, CLUSTER_PSQL and PANTRIX_BIN; the servers and nginx are started here so the tests
can kill and restart them. Every process started is written to CLUSTER_DIR/pids, which the
script's exit trap kills should a run be interrupted. Standard library only besides pytest.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Support"))
from pantrix_http import RECIPE_LINK, Client as Person, acknowledged, free_port, request, unique_word  # noqa: E402,F401

WORK = Path(os.environ.get("CLUSTER_DIR", "/tmp/pantrix-cluster"))
PG_URL = os.environ.get("CLUSTER_PG_URL", "")
PSQL = os.environ.get("CLUSTER_PSQL", "psql")
BINARY = Path(os.environ.get("PANTRIX_BIN", str(ROOT / ".build" / "debug" / "pantrix")))
SIGNED_IN = 'action="/logout"'


def remember_pid(pid):
    with open(WORK / "pids", "a") as f:
        f.write(f"{pid}\n")


def wait_healthy(port, process=None, timeout=120, describe=""):
    deadline = time.time() + timeout
    while True:
        try:
            status, _, _ = request(port, "GET", "/healthz", timeout=2)
            if status == 200:
                return
        except OSError:
            pass
        if (process is not None and process.poll() is not None) or time.time() > deadline:
            raise RuntimeError(f"{describe} on port {port} did not become healthy")
        time.sleep(0.1)


class Server:
    """`pantrix serve` on the shared PostgreSQL and uploads folder; can be killed and restarted on its port."""

    def __init__(self, name, uploads):
        self.name = name
        self.port = free_port()
        self.uploads = uploads
        self.process = None
        self.log = None
        self.starts = 0

    @property
    def log_path(self):
        return WORK / f"server-{self.name}-{self.starts}.log"

    def start(self, timeout=180):
        self.starts += 1
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--host", "127.0.0.1", "--port", str(self.port),
             "--database-url", PG_URL, "--uploads", str(self.uploads), "--root", str(ROOT),
             "--trusted-proxy", "127.0.0.1",
             # Rate limits stay on; the tests sign up ~50 people, all from 127.0.0.1.
             "--registrations-per-hour", "1000",
             "--shutdown-drain", "0"],
            stdout=self.log, stderr=subprocess.STDOUT)
        remember_pid(self.process.pid)
        try:
            wait_healthy(self.port, self.process, timeout, f"server {self.name}")
        except RuntimeError:
            self.stop()
            raise RuntimeError(f"server {self.name} did not start:\n{self.log_text()}")

    def kill(self):
        """SIGKILL: no shutdown code runs, as in a crash or the OOM killer."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self.log.close()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        if self.log and not self.log.closed:
            self.log.close()

    def log_text(self):
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def count_logged(self, method, path, status):
        """Request lines this server logged (this start), e.g. `GET /pantry 200 3.1ms`."""
        line = re.compile(rf"{re.escape(method)} {re.escape(path)} {status} [0-9.]+ms")
        return len(line.findall(self.log_text()))


class Nginx:
    """nginx in the foreground with a config of its own: round-robin over the given servers."""

    def __init__(self, name, servers):
        self.name = name
        self.servers = servers
        self.port = free_port()
        self.dir = WORK / f"nginx-{name}"
        self.process = None

    @property
    def access_log(self):
        return self.dir / "access.log"

    def config(self):
        upstreams = "\n".join(
            f"    server 127.0.0.1:{s.port} max_fails=1 fail_timeout=2s;" for s in self.servers)
        d = self.dir
        return f"""
{"user root;" if os.geteuid() == 0 else ""}
worker_processes 1;
daemon off;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
events {{ worker_connections 1024; }}
http {{
  log_format cluster '$msec $request_method $request_uri $status $upstream_addr $upstream_status';
  access_log {d}/access.log cluster;
  client_body_temp_path {d}/tmp/body;
  proxy_temp_path {d}/tmp/proxy;
  fastcgi_temp_path {d}/tmp/fastcgi;
  uwsgi_temp_path {d}/tmp/uwsgi;
  scgi_temp_path {d}/tmp/scgi;
  client_max_body_size 20m;
  upstream pantrix {{
{upstreams}
    keepalive 16;
  }}
  server {{
    listen 127.0.0.1:{self.port};
    location / {{
      proxy_pass http://pantrix;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A server that refuses or drops the connection is skipped; a request already sent is
      # retried only if idempotent (nginx's default: a POST is never sent twice).
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }}
  }}
}}
"""

    def start(self):
        (self.dir / "tmp").mkdir(parents=True, exist_ok=True)
        conf = self.dir / "nginx.conf"
        conf.write_text(self.config())
        self.log = open(self.dir / "stderr.log", "w")
        self.process = subprocess.Popen(
            [shutil.which("nginx") or "/usr/sbin/nginx", "-p", str(self.dir), "-e", str(self.dir / "error.log"), "-c", str(conf)],
            stdout=self.log, stderr=subprocess.STDOUT)
        remember_pid(self.process.pid)
        try:
            wait_healthy(self.port, self.process, 20, f"nginx {self.name}")
        except RuntimeError:
            self.stop()
            raise RuntimeError(f"nginx {self.name} did not start:\n" + (self.dir / "stderr.log").read_text()
                               + (self.dir / "error.log").read_text(errors="replace"))

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        if getattr(self, "log", None) and not self.log.closed:
            self.log.close()

    def access_lines(self):
        """(method, uri, status, upstream address) per logged request, oldest first."""
        if not self.access_log.exists():
            return []
        rows = []
        for line in self.access_log.read_text(errors="replace").splitlines():
            parts = line.split(" ")
            if len(parts) >= 5:
                rows.append((parts[1], parts[2], parts[3], parts[4]))
        return rows


class Client(Person):
    """One person talking to nginx or (port=…) straight to a server, who can also write recipes."""

    def save_recipe(self, title, ingredients, steps, port=None, category="breakfast"):
        """Posts the new-recipe form (multipart, as a browser sends it); returns the new recipe's id."""
        token = self.csrf("/recipes/new", port=port)
        fields = {"_csrf": token, "reviewed": "", "title": title, "description": "Made in the cluster test.",
                  "category": category, "cuisine": "", "servings": "2", "prep": "5", "cook": "10",
                  "ingredients": ingredients, "steps": steps, "tags": "", "visibility": "public", "action": "save"}
        boundary = "----pantrix" + uuid.uuid4().hex
        parts = []
        for name, value in fields.items():
            parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n')
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="photo"; filename=""\r\n'
                     f'Content-Type: application/octet-stream\r\n\r\n\r\n')
        parts.append(f"--{boundary}--\r\n")
        body = "".join(parts).encode()
        status, headers, html = self.send("POST", "/recipes/new", body=body,
                                          content_type=f"multipart/form-data; boundary={boundary}", port=port)
        match = re.search(r"new=(\d+)", headers.get("location", ""))
        if status != 303 or not match:
            raise AssertionError(f"saving the recipe answered {status} {headers.get('location')}: {html[:800]}")
        return int(match.group(1))


def psql(sql):
    """Rows (lists of strings) of one query, read straight from PostgreSQL."""
    out = subprocess.run([PSQL, "-X", "-q", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1", PG_URL, "-c", sql],
                         check=True, capture_output=True, text=True).stdout
    return [line.split("\t") for line in out.splitlines() if line]


def psql_value(sql):
    rows = psql(sql)
    return rows[0][0] if rows else None
