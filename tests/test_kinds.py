"""The attention-kind registry (tb_attn_plugin/kinds): what it finds, what each kind reads
from a call's inputs (values worked by hand), and that the report's contract names the
same families."""

from __future__ import annotations

import json
import pkgutil
from pathlib import Path

import pytest

from tb_attn_plugin import kinds
from tb_attn_plugin.kinds import call_facts, kernel_backend, kind_named, kind_of_op
from tb_attn_plugin.names import patterns

SCHEMA = Path(__file__).resolve().parents[1] / "docs" / "report-schema.json"


def test_the_schema_family_enum_is_the_registry_families():
    schema = json.loads(SCHEMA.read_text())
    enum = schema["$defs"]["AttentionOpRow"]["properties"]["family"]["enum"]
    assert sorted(enum) == sorted(kinds.FAMILIES)


def test_every_module_of_the_package_is_a_registered_kind():
    modules = {m.name for m in pkgutil.iter_modules(kinds.__path__)} - {"base"}
    registered = {k.__module__.rsplit(".", 1)[1] for k in kinds.REGISTERED}
    assert registered == modules
    assert set(kinds.KINDS) | set(kinds.MIXERS) == set(kinds.REGISTERED)
    assert all(k.softmax for k in kinds.KINDS) and not any(k.softmax for k in kinds.MIXERS)
    for kind in kinds.REGISTERED:
        assert kind.name and kind.family and kind.summary, kind
        assert kind_named(kind.name) is kind
    ranks = [f.rank for k in kinds.REGISTERED for f in k.kernel_fingerprints]
    assert len(ranks) == len(set(ranks)), "two kernel fingerprints share a rank: their order would be arbitrary"
    assert [k.rank for k in kinds.REGISTERED] == sorted(k.rank for k in kinds.REGISTERED)


@pytest.mark.parametrize(
    "op, kind",
    [
        ("aten::scaled_dot_product_attention", "sdpa"),
        ("aten::_scaled_dot_product_attention_math", "sdpa"),
        ("flex_attention", "flex"),
        ("FlexAttentionAutogradOp", "flex"),
        ("triton_tem_fused_flex_attention_0", "flex"),
        ("flash_attn::_flash_attn_varlen_forward", "varlen"),
        ("flash_attn::_flash_attn_forward", "flash"),
        ("flash_attn_2_cuda::fwd", "flash"),
        ("aten::_efficient_attention_forward", "flash"),
        ("xformers::efficient_attention_forward_cutlass", "xformers"),
        ("aiter::fmha_v3_fwd", "aiter"),
        ("vllm::unified_attention_with_output", "paged"),
        ("sglang::extend_attention", "paged"),
        ("transformer_engine::fused_attn_fwd", "other"),
    ],
)
def test_kind_of_an_op(op, kind):
    assert patterns.is_attention_op_name(op)
    assert kind_of_op(op).name == kind


def test_names_that_are_not_attention_ops():
    for name in ("aten::mm", "aten::softmax", "triton_poi_fused_add_flex_attention_mul_2", "nccl:all_reduce"):
        assert not kinds.is_attention_op_name(name), name


def test_kernel_fingerprints_in_rank_order_across_kinds():
    # a name several fingerprints match goes to the first by rank: PyTorch's FlashAttention-2
    # kernels also match FlashAttention-2's own "flash_fwd", Hopper's FA3 too
    assert kernel_backend("void pytorch_flash::flash_fwd_kernel<Flash_fwd_kernel_traits<64>>") == (
        "flash (FlashAttention-2 in PyTorch)"
    )
    assert kernel_backend("void flash_fwd_kernel_sm90<...>") == "FlashAttention-3"
    assert kernel_backend("void flash_fwd_kernel<...>") == "FlashAttention-2"
    # a generation from the kernel's own name, forward and backward alike (#40)
    fa3 = (
        "void flash::compute_attn_ws<Flash_fwd_kernel_traits<128, 128, 128, 16, 2, false, 1, cutlass::bfloat16_t>, true>",
        "void cutlass::device_kernel<flash::enable_sm90_or_later<flash::FlashAttnFwdSm90<CollectiveMainloopFwd>>>",
        "void cutlass::device_kernel<flash::enable_sm90_or_later<flash::FlashAttnBwdSm90<CollectiveMainloopBwd>>>",
        "void flash::compute_attn_bwd<Flash_bwd_kernel_traits<128>>",
    )
    for name in fa3:
        assert kernel_backend(name) == "FlashAttention-3", name
    fa4 = (
        "kernel_cutlass_kernel_flash_attncuteflash_fwd_sm100FlashAttentionForwardSm100_object_at__tensor0",
        "kernel_cutlass_kernel_flash_attncuteflash_bwd_sm100FlashAttentionBackwardSm100_object_at__tensor0",
    )
    for name in fa4:
        assert kernel_backend(name) == "FlashAttention-4", name
    # a GEMM of Blackwell is no attention kernel
    assert kernel_backend("void cutlass::device_kernel<cutlass3x_sm100_tensorop_gemm_bf16>") is None
    assert kernel_backend("kernel_unified_attention_3d") == "vLLM unified attention (Triton)"
    assert kernel_backend("_attn_fwd") == "Triton attention"
    assert kernel_backend("my_fmha_kernel") == "fused attention"
    assert kernel_backend("ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_nn") is None


def test_flash_attn_2_cuda_fwd_reads_as_flash():
    # FlashAttention-2's C++ op: (q, k, v, out, alibi, p_dropout, softmax_scale, is_causal, ...)
    # in (B, L, H, D); 2·B·H·Lq·Lkv·2D, halved when causal: 2·1·8·512·512·128 / 2
    shapes = ([[1, 512, 8, 64]] * 3, ["c10::BFloat16"], ["", "", "", "", "", "0.", "0.125", "True"])
    facts = call_facts("flash_attn_2_cuda::fwd", shapes)
    assert facts.family == "flash" and facts.causal is True
    assert facts.shape == {"B": 1, "H": 8, "Lq": 512, "Lkv": 512, "D": 64}
    assert facts.flops == 2 * 1 * 8 * 512 * 512 * 128 // 2
    # Q, K, V read and O written: 4 · 512 tokens · 8 heads · 64 · 2 bytes
    assert facts.bytes == 4 * 512 * 8 * 64 * 2


def test_a_flash_op_on_packed_sequences_reads_as_varlen():
    # cu_seqlens_q (4 sequences: 5 entries) as the fourth input: varlen, every one of the 300
    # query tokens against the longest key sequence (max_seqlen_k 128)
    dims = [[300, 16, 64], [300, 4, 64], [300, 4, 64], [5], [5]]
    shapes = (dims, ["c10::Half"], ["", "", "", "", "", "100", "128", "0.", "0.125", "False"])
    facts = call_facts("aiter::fmha_v3_varlen_fwd", shapes)
    assert facts.kind == "varlen" and facts.causal is None
    assert facts.shape == {"T": 300, "Tkv": 300, "H": 16, "D": 64, "Hkv": 4, "B": 4, "Lq": 100, "Lkv": 128}
    assert facts.flops == 2 * 16 * 300 * 128 * 128
    assert facts.bytes == (300 * 16 * 128 + 300 * 4 * 128) * 2


def test_pictures_by_kind():
    fused = kind_named("flash").picture("FlashAttention-2", "bfloat16")
    assert (fused.kernels_per_call, fused.tensor_cores, fused.score_matrix) == (1, True, False)
    math = kind_named("sdpa").picture("math", "float16")
    # (the score matrix is what SDPA should not build: the math path building one is a shortfall)
    assert (math.kernels_per_call, math.tensor_cores, math.score_matrix, math.most_kernels_per_call) == (
        20,
        False,
        False,
        None,
    )
    eager = kind_named("eager").picture("eager (unfused)", "float32")
    assert (eager.kernels_per_call, eager.most_kernels_per_call, eager.tensor_cores) == (5, 6, False)
    paged = kind_named("paged").picture("vLLM", "bfloat16")
    assert paged.kernels_per_call is None and paged.most_kernels_per_call is None


def test_backends_when_kernels_say_none():
    assert kind_named("sdpa").backend("aten::_scaled_dot_product_efficient_attention", set()) == "efficient"
    assert kind_named("sdpa").backend("aten::scaled_dot_product_attention", set()) == "unknown"
    assert kind_named("sdpa").backend("aten::scaled_dot_product_attention", {"cuDNN"}) == "cuDNN"
    assert kind_named("paged").backend("vllm::unified_attention_with_output", set()) == "vLLM"
    assert kind_named("flex").backend("flex_attention", set()) == "flex"
    assert kind_named("varlen").backend("_flash_attn_varlen_fwd", set()) == "FlashAttention (varlen)"
    assert kind_named("other").backend("te::fused_attn_fwd", set()) == "TransformerEngine"


# --- the multi-head attention fast path (kinds/mha.py) --------------------------------------

# aten::_native_multi_head_attention as torch 2.13 records it for nn.MultiheadAttention(64, 4,
# batch_first=True) in eval on a (2, 24, 64) input: query, key, value, embed_dim, num_heads,
# qkv_weight, qkv_bias, proj_weight, proj_bias, mask, need_weights, average_attn_weights, mask_type
MHA_SHAPES = (
    [[2, 24, 64], [2, 24, 64], [2, 24, 64], [], [], [192, 64], [192], [64, 64], [64], [], [], [], []],
    ["float", "float", "float", "Scalar", "Scalar", "float", "float", "float", "float", "", "Scalar", "Scalar", ""],
    ["", "", "", "64", "4", "", "", "", "", "", "False", "True", ""],
)


def test_mha_fast_path_shape_and_flops():
    facts = call_facts("aten::_native_multi_head_attention", MHA_SHAPES)
    assert facts.kind == "mha" and facts.family == "mha"
    # E 64 over 4 heads: D 16; the core's two GEMMs 2·B·H·Lq·Lkv·2D = 2·2·4·24·24·32
    assert facts.shape == {"B": 2, "H": 4, "Lq": 24, "Lkv": 24, "D": 16}
    assert facts.flops == 294_912 and facts.flops_note is None
    assert facts.dtype == "float32" and facts.causal is None and facts.bytes is None
    assert facts.score_matrix_bytes == 2 * 4 * 24 * 24 * 4


def test_mha_fast_path_cross_attention_and_unknown_heads():
    dims = [[3, 10, 96], [3, 40, 96], [3, 40, 96], *MHA_SHAPES[0][3:]]
    concrete = ["", "", "", "96", "8", *MHA_SHAPES[2][5:]]
    facts = call_facts("aten::_native_multi_head_attention", (dims, ["c10::Half"] * 3, concrete))
    assert facts.shape == {"B": 3, "H": 8, "Lq": 10, "Lkv": 40, "D": 12}
    assert facts.flops == 2 * 3 * 8 * 10 * 40 * 24 and facts.dtype == "float16"
    # num_heads not recorded (or E not a multiple of it): no shape, and the note says why
    for heads in ("", "7"):
        facts = call_facts("aten::_native_multi_head_attention", (dims, ["c10::Half"], ["", "", "", "96", heads]))
        assert facts.shape is None and facts.flops is None
        assert "num_heads" in facts.flops_note
    # the encoder layer's fast path is not itself a call: the MHA op inside it is
    assert not kinds.is_attention_op_name("aten::_transformer_encoder_layer_fwd")


# --- causal FLOPs by the mask's alignment, and why FLOPs are missing -------------------------


@pytest.mark.parametrize(
    "op, lq, lkv, kept",
    [
        # SDPA's is_causal is top-left: query i sees keys 0..i
        ("aten::_scaled_dot_product_flash_attention", 16, 48, sum(min(i + 1, 48) for i in range(16))),  # 136
        ("aten::_scaled_dot_product_flash_attention", 48, 16, sum(min(i + 1, 16) for i in range(48))),
        # FlashAttention 2.1 on is bottom-right: query i sees keys 0..i + Lkv - Lq
        ("flash_attn::_flash_attn_forward", 16, 48, sum(max(0, min(i + 1 + 32, 48)) for i in range(16))),  # 648
        ("flash_attn::_flash_attn_forward", 48, 16, sum(max(0, min(i + 1 - 32, 16)) for i in range(48))),  # 136
        # square: half of the scores, the papers' count, whatever the alignment
        ("aten::_scaled_dot_product_flash_attention", 33, 33, 33 * 33 / 2),
        ("flash_attn::_flash_attn_forward", 33, 33, 33 * 33 / 2),
    ],
)
def test_causal_flops_count_the_scores_the_mask_keeps(op, lq, lkv, kept):
    sdpa = op.startswith("aten::")
    q, k = ([2, 4, lq, 32], [2, 4, lkv, 32]) if sdpa else ([2, lq, 4, 32], [2, lkv, 4, 32])
    concrete = ["", "", "", "0.", "True"] if sdpa else ["", "", "", "0.", "0.17", "True"]
    facts = call_facts(op, ([q, k, k], ["c10::BFloat16"] * 3, concrete))
    assert facts.causal is True
    assert facts.flops == 2 * 2 * 4 * kept * (32 + 32)  # 2·B·H·kept·(D + Dv)
    if (lq, lkv) == (16, 48):
        assert kept == (136 if sdpa else 648)


def test_flops_note_says_why_flops_are_missing():
    no_dims = call_facts("aten::scaled_dot_product_attention", None)
    assert no_dims.flops is None and "record_shapes=True" in no_dims.flops_note
    other = call_facts("transformer_engine::fused_attn_fwd", ([[1, 2, 3]], ["float"], None))
    assert other.flops is None and "does not read this op's inputs" in other.flops_note
    assert (
        call_facts("aten::scaled_dot_product_attention", ([[1, 2, 3, 4]] * 3, ["float"] * 3, None)).flops_note is None
    )


def test_the_registry_says_which_ops_nest_and_which_ops_a_fallback_call_is_looked_inside():
    """#39 item 3: the attention-op table asks the registry (kinds.NESTING_OPS) which forward
    ops are a call of their own even inside another: SDPA's dispatcher and backend ops, and
    no other kind's; and which ops are a fallback path's (SDPA's math backend)."""
    from tb_attn_plugin.kinds import sdpa

    assert frozenset(sdpa.FORWARD_OPS) == kinds.NESTING_OPS
    assert "aten::scaled_dot_product_attention" in kinds.NESTING_OPS
    assert "aten::_flash_attention_forward" not in kinds.NESTING_OPS  # (carried out inside one)
    assert [k.name for k in kinds.KINDS if k.nesting_ops] == ["sdpa"]
    assert kinds.FALLBACK_OPS == sdpa.MATH_OPS


@pytest.mark.parametrize(
    ("name", "mixer"),
    [
        ("vllm::gdn_attention_core", "gated_deltanet"),
        ("fla::chunk_gated_delta_rule", "gated_deltanet"),
        ("mamba_ssm::selective_scan_fwd", "mamba"),
        ("_causal_conv1d_fwd_cpp", "mamba"),
        ("rwkv6::wkv_forward", "rwkv"),
        ("RetNetRetention", "retention"),
        ("lightning_attn_forward", "linear_attention"),
    ],
)
def test_a_token_mixers_op_is_never_attention(name, mixer):
    """#56 item 2: linear and recurrent token mixers are registered like every kind and are no
    attention op (vLLM's gdn_attention_core was read as paged attention)."""
    assert kinds.mixer_of_op(name).name == mixer
    assert not patterns.is_attention_op_name(name)


@pytest.mark.parametrize(
    ("kernel", "mixer"),
    [
        ("fused_recurrent_gated_delta_rule_fwd_kernel", "gated_deltanet"),
        ("chunk_gated_delta_rule_fwd_kernel_h_blockdim64", "gated_deltanet"),
        ("_causal_conv1d_fwd_kernel", "mamba"),
        ("_chunk_scan_fwd_kernel", "mamba"),
        (
            "void selective_scan_fwd_kernel<Selective_Scan_fwd_kernel_traits<32, 4, 1, true, true, true, false, false, c10::BFloat16, float, c10::BFloat16, false>>(SSMParamsBase)",
            "mamba",
        ),
        ("kernel_forward_wkv6", "rwkv"),
        ("_fwd_kernel_lightning_attn", "linear_attention"),
    ],
)
def test_a_token_mixers_kernel_is_no_attention_kernel(kernel, mixer):
    assert kinds.mixer_of_kernel(kernel).name == mixer
    assert kernel_backend(kernel) is None
    assert patterns.classify_kernel(kernel)[0] != "attention"
    # a softmax attention kernel is never a mixer's
    assert kinds.mixer_of_kernel("void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)") is None
