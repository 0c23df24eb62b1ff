"""analysis/passes/kernels.py and breakdown.py: device activities by scope and phase, what no scope
owns, the breakdown by kernel and category, and theoretical occupancy, all worked by hand."""

from __future__ import annotations

import pytest
from tracebuilder import A100, BWD, MAIN, TraceBuilder, context_of

from tb_attn_plugin.analysis.breakdown import Breakdown
from tb_attn_plugin.analysis.passes.kernels import device_activity
from tb_attn_plugin.analysis.passes.occupancy import resident_blocks, theoretical_occupancy

FLASH = "void flash_fwd_kernel<Flash_fwd_kernel_traits<64>>(Flash_fwd_params)"
GEMM = "ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_nn"


def attention_trace() -> TraceBuilder:
    t = TraceBuilder()
    t.label("attention/layer0", 0, 100)
    fwd = t.op("aten::mm", 10, 20, seq=1)
    t.kernel(GEMM, 500, 30.0, t.launch(12))
    t.kernel(GEMM, 540, 10.0, t.launch(14))
    t.memcpy(560, 4.0, t.launch(20, name="cudaMemcpyAsync"))
    t.label("attention/layer0/inner", 40, 20)
    t.kernel(FLASH, 600, 25.0, t.launch(45))
    bwd = t.op("MmBackward0", 1000, 40, tid=BWD, seq=1, fwd_tid=1)
    t.kernel(GEMM, 2000, 12.0, t.launch(1005, tid=BWD))
    t.flow(1, (MAIN, fwd["ts"]), (BWD, bwd["ts"]))
    t.kernel(FLASH, 3000, 8.0, t.launch(200))  # outside every scope: a stray attention kernel
    t.kernel(GEMM, 3100, 5.0, corr=99999)  # its launch is not in the trace
    return t


def test_kernel_time_by_scope_and_phase(tmp_path):
    devices = device_activity(context_of(attention_trace(), tmp_path))
    assert devices.total_kernel_us == 30 + 10 + 25 + 12 + 8 + 5
    us, n = devices.stats["kernel_us"], devices.stats["kernel_n"]
    # key 0 (layer0) holds its inner scope's kernel too; key 1 (inner) only its own
    assert us[0].tolist() == [65.0, 12.0] and n[0].tolist() == [3, 1]
    assert us[1].tolist() == [25.0, 0.0] and n[1].tolist() == [1, 0]
    assert devices.stats["memcpy_us"][0].tolist() == [4.0, 0.0]
    # totals count each kernel once, however many scopes hold it, and the stray flash kernel
    # (found by kernel: attention no scope owns) in no scope's row
    assert devices.totals[("forward", "kernel", "us")] == 65.0 + 8.0
    assert devices.totals[("backward", "kernel", "us")] == 12.0
    assert (devices.unattributed, devices.unattributed_us) == (1, 5.0)
    assert devices.stray["count"] == 1 and devices.stray["us"] == 8.0
    assert devices.stray["backends"] == {"FlashAttention-2"}
    assert devices.copies_by_op == {"aten::mm": [1, 4.0]}


def test_the_breakdown_of_a_scope(tmp_path):
    devices = device_activity(context_of(attention_trace(), tmp_path))
    rows = {(k["name"], k["phase"]): k for k in devices.by_key[0].kernels()}
    gemm = rows[(GEMM, "forward")]
    assert (gemm["count"], gemm["total_us"], gemm["min_us"], gemm["max_us"], gemm["mean_us"]) == (
        2,
        40.0,
        10.0,
        30.0,
        20.0,
    )
    assert gemm["cores"] == "tensor" and gemm["launch_api"] == "cudaLaunchKernel"
    assert gemm["share"] == pytest.approx(40.0 / (40 + 25 + 4 + 12), abs=1e-6)
    assert rows[(FLASH, "forward")]["category"] == "attention"
    categories = {(c["category"], c["phase"]): c["total_us"] for c in devices.by_key[0].categories()}
    assert categories == {("gemm", "forward"): 40.0, ("attention", "forward"): 25.0, ("memcpy", "forward"): 4.0,
                          ("gemm", "backward"): 12.0}  # fmt: skip


def test_breakdown_accumulates_groups():
    b = Breakdown()
    b.add_group("forward", "k", "gemm", None, 2, 10.0, 4.0, 6.0)
    b.add_group("forward", "k", "gemm", None, 1, 9.0, 9.0, 9.0)
    b.add_group("backward", "k", "gemm", None, 1, 1.0, 1.0, 1.0)
    [fwd, bwd] = b.kernels()
    assert (fwd["count"], fwd["total_us"], fwd["min_us"], fwd["max_us"], fwd["share"]) == (3, 19.0, 4.0, 9.0, 0.95)
    assert bwd["phase"] == "backward" and bwd["share"] == 0.05
    assert b.categories()[0] == {"phase": "forward", "category": "gemm", "count": 3, "total_us": 19.0, "share": 0.95}


def test_theoretical_occupancy_by_hand():
    # A100: 2048 threads (64 warps), 65,536 registers, 164 KiB shared memory per SM, 32 blocks
    # 256 threads (8 warps) and 128 registers a thread: 128·32 = 4,096 registers a warp, so
    # 65,536 / 4,096 = 16 warps: 2 blocks, 16 of 64 warps = 25%
    assert theoretical_occupancy({"block": [256, 1, 1], "registers_per_thread": 128}, A100) == 25.0
    # 128 threads, 32 registers: 1,024 a warp, 64 warps by registers, 16 blocks by warps; 48 KiB
    # of shared memory a block: 167,936 // 49,152 = 3 blocks, 12 of 64 warps = 18.75%
    config = {"block": [128, 1, 1], "registers_per_thread": 32, "shared_memory": 49152}
    assert theoretical_occupancy(config, A100) == 18.75
    assert theoretical_occupancy({"block": [128, 1, 1]}, A100) is None  # registers unknown
    assert theoretical_occupancy(config, None) is None
    # the resident blocks of the same launches: 2, and 3 (shared memory's limit)
    assert resident_blocks({"block": [256, 1, 1], "registers_per_thread": 128}, A100) == 2
    assert resident_blocks(config, A100) == 3
    assert resident_blocks(config, None) is None
