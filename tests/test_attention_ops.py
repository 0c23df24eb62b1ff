"""The attention-op table beyond SDPA, on hand-built GPU traces: inductor's compiled
FlexAttention templates (forward and backward graphs), FlashAttention varlen, vLLM's paged
attention op; and what is not attention staying apart. Every expected number is worked
out by hand next to it."""

import pytest
from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.kinds import call_facts
from tb_attn_plugin.names import patterns
from tb_attn_plugin.pipeline import analyze_file

FLEX_FWD = "triton_tem_fused_flex_attention_0"
FLEX_BWD = "triton_tem_fused_flex_attention_backward_1"


def compiled_flex_trace(t: TraceBuilder, calls: int = 2) -> None:
    """Two steps of a compiled block: its forward graph launches the flex template (40 µs)
    and a pointwise kernel (5 µs); its backward graph the backward template (100 µs). No
    label (Dynamo dropped it), no module events."""
    for step in range(calls):
        base = step * 1000
        t.op("Torch-Compiled Region: 0/0", base, 300)
        t.op("CompiledFunction", base + 10, 280, seq=10 + step)
        t.label("## Call CompiledFxGraph fwd ##", base + 20, 260)
        t.op(FLEX_FWD, base + 30, 50, dims=[[2, 8, 512, 64], [2, 8, 512, 64], [2, 8, 512, 64], [2, 8, 512]])
        c = t.launch(base + 40, tid=MAIN, name="cuLaunchKernel")
        t.kernel(FLEX_FWD, base + 400, 40.0, c)
        t.op("triton_poi_fused_add_flex_attention_mul_2", base + 100, 20, dims=[[2, 512, 512]])
        c = t.launch(base + 105, name="cuLaunchKernel")
        t.kernel("triton_poi_fused_add_flex_attention_mul_2", base + 450, 5.0, c)
        t.op("CompiledFunctionBackward", base + 600, 300, tid=BWD, seq=10 + step, fwd_tid=1)
        t.label("## Call CompiledFxGraph bwd ##", base + 610, 280, tid=BWD)
        t.op(FLEX_BWD, base + 620, 80, tid=BWD, dims=[[2, 8, 512, 64], [2, 8, 512, 64], [2, 8, 512, 64]])
        c = t.launch(base + 630, tid=BWD, name="cuLaunchKernel")
        t.kernel(FLEX_BWD, base + 800, 100.0, c)


def test_compiled_flex_attention_templates_forward_and_backward(tmp_path):
    t = TraceBuilder()
    compiled_flex_trace(t)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert patterns.classify_kernel(FLEX_FWD) == ("attention", "FlexAttention (Triton template)")
    assert patterns.classify_kernel("triton_poi_fused_add_flex_attention_mul_2")[0] == "elementwise"
    assert e["attention"]["scope_source"] == "op"
    [s] = e["scopes"]
    assert s["name"] == FLEX_FWD and s["count"] == 2  # the pointwise kernel named after it is not a scope
    [row] = e["attention_ops"]
    assert row["family"] == "flex" and row["count"] == 2
    assert row["shape"] == {"B": 2, "H": 8, "Lq": 512, "Lkv": 512, "D": 64}
    assert row["flops_per_call"] == 4 * 2 * 8 * 512 * 512 * 64  # 1,073,741,824: dense, the mask is not seen
    assert row["flops_note"].startswith("dense upper bound")
    assert row["kernel_us"] == 80.0  # 2 x 40
    assert row["backward_kernel_us"] == 200.0  # paired in reverse through the compiled graphs: 2 x 100
    assert row["tflops"] == pytest.approx(2 * 1_073_741_824 / 80e-6 / 1e12, abs=1e-3)
    assert row["backend"] == "FlexAttention (Triton template)"
    assert e["attention"]["backward_kernel_us"] == 200.0 and e["attention"]["forward_kernel_us"] == 80.0
    assert e["compiled"] == {
        "regions": 4,  # 2 x (Torch-Compiled Region, CompiledFunctionBackward)
        "attention_ops": 2,
        "attention_ops_unlabelled": 2,
        "backward_paired": 2,
        "backward_unpaired": 0,
        "opaque_graph_calls": 0,  # (its attention ops are in sight)
        "opaque_graph_cpu_us": 0.0,
    }


def test_compiled_backward_left_unpaired_when_the_counts_differ(tmp_path):
    """A backward graph with two attention backward ops against one forward op: no pairing
    by guess; counted and warned about."""
    t = TraceBuilder()
    compiled_flex_trace(t, calls=1)
    t.op(FLEX_BWD, 710, 50, tid=BWD)  # a second one inside the same backward graph
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["compiled"]["backward_paired"] == 0 and e["compiled"]["backward_unpaired"] == 2
    assert e["attention_ops"][0]["backward_kernel_us"] == 0.0
    assert any("could not be paired" in w for w in e["warnings"])


VARLEN = "flash_attn::_flash_attn_varlen_forward"


def test_flash_attn_varlen_gives_token_counts_and_an_estimate(tmp_path):
    """4 packed sequences, 1000 query and key tokens, 8 heads of 64, longest 400, causal:
    FLOPs at most 2·H·T·Lkv·(D+Dv) / 2 = 2·8·1000·400·128 / 2 = 409,600,000."""
    t = TraceBuilder()
    t.label("attention/layer0", 0, 200)
    t.op(
        VARLEN,
        10,
        100,
        dims=[[1000, 8, 64], [1000, 8, 64], [1000, 8, 64], [5], [5], [], [], [], [], []],
        types=["c10::BFloat16", "c10::BFloat16", "c10::BFloat16", "int", "int", "Scalar", "Scalar"],
        concrete=["", "", "", "", "", "400", "400", "0.", "0.125", "True"],
    )
    c = t.launch(20)
    t.kernel("void flash_fwd_kernel<Flash_fwd_kernel_traits<64, 128, 64, 4>, true>(Flash_fwd_params)", 300, 20.0, c)
    e = analyze_file(t.write(tmp_path / "t.json"))
    [row] = e["attention_ops"]
    assert row["family"] == "varlen" and row["causal"] is True and row["dtype"] == "bfloat16"
    assert row["shape"] == {"T": 1000, "Tkv": 1000, "H": 8, "D": 64, "B": 4, "Lq": 400, "Lkv": 400}
    assert row["flops_per_call"] == 409_600_000
    assert row["flops_note"].startswith("estimate")
    assert row["kernel_us"] == 20.0 and row["backend"] == "FlashAttention-2"
    assert e["sdpa"] == []


def test_vllm_paged_attention_op_has_a_shape_and_says_why_no_flops(tmp_path):
    """The shared B200 trace's op: 888 tokens, 8 query heads and 1 KV head of 64."""
    t = TraceBuilder()
    t.op(
        "vllm::unified_attention_with_output",
        0,
        50,
        dims=[[888, 8, 64], [888, 1, 64], [888, 1, 64], [888, 8, 64], [], [], []],
        types=["c10::Float8_e4m3fn", "c10::BFloat16", "c10::BFloat16", "c10::BFloat16"],
    )
    c = t.launch(10)
    t.kernel("kernel_unified_attention_2d", 100, 30.0, c)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["attention"]["scope_source"] == "op"
    [row] = e["attention_ops"]
    assert row["family"] == "paged" and row["count"] == 1 and row["kernel_us"] == 30.0
    assert row["shape"] == {"T": 888, "H": 8, "D": 64, "Hkv": 1}
    assert row["flops"] is None and row["tflops"] is None and "cached context length" in row["flops_note"]
    assert row["backend"] == "vLLM unified attention (Triton)" and row["dtype"] == "float8_e4m3fn"


def test_attention_op_outside_every_label_is_counted_and_warned_about(tmp_path):
    """One SDPA call inside the label, one outside it: the outside one (30 µs of CPU) is a
    scope of its own, counted in the totals and given apart."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    q = [[1, 2, 16, 8]] * 3
    t.op("aten::_scaled_dot_product_flash_attention", 10, 50, dims=q)
    t.op("aten::_scaled_dot_product_flash_attention", 200, 30, dims=q)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["attention_ops_outside_scopes"] == {
        "count": 1,
        "cpu_us": 30.0,
        "kernel_us": 0.0,
        "ops": ["aten::_scaled_dot_product_flash_attention"],
    }
    assert e["attention"]["cpu_us"] == 100.0 + 30.0
    assert any(a["code"] == "attention_ops_outside_scopes" for a in e["advice"])
    assert e["attention_ops"][0]["count"] == 2  # the table still lists every call


def test_an_attention_op_names_the_innermost_scopes_holding_its_calls(tmp_path):
    """Two layers, the second with a sub-label around its SDPA call, and one call outside
    every label (a scope of its own): each row names the innermost scopes of its calls."""
    t = TraceBuilder()
    flash, eff = "aten::_scaled_dot_product_flash_attention", "aten::_scaled_dot_product_efficient_attention"
    q = [[1, 2, 16, 8]] * 3
    t.label("attention/layer0", 0, 100)
    t.op(flash, 10, 50, dims=q)
    t.label("attention/layer1", 200, 100)
    t.label("attention/layer1/core", 210, 60)
    t.op(flash, 220, 40, dims=q)
    t.op(eff, 400, 30, dims=q)
    e = analyze_file(t.write(tmp_path / "t.json"))
    ids = {s["name"]: s["id"] for s in e["scopes"]}
    rows = {r["op"]: r for r in e["attention_ops"]}
    assert rows[flash]["count"] == 2
    assert rows[flash]["scope_ids"] == sorted([ids["attention/layer0"], ids["attention/layer1/core"]])
    assert rows[eff]["scope_ids"] == [ids[eff]]  # (outside every label: its own scope)
    assert all("scope_ids" not in r for r in e["sdpa"])


def test_a_call_outside_every_label_keeps_its_own_kernels_in_the_table(tmp_path):
    """SDPA inside the label launches 20 µs of kernels, the call outside it 70 µs (a 60 µs
    fused kernel and a 10 µs copy), and its backward op (linked by sequence number) 200 µs.
    The table row holds both calls' kernels, and so do attention's totals now (the call
    outside the label is a scope of its own: #22), with its backward."""
    t = TraceBuilder()
    q = [[1, 2, 16, 8]] * 3
    sdpa = "aten::_scaled_dot_product_flash_attention"
    t.label("attn_fwd", 0, 100)
    t.op(sdpa, 10, 50, dims=q, seq=1)
    t.kernel("flash_fwd_kernel", 300, 20.0, t.launch(20))
    t.op(sdpa, 200, 40, dims=q, seq=2)
    t.kernel("flash_fwd_kernel", 400, 60.0, t.launch(210))
    t.kernel("void at::native::elementwise_kernel<128, 4>", 470, 10.0, t.launch(220))
    t.op("ScaledDotProductFlashAttentionBackward0", 600, 100, tid=BWD, seq=2, fwd_tid=MAIN)
    t.kernel("flash_bwd_dq_dk_dv_loop_kernel", 800, 200.0, t.launch(610, tid=BWD))
    e = analyze_file(t.write(tmp_path / "t.json"))
    [row] = e["attention_ops"]
    assert row["count"] == 2 and row["kernel_us"] == 90.0 and row["backward_kernel_us"] == 200.0
    # per call, divided once in the report (the tab shows these): 90 µs of kernels and 50 + 40 µs of CPU over 2 calls
    assert (row["kernel_us_per_call"], row["cpu_us_per_call"]) == (45.0, 45.0)
    assert row["expectation"]["observed"]["kernels_per_call"] == 1.5  # (3 forward kernels, 2 calls)
    assert e["attention"]["forward_kernel_us"] == 20.0 + 70.0 and e["attention"]["backward_kernel_us"] == 200.0
    assert e["attention"]["parts"]["scopes"]["kernel_us"] == 20.0
    assert e["attention"]["parts"]["outside_labels"] == {"count": 1, "kernel_us": 270.0, "cpu_us": 140.0}
    assert e["attention_ops_outside_scopes"]["count"] == 1


def test_the_fused_op_inside_sdpa_is_not_a_second_call(tmp_path):
    """aten::_flash_attention_forward under the SDPA op is how the call is carried out."""
    t = TraceBuilder()
    q = [[1, 2, 16, 8]] * 3
    t.op("aten::scaled_dot_product_attention", 0, 100, dims=q)
    t.op("aten::_scaled_dot_product_flash_attention", 5, 90, dims=q)
    t.op("aten::_flash_attention_forward", 10, 80, dims=[[1, 16, 2, 8]] * 3)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert [(r["op"], r["count"]) for r in e["attention_ops"]] == [("aten::_scaled_dot_product_flash_attention", 1)]


@pytest.mark.parametrize(
    "name, shapes, expected",
    [
        # FlashAttention's own layout: (B, L, H, D); GQA gives Hkv
        (
            "flash_attn::_flash_attn_forward",
            ([[2, 128, 16, 64], [2, 256, 4, 64], [2, 256, 4, 64]], ["c10::Half"], ["", "", "", "0.", "0.125", "True"]),
            # causal, bottom-right (FlashAttention 2.1 on): query i sees keys 0..i + 128, so the
            # mask keeps 128·129/2 + 128·128 = 24,640 of the 32,768 scores (not half)
            ({"B": 2, "H": 16, "Lq": 128, "Lkv": 256, "D": 64, "Hkv": 4}, 2 * 2 * 16 * 24_640 * 128, True),
        ),
        (
            "aiter::fmha_v3_fwd",
            ([[1, 768, 24, 128]] * 3, ["c10::BFloat16"], ["", "", "", "0.", "0.088", "False", "-1", "-1", "True"]),
            ({"B": 1, "H": 24, "Lq": 768, "Lkv": 768, "D": 128}, 4 * 24 * 768 * 768 * 128, False),
        ),
        (
            "xformers::efficient_attention_forward_cutlass",
            ([[4, 100, 8, 32]] * 3, ["float"], None),
            ({"B": 4, "H": 8, "Lq": 100, "Lkv": 100, "D": 32}, 4 * 4 * 8 * 100 * 100 * 32, None),
        ),
    ],
)
def test_third_party_ops_shapes_and_flops(name, shapes, expected):
    facts = call_facts(name, shapes)
    shape, flops, causal = expected
    assert (facts.shape, facts.flops, facts.causal) == (shape, flops, causal)
    assert facts.family == "flash" and facts.flops_note is None


def test_what_is_named_after_attention_but_is_not():
    assert not patterns.is_attention_op_name("triton_poi_fused__to_copy_add_cat_fmha_v3_fwd_mul_neg_stack_13")
    assert not patterns.is_attention_op_name("triton_red_fused__scaled_dot_product_flash_attention_mean_0")
    assert patterns.is_attention_op_name("FlexAttentionAutogradOp")
    assert patterns.is_attention_op_name(FLEX_FWD)
    assert patterns.classify_kernel("multimem_all_reduce_kernel<bf16>")[0] == "communication"


def test_guess_first_then_look(tmp_path):
    """A flash call that launched a fill besides its kernel, and a bf16 math call whose GEMMs
    say sgemm: each mismatch named; a clean fused call has none."""
    t = TraceBuilder()
    q = [[2, 8, 128, 64]] * 3
    bf16 = ["c10::BFloat16"] * 3
    t.op("aten::_scaled_dot_product_flash_attention", 0, 50, dims=q, types=bf16)
    t.kernel("void pytorch_flash::flash_fwd_kernel<Traits>(Flash_fwd_params)", 500, 20.0, t.launch(5))
    t.kernel("void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>>", 530, 1.0, t.launch(8))
    t.op("aten::_scaled_dot_product_efficient_attention", 100, 50, dims=[[2, 8, 64, 64]] * 3, types=bf16)
    t.kernel("fmha_cutlassF_bf16_aligned_64x64_rf_sm80", 600, 20.0, t.launch(105))
    e = analyze_file(t.write(tmp_path / "t.json"))
    rows = {r["op"]: r for r in e["attention_ops"]}
    flash = rows["aten::_scaled_dot_product_flash_attention"]["expectation"]
    assert flash["expected"] == {
        "kernels_per_call": 1,
        "tensor_cores": True,
        "score_matrix": False,
        "copies_per_call": 0,
        "ops_per_call": None,
    }
    assert flash["observed"] == {
        "kernels_per_call": 2.0,
        "tensor_cores": True,
        "score_matrix": False,
        "copies_per_call": 0.0,
        "ops_per_call": 0.0,
        "launch_apis": ["cudaLaunchKernel"],
    }
    assert flash["mismatches"] == [
        "2 kernels per call where a fused backend launches one (besides it: at::native::vectorized_elementwise_kernel)"
    ]
    assert rows["aten::_scaled_dot_product_efficient_attention"]["expectation"]["mismatches"] == []

    t = TraceBuilder()
    t.op("aten::_scaled_dot_product_flash_attention", 0, 50, dims=q, types=bf16)
    t.kernel("volta_sgemm_128x64_nn", 500, 20.0, t.launch(5))
    [row] = analyze_file(t.write(tmp_path / "u.json"))["attention_ops"]
    assert row["expectation"]["observed"]["tensor_cores"] is False
    assert (
        "bfloat16 inputs, yet its GEMMs run on CUDA cores (FP32), not Tensor Cores" in row["expectation"]["mismatches"]
    )


def test_guess_first_then_look_on_a_cpu_only_trace(tmp_path):
    """A CPU-only trace has a picture too: per call the CPU ops inside it and the copies among
    them (a tensor cloned whole: aten::clone's aten::copy_; a bare aten::copy_, a scalar's
    cast, is none), beside what the kind expects (no copy), counted by hand: two calls of one
    shape, 4 and 5 ops inside, 1 and 2 clones."""
    t = TraceBuilder(device_properties=[])
    q = [[2, 8, 128, 64]] * 3
    f32 = ["float"] * 3
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 0, 50, dims=q, types=f32)
    t.op("aten::empty", 5, 1)
    t.op("aten::copy_", 7, 1)  # (no clone around it: a cast, not counted as a copy)
    t.op("aten::clone", 10, 4)
    t.op("aten::copy_", 11, 2)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 100, 50, dims=q, types=f32)
    t.op("aten::clone", 104, 4)
    t.op("aten::copy_", 105, 2)
    t.op("aten::clone", 110, 4)
    t.op("aten::copy_", 111, 2)
    t.op("aten::empty", 120, 1)
    t.op("aten::clone", 200, 4)  # outside every call: not counted
    t.op("aten::copy_", 201, 2)
    e = analyze_file(t.write(tmp_path / "cpu.json"))
    assert e["breakdown_unit"] != "gpu"
    [row] = e["attention_ops"]
    assert row["count"] == 2
    x = row["expectation"]
    assert x["expected"] == {
        "kernels_per_call": None,
        "tensor_cores": None,
        "score_matrix": False,
        "copies_per_call": 0,
        "ops_per_call": None,
    }
    assert x["observed"] == {
        "kernels_per_call": None,
        "tensor_cores": None,
        "score_matrix": False,
        "copies_per_call": 1.5,
        "ops_per_call": 4.5,
        "launch_apis": [],
    }
    assert x["mismatches"] == [
        "1.5 copies per call (a tensor cloned whole inside the call) where the kind needs none: the hidden-copy advice"
        " names the op that makes it"
    ]
    assert [(a["key"], a["expected"], a["observed"], a["differs"]) for a in x["aspects"]] == [
        ("ops_per_call", "any", "4.5", False),
        ("copies_per_call", "0", "1.5", True),
        ("score_matrix", "no", "no", False),
    ]


def test_an_op_says_its_calls_in_each_scope_nesting_included(tmp_path):
    """Three calls of one SDPA op: two inside attention/layer0 (one of them inside its
    attention/layer0/core), one inside attention/layer1. Each scope's count, by hand: layer0
    2, layer0/core 1, layer1 1; the op's 3 in the whole trace."""

    t = TraceBuilder()
    op = "aten::_scaled_dot_product_flash_attention"
    q = [2, 8, 128, 64]

    def call(ts):
        t.op(
            op,
            ts,
            10,
            dims=[q, q, q, []],
            types=["c10::BFloat16"] * 3 + ["double"],
            concrete=["", "", "", "", "0.", "True"],
        )

    t.label("attention/layer0", 0, 100)
    call(10)
    t.label("attention/layer0/core", 40, 30)
    call(45)
    t.label("attention/layer1", 200, 100)
    call(210)
    e = analyze_file(t.write(tmp_path / "w.pt.trace.json"))
    ids = {s["name"]: s["id"] for s in e["scopes"]}
    (row,) = [r for r in e["attention_ops"] if r["op"] == op]
    assert row["count"] == 3
    by_name = {name: next((c["calls"] for c in row["scope_calls"] if c["scope_id"] == i), 0) for name, i in ids.items()}
    assert by_name == {"attention/layer0": 2, "attention/layer0/core": 1, "attention/layer1": 1}
    assert row["scope_ids"] == sorted([ids["attention/layer0"], ids["attention/layer0/core"], ids["attention/layer1"]])


def test_tflops_over_kernels_that_hold_other_gemms_says_so(tmp_path):
    """#40 item 4: a fused call that also launches a 10 µs projection GEMM beside its 20 µs
    flash kernel: TFLOP/s is over all 30 µs, and says so with the figure over the other 20.
    FLOPs 4·1·2·16·16·8 = 16,384: 16,384 / 30 µs = 0.000546 TFLOP/s, / 20 µs = 0.000819."""
    t = TraceBuilder()
    t.op("aten::_scaled_dot_product_flash_attention", 0, 100, dims=[[1, 2, 16, 8]] * 3, types=["c10::Half"] * 3)
    t.kernel("void pytorch_flash::flash_fwd_kernel<T>(Flash_fwd_params)", 200, 20.0, t.launch(10))
    t.kernel("ampere_fp16_s16816gemm_fp16_128x64_ldg8_f2f_tn", 230, 10.0, t.launch(20))
    e = analyze_file(t.write(tmp_path / "t.json"))
    [row] = e["attention_ops"]
    assert row["flops"] == 16_384 and row["tflops"] == 0.000546
    assert (
        row["tflops_note"]
        == "over all its kernels, 10.0 µs of them GEMMs that are not the attention's own; 0.000819 TFLOP/s over the rest"
    )
    from tb_attn_plugin.text.report import format_text

    text = " ".join(line.strip() for line in format_text({"traces": [e]}).splitlines())
    assert "* aten::_scaled_dot_product_flash_attention: TFLOP/s over all its kernels, 10.0 µs of them GEMMs" in text
    # the math backend's GEMMs are its attention: no note
    t = TraceBuilder()
    t.op("aten::_scaled_dot_product_attention_math", 0, 100, dims=[[1, 2, 16, 8]] * 3, types=["c10::Half"] * 3)
    t.kernel("ampere_fp16_s16816gemm_fp16_128x64_ldg8_f2f_tn", 230, 10.0, t.launch(20))
    [row] = analyze_file(t.write(tmp_path / "m.json"))["attention_ops"]
    assert row["tflops_note"] is None
