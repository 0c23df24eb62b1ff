"""Every read opens exactly the file that was listed, is bounded by bytes whatever the file
says its size is, and ends with one line naming the file and the problem (#27).

The attacks: a listed trace replaced by a link to a file outside the logdir (or by another
file) between the listing and the analysis; a device or a FIFO where a trace was; a gzip
bomb under a memory cap; a read that failed for the file's situation, tried again."""

import gzip
import json
import os
import resource
import shutil
import subprocess
import sys

import pytest
from test_service import settled
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.core.limits import Limits
from tb_attn_plugin.discovery.logdir import scan
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.reader import read_trace
from tb_attn_plugin.reader.streaming import MAX_PIECE_BYTES
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.jobs import analysis_job
from tb_attn_plugin.server.service import AnalysisService
from tb_attn_plugin.store import storage

SECRET = "secret_label_outside_the_logdir"


def labelled_trace(label: str) -> TraceBuilder:
    t = TraceBuilder()
    t.label(label, 0, 50)
    t.kernel("flash_fwd_kernel", 100, 10.0, t.launch(10))
    return t


def logdir_and_outside(tmp_path):
    logdir = tmp_path / "logs"
    labelled_trace("attn_fwd").write(logdir / "run" / "w.pt.trace.json")
    outside = labelled_trace(SECRET).write(tmp_path / "private" / "p.pt.trace.json")
    os.chmod(outside, 0o600)
    return logdir, outside


def run_cli(*args, **kwargs):
    return subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", *args], capture_output=True, text=True, timeout=300, **kwargs
    )


def test_a_listed_trace_swapped_for_a_link_is_not_followed(tmp_path):
    logdir, outside = logdir_and_outside(tmp_path)
    [trace] = scan(str(logdir))[0]
    os.remove(trace.path)
    os.symlink(outside, trace.path)  # after the listing, before the analysis
    result = analysis_job(trace.path, Options(), Limits(), str(tmp_path / "cache"), ("k",), trace.listed())
    entry = result.held.entry()
    assert not entry.ok and entry.errors == [f"{trace.path}: a symbolic link (links are not followed)"]
    assert SECRET.encode() not in result.held.report
    assert not (tmp_path / "cache").exists() or not os.listdir(tmp_path / "cache")  # nothing cached


def test_a_listed_trace_replaced_by_another_file_is_refused_in_the_served_tab(tmp_path):
    logdir, outside = logdir_and_outside(tmp_path)
    service = AnalysisService(str(logdir), executor="thread", cache=ResultCache(str(tmp_path / "c")))
    try:
        [trace] = service.traces()
        # another regular file renamed over the listed one (same size would not save it:
        # its inode differs)
        moved = tmp_path / "logs" / "run" / "new.tmp"
        shutil.copyfile(outside, moved)
        os.replace(moved, trace.path)
        failed = settled(service, trace, Options())
        assert failed.status == "failed"
        assert failed.entry().errors == [
            f"{trace.path}: not the file that was listed (replaced since); it is read again at the next listing"
        ]
        assert SECRET.encode() not in failed.report
    finally:
        service.close()


def test_a_trace_changed_since_its_listing_is_not_analysed_under_the_old_identity(tmp_path):
    logdir, _ = logdir_and_outside(tmp_path)
    [trace] = scan(str(logdir))[0]
    with open(trace.path, "ab") as f:  # (same file, same inode: grown)
        f.write(b" ")
    entry = analyze_file(trace.path, listed=trace.listed())
    assert entry["errors"] == [f"{trace.path}: changed since it was listed; it is read again at the next listing"]
    [again] = scan(str(logdir))[0]
    assert analyze_file(again.path, listed=again.listed())["ok"]


def test_a_device_is_refused_at_once_by_both_read_paths(monkeypatch):
    for careful in ("0", "1"):
        monkeypatch.setenv("TB_ATTN_CAREFUL_READ", careful)
        entry = analyze_file("/dev/zero", limits=Limits(max_bytes=100 << 20))
        assert entry["errors"] == ["/dev/zero: a device, not a regular file (only regular files are read)"]
    done = run_cli("report", "--max-trace-mb", "100", "/dev/zero")
    # (the text report says it, once: #61 item 6)
    assert done.returncode == 1 and "/dev/zero: a device, not a regular file" in done.stdout and done.stderr == ""


def test_a_fifo_never_blocks_the_reader_the_listing_or_the_cli(tmp_path):
    logdir, _ = logdir_and_outside(tmp_path)
    [trace] = scan(str(logdir))[0]
    os.remove(trace.path)
    os.mkfifo(trace.path)  # swapped in after the listing: nobody ever writes to it
    entry = analyze_file(trace.path, listed=trace.listed())
    assert entry["errors"] == [f"{trace.path}: a FIFO, not a regular file (only regular files are read)"]
    fifo_json = tmp_path / "logs" / "plain.json"  # (a plain .json is peeked at by the listing)
    os.mkfifo(fifo_json)
    assert scan(str(logdir))[0] == []
    # the CLI without --timeout: answered, not blocked (the subprocess's own timeout is a
    # guard against a hang, never an assertion on how long it took)
    done = run_cli("report", trace.path)
    assert done.returncode == 1 and f"{trace.path}: a FIFO, not a regular file" in " ".join(done.stdout.split())


def test_cache_files_are_read_only_when_regular_and_bounded(tmp_path):
    cache = ResultCache(str(tmp_path / "c"))
    cache.put(("k",), {"ok": True, "path": "x"}, None)
    assert cache.get(("k",), "report") == {"ok": True, "path": "x"}
    [name] = [n for n in os.listdir(tmp_path / "c") if n.endswith(".report.json")]
    target = tmp_path / "c" / name
    os.remove(target)
    os.mkfifo(target)
    assert cache.get(("k",), "report") is None  # (and returned: a FIFO read would block here)
    os.remove(target)
    os.symlink("/dev/zero", target)
    assert cache.get(("k",), "report") is None


def _bomb(path, prefix: bytes, filler: bytes, mib: int) -> str:
    with gzip.open(path, "wb", compresslevel=6) as gz:
        gz.write(prefix)
        block = filler * (1 << 20)
        for _ in range(mib):
            gz.write(block)
    return str(path)


CAP_BYTES = 1536 << 20  # address space a bomb's reader may have (RLIMIT_AS)


def _under_cap():
    resource.setrlimit(resource.RLIMIT_AS, (CAP_BYTES, CAP_BYTES))


@pytest.mark.slow
def test_a_gzip_bomb_is_refused_under_a_memory_cap(tmp_path):
    """Each a few MB of gzip inflating to 2 GiB, more than the reader's whole address space
    may hold: each is refused with its own line, none runs out of memory."""
    endless = _bomb(tmp_path / "endless.pt.trace.json.gz", b'{"traceEvents":[{"name":"', b"a", 2048)
    zeros = _bomb(tmp_path / "zeros.pt.trace.json.gz", b"", b"\0", 2048)
    assert os.path.getsize(endless) < 8 << 20
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}
    done = run_cli("report", endless, zeros, env=env, preexec_fn=_under_cap)
    assert done.returncode == 1, done.stderr
    said = " ".join(done.stdout.split())  # (the text report says each, once, wrapped)
    assert (
        f"{endless}: {MAX_PIECE_BYTES >> 20} MiB of events with no boundary between two of them: "
        "not a trace (no event is that large)"
    ) in said
    assert f"{zeros}: not JSON, so not a Kineto trace" in said
    assert "memory" not in done.stderr.lower() and "Traceback" not in done.stderr
    # the careful read alone holds the limit at most, and says so
    careful = run_cli("report", "--max-trace-mb", "512", endless, env={**env, "TB_ATTN_CAREFUL_READ": "1"},
                      preexec_fn=_under_cap)  # fmt: skip
    assert careful.returncode == 1
    assert f"{endless}: larger than the 512 MiB limit uncompressed" in " ".join(careful.stdout.split())


def test_a_plain_file_is_read_to_the_limit_whatever_its_size_said(tmp_path, monkeypatch):
    """The size check is only a quick refusal: the bytes themselves are counted (a file that
    grows after its fstat, or a size that lies, still stops at the limit)."""
    path = labelled_trace("attn_fwd").write(tmp_path / "w.pt.trace.json")
    size = os.path.getsize(path)
    monkeypatch.setattr(storage, "size_of", lambda f, p: 0)  # a size that says nothing
    monkeypatch.setenv("TB_ATTN_CAREFUL_READ", "1")
    entry = analyze_file(path, limits=Limits(max_bytes=size - 1))
    assert entry["errors"] == [f"{path}: larger than the {(size - 1) / 2**20:,.0f} MiB limit uncompressed "
                               "(see --max-trace-mb (tb-attn) or --attention_max_trace_mb (TensorBoard))"]  # fmt: skip
    assert read_trace(path, Limits(max_bytes=size)).cpu is not None


def test_a_read_that_may_pass_is_tried_again_with_back_off_and_at_once_after_a_chmod(tmp_path, monkeypatch):
    """A read error that is the file's situation (here: the first two reads refused, as for
    a file not yet readable or a store cut off) is not kept for good: it is tried again once
    its back-off has passed, or at once when the file's permissions change; an error in the
    content (not JSON) is kept."""
    from tb_attn_plugin.analysis.report.compose import error_entry
    from tb_attn_plugin.server import jobs as jobs_module

    logdir, _ = logdir_and_outside(tmp_path)
    (logdir / "bad").mkdir()
    (logdir / "bad" / "x.pt.trace.json").write_text("not json at all")
    real = jobs_module.analyze_typed
    refused: list = []

    def refusing_twice(path, *args, **kwargs):
        if path.endswith("w.pt.trace.json") and len(refused) < 2:
            refused.append(path)
            return error_entry(path, f"{path}: permission denied", retryable=True), None
        return real(path, *args, **kwargs)

    monkeypatch.setattr(jobs_module, "analyze_typed", refusing_twice)
    service = AnalysisService(str(logdir), executor="thread")
    try:
        service.table.error_backoff = 3600.0
        traces = {t.run: t for t in service.traces()}
        first = settled(service, traces["run"], Options())
        assert first.status == "failed" and first.entry().retryable is True and len(refused) == 1
        assert settled(service, traces["run"], Options()).status == "failed" and len(refused) == 1  # backing off
        os.chmod(traces["run"].path, 0o640)  # its permissions changed: tried again at once
        touched = service.find(traces["run"].id)
        assert touched.ctime_ns != traces["run"].ctime_ns
        second = settled(service, touched, Options())
        assert second.status == "failed" and len(refused) == 2
        service.table.error_backoff = 0.0  # its back-off has passed
        third = settled(service, touched, Options())
        assert third.status == "ready" and third.entry().ok and len(refused) == 2
        broken = settled(service, traces["bad"], Options())
        assert broken.status == "failed" and "retryable" not in json.loads(broken.report)
        assert settled(service, traces["bad"], Options()).report is broken.report  # kept, not read again
    finally:
        service.close()
