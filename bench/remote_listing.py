"""Remote listing benchmark: a 10,000-object prefix on a local S3-compatible server (moto's
server mode on 127.0.0.1), listed as the tab lists it: the first listing (whole), then
refreshes (discovery.list_remote, incremental), with the listing requests counted by a
proxy in front of the server, against listing the whole prefix again each time (what a
refresh did before).

    python bench/remote_listing.py [--runs 100] [--ranks 100]

Needs the test extras (moto[server], s3fs, boto3). The refreshes are timed as if the runs
had been written an hour ago (nothing live), then with one run being written.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))

TRACE = (
    b'{"traceEvents": [{"ph": "X", "cat": "user_annotation", "name": "attn", "pid": 1, "tid": 1, "ts": 0, "dur": 5}]}'
)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--ranks", type=int, default=100)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    import boto3
    import s3fs
    from s3_faults import moto_server, proxy_in_front_of
    from tb_harness import free_port

    from tb_attn_plugin.discovery.remote_listing import LIVE_SECONDS, list_remote

    with moto_server(free_port()) as upstream:
        if upstream is None:
            print("moto_server not installed: pip install 'moto[server]'", file=sys.stderr)
            return 1
        os.environ.update(AWS_ACCESS_KEY_ID="bench", AWS_SECRET_ACCESS_KEY="bench", AWS_DEFAULT_REGION="us-east-1")
        client = boto3.client("s3", endpoint_url=upstream)
        client.create_bucket(Bucket="bench")
        keys = [
            f"logs/run{r:03d}/rank{k}.1700000000000.pt.trace.json" for r in range(args.runs) for k in range(args.ranks)
        ]
        t = time.perf_counter()
        with ThreadPoolExecutor(8) as pool:
            list(pool.map(lambda key: client.put_object(Bucket="bench", Key=key, Body=TRACE), keys))
        print(f"{len(keys):,} objects in {args.runs} runs put in {time.perf_counter() - t:.0f} s")
        prefix = "s3://bench/logs"
        with proxy_in_front_of(upstream) as proxy:
            os.environ["AWS_ENDPOINT_URL"] = proxy.url
            s3fs.S3FileSystem.clear_instance_cache()
            later = time.time() + 4 * LIVE_SECONDS  # (the runs as if written long ago)

            def timed(what, fn):
                best, requests, out = 1e9, 0, None
                for _ in range(args.repeat):
                    n = len(proxy.listings())
                    t = time.perf_counter()
                    out = fn()
                    best = min(best, time.perf_counter() - t)
                    requests = len(proxy.listings()) - n
                print(f"{what}: {requests} listing request(s), {1000 * best:.0f} ms (best of {args.repeat})")
                return out, best

            (kept, _), whole = timed(
                "whole prefix (the first listing; a refresh before)", lambda: list_remote(prefix, None, later)
            )
            assert len(kept.traces) == len(keys), len(kept.traces)
            _, quiet = timed("refresh, no run being written", lambda: list_remote(prefix, kept, later + 60))
            live = dataclasses.replace(
                kept,
                traces=[
                    dataclasses.replace(t, mtime_ns=int(later * 1e9)) if t.run == "run000" else t for t in kept.traces
                ],
            )
            _, one_live = timed("refresh, one run being written", lambda: list_remote(prefix, live, later + 60))
            print(f"refresh / whole listing: {quiet / whole:.3f} (nothing live), {one_live / whole:.3f} (one run live)")
        return 0


if __name__ == "__main__":
    sys.exit(main())
