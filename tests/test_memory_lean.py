"""What keeps a large trace's analysis within its memory, each against the plain way it
replaced: a column holding one value stored once; the op rows by name found by masks; each
op's self time over the ops alone; the flow ends' ops looked up a block at a time; the memory
curve as views of the columns; the heap's free pages given back between steps."""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest
from tracebuilder import MAIN, TraceBuilder

from tb_attn_plugin import model as model_module
from tb_attn_plugin.analysis.numbers import name_hits, ops_named
from tb_attn_plugin.analysis.passes import host_ops as host_ops_module
from tb_attn_plugin.analysis.passes.memory import device_curves
from tb_attn_plugin.analysis.report.compose import PASSES
from tb_attn_plugin.core.limits import Limits
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.reader import LABEL, NONE_ID, OP, CpuEvents, MemoryEvents, heap, read_trace
from tb_attn_plugin.reader.fold import _fits_int32, _int_range, _one_value, one_value


def test_one_value_of_pieces():
    assert _one_value(_int_range([np.array([5, 5]), np.empty(0, np.int64), np.array([5])])) == 5
    assert _one_value(_int_range([np.array([5, 5]), np.array([6])])) is None
    assert _one_value(_int_range([np.array([NONE_ID, NONE_ID])])) == NONE_ID
    assert _one_value(_int_range([np.array([1.0, 1.0])])) is None  # (integers only: float columns are written to)
    assert _one_value(_int_range([np.empty(0, np.int64)])) is None
    # the same reading tells whether a column narrows to int32 (a column of no value does)
    assert _fits_int32(_int_range([np.array([-(2**31), 2**31 - 1])])) and _fits_int32(_int_range([]))
    assert not _fits_int32(_int_range([np.array([5]), np.array([2**31])]))
    assert not _fits_int32(_int_range([np.array([NONE_ID, 3])])) and not _fits_int32(_int_range([np.ones(2)]))
    column = one_value(NONE_ID, 4, np.int64)
    assert column.tolist() == [NONE_ID] * 4 and column.strides == (0,) and not column.flags.writeable
    assert one_value(3, 2, np.int8).dtype == np.int8


def _cpu_trace(tmp_path) -> str:
    t = TraceBuilder()
    t.label("attn", 100, 50)
    t.op("aten::softmax", 110, 10)
    t.op("aten::bmm", 125, 10)
    return t.write(tmp_path / "cpu.pt.trace.json")


def test_a_cpu_trace_keeps_its_absent_ids_once_and_reads_as_before(tmp_path):
    data = read_trace(_cpu_trace(tmp_path), Limits(), None, None)
    cpu = data.cpu
    # no launch: no correlation id and no kernel named by a launch, in any row
    for column in (cpu.corr, cpu.launch_kernel):
        assert column.strides == (0,) and column.tolist() == [NONE_ID] * len(cpu)
        assert (column != NONE_ID).sum() == 0 and column[[0, 2]].tolist() == [NONE_ID, NONE_ID]
    assert cpu.pid.strides == (0,) and cpu.pid.dtype == np.int32  # (one process: narrowed as before)
    assert cpu.kind.tolist() == [LABEL, OP, OP] and cpu.kind.strides == (1,)


def test_ops_named_is_the_ops_by_name():
    strings = ["attn", "aten::bmm", "aten::mm"]
    cpu = CpuEvents(
        kind=np.array([LABEL, OP, OP, OP, LABEL], dtype=np.int8),
        name=np.array([0, 1, 2, 1, 1], dtype=np.int32),
        ts=np.zeros(5),
    )
    ops = np.flatnonzero(cpu.kind == OP)
    plain = ops[name_hits(strings, cpu.name[ops], lambda s: s == "aten::bmm")]
    assert ops_named(cpu, strings, lambda s: s == "aten::bmm").tolist() == plain.tolist() == [1, 3]
    assert ops_named(CpuEvents(), strings, lambda s: True).tolist() == []


def test_self_times_by_hand():
    dur = np.array([10.0, 4.0, 3.0, 2.5, 1.0, 7.0])
    # ops 0 and 3 (the others are not asked for); 1 and 2 under 0, 4 under 3
    got = host_ops_module._self_times(dur, np.array([3, 0]), np.array([0, 0, 3]), np.array([1, 2, 4]))
    assert got.tolist() == [1.5, 3.0]
    # never below zero (children overrunning their parent's rounded duration)
    assert host_ops_module._self_times(dur, np.array([4]), np.array([4]), np.array([5])).tolist() == [0.0]


def test_flow_ends_ops_found_a_block_at_a_time(monkeypatch):
    rng = np.random.default_rng(3)
    cpu = CpuEvents(
        kind=rng.integers(0, 4, 50).astype(np.int8), name=np.zeros(50, np.int32), ts=rng.integers(0, 20, 50) * 1.0
    )
    times = np.unique(rng.integers(0, 20, 6) * 1.0)
    ops = np.flatnonzero(cpu.kind == OP)
    plain = ops[np.isin(cpu.ts[ops], times)]
    for block in (1, 7, 1 << 20):
        monkeypatch.setattr(model_module, "ROW_BLOCK", block)
        assert model_module._ops_starting_at(cpu, times).tolist() == plain.tolist()


def _memory(ts, device):
    n = len(ts)
    return MemoryEvents(
        pid=np.zeros(n, np.int32),
        tid=np.zeros(n, np.int32),
        ts=np.array(ts, dtype=float),
        bytes=np.arange(n, dtype=float),
        total_allocated=np.arange(n, dtype=float) * 10,
        total_reserved=np.full(n, 100.0),
        device=np.array(device, dtype=np.int32),
        device_names=["cuda:0", "cpu"],
    )


def test_a_device_curve_in_time_order_is_the_columns_themselves():
    mem = _memory([1, 2, 2, 5], [0, 0, 0, 0])
    curve = device_curves(mem)["cuda:0"]
    assert np.shares_memory(curve.ts, mem.ts) and np.shares_memory(curve.allocated, mem.total_allocated)
    assert not curve.ts.flags.writeable and not curve.allocated.flags.writeable and mem.ts.flags.writeable
    assert curve.rows.tolist() == [0, 1, 2, 3] and curve.allocated.tolist() == [0, 10, 20, 30]
    # out of order, or two devices: each device's rows sorted by time, as before
    mem = _memory([5, 1, 3, 2], [0, 0, 1, 0])
    curves = device_curves(mem)
    assert curves["cuda:0"].rows.tolist() == [1, 3, 0] and curves["cuda:0"].ts.tolist() == [1, 2, 5]
    assert curves["cuda:0"].allocated.tolist() == [10, 30, 0] and curves["cpu"].rows.tolist() == [2]


def test_the_heap_is_trimmed_only_past_the_waste_bound(monkeypatch):
    trims = []
    monkeypatch.setattr(heap, "release_free_memory", lambda: trims.append(1))
    monkeypatch.setattr(heap, "heap_in_use", lambda: 1000)
    monkeypatch.setattr(heap, "resident_bytes", lambda: 1000 + heap.WASTED_BYTES)
    assert heap.release_wasted_memory() is False and trims == []
    monkeypatch.setattr(heap, "resident_bytes", lambda: 1001 + heap.WASTED_BYTES)
    assert heap.release_wasted_memory() is True and trims == [1]
    monkeypatch.setattr(heap, "resident_bytes", lambda: 0)  # (the resident size unknown: nothing done)
    assert heap.release_wasted_memory() is False and trims == [1]
    monkeypatch.setattr(heap, "resident_bytes", lambda: 1001 + heap.WASTED_BYTES)
    monkeypatch.setattr(heap, "heap_in_use", lambda: None)  # (not glibc: nothing is known, nothing done)
    assert heap.release_wasted_memory() is False and trims == [1]


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or os.confstr("CS_GNU_LIBC_VERSION") is None, reason="glibc's heap"
)
def test_heap_in_use_and_resident_bytes_see_an_array():
    before_use, before_rss = heap.heap_in_use(), heap.resident_bytes()
    a = np.ones(64 << 17)  # 64 MB, written
    assert heap.heap_in_use() - before_use >= 60 << 20
    assert heap.resident_bytes() - before_rss >= 60 << 20
    del a
    assert heap.heap_in_use() - before_use < 8 << 20


def test_an_analysis_with_its_heap_given_back_at_every_step_is_the_same(tmp_path, monkeypatch):
    t = TraceBuilder()
    t.label("attn", 100, 50, tid=MAIN)
    t.op("aten::softmax", 110, 10)
    t.memory(112, 4096, total_allocated=4096, total_reserved=8192)
    path = t.write(tmp_path / "t.pt.trace.json")
    plain = analyze_file(path)
    monkeypatch.setattr(heap, "WASTED_BYTES", -1)  # (every step trims)
    trims = []
    real = heap.release_free_memory
    monkeypatch.setattr(heap, "release_free_memory", lambda: trims.append(1) or real())
    trimmed = analyze_file(path)
    assert len(trims) >= len(PASSES)  # (after each pass, and after the context's steps)
    assert {**trimmed, "analysis_seconds": 0} == {**plain, "analysis_seconds": 0}
