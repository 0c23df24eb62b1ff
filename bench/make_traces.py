"""Benchmark inputs made by the project's own recorder: the demo training run (real
torch.profiler output, with shapes, stacks, modules and memory), its steps replicated with
shifted timestamps and fresh ids until the file reaches the target size.

    python bench/make_traces.py OUT_DIR [--sizes 150,1000]   (MB, uncompressed)
    python bench/make_traces.py OUT_DIR --ranks 256          (a run of 256 ranks' traces)

--ranks writes OUT_DIR/ranks/rank<N>.1.pt.trace.json.gz: the demo training run once per rank,
each with the distributedInfo of its rank (world size N) and a few percent more attention
time on every 64th rank (a straggler to find).
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import sys

import msgspec

ID_KEYS = ("External id", "correlation", "Python id", "Python parent id", "Sequence number", "Ev Idx")


def base_trace(work: str) -> str:
    from tb_attn_plugin.record.demo import record_demo

    res = record_demo(os.path.join(work, "base"), device="auto", steps=3, size="big")
    return res.runs["train"][0]


def replicate(base_path: str, out_path: str, target_bytes: int) -> None:
    opener = gzip.open if base_path.endswith(".gz") else open
    with opener(base_path, "rb") as f:
        trace = msgspec.json.decode(f.read())
    events = trace.pop("traceEvents")
    timed = [e for e in events if isinstance(e.get("ts"), (int, float)) and e.get("ph") != "M"]
    t0 = min(e["ts"] for e in timed)
    t1 = max(e["ts"] + (e.get("dur") or 0) for e in timed)
    span = (t1 - t0) * 1.05
    max_id = 1
    for e in events:
        for k in ID_KEYS:
            v = (e.get("args") or {}).get(k)
            if isinstance(v, int):
                max_id = max(max_id, v)
        if isinstance(e.get("id"), int):
            max_id = max(max_id, e["id"])
    head = msgspec.json.encode(dict(trace.items()))[:-1]  # without the closing brace
    enc = msgspec.json.Encoder()
    written = 0
    with open(out_path + ".tmp", "wb") as out:
        out.write(head + b', "traceEvents": [\n')
        first = True
        rep = 0
        while written < target_bytes:
            shift = rep * span
            off = rep * (max_id + 1)
            chunk = []
            for e in events:
                # what describes the whole trace (metadata, the profiler's span, its
                # "Iteration Start" and "Record Window End" instants without a category) is
                # written once, as in a real trace of many steps
                if rep and (e.get("ph") == "M" or e.get("cat") in (None, "Trace")):
                    continue
                c = dict(e)
                if "ts" in c and isinstance(c["ts"], (int, float)):
                    c["ts"] = round(c["ts"] + shift, 3)
                if isinstance(c.get("id"), int):
                    c["id"] = c["id"] + off
                args = c.get("args")
                if args:
                    args = dict(args)
                    for k in ID_KEYS:
                        if isinstance(args.get(k), int) and args[k] > 0:
                            args[k] += off
                    c["args"] = args
                chunk.append(enc.encode(c))
            data = (b"" if first else b",\n") + b",\n".join(chunk)
            out.write(data)
            written += len(data)
            first = False
            rep += 1
        out.write(b'\n], "traceName": "bench"}\n')
    os.replace(out_path + ".tmp", out_path)


def make_ranks(base_path: str, out_dir: str, ranks: int) -> None:
    opener = gzip.open if base_path.endswith(".gz") else open
    with opener(base_path, "rb") as f:
        trace = msgspec.json.decode(f.read())
    os.makedirs(out_dir, exist_ok=True)
    for rank in range(ranks):
        path = os.path.join(out_dir, f"rank{rank}.1.pt.trace.json.gz")
        if os.path.exists(path):
            continue
        trace["distributedInfo"] = {"backend": "gloo", "rank": rank, "world_size": ranks}
        if rank % 64 == 63:  # a straggler: its attention labels last a little longer
            for e in trace["traceEvents"]:
                if e.get("cat") == "user_annotation" and str(e.get("name", "")).startswith("attention/"):
                    e["dur"] = e["dur"] * 1.3
        with gzip.open(path + ".tmp", "wb", compresslevel=1) as out:
            out.write(msgspec.json.encode(trace))
        os.replace(path + ".tmp", path)
        if rank % 64 == 63:  # back to the base for the next ranks
            with opener(base_path, "rb") as f:
                trace = msgspec.json.decode(f.read())
    print(out_dir, ranks, "traces")


# sizes above this (MB) get no gzipped copy by default
GZIP_MAX_MB = 2000


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--sizes", default="150,1000", help="target sizes in MB (uncompressed)")
    ap.add_argument("--ranks", type=int, default=0, help="instead: a run of this many ranks' traces")
    ap.add_argument(
        "--gzip-max-mb", type=int, default=GZIP_MAX_MB, help="no gzipped copy above this size (10 GB: minutes to gzip)"
    )
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    base = base_trace(args.out)
    if args.ranks:
        make_ranks(base, os.path.join(args.out, "ranks"), args.ranks)
        return 0
    for mb in (int(x) for x in args.sizes.split(",")):
        plain = os.path.join(args.out, f"bench_{mb}mb.pt.trace.json")
        if not os.path.exists(plain):
            replicate(base, plain, mb * 1_000_000)
        gz = plain + ".gz"
        if mb > args.gzip_max_mb:
            print(plain, os.path.getsize(plain))
            continue
        if not os.path.exists(gz):
            with open(plain, "rb") as src, gzip.open(gz + ".tmp", "wb", compresslevel=6) as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
            os.replace(gz + ".tmp", gz)
        print(plain, os.path.getsize(plain), gz, os.path.getsize(gz))
    return 0


if __name__ == "__main__":
    sys.exit(main())
