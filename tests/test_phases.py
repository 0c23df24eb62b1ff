"""#56 item 3: phases are not layers. Labels that differ by a phase marker ((F)/(B)/(W),
fwd/bwd, wgrad/dgrad, forward/backward) are the phases of one scope; work under a backward or
weight-gradient phase is backward work (driver-API launches included), never activation
checkpointing's recompute, and counted once. Every number is worked out by hand."""

from __future__ import annotations

import pytest
from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.analysis.scopes import label_phase
from tb_attn_plugin.pipeline import analyze_file

FLASH_FWD = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, cutlass::bfloat16_t>>(Flash_fwd_params)"
FLASH_BWD = "void flash::flash_bwd_dq_dk_dv_loop_seqk_parallel_kernel<Flash_bwd_kernel_traits<128>>(Flash_bwd_params)"
WGRAD = "sm90_xmma_gemm_bf16bf16_bf16f32_wgrad"


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("attn(F)", ("attn", 0)),
        ("attn(B)", ("attn", 1)),
        ("attn(W)", ("attn", 2)),
        ("layer3/attn [W]", ("layer3/attn", 2)),
        ("attn_fwd", ("attn", 0)),
        ("attention_bwd", ("attention", 1)),
        ("mla/wgrad", ("mla", 2)),
        ("mla_dgrad", ("mla", 1)),
        ("attention forward", ("attention", 0)),
        ("attention/layer0", ("attention/layer0", None)),
        ("attn(X)", ("attn(X)", None)),
    ],
)
def test_a_labels_phase_marker(label, expected):
    assert label_phase(label) == expected


def dualpipe(tmp_path):
    """Two micro-batches of one layer, DualPipe's way: attn(F) around a flash forward kernel
    (40 µs), attn(B) around its backward kernel (80 µs), attn(W) around a weight-gradient
    GEMM launched through the driver API with no op (60 µs)."""
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 10_000)
    for mb in range(2):
        at = 3000 * mb
        t.label("attn(F)", at, 100)
        t.op("flash_attn::_flash_attn_forward", at + 10, 50)
        t.kernel(FLASH_FWD, at + 5000, 40.0, t.launch(at + 20))
        t.label("attn(B)", at + 200, 100)
        t.kernel(FLASH_BWD, at + 5100, 80.0, t.launch(at + 210))
        t.label("attn(W)", at + 400, 100)
        t.kernel(WGRAD, at + 5200, 60.0, t.launch(at + 410, name="cuLaunchKernelEx", cat="cuda_driver"))
    return t.write(tmp_path / "dualpipe.pt.trace.json")


def test_dualpipes_phases_are_one_scope_its_backward_counted_as_backward(tmp_path):
    e = analyze_file(dualpipe(tmp_path))
    assert [(s["name"], s["count"]) for s in e["scopes"]] == [("attn", 2)]
    (scope,) = e["scopes"]
    # forward: two 40 µs flash kernels; backward: two of (80 + 60 µs), the W phase's GEMMs too
    assert (scope["forward_kernel_us"], scope["backward_kernel_us"]) == (80.0, 280.0)
    a = e["attention"]
    assert (a["forward_kernel_us"], a["backward_kernel_us"]) == (80.0, 280.0)
    assert "backward is 78% of it" in e["verdict"]["sentence"]
    assert a["recomputed"] is None
    assert e["layers"] is None  # (one scope: no layers to chart, no outliers)
    # the CPU side: the F labels are the calls (2 x 100 µs), the B and W labels the backward
    assert (scope["cpu_us"], scope["backward_cpu_us"]) == (200.0, 400.0)


def test_a_backward_phase_the_autograd_engine_runs_is_no_recompute_and_counted_once(tmp_path):
    """A CPU training step: attn(F) around a custom autograd Function's forward, attn(B)
    around its backward, which the autograd engine runs (on its thread, linked by the
    sequence number): 0 recomputed calls (4 were said, with checkpointing advice), and the
    backward's 300 µs counted once (its label's 280 µs inside were added again)."""
    t = TraceBuilder(device_properties=[])
    t.label("ProfilerStep#1", 0, 2000)
    t.label("attn(F)", 0, 100)
    t.op("MyAttention", 10, 80, seq=5)
    t.op("autograd::engine::evaluate_function: MyAttentionBackward", 500, 300, tid=BWD)
    t.op("MyAttentionBackward", 500, 300, tid=BWD, seq=5, fwd_tid=MAIN)
    t.label("attn(B)", 510, 280, tid=BWD)
    t.op("aten::mm", 520, 200, tid=BWD)
    e = analyze_file(t.write(tmp_path / "cpu.pt.trace.json"))
    assert [(s["name"], s["count"]) for s in e["scopes"]] == [("attn", 1)]
    (scope,) = e["scopes"]
    assert (scope["cpu_us"], scope["backward_cpu_us"]) == (100.0, 300.0)
    assert e["attention"]["recomputed"] is None
    assert not [x for x in e["advice"] if x["code"] == "recomputed_attention"]
    assert (e["attention"]["forward_cpu_us"], e["attention"]["backward_cpu_us"]) == (100.0, 300.0)


def test_attn_fwd_alone_keeps_its_name(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.kernel(FLASH_FWD, 200, 10.0, t.launch(10))
    assert [s["name"] for s in analyze_file(t.write(tmp_path / "a.pt.trace.json"))["scopes"]] == ["attn_fwd"]
