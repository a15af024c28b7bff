"""Graceful shutdown: SIGTERM under load finishes what was sent, reports "shutting down" on /healthz
while it drains, refuses what comes after, exits 0 and leaves a clean database."""
import http.client
import os
import shutil
import signal
import socket
import tempfile
import threading
import time
import uuid

from harness import ROOT, Client, Server, integrity, recipe_ids, unique_word

PAGE_CLIENTS = 32
PHOTO_CLIENTS = 2
LOAD_SECONDS = 2.0
EXIT_TIMEOUT = 30
PHOTO = (ROOT / "Tests" / "DishPhotosTests" / "Fixtures" / "dish.jpg").read_bytes()


class Result:
    __slots__ = ("kind", "sent_at", "status", "complete", "error")

    def __init__(self, kind):
        self.kind, self.sent_at, self.status, self.complete, self.error = kind, None, None, False, None


def one_request(port, method, path, body, headers, kind):
    """Records when the request had been written to the socket and how its answer ended."""
    result = Result(kind)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        connection.request(method, path, body=body, headers=headers)
        result.sent_at = time.monotonic()
        response = connection.getresponse()
        data = response.read()  # IncompleteRead if the body is cut short
        result.status = response.status
        result.complete = response.status in (200, 303) and (response.status == 303 or data.rstrip().endswith(b"</html>"))
        if not result.complete:
            result.error = f"status {response.status}, {len(data)} bytes"
    except (OSError, http.client.HTTPException) as error:
        result.error = f"{type(error).__name__}: {error}"
    finally:
        connection.close()
    return result


def multipart(fields, file_field, filename, content):
    boundary = "pantrix" + uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{file_field}"; filename="{filename}"\r\n'
                 f'Content-Type: image/jpeg\r\n\r\n'.encode() + content + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def test_sigterm_under_load_finishes_requests_and_exits_cleanly():
    workdir = tempfile.mkdtemp(prefix="pantrix-shutdown-")
    server = Server(workdir)
    server.start()
    try:
        cook = Client(server).register(f"shutdown_{unique_word()[:10]}")
        recipes = recipe_ids(cook, 10)
        token = cook.csrf(f"/recipes/{recipes[0]}")
        cookie = "; ".join(f"{k}={v}" for k, v in cook.cookies.items())
        # Leave something in the WAL so the shutdown has a checkpoint to do.
        for recipe in recipes[:5]:
            cook.send("POST", f"/recipes/{recipe}/favourite", form={"_csrf": token, "favourite": "yes"})

        results, lock = [], threading.Lock()
        stop = threading.Event()
        refused_during_drain = [0]

        def page_client(index):
            n = index
            while not stop.is_set():
                n += 1
                path = "/search?q=chicken" if n % 2 else f"/recipes/{recipes[n % len(recipes)]}"
                result = one_request(server.port, "GET", path, None, {}, "page")
                with lock:
                    results.append(result)
                if result.sent_at is None and result.error and "Refused" in result.error:
                    refused_during_drain[0] += 1
                    return

        def photo_client(index):
            n = index
            while not stop.is_set():
                n += 1
                body, content_type = multipart({"_csrf": token, "caption": f"shutdown test {n}"}, "photo", "dish.jpg", PHOTO)
                result = one_request(server.port, "POST", f"/recipes/{recipes[n % len(recipes)]}/photos", body,
                                     {"Content-Type": content_type, "Cookie": cookie}, "photo")
                with lock:
                    results.append(result)
                if result.sent_at is None and result.error and "Refused" in result.error:
                    return

        threads = [threading.Thread(target=page_client, args=(i,), daemon=True) for i in range(PAGE_CLIENTS)]
        threads += [threading.Thread(target=photo_client, args=(i,), daemon=True) for i in range(PHOTO_CLIENTS)]
        for t in threads:
            t.start()
        time.sleep(LOAD_SECONDS)
        term_at = time.monotonic()
        server.process.send_signal(signal.SIGTERM)
        started_wait = time.monotonic()
        # The server drains for a second (the default --shutdown-drain): /healthz turns 503.
        health_during_drain = None
        while time.monotonic() - started_wait < 0.8 and health_during_drain is None:
            probe = one_request(server.port, "GET", "/healthz", None, {}, "health")
            if probe.status == 503:
                health_during_drain = 503
        try:
            code = server.process.wait(timeout=EXIT_TIMEOUT)
        except Exception:
            code = None
        exit_seconds = time.monotonic() - started_wait
        stop.set()
        for t in threads:
            t.join(timeout=70)

        # After exit: nobody listens any more.
        refused_after = False
        try:
            socket.create_connection(("127.0.0.1", server.port), timeout=2).close()
        except ConnectionRefusedError:
            refused_after = True

        before = [r for r in results if r.sent_at is not None and r.sent_at < term_at]
        failed = [r for r in before if not r.complete]
        after = [r for r in results if r not in before]
        answered_after = sum(1 for r in after if r.complete)
        photos_ok = sum(1 for r in before if r.kind == "photo" and r.complete)
        wal = server.db.with_name(server.db.name + "-wal")
        wal_bytes = wal.stat().st_size if wal.exists() else 0
        check = integrity(server.db)
        summary = (f"shutdown: {len(before)} requests sent before SIGTERM ({photos_ok} photo uploads), "
                   f"{len(before) - len(failed)} complete, {len(failed)} failed; after SIGTERM "
                   f"{answered_after} answered, {len(after) - answered_after} refused/reset; "
                   f"/healthz while draining {health_during_drain}; "
                   f"exit code {code} in {exit_seconds:.2f} s; new connection refused: {refused_after}; "
                   f"-wal {wal_bytes} bytes; integrity_check {check}")
        print(summary)

        assert code == 0, f"exit code {code}\n" + server.log_text()
        assert not failed, f"requests sent before SIGTERM without a complete answer: {[(r.kind, r.error) for r in failed[:10]]}"
        assert len(before) >= PAGE_CLIENTS, "too little load to prove anything"
        assert health_during_drain == 503, "/healthz did not say 503 while the server drained"
        assert refused_after
        assert check == "ok"
        assert wal_bytes == 0, "the -wal was not checkpointed at shutdown"
        assert "database checkpointed and closed" in server.log_text()
        shutil.rmtree(workdir, ignore_errors=True)  # kept, with the server logs, only when a check failed
    finally:
        server.stop_hard()
