"""Kernel-first discovery (#40 item 1, analysis/passes/kernel_calls.py): an op named as no attention
op that launches a fused attention kernel (a custom autograd Function around FlashAttention's
kernels, Triton attention launched from Python) is an attention call: a row of family
"custom" with its kernels' backend, a scope of its own, its backward linked as any op's.
Hand-built traces; every figure is the trace's own durations, worked out by hand."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.analysis.passes.kernel_calls import FLOPS_NOTE, NO_SHAPE_NOTE
from tb_attn_plugin.pipeline import analyze_file

FA3_FWD = "void cutlass::device_kernel<flash::FlashAttnFwdSm90<Ktraits>>(Params)"
FA3_BWD = "void cutlass::device_kernel<flash::FlashAttnBwdSm90<Ktraits>>(Params)"
ROTARY = "void rotary_kernel<__nv_bfloat16>(Params)"
QKV = [[2, 128, 8, 64], [2, 128, 2, 64], [2, 128, 2, 64]]  # (B, L, H, D), grouped-query K and V


def custom_function(t: TraceBuilder, base: float = 0.0, seq: int = 7) -> None:
    """A custom Function's forward: a 5 µs rotary kernel, then FA3's 40 µs forward; its
    backward node: FA3's 100 µs backward and a 7 µs elementwise kernel."""
    t.op("MyFlashAttnFunc", base + 100, 200, seq=seq, dims=QKV, types=["c10::BFloat16"] * 3)
    t.kernel(ROTARY, base + 310, 5.0, t.launch(base + 110))
    t.kernel(FA3_FWD, base + 320, 40.0, t.launch(base + 120))
    t.op("MyFlashAttnFuncBackward", base + 1000, 300, tid=BWD, seq=seq, fwd_tid=MAIN)
    t.kernel(FA3_BWD, base + 1400, 100.0, t.launch(base + 1010, tid=BWD))
    t.kernel("void at::native::vectorized_elementwise_kernel<4>", base + 1510, 7.0, t.launch(base + 1020, tid=BWD))


def test_a_custom_function_around_fa3_is_an_attention_call(tmp_path):
    t = TraceBuilder()
    custom_function(t)
    e = analyze_file(t.write(tmp_path / "t.json"))
    [row] = e["attention_ops"]
    assert (row["op"], row["family"], row["backend"], row["count"]) == (
        "MyFlashAttnFunc",
        "custom",
        "FlashAttention-3",
        1,
    )
    assert (row["kernel_us"], row["backward_kernel_us"]) == (45.0, 107.0)
    assert row["shape"] == {"B": 2, "H": 8, "Lq": 128, "Lkv": 128, "D": 64, "Hkv": 2}
    assert row["flops"] == 4 * 2 * 8 * 128 * 128 * 64 and row["flops_note"] == FLOPS_NOTE
    assert row["dtype"] == "bfloat16" and row["causal"] is None
    # two kernels per call where a fused call launches one: the rotary kernel, said
    assert row["expectation"]["observed"]["kernels_per_call"] == 2
    # a scope of its own (no label here), forward and backward
    assert e["attention"]["scope_source"] == "op"
    [scope] = e["scopes"]
    assert (scope["name"], scope["source"], scope["forward_kernel_us"], scope["backward_kernel_us"]) == (
        "MyFlashAttnFunc",
        "op",
        45.0,
        107.0,
    )
    # nothing left to be found by kernel name alone
    assert e["attention"]["parts"]["found_by_kernel"]["count"] == 0


def test_beside_a_label_it_is_attention_the_label_missed(tmp_path):
    """A labelled SDPA call (20 µs) and the custom call outside the label: the custom call is
    a scope beside it (source label+op) and counted outside the labels."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 60)
    t.op("aten::_scaled_dot_product_flash_attention", 10, 40, dims=[[2, 8, 128, 64]] * 3, seq=1)
    t.kernel("void pytorch_flash::flash_fwd_kernel<T>(Flash_fwd_params)", 60, 20.0, t.launch(20))
    custom_function(t, base=100)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["attention"]["scope_source"] == "label+op"
    parts = e["attention"]["parts"]
    assert parts["outside_labels"] == {"count": 1, "kernel_us": 45.0 + 107.0, "cpu_us": 200.0 + 300.0}
    assert sorted(r["op"] for r in e["attention_ops"]) == [
        "MyFlashAttnFunc",
        "aten::_scaled_dot_product_flash_attention",
    ]


def test_without_inputs_that_read_as_q_k_v_no_shape_is_made_up(tmp_path):
    """Triton attention launched from a Function with packed 2-D inputs: the call is found,
    its kernels' backend named, no shape nor FLOPs guessed."""
    t = TraceBuilder()
    t.op("MyTritonAttention", 100, 200, seq=3, dims=[[4096, 512], [4096, 512]], types=["c10::Half"] * 2)
    t.kernel("_attn_fwd", 320, 30.0, t.launch(120))
    e = analyze_file(t.write(tmp_path / "t.json"))
    [row] = e["attention_ops"]
    assert (row["family"], row["backend"], row["shape"], row["flops"]) == ("custom", "Triton attention", None, None)
    assert row["flops_note"] == NO_SHAPE_NOTE


def test_what_is_not_a_custom_attention_call(tmp_path):
    """An op launching only a GEMM; a named attention op (its own row, once); a backward node
    launching attention kernels (backward work, not a forward call); a compiled region."""
    t = TraceBuilder()
    t.op("MyLinear", 0, 50, dims=[[2, 64], [64, 64]])
    t.kernel("ampere_bf16_s16816gemm_bf16_128x64", 60, 10.0, t.launch(10))
    t.op("MyWrapper", 100, 100, dims=QKV)
    t.op("flash_attn_3::fwd", 110, 80, dims=QKV, types=["c10::BFloat16"] * 3)
    t.kernel(FA3_FWD, 220, 40.0, t.launch(120))
    t.op("SomeNodeBackward0", 400, 100, tid=BWD, seq=99, fwd_tid=MAIN)
    t.kernel(FA3_BWD, 520, 80.0, t.launch(410, tid=BWD))
    t.op("## Call CompiledFxGraph fxyz ##", 700, 100)
    t.kernel("void flash::flash_fwd_kernel<T>(Flash_fwd_params)", 820, 10.0, t.launch(710))
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert [(r["op"], r["family"], r["count"]) for r in e["attention_ops"]] == [("flash_attn_3::fwd", "flash", 1)]


def test_known_ops_and_kernels_by_name():
    """#40 item 1's ops known by name, and the kernels that say their backend."""
    from tb_attn_plugin.names import patterns

    for op in ("flash_attn_3::fwd", "trtllm::attention", "tensorrt_llm::mla_forward", "flash_mla::fwd_kvcache_mla"):
        assert patterns.is_attention_op_name(op), op
    assert patterns.is_attention_op_name("vllm::mla_decode") and patterns.is_attention_op_name(
        "sglang::sparse_attn_fwd"
    )
    assert not patterns.is_attention_op_name("aten::mm") and not patterns.is_attention_op_name("myext::mlp_fwd")
    assert patterns.classify_kernel("void flash_fwd_splitkv_mla_kernel<T>(Params)") == ("attention", "FlashMLA")
    assert patterns.classify_kernel("xqa_kernel_bf16_64") == ("attention", "TensorRT-LLM attention")
    assert patterns.classify_kernel(FA3_FWD) == ("attention", "FlashAttention-3")
    assert patterns.classify_kernel("void flash_attn.cute.FlashAttentionForwardSm100(...)")[1] == "FlashAttention-4"
