"""#57 item 3: nn.MultiheadAttention's slow path told right. A fast-path call
(aten::_native_multi_head_attention) that computed its scores itself (bmm, softmax, bmm)
reads "unfused (bmm + softmax)"; its TFLOP/s footnote leaves out only its in and out
projections (mm, addmm), not the Q·Kᵀ and P·V bmm GEMMs its FLOPs count; a call asked for
averaged weights (need_weights=True, the module's default) gets the need_weights=False advice,
its saving the averaging's time. Every number is worked out by hand."""

from __future__ import annotations

from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file

GEMM = "ampere_fp16_s16816gemm_fp16_128x128_ldg8_f2f_stages_32x5_tn"
SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<c10::Half, c10::Half, float, 10, false, false>(c10::Half*, c10::Half const*, int, int, int, bool const*, int, bool)"
SUM = "void at::native::reduce_kernel<512, 1, at::native::ReduceOp<float, at::native::func_wrapper_t<float, at::native::sum_functor<c10::Half, float, float>::operator()(at::TensorIterator&)::{lambda(float, float)#1}>, unsigned int, c10::Half, 4> >(at::native::ReduceOp<float, at::native::func_wrapper_t<float, at::native::sum_functor<c10::Half, float, float>::operator()(at::TensorIterator&)::{lambda(float, float)#1}>, unsigned int, c10::Half, 4>)"
DIV = "void at::native::vectorized_elementwise_kernel<4, at::native::BinaryFunctor<c10::Half, c10::Half, c10::Half, at::native::binary_internal::DivFunctor<c10::Half> >, std::array<char*, 3ul> >(int, at::native::BinaryFunctor<c10::Half, c10::Half, c10::Half, at::native::binary_internal::DivFunctor<c10::Half> >, std::array<char*, 3ul>)"
# B 8, L 1024, E 1024, 16 heads: D 64
DIMS = [[8, 1024, 1024]] * 3 + [[], [], [3072, 1024], [3072], [1024, 1024], [1024], [], [], [], []]
TYPES = ["c10::Half"] * 3 + ["Scalar", "Scalar"] + ["c10::Half"] * 4 + ["", "Scalar", "Scalar", "Scalar"]


def _concrete(need_weights: bool) -> list:
    return ["", "", "", "1024", "16", "", "", "", "", "", str(need_weights), "True", ""]


def _call(t: TraceBuilder, at: int, need_weights: bool) -> None:
    """The call's ops and kernels: mm 200 µs (in projection), bmm 50, softmax 20, bmm 50,
    addmm 176 (out projection); with need_weights sum 10 and div_ 5 (an inner div_ inside)."""
    t.op("aten::_native_multi_head_attention", at, 900, dims=DIMS, types=TYPES, concrete=_concrete(need_weights))
    gpu = 100_000 + 2 * at  # (each call's kernels apart from the next call's)
    for i, (op, kernel, us) in enumerate(
        [
            ("aten::mm", GEMM, 200.0),
            ("aten::bmm", GEMM, 50.0),
            ("aten::_softmax", SOFTMAX, 20.0),
            ("aten::bmm", GEMM, 50.0),
            ("aten::addmm", GEMM, 176.0),
        ]
    ):
        t.op(op, at + 10 + 100 * i, 60)
        t.kernel(kernel, gpu + 250 * i, us, t.launch(at + 20 + 100 * i))
    if need_weights:
        t.op("aten::sum", at + 600, 60)
        t.kernel(SUM, gpu + 1300, 10.0, t.launch(at + 610))
        t.op("aten::div_", at + 700, 60)
        t.op("aten::div_", at + 705, 50)
        t.kernel(DIV, gpu + 1400, 5.0, t.launch(at + 710))


def test_the_slow_path_is_unfused_its_projections_apart_and_need_weights_advised(tmp_path):
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 5_000)
    _call(t, 1_000, need_weights=True)
    _call(t, 2_000, need_weights=False)
    e = analyze_file(t.write(tmp_path / "mha.pt.trace.json"))
    [row] = [r for r in e["attention_ops"] if r["op"] == "aten::_native_multi_head_attention"]
    assert row["backend"] == "unfused (bmm + softmax)"
    assert row["count"] == 2
    # 511 µs with the averaging, 496 without
    assert row["kernel_us"] == 1007.0
    # 2·B·H·Lq·Lkv·2D
    assert row["flops_per_call"] == 2 * 8 * 16 * 1024 * 1024 * 2 * 64
    # the projections, 2 x (200 + 176) = 752 µs; over the rest (1,007 - 752 = 255 µs):
    # 2 x 34,359,738,368 FLOPs / 255 µs = 269.488 TFLOP/s (the bmm GEMMs are the attention's own)
    assert row["tflops_note"] == (
        "over all its kernels, 752.0 µs of them GEMMs that are not the attention's own "
        "(its in and out projections); 269.488 TFLOP/s over the rest"
    )
    assert row["weights_averaged"] == {"calls": 1, "us": 15.0}
    [advice] = [a for a in e["advice"] if a["code"] == "mha_need_weights"]
    assert advice["saves_us"] == 15.0
    assert "in 1 of 2 calls (need_weights=True, its default): 15.0 µs of sum and div_ kernels" in advice["message"]
    assert "Pass need_weights=False" in advice["message"]


def test_a_call_handed_to_sdpa_is_neither_unfused_nor_advised(tmp_path):
    """need_weights=False on a GPU: the fast path calls SDPA's flash kernel; the row is SDPA's
    (the innermost op is the call) and nothing is said of weights."""
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 5_000)
    t.op("aten::_native_multi_head_attention", 1_000, 900, dims=DIMS, types=TYPES, concrete=_concrete(False))
    t.op("aten::mm", 1_010, 60)
    t.kernel(GEMM, 100_000, 200.0, t.launch(1_020))
    t.op("aten::scaled_dot_product_attention", 1_100, 300)
    t.op("aten::_scaled_dot_product_flash_attention", 1_110, 280)
    t.kernel(
        "void pytorch_flash::flash_fwd_kernel<Flash_fwd_kernel_traits<64, 128, 128, 4, false, false, cutlass::half_t, Flash_kernel_traits<64, 128, 128, 4, cutlass::half_t> >, false, false, false, false, true, true, false, false>(pytorch_flash::Flash_fwd_params)",
        100_300,
        80.0,
        t.launch(1_120),
    )
    e = analyze_file(t.write(tmp_path / "mha_sdpa.pt.trace.json"))
    assert all(r["backend"] != "unfused (bmm + softmax)" for r in e["attention_ops"])
    assert all(r["weights_averaged"] is None for r in e["attention_ops"])
    assert not [a for a in e["advice"] if a["code"] == "mha_need_weights"]


def test_on_a_cpu_trace_the_averaging_is_its_outermost_ops_cpu_time(tmp_path):
    """No kernels: aten::sum 60 µs and aten::div_ 60 µs (its inner div_ 50 µs counted once)."""
    t = TraceBuilder()
    t.op("aten::_native_multi_head_attention", 0, 900, dims=DIMS, types=TYPES, concrete=_concrete(True))
    for i, op in enumerate(["aten::mm", "aten::bmm", "aten::_softmax", "aten::bmm", "aten::addmm"]):
        t.op(op, 10 + 100 * i, 60)
    t.op("aten::sum", 600, 60)
    t.op("aten::div_", 700, 60)
    t.op("aten::div_", 705, 50)
    e = analyze_file(t.write(tmp_path / "mha_cpu.pt.trace.json"))
    [row] = e["attention_ops"]
    assert row["backend"] == "unfused (bmm + softmax)"
    assert row["weights_averaged"] == {"calls": 1, "us": 120.0}
    [advice] = [a for a in e["advice"] if a["code"] == "mha_need_weights"]
    assert "120.0 µs of sum and div_ CPU ops" in advice["message"]


def test_the_slow_path_in_a_multihead_attention_module_is_said_with_the_fast_paths_conditions(tmp_path):
    """Training (or need_weights=True outside the fast path): F.multi_head_attention_forward
    runs bmm, softmax, bmm inside the module's scope (recorded with with_modules=True): the
    advice says need_weights=False and the fast path's conditions."""
    t = TraceBuilder(device_properties=[])
    t.module("MultiheadAttention_0", 0, 1000)
    t.op("aten::linear", 10, 100)
    t.op("aten::bmm", 200, 50, dims=[[8, 16, 16], [8, 16, 16]], types=["float", "float"])
    t.op("aten::softmax", 300, 50, dims=[[8, 16, 16], [], []], types=["float", "Scalar", ""])
    t.op("aten::bmm", 400, 50, dims=[[8, 16, 16], [8, 16, 16]], types=["float", "float"])
    t.op("aten::mean", 500, 50)
    e = analyze_file(t.write(tmp_path / "mha_train.pt.trace.json"))
    [advice] = [a for a in e["advice"] if a["code"] == "mha_need_weights"]
    assert advice["message"].startswith("nn.MultiheadAttention ran its slow path in 1 call: bmm + softmax + bmm")
    assert "Pass need_weights=False" in advice["message"] and "batch_first=True" in advice["message"]
    assert advice["saves_us"] is None
