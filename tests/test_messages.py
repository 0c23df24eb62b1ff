"""Messages true to the cause (#45 item 8): a UTF-8 byte order mark before a valid trace is
read (the streaming and the careful read alike), and NaN or Infinity where JSON needs a
number is named as such, with its byte, not as an 'invalid character'."""

from __future__ import annotations

import re

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.reader import CAREFUL_READ_ENV


def trace_bytes(tmp_path) -> bytes:
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel("softmax_warp_forward", 200, 10.0, t.launch(10))
    return t.write(tmp_path / "plain.pt.trace.json") and (tmp_path / "plain.pt.trace.json").read_bytes()


@pytest.mark.parametrize("careful", ["0", "1"])
def test_a_byte_order_mark_before_a_valid_trace_is_read(tmp_path, monkeypatch, careful):
    monkeypatch.setenv(CAREFUL_READ_ENV, careful)
    data = trace_bytes(tmp_path)
    (tmp_path / "bom.pt.trace.json").write_bytes(b"\xef\xbb\xbf" + data)
    plain = analyze_file(str(tmp_path / "plain.pt.trace.json"))
    bom = analyze_file(str(tmp_path / "bom.pt.trace.json"))
    assert bom["ok"], bom["errors"]
    for e in (plain, bom):
        e.pop("path"), e.pop("analysis_seconds", None)
    assert bom == plain


@pytest.mark.parametrize("careful", ["0", "1"])
@pytest.mark.parametrize("token", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_named(tmp_path, monkeypatch, careful, token):
    monkeypatch.setenv(CAREFUL_READ_ENV, careful)
    data = trace_bytes(tmp_path)
    at = data.index(b'"dur": ') + len(b'"dur": ')
    end = at + len(data[at:].split(b",", 1)[0].split(b"}", 1)[0])
    bad = data[:at] + token.encode() + data[end:]
    path = tmp_path / "bad.pt.trace.json"
    path.write_bytes(bad)
    entry = analyze_file(str(path))
    assert not entry["ok"]
    [error] = entry["errors"]
    name = token.lstrip("-")
    assert error.startswith(f"{path}: ") and f"{name} at byte " in error, error
    assert "invalid character" not in error
    # the byte said is where the token is in the file
    offset = int(re.search(r" at byte ([\d,]+),", error).group(1).replace(",", ""))
    assert (
        bad[offset : offset + len(name)] == name.encode() or bad[offset - 1 : offset - 1 + len(token)] == token.encode()
    )


def test_a_store_that_keeps_throttling_is_said_so():
    """s3fs raises S3's 503 Slow Down, its retries spent, as OSError(EBUSY, 'Service
    Unavailable'): said in the documented wording, not as the errno."""
    import errno

    from tb_attn_plugin.store.storage import describe_error

    line = describe_error("s3://b/run/w.pt.trace.json", OSError(errno.EBUSY, "Service Unavailable"))
    assert line == "s3://b/run/w.pt.trace.json: the store kept throttling the requests (retried, then given up)"


@pytest.mark.parametrize("careful", ["0", "1"])
def test_a_trace_over_the_memory_budget_is_refused_with_what_it_would_need(tmp_path, monkeypatch, careful):
    """#45 item 5: the budget bounds what the analysis keeps as it is counted: 10,000 events,
    all host rows, need about 2.4 MB read in pieces (250 bytes a row), 2.7 MB read the careful
    way (280 bytes an event, the file held besides): over a budget of 1 MB, refused with the
    line; within 8 MB, read."""
    from tb_attn_plugin.core.limits import BYTES_PER_EVENT, BYTES_PER_ROW, Limits

    monkeypatch.setenv(CAREFUL_READ_ENV, careful)
    t = TraceBuilder()
    for i in range(5000):
        t.label("attn_fwd", 10.0 * i, 5)
        t.op("aten::softmax", 10.0 * i + 1, 3)
    path = t.write(tmp_path / "many.pt.trace.json")
    entry = analyze_file(path, limits=Limits(max_memory=1 << 20))
    assert not entry["ok"]
    [error] = entry["errors"]
    assert f"{path}: " in error and "would need at least" in error and "more than the 1 MB it may take" in error
    assert "--attention_max_memory_mb" in error
    # (what it counted when it stopped: past the budget, at most all 10,000 events)
    events = int(re.search(r": ([\d,]+) events", error).group(1).replace(",", ""))
    need_mb = float(re.search(r"at least ([\d,.]+) MB", error).group(1).replace(",", ""))
    if careful == "1":
        assert (1 << 20) < events * BYTES_PER_EVENT <= 10_000 * BYTES_PER_EVENT
        assert need_mb == round(events * BYTES_PER_EVENT / 2**20, 1)
    else:  # (every event a host row, no memory instant: the line says so)
        assert f"({events:,} kept as rows, 0 memory instants)" in error
        assert (1 << 20) < events * BYTES_PER_ROW <= 10_000 * BYTES_PER_ROW
        assert need_mb == round(events * BYTES_PER_ROW / 2**20, 1)
    assert analyze_file(path, limits=Limits(max_memory=8 << 20))["ok"]


@pytest.mark.parametrize("careful", ["0", "1"])
def test_a_repeated_traceevents_key_is_named_as_itself(tmp_path, monkeypatch, careful):
    """#62 item 5: the first of two traceEvents keys not a list: the message names the
    repeated traceEvents key, not deviceProperties (which the file holds as a list)."""
    monkeypatch.setenv(CAREFUL_READ_ENV, careful)
    path = tmp_path / "dup.pt.trace.json"
    event = '{"ph": "X", "cat": "user_annotation", "name": "attn_fwd", "pid": 1, "tid": 1, "ts": 0, "dur": 20}'
    path.write_text(f'{{"traceEvents": 5, "deviceProperties": [], "traceEvents": [{event}]}}')
    e = analyze_file(str(path))
    assert not e["ok"] and len(e["errors"]) == 1, e
    assert e["errors"][0].startswith(f"{path}: 2 traceEvents keys at the top level, not every one a list of events")
    assert "deviceProperties" not in e["errors"][0]
