"""analysis/passes/graphs.py: CUDA and HIP graph replays and the attention each ran, on the shared
vLLM and SGLang replays against a count from the raw JSON, and on a hand-built replay."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest
from conftest import clip_same_stream
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.pipeline import analyze_file

TRACELENS = Path(__file__).resolve().parents[2] / "shared" / "traces" / "tracelens"
# attention kernels of these replays, by the names their engines give them (independent of
# the kind registry: vLLM's unified attention, the ROCm paged attention SGLang runs)
ATTENTION = re.compile(r"^kernel_unified_attention_[23]d$|^void paged_attention_ll4mi_")


def raw_replays(path: Path) -> list:
    """Per graph launch in start order: (kernels, their µs, attention kernels, their µs),
    from the raw events alone."""
    with gzip.open(path) as f:
        events = json.load(f)["traceEvents"]
    clip_same_stream(events)  # (a kernel past the next one on its stream counts once)
    launches = sorted(
        (e for e in events if e.get("cat") == "cuda_runtime" and re.match(r"(cuda|hip)GraphLaunch", e["name"])),
        key=lambda e: e["ts"],
    )
    out = []
    for launch in launches:
        corr = launch["args"]["correlation"]
        ks = [e for e in events if e.get("cat") == "kernel" and e["args"].get("correlation") == corr]
        att = [e for e in ks if ATTENTION.search(e["name"])]
        out.append((len(ks), sum(e["dur"] for e in ks), len(att), sum(e["dur"] for e in att)))
    return out


@pytest.mark.parametrize(
    "name, attention_us",
    [
        ("inference__vllm_decode_full__graph_execution.json.gz", 655.692),
        ("inference__sglang_decode__sglang_Qwen3-8B_decode.json.gz", 2127.869),
        ("inference__vllm_prefilldecode_piecewise__graph_execution.json.gz", 0.0),
    ],
)
def test_replays_and_their_attention_against_the_raw_trace(name, attention_us):
    path = TRACELENS / name
    if not path.exists():
        pytest.skip("the shared traces are not here (../shared/traces)")
    section = analyze_file(str(path))["graph_replays"]
    raw = raw_replays(path)
    assert section["launches"] == len(raw)
    got = [(r["kernels"], r["kernel_us"], r["attention_kernels"], r["attention_kernel_us"]) for r in section["replays"]]
    assert [(k, a) for k, _, a, _ in got] == [(k, a) for k, _, a, _ in raw[:100]]
    for (_, us, _, att_us), (_, raw_us, _, raw_att) in zip(got, raw):
        assert us == pytest.approx(raw_us, abs=1e-3) and att_us == pytest.approx(raw_att, abs=1e-3)
    assert section["attention_kernel_us"] == pytest.approx(attention_us, abs=1e-3)
    assert section["attention_kernel_us"] == pytest.approx(sum(r[3] for r in raw), abs=1e-3)


def test_a_hand_built_replay(tmp_path):
    """Two replays of one graph: each a GEMM (20 µs) and a flash kernel (30 µs) on its
    correlation id, with no launch of their own; a kernel launched the ordinary way beside."""
    t = TraceBuilder()
    for start in (0, 1000):
        corr = t.launch(start, dur=8, name="cudaGraphLaunch")
        t.kernel("sm90_xmma_gemm_bf16bf16_bf16f32", start + 100, 20, corr)
        t.kernel("flash_fwd_splitkv_kernel<Flash_fwd_kernel_traits<128, 64>>", start + 130, 30, corr)
    t.kernel("softmax_warp_forward", 2100, 5, t.launch(2000))
    entry = analyze_file(t.write(tmp_path / "w.pt.trace.json"))
    g = entry["graph_replays"]
    assert {k: g[k] for k in ("launches", "kernels", "kernel_us", "attention_kernels", "attention_kernel_us")} == {
        "launches": 2,
        "kernels": 4,
        "kernel_us": 100.0,
        "attention_kernels": 2,
        "attention_kernel_us": 60.0,
    }
    assert [(r["ts"], r["cpu_us"], r["gpu_range_us"]) for r in g["replays"]] == [(0.0, 8.0, 60.0), (1000.0, 8.0, 60.0)]
    assert entry["attention"]["parts"]["found_by_kernel"] == {"count": 2, "kernel_us": 60.0}
    no_graph = TraceBuilder()
    no_graph.kernel("softmax_warp_forward", 100, 5, no_graph.launch(10))
    assert analyze_file(no_graph.write(tmp_path / "n.pt.trace.json"))["graph_replays"] is None


def test_pytorch_graph_annotations_make_replayed_kernels_attention(tmp_path):
    """A replay whose kernels carry PyTorch's CUDA graph annotations, as
    torch.cuda._annotate_cuda_graph_trace writes them (a non-zero "graph node id", the
    annotation's "name" and, for backward work, "autograd_phase": "backward"): kernels whose
    names say nothing are attention where their annotation matches the label pattern."""
    t = TraceBuilder()
    corr = t.launch(0, dur=8, name="cudaGraphLaunch")
    node = iter(range((7 << 32) + 1, (7 << 32) + 100))
    t.kernel("elementwise_kernel", 100, 10, corr, more_args={"graph node id": next(node), "name": "attention/layer0"})
    t.kernel(
        "ampere_bf16_s16816gemm",
        110,
        20,
        corr,
        more_args={"graph node id": next(node), "name": "attention/layer0", "autograd_phase": "backward"},
    )
    t.kernel("ampere_bf16_gemm_mlp", 130, 30, corr, more_args={"graph node id": next(node), "name": "mlp"})
    t.kernel("reduce_kernel", 160, 4, corr, more_args={"graph node id": next(node)})  # no annotation
    t.kernel("other_kernel", 164, 6, corr, more_args={"graph node id": 0, "name": "attention/not-a-graph-node"})
    t.kernel("bad_name", 170, 1, corr, more_args={"graph node id": next(node), "name": 12})  # a name that is not text
    entry = analyze_file(t.write(tmp_path / "annotated.pt.trace.json"))
    assert entry["graph_replays"]["annotations"] == [
        {"name": "attention/layer0", "kernels": 2, "kernel_us": 30.0, "backward_kernels": 1, "attention": True},
        {"name": "mlp", "kernels": 1, "kernel_us": 30.0, "backward_kernels": 0, "attention": False},
    ]
    a = entry["attention"]
    assert (a["kernel_us"], a["forward_kernel_us"], a["backward_kernel_us"]) == (30.0, 10.0, 20.0)
    assert a["parts"]["found_by_kernel"] == {"count": 2, "kernel_us": 30.0}
    # another label pattern: the same annotation is not attention
    other = analyze_file(t.write(tmp_path / "again.pt.trace.json"), Options(label_regex="^nothing$"))
    assert other["graph_replays"]["annotations"][0]["attention"] is False
    assert other["attention"]["kernel_us"] == 0.0
