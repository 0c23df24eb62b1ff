"""Stored results bound to the trace they were made from (#45 item 4): a shared result or a
cache entry holds the content digest of its trace (storage.content_digest: its size, first
and last 64 KiB), and is refused for a trace whose digest differs: a result moved onto
another trace, one invented without reading the trace, or one kept for a file rewritten
with its size and time kept (rsync -t, touch -r)."""

from __future__ import annotations

import hashlib
import json
import os

from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.discovery.logdir import discover
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.jobs import job_key
from tb_attn_plugin.server.results import SharedResults, result_key
from tb_attn_plugin.server.service import AnalysisService
from tb_attn_plugin.store import storage


def write_trace(path, kernel_us: float, pad: int = 0) -> None:
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel("softmax_warp_forward", 200, kernel_us, t.launch(10))
    t.label("x" * pad, 300, 301)
    t.write(path)


def two_traces(tmp_path):
    logs = tmp_path / "logs"
    write_trace(logs / "run" / "a.pt.trace.json", 10.0)
    write_trace(logs / "run" / "b.pt.trace.json", 30.0)
    return logs, {t.worker: t for t in discover(str(logs))}


def test_the_digest_is_of_size_first_and_last_blocks(tmp_path):
    """Worked out by hand from the file's bytes, for a file of one block and one of three."""
    small = tmp_path / "small"
    small.write_bytes(b"abc")
    expected = hashlib.sha256(b"tb-attn content 3\nabc").hexdigest()[:32]
    assert storage.content_digest(str(small)) == expected
    big = tmp_path / "big"
    block = storage.DIGEST_BLOCK
    data = b"a" * block + b"m" * 10 + b"z" * block
    big.write_bytes(data)
    expected = hashlib.sha256(b"tb-attn content %d\n" % len(data) + data[:block] + data[-block:]).hexdigest()[:32]
    assert storage.content_digest(str(big)) == expected


def test_a_shared_result_moved_onto_another_trace_or_invented_is_refused(tmp_path):
    _, traces = two_traces(tmp_path)
    a, b = traces["a"], traces["b"]
    shared = SharedResults(str(tmp_path / "results"))
    options = Options()
    entry_a = analyze_file(a.path)
    shared.put(a, options, entry_a)
    assert shared.get(a, options).attention.forward_kernel_us == 10.0
    assert shared.get_summary(a, options) is not None
    key_b = result_key(b, options)
    for content in (a.content(), "0" * 32, None):  # a's result under b's key; invented; none
        doc = (
            {"key": key_b, "entry": entry_a}
            if content is None
            else {"key": key_b, "content": content, "entry": entry_a}
        )
        with open(shared._url(key_b), "w") as f:
            json.dump(doc, f)
        assert shared.get(b, options) is None, content
    # the writer read b to compute its digest: then b's result is shown (what a writer can do)
    with open(shared._url(key_b), "w") as f:
        json.dump({"key": key_b, "content": b.content(), "entry": entry_a}, f)
    assert shared.get(b, options) is not None


def test_a_cache_entry_of_a_file_rewritten_with_its_size_and_time_kept_is_refused(tmp_path):
    """The file rewritten with other numbers of the same length, its time set back: the cache
    key (path, size, time) is the same; the entry's digest is not, so the server analyses it
    again and shows the new numbers."""
    logs = tmp_path / "logs"
    path = logs / "run" / "a.pt.trace.json"
    write_trace(path, 10.0)
    before = os.stat(path)
    cache_dir = str(tmp_path / "cache")
    options = Options()

    def served_kernel_us() -> float:
        svc = AnalysisService(str(logs), options, executor="thread", cache=ResultCache(cache_dir))
        try:
            (trace,) = svc.traces(force=True)
            for _ in range(600):  # bounded in count: the job is done, or its error shows
                outcome = svc.result(trace, options)
                if outcome.report is not None:
                    return outcome.entry().attention.forward_kernel_us
                # (read once: the job's end clears it, in another thread; None: ended, asked again)
                future = svc.table.jobs[job_key(trace, options)].future
                if future is not None:
                    future.result(timeout=60)
            raise AssertionError("no entry")
        finally:
            svc.close()

    assert served_kernel_us() == 10.0
    assert served_kernel_us() == 10.0  # (a restart: from the cache)
    write_trace(path, 20.0)  # same length: "10.0" and "20.0"
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert os.stat(path).st_size == before.st_size
    storage._digests.clear()  # (a new server process: nothing remembered)
    assert served_kernel_us() == 20.0
