"""The backward of attention calls whose forward is not in the trace (#40 item 2; context.py's
unlinked backward): found by its node's name, an attention op's _backward, or the fused
attention kernels a backward node launches; counted as attention backward work of no scope,
in attention.parts.backward_without_forward, and said as such. Every figure below is the
hand-built trace's own durations, added by hand."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.text.report import format_text

Q = [[1, 2, 16, 8]] * 3
SDPA = "aten::_scaled_dot_product_flash_attention"


def labelled_forward(t: TraceBuilder, seq: int) -> None:
    """One labelled flash call in the window: 100 µs of CPU, a 20 µs kernel."""
    t.label("attn_fwd", 0, 100)
    t.op(SDPA, 10, 50, dims=Q, seq=seq)
    t.kernel("flash_fwd_kernel", 300, 20.0, t.launch(20))


def sdpa_backward(t: TraceBuilder, ts: float, seq: int) -> None:
    """An SDPA backward node as the autograd engine runs it (100 µs of CPU inside a 120 µs
    engine wrapper): a 200 µs fused kernel and a 5 µs elementwise one."""
    t.op("autograd::engine::evaluate_function: ScaledDotProductFlashAttentionBackward0", ts - 10, 120, tid=BWD)
    t.op("ScaledDotProductFlashAttentionBackward0", ts, 100, tid=BWD, seq=seq, fwd_tid=MAIN)
    t.op("aten::_scaled_dot_product_flash_attention_backward", ts + 5, 90, tid=BWD, dims=Q)
    t.kernel("flash_bwd_dq_dk_dv_loop_kernel", ts + 200, 200.0, t.launch(ts + 10, tid=BWD))
    t.kernel("void at::native::vectorized_elementwise_kernel<4>", ts + 410, 5.0, t.launch(ts + 20, tid=BWD))


def parts(entry: dict) -> dict:
    return entry["attention"]["parts"]


def test_a_backward_whose_forward_ran_before_the_window(tmp_path):
    """Sequence number 1 precedes the window's only forward op (5): its forward ran before."""
    t = TraceBuilder()
    labelled_forward(t, seq=5)
    sdpa_backward(t, 600, seq=1)
    e = analyze_file(t.write(tmp_path / "t.json"))
    a = e["attention"]
    assert parts(e)["backward_without_forward"] == {"count": 1, "before_window": 1, "kernel_us": 205.0, "cpu_us": 100.0}
    assert parts(e)["found_by_kernel"]["count"] == 0  # its fused kernel is not counted twice
    assert parts(e)["scopes"] == {"kernel_us": 20.0, "cpu_us": 100.0}
    assert (a["forward_kernel_us"], a["backward_kernel_us"], a["kernel_us"]) == (20.0, 205.0, 225.0)
    assert (a["backward_cpu_us"], a["cpu_us"]) == (100.0, 200.0)
    assert (a["backward_of_calls_kernel_us"], a["backward_of_calls_cpu_us"]) == (0.0, 0.0)  # no call's
    codes = {x["code"]: x["message"] for x in e["advice"]}
    assert codes["backward_without_forward"].startswith(
        "1 attention backward call whose forward ran before the profiled window took 205.0 µs of kernels"
    )
    # the labelled call's own backward is not in the trace either: no "backward 10 times the forward"
    assert "backward_slow" not in codes
    [row] = e["attention_ops"]
    assert (row["count"], row["kernel_us"], row["backward_kernel_us"]) == (1, 20.0, 0.0)
    # (#59 item 4: the row's 0 is no measurement: its calls' backward is not in the window)
    assert row["backward_kernel_unmeasured"] == "none in this window"
    assert "backward without its forward 205.0 µs (1 call)" in format_text({"traces": [e]})


def test_a_rows_backward_says_why_it_measures_nothing(tmp_path):
    """#59 item 4: the call's own backward in the window (seq 5): 205 µs measured, no words; an
    op on CPU tensors in a GPU trace and a CPU-only trace's row: "ran on the CPU" (no kernels)."""
    t = TraceBuilder()
    labelled_forward(t, seq=5)
    sdpa_backward(t, 600, seq=5)
    # (and an op on CPU tensors in the same GPU trace, 40 µs of CPU and no kernel: it ran on the CPU)
    t.label("attn_offloaded", 2000, 60)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 2010, 40, dims=Q)
    rows = {r["op"]: r for r in analyze_file(t.write(tmp_path / "linked.json"))["attention_ops"]}
    row, cpu_row = rows[SDPA], rows["aten::_scaled_dot_product_flash_attention_for_cpu"]
    assert (row["backward_kernel_us"], row["backward_kernel_unmeasured"]) == (205.0, None)
    assert (row["kernel_us"], row["kernel_unmeasured"]) == (20.0, None)
    assert (cpu_row["kernel_us"], cpu_row["cpu_us"], cpu_row["kernel_unmeasured"]) == (0.0, 40.0, "ran on the CPU")
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 10, 50, dims=Q, seq=5)
    [row] = analyze_file(t.write(tmp_path / "cpu.json"))["attention_ops"]
    assert (row["backward_kernel_us"], row["backward_kernel_unmeasured"]) == (0.0, "ran on the CPU")
    assert row["kernel_unmeasured"] == "ran on the CPU"


def test_a_custom_function_backward_found_by_its_fused_kernel(tmp_path):
    """A custom autograd Function named after nothing attention-like, whose backward node
    launches FlashAttention's backward kernel and a copy of its own; its sequence number
    (9) follows the window's forward op (5), so the trace does not say its forward ran
    before the window."""
    t = TraceBuilder()
    labelled_forward(t, seq=5)
    t.op("MyFusedOpBackward", 600, 80, tid=BWD, seq=9, fwd_tid=MAIN)
    t.kernel(
        "void flash::flash_bwd_dq_dk_dv_loop_seqk_parallel_kernel<T>(Flash_bwd_params)",
        800,
        150.0,
        t.launch(610, tid=BWD),
    )
    t.kernel("void at::native::elementwise_kernel<128, 4>", 960, 7.0, t.launch(620, tid=BWD))
    # an unlinked backward node of no attention: not attention
    t.op("MmBackward0", 700, 30, tid=BWD, seq=2, fwd_tid=MAIN)
    t.kernel("ampere_sgemm_128x64_nn", 1000, 40.0, t.launch(705, tid=BWD))
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert parts(e)["backward_without_forward"] == {"count": 1, "before_window": 0, "kernel_us": 157.0, "cpu_us": 80.0}
    assert e["attention"]["backward_kernel_us"] == 157.0
    [note] = [x["message"] for x in e["advice"] if x["code"] == "backward_without_forward"]
    assert note.startswith("1 attention backward call whose forward is not in the trace took 157.0 µs")


def test_a_backward_with_its_forward_in_the_window_is_the_scope_s(tmp_path):
    t = TraceBuilder()
    labelled_forward(t, seq=5)
    sdpa_backward(t, 600, seq=5)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert parts(e)["backward_without_forward"] == {"count": 0, "before_window": 0, "kernel_us": 0.0, "cpu_us": 0.0}
    [scope] = e["scopes"]
    assert (scope["backward_kernel_us"], scope["backward_cpu_us"]) == (205.0, 100.0)
    assert "backward_without_forward" not in {x["code"] for x in e["advice"]}


def test_the_backward_of_the_calls_leaves_out_the_one_without_its_forward(tmp_path):
    """One backward of the window's call (seq 5) and one whose forward ran before (seq 1),
    205 µs of kernels and 100 µs of CPU each: attention's backward is both, the calls' is
    the first alone, and compare divides that by the one call."""
    from tb_attn_plugin.decide.compare import typed_entry
    from tb_attn_plugin.decide.compared import summary

    t = TraceBuilder()
    labelled_forward(t, seq=5)
    sdpa_backward(t, 600, seq=5)
    sdpa_backward(t, 1200, seq=1)
    e = analyze_file(t.write(tmp_path / "t.json"))
    a = e["attention"]
    assert (a["backward_kernel_us"], a["backward_cpu_us"]) == (410.0, 200.0)
    assert (a["backward_of_calls_kernel_us"], a["backward_of_calls_cpu_us"]) == (205.0, 100.0)
    overall = summary(typed_entry(e))["overall"]
    assert (overall["backward_gpu_us_per_instance"], overall["backward_cpu_us_per_instance"]) == (205.0, 100.0)


def test_cpu_only_backward_without_forward_counts_its_cpu_time(tmp_path):
    """No kernels: the backward node's 100 µs is attention backward CPU time, its ops
    attention CPU ops."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 10, 50, dims=Q, seq=5)
    t.op("ScaledDotProductFlashAttentionForCpuBackward0", 600, 100, tid=BWD, seq=1, fwd_tid=MAIN)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu_backward", 605, 90, tid=BWD, dims=Q)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["breakdown_unit"] == "cpu_op"
    assert parts(e)["backward_without_forward"] == {"count": 1, "before_window": 1, "kernel_us": 0.0, "cpu_us": 100.0}
    assert e["attention"]["backward_cpu_us"] == 100.0
