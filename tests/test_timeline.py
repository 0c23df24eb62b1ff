"""The GPU projection of scope calls (analysis/projection.py) and their timelines
(analysis/passes/timeline.py, the /timeline route): hand-built traces with every number worked
out by hand, real traces against a brute-force count from the raw JSON, and the fast paths
against their references."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import msgspec
import numpy as np
import pytest
from tracebuilder import BWD, MAIN, TraceBuilder, context_of

from tb_attn_plugin.analysis.projection import (
    gpu_projection,
    subtree_ends,
    subtree_ends_reference,
    union_by_group,
    union_reference,
)
from tb_attn_plugin.analysis.queries.timeline import chrome_trace, queued_stretch, timeline_window
from tb_attn_plugin.model import build_model
from tb_attn_plugin.pipeline import analyze_with_extras
from tb_attn_plugin.reader import KERNEL, read_trace
from tb_attn_plugin.report_types import TimelineCpuEvent

SHARED = Path(__file__).resolve().parents[2] / "shared" / "traces"
QWEN = SHARED / "tracelens" / "h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
GEMM = "sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32_stage4_warpsize2x2x1_tensor16x8x16_kernel"
SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<float, float, float, 8, false, false>"


def three_calls() -> TraceBuilder:
    """Three calls of one label. Call 0 (0-100 µs): a GEMM on stream 7 at 1000-1030, a
    softmax on stream 8 at 1020-1050 (overlapping it by 10), a memcpy at 1060-1065: GPU range
    65, busy 55 (the union [1000, 1050] + [1060, 1065]), idle 10; its matmul has a backward op
    (2000-2030) that launches one kernel (2005-2025). Call 1 (200-250): one kernel at
    1200-1210 (range 10, busy 10). Call 2 (400-480): kernels at 1400-1420 and 1440-1450
    (range 50, busy 30, idle 20)."""
    t = TraceBuilder()
    t.label("attention/layer0", 0, 100)
    mm = t.op("aten::matmul", 10, 20, seq=1, dims=[[2, 4], [4, 8]])
    t.kernel(GEMM, 1000, 30, t.launch(12), stream=7)
    t.op("aten::softmax", 40, 20)
    t.kernel(SOFTMAX, 1020, 30, t.launch(42), stream=8)
    t.memcpy(1060, 5, t.launch(70, name="cudaMemcpyAsync"))
    bwd = t.op("MmBackward0", 2000, 30, tid=BWD, seq=1, fwd_tid=MAIN)
    t.kernel(GEMM, 2005, 20, t.launch(2002, tid=BWD))
    t.flow(1, (MAIN, mm["ts"]), (BWD, bwd["ts"]))

    t.label("attention/layer0", 200, 50)
    t.op("aten::softmax", 210, 20)
    t.kernel(SOFTMAX, 1200, 10, t.launch(212))

    t.label("attention/layer0", 400, 80)
    t.op("aten::matmul", 410, 20)
    t.kernel(GEMM, 1400, 20, t.launch(412))
    t.op("aten::softmax", 440, 20)
    t.kernel(SOFTMAX, 1440, 10, t.launch(442))
    t.op("aten::add", 600, 5)  # outside attention
    t.kernel(SOFTMAX, 1600, 5, t.launch(601))
    return t


def test_projection_per_call_worked_by_hand(tmp_path):
    ctx = context_of(three_calls(), tmp_path)
    p = gpu_projection(ctx)
    assert (p.last_end - p.first_start).tolist() == [65.0, 10.0, 50.0]
    assert p.busy_us.tolist() == [55.0, 10.0, 30.0]
    # per call: (65 + 10 + 50) / 3, (55 + 10 + 30) / 3
    assert p.per_call == [{"range_us": 41.667, "busy_us": 31.667, "idle_us": 10.0, "calls_with_gpu": 3}]


def test_report_carries_the_projection_and_cpu_traces_have_none(tmp_path):
    path = three_calls().write(tmp_path / "w.pt.trace.json")
    entry, _ = analyze_with_extras(path)
    assert entry["scopes"][0]["gpu_projection"] == {
        "range_us": 41.667,
        "busy_us": 31.667,
        "idle_us": 10.0,
        "calls_with_gpu": 3,
    }
    cpu_entry, _ = analyze_with_extras(str(FIXTURES / "demo" / "naive.pt.trace.json.gz"))
    assert all(s["gpu_projection"] is None for s in cpu_entry["scopes"])


def test_timeline_of_a_call_worked_by_hand(tmp_path):
    path = three_calls().write(tmp_path / "w.pt.trace.json")
    _, extras = analyze_with_extras(path)
    store, names = extras.timeline, extras.scope_names
    # durations: call start to its last GPU end: 1065, 1010 - 200, 1450 - 400
    median = msgspec.to_builtins(timeline_window(store, names, 0, None))
    assert median["durations"] == [1065.0, 1010.0, 1050.0]
    assert median["picks"] == {"median": 2, "slowest": 0, "fastest": 1}
    assert median["call"] == 2 and median["kept"] == [0, 1, 2] and median["count"] == 3
    assert [(e["name"], e["depth"]) for e in median["cpu"]] == [
        ("attention/layer0", 0),
        ("aten::matmul", 1),
        ("cudaLaunchKernel", 2),
        ("aten::softmax", 1),
        ("cudaLaunchKernel", 2),
    ]
    assert [(e["name"], e["ts"], e["dur"], e["launched_by"]) for e in median["gpu"]] == [
        (GEMM, 1400.0, 20.0, 2),
        (SOFTMAX, 1440.0, 10.0, 4),
    ]
    assert median["projection"] == [
        {
            "phase": "forward",
            "start": 1400.0,
            "end": 1450.0,
            "busy_us": 30.0,
            "idle_us": 20.0,
            "gaps": [[1420.0, 1440.0]],
        }
    ]
    slow = msgspec.to_builtins(timeline_window(store, names, 0, "slowest"))
    assert slow["call"] == 0
    # the backward op, after the forward, with its launch and kernel
    assert [(e["name"], e["phase"]) for e in slow["cpu"] if e["phase"] == "backward"] == [
        ("MmBackward0", "backward"),
        ("cudaLaunchKernel", "backward"),
    ]
    assert [p["phase"] for p in slow["phases"]] == ["forward", "backward"]
    assert slow["projection"][0]["busy_us"] == 55.0 and slow["projection"][0]["gaps"] == [[1050.0, 1060.0]]
    assert slow["projection"][1] == {
        "phase": "backward",
        "start": 2005.0,
        "end": 2025.0,
        "busy_us": 20.0,
        "idle_us": 0.0,
        "gaps": [],
    }
    assert [e["kind"] for e in slow["gpu"]] == ["kernel", "kernel", "memcpy", "kernel"]
    # its counts, by hand: the label, matmul, 3 launches (2 kernels, the memcpy), softmax, the
    # backward op and its launch are 8 CPU events, 3 of them ops; kernels 30 + 30 + 20 µs
    assert slow["counts"] == {
        "cpu_events": 8,
        "cpu_ops": 3,
        "gpu_events": 4,
        "kernels": 3,
        "kernel_us": 80.0,
        "memcpy": 1,
        "memcpy_us": 5.0,
        "memset": 0,
        "copy_ops": [],
    }
    mm = next(e for e in slow["cpu"] if e["name"] == "aten::matmul")
    assert json.loads(mm["input_dims"]) == [[2, 4], [4, 8]]
    assert timeline_window(store, names, 0, "1").call == 1
    # its kernels wait 920 µs of the 1,050 after the call's CPU work (400-480) ends: a queued
    # stretch, drawn cut short; the slowest call's backward overlaps its GPU work: none
    assert median["queued"] == {"start": 480.0, "end": 1400.0, "us": 920.0}
    assert slow["queued"] is None
    with pytest.raises(LookupError, match="no call 3"):
        timeline_window(store, names, 0, "3")
    with pytest.raises(LookupError, match="no scope 4"):
        timeline_window(store, names, 4, None)


def test_exported_window_reads_back_as_the_same_events(tmp_path):
    path = three_calls().write(tmp_path / "w.pt.trace.json")
    _, extras = analyze_with_extras(path)
    typed = timeline_window(extras.timeline, extras.scope_names, 0, "slowest")
    doc, window = msgspec.to_builtins(chrome_trace(typed)), msgspec.to_builtins(typed)
    out = tmp_path / "window.json"
    out.write_text(json.dumps(doc))
    data = read_trace(str(out))
    assert len(data.cpu) == len(window["cpu"]) and len(data.gpu) == len(window["gpu"])
    assert sorted(data.gpu.dur.tolist()) == sorted(e["dur"] for e in window["gpu"])
    # each flow joins a launch to its GPU row: the reader links every GPU row to a launch
    model = build_model(data)
    launch = model.launch_of(data.gpu.corr)
    assert (launch >= 0).all()
    assert [data.strings[data.cpu.name[r]] for r in launch.tolist()] == [
        "cudaLaunchKernel",
        "cudaLaunchKernel",
        "cudaMemcpyAsync",
        "cudaLaunchKernel",
    ]
    flows = [e for e in doc["traceEvents"] if e["ph"] in "sf"]
    assert len(flows) == 2 * len(window["gpu"])
    # the window's analysis counts the same kernels for the call
    entry, _ = analyze_with_extras(str(out))
    assert entry["scopes"][0]["kernels_per_instance"] == 2.0  # GEMM and softmax forward
    assert entry["scopes"][0]["backward_kernels_per_instance"] == 1.0


def test_an_export_of_the_zoomed_window_holds_only_what_lies_inside_it(tmp_path):
    """The slowest call (0) zoomed to [5, 1025] µs: its label (0-100) cut to 5-100, the GEMM
    (1000-1030) to 1000-1025 and the softmax kernel (1020-1050) to 1020-1025, each said
    clipped; the memcpy (1060) and the backward (2000 on) left out; a flow for each kept
    kernel, whose launches (12, 42) are inside."""
    path = three_calls().write(tmp_path / "w.pt.trace.json")
    _, extras = analyze_with_extras(path)
    typed = timeline_window(extras.timeline, extras.scope_names, 0, "slowest")
    window = msgspec.to_builtins(typed)
    assert window["call"] == 0
    doc = msgspec.to_builtins(chrome_trace(typed, 5.0, 1025.0))
    complete = [e for e in doc["traceEvents"] if e["ph"] == "X"]
    assert all(e["ts"] >= 5.0 and e["ts"] + e["dur"] <= 1025.0 for e in complete)
    clipped = {(e["name"], e["ts"], e["dur"]) for e in complete if e["args"].get("clipped to the window")}
    assert clipped == {("attention/layer0", 5.0, 95.0), (GEMM, 1000.0, 25.0), (SOFTMAX, 1020.0, 5.0)}
    assert [e["name"] for e in complete if e["cat"] == "kernel"] == [GEMM, SOFTMAX]
    assert not any(e["cat"] == "gpu_memcpy" or e["name"] == "MmBackward0" for e in complete)
    flows = [(e["ph"], e["ts"]) for e in doc["traceEvents"] if e["ph"] in "sf"]
    assert sorted(flows) == [("f", 1000.0), ("f", 1020.0), ("s", 12.0), ("s", 42.0)]
    # the whole window, as before, when no range is given
    assert len([e for e in msgspec.to_builtins(chrome_trace(typed))["traceEvents"] if e["ph"] == "X"]) == len(
        window["cpu"]
    ) + len(window["gpu"])


def test_union_by_group_against_the_reference():
    rng = random.Random(7)
    groups, starts, ends = [], [], []
    for g in range(40):
        for _ in range(rng.randint(0, 12)):
            s = rng.uniform(0, 100) + 1e6 * (g % 3)
            groups.append(g)
            starts.append(s)
            ends.append(s + rng.uniform(0, 30))
    fast = union_by_group(np.array(groups), np.array(starts), np.array(ends), 40)
    for g in range(40):
        ref = union_reference([(s, e) for gg, s, e in zip(groups, starts, ends) if gg == g])
        assert fast[g] == pytest.approx(ref, abs=1e-6)


@pytest.mark.parametrize("name", ["naive.pt.trace.json.gz", "sdpa_math.pt.trace.json.gz"])
def test_subtree_ends_against_the_reference(name):
    model = build_model(read_trace(str(FIXTURES / "demo" / name)))
    assert np.array_equal(subtree_ends(model), subtree_ends_reference(model))


def brute_force_projection(path: Path, module: str) -> tuple:
    """From the raw JSON alone: the module call's launches (runtime events on its thread
    inside it), the GPU rows with their correlation ids, and their range and union."""
    with gzip.open(path) as f:
        doc = json.load(f)
    events = [e for e in doc["traceEvents"] if e.get("ph") == "X"]
    call = next(e for e in events if e["name"] == f"nn.Module: {module}")
    end = call["ts"] + call["dur"]
    corr = {
        e["args"]["correlation"]
        for e in events
        if e.get("cat") == "cuda_runtime"
        and e["tid"] == call["tid"]
        and e["pid"] == call["pid"]
        and call["ts"] <= e["ts"]
        and e["ts"] + e["dur"] <= end
        and "correlation" in e.get("args", {})
    }
    gpu = [
        e
        for e in events
        if e.get("cat") in ("kernel", "gpu_memcpy", "gpu_memset") and e.get("args", {}).get("correlation") in corr
    ]
    intervals = [(e["ts"], e["ts"] + e["dur"]) for e in gpu]
    lo, hi = min(s for s, _ in intervals), max(e for _, e in intervals)
    return gpu, hi - lo, union_reference(intervals)


@pytest.mark.skipif(not QWEN.exists(), reason="the shared traces are not here (../shared/traces)")
def test_qwen_projection_and_timeline_against_the_raw_trace():
    entry, extras = analyze_with_extras(str(QWEN))
    by_name = {s["name"]: s for s in entry["scopes"]}
    for module in ("Qwen2Attention_0", "Qwen2Attention_7", "Qwen2Attention_23"):
        gpu, span, busy = brute_force_projection(QWEN, module)
        scope = by_name[module]
        assert scope["count"] == 1
        assert scope["gpu_projection"]["range_us"] == pytest.approx(span, abs=1e-3)
        assert scope["gpu_projection"]["busy_us"] == pytest.approx(busy, abs=1e-3)
        window = msgspec.to_builtins(timeline_window(extras.timeline, extras.scope_names, scope["id"], None))
        kernels = [e for e in window["gpu"] if e["kind"] == "kernel"]
        # the same kernels as the report counts for the call, and as the raw trace holds
        assert len(kernels) == scope["kernels_per_instance"] == sum(e["cat"] == "kernel" for e in gpu)
        assert sum(e["dur"] for e in kernels) == pytest.approx(scope["kernel_us_per_instance"], abs=1e-3)
        assert len(window["gpu"]) == len(gpu)
        for e in window["gpu"]:
            assert window["cpu"][e["launched_by"]]["correlation"] == e["correlation"]
    assert entry["device"] and extras.timeline.gpu[:, 3].tolist().count(KERNEL) > 0


def test_the_backward_of_a_nested_scope_is_in_the_outer_calls_window(tmp_path):
    """The backward op's forward op sits in attention/layer0/qkv, inside attention/layer0:
    the report counts its time in both scopes' backward, and both windows show it."""
    t = TraceBuilder()
    t.label("attention/layer0", 0, 100)
    t.label("attention/layer0/qkv", 10, 40)
    mm = t.op("aten::mm", 20, 10, seq=7)
    bwd = t.op("MmBackward0", 500, 25, tid=BWD, seq=7, fwd_tid=MAIN)
    t.flow(1, (MAIN, mm["ts"]), (BWD, bwd["ts"]))
    path = t.write(tmp_path / "w.pt.trace.json")
    entry, extras = analyze_with_extras(path)
    assert [s["backward_cpu_us"] for s in entry["scopes"]] == [25.0, 25.0]
    for scope in (0, 1):
        window = msgspec.to_builtins(timeline_window(extras.timeline, extras.scope_names, scope, None))
        assert [(e["name"], e["phase"]) for e in window["cpu"] if e["phase"] == "backward"] == [
            ("MmBackward0", "backward")
        ]
        assert window["phases"][1] == {"phase": "backward", "start": 500.0, "end": 525.0}


def row(ts, dur, name="aten::mm", kind="op"):
    """A CPU row of a window with the times (and name and kind) a test reads; the rest its own."""
    return TimelineCpuEvent(ts=ts, dur=dur, name=name, depth=0, kind=kind, phase="forward", pid=1, tid=1)


def test_a_queued_stretch_is_the_wait_between_a_calls_cpu_work_and_its_gpu_work():
    """Worked by hand: a graph replay's op (0-3 µs) whose kernels run at 11,503-11,550 waits
    11,500 µs of a 11,550 µs window; a wait under 80% of the window, GPU work that starts
    before the CPU work ends, or a call without GPU work have none."""

    cpu = row

    replay = [cpu(0.0, 3.0)], [cpu(11503.0, 41.0), cpu(11544.0, 6.0)]
    assert msgspec.to_builtins(queued_stretch(*replay)) == {"start": 3.0, "end": 11503.0, "us": 11500.0}
    assert queued_stretch([cpu(0.0, 100.0)], [cpu(200.0, 10.0)]) is None  # (100 of 210 µs)
    assert queued_stretch([cpu(0.0, 100.0)], [cpu(50.0, 900.0)]) is None
    assert queued_stretch([cpu(0.0, 3.0)], []) is None


def test_an_idle_stretch_is_the_longest_time_nothing_of_the_call_runs():
    """#59 item 8, worked by hand: a training call's forward (label 0-100, kernels 150-300) and
    its backward 22 ms later (22,300-22,500, kernels 22,350-22,600): nothing runs 300-22,300,
    22,000 µs of a 22,600 µs window (over half of it); the largest gap wins over a smaller one;
    a gap under half the window, nested events or a window of one event have none."""
    from tb_attn_plugin.analysis.queries.timeline import idle_stretch

    ev = row

    cpu = [ev(0.0, 100.0), ev(10.0, 20.0), ev(22300.0, 200.0)]
    gpu = [ev(150.0, 150.0), ev(22350.0, 250.0)]
    assert msgspec.to_builtins(idle_stretch(cpu, gpu)) == {"start": 300.0, "end": 22300.0, "us": 22000.0}
    # (a second, smaller gap: 100-150 is not the one)
    assert msgspec.to_builtins(idle_stretch([ev(0.0, 100.0)], [ev(150.0, 50.0), ev(1000.0, 10.0)])) == {
        "start": 200.0,
        "end": 1000.0,
        "us": 800.0,
    }
    assert idle_stretch([ev(0.0, 100.0)], [ev(200.0, 10.0)]) is None  # (100 of 210 µs: under half)
    assert idle_stretch([ev(0.0, 100.0), ev(10.0, 50.0)], []) is None
    assert idle_stretch([ev(0.0, 3.0)], []) is None


def test_a_window_cuts_its_queued_stretch_else_its_idle_one(tmp_path):
    """The window says one stretch to cut: a graph replay's queued wait (idle then null), or
    where there is none the longest idle stretch (here none: the three-call fixture's call
    is busy over half of its window)."""
    path = three_calls().write(tmp_path / "w.pt.trace.json")
    _, extras = analyze_with_extras(path)
    window = msgspec.to_builtins(timeline_window(extras.timeline, extras.scope_names, 0, "slowest"))
    assert window["queued"] is None
    spans = sorted((e["ts"], e["ts"] + e["dur"]) for e in window["cpu"] + window["gpu"])
    covered, longest = spans[0][1], 0.0
    for start, end in spans[1:]:  # (the longest gap, brute force: idle only past half the window)
        longest, covered = max(longest, start - covered), max(covered, end)
    expected = None if longest < 0.5 * (window["end"] - window["start"]) else longest
    assert (window["idle"] or {}).get("us") == expected


def test_a_windows_copy_ops_by_name_in_the_order_they_first_run():
    from tb_attn_plugin.analysis.queries.timeline import window_counts

    def op(name, kind="op"):
        return row(0.0, 1.0, name, kind)

    cpu = [
        op("attn"),
        op("aten::copy_"),
        op("aten::clone"),
        op("aten::to"),
        op("aten::clone"),
        op("aten::clone", "label"),
    ]
    counts = msgspec.to_builtins(window_counts(cpu, []))
    # (aten::to only dispatches to _to_copy, counted where it runs; a label named like an op is no op)
    assert counts["copy_ops"] == [{"name": "aten::copy_", "count": 1}, {"name": "aten::clone", "count": 2}]
    assert (counts["cpu_events"], counts["cpu_ops"], counts["gpu_events"], counts["kernel_us"]) == (6, 5, 0, 0.0)
