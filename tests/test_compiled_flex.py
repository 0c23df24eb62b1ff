"""Compiled attention the trace cannot show (#22 item 6): torch.compile(flex_attention) on
CPU runs as one "## Call CompiledFxGraph" with no op inside. Its time stays in the scope's;
the report says that compiled code ran there and how much of the scope's time it is, rather
than staying silent. Counted from the raw events of the committed recording
(tests/fixtures/record_compiled_flex.py)."""

import gzip
import json
import os

from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "compiled_flex.pt.trace.json.gz")


def test_a_compiled_flex_call_on_cpu_is_named_as_opaque_compiled_code():
    with gzip.open(FIXTURE, "rb") as f:
        events = [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]
    labels = [e for e in events if e["name"] == "attn_fwd"]
    calls = [e for e in events if e["name"].startswith("## Call CompiledFxGraph")]
    assert len(labels) == 2 and len(calls) == 2
    assert all(any(a["ts"] <= c["ts"] and c["ts"] + c["dur"] <= a["ts"] + a["dur"] for a in labels) for c in calls)
    e = analyze_file(FIXTURE)
    assert e["attention_ops"] == []  # (nothing in the trace says which attention ran)
    assert e["compiled"]["opaque_graph_calls"] == 2
    assert e["compiled"]["opaque_graph_cpu_us"] == round(sum(c["dur"] for c in calls), 3)
    [warning] = [w for w in e["warnings"] if "compiled graph call" in w]
    assert "2 compiled graph calls" in warning and "inside the attention scope attn_fwd" in warning
    assert "shapes and FLOPs are not in the trace" in warning
    assert e["attention"]["cpu_us"] == round(sum(a["dur"] for a in labels), 3)  # its time stays the scope's


def test_a_compiled_graph_that_shows_its_attention_op_is_not_opaque(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.label("## Call CompiledFxGraph abc ##", 10, 80)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 20, 50, dims=[[1, 2, 16, 8]] * 3)
    t.label("attn_fwd", 200, 100)
    t.label("## Call CompiledFxGraph def ##", 210, 60)  # (this one shows none)
    e = analyze_file(t.write(tmp_path / "t.pt.trace.json"))
    assert e["compiled"]["opaque_graph_calls"] == 1 and e["compiled"]["opaque_graph_cpu_us"] == 60.0
    assert [r["count"] for r in e["attention_ops"]] == [1]


def test_hf_llama_with_flex_attention_names_the_compiled_calls_in_each_attention_module():
    """transformers compiles flex_attention itself: each LlamaAttention module's attention is
    a compiled graph call the trace cannot look into (tests/fixtures/record_hf_llama_flex.py)."""
    path = os.path.join(os.path.dirname(__file__), "fixtures", "hf_llama_flex.pt.trace.json.gz")
    with gzip.open(path, "rb") as f:
        events = [e for e in json.load(f)["traceEvents"] if e.get("ph") == "X"]
    modules = [e for e in events if e["name"].startswith("nn.Module: LlamaAttention")]
    calls = [e for e in events if e["name"].startswith("## Call CompiledFxGraph")]
    inside = [c for c in calls if any(m["ts"] <= c["ts"] and c["ts"] + c["dur"] <= m["ts"] + m["dur"] for m in modules)]
    assert len(modules) == 2 and len(inside) == 2
    e = analyze_file(path)
    assert [(s["name"], s["source"]) for s in e["scopes"]] == [
        ("LlamaAttention_0", "module"),
        ("LlamaAttention_1", "module"),
    ]
    assert e["compiled"]["opaque_graph_calls"] == len(inside)
    assert e["compiled"]["opaque_graph_cpu_us"] == round(sum(c["dur"] for c in inside), 3)
    [warning] = [w for w in e["warnings"] if "compiled graph call" in w]
    assert "inside the attention scopes LlamaAttention_0, LlamaAttention_1" in warning


def test_eager_flex_inside_its_own_compiled_region_is_not_blamed_on_dynamo(tmp_path):
    """flex_attention called eagerly still runs through torch.compile: the compiled region
    around an unlabelled call says so, not that Dynamo dropped the user's labels; an SDPA
    call in a compiled region with no label keeps the Dynamo warning."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 50)
    t.op("Torch-Compiled Region: 0/0", 100, 80)
    t.op("FlexAttentionAutogradOp", 110, 60, dims=[[2, 4, 64, 16]] * 3)
    t.op("Torch-Compiled Region: 1/0", 300, 80)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 310, 60, dims=[[2, 4, 64, 16]] * 3)
    e = analyze_file(t.write(tmp_path / "t.pt.trace.json"))
    flex = [w for w in e["warnings"] if "FlexAttention call" in w]
    dynamo = [w for w in e["warnings"] if "Dynamo drops labels inside compiled code" in w]
    assert len(flex) == 1 and "1 FlexAttention call ran with no record_function label" in flex[0]
    assert len(dynamo) == 1 and "1 attention op call ran inside torch.compile'd code" in dynamo[0]
    assert e["compiled"]["attention_ops_unlabelled"] == 2
