"""#56 item 2: softmax attention and its look-alikes. A hybrid model served by vLLM: one layer in
four softmax attention (FlashInfer's paged prefill kernel), three in four Gated DeltaNet
(vllm::gdn_attention_core running a delta-rule recurrence kernel and a short convolution).
The mixers are counted apart: never in attention's totals, shares, FLOPs or advice. Every
number is worked out by hand."""

from __future__ import annotations

from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file

PAGED = "void flashinfer::BatchPrefillWithPagedKVCacheKernel<128, 2, bfloat16>(Params)"
DELTA = "fused_recurrent_gated_delta_rule_fwd_kernel"
CONV = "_causal_conv1d_fwd_kernel"
GEMM = "sm90_xmma_gemm_bf16bf16_bf16f32"


def hybrid(tmp_path, label_mixers=False):
    """Two steps of four layers: layer 0 unified attention (a 10 µs paged kernel), layers 1-3
    Gated DeltaNet (a 30 µs recurrence and a 5 µs convolution each), and a 100 µs GEMM a layer.
    With label_mixers every layer is labelled attention/layer<i> (a team labelling every token
    mixer so)."""
    t = TraceBuilder()
    for step in range(2):
        at = 10_000 * step
        t.label(f"ProfilerStep#{step}", at, 9000)
        for layer in range(4):
            x = at + 1000 * layer
            if label_mixers:
                t.label(f"attention/layer{layer}", x, 500)
            if layer == 0:
                t.op("vllm::unified_attention_with_output", x + 10, 100)
                t.kernel(PAGED, x + 2000, 10.0, t.launch(x + 20))
            else:
                t.op("vllm::gdn_attention_core", x + 10, 100)
                t.kernel(DELTA, x + 2000, 30.0, t.launch(x + 20))
                t.kernel(CONV, x + 2040, 5.0, t.launch(x + 30))
            t.op("aten::mm", x + 200, 50)
            t.kernel(GEMM, x + 2100, 100.0, t.launch(x + 210))
    return t.write(tmp_path / "hybrid.pt.trace.json")


def test_gated_deltanet_is_counted_apart_from_softmax_attention(tmp_path):
    e = analyze_file(hybrid(tmp_path))
    a = e["attention"]
    # softmax attention: the paged kernel of layer 0, twice (10 µs each)
    assert a["kernel_us"] == 20.0
    # of all kernels: 2 steps x (10 + 3 x 35 + 4 x 100) = 1030 µs
    assert e["total_kernel_us"] == 1030.0
    assert a["kernel_share"] == round(20.0 / 1030.0, 6)
    assert [r["op"] for r in e["attention_ops"]] == ["vllm::unified_attention_with_output"]
    assert e["attention_ops"][0]["family"] == "paged"
    m = e["token_mixers"]
    # 6 Gated DeltaNet calls of 35 µs: 210 µs; their ops' CPU time 6 x 100 µs
    assert (m["calls"], m["kernel_us"], m["cpu_us"], m["inside_attention_us"]) == (6, 210.0, 600.0, 0.0)
    assert [(k["kind"], k["label"], k["ops"], k["calls"], k["kernel_us"], k["kernels"]) for k in m["kinds"]] == [
        ("gated_deltanet", "Gated DeltaNet", ["vllm::gdn_attention_core"], 6, 210.0, 12)
    ]
    assert m["scopes_without_softmax"] == []
    sentence = e["verdict"]["sentence"]
    assert sentence.endswith(
        " Also: linear-attention layers (Gated DeltaNet), 210.0 µs of kernels, no softmax attention, counted apart."
    ), sentence
    # no advice counts the mixers' kernels (the launch-bound rule quoted all 1,120 of them once)
    for x in e["advice"]:
        assert "210" not in x["message"] and "gdn" not in x["message"], x


def test_a_label_around_a_mixer_keeps_its_time_and_is_said_to_hold_no_softmax_attention(tmp_path):
    e = analyze_file(hybrid(tmp_path, label_mixers=True))
    names = {s["id"]: s["name"] for s in e["scopes"]}
    # the labels keep their time as labelled: layer 0's paged kernel and every layer's GEMM
    # and mixer kernels inside them (2 x (10 + 105 + 400))
    assert e["attention"]["kernel_us"] == 1030.0
    m = e["token_mixers"]
    assert m["inside_attention_us"] == 210.0
    assert sorted(names[s["scope_id"]] for s in m["scopes_without_softmax"]) == [
        "attention/layer1",
        "attention/layer2",
        "attention/layer3",
    ]
    assert "210.0 µs of kernels, 210.0 µs of it inside attention labels" in e["verdict"]["sentence"]
    notes = [n["text"] for g in e["verdict"]["notes"] for n in g["notes"]]
    assert (
        "attention/layer1, attention/layer2, attention/layer3 hold linear-attention (token mixer) calls and no "
        "softmax attention: the labels keep their time in attention's totals, as labelled; the token mixers are "
        "said apart."
    ) in notes


def test_a_trace_without_mixers_has_no_section(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel(PAGED, 200, 10.0, t.launch(10))
    assert analyze_file(t.write(tmp_path / "a.pt.trace.json"))["token_mixers"] is None
