"""Every route of the plugin through werkzeug's test client over TensorBoardWSGI."""

import argparse
import json
import os
import time

import pytest
from tensorboard.backend import application
from tensorboard.plugins import base_plugin
from tracebuilder import TraceBuilder
from werkzeug.test import Client

from tb_attn_plugin.core import metadata
from tb_attn_plugin.discovery.logdir import discover
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.plugin.tab import AttentionLoader, AttentionPlugin
from tb_attn_plugin.server import listing

PREFIX = f"/data/plugin/{metadata.PLUGIN_NAME}"
SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<float, float, float, 8, false, false>"


def flags(**kw):
    parser = argparse.ArgumentParser()
    AttentionLoader().define_flags(parser)
    ns = parser.parse_args([])
    for k, v in kw.items():
        setattr(ns, k, v)
    return ns


def make_trace(path, scale=1.0, label="attention/layer0"):
    t = TraceBuilder()
    t.label(label, 0, 100)
    t.label(label + "/qkv", 10, 30)
    c = t.launch(12)
    t.kernel(SOFTMAX, 200, 10 * scale, c)
    t.memory(5, 4096, total_allocated=4096, total_reserved=1 << 20)
    t.memory(30, 1 << 20, total_allocated=(1 << 20) + 4096, total_reserved=2 << 20)
    t.memory(90, -(1 << 20), total_allocated=4096, total_reserved=2 << 20)
    return t.write(path)


@pytest.fixture
def logdir(tmp_path):
    d = tmp_path / "logs"
    make_trace(d / "run_a" / "w.1.pt.trace.json")
    make_trace(d / "nested" / "run_b" / "w.2.pt.trace.json", scale=2.0)
    (d / "run_bad").mkdir()
    (d / "run_bad" / "x.pt.trace.json").write_text('{"traceEvents": [')
    return d


def make_client(logdir, tmp_path, **kw):
    kw.setdefault("attention_cache_dir", str(tmp_path / "cache"))
    ctx = base_plugin.TBContext(logdir=str(logdir), flags=flags(**kw))
    plugin = AttentionPlugin(ctx)
    return plugin, Client(application.TensorBoardWSGI([plugin]))


def get_json(client, url, status=200):
    resp = client.get(url)
    assert resp.status_code == status, (url, resp.status_code, resp.get_data(as_text=True)[:500])
    return json.loads(resp.get_data(as_text=True))


def wait_for(client, url, seconds=90):
    deadline = time.monotonic() + seconds
    for _ in range(2000):  # bounded in count and in time
        resp = client.get(url)
        if resp.status_code != 202:
            return resp
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)
    raise AssertionError(f"{url} still analysing after {seconds}s")


@pytest.fixture
def served(logdir, tmp_path):
    plugin, client = make_client(logdir, tmp_path)
    yield plugin, client
    plugin.service.close()


def test_traces_lists_every_trace_with_stable_ids(served, logdir):
    plugin, client = served
    body = get_json(client, f"{PREFIX}/traces")
    rows = {(t["run"], t["worker"], t["span"]): t for t in body["traces"]}
    assert set(rows) == {("nested/run_b", "w", "2"), ("run_a", "w", "1"), ("run_bad", "x", "")}
    for t in body["traces"]:
        assert t["state"] in ("queued", "analysing", "done", "error", "being_written")
        assert 0.0 <= t["progress"] <= 1.0
    again = get_json(client, f"{PREFIX}/traces")
    assert [t["id"] for t in again["traces"]] == [t["id"] for t in body["traces"]]
    assert body["label_regex"] == plugin.options.label_regex


def test_traces_since_a_cursor_gives_only_what_changed(served, logdir):
    plugin, client = served
    ids = {t.id for t in discover(str(logdir))}
    for _ in range(900):  # every analysis ended (the truncated file's: being written, just written)
        whole = get_json(client, f"{PREFIX}/traces")
        states = {t["run"]: t["state"] for t in whole["traces"]}
        if states == {"run_a": "done", "nested/run_b": "done", "run_bad": "being_written"}:
            break
        time.sleep(0.1)
    assert not whole["partial"] and {t["id"] for t in whole["traces"]} == ids
    nothing = get_json(client, f"{PREFIX}/traces?since={whole['cursor']}")
    assert nothing["partial"] and nothing["traces"] == [] and nothing["removed"] == []
    # a trace rewritten: after the rescan, the delta holds it alone (its new state), and a
    # client merging it holds what a whole listing says
    changed = next(t for t in discover(str(logdir)) if t.run == "run_a")
    make_trace(logdir / "run_a" / "w.1.pt.trace.json", scale=3.0)
    os.utime(changed.path, ns=(changed.mtime_ns + 5 * 10**9, changed.mtime_ns + 5 * 10**9))
    plugin.service.traces(force=True)
    delta = get_json(client, f"{PREFIX}/traces?since={nothing['cursor']}")
    assert [t["id"] for t in delta["traces"]] == [changed.id] and delta["removed"] == []
    held = {t["id"]: t for t in whole["traces"]}
    held.update({t["id"]: t for t in delta["traces"]})
    again = get_json(client, f"{PREFIX}/traces")
    assert held == {t["id"]: {k: v for k, v in t.items() if k != "place"} for t in again["traces"]}


def test_a_whole_listing_given_again_is_sent_as_written_and_anything_else_written_anew(served, monkeypatch):
    """Tabs opening together share one whole listing (listing.py): the route writes it once
    and sends those bytes again; a partial answer, or a whole one made anew, is written."""
    plugin, client = served
    monkeypatch.setattr(listing, "WHOLE_LISTING_REUSE_ROWS", 1)
    monkeypatch.setattr(listing, "WHOLE_LISTING_REUSE_SECONDS", 1e9)
    monkeypatch.setattr(plugin.service.catalog, "scan_interval", 1e9)  # (no background rescan between the asks)
    written = []
    hide = plugin.paths.json_bytes
    monkeypatch.setattr(plugin.paths, "json_bytes", lambda data: written.append(data) or hide(data))
    first = client.get(f"{PREFIX}/traces").get_data()
    cursor = json.loads(first)["cursor"]
    assert [client.get(f"{PREFIX}/traces").get_data() for _ in range(3)] == [first] * 3
    assert len(written) == 1 and json.loads(written[0])["cursor"] == cursor
    partial = get_json(client, f"{PREFIX}/traces?since={cursor}")
    assert partial["partial"] and len(written) == 2
    reloaded = get_json(client, f"{PREFIX}/traces?fresh=1")  # (a reload: a whole listing made now)
    assert not reloaded["partial"] and len(written) == 3
    assert {t["id"] for t in reloaded["traces"]} == {t["id"] for t in json.loads(first)["traces"]}


def test_report_equals_the_command_line_entry(served, logdir):
    _, client = served
    traces = {t.run: t for t in discover(str(logdir))}
    t = traces["run_a"]
    resp = wait_for(client, f"{PREFIX}/report?trace={t.id}")
    assert resp.status_code == 200
    entry = json.loads(resp.get_data(as_text=True))
    expected = analyze_file(t.path)
    for e in (entry, expected):
        e.pop("analysis_seconds")
    # (the browser is told the path below the logdir: #45 item 9)
    assert entry["path"] == "run_a/w.1.pt.trace.json"
    expected["path"] = entry["path"]
    assert entry == json.loads(json.dumps(expected))
    assert entry["attention"]["forward_kernel_us"] == 10.0


def test_report_sends_the_json_the_server_holds_undecoded(served, logdir, monkeypatch):
    """/report sends the held entry's JSON as it is (only its paths told relative to the
    logdir): nothing decodes it on the way."""
    import tb_attn_plugin.server.held as held_module

    plugin, client = served
    t = next(t for t in discover(str(logdir)) if t.run == "run_a")
    assert wait_for(client, f"{PREFIX}/report?trace={t.id}").status_code == 200
    decoded: list = []
    monkeypatch.setattr(held_module, "decoded_entry", lambda *a: decoded.append(a))
    body = client.get(f"{PREFIX}/report?trace={t.id}").get_data()
    held = plugin.service.held(plugin.service.request(t, plugin.options))
    assert decoded == [] and held is not None
    assert body == held.report.replace(json.dumps(t.path).encode(), b'"run_a/w.1.pt.trace.json"')


def test_report_while_analysing_answers_202_with_state(logdir, tmp_path):
    plugin, client = make_client(logdir, tmp_path)
    try:
        t = discover(str(logdir))[0]
        resp = client.get(f"{PREFIX}/report?trace={t.id}")
        body = json.loads(resp.get_data(as_text=True))
        if resp.status_code == 202:  # a spawned worker takes a moment to start
            assert body["state"] in ("queued", "analysing") and body["id"] == t.id
        else:
            assert resp.status_code == 200 and body["ok"]
    finally:
        plugin.service.close()


def wait_settled(client, url, seconds=90):
    """Until the job is neither queued nor analysing (being_written counts as settled)."""
    deadline = time.monotonic() + seconds
    for _ in range(2000):
        resp = client.get(url)
        body = json.loads(resp.get_data(as_text=True))
        if resp.status_code != 202 or body["state"] not in ("queued", "analysing"):
            return resp.status_code, body
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)
    raise AssertionError(f"{url} still analysing after {seconds}s")


def test_truncated_trace_is_being_written_then_an_error(served, logdir):
    plugin, client = served
    bad = next(t for t in discover(str(logdir)) if t.run == "run_bad")
    status, body = wait_settled(client, f"{PREFIX}/report?trace={bad.id}")
    # freshly written and truncated: still being written, not an error yet
    assert status == 202 and body["state"] == "being_written" and "truncated JSON" in body["error"]
    states = {t["run"]: t for t in get_json(client, f"{PREFIX}/traces")["traces"]}
    assert states["run_bad"]["state"] == "being_written"
    # an old truncated file is an error, reported with the entry whose errors say why
    os.utime(bad.path, (time.time() - 3600, time.time() - 3600))
    plugin.service.catalog.scan_interval = 0.0
    status, entry = wait_settled(client, f"{PREFIX}/report?trace={bad.id}")
    assert status == 200 and entry["ok"] is False and "truncated JSON" in entry["errors"][0]


@pytest.mark.parametrize(
    "query, status, message",
    [
        ("", 400, "missing parameter: trace"),
        ("?trace=../../etc/passwd", 400, "invalid trace id"),
        ("?trace=%2e%2e%2fx", 400, "invalid trace id"),
        ("?trace=abc%00def", 400, "invalid trace id"),
        ("?trace=/etc/passwd", 400, "invalid trace id"),
        ("?trace=0123456789abcdef", 404, "no trace with id"),
    ],
)
def test_report_bad_parameters(served, query, status, message):
    _, client = served
    resp = client.get(f"{PREFIX}/report{query}")
    assert resp.status_code == status
    assert message in resp.get_data(as_text=True)


def test_report_pattern_override_and_bad_regex(served, logdir):
    _, client = served
    t = next(t for t in discover(str(logdir)) if t.run == "run_a")
    resp = client.get(f"{PREFIX}/report?trace={t.id}&label_regex=%28")
    assert resp.status_code == 400 and "invalid label regex" in resp.get_data(as_text=True)
    entry = json.loads(wait_for(client, f"{PREFIX}/report?trace={t.id}&label_regex=qkv%24").get_data(as_text=True))
    assert [s["name"] for s in entry["scopes"]] == ["attention/layer0/qkv"]
    assert entry["patterns"]["label_regex"] == "qkv$"


def test_memory_route(served, logdir):
    _, client = served
    t = next(t for t in discover(str(logdir)) if t.run == "run_a")
    body = json.loads(wait_for(client, f"{PREFIX}/memory?trace={t.id}").get_data(as_text=True))
    assert body["devices"] == ["cuda:0"] and body["device"] == "cuda:0"
    assert body["curve"]["allocated"] == [4096, (1 << 20) + 4096, 4096]
    assert [a["bytes"] for a in body["allocations"]] == [1 << 20, 4096]
    assert {a["scope"] for a in body["allocations"]} == {"attention/layer0/qkv", "attention/layer0"}
    assert [(i["scope"], i["start"], i["end"]) for i in body["instances"]] == [
        ("attention/layer0", 0, 100),
        ("attention/layer0/qkv", 10, 40),
    ]
    # zoom: only the window [25, 95]
    zoom = get_json(client, f"{PREFIX}/memory?trace={t.id}&device=cuda:0&start=25&end=95")
    assert zoom["curve"]["ts"] == [30, 90] and [a["bytes"] for a in zoom["allocations"]] == [1 << 20]
    # by scope: the qkv label holds the 1 MiB allocation only
    qkv = get_json(client, f"{PREFIX}/memory?trace={t.id}&scope=1")
    assert [a["bytes"] for a in qkv["allocations"]] == [1 << 20]
    for bad, status in (
        ("&start=abc", 400),
        ("&end=nan", 400),
        ("&device=../x", 400),
        ("&device=cuda:7", 404),
        ("&scope=-1", 400),
        ("&scope=99", 404),
        # #62 item 5: as /timeline, a window that ends before it starts; a device name past
        # its bound is a bad request, never echoed back
        ("&start=95&end=25", 400),
        ("&device=" + "a" * 10_000, 400),
    ):
        resp = client.get(f"{PREFIX}/memory?trace={t.id}{bad}")
        assert resp.status_code == status, bad
        assert len(resp.get_data()) < 500, bad


def test_instances_route(served, logdir):
    _, client = served
    t = next(t for t in discover(str(logdir)) if t.run == "run_a")
    wait_for(client, f"{PREFIX}/report?trace={t.id}")
    body = json.loads(wait_for(client, f"{PREFIX}/instances?trace={t.id}&scope=0").get_data(as_text=True))
    assert body == {
        "scope": "attention/layer0",
        "scope_id": 0,
        "count": 1,
        "instances": [{"start": 0, "end": 100, "phase": "forward"}],
    }
    assert client.get(f"{PREFIX}/instances?trace={t.id}").status_code == 400
    assert client.get(f"{PREFIX}/instances?trace={t.id}&scope=5").status_code == 404


def test_static_files_only(served):
    _, client = served
    resp = client.get(f"{PREFIX}/index.js")
    assert resp.status_code == 200 and resp.headers["Content-Type"].startswith("text/javascript")
    for path in (
        "/static/../plugin.py",
        "/static/..%2fplugin.py",
        "/static/%2e%2e/plugin.py",
        "/static/nope.js",
        "/static//etc/passwd",
    ):
        assert client.get(PREFIX + path).status_code == 404, path


def test_config_and_plugin_listing(served):
    plugin, client = served
    cfg = get_json(client, f"{PREFIX}/config")
    assert cfg["label_regex"] == plugin.options.label_regex and cfg["workers"] == 1
    # (#45 item 9) whether results are cached, never the server's paths
    assert cfg["cache"] is True and "cache_dir" not in cfg
    assert not any(isinstance(v, str) and v.startswith("/") for v in cfg.values())
    listing = get_json(client, "/data/plugins_listing")
    assert listing["attention"]["tab_name"] == "Attention"
    assert listing["attention"]["enabled"] is True
    assert listing["attention"]["loading_mechanism"] == {"type": "IFRAME", "module_path": f"{PREFIX}/index.js"}


def test_empty_logdir_is_inactive_until_a_trace_appears(tmp_path):
    d = tmp_path / "empty"
    d.mkdir()
    plugin, client = make_client(d, tmp_path)
    try:
        plugin.service.catalog.scan_interval = 0.0
        assert plugin.is_active() is False
        assert get_json(client, f"{PREFIX}/traces")["traces"] == []
        make_trace(d / "live" / "w.pt.trace.json")
        # the logdir is rescanned in the background, the last listing answered meanwhile:
        # active once a rescan has seen it (a state, waited for a bounded number of times)
        for _ in range(600):
            if plugin.is_active():
                break
            time.sleep(0.05)
        assert plugin.is_active() is True
        assert [t["run"] for t in get_json(client, f"{PREFIX}/traces")["traces"]] == ["live"]
    finally:
        plugin.service.close()


def test_results_survive_a_restart_through_the_cache(logdir, tmp_path):
    t = next(t for t in discover(str(logdir)) if t.run == "run_a")
    first, client = make_client(logdir, tmp_path)
    try:
        wait_for(client, f"{PREFIX}/report?trace={t.id}")
    finally:
        first.service.close()
    second, client2 = make_client(logdir, tmp_path)
    try:
        started = time.perf_counter()
        resp = client2.get(f"{PREFIX}/report?trace={t.id}")
        elapsed = time.perf_counter() - started
        assert resp.status_code == 200  # answered from the cache: no analysis, no waiting
        assert json.loads(resp.get_data(as_text=True))["attention"]["forward_kernel_us"] == 10.0
        print(f"cached report answered in {elapsed * 1000:.1f} ms")
        # the memory view still works: its extras come from the cache as well
        assert client2.get(f"{PREFIX}/memory?trace={t.id}").status_code == 200
    finally:
        second.service.close()


def test_flags_are_validated():
    loader = AttentionLoader()
    with pytest.raises(base_plugin.FlagsError):
        loader.fix_flags(flags(attention_label_regex="("))
    with pytest.raises(base_plugin.FlagsError):
        loader.fix_flags(flags(attention_workers=0))
    loader.fix_flags(flags())


def test_entry_point_is_registered():
    from importlib.metadata import entry_points

    eps = [ep for ep in entry_points(group="tensorboard_plugins") if ep.name == "attention"]
    assert eps and eps[0].load() is AttentionLoader
    assert os.path.isfile(os.path.join(os.path.dirname(__import__("tb_attn_plugin").__file__), "static", "index.js"))


def test_inside_windows_handles_nested_and_disjoint_windows():
    import numpy as np

    from tb_attn_plugin.analysis.queries.memory import inside_windows as _inside_windows

    ts = np.array([0, 5, 10, 15, 20, 25, 30, 35.0])
    windows = [[10, 20, "forward"], [2, 6, "forward"], [12, 14, "backward"], [30, 30, "forward"]]
    assert _inside_windows(ts, windows).tolist() == [False, True, True, True, True, False, True, False]
    assert _inside_windows(ts, []).tolist() == [False] * 8


def test_routes_only_read(served):
    _, client = served
    for route in ("traces", "config", "report?trace=0000000000000000", "index.js"):
        for method in (client.post, client.put, client.delete):
            resp = method(f"{PREFIX}/{route}")
            assert resp.status_code == 405 and resp.headers["Allow"] == "GET, HEAD", (route, method)
            assert resp.headers["X-Content-Type-Options"] == "nosniff"
    assert client.head(f"{PREFIX}/config").status_code == 200


@pytest.mark.parametrize(
    ("tb_flags", "host", "status"),
    [
        ({}, "localhost:6006", 200),
        ({}, "127.0.0.1:6006", 200),
        ({}, "[::1]:6006", 200),
        ({}, "LOCALHOST", 200),
        ({}, "rebound.example:6006", 403),  # DNS rebinding: another site's name, this machine's address
        ({}, "localhost\r\nX-Injected: 1", 403),
        ({}, "local host", 403),
        ({"host": "127.0.0.1"}, "evil.example", 403),
        ({"host": "tb-box"}, "tb-box:6006", 200),
        ({"attention_allowed_hosts": "tb.internal, proxy.example"}, "proxy.example", 200),
        ({"attention_allowed_hosts": "tb.internal"}, "evil.example", 403),
        ({"bind_all": True}, "any.name.example:6006", 200),
        ({"host": "0.0.0.0"}, "10.1.2.3:6006", 200),
    ],
)
def test_routes_answer_only_their_own_host(logdir, tmp_path, tb_flags, host, status):
    """#45 item 9: a request addressed to a name TensorBoard does not serve on is refused
    (403), whatever the route; with --bind_all every name is TensorBoard's."""
    ns = flags(attention_cache_dir=str(tmp_path / "cache"))
    ns.host, ns.bind_all = None, False
    for k, v in tb_flags.items():
        setattr(ns, k, v)
    plugin = AttentionPlugin(base_plugin.TBContext(logdir=str(logdir), flags=ns))
    client = Client(application.TensorBoardWSGI([plugin]))
    try:
        for route in ("config", "traces", "index.js"):
            resp = client.get(f"{PREFIX}/{route}", environ_overrides={"HTTP_HOST": host})
            assert resp.status_code == status, (route, host, resp.get_data(as_text=True)[:200])
            if status == 403:
                assert "addressed to a host" in resp.get_data(as_text=True)
                assert resp.headers["X-Content-Type-Options"] == "nosniff"
    finally:
        plugin.service.close()


def test_memory_route_lists_the_largest_allocations_inside_attention_when_asked(tmp_path):
    """250 large allocations outside attention and 3 small ones inside: the 200 largest overall
    hold none of attention's, so the tab asks for attention's own (the Qwen H100 trace showed
    "200 largest of 1125 allocations" and then no rows)."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    for i, size in enumerate((1024, 2048, 512)):
        t.memory(10 + i, size, total_allocated=size)
    for i in range(250):
        t.memory(200 + i, 1 << 20, total_allocated=(i + 1) << 20)
    logs = tmp_path / "logs"
    t.write(logs / "run" / "w.pt.trace.json")
    plugin, client = make_client(logs, tmp_path)
    try:
        [trace] = discover(str(logs))
        wait_for(client, f"{PREFIX}/report?trace={trace.id}")
        every = json.loads(wait_for(client, f"{PREFIX}/memory?trace={trace.id}&allocations=all").get_data())
        assert every["allocation_count"] == 253 and len(every["allocations"]) == 200
        assert {a["scope"] for a in every["allocations"]} == {None}
        own = get_json(client, f"{PREFIX}/memory?trace={trace.id}&allocations=attention")
        assert own["allocation_count"] == 3
        assert [(a["bytes"], a["scope"]) for a in own["allocations"]] == [
            (2048, "attn_fwd"),
            (1024, "attn_fwd"),
            (512, "attn_fwd"),
        ]
        assert client.get(f"{PREFIX}/memory?trace={trace.id}&allocations=some").status_code == 400
    finally:
        plugin.service.close()


def test_timeline_route(served, logdir):
    _, client = served
    t = next(t for t in discover(str(logdir)) if t.run == "run_a")
    wait_for(client, f"{PREFIX}/report?trace={t.id}")
    body = json.loads(wait_for(client, f"{PREFIX}/timeline?trace={t.id}&scope=0").get_data(as_text=True))
    # make_trace: the label (0-100) holds its qkv label (10-30) and a launch at 12 of a
    # softmax at 200-210
    assert body["scope"] == "attention/layer0" and body["call"] == 0 and body["count"] == 1
    assert [(e["name"], e["depth"], e["kind"]) for e in body["cpu"]] == [
        ("attention/layer0", 0, "label"),
        ("attention/layer0/qkv", 1, "label"),
        ("cudaLaunchKernel", 2, "launch"),
    ]
    assert [(e["name"], e["ts"], e["dur"], e["launched_by"]) for e in body["gpu"]] == [(SOFTMAX, 200, 10, 2)]
    resp = wait_for(client, f"{PREFIX}/timeline?trace={t.id}&scope=1&call=fastest&format=chrome")
    assert resp.status_code == 200
    assert resp.headers["Content-Disposition"] == f'attachment; filename="attention-{t.id}-scope1-call0.json"'
    doc = json.loads(resp.get_data(as_text=True))
    assert sorted(e["ph"] for e in doc["traceEvents"]) == ["X", "X", "X", "f", "s"]
    # zoomed to [0, 20] of scope 0: the labels (cut to it) and the launch at 12; the softmax
    # (200-210) and its flow are outside
    cut = json.loads(
        wait_for(client, f"{PREFIX}/timeline?trace={t.id}&scope=0&format=chrome&start=0&end=20").get_data(as_text=True)
    )
    assert [(e["name"], e["ts"], e["dur"]) for e in cut["traceEvents"]] == [
        ("attention/layer0", 0.0, 20.0),
        ("attention/layer0/qkv", 10.0, 10.0),
        ("cudaLaunchKernel", 12.0, 2.0),
    ]
    # by name, as Compare asks (scope ids differ between traces)
    by_name = json.loads(
        wait_for(client, f"{PREFIX}/timeline?trace={t.id}&name=attention/layer0/qkv").get_data(as_text=True)
    )
    assert by_name["scope_id"] == 1 and [e["name"] for e in by_name["cpu"]] == [
        "attention/layer0/qkv",
        "cudaLaunchKernel",
    ]
    for bad, status in (
        ("", 400),
        ("&name=" + "x" * 5000, 400),
        ("&name=attention/layer9", 404),
        ("&scope=0&call=worst", 400),
        ("&scope=0&format=svg", 400),
        ("&scope=0&call=1", 404),
        ("&scope=0&start=1&end=2", 400),  # (a range cuts an export only)
        ("&scope=0&format=chrome&start=9&end=2", 400),
        ("&scope=0&format=chrome&start=nan", 400),
        ("&scope=9", 404),
    ):
        resp = client.get(f"{PREFIX}/timeline?trace={t.id}{bad}")
        assert resp.status_code == status, (bad, resp.get_data(as_text=True))


def test_no_route_tells_the_browser_an_absolute_path(tmp_path):
    """#45 item 9: paths sent to the browser are relative to the logdir, in every route's
    body (entries, their error lines, rows' states) and every error message, with the logdir
    given through a link (its real path is another string)."""
    real = tmp_path / "real_logs"
    make_trace(real / "run_a" / "w.1.pt.trace.json")
    (real / "run_bad").mkdir()
    bad_file = real / "run_bad" / "x.pt.trace.json"
    bad_file.write_text('{"traceEvents": [')
    os.utime(bad_file, (time.time() - 3600, time.time() - 3600))  # old: an error, not being written
    given = tmp_path / "logs"
    given.symlink_to(real)
    plugin, client = make_client(given, tmp_path)
    absolute = [str(given), str(real), os.path.realpath(real)]
    try:
        traces = {t.run: t for t in discover(str(given))}
        good, bad = traces["run_a"], traces["run_bad"]
        bodies = [wait_for(client, f"{PREFIX}/report?trace={t.id}") for t in (good, bad)]
        entry, failed = (json.loads(b.get_data(as_text=True)) for b in bodies)
        assert entry["path"] == "run_a/w.1.pt.trace.json"
        assert failed["ok"] is False and failed["errors"][0].startswith("run_bad/x.pt.trace.json: ")
        urls = [
            "config",
            "traces",
            f"memory?trace={good.id}",
            f"instances?trace={good.id}&scope=0",
            f"timeline?trace={good.id}&scope=0",
            "trends?run=run_a",
            f"compare?traces={good.id},{bad.id}",  # 400: names the unreadable trace and why
        ]
        bodies += [wait_for(client, f"{PREFIX}/{url}") for url in urls]
        no_memory = client.get(f"{PREFIX}/memory?trace={bad.id}")  # 202: the job's state, an error
        assert no_memory.status_code == 202 and json.loads(no_memory.get_data())["error"].startswith("run_bad/x")
        bodies.append(no_memory)
        rows = {r["run"]: r for r in get_json(client, f"{PREFIX}/traces")["traces"]}
        assert rows["run_bad"]["state"] == "error" and rows["run_bad"]["error"].startswith("run_bad/x.pt")
        compare_error = bodies[2 + urls.index(f"compare?traces={good.id},{bad.id}")]
        assert compare_error.status_code == 400 and "run_bad/x.pt.trace.json: " in compare_error.get_data(as_text=True)
        for resp in bodies:
            text = resp.get_data(as_text=True)
            for path in absolute:
                assert path not in text, (resp.request.path, path)
    finally:
        plugin.service.close()


def test_a_trace_and_a_link_to_it_both_finish(tmp_path, monkeypatch):
    """#45 item 6: a trace and a link the user placed to it are one job (one real path) and
    two rows; both rows reach "done" in the answers since a cursor (only the first did: the
    second stayed "queued" until the next full pass)."""
    monkeypatch.setattr(listing, "FULL_PASS_SECONDS", 1e9)  # (only the passes since a cursor)
    logs = tmp_path / "logs"
    make_trace(logs / "run_a" / "w.1.pt.trace.json")
    (logs / "run_link").mkdir()
    os.symlink(logs / "run_a" / "w.1.pt.trace.json", logs / "run_link" / "w.1.pt.trace.json")
    plugin, client = make_client(logs, tmp_path)
    try:
        first = get_json(client, f"{PREFIX}/traces")
        held = {t["run"]: t for t in first["traces"]}
        assert set(held) == {"run_a", "run_link"}
        cursor = first["cursor"]
        for _ in range(900):  # bounded in count; each answer merged as the tab merges it
            if {t["state"] for t in held.values()} == {"done"}:
                break
            time.sleep(0.1)
            delta = get_json(client, f"{PREFIX}/traces?since={cursor}")
            held.update({t["run"]: t for t in delta["traces"]})
            cursor = delta["cursor"]
        assert {r: t["state"] for r, t in held.items()} == {"run_a": "done", "run_link": "done"}
        assert len({job.key for job in plugin.service.table.jobs.values()}) == 1  # one analysis
    finally:
        plugin.service.close()
