"""Precompute at scale: a synthetic 256-rank run (bench/make_traces.py --ranks), analysed by
tb-attn precompute on a Dask LocalCluster of 1 and then 2 workers (127.0.0.1), each from
scratch: time per trace and throughput, and the scaling as a ratio; then by local warm
workers (--workers 1 and 2), against Dask's time; a resumed run with
every trace done (by one listing, and by reading each result back); then the tab's first
view of the run from the shared results (a fresh plugin: the listing, the report of one
rank and the ranks view), which should take under a second.

    python bench/precompute.py [--ranks 256] [--inputs .bench]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
PREFIX = "/data/plugin/attention"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ranks", type=int, default=256)
    ap.add_argument("--inputs", default=os.path.join(ROOT, ".bench"))
    args = ap.parse_args()
    subprocess.run(
        [sys.executable, os.path.join(ROOT, "bench", "make_traces.py"), args.inputs, "--ranks", str(args.ranks)],
        check=True,
    )
    runs = os.path.join(args.inputs, "ranks")
    import distributed

    from tb_attn_plugin.commands.precompute import precompute

    work = tempfile.mkdtemp(prefix="precompute-", dir=os.path.dirname(ROOT))
    try:
        logdir = os.path.join(work, "logs")
        os.makedirs(os.path.join(logdir, "ranks"))
        for name in os.listdir(runs):  # (hard links: a symlink out of the logdir is not followed)
            if name.endswith(".pt.trace.json.gz"):
                os.link(os.path.join(runs, name), os.path.join(logdir, "ranks", name))
        rate = {}
        for n in (1, 2):
            results = os.path.join(work, f"results{n}")
            cluster = distributed.LocalCluster(
                n_workers=n, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
            )
            try:
                t = time.perf_counter()
                summary = precompute(logdir, results=results, scheduler=cluster.scheduler_address)
                dt = time.perf_counter() - t
            finally:
                cluster.close()
            assert summary.done == args.ranks and not summary.failed, (summary.traces, summary.done, summary.failed[:3])
            rate[n] = args.ranks / dt
            print(
                f"{n} worker(s): {args.ranks} traces in {dt:.1f} s, {1000 * dt / args.ranks:.0f} ms a trace, "
                f"{rate[n]:.1f} traces/s"
            )
        print(f"scaling 2 workers / 1: {rate[2] / rate[1]:.2f}x")
        for n in (1, 2):  # local warm workers (processes.JobRunner), the same traces
            t = time.perf_counter()
            summary = precompute(logdir, results=os.path.join(work, f"local{n}"), workers=n)
            dt = time.perf_counter() - t
            assert summary.done == args.ranks and not summary.failed, (summary.done, summary.failed[:3])
            print(
                f"local, {n} worker(s): {args.ranks} traces in {dt:.1f} s, {1000 * dt / args.ranks:.0f} ms a trace; "
                f"time against Dask's with as many workers: {rate[n] * dt / args.ranks:.2f}x"
            )
        for verify in (False, True):  # a resumed run with everything done: nothing to analyse
            t = time.perf_counter()
            again = precompute(logdir, results=os.path.join(work, "results2"), verify=verify)
            dt = time.perf_counter() - t
            assert again.skipped == args.ranks and again.done == 0, (again.skipped, again.done)
            how = "reading every result back (--verify)" if verify else "one listing of the results"
            print(f"resume with all {args.ranks} done, by {how}: {1000 * dt:.0f} ms")

        from tensorboard.backend import application
        from tensorboard.plugins import base_plugin
        from werkzeug.test import Client

        from tb_attn_plugin.plugin.tab import AttentionLoader, AttentionPlugin

        parser = argparse.ArgumentParser()
        AttentionLoader().define_flags(parser)
        flags = parser.parse_args([])
        flags.attention_cache_dir = os.path.join(work, "fresh-cache")
        flags.attention_results = os.path.join(work, "results2")
        t = time.perf_counter()
        plugin = AttentionPlugin(base_plugin.TBContext(logdir=logdir, flags=flags))
        try:
            client = Client(application.TensorBoardWSGI([plugin]))
            listing = json.loads(client.get(PREFIX + "/traces").get_data(as_text=True))
            states = {t["state"] for t in listing["traces"]}
            first = listing["traces"][0]["id"]
            report = client.get(f"{PREFIX}/report?trace={first}")
            dt = time.perf_counter() - t  # the first view: the listing and one rank's Overview
            t = time.perf_counter()
            ranks = json.loads(client.get(PREFIX + "/trends?run=ranks").get_data(as_text=True))
            dt_ranks = time.perf_counter() - t
        finally:
            plugin.service.close()
        stragglers = [w["worker"] for w in ranks["ranks"]["workers"] if w["straggler"]]
        print(
            f"first view from the shared results (a fresh plugin: the listing and one rank's report): "
            f"{1000 * dt:.0f} ms (listing states {sorted(states)}, report {report.status_code})"
        )
        print(
            f"then the ranks view of all {len(ranks['ranks']['workers'])} workers: {1000 * dt_ranks:.0f} ms "
            f"(pending {ranks['pending']}, stragglers {stragglers})"
        )
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
