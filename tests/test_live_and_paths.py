"""Live traces (growing, renamed when complete, replaced, deleted) and path safety, through
the routes."""

import json
import os
import time

import pytest
from test_plugin_routes import PREFIX, make_client, make_trace
from test_plugin_routes import wait_settled as settled
from tracebuilder import TraceBuilder

from tb_attn_plugin.discovery.logdir import discover, trace_id

SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<float, float, float, 8, false, false>"


@pytest.fixture
def live(tmp_path):
    logdir = tmp_path / "logs"
    logdir.mkdir()
    plugin, client = make_client(logdir, tmp_path)
    plugin.service.catalog.scan_interval = 0.0
    yield logdir, plugin, client
    plugin.service.close()


def kernel_trace(us):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    c = t.launch(10)
    t.kernel(SOFTMAX, 200, us, c)
    return t


def until_ready(client, url):
    """The answer once it is not pending: a file seen changing waits until it is still
    (jobs.STILL_SECONDS), then is analysed. Bounded in polls: a state is waited for."""
    for _ in range(600):
        status, body = settled(client, url)
        if status != 202:
            return status, body
        time.sleep(0.05)
    raise AssertionError(f"{url} never settled")


def test_growing_trace_is_being_written_then_analysed(live):
    logdir, _, client = live
    path = logdir / "run" / "w.1.pt.trace.json"
    full = json.dumps(kernel_trace(12.0).trace(), indent=1).encode()
    path.parent.mkdir()
    path.write_bytes(full[: len(full) // 3])
    tid = trace_id("run/w.1.pt.trace.json")
    status, body = settled(client, f"{PREFIX}/report?trace={tid}")
    assert status == 202 and body["state"] == "being_written"
    path.write_bytes(full[: 2 * len(full) // 3])  # still growing
    status, body = settled(client, f"{PREFIX}/report?trace={tid}")
    assert status == 202 and body["state"] == "being_written"
    path.write_bytes(full)  # complete: analysed once it has been still for STILL_SECONDS
    status, entry = until_ready(client, f"{PREFIX}/report?trace={tid}")
    assert status == 200 and entry["attention"]["forward_kernel_us"] == 12.0


def test_renamed_when_complete(live):
    logdir, _, client = live
    tmp = logdir / "run" / "w.2.pt.trace.json.tmp"
    tmp.parent.mkdir()
    kernel_trace(3.0).write(tmp)
    traces = json.loads(client.get(f"{PREFIX}/traces").get_data())["traces"]
    assert traces == []  # not a trace name yet
    os.rename(tmp, logdir / "run" / "w.2.pt.trace.json")
    for _ in range(600):  # listed once a background rescan has seen it (bounded polls)
        listing = json.loads(client.get(f"{PREFIX}/traces").get_data())
        if listing["traces"]:
            break
        time.sleep(0.05)
    traces = listing["traces"]
    assert [t["file"] for t in traces] == ["w.2.pt.trace.json"]
    status, entry = settled(client, f"{PREFIX}/report?trace={traces[0]['id']}")
    assert status == 200 and entry["attention"]["forward_kernel_us"] == 3.0


def test_replaced_file_is_never_served_stale(live):
    logdir, plugin, client = live
    path = logdir / "run" / "w.3.pt.trace.json"
    kernel_trace(5.0).write(path)
    tid = discover(str(logdir))[0].id
    assert settled(client, f"{PREFIX}/report?trace={tid}")[1]["attention"]["forward_kernel_us"] == 5.0
    plugin.service.catalog.scan_interval = 3600.0  # even with a scan that would still be cached ...
    kernel_trace(7.5).write(path)  # ... a replaced file is looked at again
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 2_000_000_000))
    status, entry = until_ready(client, f"{PREFIX}/report?trace={tid}")  # (once still: STILL_SECONDS)
    assert status == 200 and entry["attention"]["forward_kernel_us"] == 7.5


def test_deleted_trace_disappears_without_errors(live):
    logdir, plugin, client = live
    path = logdir / "run" / "w.4.pt.trace.json"
    kernel_trace(5.0).write(path)
    tid = discover(str(logdir))[0].id
    settled(client, f"{PREFIX}/report?trace={tid}")
    plugin.service.catalog.scan_interval = 3600.0
    os.remove(path)
    resp = client.get(f"{PREFIX}/report?trace={tid}")
    assert resp.status_code == 404 and "no trace with id" in resp.get_data(as_text=True)
    assert json.loads(client.get(f"{PREFIX}/traces").get_data())["traces"] == []
    assert client.get(f"{PREFIX}/memory?trace={tid}").status_code == 404


def test_symlinks_leading_outside_are_never_opened(tmp_path):
    outside = tmp_path / "outside"
    make_trace(outside / "secret.pt.trace.json")
    logdir = tmp_path / "logs"
    make_trace(logdir / "run" / "w.pt.trace.json")
    os.symlink(outside / "secret.pt.trace.json", logdir / "run" / "evil.pt.trace.json")
    os.symlink(outside, logdir / "linked_dir")
    os.symlink("/etc/passwd", logdir / "run" / "passwd.json")
    plugin, client = make_client(logdir, tmp_path)
    try:
        traces = json.loads(client.get(f"{PREFIX}/traces").get_data())["traces"]
        assert [t["file"] for t in traces] == ["w.pt.trace.json"]
        for rel in ("run/evil.pt.trace.json", "linked_dir/secret.pt.trace.json", "run/passwd.json"):
            resp = client.get(f"{PREFIX}/report?trace={trace_id(rel)}")
            assert resp.status_code == 404, rel
    finally:
        plugin.service.close()


@pytest.mark.parametrize(
    "query",
    [
        "trace=..%2F..%2Fetc%2Fpasswd",
        "trace=%2Fetc%2Fpasswd",
        "trace=%00",
        "trace=" + "a" * 5000,
        "trace=0123456789ABCDEF",
        "trace=0123456789abcdeg",
        "trace=%E2%80%AE0123456789abcdef",
    ],
)
def test_malformed_trace_parameters(tmp_path, query):
    logdir = tmp_path / "logs"
    make_trace(logdir / "run" / "w.pt.trace.json")
    plugin, client = make_client(logdir, tmp_path)
    try:
        for route in ("report", "memory", "instances"):
            resp = client.get(f"{PREFIX}/{route}?{query}&scope=0")
            assert resp.status_code == 400, (route, query)
            assert "invalid trace id" in resp.get_data(as_text=True)
    finally:
        plugin.service.close()


@pytest.mark.slow
def test_serve_guards_every_route_by_host_and_tells_no_absolute_path(tmp_path):
    """#62 item 5: `python -m tb_attn_plugin.serve` (our command) answers TensorBoard's own
    routes, /data/environment included, only for the names it serves on, and its
    /data/environment says the logdir as "." (it told any Host the absolute path)."""
    import http.client
    import urllib.parse

    from tb_harness import tensorboard

    logdir = tmp_path / "logs"
    make_trace(logdir / "run" / "w.pt.trace.json")
    cache = tmp_path / "cache"
    cache.mkdir()

    def get(url, path, host):
        parts = urllib.parse.urlsplit(url)
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
        try:
            conn.request("GET", path, headers={"Host": host})
            resp = conn.getresponse()
            return resp.status, resp.read(), resp.getheader("X-Content-Type-Options")
        finally:
            conn.close()

    with tensorboard(str(logdir), str(cache), only_attention=True) as url:
        port = urllib.parse.urlsplit(url).port
        status, body, _ = get(url, "/data/environment", f"127.0.0.1:{port}")
        assert status == 200
        environment = json.loads(body)
        assert environment["data_location"] == "."
        assert str(tmp_path) not in body.decode()
        for path in ("/data/environment", "/", "/data/plugins_listing", f"{PREFIX}/traces"):
            status, body, nosniff = get(url, path, "evil.example")
            assert (status, nosniff) == (403, "nosniff"), (path, status, body[:200])
            assert b"addressed to a host" in body
