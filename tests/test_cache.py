"""The persistent result cache: hit, miss after the file changes, corrupt or foreign entries,
eviction, pattern change. Not timed."""

import json
import os
import subprocess
import sys
import time

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.discovery.logdir import discover
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.jobs import job_key
from tb_attn_plugin.server.service import AnalysisService

SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<float, float, float, 8, false, false>"


def write_trace(path, kernel_us=10.0):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    c = t.launch(10)
    t.kernel(SOFTMAX, 200, kernel_us, c)
    t.memory(20, 4096, total_allocated=4096, total_reserved=8192)  # (the extras' memory series)
    return t.write(path)


def settle(service, trace, options, seconds=60):
    deadline = time.monotonic() + seconds
    for _ in range(1000):  # bounded in count and time
        job = service.request(trace, options)
        state = service.state(job)
        if state.state not in ("queued", "analysing"):
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
    assert state.state == "done"
    first.close()
    second = service_for(tmp_path / "logs", tmp_path / "cache")
    job2 = second.request(second.traces()[0], Options())
    # known from disk by a stat, nothing submitted and nothing read until a view asks
    assert not job2.analysed and job2.evicted and job2.result is None
    assert second.state(job2).state == "done"
    assert second.entry(job2).attention.forward_kernel_us == 10.0
    assert second.extras(job2).scope_names == ["attn_fwd"]  # the tab's extras come back too
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
    assert job.analysed  # a new file identity: analysed again, never the stale result
    job, _ = settle(svc2, trace, Options())
    assert svc2.entry(job).attention.forward_kernel_us == 25.0
    svc.close()
    svc2.close()


def test_corrupt_and_foreign_entries_are_ignored_and_rebuilt(tmp_path):
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    cache = ResultCache(str(tmp_path / "cache"))
    trace = discover(str(tmp_path / "logs"))[0]
    key = job_key(trace, Options())
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
        assert first_request_analyses(svc, trace)  # not trusted: analysed again
        job, state = settle(svc, trace, Options())
        assert state.state == "done" and svc.entry(job).attention.forward_kernel_us == 10.0
        svc.close()
    assert cache.get(key, "report")["attention"]["forward_kernel_us"] == 10.0  # rebuilt


def test_a_writers_eviction_passes_are_made_when_the_bound_may_be_passed(tmp_path, monkeypatch):
    """A pass (a listing of the cache and a stat of each file) is made by a writer when what
    it wrote since its last pass may take the cache past its bound, or EVICT_SECONDS after it;
    not at every write (20,000 files at 10,000 traces: most of a worker's time per trace)."""
    from tb_attn_plugin.server import cache as cache_module
    from tb_attn_plugin.server.jobs import worker_cache

    passes = []
    real_evict = ResultCache.evict
    monkeypatch.setattr(ResultCache, "evict", lambda self: passes.append(self._written) or real_evict(self))
    value = {"ok": True, "blob": "x" * 900}
    roomy = ResultCache(str(tmp_path / "roomy"), max_bytes=1 << 30)
    for i in range(20):
        assert roomy.put(("f", i), value)
    assert len(passes) == 1  # the first write's (none made yet), then none: far from the bound
    roomy._passed_at -= cache_module.EVICT_SECONDS  # (the last pass that long ago)
    roomy.put(("f", 20), value)
    assert len(passes) == 2  # (other processes' writes are seen this often)

    passes.clear()
    tight = ResultCache(str(tmp_path / "tight"), max_bytes=3000)
    written = []
    for i in range(10):
        assert tight.put(("f", i), value)
        written.append(os.path.getsize(tight._path(("f", i), "report")))
        time.sleep(0.01)  # distinct mtimes: least recently used first
    assert len(set(written)) == 1 and 3 * written[0] <= 3000 < 4 * written[0]  # (three files fit)
    # a pass at the first write (one file then); none at the second and third (two, three
    # files: within the bound); then at each of the seven others (four files, down to three)
    assert len(passes) == 8
    files = os.listdir(tmp_path / "tight")
    assert sum(os.path.getsize(tmp_path / "tight" / f) for f in files) <= 3000
    # a worker process keeps one cache a directory, its passes amortised across its jobs
    assert worker_cache(str(tmp_path / "tight")) is worker_cache(str(tmp_path / "tight"))


def test_eviction_keeps_the_cache_bounded(tmp_path):
    cache = ResultCache(str(tmp_path / "cache"), max_bytes=3000)
    value = {"ok": True, "blob": "x" * 900}
    for i in range(10):
        cache.put(("f", i), value)
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
    assert [s.name for s in svc.entry(job).scopes] == ["attn_fwd"]
    other = Options(label_regex="nothing-matches-this")
    job2 = svc.request(trace, other)
    assert job2 is not job and job2.analysed
    job2, _ = settle(svc, trace, other)
    assert svc.entry(job2).scopes == []
    svc.close()
    restarted = service_for(tmp_path / "logs", tmp_path / "cache")
    for opts, names in ((Options(), ["attn_fwd"]), (other, [])):
        job = restarted.request(restarted.traces()[0], opts)
        assert not job.analysed  # both cached, each under its own patterns
        assert [s.name for s in restarted.entry(job).scopes] == names
    restarted.close()


def test_unwritable_cache_directory_means_no_cache(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    cache = ResultCache(str(blocker / "sub"))
    assert cache.directory is None
    cache.put(("k",), {"ok": True}, {"memory": {}})
    assert cache.get(("k",), "report") is None


def test_waiting_analyses_are_bounded(tmp_path):
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    svc = AnalysisService(str(tmp_path / "logs"), workers=1, executor="thread", max_pending=3, cache=ResultCache(None))
    trace = svc.traces()[0]
    jobs = [svc.request(trace, Options(label_regex=f"attn|x{i}")) for i in range(20)]
    waiting = [
        j for j in svc.table.jobs.values() if j.finished is None and (f := j.future) is not None and not f.running()
    ]
    assert len(waiting) <= 3
    # (a cancelled job keeps its future, which says so; a finished one lets go of it)
    futures = [j.future for j in jobs]
    assert sum(f is not None and f.cancelled() for f in futures) >= 15
    _job, state = settle(svc, trace, Options(label_regex="attn|x19"))  # the newest still runs
    assert state.state == "done"
    svc.close()


def test_a_failed_write_leaves_nothing_behind(tmp_path, monkeypatch):
    import errno

    cache = ResultCache(str(tmp_path))

    def full_disk(fd, *args, **kwargs):
        os.close(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fdopen", full_disk)
    cache.put(("k",), "report", {"ok": True})
    assert os.listdir(tmp_path) == []


def test_partial_writes_of_dead_writers_are_swept_at_start(tmp_path):
    """A writer holds a lock on its temporary file while it writes: a file no one holds is
    a dead writer's, whatever PID its name gives (this process's own here: a PID probe said
    alive, as it does for a zombie or a PID used again); one held is left, and so is one made
    a moment ago (its writer may not have locked it yet)."""
    import fcntl

    old = time.time() - 3600
    orphan = tmp_path / f".{os.getpid()}-abc.tmp"  # named after a live process, held by none
    orphan.write_bytes(b'{"half')
    held = tmp_path / f".{os.getpid()}-def.tmp"
    held.write_bytes(b'{"in progress')
    fresh = tmp_path / ".1-ghi.tmp"
    fresh.write_bytes(b'{"just made')
    for path in (orphan, held):
        os.utime(path, (old, old))
    (tmp_path / "kept.report.json").write_bytes(b"{}")
    writer = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, sys, time; f = open(sys.argv[1], 'rb'); "
         "fcntl.flock(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(600)", str(held)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert writer.stdout.readline().strip() == "held"  # (a state, not a time, is waited for)
        ResultCache(str(tmp_path))
        assert sorted(os.listdir(tmp_path)) == sorted([held.name, fresh.name, "kept.report.json"])
    finally:
        writer.kill()
        writer.wait()
    with open(held, "rb") as f:  # its writer gone, the lock went with it
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)


def analysed_once(tmp_path):
    """A logdir with one trace, analysed once into the cache: (trace, key, cache)."""
    write_trace(tmp_path / "logs" / "run" / "w.pt.trace.json")
    svc = service_for(tmp_path / "logs", tmp_path / "cache")
    trace = svc.traces()[0]
    _job, state = settle(svc, trace, Options())
    assert state.state == "done"
    svc.close()
    return trace, job_key(trace, Options()), ResultCache(str(tmp_path / "cache"))


def first_request_analyses(svc, trace) -> bool:
    """Whether the first ask for the trace's report analyses it: a cached unit is known by a
    stat and read when its entry is asked for; one that does not hold up then is discarded
    and the trace analysed."""
    job = svc.request(trace, Options())
    if not job.analysed and job.evicted and svc.entry(job) is None:
        job = svc.request(trace, Options())
    return job.analysed


def analysed_again(tmp_path, trace) -> bool:
    """Whether a fresh server analyses the trace again (rather than serving its cache), and
    ends with the right numbers and its extras."""
    svc = service_for(tmp_path / "logs", tmp_path / "cache")
    try:
        submitted = first_request_analyses(svc, trace)
        job, state = settle(svc, trace, Options())
        assert state.state == "done" and svc.entry(job).attention.forward_kernel_us == 10.0
        for _ in range(3):  # a unit found broken is analysed again, then served
            extras = svc.extras(job)
            if extras is not None:
                break
            job, state = settle(svc, trace, Options())
        assert extras is not None and extras.scope_names == ["attn_fwd"]
        return submitted
    finally:
        svc.close()


def rewrite(cache, key, part, change) -> None:
    path = cache._path(key, part)
    with open(path, "rb") as f:
        doc = json.loads(f.read())
    change(doc)
    with open(path, "w") as f:
        json.dump(doc, f)


def test_a_cached_value_of_the_wrong_shape_is_not_served(tmp_path):
    trace, key, cache = analysed_once(tmp_path)
    rewrite(cache, key, "report", lambda d: d.update(value={"ok": True, "path": trace.path, "stub": 1}))
    assert analysed_again(tmp_path, trace)


def test_extras_with_scope_ids_out_of_range_are_analysed_again(tmp_path):
    trace, key, cache = analysed_once(tmp_path)

    def bad_ids(doc):
        for m in doc["value"]["memory"].values():
            m["scope"] = [7] * len(m["scope"])  # there is one scope: id 0

    rewrite(cache, key, "extras", bad_ids)
    size = os.path.getsize(cache._path(key, "extras"))
    rewrite(cache, key, "report", lambda d: d.update(extras_bytes=size))  # the unit looks whole
    assert not analysed_again(tmp_path, trace)  # the report is served; its extras fail their check...
    scopes = [s for m in cache.get(key, "extras")["memory"].values() for s in m["scope"]]
    assert scopes and set(scopes) <= {-1, 0}  # ...so the unit was analysed again and rewritten


@pytest.mark.parametrize("damage", ["missing", "truncated"])
def test_a_report_whose_extras_are_missing_or_truncated_is_a_miss(tmp_path, damage):
    trace, key, cache = analysed_once(tmp_path)
    extras = cache._path(key, "extras")
    if damage == "missing":
        os.remove(extras)
    else:
        with open(extras, "r+b") as f:
            f.truncate(os.path.getsize(extras) // 2)
    assert cache.get(key, "report") is None
    assert analysed_again(tmp_path, trace)


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "directory"])
def test_cache_files_that_are_not_regular_files_are_never_read(tmp_path, kind):
    trace, key, cache = analysed_once(tmp_path)
    path = cache._path(key, "report")
    os.remove(path)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        os.mkdir(path)
    else:
        os.symlink("/dev/zero", path)
    started = time.monotonic()
    assert cache.get(key, "report") is None
    assert time.monotonic() - started < 1.0  # neither blocked on the FIFO nor read the device
    assert analysed_again(tmp_path, trace)


def test_a_cache_file_over_the_size_limit_is_not_read(tmp_path):
    _trace, key, _ = analysed_once(tmp_path)
    small = ResultCache(str(tmp_path / "cache"), max_entry_bytes=100)
    assert small.get(key, "report") is None
