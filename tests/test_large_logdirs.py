"""Large and odd logdirs: thousands of traces are all queued (never dropped as failed), a
chain of folders deeper than any recursion limit is scanned, and the results held in memory
are bounded by their size."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections import OrderedDict
from pathlib import Path

import msgspec
import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.discovery import logdir as discovery
from tb_attn_plugin.discovery.logdir import MAX_DEPTH, LocalScanner, scan
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.jobs import waiting
from tb_attn_plugin.server.service import AnalysisService

SMALL = TraceBuilder().trace()


def tiny_traces(root, count: int, folders: int) -> None:
    data = __import__("json").dumps(SMALL)
    for i in range(count):
        d = root / f"run{i % folders}"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"w{i}.pt.trace.json").write_text(data)


@pytest.mark.slow
def test_thousands_of_traces_are_all_queued_none_dropped(tmp_path):
    tiny_traces(tmp_path / "logs", 5000, 2000)
    svc = AnalysisService(str(tmp_path / "logs"), max_pending=64)
    try:
        traces = svc.traces(force=True)
        assert len(traces) == 5000
        jobs = [svc.request(t, Options()) for t in traces]
        places = svc.queue_places()  # (once: the states below are of one moment)
        states = [msgspec.to_builtins(svc.state(j, places)) for j in jobs]
        assert "error" not in {st["state"] for st in states}
        assert sum(1 for j in jobs if j.future is not None and j.future.cancelled()) == 0
        # however many have run meanwhile (a count that depends on the machine's speed is not
        # asserted), every trace has a job, and those waiting each hold a place of their own
        # among the places of that moment (one may have started since: then it has none)
        assert {st["state"] for st in states} <= {"queued", "analysing", "done"} and len(states) == 5000
        held = [st["place"] for st in states if st["state"] == "queued" and "place" in st]
        assert len(held) == len(set(held)) and all(1 <= p <= len(places) for p in held)
        assert len(held) >= len([st for st in states if st["state"] == "queued"]) - 2  # (2 workers)
        # overrides are bounded: the oldest waiting one is dropped past max_pending (they take
        # turns with the background analyses, so some have run meanwhile)
        svc.table.jobs = WalkCounting(svc.table.jobs)
        for n in range(80):
            svc.request(traces[0], Options(label_regex=f"attn{n}"))
        # and no request walked every job to bound them (#45 item 2: 5,000 jobs looked at on
        # each override request): only the overrides' own keys are looked at
        assert WalkCounting.walks == 0
        svc.table.jobs = OrderedDict(svc.table.jobs)
        # (waiting as the service counts it: a job just done whose callback has not run yet
        # waits for nothing; counting it made 65 of a run beside busy loops)
        waiting_overrides = [
            j for j in svc.table.jobs.values() if j.options != svc.options and j.finished is None and waiting(j.future)
        ]
        assert len(waiting_overrides) <= 64
    finally:
        svc.close()


class WalkCounting(OrderedDict):
    """The service's jobs, counting the passes over all of them."""

    walks = 0

    def __iter__(self):
        WalkCounting.walks += 1
        return super().__iter__()

    def values(self):
        WalkCounting.walks += 1
        return super().values()

    def items(self):
        WalkCounting.walks += 1
        return super().items()


def remove_tree(top) -> None:
    """Remove a directory tree of any depth without recursion (shutil.rmtree, and pytest's
    clean-up of old temporary directories with it, recurse once per level)."""
    stack, order = [str(top)], []
    while stack:
        d = stack.pop()
        order.append(d)
        with os.scandir(d) as it:
            for e in it:
                if e.is_dir(follow_symlinks=False):
                    stack.append(e.path)
                else:
                    os.unlink(e.path)
    for d in reversed(order):
        os.rmdir(d)


def test_a_folder_chain_deeper_than_the_recursion_limit_is_scanned():
    # (outside pytest's temporary directories: its clean-up of old ones would recurse into the
    # chain if a run ever stopped before removing it)
    deep = Path(tempfile.mkdtemp(prefix="tb-attn-deep-"))
    try:
        d = deep
        for i in range(1100):  # (os.makedirs itself would recurse too deeply)
            d = d / "d"
            d.mkdir()
            if i == 10:
                TraceBuilder().write(d / "shallow.pt.trace.json")
        TraceBuilder().write(d / "deepest.pt.trace.json")
        traces, notes = scan(str(deep))
        assert [t.worker for t in traces] == ["shallow"]
        assert notes == [f"{deep}: 1 folder deeper than {MAX_DEPTH} levels was not looked into"]
        deeper, _ = scan(str(deep), max_depth=2000)
        assert sorted(t.worker for t in deeper) == ["deepest", "shallow"]
        proc = subprocess.run(
            [sys.executable, "-m", "tb_attn_plugin.cli", "report", str(deep)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0 and "Traceback" not in proc.stderr
        assert "deeper than 64 levels" in " ".join(proc.stdout.split())  # (the text report says it)
    finally:
        remove_tree(deep)  # (the chain and the directory itself)


def test_a_scan_stops_at_its_entry_limit_and_says_so(tmp_path):
    tiny_traces(tmp_path / "logs", 30, 3)
    traces, notes = scan(str(tmp_path / "logs"), max_entries=20)
    assert len(traces) < 30 and notes and "stopped after 20 files and folders" in notes[0]


def six_analysed(tmp_path, viewed: bool = True, **kwargs):
    """Six tiny traces analysed by a service with a cache (thread executor): (service, jobs).
    viewed: then each one's entry and extras asked for, one after another, as views do (a
    result the worker cached is held only from then)."""
    tiny_traces(tmp_path / "logs", 6, 6)
    svc = AnalysisService(
        str(tmp_path / "logs"), executor="thread", cache=ResultCache(str(tmp_path / "cache")), **kwargs
    )
    try:
        jobs = [svc.request(t, Options()) for t in svc.traces(force=True)]
        deadline = time.monotonic() + 60
        while any(svc.state(j).state in ("queued", "analysing") for j in jobs) and time.monotonic() < deadline:
            time.sleep(0.05)
        for job in jobs if viewed else []:
            assert svc.entry(job) is not None and svc.extras(job) is not None
    except BaseException:
        svc.close()
        raise
    return svc, jobs


def test_a_result_the_worker_cached_is_held_only_once_a_view_asks_for_it(tmp_path):
    """The server keeps a background analysis's step summary, not its entry: the worker
    cached the entry, and a view reads it from there (at 10,000 traces every result held up
    to the bound made each full garbage collection of the server walk hundreds of entries)."""
    from tb_attn_plugin.analysis.report.step_summary import step_summary

    svc, jobs = six_analysed(tmp_path, viewed=False, max_result_bytes=10**9)
    try:
        assert [svc.state(j).state for j in jobs] == ["done"] * 6
        assert all(j.result is None and j.evicted for j in jobs) and svc.table._held_bytes == 0
        assert all(isinstance(svc.state(j).seconds, float) for j in jobs)  # (as the entry says)
        kept = {j.key: json.loads(svc.summaries.get(j.key)) for j in jobs}  # what Trends reads
        entry = svc.entry(jobs[0])  # a view asks: read from the cache, and held from now on
        assert entry is not None and jobs[0].result is not None and svc.table._held_bytes == jobs[0].result_bytes > 0
        assert svc.state(jobs[0]).seconds == entry.analysis_seconds
        assert kept[jobs[0].key] == msgspec.to_builtins(step_summary(entry))
        assert all(j.result is None for j in jobs[1:])
    finally:
        svc.close()


def test_results_in_memory_are_bounded_by_size_and_come_back_from_the_cache(tmp_path):
    svc, jobs = six_analysed(tmp_path, max_result_bytes=13_000)
    try:
        assert all(svc.state(j).state == "done" for j in jobs)
        held = [j for j in jobs if j.result is not None]
        # each held result counted by its entry's JSON and its extras' arrays
        for j in held:
            assert j.result_bytes == len(j.result.report) + j.result.extras.nbytes()
            assert json.loads(j.result.report)["path"] == j.trace.path
        # (a result of these tiny traces takes about 4.2 KB, its JSON and extras: three fit in 13,000 bytes, not six)
        assert sum(j.result_bytes for j in held) <= 13_000 and 1 <= len(held) <= 3 and any(j.evicted for j in jobs)
        dropped = next(j for j in jobs if j.evicted)
        entry = svc.entry(dropped)  # read again from the cache
        assert entry is not None and entry.path == dropped.trace.path and entry.ok
    finally:
        svc.close()


def test_a_dropped_result_is_freed_not_kept_by_its_finished_job(tmp_path):
    """What the bound drops leaves memory: nothing else (the job's future, which also holds
    the result) keeps it. Watched by a weak reference to each result's extras."""
    import gc
    import weakref

    svc, jobs = six_analysed(tmp_path, max_result_bytes=13_000)
    try:
        watched = {j.key: weakref.ref(j.result.extras) for j in jobs if j.result is not None}
        with svc._lock:
            svc.table.max_result_bytes = 0
            svc.table.evict()  # every result dropped (the cache has them)
        gc.collect()
        assert watched and all(j.result is None and j.evicted for j in jobs)
        assert [k for k, ref in watched.items() if ref() is not None] == []
    finally:
        svc.close()


def test_background_rescans_wait_in_proportion_to_a_scans_length(tmp_path):
    """A logdir whose scan takes long is rescanned less often: SCAN_SPACING times the last
    scan's length, where that is more than scan_interval (a scan_interval of 0: every call)."""
    from tb_attn_plugin.server.catalog import SCAN_SPACING

    svc = AnalysisService(str(tmp_path), executor="thread")
    try:
        svc.catalog.scan_interval = 2.0
        svc.catalog._scan_cost = 0.01  # a small logdir: scan_interval decides
        assert svc.catalog._scan_wait() == 2.0
        svc.catalog._scan_cost = 0.3  # 10,000 traces on a busy machine
        assert svc.catalog._scan_wait() == SCAN_SPACING * 0.3
        svc.catalog.scan_interval = 0.0
        assert svc.catalog._scan_wait() == 0.0
        svc.traces(force=True)  # a real scan records its length
        assert 0.0 <= svc.catalog._scan_cost < 60
    finally:
        svc.close()


def test_a_rescan_reuses_unchanged_files_and_lists_what_a_fresh_scan_lists(tmp_path, monkeypatch):
    """The server's rescans (LocalScanner) give the TraceFile of a file whose stamp did not
    move, the same object, without parsing its name or peeking at a plain *.json again; after
    every kind of change they list exactly what a scan from nothing lists (the reference)."""
    logs = tmp_path / "logs"
    outside = tmp_path / "outside"
    outside.mkdir()
    data = json.dumps(SMALL)
    for name in ("run0/a.1.pt.trace.json", "run0/b.2.pt.trace.json", "run1/deep/c.pt.trace.json"):
        (logs / name).parent.mkdir(parents=True, exist_ok=True)
        (logs / name).write_text(data)
    (logs / "run1" / "kineto.json").write_text(data)  # a plain name, a trace by its contents
    (logs / "run1" / "config.json").write_text('{"lr": 0.1}')  # a plain name, no trace
    (outside / "x.pt.trace.json").write_text(data)
    (logs / "run0" / "inside.pt.trace.json").symlink_to(logs / "run0" / "a.1.pt.trace.json")
    (logs / "run0" / "away.pt.trace.json").symlink_to(outside / "x.pt.trace.json")

    calls = {"trace_id": 0, "peek": 0}
    real_trace_id, real_peek = discovery.trace_id, discovery.looks_like_kineto

    def counted_trace_id(rel):
        calls["trace_id"] += 1
        return real_trace_id(rel)

    def counted_peek(path, root=""):
        calls["peek"] += 1
        return real_peek(path, root)

    monkeypatch.setattr(discovery, "trace_id", counted_trace_id)
    monkeypatch.setattr(discovery, "looks_like_kineto", counted_peek)
    scanner = LocalScanner(str(logs))
    first, _ = scanner.scan()
    # a.1, b.2, c, kineto.json, and the link inside (the one outside is left out)
    assert sorted(t.worker for t in first) == ["a", "b", "c", "inside", "kineto"]
    assert calls == {"trace_id": 5, "peek": 2}  # (kineto.json and config.json peeked at)

    calls.update(trace_id=0, peek=0)
    again, _ = scanner.scan()
    assert again == first
    # every file but the link is the same object, made by no name parsed and no peek
    assert [t is f for t, f in zip(again, first)] == [t.worker != "inside" for t in first]
    assert calls == {"trace_id": 1, "peek": 0}  # (the link, resolved and made again)

    def changed(step):
        listed, _ = scanner.scan()
        assert listed == scan(str(logs))[0], step

    (logs / "run0" / "a.1.pt.trace.json").write_text(data + " ")  # rewritten: size and time
    changed("rewritten")
    os.utime(logs / "run0" / "b.2.pt.trace.json", ns=(1, 1_000_000_000))  # touched: its time
    changed("touched")
    b = logs / "run0" / "b.2.pt.trace.json"
    b_before = next(t for t in scanner.scan()[0] if t.worker == "b")
    os.chmod(b, 0o600)  # its metadata moved (the change time), the contents did not
    [b_after] = [t for t in scanner.scan()[0] if t.worker == "b"]
    assert b_after is not b_before and b_after.ctime_ns >= b_before.ctime_ns
    changed("chmod")
    (logs / "run1" / "config.json").write_text(data)  # a plain name that becomes a trace
    changed("plain json now a trace")
    assert "config" in [t.worker for t in scanner.scan()[0]]
    (logs / "run1" / "kineto.json").write_text('{"not": "a trace"}')  # and one that stops being one
    changed("plain json no longer a trace")
    assert "kineto" not in [t.worker for t in scanner.scan()[0]]
    (logs / "run1" / "deep" / "c.pt.trace.json").unlink()
    (logs / "run1" / "deep" / "c.pt.trace.json").symlink_to(outside / "x.pt.trace.json")  # a file made a link out
    changed("replaced by a link out of the logdir")
    assert "c" not in [t.worker for t in scanner.scan()[0]]
    replacement = logs / "run0" / "new.part"
    replacement.write_text(data)
    os.replace(replacement, logs / "run0" / "b.2.pt.trace.json")  # renamed into place: another inode
    changed("renamed into place")
    (logs / "run2").mkdir()
    (logs / "run2" / "d.pt.trace.json").write_text(data)
    (logs / "run0" / "a.1.pt.trace.json").unlink()
    changed("one added, one removed")
    # (the link inside led to the file removed: it is no trace now)
    assert sorted(t.worker for t in scanner.scan()[0]) == ["b", "config", "d"]


def test_past_the_bound_results_are_dropped_to_the_low_water_mark(tmp_path):
    from tb_attn_plugin.server.table import RESULT_LOW_WATER

    svc, jobs = six_analysed(tmp_path, max_result_bytes=10**9)  # every result held
    try:
        sizes = [j.result_bytes for j in jobs]
        assert all(j.result is not None for j in jobs) and min(sizes) > 0
        with svc._lock:
            svc.table.max_result_bytes = sum(sizes) - 1  # one byte short: over the bound
            svc.table.evict()
        held = sum(j.result_bytes for j in jobs if j.result is not None)
        assert held == svc.table._held_bytes <= RESULT_LOW_WATER * svc.table.max_result_bytes
        # the least recently used went first, and only as many as needed
        gone = [j for j in jobs if j.evicted]
        kept = [j for j in jobs if j.result is not None]
        assert gone and kept and max(j.last_used for j in gone) <= min(j.last_used for j in kept)
        size = dict(zip((j.key for j in jobs), sizes))  # (a dropped result's bytes are 0 now)
        assert held + min(size[j.key] for j in gone) > RESULT_LOW_WATER * svc.table.max_result_bytes
    finally:
        svc.close()
