"""Remote logdirs through any protocol fsspec knows, not only S3: fsspec's in-memory store
(in this process) stands for one whose names drop the URL's host and that gives no ETag
(HDFS is such a store), and metadata shaped like each library's says which version a
rewritten object is recognised by."""

import datetime
import time

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.discovery.logdir import list_remote, scan
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.server.cache import ResultCache
from tb_attn_plugin.server.catalog import object_changed
from tb_attn_plugin.server.service import AnalysisService
from tb_attn_plugin.store import storage

fsspec = pytest.importorskip("fsspec", reason="pip install fsspec (installed with the test extras)")


def trace_bytes(tmp_path, name, dur):
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 500)
    t.label("attn_fwd", 10, dur)
    with open(t.write(tmp_path / name), "rb") as f:
        return f.read()


@pytest.fixture
def memory_logdir():
    fs = fsspec.filesystem("memory")
    if fs.exists("/logs"):
        fs.rm("/logs", recursive=True)
    try:
        yield fs
    finally:
        if fs.exists("/logs"):
            fs.rm("/logs", recursive=True)


def test_a_logdir_in_fsspecs_memory_store_is_listed_read_and_analysed(memory_logdir, tmp_path):
    fs = memory_logdir
    fs.pipe("/logs/run/w0.1700000000000.pt.trace.json", trace_bytes(tmp_path, "a.json", 100))
    fs.pipe("/logs/run/w1.1700000000000.pt.trace.json", trace_bytes(tmp_path, "b.json", 250))
    fs.pipe("/logs/top.pt.trace.json", trace_bytes(tmp_path, "c.json", 40))
    fs.pipe("/logs/run/notes.txt", b"not a trace")
    traces, notes = scan("memory://logs")
    assert notes == []
    # the URLs are the logdir as written plus the part below it (the store names them /logs/...)
    assert [(t.path, t.run, t.worker) for t in traces] == [
        ("memory://logs/top.pt.trace.json", ".", "top"),
        ("memory://logs/run/w0.1700000000000.pt.trace.json", "run", "w0"),
        ("memory://logs/run/w1.1700000000000.pt.trace.json", "run", "w1"),
    ]
    # no ETag in this store: the version is the size and time, never empty (it marks remote)
    assert all(t.version.startswith(f"size={t.size},mtime=") for t in traces)
    for t, dur in zip(traces, (40, 100, 250)):
        e = analyze_file(t.path)
        assert e["ok"] and e["attention"]["cpu_us"] == dur, e["errors"]
    # a refresh lists the first level, then the folders due: the same traces
    kept, _ = list_remote("memory://logs", None, time.time())
    again, notes = list_remote("memory://logs", kept, time.time())
    assert notes == [] and again.traces == kept.traces
    # the tab's service lists and analyses it (threads: the store lives in this process)
    service = AnalysisService("memory://logs", cache=ResultCache(str(tmp_path / "cache")), executor="thread")
    try:
        listed = service.traces()
        assert [t.path for t in listed] == [t.path for t in traces]
        job = service.request(listed[1], service.options, front=True)
        for _ in range(200):  # bounded
            if service.state(job).state == "done":
                break
            time.sleep(0.05)
        assert service.entry(job).attention.cpu_us == 100.0
    finally:
        service.close()
    # rewritten: another size and time, so another version
    fs.pipe("/logs/run/w0.1700000000000.pt.trace.json", trace_bytes(tmp_path, "d.json", 1000))
    assert object_changed(traces[1]) and not object_changed(traces[2])


@pytest.mark.parametrize(
    "info, version",
    [
        ({"ETag": '"abc"', "VersionId": "v9", "size": 1}, '"abc"'),  # s3fs (its HEAD adds VersionId)
        ({"etag": "CJC", "generation": "17", "md5Hash": "x", "size": 1}, "CJC"),  # gcsfs
        ({"etag": "0x8D", "version_id": None, "size": 1}, "0x8D"),  # adlfs
        ({"md5Hash": "x", "size": 1}, "x"),
        ({"size": 5, "mtime": 2.5}, "size=5,mtime=2500000000"),  # HDFS through pyarrow
    ],
)
def test_the_version_of_an_object_from_each_librarys_metadata(info, version):
    assert storage.object_version(info) == version


def test_the_modification_time_from_each_librarys_metadata():
    when = datetime.datetime(2026, 1, 2, tzinfo=datetime.timezone.utc)
    ns = int(when.timestamp() * 1e9)
    for field in ("LastModified", "last_modified", "updated", "created"):
        assert storage.modified_ns({field: when}) == ns
    assert storage.modified_ns({"mtime": when.timestamp()}) == ns
    assert storage.modified_ns({}) == 0
