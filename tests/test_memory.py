"""analysis/passes/memory.py, extras.py and queries/memory.py: bytes allocated and freed per scope,
peaks while a scope runs, the tab's extras and their JSON form, and the Memory view's
window queries, worked by hand."""

from __future__ import annotations

import pytest
from tracebuilder import TraceBuilder, context_of

from tb_attn_plugin.analysis.passes.memory import forward_memory, scope_memory, tab_extras
from tb_attn_plugin.analysis.queries.memory import memory_window, scope_instances
from tb_attn_plugin.analysis.report.extras import TabExtras
from tb_attn_plugin.core.limits import Limits
from tb_attn_plugin.pipeline import analyze_file


def with_memory() -> TraceBuilder:
    t = TraceBuilder()
    t.memory(1, 100, total_allocated=100, total_reserved=1 << 20)  # outside attention
    t.label("attn_fwd", 10, 50)
    t.memory(20, 4096, total_allocated=4196, total_reserved=1 << 20)
    t.memory(30, 1000, total_allocated=5196, total_reserved=1 << 20)
    t.memory(40, -4096, total_allocated=1100, total_reserved=1 << 20)
    t.label("attn_fwd", 100, 20)
    t.memory(110, 2000, total_allocated=3100, total_reserved=2 << 20)
    t.memory(200, -2000, total_allocated=1100, total_reserved=2 << 20)  # after it
    return t


def test_bytes_and_peaks_per_scope(tmp_path):
    ctx = context_of(with_memory(), tmp_path)
    section = scope_memory(ctx)
    [device] = section.curves
    [row] = section.by_scope.for_key(0)
    assert (row["device"], row["phase"]) == (device, "forward")
    assert (row["alloc_bytes"], row["freed_bytes"], row["alloc_count"], row["free_count"]) == (7096, 4096, 3, 1)
    assert row["net_bytes"] == 3000
    assert row["peak_allocated"] == 5196  # the highest level while either call ran


def test_a_curve_that_would_fall_below_zero_starts_at_the_least_allocation_its_events_allow(tmp_path):
    """Levels below zero are none. A trace whose events free what was allocated before it
    began (2021 traces have no Total Allocated; here a Total Allocated of -1, as a fuzzed trace
    had): the curve is rebuilt from Bytes, and starts at the least allocation its events
    allow, as much as it falls below its start at most. (It fell to -4096 and the report failed
    its schema: "could not be analysed".) By hand: Bytes -4096, +1000, +2000 give -4096,
    -3096, -1096 from zero; 4096 before the first: 0, 1000, 3000; the first call's peak 1000,
    the second's 3000."""
    for fmt, totals in (("2021", (None, None, None)), (None, (-1, 1000, 3000))):
        t = TraceBuilder(fmt=fmt) if fmt else TraceBuilder()
        t.label("attn_fwd", 10, 50)
        t.memory(20, -4096, total_allocated=totals[0], total_reserved=1 << 20)
        t.memory(30, 1000, total_allocated=totals[1], total_reserved=1 << 20)
        t.label("attn_fwd", 100, 20)
        t.memory(110, 2000, total_allocated=totals[2], total_reserved=1 << 20)
        ctx = context_of(t, tmp_path)
        section = scope_memory(ctx)
        [curve] = section.curves.values()
        assert curve.reconstructed and curve.allocated.tolist() == [0.0, 1000.0, 3000.0]
        [row] = section.by_scope.for_key(0)
        assert row["peak_allocated"] == 3000  # (the second call's: 3000 after its allocation)
        entry = analyze_file(t.write(tmp_path / f"neg{fmt}.pt.trace.json"))
        assert entry["ok"] and entry["errors"] == [], entry["errors"]
        assert entry["attention"]["peak_allocated"] == 3000
        said = [w for w in entry["warnings"] if "Total Allocated below zero" in w]
        assert said == (
            []
            if fmt
            else [
                f"{tmp_path / 'negNone.pt.trace.json'}: 1 memory event gives a Total "
                "Allocated below zero: each is read as not recorded (the allocator curve rebuilt from Bytes)"
            ]
        )


def test_the_scopes_table_figures_of_a_scopes_memory_rows(tmp_path):
    def row(device, phase, peak, alloc, freed):
        return {"device": device, "phase": phase, "peak_allocated": peak, "net_bytes": alloc - freed}

    rows = [
        row("cpu", "forward", 9_000, 500, 100),  # the host's level is higher, but a device has one
        row("cuda:0", "forward", 4_000, 3_000, 1_000),
        row("cuda:1", "forward", 6_000, 0, 2_000),
        row("cuda:0", "backward", 50_000, 10_000, 0),  # the backward's: not the forward's figures
    ]
    # the highest device level; the net of every device's forward, the host's included
    assert forward_memory(rows) == {"forward_peak_allocated": 6_000, "forward_net_bytes": 400 + 2_000 - 2_000}
    # CPU-only: the host's level; no memory events: no peak, no net
    assert forward_memory(rows[:1]) == {"forward_peak_allocated": 9_000, "forward_net_bytes": 400}
    assert forward_memory([row("cuda:0", "forward", None, 0, 0)]) == {
        "forward_peak_allocated": None,
        "forward_net_bytes": 0,
    }
    assert forward_memory([]) == {"forward_peak_allocated": None, "forward_net_bytes": 0}
    # in the report: the hand-built trace's one scope, from its rows as worked above
    entry = analyze_file(with_memory().write(tmp_path / "m.pt.trace.json"))
    [scope] = entry["scopes"]
    assert (scope["forward_peak_allocated"], scope["forward_net_bytes"]) == (5196, 3000)


def test_extras_and_their_json_form(tmp_path):
    ctx = context_of(with_memory(), tmp_path)
    extras = tab_extras(ctx, scope_memory(ctx).curves)
    assert extras.scope_names == ["attn_fwd"]
    assert extras.windows(0) == [[10.0, 60.0, "forward"], [100.0, 120.0, "forward"]]
    [m] = extras.memory.values()
    assert m.bytes.tolist() == [100, 4096, 1000, -4096, 2000, -2000]
    assert m.scope.tolist() == [-1, 0, 0, 0, 0, -1] and m.phase.tolist() == [-1, 0, 0, 0, 0, -1]
    again = TabExtras.from_json(extras.to_json())
    assert again is not None and again.to_json() == extras.to_json()
    assert again.index.starts.tolist() == [10.0, 100.0]
    bad = extras.to_json()
    next(iter(bad["memory"].values()))["scope"][0] = 7  # no scope 7: untrusted input refused
    assert TabExtras.from_json(bad) is None
    assert TabExtras.from_json({"memory": {}}) is None


def test_memory_window_queries(tmp_path):
    ctx = context_of(with_memory(), tmp_path)
    extras = tab_extras(ctx, scope_memory(ctx).curves)
    whole = memory_window(extras)
    assert whole.curve.points == 6 and whole.allocation_count == 4
    assert [a.bytes for a in whole.allocations] == [4096, 2000, 1000, 100]  # largest first
    assert whole.instance_count == 2
    window = memory_window(extras, start_us=25, end_us=115)
    assert window.curve.points == 3 and [a.bytes for a in window.allocations] == [2000, 1000]
    in_scope = memory_window(extras, scope_id=0)
    assert [a.scope for a in in_scope.allocations] == ["attn_fwd"] * 3
    assert scope_instances(extras, 0).count == 2
    with pytest.raises(LookupError, match="no scope 3"):
        memory_window(extras, scope_id=3)
    with pytest.raises(LookupError, match="no memory events for device"):
        memory_window(extras, device="cuda:7")


def test_each_allocation_says_the_op_it_was_made_in(tmp_path):
    """The innermost op around each allocation: aten::empty (22-24) inside aten::matmul
    (20-30) inside the label; a free at 27 in the matmul but outside empty; none outside
    every op (at 5, and at 45 in the label alone); and the JSON form keeps them."""
    t = TraceBuilder()
    t.memory(5, 100, total_allocated=100)
    t.label("attn_fwd", 10, 50)
    t.op("aten::matmul", 20, 10)
    t.op("aten::empty", 22, 2)
    t.memory(23, 4096, total_allocated=4196)
    t.memory(27, 512, total_allocated=4708)
    t.memory(45, 1000, total_allocated=5708)
    ctx = context_of(t, tmp_path)
    extras = tab_extras(ctx, scope_memory(ctx).curves)
    [m] = extras.memory.values()
    assert [m.ops[i] if i >= 0 else None for i in m.op.tolist()] == [None, "aten::empty", "aten::matmul", None]
    whole = memory_window(extras)
    assert [(a.bytes, a.op, a.scope) for a in whole.allocations] == [
        (4096, "aten::empty", "attn_fwd"),
        (1000, None, "attn_fwd"),
        (512, "aten::matmul", "attn_fwd"),
        (100, None, None),
    ]
    again = TabExtras.from_json(extras.to_json())
    assert again is not None and again.to_json() == extras.to_json()
    bad = extras.to_json()
    next(iter(bad["memory"].values()))["op"][1] = 9  # no op 9: untrusted input refused
    assert TabExtras.from_json(bad) is None


def test_twenty_thousand_labels_each_with_its_own_memory(tmp_path):
    """Analysis time linear in scopes: 20,000 distinct labels within a limit the old code
    (a sort of every memory row once per scope) ran past by minutes; each scope's memory
    row is the one allocation made inside it, counted from how the trace was built."""
    n = 20_000
    t = TraceBuilder()
    for i in range(n):
        ts = 20 * i
        t.label(f"attn_{i}", ts, 10)
        t.op("aten::mm", ts + 1, 5)
        t.memory(ts + 2, 1024 + i, total_allocated=1000 * (i + 1))
    path = t.write(tmp_path / "many.pt.trace.json")
    entry = analyze_file(path, limits=Limits(seconds=300))
    assert entry["ok"], entry["errors"]
    by_name = {s["name"]: s for s in entry["scopes"]}
    assert len(by_name) == n
    for i in range(n):
        [row] = by_name[f"attn_{i}"]["memory"]
        assert (row["alloc_bytes"], row["alloc_count"], row["free_count"], row["net_bytes"]) == (
            1024 + i,
            1,
            0,
            1024 + i,
        )
        assert row["peak_allocated"] == 1000 * (i + 1)


def test_a_missing_peak_says_why(tmp_path):
    """#59 item 4: no bare dash where the number would be: a trace without memory events says
    to profile with profile_memory=True; one whose allocations all fell outside attention says
    so; a trace with one inside has its peak and no note."""
    from tb_attn_plugin.analysis.report.compose import MEMORY_NOT_RECORDED, NO_ALLOCATION_IN_ATTENTION

    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    assert (
        analyze_file(t.write(tmp_path / "none.pt.trace.json"))["attention"]["peak_memory_note"] == MEMORY_NOT_RECORDED
    )
    t.memory(500, 1024, total_allocated=1024, total_reserved=2048)
    e = analyze_file(t.write(tmp_path / "outside.pt.trace.json"))
    assert (e["attention"]["peak_allocated"], e["attention"]["peak_memory_note"]) == (None, NO_ALLOCATION_IN_ATTENTION)
    t.memory(50, 1024, total_allocated=4096, total_reserved=8192)
    e = analyze_file(t.write(tmp_path / "inside.pt.trace.json"))
    assert e["attention"]["peak_allocated"] is not None and e["attention"]["peak_memory_note"] is None
