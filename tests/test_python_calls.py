"""#56 item 1: attention launched from Python, with no aten op around it. A small serving engine
calls FlashAttention's flash_attn_with_kvcache, a Python function that calls its extension's
builtin (no cpu_op encloses the launch of the split-KV and combine kernels): the innermost
Python frame around the launches is the call. Every number is worked out by hand."""

from __future__ import annotations

from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.passes.python_calls import NO_SHAPE_NOTE
from tb_attn_plugin.pipeline import analyze_file

SPLITKV = "void flash::flash_fwd_splitkv_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, cutlass::bfloat16_t>, false, true, false, false, true, false, true, false>(Flash_fwd_params)"
COMBINE = "void flash::flash_fwd_splitkv_combine_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, cutlass::bfloat16_t>, 4, 3, true>(Flash_fwd_params)"
USER = "/srv/engine/model_runner.py(212): decode_step"
LIBRARY = "/venv/lib/python3.11/site-packages/flash_attn/flash_attn_interface.py(1404): flash_attn_with_kvcache"


def engine_trace(tmp_path, with_frames=True):
    """Three decode steps, each one flash_attn_with_kvcache call: a split-KV kernel (40 µs) and
    its combine (5 µs), launched at 50 and 60 µs into the call, and a GEMM launched by an op
    outside it (20 µs)."""
    t = TraceBuilder()
    for step in range(3):
        at = 1000 * step
        t.label(f"ProfilerStep#{step}", at, 900)
        if with_frames:
            t.frame(USER, at + 10, 400)
            t.frame(LIBRARY, at + 20, 100)
        t.kernel(SPLITKV, at + 300, 40.0, t.launch(at + 50))
        t.kernel(COMBINE, at + 345, 5.0, t.launch(at + 60))
        t.op("aten::mm", at + 200, 30, dims=[[16, 1024], [1024, 1024]], types=["c10::BFloat16"] * 2)
        t.kernel("sm90_xmma_gemm_bf16bf16_bf16f32", at + 400, 20.0, t.launch(at + 210))
    return t.write(tmp_path / "engine.pt.trace.json")


def test_the_python_frame_around_the_launches_is_the_call(tmp_path):
    e = analyze_file(engine_trace(tmp_path))
    assert e["ok"], e["errors"]
    rows = [r for r in e["attention_ops"] if r["op"] == "flash_attn_with_kvcache (from Python)"]
    assert len(rows) == 1, [r["op"] for r in e["attention_ops"]]
    row = rows[0]
    # three calls, each 40 + 5 µs of kernels: 135 µs; two kernels a call
    assert (row["count"], row["kernel_us"], row["expectation"]["observed"]["kernels_per_call"]) == (3, 135.0, 2.0)
    assert row["family"] == "flash"  # the kernels' kind: FlashAttention-2's
    assert "FlashAttention-2" in row["backend"]
    assert row["shape"] is None and row["flops_note"] == NO_SHAPE_NOTE.format(function="flash_attn_with_kvcache")
    # every attention kernel belongs to the call: none outside it, all of attention's kernel time
    assert e["attention"]["kernel_us"] == 135.0
    assert e["attention_kernels_outside_scopes"]["count"] == 0
    assert e["attention"]["op_calls"] == 3
    # its call site: the engine's line, through the library function
    assert [(s["user"], s["library"], s["calls"], s["us"]) for s in row["call_sites"]] == [(USER, LIBRARY, 3, 135.0)]
    assert e["call_sites"]["sites"][0]["ops"] == ["flash_attn_with_kvcache (from Python)"]
    # a scope of its own (source "op"), its three calls
    (scope,) = [s for s in e["scopes"] if s["name"] == "flash_attn_with_kvcache (from Python)"]
    assert (scope["source"], scope["count"], scope["forward_kernel_us"]) == ("op", 3, 135.0)


def test_without_frames_the_kernels_are_attention_of_no_call(tmp_path):
    """(with_stack=False: no frame says where the call is; the kernels are found by name)"""
    e = analyze_file(engine_trace(tmp_path, with_frames=False))
    assert not [r for r in e["attention_ops"] if "from Python" in r["op"]]
    assert e["attention"]["kernel_us"] == 135.0
    assert e["attention_kernels_outside_scopes"]["count"] == 6


def test_a_graph_replay_launched_from_python_is_no_call(tmp_path):
    """A CUDA graph's launch ran every kernel of the graph (they carry its correlation id): the
    frame around it (the engine's replay) is no attention call; the kernels are found by name."""
    t = TraceBuilder()
    t.label("ProfilerStep#0", 0, 900)
    t.frame("/srv/engine/cuda_graph_runner.py(1333): replay", 10, 200)
    corr = t.launch(50, name="cudaGraphLaunch")
    t.kernel(SPLITKV, 300, 40.0, corr)
    t.kernel(COMBINE, 345, 5.0, corr)
    t.kernel("sm90_xmma_gemm_bf16bf16_bf16f32", 360, 20.0, corr)
    e = analyze_file(t.write(tmp_path / "replay.pt.trace.json"))
    assert not [r for r in e["attention_ops"] if "from Python" in r["op"]]
    assert e["attention"]["kernel_us"] == 45.0
    assert e["attention_kernels_outside_scopes"]["count"] == 2
