"""Logdirs in object storage: a real S3-compatible server (moto's server mode) that the tests
start on 127.0.0.1 and stop in a finally, a bucket of traces, and the tab, the CLI and the
reader going through fsspec and s3fs to it."""

import dataclasses
import json
import os
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from s3_faults import moto_server
from tb_harness import free_port
from test_plugin_routes import get_json, make_client, wait_for
from tracebuilder import TraceBuilder

from tb_attn_plugin.discovery.logdir import scan
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.store import storage

boto3 = pytest.importorskip("boto3", reason="pip install 'moto[server]' (a test extra)")
pytest.importorskip("s3fs", reason="pip install s3fs (a test extra)")

BUCKET = "traces"


@pytest.fixture(scope="module")
def s3_server():
    with moto_server(free_port()) as url:
        if url is None:
            pytest.skip("moto_server not installed (pip install 'moto[server]')")
        yield url


@pytest.fixture
def s3_env(s3_server, monkeypatch):
    """The environment a user of an S3-compatible store sets (and nothing else)."""
    monkeypatch.setenv("AWS_ENDPOINT_URL", s3_server)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    import s3fs

    s3fs.S3FileSystem.clear_instance_cache()  # (s3fs caches a filesystem per set of arguments)
    client = boto3.client("s3", endpoint_url=s3_server)
    for b in client.list_buckets().get("Buckets", []):
        for o in client.list_objects_v2(Bucket=b["Name"]).get("Contents", []):
            client.delete_object(Bucket=b["Name"], Key=o["Key"])
        client.delete_bucket(Bucket=b["Name"])
    client.create_bucket(Bucket=BUCKET)
    yield client
    s3fs.S3FileSystem.clear_instance_cache()


def small_trace(path, scale=1.0, label="attention/layer0"):
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 500)
    t.label(label, 10, 100)
    t.kernel("softmax_warp_forward", 200, 10 * scale, t.launch(20))
    return t.write(path)


def put(client, key, path):
    with open(path, "rb") as f:
        client.put_object(Bucket=BUCKET, Key=key, Body=f.read())


def test_a_bucket_of_traces_is_listed_read_and_analysed_like_local_ones(s3_env, tmp_path, demo_logdir):
    client = s3_env
    local = {}
    for i in range(12):  # many traces, in runs and workers
        local[f"logs/run{i % 3}/w{i}.{1700000000000 + i}.pt.trace.json"] = small_trace(tmp_path / f"t{i}.json", 1 + i)
    train = demo_logdir.runs["train"][0]  # a real gzip trace, read in ranged blocks
    local["logs/train/demo.1.pt.trace.json.gz"] = train
    for key, path in local.items():
        put(client, key, path)
    client.put_object(Bucket=BUCKET, Key="logs/run0/notes.txt", Body=b"not a trace")
    traces, notes = scan(f"s3://{BUCKET}/logs")
    assert notes == [] and len(traces) == 13
    assert {t.run for t in traces} == {"run0", "run1", "run2", "train"}
    assert all(t.version for t in traces)  # the ETag: part of the cache key
    for t in traces:
        key = t.path[len(f"s3://{BUCKET}/") :]
        remote, here = analyze_file(t.path), analyze_file(local[key])
        assert remote["ok"], remote["errors"]
        for field in ("attention", "scopes", "attention_ops", "steps"):
            assert remote[field] == here[field], (key, field)


def test_the_cli_reports_on_a_prefix(s3_env, tmp_path):
    put(s3_env, "logs/a/w.pt.trace.json", small_trace(tmp_path / "a.json"))
    out = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "report", "--json", f"s3://{BUCKET}/logs"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    [t] = json.loads(out.stdout)["traces"]
    assert t["ok"] and t["path"] == f"s3://{BUCKET}/logs/a/w.pt.trace.json"


def test_the_tab_serves_a_bucket_and_a_rewritten_object_is_analysed_again(s3_env, tmp_path):
    put(s3_env, "logs/a/w.pt.trace.json", small_trace(tmp_path / "a.json", 1.0))
    plugin, client = make_client(f"s3://{BUCKET}/logs", tmp_path)
    try:
        [t] = get_json(client, "/data/plugin/attention/traces")["traces"]
        entry = json.loads(wait_for(client, f"/data/plugin/attention/report?trace={t['id']}").get_data(as_text=True))
        assert entry["ok"] and entry["attention"]["kernel_us"] == 10.0
    finally:
        plugin.service.close()
    # the same object written again: a fresh server over the same cache must not serve the old result
    put(s3_env, "logs/a/w.pt.trace.json", small_trace(tmp_path / "b.json", 3.0))
    plugin, client = make_client(f"s3://{BUCKET}/logs", tmp_path)
    try:
        [t] = get_json(client, "/data/plugin/attention/traces")["traces"]
        entry = json.loads(wait_for(client, f"/data/plugin/attention/report?trace={t['id']}").get_data(as_text=True))
        assert entry["attention"]["kernel_us"] == 30.0
    finally:
        plugin.service.close()


def test_store_errors_are_one_clear_line(s3_env, tmp_path, monkeypatch):
    _, notes = scan(f"s3://no-such-bucket-{os.getpid()}/logs")
    assert len(notes) == 1 and "no such bucket" in notes[0] and "Traceback" not in notes[0]
    e = analyze_file(f"s3://{BUCKET}/logs/missing.pt.trace.json")
    assert not e["ok"] and e["errors"][0] == f"s3://{BUCKET}/logs/missing.pt.trace.json: no such object"
    # no credentials anywhere
    import s3fs

    for var in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "none"))
    monkeypatch.setenv("AWS_CONFIG_FILE", str(tmp_path / "none"))
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    s3fs.S3FileSystem.clear_instance_cache()
    _, notes = scan(f"s3://{BUCKET}/logs")
    assert len(notes) == 1 and "no credentials" in notes[0], notes


def test_a_dropped_connection_is_retried_once_then_reported(s3_env, tmp_path):
    local = small_trace(tmp_path / "a.json")
    put(s3_env, "logs/a/w.pt.trace.json", local)
    with open(local, "rb") as fh:
        head = fh.read(64)
    f = storage.RemoteFile(f"s3://{BUCKET}/logs/a/w.pt.trace.json")

    class Dropping:
        """A file whose connection drops on the first read (as a reset mid-transfer does)."""

        def __init__(self, inner, drops):
            self.inner, self.drops = inner, drops

        def read(self, n=-1):
            if self.drops:
                self.drops -= 1
                raise ConnectionResetError("connection reset by peer")
            return self.inner.read(n)

        def tell(self):
            return self.inner.tell()

        def close(self):
            self.inner.close()

    f._f = Dropping(f._f, 1)
    assert f.read(32) == head[:32]  # reopened at the same offset, and read
    assert f.read(32) == head[32:64]
    g = storage.RemoteFile(f"s3://{BUCKET}/logs/a/w.pt.trace.json")
    g._f = Dropping(g._f, 5)
    g._retries = 0
    with pytest.raises(Exception) as info:
        g.read(10)
    assert "the connection dropped in the middle of the object" in str(info.value)
    f.close()
    g.close()


def test_no_fsspec_protocol_gives_the_extra_to_install():
    e = analyze_file("nosuchproto://bucket/x.pt.trace.json")
    assert not e["ok"] and "pip install 'tb-attn[nosuchproto]'" in e["errors"][0]


@pytest.mark.e2e
def test_the_tab_in_tensorboard_over_a_bucket(s3_env, tmp_path):
    from tb_harness import ensure_chromium, launch, plugin_frame, tensorboard, wait_for_selector

    chromium = ensure_chromium()
    if chromium is None:
        pytest.skip("Debian's chromium is not installed")
    sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright")
    put(s3_env, "logs/exp1/w.1700000000001.pt.trace.json", small_trace(tmp_path / "a.json", 2.0, "attn_fwd"))
    cache = tmp_path / "cache"
    cache.mkdir()
    with tensorboard(f"s3://{BUCKET}/logs", str(cache)) as url, sync_api.sync_playwright() as p:
        browser = launch(p, chromium)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{url}/#attention&p.attention.run=exp1")
            frame = plugin_frame(page)
            el = wait_for_selector(frame, "[data-testid=overview-kernel-us]", page, 120)
            assert float(el.get_attribute("data-value")) == 20.0
            # analysed once, then served from the cache (keyed by the object's ETag)
            assert [n for n in os.listdir(cache) if n.endswith(".json")], os.listdir(cache)
        finally:
            browser.close()


def test_a_large_prefix_listing_is_kept_and_refreshed_in_the_background(s3_env, tmp_path, monkeypatch):
    from tb_attn_plugin.server.cache import ResultCache
    from tb_attn_plugin.server.service import AnalysisService

    for i in range(3):
        put(s3_env, f"logs/r/w{i}.pt.trace.json", small_trace(tmp_path / f"{i}.json"))
    first = AnalysisService(f"s3://{BUCKET}/logs", cache=ResultCache(str(tmp_path / "cache")), executor="thread")
    try:
        assert len(first.traces()) == 3  # the first listing is waited for, then kept on disk
    finally:
        first.close()
    put(s3_env, "logs/r/w3.pt.trace.json", small_trace(tmp_path / "3.json"))
    real_listing = storage.listing
    calls = []

    def slow_listing(prefix):
        calls.append(prefix)
        time.sleep(1.0)  # a prefix of thousands of objects
        return real_listing(prefix)

    monkeypatch.setattr(storage, "listing", slow_listing)
    second = AnalysisService(f"s3://{BUCKET}/logs", cache=ResultCache(str(tmp_path / "cache")), executor="thread")
    try:
        t = time.monotonic()
        kept = second.traces(force=True)
        assert time.monotonic() - t < 0.5 and len(kept) == 3  # the kept listing, at once
        for _ in range(100):  # bounded: the background refresh brings the new object
            if len(second.traces()) == 4:
                break
            time.sleep(0.1)
        assert len(second.traces()) == 4 and calls
    finally:
        second.close()


@pytest.fixture
def faulty_s3(s3_env, s3_server, monkeypatch):
    """(boto3 client straight to the server, the proxy the code under test goes through)."""
    import s3fs
    from s3_faults import proxy_in_front_of

    with proxy_in_front_of(s3_server) as proxy:
        monkeypatch.setenv("AWS_ENDPOINT_URL", proxy.url)
        s3fs.S3FileSystem.clear_instance_cache()
        try:
            yield s3_env, proxy
        finally:
            s3fs.S3FileSystem.clear_instance_cache()


def test_throttled_and_dropped_reads_through_the_real_stack(faulty_s3, tmp_path, monkeypatch):
    """Through s3fs, aiobotocore and aiohttp to a store that throttles or drops: a few
    failures are retried and the report is the one of the local file; a store that keeps
    failing gives one line that says which failure, never a traceback."""
    client, proxy = faulty_s3
    local = small_trace(tmp_path / "a.json", 3.0)
    put(client, "logs/a/w.pt.trace.json", local)
    url = f"s3://{BUCKET}/logs/a/w.pt.trace.json"
    expected = analyze_file(str(local))
    before = len(proxy.requests)
    assert analyze_file(url)["ok"]
    gets_of_a_read = len([r for r in proxy.requests[before:] if r[0] == "GET"])
    for kind in ("throttle", "drop"):
        before = len(proxy.requests)
        proxy.fail("GET", kind, 2, path_contains="w.pt.trace.json")
        e = analyze_file(url)
        assert e["ok"], (kind, e["errors"])
        assert e["attention"] == expected["attention"] and e["scopes"] == expected["scopes"]
        gets = [r for r in proxy.requests[before:] if r[0] == "GET"]
        assert len(gets) == gets_of_a_read + 2, (kind, gets)  # two failed and were tried again
    # a store that keeps failing: botocore's own retries off (the user's AWS_MAX_ATTEMPTS;
    # its back-off would take half a minute per request), s3fs's and ours still on
    import s3fs

    monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
    s3fs.S3FileSystem.clear_instance_cache()
    proxy.fail("GET", "throttle", 10_000, path_contains="w.pt.trace.json")
    e = analyze_file(url)
    assert e["errors"] == [f"{url}: the store kept throttling the requests (retried, then given up)"]
    proxy.faults.clear()
    proxy.fail("GET", "drop", 10_000, path_contains="w.pt.trace.json")
    e = analyze_file(url)
    assert e["errors"] == [f"{url}: the connection dropped in the middle of the object (retried, then given up)"]
    proxy.faults.clear()
    # listing: a throttled listing is retried; one that keeps failing is a note, not an error page
    monkeypatch.delenv("AWS_MAX_ATTEMPTS")
    s3fs.S3FileSystem.clear_instance_cache()
    proxy.fail("GET", "throttle", 2, list_requests=True)
    traces, notes = scan(f"s3://{BUCKET}/logs")
    assert notes == [] and [t.path for t in traces] == [url]
    monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
    s3fs.S3FileSystem.clear_instance_cache()
    proxy.fail("GET", "throttle", 10_000, list_requests=True)
    traces, notes = scan(f"s3://{BUCKET}/logs")
    assert traces == [] and notes == [
        f"s3://{BUCKET}/logs: the store kept throttling the requests (retried, then given up)"
    ]


def test_a_refresh_lists_only_new_live_and_long_unlisted_folders(faulty_s3, tmp_path, monkeypatch):
    """discovery.list_remote against the store, its listing requests counted by the proxy:
    after a full listing, a refresh is one delimited listing of the first level plus one
    per folder due (new, written within LIVE_SECONDS, or unlisted for RELIST_SECONDS)."""
    from tb_attn_plugin.discovery.remote_listing import LIVE_SECONDS, RELIST_SECONDS, list_remote

    client, proxy = faulty_s3
    trace = small_trace(tmp_path / "a.json")
    for run in ("old1", "old2", "live"):
        for w in range(3):
            put(client, f"logs/{run}/w{w}.pt.trace.json", trace)
    put(client, "logs/top.pt.trace.json", trace)
    prefix = f"s3://{BUCKET}/logs"

    def listed(since):  # the listing requests made since: "level PREFIX" when delimited
        out = []
        for q in proxy.listings()[since:]:
            args = urllib.parse.parse_qs(q, keep_blank_values=True)
            level = args.get("delimiter", [""])[0] == "/"
            out.append(("level " if level else "") + args.get("prefix", [""])[0].rstrip("/"))
        return sorted(out)

    later = time.time() + 2 * LIVE_SECONDS  # (as if the runs were written long ago)
    n = len(proxy.listings())
    kept, notes = list_remote(prefix, None, later)
    assert notes == [] and len(kept.traces) == 10 and listed(n) == ["logs"]  # one listing, whole
    assert kept.listed_at == {"old1": later, "old2": later, "live": later}
    put(client, "logs/old2/w9.pt.trace.json", trace)  # in a folder not due
    put(client, "logs/new/w0.pt.trace.json", trace)  # a new folder
    n = len(proxy.listings())
    kept, notes = list_remote(prefix, kept, later + 60)
    assert listed(n) == ["level logs", "logs/new"]  # the first level, then the new folder only
    assert len(kept.traces) == 11 and {t.run for t in kept.traces} == {".", "old1", "old2", "live", "new"}
    assert "w9" not in {t.worker for t in kept.traces}  # old2 was not listed again
    # a folder written within LIVE_SECONDS is listed on every refresh
    live = [t for t in kept.traces if t.run == "live"]
    kept.traces = [t for t in kept.traces if t.run != "live"] + [
        dataclasses.replace(t, mtime_ns=int((later + 100) * 1e9)) for t in live
    ]
    n = len(proxy.listings())
    kept, _ = list_remote(prefix, kept, later + 120)
    assert listed(n) == ["level logs", "logs/live"]
    # and every folder once RELIST_SECONDS have passed since its last listing
    n = len(proxy.listings())
    kept, _ = list_remote(prefix, kept, later + RELIST_SECONDS + 1)
    assert listed(n) == ["level logs", "logs/old1", "logs/old2"]  # (live and new: listed since)
    assert "w9" in {t.worker for t in kept.traces if t.run == "old2"} and len(kept.traces) == 12
    # a folder deleted from the store goes; a failed refresh keeps the listing, with a note
    client.delete_object(Bucket=BUCKET, Key="logs/new/w0.pt.trace.json")
    kept, _ = list_remote(prefix, kept, later + RELIST_SECONDS + 2)
    assert "new" not in {t.run for t in kept.traces} and "new" not in kept.listed_at
    proxy.fail("GET", "throttle", 10_000, list_requests=True)
    import s3fs

    monkeypatch.setenv("AWS_MAX_ATTEMPTS", "1")
    s3fs.S3FileSystem.clear_instance_cache()
    again, notes = list_remote(prefix, kept, later + RELIST_SECONDS + 3)
    assert again is kept and notes == [f"{prefix}: the store kept throttling the requests (retried, then given up)"]


def test_an_object_streams_through_the_block_reader_in_ranged_reads(faulty_s3, tmp_path, monkeypatch):
    """A remote trace is read as a local one is, block by block (#27): never whole, never by
    the careful read's fallback; one HEAD, then a ranged GET per block of the object."""
    from tb_attn_plugin import reader

    client, proxy = faulty_s3
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 10_000_000)
    for i in range(30_000):  # about 18 MB: several blocks, and the helper process
        t.label("attention/layer0", 10 + 100 * i, 50)
        t.kernel("softmax_warp_forward", 20 + 100 * i, 10, t.launch(15 + 100 * i))
    local = t.write(tmp_path / "big.json")
    size = os.path.getsize(local)
    assert size > 3 * storage.BLOCK
    put(client, "logs/big/w.pt.trace.json", local)
    url = f"s3://{BUCKET}/logs/big/w.pt.trace.json"
    expected = analyze_file(str(local))

    def whole_read(*args, **kwargs):
        raise AssertionError("the remote trace fell back to the careful read")

    monkeypatch.setattr(reader, "read_bytes", whole_read)
    before = len(proxy.requests)
    e = analyze_file(url)
    assert e["ok"], e["errors"]
    assert e["attention"] == expected["attention"] and e["scopes"] == expected["scopes"]
    made = [(m, p) for m, p, _ in proxy.requests[before:] if p.endswith("w.pt.trace.json")]
    assert [m for m, _ in made].count("HEAD") == 1
    # fsspec's read-ahead fetches each block the reader asks for and the next with it
    gets = [m for m, _ in made].count("GET")
    assert -(-size // (2 * storage.BLOCK)) <= gets <= -(-size // storage.BLOCK) + 1, made


def test_a_double_slash_key_is_listed_and_read_and_a_deleted_bucket_gives_a_note(s3_env, tmp_path):
    """A key holding "//" is a trace like any other, on the full and the incremental listing;
    a bucket deleted under a running listing empties it with a note, never silently (#27)."""
    from tb_attn_plugin.discovery.logdir import list_remote

    local = small_trace(tmp_path / "a.json")
    put(s3_env, "logs/run//w.pt.trace.json", local)
    put(s3_env, "logs/ok/w.pt.trace.json", local)
    urls = [f"s3://{BUCKET}/logs/ok/w.pt.trace.json", f"s3://{BUCKET}/logs/run//w.pt.trace.json"]
    traces, notes = scan(f"s3://{BUCKET}/logs")
    assert notes == [] and [t.path for t in traces] == urls
    listing, _ = list_remote(f"s3://{BUCKET}/logs", None, time.time())
    again, notes = list_remote(f"s3://{BUCKET}/logs", listing, time.time() + 3600)  # (every folder due)
    assert notes == [] and [t.path for t in again.traces] == urls
    assert all(analyze_file(t.path, listed=t.listed())["ok"] for t in traces)
    for key in ("logs/run//w.pt.trace.json", "logs/ok/w.pt.trace.json"):
        s3_env.delete_object(Bucket=BUCKET, Key=key)
    s3_env.delete_bucket(Bucket=BUCKET)
    import s3fs

    s3fs.S3FileSystem.clear_instance_cache()
    gone, notes = list_remote(f"s3://{BUCKET}/logs", again, time.time() + 7200)
    assert gone.traces == [] and notes == [
        f"s3://{BUCKET}/logs: no such bucket (deleted?): its traces are no longer listed"
    ]
    assert scan(f"s3://{BUCKET}/logs") == ([], [f"s3://{BUCKET}/logs: no such bucket"])
    s3_env.create_bucket(Bucket=BUCKET)  # (the fixture's next user expects it)


def test_a_second_trends_reads_no_unchanged_summary(faulty_s3, tmp_path):
    """Precomputed traces over S3: their step summaries are read once (SUMMARY_READERS at a
    time), kept by the trace's version (the job key), and a second /trends makes no GET of
    them."""
    from tb_attn_plugin.commands.precompute import precompute

    client, proxy = faulty_s3
    for rank in range(6):
        put(
            client, f"logs/job/rank{rank}.1700000000000.pt.trace.json", small_trace(tmp_path / f"{rank}.json", 1 + rank)
        )
    results = f"s3://{BUCKET}/results"
    assert precompute(f"s3://{BUCKET}/logs", results=results).done == 6
    plugin, tab = make_client(f"s3://{BUCKET}/logs", tmp_path, attention_results=results)
    try:
        get_json(tab, "/data/plugin/attention/traces")
        # (which shared results exist is listed off the request path: wait for that state, then
        # list the traces again, as the tab's next poll does; a busy machine lists late)
        assert plugin.service.shared_index.wait_ready(60)
        get_json(tab, "/data/plugin/attention/traces")
        before = len(proxy.requests)
        first = get_json(tab, "/data/plugin/attention/trends?run=job")
        summary_gets = [p for m, p, _ in proxy.requests[before:] if m == "GET" and p.endswith(".summary.json")]
        assert first["pending"] == 0 and len(first["ranks"]["workers"]) == 6
        assert len(summary_gets) == 6  # each summary once
        before = len(proxy.requests)
        second = get_json(tab, "/data/plugin/attention/trends?run=job")
        assert second == first
        assert [p for m, p, _ in proxy.requests[before:] if m == "GET" and p.endswith(".summary.json")] == []
        # kept by version: the service holds the six, under their keys
        assert len(plugin.service.summaries) == 6
    finally:
        plugin.service.close()


@pytest.mark.slow  # (2,000 traces on a real S3 server)
def test_a_large_prefixs_first_listing_asks_the_store_nothing_per_trace(s3_env, tmp_path, monkeypatch):
    """#62 item 2: 2,000 traces on S3 and shared results beside them. The first /traces answer
    holds every row, and the store's requests made while it is answered (counted at s3fs's one
    door, _call_s3) are the listings', not one or two per trace (a HEAD and a LIST each: at
    5,000 traces no answer came in 60 s). Which shared results exist is learnt by one listing
    of their prefix, off the request path; a restart does the same."""
    import s3fs

    from tb_attn_plugin.server import service as service_module

    body = Path(small_trace(tmp_path / "t.json")).read_bytes()
    traces = 2000
    for i in range(traces):
        s3_env.put_object(Bucket=BUCKET, Key=f"logs/r{i % 20}/w{i}.{1700000000000 + i}.pt.trace.json", Body=body)
    s3_env.put_object(Bucket=BUCKET, Key="results/unrelated.json", Body=b"{}")
    calls = []
    real = s3fs.S3FileSystem._call_s3

    async def counted(self, method, *args, **kwargs):
        calls.append(method if isinstance(method, str) else getattr(method, "__name__", str(method)))
        return await real(self, method, *args, **kwargs)

    monkeypatch.setattr(s3fs.S3FileSystem, "_call_s3", counted)
    for attempt in ("first start", "restart"):
        plugin, client = make_client(
            f"s3://{BUCKET}/logs", tmp_path / "cache", attention_results=f"s3://{BUCKET}/results"
        )
        try:
            calls.clear()
            rows = get_json(client, "/data/plugin/attention/traces")["traces"]
            during = list(calls)
            assert len(rows) == traces, attempt
            # the listings' requests only: the logdir's (a delimited listing a folder, a page a
            # thousand objects) and the results' one; nothing asked per trace
            assert len(during) < 100, (attempt, len(during), sorted(set(during)))
            assert "head_object" not in during, attempt
            assert plugin.service.shared_index.wait_ready(60)
            assert plugin.service.shared_index.listings == 1
        finally:
            plugin.service.close()
    assert service_module.REMOTE_SCAN_SECONDS >= 30  # (listed again at most that often)
