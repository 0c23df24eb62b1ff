"""Load benchmark: route latency while the analysis worker is busy, with many clients.

A real TensorBoard (its own plugins and the Attention tab) serves a logdir of large traces
(hard links to the benchmark inputs, so that analyses keep the worker busy for the whole
run) and small ones; --clients clients, spread over a few processes, request /config and
/traces in turn for --seconds, each on its own keep-alive connection. Prints p50, p99 and
the maximum per route, and whether an analysis ran all along.

    python bench/load.py [--clients 50] [--seconds 20] [--inputs .bench]

Inputs: bench/make_traces.py's (made by bench/run.py; the 150 MB and 1 GB traces).
"""

from __future__ import annotations

import argparse
import glob
import http.client
import json
import multiprocessing
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tb_attn_plugin import serve

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUTES = ("/data/plugin/attention/config", "/data/plugin/attention/traces")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def client(port: int, seconds: float, threads: int, out) -> None:
    """One process of clients: threads, each with its own connection, until the time is up."""
    import threading

    results: list = []
    lock = threading.Lock()

    def run(offset: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        mine = []
        deadline = time.monotonic() + seconds
        i = offset
        while time.monotonic() < deadline:
            route = ROUTES[i % len(ROUTES)]
            i += 1
            started = time.perf_counter()
            try:
                conn.request("GET", route)
                response = conn.getresponse()
                response.read()
                status = response.status
            except (OSError, http.client.HTTPException):
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                status = -1
            mine.append((route, status, time.perf_counter() - started))
        conn.close()
        with lock:
            results.extend(mine)

    workers = [threading.Thread(target=run, args=(n,)) for n in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    out.put(results)


def percentile(values: list, q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clients", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=20)
    ap.add_argument("--inputs", default=os.path.join(ROOT, ".bench"))
    ap.add_argument("--processes", type=int, default=5, help="client processes (the clients are spread over them)")
    args = ap.parse_args()
    big = sorted(glob.glob(os.path.join(args.inputs, "bench_*mb.pt.trace.json")))
    if not big:
        print(f"no inputs in {args.inputs}: run bench/run.py (or bench/make_traces.py) first", file=sys.stderr)
        return 2
    work = tempfile.mkdtemp(prefix="load-", dir=args.inputs)  # (beside the inputs: hard links need one disk)
    server = None
    try:
        logdir = os.path.join(work, "logs")
        for n in range(3):  # hard links: distinct traces to the tab, no copies on disk
            for path in big:
                run = os.path.join(logdir, f"big{n}")
                os.makedirs(run, exist_ok=True)
                stem = os.path.basename(path).split(".", 1)[0]
                os.link(path, os.path.join(run, f"{stem}_{n}.pt.trace.json"))
        for n in range(10):
            run = os.path.join(logdir, f"small{n}")
            os.makedirs(run)
            with open(os.path.join(run, "w.pt.trace.json"), "w") as f:
                json.dump(
                    {
                        "traceEvents": [
                            {"ph": "X", "cat": "user_annotation", "name": "attn", "pid": 1, "tid": 1, "ts": 0, "dur": 5}
                        ]
                    },
                    f,
                )
        port = free_port()
        server = subprocess.Popen(
            serve.command(logdir, port, os.path.join(work, "cache")),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(240):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}{ROUTES[1]}", timeout=5) as r:
                    if r.status == 200:
                        break  # (this first listing also queued every analysis)
            except OSError:
                time.sleep(0.25)
        else:
            print("tensorboard did not start", file=sys.stderr)
            return 1
        out: multiprocessing.Queue = multiprocessing.Queue()
        per = [
            args.clients // args.processes + (1 if i < args.clients % args.processes else 0)
            for i in range(args.processes)
        ]
        procs = [multiprocessing.Process(target=client, args=(port, args.seconds, n, out)) for n in per if n]
        started = time.monotonic()
        for p in procs:
            p.start()
        results = [r for _ in procs for r in out.get(timeout=args.seconds + 120)]
        for p in procs:
            p.join(30)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{ROUTES[1]}", timeout=60) as r:
            states = [t["state"] for t in json.load(r)["traces"] if t["run"].startswith("big")]
        busy = states.count("queued") + states.count("analysing")
        print(
            f"{args.clients} clients in {len(procs)} processes for {time.monotonic() - started:.1f} s; "
            f"big traces still queued or analysing at the end: {busy} of {len(states)}"
        )
        for route in ROUTES:
            lat = [t * 1000 for r, s, t in results if r == route]
            errors = sum(1 for r, s, _ in results if r == route and s != 200)
            print(
                f"{route}: {len(lat)} requests, {errors} not 200; p50 {percentile(lat, 0.5):.0f} ms, "
                f"p99 {percentile(lat, 0.99):.0f} ms, max {max(lat):.0f} ms"
            )
        return 0
    finally:
        if server is not None:
            serve.stop(server)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
