"""The headline counts all attention the trace shows (#22, #23): attention in the user's
scopes, attention ops and eager chains outside them (scopes of their own), and fused
attention kernels no scope owns (a graph replay's), each part given, in every total.

Expected values are worked by hand from how each trace is built, or counted from the raw
events of the shared traces in the test."""

import gzip
import json
import os

import pytest
from conftest import SHARED_TRACES
from tracebuilder import TraceBuilder

from tb_attn_plugin.names.patterns import classify_kernel
from tb_attn_plugin.pipeline import analyze_file

FLASH_FWD = "void pytorch_flash::flash_fwd_kernel<Flash_fwd_kernel_traits<64, 128, 128, 4>, true>(Flash_fwd_params)"
FLASH_BWD = "void pytorch_flash::flash_bwd_dq_dk_dv_loop_kernel<Flash_bwd_kernel_traits<64>, true>(Flash_bwd_params)"
GEMM = "ampere_sgemm_128x64_tn"
SDPA_DIMS = [[2, 4, 16, 8]] * 3


def mixed_trace() -> TraceBuilder:
    """One step: a labelled attention call (a 10 µs GEMM), an SDPA call outside every label
    (a 20 µs flash kernel), a flash kernel with no launch in the trace (5 µs, as a graph
    replay's), a flash backward kernel with no launch (3 µs), and a GEMM with no launch
    (7 µs, not attention)."""
    t = TraceBuilder()
    t.label("ProfilerStep#3", 0, 1000)
    t.label("attn_fwd", 10, 100)
    t.kernel(GEMM, 120, 10.0, t.launch(20))
    t.op("aten::_scaled_dot_product_flash_attention", 200, 50, dims=SDPA_DIMS, types=["c10::Half"] * 3)
    t.kernel(FLASH_FWD, 260, 20.0, t.launch(210))
    t.kernel(FLASH_FWD, 300, 5.0, 90001)  # (correlation ids no launch carries)
    t.kernel(FLASH_BWD, 320, 3.0, 90002)
    t.kernel(GEMM, 340, 7.0, 90003)
    return t


def test_every_part_is_counted_once_and_given(tmp_path):
    e = analyze_file(mixed_trace().write(tmp_path / "mixed.pt.trace.json"))
    a = e["attention"]
    assert a["scope_source"] == "label+op"
    assert a["parts"] == {
        "scopes": {"kernel_us": 10.0, "cpu_us": 100.0},
        "outside_labels": {"count": 1, "kernel_us": 20.0, "cpu_us": 50.0},
        "found_by_kernel": {"count": 2, "kernel_us": 8.0},
        "backward_without_forward": {"count": 0, "before_window": 0, "kernel_us": 0.0, "cpu_us": 0.0},
    }
    assert (a["forward_kernel_us"], a["backward_kernel_us"], a["kernel_us"]) == (35.0, 3.0, 38.0)
    assert a["kernel_share"] == round(38.0 / 45.0, 6) and e["total_kernel_us"] == 45.0
    assert (a["forward_kernels"], a["backward_kernels"]) == (3, 1)
    assert a["cpu_us"] == 150.0  # the label's 100 µs and the call's 50 µs
    by_category = {(c["phase"], c["category"]): c["total_us"] for c in a["categories"]}
    assert by_category == {("forward", "gemm"): 10.0, ("forward", "attention"): 25.0, ("backward", "attention"): 3.0}
    [scope] = [s for s in e["scopes"] if s["source"] == "op"]
    assert (scope["name"], scope["count"], scope["forward_kernel_us"], scope["parent"]) == (
        "aten::_scaled_dot_product_flash_attention",
        1,
        20.0,
        None,
    )
    assert e["attention_ops_outside_scopes"] == {
        "count": 1,
        "cpu_us": 50.0,
        "kernel_us": 20.0,
        "ops": ["aten::_scaled_dot_product_flash_attention"],
    }
    assert e["attention_kernels_outside_scopes"]["count"] == 2
    assert e["attention_kernels_outside_scopes"]["us"] == 8.0
    # per step: every kernel of the step (the unlaunched ones by their own start), attention by phase
    [step] = e["steps"]["per_step"]
    assert (step["kernel_us"], step["attention_forward_kernel_us"], step["attention_backward_kernel_us"]) == (
        45.0,
        35.0,
        3.0,
    )
    codes = {x["code"] for x in e["advice"]}
    assert {"attention_ops_outside_scopes", "attention_kernels_outside_scopes"} <= codes
    most = max(a["kernel_us"], a["cpu_us"])
    assert all(x["saves_us"] is None or x["saves_us"] <= most for x in e["advice"])


def test_all_attention_in_the_labels_leaves_the_parts_empty(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention", 10, 50, dims=SDPA_DIMS, types=["c10::Half"] * 3)
    t.kernel(FLASH_FWD, 60, 20.0, t.launch(20))
    a = analyze_file(t.write(tmp_path / "t.pt.trace.json"))["attention"]
    assert a["scope_source"] == "label" and a["kernel_us"] == 20.0
    assert a["parts"]["outside_labels"] == {"count": 0, "kernel_us": 0.0, "cpu_us": 0.0}
    assert a["parts"]["found_by_kernel"] == {"count": 0, "kernel_us": 0.0}


def test_an_attention_op_recomputed_in_the_backward_pass_is_no_scope_of_its_own(tmp_path):
    """A forward attention op that the autograd engine runs (activation checkpointing's
    recompute) is backward work, not attention outside the labels."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention", 10, 50, dims=SDPA_DIMS, types=["c10::Half"] * 3)
    t.op("autograd::engine::evaluate_function: CheckpointFunctionBackward", 200, 100)
    t.op("aten::_scaled_dot_product_flash_attention", 210, 50, dims=SDPA_DIMS, types=["c10::Half"] * 3)
    a = analyze_file(t.write(tmp_path / "t.pt.trace.json"))["attention"]
    assert a["scope_source"] == "label" and a["parts"]["outside_labels"]["count"] == 0


def _raw_kernels(path: str) -> list:
    with gzip.open(path, "rb") as f:
        events = json.load(f)["traceEvents"]
    return [ev for ev in events if ev.get("ph") == "X" and ev.get("cat") == "kernel"]


def _shared(name: str) -> str:
    path = os.path.join(SHARED_TRACES, "tracelens", name)
    if not os.path.exists(path):
        pytest.skip(f"{path} not found (the shared traces live in ../shared/traces)")
    return path


def test_the_vllm_decode_graph_replay_is_attention_found_by_kernel():
    """The replay has kernels and no CPU launches: its attention is its fused attention
    kernels, counted here from the raw events by their names."""
    path = _shared("inference__vllm_decode_full__graph_execution.json.gz")
    kernels = _raw_kernels(path)
    attention = [k for k in kernels if classify_kernel(k["name"])[0] == "attention"]
    assert len(attention) == 24 and {k["name"] for k in attention} == {
        "kernel_unified_attention_3d",
        "kernel_unified_attention_2d",
    }
    expected = sum(k["dur"] for k in attention)
    e = analyze_file(path)
    a = e["attention"]
    assert round(expected, 3) == 655.692 and a["kernel_us"] == 655.692
    assert e["total_kernel_us"] == round(sum(k["dur"] for k in kernels), 3) == 10674.517
    assert a["kernel_share"] == round(655.692 / 10674.517, 6)
    assert a["parts"]["found_by_kernel"] == {"count": 24, "kernel_us": 655.692}
    assert a["forward_kernel_us"] == 655.692 and a["backward_kernel_us"] == 0.0
    assert a["backends"] == ["vLLM unified attention (Triton)"]
    assert e["device"] != "CPU only"


def test_sd35_headline_includes_the_attention_outside_its_modules():
    """SD 3.5: 152 SDPA calls outside every Attention module launch 204.57 ms of attn_fwd;
    the headline counts them beside the 19.97 ms inside the modules."""
    path = _shared("inference__xdit_sd_3.5__profile_trace_rank_0.json.gz")
    e = analyze_file(path)
    a = e["attention"]
    parts = a["parts"]
    assert parts["outside_labels"]["count"] == 152 and parts["outside_labels"]["kernel_us"] == 204565.196
    assert parts["scopes"]["kernel_us"] == 19974.261 and parts["found_by_kernel"]["count"] == 0
    assert a["kernel_us"] == round(19974.261 + 204565.196, 3)
    assert a["kernel_share"] == round(a["kernel_us"] / e["total_kernel_us"], 6)
    # every attn_fwd kernel of the trace is attention now, inside the modules or outside them
    flash = sum(k["dur"] for k in _raw_kernels(path) if k["name"] == "attn_fwd")
    [row] = [k for k in a["kernels"] if k["name"] == "attn_fwd"]
    assert row["total_us"] == round(flash, 3)
    assert all(x["saves_us"] is None or x["saves_us"] <= a["kernel_us"] for x in e["advice"])


def test_the_text_report_gives_the_parts(tmp_path):
    from tb_attn_plugin.analysis import Options
    from tb_attn_plugin.cli import build_report
    from tb_attn_plugin.text.report import format_text

    path = mixed_trace().write(tmp_path / "mixed.pt.trace.json")
    report, _ = build_report([path], Options())
    text = format_text(report)
    assert "attention kernel time: 38.0 µs of 45.0 µs (84.4%); forward 35.0 µs, backward 3.0 µs" in text
    assert (
        "of which in your scopes 10.0 µs; outside them 20.0 µs (1 call); found by kernel 8.0 µs (2 kernels, no scope)"
        in text
    )


def test_kernels_no_label_can_place_are_not_advised_a_label(tmp_path):
    """#44: a graph replay's kernels (their launch is the graph's) and kernels launched before
    the window (no launch in the trace) cannot be placed by a label: the advice says what can."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 10)  # (labels exist: the replay's kernels are outside them)
    corr = t.launch(100, dur=20, name="cudaGraphLaunch")
    t.kernel(FLASH_FWD, 200, 30.0, corr)
    t.kernel(FLASH_FWD, 240, 30.0, corr)
    e = analyze_file(t.write(tmp_path / "replay.pt.trace.json"))
    assert e["attention_kernels_outside_scopes"]["count"] == 2
    [x] = [a for a in e["advice"] if a["code"] == "attention_kernels_outside_scopes"]
    assert "2 ran inside graph replays, where no label reaches" in x["message"]
    assert "capture_traces/" in x["message"] and "record_function" not in x["message"]

    e = analyze_file(mixed_trace().write(tmp_path / "mixed.pt.trace.json"))
    [x] = [a for a in e["advice"] if a["code"] == "attention_kernels_outside_scopes"]
    assert e["unattributed_causes"]["launch_not_in_trace"]["count"] >= 2
    assert "start the window earlier" in x["message"] and "record_function" not in x["message"]
