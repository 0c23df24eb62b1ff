"""#57 item 4: occupancy from the trace's own causes. Kineto records per kernel (since March
2026) an "occupancy" object: limitingFactors and the block limit of each resource. The kernel
rows carry it (occupancy_limits), the occupancy notes say it and name their kernel; without it
the causes derived from registers, threads and shared memory stay. A 0% is a measurement gap
of a launch API only where no kernel of the trace, attention's or not, has an estimate through
that API. Every number is worked out by hand."""

from __future__ import annotations

import msgspec
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.queries.timeline import timeline_window
from tb_attn_plugin.pipeline import analyze_file, analyze_with_extras
from tb_attn_plugin.reader import read_trace

FLASH = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4>, true>(Flash_fwd_params)"
SPLITKV = "void flash::flash_fwd_splitkv_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4>, true>(Flash_fwd_params)"
GEMM = "ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_nn"


def _args(occupancy, grid, regs=255, block=(128, 1, 1), limits=None):
    args = {
        "registers per thread": regs,
        "block": list(block),
        "grid": list(grid),
        "shared memory": 0,
        "est. achieved occupancy %": occupancy,
    }
    if limits is not None:
        args["occupancy"] = limits
    return args


# 255 registers x 128 threads on an A100: 8,192 registers a warp, 8 warps an SM, 2 blocks of
# 4 warps: 12.5% (8 of 64 warps): the kernel's reported 12% agrees, by design
LIMITS = {
    "limitingFactors": "REGS",
    "activeBlocksPerMultiprocessor": 1,
    "blockLimitRegs": 1,
    "blockLimitSharedMem": 2,
    "blockLimitWarps": 16,
    "blockLimitBlocks": 32,
}


def test_the_traces_own_limits_are_on_the_row_and_in_the_note(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 1000)
    t.kernel(FLASH, 2000, 50.0, t.launch(10), more_args=_args(12, (64, 16, 1), limits=LIMITS))
    e = analyze_file(t.write(tmp_path / "limits.pt.trace.json"))
    [row] = [k for k in e["attention"]["kernels"] if k["name"] == FLASH]
    assert row["occupancy_limits"] == {
        "limited_by": ["registers"],
        "active_blocks_per_sm": 1,
        "registers": 1,
        "shared_memory": 2,
        "warps": 16,
        "blocks": 32,
        "barriers": None,
    }
    [note] = [a for a in e["advice"] if a["code"] == "fused_occupancy_expected"]
    assert note["message"].startswith("FlashAttention-2's void flash::flash_fwd_kernel<")
    assert (
        "12% occupancy is by design, not the problem: the trace records its limit: limited by registers, "
        "1 active block per SM (block limits: registers 1, shared memory 2, warps 16, blocks 32)"
    ) in note["message"]


def test_without_the_object_the_derived_cause_stays(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 1000)
    t.kernel(FLASH, 2000, 50.0, t.launch(10), more_args=_args(12, (64, 16, 1)))
    e = analyze_file(t.write(tmp_path / "nolimits.pt.trace.json"))
    [row] = [k for k in e["attention"]["kernels"] if k["name"] == FLASH]
    assert row["occupancy_limits"] is None
    [note] = [a for a in e["advice"] if a["code"] == "fused_occupancy_expected"]
    assert (
        "255 registers per thread × 128 threads per block leave room for few blocks per SM "
        "(from registers, threads and shared memory: 12.5%)"
    ) in note["message"]


def test_the_reader_takes_the_object_written_any_way_kineto_may(tmp_path):
    """Factors as a list or joined by |; numbers as strings: the same numbers. The launch
    configuration (the Timeline's) carries them only where recorded."""
    t = TraceBuilder()
    t.kernel(
        FLASH,
        100,
        10.0,
        t.launch(10),
        more_args=_args(12, (1, 1, 1), limits={**LIMITS, "limitingFactors": ["REGS", "SMEM"]}),
    )
    t.kernel(
        FLASH,
        200,
        10.0,
        t.launch(20),
        more_args=_args(12, (1, 1, 1), limits={"limitingFactors": "WARPS|BARRIERS", "blockLimitWarps": "4"}),
    )
    t.kernel(FLASH, 300, 10.0, t.launch(30), more_args=_args(12, (1, 1, 1)))
    data = read_trace(t.write(tmp_path / "forms.pt.trace.json"))
    first, second, third = (data.gpu.config.get(r) for r in range(3))
    assert first["limiting_factors"] == 1 + 2 and first["block_limit_shared_memory"] == 2
    assert second["limiting_factors"] == 4 + 16 and second["block_limit_warps"] == 4
    assert second["active_blocks_per_sm"] is None
    assert "limiting_factors" not in third


def test_a_zero_through_a_graph_launch_others_have_estimates_through_is_measured(tmp_path):
    """A split-KV kernel replayed by cudaGraphLaunch reports 0%; GEMMs outside attention
    replayed the same way carry estimates: the 0 is a measurement, and its grid (8 blocks on
    108 SMs) is the cause, not the launch API."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 1000)
    t.kernel(SPLITKV, 5000, 50.0, t.launch(10, name="cudaGraphLaunch"), more_args=_args(0, (8, 1, 1), regs=64))
    for i in range(3):
        t.kernel(
            GEMM,
            6000 + 100 * i,
            20.0,
            t.launch(2000 + 10 * i, name="cudaGraphLaunch"),
            more_args=_args(40, (64, 8, 1), regs=64),
        )
    e = analyze_file(t.write(tmp_path / "graph.pt.trace.json"))
    [row] = [k for k in e["attention"]["kernels"] if k["name"] == SPLITKV]
    assert (row["occupancy_reported"], row["occupancy_unmeasured"]) == (0, None)
    [gap] = [a for a in e["advice"] if a["code"] == "occupancy_gap"]
    assert "runs a grid of 8 blocks on 108 SMs" in gap["message"]
    assert "measurement gap;" not in gap["message"]


def _timeline_configs(path) -> dict:
    """{kernel name: its launch configuration in the Timeline's window of the one call}."""
    _, extras = analyze_with_extras(str(path))
    window = msgspec.to_builtins(timeline_window(extras.timeline, extras.scope_names, 0, None))
    return {e["name"]: e["config"] for e in window["gpu"] if e["kind"] == "kernel"}


def test_the_timeline_says_an_unestimated_zero_as_the_kernel_rows_do(tmp_path):
    """#59 item 4: a split-KV kernel replayed by cudaGraphLaunch reports 0% and no kernel of the
    trace has an estimate through cudaGraphLaunch (the GEMMs, launched by cudaLaunchKernel, have
    theirs): the kernel row says "not measured" and so does the Timeline's launch configuration
    (occupancy null, the same words), where it once said 0. The GEMM's 40% stays."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 1000)
    t.kernel(SPLITKV, 5000, 50.0, t.launch(10, name="cudaGraphLaunch"), more_args=_args(0, (8, 1, 1), regs=64))
    t.kernel(GEMM, 6000, 20.0, t.launch(200), more_args=_args(40, (64, 8, 1), regs=64))
    path = t.write(tmp_path / "unestimated.pt.trace.json")
    e = analyze_file(path)
    [row] = [k for k in e["attention"]["kernels"] if k["name"] == SPLITKV]
    said = "launched through cudaGraphLaunch, which no kernel here has an estimate through"
    assert row["occupancy_reported"] is None and said in row["occupancy_unmeasured"]
    configs = _timeline_configs(path)
    assert configs[SPLITKV]["occupancy"] is None
    assert configs[SPLITKV]["occupancy_unmeasured"] == row["occupancy_unmeasured"]
    assert configs[GEMM]["occupancy"] == 40 and "occupancy_unmeasured" not in configs[GEMM]


def test_the_timeline_keeps_a_measured_zero(tmp_path):
    """The same kernel beside GEMMs replayed by cudaGraphLaunch with estimates: its 0 is a
    measurement (its 8-block grid), in the kernel row and the Timeline alike."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 1000)
    t.kernel(SPLITKV, 5000, 50.0, t.launch(10, name="cudaGraphLaunch"), more_args=_args(0, (8, 1, 1), regs=64))
    t.kernel(GEMM, 6000, 20.0, t.launch(200, name="cudaGraphLaunch"), more_args=_args(40, (64, 8, 1), regs=64))
    path = t.write(tmp_path / "measured.pt.trace.json")
    configs = _timeline_configs(path)
    assert configs[SPLITKV]["occupancy"] == 0 and "occupancy_unmeasured" not in configs[SPLITKV]
