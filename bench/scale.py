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

--clients N (with --sizes 5000, say): instead of waiting for every analysis, N clients in a
few processes, each on its own keep-alive connection, ask in turn `/traces?since=` (their
own cursor, as the tab asks) and `/report` of a trace picked at random (200, or 202 while
it waits), then wait --think seconds (1 s: the tab's poll while something is analysing; 0:
back to back, a stress far past what tabs ask), for --client-seconds while the server
analyses, beside --busy CPU-heavy loops;
then the server is restarted over the same cache and its first listing timed. Prints p50 /
p99 / max per route, the answers that were not 200 or 202, the server's RSS, and the first
listing after the restart.

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
import http.client
import json
import multiprocessing
import os
import random
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


class RssSampler:
    """A process's RSS (MB), sampled every 0.5 s in a thread of its own until stop()."""

    def __init__(self, pid: int):
        self.samples: list = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(pid,), daemon=True)
        self._thread.start()

    def _run(self, pid: int) -> None:
        while not self._stop.is_set():
            self.samples.append(rss_mb(pid))
            self._stop.wait(0.5)

    def stop(self) -> list:
        self._stop.set()
        self._thread.join()
        return self.samples


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
        _wait_config(port)
        at_start = rss_mb(server.pid)
        started = time.perf_counter()
        latencies, done = [], 0
        sampler = RssSampler(server.pid)
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
        rss = sampler.stop()
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


def _cursor_of(body: bytes) -> str:
    """The cursor of a /traces answer, found in its bytes. Decoding a whole listing of 5,000
    rows takes 16 ms of this process's GIL, and ten clients share a process: at the start,
    when every client gets a whole listing at once, the others' decoding was counted in a
    client's latency (a tab has its own process). The key is written by msgspec, unspaced;
    a quote inside a trace's name is escaped, so only the key itself matches."""
    at = body.rindex(b'"cursor":"') + len(b'"cursor":"')
    return body[at : body.index(b'"', at)].decode()


def _client_process(port: int, seconds: float, threads: int, ids: list, seed: int, think: float, out) -> None:
    """One process of clients: threads, each with its own connection and cursor, asking
    /traces?since= and /report of a random trace in turn until the time is up."""
    results: list = []
    lock = threading.Lock()

    def run(n: int) -> None:
        rng = random.Random(seed * 1000 + n)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        cursor, mine, i = "", [], n
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            route = "/traces" if i % 2 == 0 else "/report"
            i += 1
            url = PREFIX + (f"/traces?since={cursor}" if route == "/traces" else f"/report?trace={rng.choice(ids)}")
            started = time.perf_counter()
            # (the latency: the request sent to the answer's last byte read; the client's own
            # decoding of it after, 16 ms for a whole listing of 5,000 rows, is the client's
            # cost, not the server's: a browser pays it on the user's machine)
            took = None
            try:
                conn.request("GET", url)
                response = conn.getresponse()
                body = response.read()
                took = time.perf_counter() - started
                status = response.status
                if route == "/traces" and status == 200:
                    cursor = _cursor_of(body)
            except (OSError, http.client.HTTPException, ValueError):
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
                status = -1
            mine.append((route, status, took if took is not None else time.perf_counter() - started))
            if route == "/report" and think:
                time.sleep(rng.uniform(0.5, 1.5) * think)  # (the tab's poll; spread, not in step)
        conn.close()
        with lock:
            results.extend(mine)

    workers = [threading.Thread(target=run, args=(n,)) for n in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    out.put(results)


def _whole_listings(port: int, seconds: float, out: list) -> None:
    """A tab opening (or reloading) once a second for seconds: /traces with no cursor, each
    answer's latency (the request sent to its last byte read) added to out."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        started = time.perf_counter()
        try:
            conn.request("GET", PREFIX + "/traces")
            conn.getresponse().read()
            out.append(time.perf_counter() - started)
        except (OSError, http.client.HTTPException):
            pass
        finally:
            conn.close()
        time.sleep(1.0)


def _busy_loops(count: int) -> list:
    """count CPU-heavy loops (a busy machine), each a process of its own."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


def clients_size(
    ranks_dir: str, size: int, distinct: int, clients: int, seconds: float, busy: int, think: float, work: str
) -> dict:
    """size traces served from scratch; clients ask while it analyses (see the module's terms)."""
    logdir = os.path.join(work, f"clients{size}")
    run = os.path.join(logdir, "ranks")
    os.makedirs(run)
    for i in range(size):
        os.link(
            os.path.join(ranks_dir, f"rank{i % distinct}.1.pt.trace.json.gz"),
            os.path.join(run, f"rank{i}.1.pt.trace.json.gz"),
        )
    cache = os.path.join(work, f"clients_cache{size}")
    cmd = [*serve.command(logdir, 0, cache), "--attention_workers", "2"]
    loops = _busy_loops(busy)
    out: dict = {"size": size, "clients": clients, "busy": busy, "think": think}
    try:
        port = free_port()
        cmd[cmd.index("--port") + 1] = str(port)
        server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_config(port)
            _, listing = get(port, "/traces")  # (the first listing: every analysis queued)
            ids = [t["id"] for t in listing["traces"]]
            sampler = RssSampler(server.pid)
            queue: multiprocessing.Queue = multiprocessing.Queue()
            processes = min(5, clients)
            per = [clients // processes + (1 if i < clients % processes else 0) for i in range(processes)]
            procs = [
                multiprocessing.Process(target=_client_process, args=(port, seconds, n, ids, k, think, queue))
                for k, n in enumerate(per)
            ]
            for p in procs:
                p.start()
            # beside them, a tab opening over and over: a whole listing a second (no cursor)
            whole: list = []
            tab = threading.Thread(target=_whole_listings, args=(port, seconds, whole))
            tab.start()
            results = [r for _ in procs for r in queue.get(timeout=seconds + 300)]
            for p in procs:
                p.join(30)
            tab.join(seconds + 300)
            out["whole"] = (len(whole), pct(whole, 0.5) * 1000, pct(whole, 0.99) * 1000)
            rss = sampler.stop()
            _, after = get(port, "/traces")
            out["done_during"] = sum(t["state"] in ("done", "error") for t in after["traces"])
            out["rss_peak"] = max(rss) if rss else float("nan")
            for route in ("/traces", "/report"):
                lat = [t * 1000 for r, st, t in results if r == route]
                out[route] = (len(lat), pct(lat, 0.5), pct(lat, 0.99), max(lat) if lat else float("nan"))
                out[route + " bad"] = sum(1 for r, st, _ in results if r == route and st not in (200, 202))
        finally:
            serve.stop(server)
        # the restart: the same logdir and cache, the first listing timed (from the spawn, and
        # the request itself once the server answers)
        port = free_port()
        cmd[cmd.index("--port") + 1] = str(port)
        spawned = time.perf_counter()
        server = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_config(port)
            out["restart_first_traces"], _ = get(port, "/traces")
            out["restart_from_spawn"] = time.perf_counter() - spawned
        finally:
            serve.stop(server)
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()
    return out


def _wait_config(port: int) -> None:
    for _ in range(480):
        try:
            get(port, "/config", 5)
            return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError("tensorboard did not start")


def print_clients(r: dict) -> None:
    print(
        f"{r['size']:,} traces, {r['clients']} clients (each waiting {r['think']:g} s between its asks), "
        f"{r['busy']} busy loops; analyses done meanwhile: "
        f"{r['done_during']:,}; server RSS peak {r['rss_peak']:.0f} MB"
    )
    print("| route | requests | p50 | p99 | max | not 200/202 |")
    print("|---|---|---|---|---|---|")
    for route in ("/traces", "/report"):
        n, p50, p99, top = r[route]
        print(f"| `{route}` | {n:,} | {p50:.0f} ms | {p99:.0f} ms | {top:.0f} ms | {r[route + ' bad']} |")
    n, p50, p99 = r["whole"]
    print(f"a tab opening once a second beside them: whole /traces p50 {p50:.0f} ms, p99 {p99:.0f} ms ({n} asks)")
    print(
        f"after a restart over the same cache: the first /traces {r['restart_first_traces'] * 1000:.0f} ms "
        f"({r['restart_from_spawn']:.1f} s from the spawn)",
        flush=True,
    )


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

        from tb_attn_plugin.commands.precompute import precompute

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
    ap.add_argument("--clients", type=int, default=0, help="clients asking while the server analyses (see above)")
    ap.add_argument("--client-seconds", type=float, default=30.0)
    ap.add_argument("--busy", type=int, default=2, help="CPU-heavy loops beside the clients")
    ap.add_argument("--think", type=float, default=1.0, help="seconds a client waits between its asks (the tab's poll)")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    trace = args.trace
    if trace is None:
        from tb_attn_plugin.record.demo import record_demo

        demo = record_demo(os.path.join(args.inputs, "scale_base"), device="cpu", steps=3, size="small")
        trace = demo.runs["train"][0]
    distinct = min(args.distinct, max([*sizes, args.s3]))
    ranks_dir = os.path.join(args.inputs, f"scale_ranks_{os.path.basename(trace).split('.')[0]}")
    t = time.perf_counter()
    make_ranks(trace, ranks_dir, distinct)
    print(f"{distinct} rank traces of {os.path.basename(trace)} in {ranks_dir} ({time.perf_counter() - t:.0f} s)")
    work = tempfile.mkdtemp(prefix="scale-", dir=args.inputs)  # (beside the inputs: hard links need one disk)
    try:
        if args.clients:
            for size in sizes:
                print_clients(
                    clients_size(
                        ranks_dir, size, distinct, args.clients, args.client_seconds, args.busy, args.think, work
                    )
                )
            return 0
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
