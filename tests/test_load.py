"""Load: concurrent clients over every route of a real tensorboard on 127.0.0.1 while traces
are analysed. Zero 5xx; p50/p99 printed; server RSS flat across rounds. Bounded in count
and time. CI runs a short version; the full one:

    TB_ATTN_LOAD_CLIENTS=50 TB_ATTN_LOAD_SECONDS=30 python -m pytest tests/test_load.py -s
"""

import json
import os
import shutil
import threading
import time
import urllib.error
import urllib.request

import pytest
from tb_harness import tensorboard
from tracebuilder import TraceBuilder

CLIENTS = int(os.environ.get("TB_ATTN_LOAD_CLIENTS", "16"))
SECONDS = float(os.environ.get("TB_ATTN_LOAD_SECONDS", "6"))
ROUNDS = int(os.environ.get("TB_ATTN_LOAD_ROUNDS", "3"))
MAX_REQUESTS = 200_000


def rss_of(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def tensorboard_pid(port: int) -> int:
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/cmdline", "rb") as f:
                cmd = f.read().split(b"\0")
        except OSError:
            continue
        if any(b"tensorboard" in c for c in cmd) and str(port).encode() in cmd:
            return int(name)
    raise AssertionError("tensorboard process not found")


@pytest.mark.e2e
def test_load_over_every_route(tmp_path, demo_logdir):
    logdir = tmp_path / "logs"
    shutil.copytree(demo_logdir.out_dir, logdir)
    t = TraceBuilder()
    for i in range(30000):  # a trace that keeps a worker busy for a while
        t.label("attn_fwd", i * 100, 50)
        c = t.launch(i * 100 + 10)
        t.kernel("void softmax_warp_forward<float>", i * 100 + 20, 5, c)
        t.memory(i * 100 + 15, 1024, total_allocated=1024 * (i % 7), total_reserved=1 << 20)
    t.write(logdir / "big" / "w.1.pt.trace.json")
    with tensorboard(str(logdir), str(tmp_path)) as url:
        port = int(url.rsplit(":", 1)[1])
        pid = tensorboard_pid(port)
        base = url + "/data/plugin/attention"
        with urllib.request.urlopen(base + "/traces", timeout=30) as r:
            traces = json.load(r)["traces"]
        ids = [x["id"] for x in traces]
        urls = [base + "/traces", base + "/config", base + "/index.js", url + "/data/plugins_listing"]
        for i in ids:
            urls += [
                f"{base}/report?trace={i}",
                f"{base}/memory?trace={i}",
                f"{base}/instances?trace={i}&scope=0",
                f"{base}/report?trace={i}&label_regex=attn_fwd%7Cqkv",
            ]
        urls += [f"{base}/report?trace=zz", f"{base}/report?trace=0123456789abcdef", base + "/static/nope.js"]

        latencies, statuses, failures = [], {}, []
        lock = threading.Lock()
        count = [0]

        def client(k: int, stop: float):
            j = k
            while time.monotonic() < stop:
                with lock:
                    if count[0] >= MAX_REQUESTS:
                        return
                    count[0] += 1
                u = urls[j % len(urls)]
                j += 7
                t0 = time.perf_counter()
                try:
                    with urllib.request.urlopen(u, timeout=30) as r:
                        r.read()
                        code = r.status
                except urllib.error.HTTPError as e:
                    code = e.code
                except OSError as e:
                    with lock:
                        failures.append(f"{u}: {e}")
                    continue
                with lock:
                    latencies.append(time.perf_counter() - t0)
                    statuses[code] = statuses.get(code, 0) + 1

        def round_of_load():
            stop = time.monotonic() + SECONDS
            threads = [threading.Thread(target=client, args=(k, stop)) for k in range(CLIENTS)]
            for th in threads:
                th.start()
            for th in threads:
                th.join(timeout=SECONDS + 60)

        # round 0 runs while the traces are analysed (answers must come, as 202 or 200) ...
        round_of_load()
        busy_statuses = dict(statuses)
        # ... then, with every result in, the server's memory must stay flat under load
        deadline = time.monotonic() + 300
        for _ in range(3000):
            pending = 0
            for u in urls:
                if "/report?" in u and "trace=zz" not in u and "0123456789abcdef" not in u:
                    try:
                        with urllib.request.urlopen(u, timeout=30) as r:
                            pending += r.status == 202
                    except urllib.error.HTTPError:
                        pass
            if not pending or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        rss = []
        for _ in range(ROUNDS):
            round_of_load()
            rss.append(rss_of(pid))
        latencies.sort()
        p50 = 1000 * latencies[len(latencies) // 2]
        p99 = 1000 * latencies[int(len(latencies) * 0.99)]
        print(
            f"\nload: {CLIENTS} clients x (1 + {ROUNDS}) rounds x {SECONDS:g}s: {len(latencies)} requests, "
            f"statuses {statuses} (while analysing: {busy_statuses}), p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
            f"server RSS per round {[f'{r / 2**20:.0f} MiB' for r in rss]}"
        )
        assert busy_statuses.get(202, 0) + busy_statuses.get(200, 0) > 0
        assert not failures, failures[:5]
        assert not any(code >= 500 for code in statuses), statuses
        assert statuses.get(200, 0) > 0
        # flat: after the first round (results and caches warm), RSS does not keep growing
        assert rss[-1] - rss[0] < 32 * 2**20, rss
