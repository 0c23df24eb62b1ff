"""Compare and trends from stored summaries: how long /compare of 10 traces and /trends over
200 spans take once the traces are analysed (target: under 200 ms each).

A logdir holds one run of --spans spans (hard links of the demo recorder's training trace,
each its own trace to the tab) and --compare runs of one trace each. The plugin (in process,
through werkzeug's test client, as TensorBoard serves it) analyses them all; then the two
routes are timed --repeat times each. Nothing is analysed while they are timed: they read
the stored report entries.

    python bench/decisions.py [--spans 200] [--compare 10] [--repeat 20]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PREFIX = "/data/plugin/attention"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--spans", type=int, default=200)
    ap.add_argument("--compare", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args()

    from tensorboard.backend import application
    from tensorboard.plugins import base_plugin
    from werkzeug.test import Client

    from tb_attn_plugin.plugin.tab import AttentionLoader, AttentionPlugin
    from tb_attn_plugin.record.demo import record_demo

    work = tempfile.mkdtemp(prefix="decisions-", dir=os.path.dirname(ROOT))
    plugin = None
    try:
        demo = record_demo(os.path.join(work, "demo"), device="cpu", steps=3, size="small")
        source = demo.runs["train"][0]
        logdir = os.path.join(work, "logs")
        for i in range(args.spans):
            os.makedirs(os.path.join(logdir, "train"), exist_ok=True)
            os.link(source, os.path.join(logdir, "train", f"w0.{1_700_000_000_000 + i}.pt.trace.json.gz"))
        for i in range(args.compare):
            os.makedirs(os.path.join(logdir, f"variant{i}"))
            os.link(source, os.path.join(logdir, f"variant{i}", "w0.pt.trace.json.gz"))
        import argparse as ap_

        parser = ap_.ArgumentParser()
        AttentionLoader().define_flags(parser)
        flags = parser.parse_args([])
        flags.attention_cache_dir = os.path.join(work, "cache")
        flags.attention_workers = 2
        plugin = AttentionPlugin(base_plugin.TBContext(logdir=logdir, flags=flags))
        client = Client(application.TensorBoardWSGI([plugin]))

        def get(path):
            resp = client.get(PREFIX + path)
            return resp.status_code, json.loads(resp.get_data(as_text=True))

        started = time.monotonic()
        while True:  # bounded by the deadline
            _, listing = get("/traces")
            states = [t["state"] for t in listing["traces"]]
            if all(s in ("done", "error") for s in states):
                break
            if time.monotonic() - started > 1800:
                print("analyses did not finish in 30 minutes", file=sys.stderr)
                return 1
            time.sleep(1)
        analysed = time.monotonic() - started
        ids = [t["id"] for t in listing["traces"] if t["run"].startswith("variant")]
        url = "/compare?traces=" + ",".join(ids)
        timings = {"compare": [], "trends": []}
        for _ in range(args.repeat):
            t = time.perf_counter()
            code, body = get(url)
            timings["compare"].append(time.perf_counter() - t)
            assert code == 200 and len(body["traces"]) == args.compare, code
            t = time.perf_counter()
            code, body = get("/trends?run=train")
            timings["trends"].append(time.perf_counter() - t)
            assert code == 200 and body["pending"] == 0 and body["spans"] == args.spans, body.get("pending")
        points = sum(len(w["points"]) for w in body["trend"]["workers"])
        print(f"{args.spans} spans and {args.compare} variants analysed in {analysed:.1f} s (2 workers)")
        for name, ts in timings.items():
            ms = sorted(x * 1000 for x in ts)
            what = f"{args.compare} traces" if name == "compare" else f"{args.spans} spans, {points} steps"
            print(f"/{name} ({what}): p50 {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms over {len(ms)} calls")
        return 0
    finally:
        if plugin is not None:
            plugin.service.close()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
