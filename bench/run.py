"""Benchmark: wall time, CPU time and peak RSS, measured in one run on the same files, of
whole processes (start-up and imports included: what a user waits for):

- tb-attn: `tb-attn report --json FILE` from a cold start (no cache), with the analysis's own
  time inside it (analyze_file) beside,
- the decode floor: a typed msgspec decode of the same file (read and gunzipped whole) with
  only the fields the analysis needs, event fields and the args it reads, collector paused
  (``reader.schema.FastEvent``, the struct the reader itself decodes into); and, for reference,
  the same without decoding the args (kept raw),
- torch-tb-profiler 0.4.3's in-process load (parse + run profile), where installed,
- Holistic Trace Analysis' load, where installed,

each in a fresh subprocess, best of --repeat rounds (at least 5 for files under 100 MB), each
round one run of every tool in turn (the machines are shared and noisy: every tool gets the
same number of runs, and meets the same swings of speed). Peak RSS is the process's high-water mark; for tb-attn
plus what its read helper process added to its own resident memory at its peak (the helper
is forked, so what it had at the start is shared; both peaks are counted as if they came
together). Then the latency of the plugin's routes while a trace is analysed and of a
cached report after a restart. With moto installed, the same tb-attn run on the smallest
size (plain and gzip) read from a local S3-compatible server (moto_server on 127.0.0.1):
its time and peak RSS beside the local file's (remote traces stream through the same
block reader, in ranged reads).

    python bench/run.py [--inputs DIR] [--sizes 150,1000] [--ttp-max-mb 200] [--shared ../shared/traces] [--no-s3]

Inputs are made by bench/make_traces.py (the project's demo recorder, steps replicated).
Prints, per file, the ratios the performance targets are stated in (docs/performance.md):
tb-attn's whole process over the floor's, wall and CPU seconds (user + system, its helper
process's included), and the other tools' wall over ours. tb-attn's bytecode is compiled
first, as installing it does (compile_package).
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import platform
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ru_maxrss survives exec on Linux (the child would report the parent's peak): read the
# process's own high-water mark instead.
PEAK_RSS = """
def peak_rss():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
"""

# A typed decode of the whole file (read and gunzipped first), collector paused. The struct
# lives in the reader's package, whose imports (numpy, the reader itself: 0.1-0.2 s) a decode
# does not need: their wall and CPU time is printed, and left out of the floor's whole process.
FLOOR = """
import gc, gzip, time, sys
import msgspec
wall, cpu = time.perf_counter(), time.process_time()
from tb_attn_plugin.reader.schema import {struct}
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
class Trace(msgspec.Struct, gc=False):
    traceEvents: list[{struct}]
gc.disable()
t = time.perf_counter()
with open(sys.argv[1], "rb") as f:
    data = f.read()
if data[:2] == b"\\x1f\\x8b":
    data = gzip.decompress(data)
trace = msgspec.json.decode(data, type=Trace); dt = time.perf_counter() - t
print(dt, peak_rss(), wall, cpu)
"""

CHILD = {
    # `tb-attn report --json FILE` as a user runs it (its JSON written to /dev/null); the time
    # printed is the analysis inside it, the process's whole wall and CPU time are measured
    # from outside (measure)
    "tb-attn": """
import io, json, os, sys, time
from tb_attn_plugin.commands import entry
entry.prepare(["report"])  # (what the console script sets before NumPy is imported)
from tb_attn_plugin import cli
from tb_attn_plugin.commands import common as cli_common
from tb_attn_plugin.reader import helper
analyse, took = cli_common.analyze_file, []
def timed(*args, **kwargs):
    t = time.perf_counter(); made = analyse(*args, **kwargs); took.append(time.perf_counter() - t); return made
cli_common.analyze_file = timed
out, sys.stdout = sys.stdout, io.StringIO()
rc = cli.main(["report", "--json", sys.argv[1]])
text, sys.stdout = sys.stdout.getvalue(), out
assert rc == 0 and json.loads(text)["traces"][0]["ok"], text[-500:]
print(sum(took), peak_rss() + helper.LAST_HELPER_PEAK_RSS)
entry.leave(["report"], rc)  # (as the console script ends)
""",
    "decode floor": FLOOR.format(struct="FastEvent"),
    "floor, args raw": FLOOR.format(struct="StrictEvent"),
    "torch-tb-profiler": """
import time, resource, sys, tempfile, logging
logging.disable(logging.CRITICAL)
from torch_tb_profiler.profiler.data import RunProfileData
from torch_tb_profiler.profiler.run_generator import RunGenerator
t = time.perf_counter()
data = RunProfileData.parse("worker0", None, sys.argv[1], tempfile.mkdtemp())
RunGenerator("worker0", None, data).generate_run_profile()
dt = time.perf_counter() - t
print(dt, peak_rss())
""",
    "HTA": """
import time, resource, sys, os, shutil, tempfile
from hta.trace_analysis import TraceAnalysis
d = tempfile.mkdtemp(); shutil.copy(sys.argv[1], os.path.join(d, os.path.basename(sys.argv[1])))
t = time.perf_counter(); TraceAnalysis(trace_dir=d); dt = time.perf_counter() - t
print(dt, peak_rss())
""",
}


# analyze_file on a path or a remote URL, timed inside the process (the S3 rows)
ANALYZE_FILE = """
import time, resource, sys
from tb_attn_plugin.reader import helper
from tb_attn_plugin.pipeline import analyze_file
t = time.perf_counter(); e = analyze_file(sys.argv[1]); dt = time.perf_counter() - t
assert e["ok"], e["errors"]
print(dt, peak_rss() + helper.LAST_HELPER_PEAK_RSS)
"""


def available(tool: str) -> bool:
    mod = {"torch-tb-profiler": "torch_tb_profiler", "HTA": "hta"}.get(tool)
    if mod is None:
        return True
    return subprocess.run([sys.executable, "-c", f"import {mod}"], capture_output=True).returncode == 0


def measure(tool: str, path: str, repeat: int = 1, timeout: int = 1800, env=None):
    """Best time of repeat runs, and the highest peak RSS among them; with the whole
    process's wall and CPU seconds (user + system, its children's included) of the run of
    the best wall time."""
    best, peak, whole = None, None, None
    for _ in range(repeat):
        before, started = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-c", PEAK_RSS + (ANALYZE_FILE if tool == "tb-attn analyze_file" else CHILD[tool]), path],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
            env=env,
        )
        wall, after = time.perf_counter() - started, resource.getrusage(resource.RUSAGE_CHILDREN)
        if proc.returncode != 0:
            return None, None, proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else "failed", None
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        secs, rss, *unneeded = proc.stdout.splitlines()[-1].split()  # (a floor's imports it does not need)
        wall -= float(unneeded[0]) if unneeded else 0.0
        cpu -= float(unneeded[1]) if unneeded else 0.0
        best = float(secs) if best is None else min(best, float(secs))
        peak = int(rss) if peak is None else max(peak, int(rss))
        whole = (wall, cpu) if whole is None or wall < whole[0] else whole
    return best, peak, None, whole


def uncompressed_size(path: str) -> int:
    if not path.endswith(".gz"):
        return os.path.getsize(path)
    import gzip

    n = 0
    with gzip.open(path, "rb") as f:
        while True:
            b = f.read(1 << 22)
            if not b:
                return n
            n += len(b)


def route_latency(path: str) -> dict:
    """p50/max latency of /config, /traces and /report while the file is analysed, then a
    cached report after a restart (a fresh process, a new plugin on the same cache): at once,
    and 1 s after the plugin is made."""
    code = r"""
import json, os, sys, tempfile, threading, time, shutil, argparse
from tensorboard.backend import application
from tensorboard.plugins import base_plugin
from werkzeug.test import Client
from tb_attn_plugin.plugin.tab import AttentionLoader, AttentionPlugin
src = sys.argv[1]
logdir = tempfile.mkdtemp(); cache = tempfile.mkdtemp()
os.makedirs(os.path.join(logdir, "run"))
dst = os.path.join(logdir, "run", "w.pt.trace.json" + (".gz" if src.endswith(".gz") else ""))
os.link(src, dst) if os.stat(src).st_dev == os.stat(logdir).st_dev else shutil.copy(src, dst)
def make():
    parser = argparse.ArgumentParser(); AttentionLoader().define_flags(parser)
    flags = parser.parse_args([]); flags.attention_cache_dir = cache
    plugin = AttentionPlugin(base_plugin.TBContext(logdir=logdir, flags=flags))
    return plugin, Client(application.TensorBoardWSGI([plugin]))
plugin, client = make()
tid = json.loads(client.get("/data/plugin/attention/traces").get_data())["traces"][0]["id"]
lat = []
t0 = time.perf_counter(); done = None
for i in range(100000):
    for url in ("/data/plugin/attention/config", "/data/plugin/attention/traces", f"/data/plugin/attention/report?trace={tid}"):
        t = time.perf_counter(); r = client.get(url); lat.append(time.perf_counter() - t)
        if url.endswith(tid) and r.status_code == 200:
            done = time.perf_counter() - t0
    if done is not None or time.perf_counter() - t0 > 1200:
        break
    time.sleep(0.05)
mem_ms = []
for url in (f"/data/plugin/attention/memory?trace={tid}", f"/data/plugin/attention/memory?trace={tid}&scope=0"):
    for _ in range(3):
        t = time.perf_counter(); r = client.get(url); mem_ms.append(1000 * (time.perf_counter() - t))
plugin.service.close()
# a restart: a fresh process over the same cache; its first report at once, and 1 s later
# (when the validator it compiles at start is ready, as it is once TensorBoard serves)
import subprocess
restart = [subprocess.run([sys.executable, "-c", RESTART, logdir, cache, tid, wait], capture_output=True, text=True,
                          timeout=600) for wait in ("0", "1")]
(status, cached), (_, cached_warm) = [json.loads(p.stdout.strip().splitlines()[-1]) for p in restart]
lat.sort()
print(json.dumps({"requests": len(lat), "p50_ms": 1000 * lat[len(lat) // 2], "max_ms": 1000 * lat[-1],
                  "analysis_s": done, "cached_status": status, "cached_ms": 1000 * cached,
                  "cached_after_start_ms": 1000 * cached_warm, "memory_route_max_ms": max(mem_ms)}))
"""
    restart = r"""
import argparse, json, sys, time
from tensorboard.backend import application
from tensorboard.plugins import base_plugin
from werkzeug.test import Client
from tb_attn_plugin.plugin.tab import AttentionLoader, AttentionPlugin
logdir, cache, tid, wait = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
parser = argparse.ArgumentParser(); AttentionLoader().define_flags(parser)
flags = parser.parse_args([]); flags.attention_cache_dir = cache
plugin = AttentionPlugin(base_plugin.TBContext(logdir=logdir, flags=flags))
client = Client(application.TensorBoardWSGI([plugin]))
time.sleep(wait)
t = time.perf_counter(); r = client.get(f"/data/plugin/attention/report?trace={tid}"); dt = time.perf_counter() - t
plugin.service.close()
print(json.dumps([r.status_code, dt]))
"""
    code = code.replace("RESTART", repr(restart))
    proc = subprocess.run([sys.executable, "-c", code, path], capture_output=True, text=True, timeout=1800, cwd=ROOT)
    if proc.returncode != 0:
        return {"error": proc.stderr.strip().splitlines()[-1]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def s3_rows(files: list, repeat: int) -> None:
    """tb-attn on each file read from a local S3-compatible server, beside the local read."""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from s3_faults import moto_server
    from tb_harness import free_port

    with moto_server(free_port()) as url:
        if url is None:
            print("S3: moto_server not installed (pip install 'moto[server]'): no S3 row")
            return
        import boto3

        env = {**os.environ, "AWS_ENDPOINT_URL": url, "AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench",
               "AWS_DEFAULT_REGION": "us-east-1"}  # fmt: skip
        client = boto3.client("s3", endpoint_url=url, region_name="us-east-1",
                              aws_access_key_id="bench", aws_secret_access_key="bench")  # fmt: skip
        client.create_bucket(Bucket="bench")
        for f in files:
            name = os.path.basename(f)
            client.upload_file(f, "bench", name)
            here, there = (None, None), (None, None)
            for _ in range(max(repeat, 3)):  # (alternating, as the other rows do)
                for where, target in (("local", f), ("s3", f"s3://bench/{name}")):
                    secs, rss, err, _ = measure("tb-attn analyze_file", target, 1, env=env)
                    if err:
                        print(f"S3 {name}: {where} failed: {err[:200]}")
                        return
                    old = here if where == "local" else there
                    best = (min(secs, old[0] or secs), max(rss, old[1] or 0))
                    here, there = (best, there) if where == "local" else (here, best)
            print(f"S3 {name[:50]:50s} local {here[0]:6.2f}s {here[1] / 1e6:6.0f} MB   "
                  f"S3 {there[0]:6.2f}s {there[1] / 1e6:6.0f} MB   S3/local time {there[0] / here[0]:4.2f}, "
                  f"RSS {there[1] / here[1]:4.2f}", flush=True)  # fmt: skip


def _ratio(a, b) -> float:
    return a / b if a and b else float("nan")


def row_line(r: dict, size: int) -> str:
    """One file's line: tb-attn's whole process (`tb-attn report --json`) against the decode
    floor's whole process, wall and CPU; the analysis inside it; its peak RSS; and the other
    tools' whole processes against ours."""
    none = (None, None, None, None)
    ours, floor, raw = r.get("tb-attn", none), r.get("decode floor", none), r.get("floor, args raw", none)
    if ours[3] is not None and floor[3] is None and floor[2] is None:  # (floors skipped: --floor-max-mb)
        (wall, cpu) = ours[3]
        return (
            f"{r['file'][:58]:58s} {r['mb']:8.1f} MB  tb-attn {wall:6.2f}s wall {cpu:6.2f}s CPU (analysis {ours[0]:6.2f}s)"
            f" {ours[1] / 1e6:6.0f} MB  RSS/size {ours[1] / size:4.2f}  (no floor above --floor-max-mb)"
        )
    if ours[3] is None or floor[3] is None:
        return f"{r['file'][:58]:58s} failed: tb-attn {ours[2]}, floor {floor[2]}"
    (wall, cpu), (fwall, fcpu) = ours[3], floor[3]
    line = (
        f"{r['file'][:58]:58s} {r['mb']:8.1f} MB  tb-attn {wall:6.2f}s wall {cpu:6.2f}s CPU (analysis {ours[0]:6.2f}s)"
        f" {ours[1] / 1e6:6.0f} MB  floor {fwall:6.2f}s wall {fcpu:6.2f}s CPU"
        f"  full/floor wall {_ratio(wall, fwall):4.2f} CPU {_ratio(cpu, fcpu):4.2f}"
        f"  (args raw: wall {_ratio(wall, raw[3][0] if raw[3] else None):4.2f})  RSS/size {ours[1] / size:4.2f}"
    )
    for tool in ("torch-tb-profiler", "HTA"):
        theirs = r.get(tool)
        if theirs and theirs[3]:
            line += f"  {tool} {theirs[3][0]:7.2f}s ({theirs[1] / 1e6:.0f} MB) {theirs[3][0] / wall:5.1f}x ours"
        elif theirs and theirs[2]:
            line += f"  {tool} failed: {theirs[2][:80]}"
    return line


def compile_package() -> None:
    """Bytecode for tb_attn_plugin, as pip writes it when it installs a package: an editable
    install run under PYTHONDONTWRITEBYTECODE=1 (this machine's environment sets it) compiles
    every module at every start, 0.12 s of each process that an installed tb-attn never
    spends. The other tools, numpy and msgspec are installed in site-packages, compiled then."""
    import compileall

    compileall.compile_dir(os.path.join(ROOT, "tb_attn_plugin"), quiet=1)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--inputs", default=os.path.join(ROOT, ".bench"))
    ap.add_argument("--sizes", default="150")
    ap.add_argument("--ttp-max-mb", type=int, default=200, help="skip torch-tb-profiler above this size")
    ap.add_argument("--shared", default=os.path.join(os.path.dirname(ROOT), "shared", "traces"))
    ap.add_argument("--no-routes", action="store_true")
    ap.add_argument("--no-s3", action="store_true", help="leave out the S3 rows")
    ap.add_argument("--repeat", type=int, default=3, help="runs per tool and file; the best time counts")
    ap.add_argument(
        "--floor-max-mb",
        type=int,
        default=4000,
        help="skip the decode floors above this size (they hold the whole file and every event: 14 GB at 10 GB)",
    )
    args = ap.parse_args(argv)

    sys.path.insert(0, os.path.join(ROOT, "bench"))
    from make_traces import main as make

    compile_package()

    make([args.inputs, "--sizes", args.sizes])
    files = []
    for mb in args.sizes.split(","):
        plain = os.path.join(args.inputs, f"bench_{mb}mb.pt.trace.json")
        gzipped = plain + ".gz"  # (make_traces gzips up to its --gzip-max-mb)
        files += [plain, gzipped] if os.path.exists(gzipped) else [plain]
    if os.path.isdir(args.shared):
        real = sorted(glob.glob(os.path.join(args.shared, "tracelens", "*.json.gz")), key=os.path.getsize)[-2:]
        files += real
    tools = [t for t in CHILD if available(t)]
    print(
        f"machine: {platform.node()} {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    print(f"tools: {', '.join(tools)}" + ("" if "HTA" in tools else " (HTA not installed)"))
    rows = []
    for f in files:
        size = uncompressed_size(f)
        r = {"file": os.path.basename(f), "mb": size / 1e6}
        here = [
            t
            for t in tools
            if not (t in ("torch-tb-profiler", "HTA") and size / 1e6 > args.ttp_max_mb)
            and not (t.startswith(("decode floor", "floor,")) and size / 1e6 > args.floor_max_mb)
        ]
        # Rounds of one run per tool, so that every tool meets the same swings of the
        # machine's speed; small files get more rounds (they are cheap).
        for _ in range(args.repeat if size > 100e6 else max(args.repeat, 5)):
            for tool in here:
                if r.get(tool, (0, 0, None))[2]:
                    continue  # it failed: no more tries
                secs, rss, err, whole = measure(tool, f, 1)
                old = r.get(tool)
                if old and err is None:
                    secs, rss = min(secs, old[0]), max(rss, old[1])
                    whole = min(whole, old[3])  # (the run of the best wall time, and its CPU)
                r[tool] = (secs, rss, err, whole)
        rows.append(r)
        print(row_line(r, size), flush=True)
    for r in rows:
        if r["file"].endswith(".json") and r.get("tb-attn"):
            gz = next((g for g in rows if g["file"] == r["file"] + ".gz"), None)
            if gz and gz.get("tb-attn") and gz["tb-attn"][3] and r["tb-attn"][3]:
                print(f"gzip/plain wall {r['file']}: {gz['tb-attn'][3][0] / r['tb-attn'][3][0]:.2f}")
    if not args.no_s3:
        smallest = args.sizes.split(",")[0]
        plain = os.path.join(args.inputs, f"bench_{smallest}mb.pt.trace.json")
        s3_rows([plain, plain + ".gz"], args.repeat)
    if not args.no_routes:
        biggest = max((f for f in files if f.endswith(".json")), key=os.path.getsize)
        lat = route_latency(biggest)
        print(f"routes while analysing {os.path.basename(biggest)}: {json.dumps(lat)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
