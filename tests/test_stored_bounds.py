"""Stored results bounded before parsing (#45 item 3): a cache file or a shared result larger
than what its trace can produce (limits.stored_bound) is refused by its size, and not a byte
of it is read; one within its bound is read as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.core.limits import ENTRY_BASE_BYTES, ENTRY_PER_TRACE_BYTE, MAX_ENTRY_BYTES, stored_bound
from tb_attn_plugin.discovery.logdir import discover
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.results import SharedResults, result_key
from tb_attn_plugin.store import storage


def test_the_bounds_grow_with_the_trace_and_are_capped():
    assert stored_bound("report", 1000) == ENTRY_BASE_BYTES + ENTRY_PER_TRACE_BYTE * 1000
    assert stored_bound("report", 10 << 30) == MAX_ENTRY_BYTES == 32 << 20
    # (the extras' bound is per byte of the trace uncompressed: storage.uncompressed_size)
    assert stored_bound("extras", 10 << 20) == (8 << 20) + 1 * (10 << 20)
    assert stored_bound("extras", 10 << 30) == 1 << 30
    assert stored_bound("summary", 10 << 30) == 4 << 20


@pytest.fixture
def trace(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel("softmax_warp_forward", 200, 10.0, t.launch(10))
    t.write(tmp_path / "logs" / "run" / "w.pt.trace.json")
    (found,) = discover(str(tmp_path / "logs"))
    return found


class CountedReads:
    """storage's readers wrapped: every byte read from a file counted."""

    def __init__(self, monkeypatch):
        self.bytes = 0
        counter = self
        real_local, real_binary = storage.open_local, storage.open_binary

        class Counted:
            def __init__(self, f):
                self.f = f

            def read(self, n=-1):
                data = self.f.read(n)
                counter.bytes += len(data)
                return data

            def __getattr__(self, name):
                return getattr(self.f, name)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.f.close()

        monkeypatch.setattr(storage, "open_local", lambda *a, **k: Counted(real_local(*a, **k)))
        monkeypatch.setattr(storage, "open_binary", lambda *a, **k: Counted(real_binary(*a, **k)))


def grow(path, size: int) -> None:
    """The file made size bytes long, sparse (no disk taken)."""
    with open(path, "r+b") as f:
        f.truncate(size)


def test_a_cache_file_over_its_bound_is_refused_unread(trace, tmp_path, monkeypatch):
    cache = ResultCache(str(tmp_path / "cache"))
    key = ("k", trace.path, trace.size)
    entry = analyze_file(trace.path)
    assert cache.put(key, entry, {"x": 1})
    bound = stored_bound("report", trace.size)
    assert cache.get(key, "report", bound) == entry  # within its bound: read as before
    grow(cache._path(key, "report"), bound + 1)
    counted = CountedReads(monkeypatch)
    assert cache.get(key, "report", bound) is None
    assert counted.bytes == 0


def test_a_shared_result_over_its_bound_is_refused_unread(trace, tmp_path, monkeypatch):
    shared = SharedResults(str(tmp_path / "results"))
    options = Options()
    entry = analyze_file(trace.path)
    shared.put(trace, options, entry)
    assert shared.get(trace, options).ok
    url = shared._url(result_key(trace, options))
    # a hostile result: valid JSON of the right key, padded far past what this trace makes
    doc = json.dumps({"key": result_key(trace, options), "entry": entry}).encode()
    with open(url, "wb") as f:
        f.write(doc)
    grow(url, stored_bound("report", trace.size) + 1)
    counted = CountedReads(monkeypatch)
    assert shared.get(trace, options) is None
    assert counted.bytes == 0
    summary = shared._url(result_key(trace, options), ".summary.json")
    grow(summary, stored_bound("summary", trace.size) + 1)
    assert shared.get_summary(trace, options) is None and counted.bytes == 0


def test_a_traces_uncompressed_size_is_its_size_or_its_gzip_footers(tmp_path):
    import gzip

    from tb_attn_plugin.discovery.trace_files import GZIP_RATIO_BOUND

    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "a.pt.trace.json").write_bytes(b'{"traceEvents": []}' + b" " * 4981)
    (logs / "b.pt.trace.json.gz").write_bytes(gzip.compress(b'{"traceEvents": []}' * 10_000))
    plain, packed = sorted(discover(str(logs)), key=lambda t: t.path)
    assert plain.uncompressed_size() == 5000
    assert packed.uncompressed_size() == 190_000  # the footer's ISIZE
    # a footer that cannot be one (less than the compressed size): the ratio's bound instead
    data = (logs / "b.pt.trace.json.gz").read_bytes()
    (logs / "b.pt.trace.json.gz").write_bytes(data[:-4] + (3).to_bytes(4, "little"))
    (_, packed) = sorted(discover(str(logs)), key=lambda t: t.path)
    assert packed.uncompressed_size() == GZIP_RATIO_BOUND * packed.size


def test_a_cached_extras_file_over_its_traces_bound_is_refused_unread(tmp_path, monkeypatch):
    """#62 item 4: the tab's extras of a trace of about 1 MB: their bound is 8 MB + 1 byte per
    byte of the trace uncompressed (9 MB); a hostile file of 12 MB, within the earlier bound
    (8 MB + 8 bytes per byte as stored: 16 MB), is refused by its size, not a byte read, and the
    trace is analysed again."""
    from tb_attn_plugin.server.service import AnalysisService

    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 1_000_000)
    for i in range(4000):
        t.label(f"attn_fwd_{i:05d}" + "x" * 200, 10 + 200 * i, 100)
    t.write(tmp_path / "logs" / "run" / "w.pt.trace.json")
    (found,) = discover(str(tmp_path / "logs"))
    assert 1 << 20 < found.size < 2 << 20
    service = AnalysisService(str(tmp_path / "logs"), cache=ResultCache(str(tmp_path / "cache")), executor="thread")
    try:
        job = service.request(found, Options())
        job.future.result(timeout=120)
        assert service.extras(job) is not None  # made by the analysis, and cached
        path = service.cache._path(job.key, "extras")
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
        doc["value"]["scope_names"].append("x" * (12 << 20))  # valid, and 12 MB
        data = json.dumps(doc).encode()
        with open(path, "wb") as f:
            f.write(data)
        bound = stored_bound("extras", found.size)
        assert bound < len(data) < (8 << 20) + 8 * found.size
        # the report read back says the extras' size it was written with: made to match
        report_path = service.cache._path(job.key, "report")
        report = json.loads(Path(report_path).read_text(encoding="utf-8"))
        report["extras_bytes"] = len(data)
        with open(report_path, "w", encoding="utf-8") as f:
            json.dump(report, f)
        job.result = None
        job.evicted = True
        from tb_attn_plugin.server import cache as cache_module

        real_read = cache_module._read_regular_file
        reads = []

        def read(file, limit):
            data = real_read(file, limit)
            reads.append((file, limit, None if data is None else len(data)))
            return data

        monkeypatch.setattr(cache_module, "_read_regular_file", read)
        assert service.extras(job) is None  # refused, and the trace requested again
        # the report read back (within its bound), the extras file refused by its size, unread
        assert [(f, n) for f, _, n in reads if f == path] == [(path, None)]
        assert [limit for f, limit, _ in reads if f == path] == [bound]
    finally:
        service.close()
