"""#56 item 7: trace fields of 2026 profilers, each in a hand-built trace: Triton kernels linked
by their correlation alone, compiled regions that are never attention by their names."""

from __future__ import annotations

from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file


def test_a_triton_kernel_with_a_correlation_and_no_external_id_is_attributed(tmp_path):
    """A Triton kernel launched through the driver API, its args a correlation only (no
    External id): tied to its launch, inside the label, by the correlation."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    corr = t.launch(10, name="cuLaunchKernel", cat="cuda_driver")
    t.events.append({"ph": "X", "cat": "kernel", "name": "_attn_fwd", "pid": 0, "tid": 7, "ts": 200, "dur": 25.0,
                     "args": {"correlation": corr}})  # fmt: skip
    e = analyze_file(t.write(tmp_path / "triton.pt.trace.json"))
    assert e["attention"]["kernel_us"] == 25.0
    assert e["attention"]["parts"]["scopes"]["kernel_us"] == 25.0  # (in the label, not found by kernel)
    assert e["unattributed_kernels"] == 0


def test_a_compiled_region_is_never_attention_by_its_name(tmp_path):
    """torch 2.13's compiled regions: a "## Call CompiledFxGraph" named after attention and
    a Torch-Compiled Region are no label scope; the label inside them is the attention."""
    t = TraceBuilder()
    t.label("Torch-Compiled Region: 0/0", 0, 1000)
    t.label("## Call CompiledFxGraph fxgraph_flash_attn_block ##", 10, 900)
    t.kernel("triton_poi_fused_add_0", 2000, 100.0, t.launch(20))
    t.label("attn_core", 100, 100)
    t.kernel("void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)", 2200, 40.0, t.launch(110))
    e = analyze_file(t.write(tmp_path / "compiled.pt.trace.json"))
    assert [s["name"] for s in e["scopes"]] == ["attn_core"]
    assert e["attention"]["kernel_us"] == 40.0


def test_stream_sync_rows_on_their_own_thread_are_no_stream(tmp_path):
    """Kineto (2026) writes a stream's "Stream Sync" activities (category cuda_sync) on a row
    of their own, tid stream + 1,000,000, named "stream 7 (sync)": no GPU work of that stream
    or any other, no kernel time, no stream of its own."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel("void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)", 200, 25.0, t.launch(10))
    t.events.append({"name": "thread_name", "ph": "M", "ts": 0, "pid": 0, "tid": 1000007,
                     "args": {"name": "stream 7 (sync)"}})  # fmt: skip
    t.events.append({"ph": "X", "cat": "cuda_sync", "name": "Stream Sync", "pid": 0, "tid": 1000007, "ts": 180,
                     "dur": 60.0, "args": {"correlation": 77, "device": 0, "stream": 7}})  # fmt: skip
    e = analyze_file(t.write(tmp_path / "sync.pt.trace.json"))
    assert (e["total_kernel_us"], e["attention"]["kernel_us"]) == (25.0, 25.0)
    assert e["gpu_time"]["devices"] == [{"device": 0, "kernel_us": 25.0, "busy_us": 25.0}]
    assert e["warnings"] == []
