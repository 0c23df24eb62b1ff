"""Listing benchmark: how long /traces takes on a logdir of many traces.

Makes --traces tiny traces in --folders folders, starts the plugin (as TensorBoard would,
analyses in the background) and times /traces: the first call (a cold scan, every analysis
queued) and the next ones.

    python bench/listing.py [--traces 5000] [--folders 2000]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from werkzeug import test as werkzeug_test
from werkzeug import wrappers

from tb_attn_plugin.plugin.tab import AttentionPlugin

TINY = {"traceEvents": [{"ph": "X", "cat": "user_annotation", "name": "attn", "pid": 1, "tid": 1, "ts": 0, "dur": 5}]}


class _Flags:
    def __init__(self, cache_dir):
        self.attention_cache_dir = cache_dir
        self.logdir = None


class _Context:
    def __init__(self, logdir, cache_dir):
        self.logdir = logdir
        self.flags = _Flags(cache_dir)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--traces", type=int, default=5000)
    ap.add_argument("--folders", type=int, default=2000)
    ap.add_argument("--calls", type=int, default=5)
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="tb-attn-listing-")
    plugin = None
    try:
        logdir = os.path.join(work, "logs")
        data = json.dumps(TINY)
        for i in range(args.traces):
            folder = os.path.join(logdir, f"run{i % args.folders}")
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, f"w{i}.pt.trace.json"), "w") as f:
                f.write(data)
        plugin = AttentionPlugin(_Context(logdir, os.path.join(work, "cache")))
        client = werkzeug_test.Client(plugin.get_plugin_apps()["/traces"], wrappers.Response)
        times = []
        for _ in range(args.calls):
            started = time.perf_counter()
            response = client.get("/traces")
            times.append(time.perf_counter() - started)
            listed = len(json.loads(response.get_data())["traces"])
        print(
            f"{args.traces} traces in {args.folders} folders: /traces listed {listed}; first call "
            f"{times[0]:.2f} s, then {', '.join(f'{t:.2f}' for t in times[1:])} s"
        )
        return 0
    finally:
        if plugin is not None:
            plugin.service.close()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
