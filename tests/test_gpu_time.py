"""#56 items 4 and 7: GPU busy time (the union of kernel intervals) beside the kernels' sum, each
share naming its roof; overlapped communication said; kernels overlapping the next one on
their own stream counted once (clipped). Every number is worked out by hand."""

from __future__ import annotations

import numpy as np
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.gpu_clip import union_us
from tb_attn_plugin.pipeline import analyze_file

FLASH = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, cutlass::bfloat16_t>>(Flash_fwd_params)"
GEMM = "sm90_xmma_gemm_bf16bf16_bf16f32"
ALL_GATHER = "ncclDevKernel_AllGather_RING_LL(ncclDevComm*, unsigned long, ncclWork*)"


def test_the_union_of_intervals_by_hand():
    ts = np.array([0.0, 5.0, 20.0, 22.0, 30.0])
    end = np.array([10.0, 8.0, 25.0, 24.0, 31.0])
    assert union_us(ts, end) == 10.0 + 5.0 + 1.0
    assert union_us(np.empty(0), np.empty(0)) == 0.0


def test_two_streams_overlapping_and_a_kernel_past_the_next_on_its_stream(tmp_path):
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 5000)
    t.label("attn_fwd", 0, 1000)
    t.kernel(FLASH, 2000, 100.0, t.launch(10), stream=7)
    t.kernel(ALL_GATHER, 2050, 100.0, t.launch(20), stream=20)  # half of it beside the flash kernel
    t.kernel(GEMM, 2200, 200.0, t.launch(1500), stream=7)  # runs 10 µs past the next one's start
    t.kernel(GEMM, 2390, 100.0, t.launch(1600), stream=7)
    e = analyze_file(t.write(tmp_path / "w.pt.trace.json"))
    # the clipped GEMM counts 190 µs: kernels 100 + 100 + 190 + 100 = 490 µs
    assert e["total_kernel_us"] == 490.0
    g = e["gpu_time"]
    assert g["clipped"] == {"kernels": 1, "us": 10.0}
    # busy: 2000-2150 and 2200-2490
    assert g["devices"] == [{"device": 0, "kernel_us": 490.0, "busy_us": 440.0}]
    assert (g["busy_us"], g["attention_busy_us"], g["attention_own_busy_us"]) == (440.0, 150.0, 100.0)
    assert (g["busy_share"], g["own_busy_share"]) == (round(150 / 440, 6), round(100 / 440, 6))
    # the all-gather ran beside the flash kernel from 2050 to 2100
    assert g["communication_overlapped_us"] == 50.0
    assert e["verdict"]["sentence"] == (
        "Attention's own work takes 20.4% of GPU kernel time (100.0 µs of 490.0 µs): fused attention kernels 100%; "
        "and 100.0 µs of collectives ran inside its labels (all-gathers (forward) 100.0 µs), counted apart. The "
        "streams overlap (490.0 µs of kernels in 440.0 µs of busy time): attention keeps the GPU busy 150.0 µs, "
        "34.1% of its busy time; of its collectives, 50.0 µs overlapped compute."
    )
    assert any("1 kernel ran past the start of the next kernel on its stream, 10.0 µs" in w for w in e["warnings"])


def test_a_cpu_only_trace_has_no_gpu_time(tmp_path):
    t = TraceBuilder(device_properties=[])
    t.label("attn_fwd", 0, 10)
    assert analyze_file(t.write(tmp_path / "c.pt.trace.json"))["gpu_time"] is None
