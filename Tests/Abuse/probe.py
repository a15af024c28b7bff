#!/usr/bin/env python3
"""Normal visitors while an attack runs: a few threads fetch ordinary pages (home, search,
recipe pages), each request on a new connection from SOURCE (another loopback address than the
attacker's), and report how many failed and how long the rest took.

usage: probe.py BASE_URL SECONDS [SOURCE_ADDRESS] [THREADS]   (prints one JSON line)
"""
import http.client
import json
import sys
import threading
import time
import urllib.parse

base, seconds = sys.argv[1], float(sys.argv[2])
source = sys.argv[3] if len(sys.argv) > 3 else "127.0.0.1"
threads = int(sys.argv[4]) if len(sys.argv) > 4 else 4
url = urllib.parse.urlparse(base)
paths = ["/", "/search?q=chicken", "/recipes/1", "/search?q=soup&category=dinner", "/recipes/42", "/leaderboard"]
latencies, failures, lock = [], [], threading.Lock()


def visitor(offset):
    n, deadline = offset, time.time() + seconds
    while time.time() < deadline:
        path = paths[n % len(paths)]
        n += 1
        started = time.perf_counter()
        try:
            connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10, source_address=(source, 0))
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            connection.close()
            ok = response.status == 200
            outcome = response.status
        except OSError as error:
            ok, outcome = False, type(error).__name__
        elapsed = (time.perf_counter() - started) * 1000
        with lock:
            if ok:
                latencies.append(elapsed)
            else:
                failures.append(f"{path}: {outcome}")


workers = [threading.Thread(target=visitor, args=(i,)) for i in range(threads)]
for w in workers:
    w.start()
for w in workers:
    w.join()
latencies.sort()


def pct(p):
    return round(latencies[min(len(latencies) - 1, int(len(latencies) * p))], 1) if latencies else None


print(json.dumps({"requests": len(latencies) + len(failures), "failed": len(failures), "p50_ms": pct(0.5),
                  "p99_ms": pct(0.99), "max_ms": round(latencies[-1], 1) if latencies else None,
                  "failures": failures[:5]}))
