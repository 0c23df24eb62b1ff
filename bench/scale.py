"""Scale benchmark: a run of many ranks served by the tab, the server's memory and latency.

Ranks are made from one real trace (default: the shared Qwen H100 trace, else the demo's
training trace): each rank's copy carries its distributedInfo (rank, world size), and ranks
17 and 200 have every kernel 1.3 times longer (the stragglers to find). For each size, a
real TensorBoard (the project's plugin only, `tb_attn_plugin.serve`, 2 analysis workers)
serves the run from scratch: while it analyses, `/traces` is asked every 0.2 s as the tab
asks it (with `since=` its last answer's cursor: what changed), a whole listing every 25th
time (the latency of each), and the server's RSS is sampled (the server process; the
workers are separate processes); when every trace is done, `/trends` is asked --trends times (its latency, and
the RSS after each). A size above --distinct is made of hard links to the first --distinct
ranks under new worker names (distinct traces to the tab, one copy on disk).

    python bench/scale.py [--sizes 256,1024,10000] [--distinct 1024] [--trace PATH] [--s3 256]

--s3 N: then `tb-attn precompute` of the first N ranks read from a local S3-compatible
server (moto_server on 127.0.0.1), by 2 local warm workers and by a Dask LocalCluster of 2
workers, each from scratch: the time of each, and local / Dask.

Prints one row per size: traces, analysis time and throughput, RSS (peak during analysis,
after it, after the /trends calls), /traces p50/p99/max during analysis (the poll; a whole
listing), /trends first and later calls, stragglers found.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tb_attn_plugin import serve  # noqa: E402

PREFIX = "/data/plugin/attention"
QWEN = os.path.join(ROOT, "..", "shared", "traces", "tracelens", "h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz")
STRAGGLERS = (17, 200)
PLACEHOLDER = b'"rank":987654321'


def make_ranks(trace_path: str, out_dir: str, ranks: int) -> None:
    """out_dir/rank<i>.1.pt.trace.json.gz for i < ranks (kept between runs)."""
    import msgspec

    os.makedirs(out_dir, exist_ok=True)
    missing = [i for i in range(ranks) if not os.path.exists(os.path.join(out_dir, f"rank{i}.1.pt.trace.json.gz"))]
    if not missing:
        return
    opener = gzip.open if trace_path.endswith(".gz") else open
    with opener(trace_path, "rb") as f:
        trace = msgspec.json.decode(f.read())
    trace["distributedInfo"] = {"backend": "nccl", "rank": 987654321, "world_size": ranks}
    plain = msgspec.json.encode(trace)
    for e in trace["traceEvents"]:
        if e.get("cat") == "kernel" and isinstance(e.get("dur"), (int, float)):
            e["dur"] = round(e["dur"] * 1.3, 3)
    slow = msgspec.json.encode(trace)
    for i in missing:
        body = (slow if i in STRAGGLERS else plain).replace(PLACEHOLDER, b'"rank":%d' % i, 1)
        path = os.path.join(out_dir, f"rank{i}.1.pt.trace.json.gz")
        with gzip.open(path + ".part", "wb", compresslevel=1) as f:
            f.write(body)
        os.replace(path + ".part", path)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def get(port: int, route: str, timeout: float = 120) -> tuple:
    t = time.perf_counter()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{PREFIX}{route}", timeout=timeout) as r:
        body = json.load(r)
    return time.perf_counter() - t, body


def pct(values: list, q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))] if v else float("nan")


def serve_size(ranks_dir: str, size: int, distinct: int, trends_calls: int, work: str) -> dict:
    logdir = os.path.join(work, f"logs{size}")
    run = os.path.join(logdir, "ranks")
    os.makedirs(run)
    for i in range(size):  # (hard links: a symlink out of the logdir is not followed)
        os.link(
            os.path.join(ranks_dir, f"rank{i % distinct}.1.pt.trace.json.gz"),
            os.path.join(run, f"rank{i}.1.pt.trace.json.gz"),
        )
    port = free_port()
    cmd = [
        *serve.command(logdir, port, os.path.join(work, f"cache{size}")),
        "--attention_workers", "2", "--attention_results", os.path.join(work, f"results{size}"),
    ]  # fmt: skip
    server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(480):
            try:
                get(port, "/config", 5)
                break
            except OSError:
                time.sleep(0.25)
        at_start = rss_mb(server.pid)
        started = time.perf_counter()
        latencies, rss, done = [], [], 0
        stop = threading.Event()

        def sample() -> None:
            while not stop.is_set():
                rss.append(rss_mb(server.pid))
                stop.wait(0.5)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        held: dict = {}  # the rows the tab holds, as it polls: since= its last cursor
        cursor, whole = "", []
        while True:
            dt, body = get(port, f"/traces?since={cursor}" if cursor else "/traces")
            latencies.append(dt)
            if not body["partial"]:
                held = {}
            for gone in body["removed"]:
                held.pop(gone, None)
            held.update((t["id"], t) for t in body["traces"])
            cursor = body["cursor"]
            if len(latencies) % 25 == 0:  # (a whole listing now and then: what one costs)
                whole.append(get(port, "/traces")[0])
            done = sum(t["state"] in ("done", "error") for t in held.values())
            if len(held) == size and done == size:
                break
            time.sleep(0.2)
        analysis_s = time.perf_counter() - started
        stop.set()
        sampler.join()
        after_analysis = rss_mb(server.pid)
        trends, trends_rss, stragglers = [], [], None
        for _ in range(trends_calls):
            dt, body = get(port, "/trends?run=ranks", 600)
            trends.append(dt)
            trends_rss.append(rss_mb(server.pid))
            stragglers = sorted(w["rank"] for w in body["ranks"]["workers"] if w["straggler"])
        return {
            "size": size,
            "analysis_s": analysis_s,
            "per_s": size / analysis_s,
            "rss_start": at_start,
            "rss_peak": max([*rss, after_analysis]),
            "rss_after": after_analysis,
            "rss_trends": max(trends_rss),
            "traces_p50": pct(latencies, 0.5) * 1000,
            "traces_p99": pct(latencies, 0.99) * 1000,
            "traces_max": max(latencies) * 1000,
            "traces_calls": len(latencies),
            "whole_p50": pct(whole, 0.5) * 1000 if whole else float("nan"),
            "whole_p99": pct(whole, 0.99) * 1000 if whole else float("nan"),
            "trends_first": trends[0] * 1000,
            "trends_later": min(trends[1:]) * 1000 if len(trends) > 1 else float("nan"),
            "trends_later_max": max(trends[1:]) * 1000 if len(trends) > 1 else float("nan"),
            "stragglers": stragglers,
        }
    finally:
        serve.stop(server)


def s3_precompute(ranks_dir: str, count: int, work: str) -> None:
    """precompute over S3, local workers against Dask, 2 workers each."""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from s3_faults import moto_server

    with moto_server(free_port()) as url:
        if url is None:
            print("S3: moto_server not installed (pip install 'moto[server]'): no S3 figure")
            return
        import boto3
        import distributed

        from tb_attn_plugin.precompute import precompute

        os.environ.update(AWS_ENDPOINT_URL=url, AWS_ACCESS_KEY_ID="bench", AWS_SECRET_ACCESS_KEY="bench",
                          AWS_DEFAULT_REGION="us-east-1")  # fmt: skip
        client = boto3.client("s3", endpoint_url=url)
        client.create_bucket(Bucket="bench")
        for i in range(count):
            name = f"rank{i}.1.pt.trace.json.gz"
            client.upload_file(os.path.join(ranks_dir, name), "bench", f"ranks/{name}")
        times = {}
        for how in ("local", "dask", "local", "dask"):  # (alternating: the VM's noise falls on both)
            results = tempfile.mkdtemp(prefix=f"s3-{how}-", dir=work)
            cluster = None
            if how == "dask":
                cluster = distributed.LocalCluster(
                    n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
                )
            try:
                t = time.perf_counter()
                if cluster is None:
                    summary = precompute("s3://bench", results=results, workers=2)
                else:
                    summary = precompute("s3://bench", results=results, scheduler=cluster.scheduler_address)
                dt = time.perf_counter() - t
            finally:
                if cluster is not None:
                    cluster.close()
            assert summary.done == count and not summary.failed, (how, summary.done, summary.failed[:3])
            times.setdefault(how, []).append(dt)
            print(
                f"S3, {how}, 2 workers: {count} traces in {dt:.1f} s ({1000 * dt / count:.0f} ms a trace)", flush=True
            )
        best = {k: min(v) for k, v in times.items()}
        print(f"S3 precompute, best of 2: local {best['local']:.1f} s, Dask {best['dask']:.1f} s: "
              f"local / Dask {best['local'] / best['dask']:.2f}")  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="256,1024,10000")
    ap.add_argument("--distinct", type=int, default=1024, help="distinct rank traces on disk; larger sizes link them")
    ap.add_argument("--trace", default=QWEN if os.path.exists(QWEN) else None)
    ap.add_argument("--trends", type=int, default=4, help="/trends calls after the analysis")
    ap.add_argument("--inputs", default=os.path.join(ROOT, ".bench"))
    ap.add_argument("--s3", type=int, default=0, help="also precompute this many ranks over S3, local vs Dask")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    trace = args.trace
    if trace is None:
        from tb_attn_plugin.demo import record_demo

        demo = record_demo(os.path.join(args.inputs, "scale_base"), device="cpu", steps=3, size="small")
        trace = demo.runs["train"][0]
    distinct = min(args.distinct, max([*sizes, args.s3]))
    ranks_dir = os.path.join(args.inputs, f"scale_ranks_{os.path.basename(trace).split('.')[0]}")
    t = time.perf_counter()
    make_ranks(trace, ranks_dir, distinct)
    print(f"{distinct} rank traces of {os.path.basename(trace)} in {ranks_dir} ({time.perf_counter() - t:.0f} s)")
    work = tempfile.mkdtemp(prefix="scale-", dir=args.inputs)  # (beside the inputs: hard links need one disk)
    try:
        print("| traces | analysis | traces/s | RSS at start | peak | after analysis | after /trends | /traces?since= p50 / p99 / "
              "max (the tab's poll, during analysis) | whole /traces p50 / p99 | /trends first | /trends later (min-max) | "
              "stragglers |")  # fmt: skip
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for size in sizes:
            r = serve_size(ranks_dir, size, distinct, args.trends, work)
            print(
                f"| {r['size']:,} | {r['analysis_s']:.1f} s | {r['per_s']:.1f} | {r['rss_start']:.0f} MB | {r['rss_peak']:.0f} MB | "
                f"{r['rss_after']:.0f} MB | {r['rss_trends']:.0f} MB | {r['traces_p50']:.0f} / {r['traces_p99']:.0f} / "
                f"{r['traces_max']:.0f} ms ({r['traces_calls']} calls) | {r['whole_p50']:.0f} / {r['whole_p99']:.0f} ms | "
                f"{r['trends_first']:.0f} ms | "
                f"{r['trends_later']:.0f}-{r['trends_later_max']:.0f} ms | {r['stragglers']} |",
                flush=True,
            )
        if args.s3:
            s3_precompute(ranks_dir, args.s3, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
