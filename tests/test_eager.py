"""analysis/passes/eager.py: Q·Kᵀ, softmax, ·V chains found by their pattern and shapes, as calls of
the eager kind (FLOPs and score matrix worked by hand)."""

from __future__ import annotations

from tracebuilder import TraceBuilder, context_of

from tb_attn_plugin.analysis.passes.eager import MAX_BETWEEN, find_eager_chains
from tb_attn_plugin.pipeline import analyze_file

Q, KT, SCORES, V = [2, 4, 16, 8], [2, 4, 8, 32], [2, 4, 16, 32], [2, 4, 32, 8]


def chain(t: TraceBuilder, start: float, between: int = 1, v=V, softmax_dims=SCORES):
    t.op("aten::matmul", start, 5, dims=[Q, KT], types=["float", "float"])
    for i in range(between):
        t.op("aten::mul", start + 6 + i, 0.5, dims=[SCORES, []], types=["float", "Scalar"])
    s = start + 7 + between
    t.op("aten::softmax", s, 3, dims=[softmax_dims, [], []], types=["float", "Scalar", ""])
    t.op("aten::matmul", s + 4, 5, dims=[SCORES, v], types=["float", "float"])


def test_a_chain_is_found_with_its_shape_flops_and_score_matrix(tmp_path):
    t = TraceBuilder()
    chain(t, 0)
    chains = find_eager_chains(context_of(t, tmp_path).model)
    assert len(chains) == 1
    facts = chains[0].facts
    assert facts.kind == "eager" and facts.shape == {"B": 2, "H": 4, "Lq": 16, "Lkv": 32, "D": 8}
    # both GEMMs in full: 2·B·H·Lq·Lkv·(D + Dv) = 2·2·4·16·32·16
    assert facts.flops == 2 * 2 * 4 * 16 * 32 * 16
    assert facts.score_matrix_bytes == 2 * 4 * 16 * 32 * 4  # one float32 score matrix
    assert facts.causal is None and facts.bytes is None


def test_no_chain_where_the_ops_are_too_far_apart_or_the_shapes_disagree(tmp_path):
    t = TraceBuilder()
    chain(t, 0, between=MAX_BETWEEN + 1)  # too many ops between the GEMM and the softmax
    chain(t, 100, v=[2, 4, 31, 8])  # V's length is not the scores' Lkv
    chain(t, 200, softmax_dims=[2, 4, 16, 31])  # the softmax is not of the scores
    assert find_eager_chains(context_of(t, tmp_path).model) == []


def test_a_mask_built_inline_between_the_gemm_and_the_softmax_is_part_of_the_chain(tmp_path):
    """#40: multi-query attention builds its mask inline, nine ops between Q·Kᵀ and softmax
    (mul, new_ones, tril, to, bitwise_not, two slices, view, masked_fill): ten calls, ten
    chains, each span holding its mask ops."""
    t = TraceBuilder()
    mask_ops = [
        "aten::mul",
        "aten::new_ones",
        "aten::tril",
        "aten::to",
        "aten::bitwise_not",
        "aten::slice",
        "aten::slice",
        "aten::view",
        "aten::masked_fill",
    ]
    for call in range(10):
        start = call * 100.0
        t.op("aten::matmul", start, 5, dims=[Q, KT], types=["float", "float"])
        for i, name in enumerate(mask_ops):
            t.op(name, start + 6 + i, 0.5)
        t.op("aten::softmax", start + 20, 3, dims=[SCORES, [], []], types=["float", "Scalar", ""])
        t.op("aten::matmul", start + 24, 5, dims=[SCORES, V], types=["float", "float"])
    ctx = context_of(t, tmp_path)
    assert len(ctx.eager_chains) == 10
    cpu, strings = ctx.data.cpu, ctx.data.strings
    spans = [r for r in range(len(cpu)) if strings[cpu.name[r]] == "eager attention (Q·Kᵀ, softmax, ·V)"]
    assert len(spans) == 10
    # the first span runs from the first GEMM's start (0) to the second's end (29): its nine
    # mask ops (6 to 14.5) are inside it
    first = min(spans, key=lambda r: cpu.ts[r])
    assert (cpu.ts[first], cpu.ts[first] + cpu.dur[first]) == (0.0, 29.0)
    # and the attention-op table holds the ten calls, the mask ops counted inside each
    [row] = analyze_file(t.write(tmp_path / "mqa.pt.trace.json"))["attention_ops"]
    assert (row["family"], row["count"]) == ("eager", 10)
    assert row["expectation"]["observed"]["ops_per_call"] == 2 + 9 + 1  # two GEMMs, the mask, the softmax


def test_an_upcast_softmax_leaves_the_call_in_its_gemms_dtype(tmp_path):
    """#40: a bf16 T5 layer upcasts its softmax to float32; the call is bf16 (its GEMMs'),
    held to the bf16 peak, not float32's."""
    bf16 = ["c10::BFloat16", "c10::BFloat16"]
    t = TraceBuilder()
    t.op("aten::matmul", 0, 5, dims=[Q, KT], types=bf16)
    t.op("aten::softmax", 7, 3, dims=[SCORES, [], []], types=["float", "Scalar", ""])
    t.op("aten::matmul", 11, 5, dims=[SCORES, V], types=bf16)
    [chain] = find_eager_chains(context_of(t, tmp_path).model)
    assert chain.facts.dtype == "bfloat16"
    assert chain.facts.score_matrix_bytes == 2 * 4 * 16 * 32 * 2  # one bf16 score matrix


def test_chains_become_scopes_where_nothing_else_is(tmp_path):
    t = TraceBuilder()
    chain(t, 0)
    chain(t, 100)
    ctx = context_of(t, tmp_path)
    assert ctx.scopes.source == "pattern" and len(ctx.eager_chains) == 2
    assert [name for name, _ in ctx.scopes.keys] == ["eager attention (Q·Kᵀ, softmax, ·V)"]
