"""Cold start: how long a link to one trace takes to show its report on a fresh server.

A fresh TensorBoard (its own plugins and the Attention tab, an empty cache) serves a logdir
of --runs runs: the largest real traces in ../shared/traces, hard-linked (one run each, the
one looked at among them, and the oldest, so the last in the queue of the first listing). The tab's first requests are made as a browser opening a link
would: /traces (which queues every analysis, newest first), then /report for the trace in
the link until it answers 200. Prints the seconds from the first request to the report.

    python bench/coldstart.py [--runs 10] [--shared ../shared/traces] [--view NAME]
    python bench/coldstart.py --trace FILE     (one run of one trace: a 10 GB bench trace's first screen)
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tb_attn_plugin import serve

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = "/data/plugin/attention"


def get(port: int, path: str):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{PREFIX}{path}", timeout=30) as r:
            return r.status, json.load(r)
    except OSError:
        return None, None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(ROOT), "shared", "traces"))
    ap.add_argument(
        "--view",
        default="inference__xdit_flux.1_aiter_sage__profile_trace_rank_0",
        help="the trace the link points at (a name in the shared traces)",
    )
    ap.add_argument("--trace", help="serve this trace alone (one run) and time its report")
    args = ap.parse_args()
    if args.trace:
        files, view = [os.path.abspath(args.trace)], os.path.abspath(args.trace)
    else:
        files = sorted(glob.glob(os.path.join(args.shared, "**", "*.json*"), recursive=True), key=os.path.getsize)
        files = [f for f in reversed(files) if not f.endswith(".csv")][: args.runs]
        view = next((f for f in files if args.view in f), None)
    if view is None:
        print(f"{args.view} is not among the {args.runs} largest shared traces", file=sys.stderr)
        return 2
    work = tempfile.mkdtemp(prefix="coldstart-", dir=os.path.dirname(ROOT))
    server = None
    try:
        logdir = os.path.join(work, "logs")
        for n, path in enumerate(files):
            run = os.path.join(logdir, f"run{n}")
            os.makedirs(run)
            name = "w.pt.trace.json" + (".gz" if path.endswith(".gz") else "")
            try:
                os.link(path, os.path.join(run, name))
            except OSError:  # another disk: a copy
                shutil.copy(path, os.path.join(run, name))
            # the trace looked at is the oldest: listed last in the queue (newest first), so that
            # only the jump to the front of the queue gets it analysed first
            age = 10**6 if path == view else 1000 * (n + 1)
            os.utime(os.path.join(run, name), (time.time() - age,) * 2)
        view_run = f"run{files.index(view)}"
        port = 18000 + os.getpid() % 1000
        server = subprocess.Popen(
            serve.command(logdir, port, os.path.join(work, "cache")),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(400):  # until TensorBoard answers at all
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/data/plugins_listing", timeout=5).read()
                break
            except OSError:
                time.sleep(0.1)
        started = time.perf_counter()
        status, listing = get(port, "/traces")
        trace = next(t for t in listing["traces"] if t["run"] == view_run)
        waited = 0
        while True:
            status, body = get(port, f"/report?trace={trace['id']}")
            if status == 200:
                break
            waited += 1
            time.sleep(0.1)
        seconds = time.perf_counter() - started
        mb = os.path.getsize(view) / 1e6
        print(
            f"{len(files)} runs ({sum(os.path.getsize(f) for f in files) / 1e6:.0f} MB on disk); the link's "
            f"trace, {os.path.basename(view)} ({mb:.1f} MB on disk), reported {seconds:.2f} s after the first "
            f"request ({waited} answers of 202 before), ok={body.get('ok')}"
        )
        return 0
    finally:
        if server is not None:
            serve.stop(server)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
