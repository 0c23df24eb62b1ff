"""The persistent result cache: hit, miss after the file changes, corrupt or foreign entries,
eviction, pattern change. Not timed."""

import json
import os
import time

from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.cache import ResultCache
from tb_attn_plugin.discovery import discover
from tb_attn_plugin.service import AnalysisService

SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<float, float, float, 8, false, false>"


def write_trace(path, kernel_us=10.0):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    c = t.launch(10)
    t.kernel(SOFTMAX, 200, kernel_us, c)
    return t.write(path)


def settle(service, trace, options, seconds=60):
    deadline = time.monotonic() + seconds
    for _ in range(1000):  # bounded in count and time
        job = service.request(trace, options)
        state = service.state(job)
        if state["state"] not in ("queued", "analysing"):
            return job, state
        if time.monotonic() > deadline:
            break
        time.sleep(0.05)
    raise AssertionError("analysis did not finish")


def service_for(logdir, cache_dir):
    # threads keep these tests quick; the process pool is exercised by the route tests
    return AnalysisService(str(logdir), workers=1, executor="thread", cache=ResultCache(str(cache_dir)))


def test_hit_after_restart_without_analysis(tmp_path):
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    first = service_for(tmp_path / "logs", tmp_path / "cache")
    trace = first.traces()[0]
    _job, state = settle(first, trace, Options())
    assert state["state"] == "done"
    first.close()
    second = service_for(tmp_path / "logs", tmp_path / "cache")
    job2 = second.request(second.traces()[0], Options())
    assert job2.future is None and job2.result is not None  # answered from disk, nothing submitted
    assert job2.result["entry"]["attention"]["forward_kernel_us"] == 10.0
    assert second.extras(job2)["scope_names"] == ["attn_fwd"]  # the tab's extras come back too
    second.close()


def test_miss_after_the_file_changes(tmp_path):
    path = write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    svc = service_for(tmp_path / "logs", tmp_path / "cache")
    settle(svc, svc.traces()[0], Options())
    write_trace(path, kernel_us=25.0)  # same path, new content
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    svc2 = service_for(tmp_path / "logs", tmp_path / "cache")
    trace = svc2.traces(force=True)[0]
    job = svc2.request(trace, Options())
    assert job.future is not None  # a new file identity: analysed again, never the stale result
    job, _ = settle(svc2, trace, Options())
    assert job.result["entry"]["attention"]["forward_kernel_us"] == 25.0
    svc.close()
    svc2.close()


def test_corrupt_and_foreign_entries_are_ignored_and_rebuilt(tmp_path):
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    cache = ResultCache(str(tmp_path / "cache"))
    trace = discover(str(tmp_path / "logs"))[0]
    key = AnalysisService.job_key(trace, Options())
    for damage in (
        b"{not json",
        b'{"format": 1, "plugin": "other", "key": [], "value": {}}',
        json.dumps({"format": 1, "plugin": "attention", "key": ["x"], "value": {"ok": True}}).encode(),
        b"\x00" * 10,
    ):
        with open(cache._path(key, "report"), "wb") as f:
            f.write(damage)
        assert cache.get(key, "report") is None
        svc = service_for(tmp_path / "logs", tmp_path / "cache")
        job = svc.request(trace, Options())
        assert job.future is not None  # not trusted: analysed again
        job, state = settle(svc, trace, Options())
        assert state["state"] == "done" and job.result["entry"]["attention"]["forward_kernel_us"] == 10.0
        svc.close()
    assert cache.get(key, "report")["attention"]["forward_kernel_us"] == 10.0  # rebuilt


def test_eviction_keeps_the_cache_bounded(tmp_path):
    cache = ResultCache(str(tmp_path / "cache"), max_bytes=3000)
    value = {"ok": True, "blob": "x" * 900}
    for i in range(10):
        cache.put(("f", i), "report", value)
        time.sleep(0.01)  # distinct mtimes: least recently used first
    files = os.listdir(tmp_path / "cache")
    total = sum(os.path.getsize(tmp_path / "cache" / f) for f in files)
    assert total <= 3000 and len(files) >= 1
    assert cache.get(("f", 9), "report") == value  # the newest survives
    assert cache.get(("f", 0), "report") is None  # the oldest went first


def test_pattern_change_is_a_different_entry(tmp_path):
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    svc = service_for(tmp_path / "logs", tmp_path / "cache")
    trace = svc.traces()[0]
    job, _ = settle(svc, trace, Options())
    assert [s["name"] for s in job.result["entry"]["scopes"]] == ["attn_fwd"]
    other = Options(label_regex="nothing-matches-this")
    job2 = svc.request(trace, other)
    assert job2 is not job and job2.future is not None
    job2, _ = settle(svc, trace, other)
    assert job2.result["entry"]["scopes"] == []
    svc.close()
    restarted = service_for(tmp_path / "logs", tmp_path / "cache")
    for opts, names in ((Options(), ["attn_fwd"]), (other, [])):
        job = restarted.request(restarted.traces()[0], opts)
        assert job.future is None  # both cached, each under its own patterns
        assert [s["name"] for s in job.result["entry"]["scopes"]] == names
    restarted.close()


def test_unwritable_cache_directory_means_no_cache(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    cache = ResultCache(str(blocker / "sub"))
    assert cache.directory is None
    cache.put(("k",), "report", {"ok": True})
    assert cache.get(("k",), "report") is None


def test_waiting_analyses_are_bounded(tmp_path):
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    svc = AnalysisService(str(tmp_path / "logs"), workers=1, executor="thread", max_pending=3, cache=ResultCache(None))
    trace = svc.traces()[0]
    jobs = [svc.request(trace, Options(label_regex=f"attn|x{i}")) for i in range(20)]
    waiting = [j for j in svc._jobs.values() if j.finished is None and not j.future.running()]
    assert len(waiting) <= 3
    assert sum(j.future.cancelled() for j in jobs) >= 15
    _job, state = settle(svc, trace, Options(label_regex="attn|x19"))  # the newest still runs
    assert state["state"] == "done"
    svc.close()
