"""service.py's internals: job keys, what every route is answered (ready, failed, pending),
and what a held result is counted as."""

from __future__ import annotations

import json
import sys
import time

import msgspec
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.analysis.passes.hardware import DevicePeaks
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.held import EntryFacts
from tb_attn_plugin.server.jobs import job_key
from tb_attn_plugin.server.service import AnalysisService
from tb_attn_plugin.server.summaries import KeptSummaries


def logdir_with(tmp_path, good: bool = True):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel("flash_fwd_kernel", 200, 10.0, t.launch(20))
    t.write(tmp_path / "logs" / "run" / "w.pt.trace.json")
    if not good:
        (tmp_path / "logs" / "bad").mkdir()
        (tmp_path / "logs" / "bad" / "x.pt.trace.json").write_text("not json at all")
    return tmp_path / "logs"


def settled(service, trace, options):
    for _ in range(600):  # bounded in count (a state, never a time, is waited for)
        outcome = service.result(trace, options)
        if outcome.status != "pending":
            return outcome
        time.sleep(0.05)
    raise AssertionError("the analysis did not settle")


def test_the_job_key_holds_the_trace_the_patterns_and_the_peaks(tmp_path):
    service = AnalysisService(str(logdir_with(tmp_path)), executor="thread")
    try:
        [trace] = service.traces()
        plain = job_key(trace, Options())
        assert plain[:3] == (trace.path, trace.size, trace.mtime_ns)
        assert job_key(trace, Options(label_regex="x")) != plain
        peaks = tmp_path / "peaks.json"
        peaks.write_text(json.dumps({"devices": [{"key": "X", "names": "X", "peak_tflops": {"fp32": 1.0}}]}))
        with_peaks = job_key(trace, Options(device_peaks=DevicePeaks.read(str(peaks))))
        assert with_peaks != plain and len(with_peaks) == len(plain) + 1
    finally:
        service.close()


def test_outcomes_ready_failed_and_pending(tmp_path):
    service = AnalysisService(
        str(logdir_with(tmp_path, good=False)), executor="thread", cache=ResultCache(str(tmp_path / "c"))
    )
    try:
        traces = {t.run: t for t in service.traces()}
        first = service.result(traces["run"], Options())
        assert first.status == "pending" and first.state.state in ("queued", "analysing", "done")
        ready = settled(service, traces["run"], Options())
        assert ready.status == "ready" and ready.entry().ok and ready.entry().attention.kernel_us == 10.0
        failed = settled(service, traces["bad"], Options())
        assert failed.status == "failed" and not failed.entry().ok and "x.pt.trace.json" in failed.entry().errors[0]
        summary = service.summary_result(traces["run"], Options())
        assert summary.status == "ready" and summary.summary is not None and summary.summary.ok
        extras, state = service.extras_result(traces["run"], Options())
        assert state.state == "done" and extras.scope_names == ["attn_fwd"]
    finally:
        service.close()


def test_a_held_result_counts_its_entry_and_its_extras(tmp_path):
    """A result is held as its entry's JSON, counted by its length, with its extras' arrays;
    the bytes held are the entry's JSON, which /report sends as it is."""
    service = AnalysisService(str(logdir_with(tmp_path)), executor="thread")
    try:
        [trace] = service.traces()
        settled(service, trace, Options())
        job = service.request(trace, Options())
        report = job.result.report
        assert isinstance(report, bytes) and report == msgspec.json.encode(service.entry(job))
        assert json.loads(report)["attention"]["kernel_us"] == 10.0
        assert job.result_bytes == len(report) + job.result.extras.nbytes() == service.table._held_bytes
        assert job.result.facts == EntryFacts(True, None, False, json.loads(report)["analysis_seconds"])
    finally:
        service.close()


def test_a_result_from_a_worker_process_comes_as_json_and_its_summary(tmp_path, monkeypatch):
    """A worker sends its entry's JSON, what its state reads of it and its step summary: the
    server's process decodes nothing of it, and makes no summary, until a reader asks.
    Counted through the server's own functions; the worker's are its own process's."""
    import tb_attn_plugin.server.held as held_module
    import tb_attn_plugin.server.service as service_module

    decoded, summarised = [], []
    real_decode, real_summary = held_module.decoded_entry, service_module.step_summary
    monkeypatch.setattr(held_module, "decoded_entry", lambda *a: decoded.append(a) or real_decode(*a))
    monkeypatch.setattr(service_module, "step_summary", lambda e: summarised.append(e) or real_summary(e))
    service = AnalysisService(str(logdir_with(tmp_path)), workers=1)  # (worker processes)
    try:
        [trace] = service.traces()
        settled(service, trace, Options())
        job = service.request(trace, Options())
        assert job.result is not None and job.result.facts.ok
        assert decoded == [] and summarised == []
        # the figures are the JSON's, and the summary is the entry's
        assert job.result_bytes == len(job.result.report) + job.result.extras.nbytes()
        summary = msgspec.to_builtins(real_summary(job.result.entry()))
        assert json.loads(service.summaries.get(job.key)) == summary
    finally:
        service.close()


def test_a_growing_file_is_analysed_once_it_is_still_and_its_queued_states_are_cancelled(tmp_path, monkeypatch):
    """A file seen changing is not analysed at each listing: while it keeps changing its
    job waits ("being_written"), the queued analysis of its earlier state is cancelled, and
    once it has been still for STILL_SECONDS it is analysed, once."""
    import os
    import threading

    from tb_attn_plugin.server import jobs as jobs_module

    logs = logdir_with(tmp_path)
    blocker = TraceBuilder()
    blocker.label("attn_fwd", 0, 10)
    blocker.write(logs / "blocker" / "b.pt.trace.json")
    release = threading.Event()
    analysed: list = []
    real = jobs_module.analyze_typed

    def counted(path, *args, **kwargs):
        analysed.append(os.path.basename(os.path.dirname(path)))
        if "blocker" in path:
            release.wait(60)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(jobs_module, "analyze_typed", counted)
    service = AnalysisService(str(logs), executor="thread")
    try:
        traces = {t.run: t for t in service.traces()}
        service.result(traces["blocker"], Options())  # (the only worker: busy until released)
        for _ in range(600):  # bounded in count: a state, not a time, is waited for
            if analysed:
                break
            time.sleep(0.05)
        first = service.result(traces["run"], Options())
        assert first.state.state == "queued"
        path = traces["run"].path
        with open(path, "a") as f:  # the file grows: a new state, seen changing
            f.write(" ")
        grown = service.find(traces["run"].id)
        waiting = service.result(grown, Options())
        assert waiting.status == "pending" and waiting.state.state == "being_written"
        assert service.table.known(job_key(traces["run"], Options())) is None  # the first, cancelled
        old = time.time() - 60
        os.utime(path, (old, old))  # still for a while now (a new time: a new state too)
        still = service.find(traces["run"].id)
        assert service.result(still, Options()).state.state == "queued"
        release.set()
        done = settled(service, still, Options())
        assert done.status == "ready" and done.entry().ok
        assert analysed.count("run") == 1  # only its last state was analysed
    finally:
        release.set()
        service.close()


def test_the_logdir_is_rescanned_in_the_background_and_the_last_listing_answered(tmp_path, monkeypatch):
    """A due rescan never holds up the request that finds it due: it runs in a thread of its
    own and the last listing is answered meanwhile (a scan of 5,000 traces held /traces)."""
    import threading

    from tb_attn_plugin.discovery.logdir import LocalScanner

    logs = logdir_with(tmp_path)
    service = AnalysisService(str(logs), executor="thread")
    real_scan = LocalScanner.scan
    gate, scanning = threading.Event(), threading.Event()
    threads: list = []

    def slow_scan(scanner, *args, **kwargs):
        threads.append(threading.current_thread().name)
        scanning.set()
        gate.wait(60)
        return real_scan(scanner, *args, **kwargs)

    try:
        [first] = service.traces()  # the first listing is waited for
        monkeypatch.setattr(LocalScanner, "scan", slow_scan)
        TraceBuilder().write(logs / "new" / "w.pt.trace.json")
        service.catalog.scan_interval = 0.0
        assert service.traces() == [first]  # answered at once, from the last listing
        assert scanning.wait(60) and threads == ["tb-attn-scan"]
        assert service.catalog.listing() == ([first], True)  # (what /traces tells the tab: ask again shortly)
        assert service.traces() == [first]  # (one rescan at a time: none more started)
        gate.set()
        for _ in range(600):  # bounded: until the rescan's listing is answered
            if len(service.traces()) == 2:
                break
            time.sleep(0.05)
        assert {t.run for t in service.traces()} == {"run", "new"}
    finally:
        gate.set()
        service.close()


def test_kept_summaries_are_bounded_by_their_measured_size(tmp_path):
    """Four traces' step summaries, kept by job key as their JSON; a bound of about two of
    them keeps the two read last (each counted by what its bytes object takes: the JSON's
    length and CPython's bytes header)."""
    import msgspec

    for i in range(4):
        t = TraceBuilder()
        t.label("attn_fwd", 0, 100)
        t.kernel("flash_fwd_kernel", 200, 10.0 + i, t.launch(20))
        t.write(tmp_path / "logs" / "run" / f"w{i}.pt.trace.json")
    service = AnalysisService(str(tmp_path / "logs"), executor="thread")
    try:
        traces = sorted(service.traces(), key=lambda t: t.path)
        for trace in traces:
            settled(service, trace, Options())
        outcomes = service.summary_results(traces, Options())
        assert [o.status for o in outcomes] == ["ready"] * 4
        header = sys.getsizeof(b"")
        sizes = [len(msgspec.json.encode(o.summary)) + header for o in outcomes]
        assert service.summaries.bytes == sum(sizes) and len(service.summaries) == 4
        service.summaries = KeptSummaries(max_bytes=sizes[2] + sizes[3])
        for trace in traces:
            service.summary_result(trace, Options())
        kept = [key[0] for key in service.summaries._kept]
        assert kept == [traces[2].path, traces[3].path] and service.summaries.bytes == sizes[2] + sizes[3]
        # a kept summary is served as it was, without its entry
        job = service.request(traces[3], Options())
        job.result, job.evicted = None, False
        assert service.summary(job) == outcomes[3].summary
        served = service.summary(job)
        served.steps.per_step.clear()  # (each read is a fresh copy: a caller's change stays its own)
        assert service.summary(job) == outcomes[3].summary
    finally:
        service.close()


def test_a_job_that_died_is_pending_for_the_trend_until_analysed_again(tmp_path, monkeypatch):
    """A job whose worker died (it may pass) is pending in a trend's outcomes, not failed: the
    view asks again while any is pending, and the next ask past its back-off analyses it again.
    A trace that cannot be read is failed for good. (Counted as failed, a died job ended the
    Trends view's asking with the run's ranks one worker short.)"""
    import tb_attn_plugin.server.jobs as jobs_module
    from tb_attn_plugin.server.workers import JobDied

    logdir = logdir_with(tmp_path, good=False)
    real_job, died = jobs_module.analysis_job, []

    def dies_once(path, *args, **kwargs):
        if path.endswith("w.pt.trace.json") and not died:
            died.append(path)
            raise JobDied("killed by SIGKILL")
        return real_job(path, *args, **kwargs)

    monkeypatch.setattr(jobs_module, "analysis_job", dies_once)
    service = AnalysisService(str(logdir), executor="thread")
    try:
        traces = sorted(service.traces(), key=lambda t: t.run)  # bad, run
        for _ in range(600):  # bounded in count: both jobs end (one failed, one died)
            states = [s.state for _, s in service.summary_states(traces, Options())]
            if "queued" not in states and "analysing" not in states:
                break
            time.sleep(0.05)
        assert states == ["error", "error"] and len(died) == 1
        outcomes = service.summary_results(traces, Options())
        assert [o.status for o in outcomes] == ["failed", "pending"]
        assert "killed by SIGKILL" in outcomes[1].state.error
        service.table.error_backoff = 0.0  # (its back-off past: the next ask analyses it again)
        for _ in range(600):
            outcomes = service.summary_results(traces, Options())
            if outcomes[1].status != "pending":
                break
            time.sleep(0.05)
        assert [o.status for o in outcomes] == ["failed", "ready"]
        assert outcomes[1].summary.attention.kernel_us == 10.0
    finally:
        service.close()
