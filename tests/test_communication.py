"""#56 item 5: collectives launched inside attention scopes are counted apart from attention's
own work and named by their launcher; the verdict leads with attention's own work. Every
number is worked out by hand."""

from __future__ import annotations

import pytest
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis.passes.communication import collective_of, launcher_of
from tb_attn_plugin.names import patterns
from tb_attn_plugin.pipeline import analyze_file

FLASH = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 64, 128, 4, false, false, cutlass::bfloat16_t>>(Flash_fwd_params)"
GEMM = "sm90_xmma_gemm_bf16bf16_bf16f32"
ALL_GATHER = "ncclDevKernel_AllGather_RING_LL(ncclDevComm*, unsigned long, ncclWork*)"
REDUCE_SCATTER = "ncclDevKernel_ReduceScatter_Sum_bf16_RING_LL(ncclDevComm*, unsigned long, ncclWork*)"
REDISTRIBUTE = (
    "/venv/lib/python3.11/site-packages/torch/distributed/tensor/_redistribute.py(212): redistribute_local_tensor"
)


def layer(t: TraceBuilder, at: float, collective) -> None:
    """A layer labelled attention/layer0 around the attention call (a 40 µs flash kernel, a
    50 µs projection GEMM) and a collective (collective(t, at): its launch inside the label)."""
    t.label("attention/layer0", at, 1000)
    t.op("flash_attn::_flash_attn_forward", at + 10, 50)
    t.kernel(FLASH, at + 2000, 40.0, t.launch(at + 20))
    t.op("aten::mm", at + 100, 50)
    t.kernel(GEMM, at + 2100, 50.0, t.launch(at + 110))
    collective(t, at)


def fsdp(t: TraceBuilder, at: float) -> None:
    """FSDP2's all-gather of the next layer's parameters, under its own label (300 µs)."""
    t.label("FSDP::pre_forward", at + 300, 200)
    t.kernel(ALL_GATHER, at + 2200, 300.0, t.launch(at + 310))


def dtensor(t: TraceBuilder, at: float) -> None:
    """Sequence parallelism's reduce-scatter, DTensor's redistribute (Python frames) around it."""
    t.frame(REDISTRIBUTE, at + 300, 200)
    t.op("_c10d_functional::reduce_scatter_tensor", at + 310, 50)
    t.kernel(REDUCE_SCATTER, at + 2200, 120.0, t.launch(at + 320))


def trace(tmp_path, collective):
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 5000)
    layer(t, 0, collective)
    t.op("aten::mm", 1500, 50)
    t.kernel(GEMM, 3000, 500.0, t.launch(1510))  # (outside attention: the MLP)
    return analyze_file(t.write(tmp_path / "w.pt.trace.json"))


def test_fsdp_all_gathers_inside_a_label_are_counted_apart_and_named(tmp_path):
    e = trace(tmp_path, fsdp)
    a = e["attention"]
    # attention's scope holds 40 + 50 + 300 µs; its own work 90 µs of the trace's 890 µs
    assert (a["kernel_us"], a["communication_kernel_us"]) == (390.0, 300.0)
    assert a["compute_kernel_share"] == round(90 / 890, 6)
    assert a["communication_by_launcher"] == [
        {"launcher": "FSDP", "collective": "all-gather", "phase": "forward", "kernels": 1, "kernel_us": 300.0}
    ]
    assert e["verdict"]["sentence"] == (
        "Attention's own work takes 10.1% of GPU kernel time (90.0 µs of 890.0 µs): GEMMs 56%, fused attention "
        "kernels 44%; and 300.0 µs of collectives ran inside its labels (FSDP all-gathers (forward) 300.0 µs), "
        "counted apart."
    )
    (warning,) = [x for x in e["advice"] if x["code"] == "communication_in_attention"]
    assert "(FSDP all-gathers (forward) 300.0 µs)" in warning["message"]


def test_a_reduce_scatter_under_dtensors_redistribute_is_tensor_parallelisms(tmp_path):
    """An FSDP trace's forward reduce-scatter was blamed on FSDP: it came from DTensor's
    redistribute (tensor/sequence parallelism), which the Python frames around it say."""
    e = trace(tmp_path, dtensor)
    assert e["attention"]["communication_by_launcher"] == [
        {
            "launcher": "tensor/sequence parallelism (DTensor redistribute)",
            "collective": "reduce-scatter",
            "phase": "forward",
            "kernels": 1,
            "kernel_us": 120.0,
        }
    ]
    assert (
        "(tensor/sequence parallelism (DTensor redistribute) reduce-scatters (forward) 120.0 µs)"
        in (e["verdict"]["sentence"])
    )


@pytest.mark.parametrize(
    ("names", "launcher"),
    [
        (["FSDP::post_backward_reduce", "autograd::engine::evaluate_function: AccumulateGrad"], "FSDP"),
        (["FullyShardedDataParallel.forward"], "FSDP"),
        (
            ["nccl:all_reduce", "/venv/lib/python3.11/site-packages/torch/nn/parallel/distributed.py(1523): forward"],
            "DDP",
        ),
        (["DistributedDataParallel.forward"], "DDP"),
        (
            [
                "c10d::send",
                "/venv/lib/python3.11/site-packages/torch/distributed/pipelining/stage.py(600): forward_one_chunk",
            ],
            "pipeline parallelism",
        ),
        (["moe_dispatch", "c10d::alltoall_"], "expert parallelism"),
        (["aten::mm"], "unnamed"),
        # a diffusion model's Pipeline is no pipeline parallelism
        (["diffusers/pipelines/stable_diffusion_3/pipeline_stable_diffusion_3.py(772): __call__"], "unnamed"),
    ],
)
def test_the_launcher_is_what_the_names_around_the_launch_say(names, launcher):
    assert launcher_of(names) == launcher


def test_the_collective_is_what_the_kernels_name_says():
    kernels = (
        ALL_GATHER,
        REDUCE_SCATTER,
        "ncclDevKernel_AllReduce_Sum_f32_RING_LL",
        "ncclDevKernel_SendRecv(ncclDevComm*)",
        "cross_device_reduce_1stage",
        "ncclDevKernel_Broadcast_RING_LL",
        "multimem_kernel",
    )
    # PyTorch's elementwise kernels launched through its broadcast launcher are no collective
    mul = "void at::native::elementwise_kernel_manual_unroll<128, 4, at::native::(anonymous namespace)::type_specialized_broadcast_kernel_launcher<1>::apply<...>>(int)"
    assert patterns.classify_kernel(mul)[0] == "elementwise"
    expected = ["all-gather", "reduce-scatter", "all-reduce", "send/recv", "all-reduce", "broadcast", "collective"]
    assert [collective_of(k) for k in kernels] == expected


GENERIC = "ncclDevKernel_Generic(ncclDevKernelArgsStorage<4096ul>)"


@pytest.mark.parametrize(
    "recorded",
    [
        "_allgather_base",  # as PyTorch's c10d records it, bare
        '"_allgather_base"',  # quoted once more, as Kineto's typed metadata writes it since 2026
    ],
)
def test_a_generic_nccl_kernel_is_named_by_its_recorded_collective_in_both_forms(tmp_path, recorded):
    """NCCL 2.19+ runs many collectives as ncclDevKernel_Generic: its name says nothing of what
    it ran; PyTorch copies the collective's name from record_param_comms onto the kernel's args
    ("Collective name"), bare on older traces and quoted once more on newer ones."""

    def generic(t: TraceBuilder, at: float) -> None:
        t.label("FSDP::pre_forward", at + 300, 200)
        t.op("record_param_comms", at + 305, 100)
        t.kernel(GENERIC, at + 2200, 250.0, t.launch(at + 310), more_args={"Collective name": recorded})

    e = trace(tmp_path, generic)
    assert e["attention"]["communication_by_launcher"] == [
        {"launcher": "FSDP", "collective": "all-gather", "phase": "forward", "kernels": 1, "kernel_us": 250.0}
    ]


def test_the_recorded_collective_comes_before_the_kernels_name_and_nothing_recorded_leaves_the_name():
    assert collective_of(GENERIC, "allreduce") == "all-reduce"
    assert collective_of(GENERIC, "all_to_allv") == "all-to-all"
    assert collective_of(GENERIC, "") == "collective"
    # a recorded name that says nothing known leaves the kernel's own name
    assert collective_of(REDUCE_SCATTER, "coalesced") == "reduce-scatter"


def test_the_reader_keeps_the_recorded_collective_bare_or_quoted_and_none_elsewhere(tmp_path):
    from tb_attn_plugin.reader import NONE_ID, read_trace

    t = TraceBuilder()
    t.kernel(GENERIC, 10, 5.0, t.launch(1), more_args={"Collective name": "allreduce"})
    t.kernel(GENERIC, 20, 5.0, t.launch(2), more_args={"Collective name": '"broadcast"'})
    t.kernel(GENERIC, 30, 5.0, t.launch(3), more_args={"Collective name": 7})  # not text: none
    t.kernel(GEMM, 40, 5.0, t.launch(4))
    data = read_trace(t.write(tmp_path / "c.pt.trace.json"))
    order = data.gpu.ts.argsort()
    names = [data.strings[i] if i != NONE_ID else None for i in data.gpu.collective[order].tolist()]
    assert names == ["allreduce", "broadcast", None, None]


def test_ddps_all_reduce_inside_attentions_backward_is_ddps_and_backward(tmp_path):
    """DDP all-reduces gradients in the backward: its _DDPSink's backward (Python frames of
    torch/nn/parallel/distributed.py) launching nccl:all_reduce inside the attention call's
    backward, which the autograd engine runs on its thread (linked by the sequence number).
    The collective is counted apart, named DDP's, in the backward; attention's own work is the
    flash kernels (40 + 80 µs of 1,120 µs)."""
    from tracebuilder import BWD, MAIN

    flash_bwd = (
        "void flash::flash_bwd_dq_dk_dv_loop_seqk_parallel_kernel<Flash_bwd_kernel_traits<128>>(Flash_bwd_params)"
    )
    all_reduce = "ncclDevKernel_AllReduce_Sum_bf16_RING_LL(ncclDevComm*, unsigned long, ncclWork*)"
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 5000)
    t.label("attention/layer0", 0, 100)
    t.op("flash_attn::_flash_attn_forward", 10, 50, seq=7)
    t.kernel(FLASH, 2000, 40.0, t.launch(20))
    t.op("autograd::engine::evaluate_function: FlashAttnFuncBackward", 500, 400, tid=BWD)
    t.op("FlashAttnFuncBackward", 500, 400, tid=BWD, seq=7, fwd_tid=MAIN)
    t.kernel(flash_bwd, 2100, 80.0, t.launch(510, tid=BWD))
    t.frame("/venv/lib/python3.11/site-packages/torch/nn/parallel/distributed.py(262): backward", 600, 250, tid=BWD)
    t.op("nccl:all_reduce", 610, 100, tid=BWD)
    t.kernel(all_reduce, 2200, 200.0, t.launch(620, tid=BWD), more_args={"Collective name": "allreduce"})
    t.op("aten::mm", 1500, 50)
    t.kernel(GEMM, 3000, 800.0, t.launch(1510))  # (outside attention)
    e = analyze_file(t.write(tmp_path / "ddp.pt.trace.json"))
    a = e["attention"]
    assert (a["forward_kernel_us"], a["backward_kernel_us"], a["communication_kernel_us"]) == (40.0, 280.0, 200.0)
    assert a["communication_by_launcher"] == [
        {"launcher": "DDP", "collective": "all-reduce", "phase": "backward", "kernels": 1, "kernel_us": 200.0}
    ]
    assert a["compute_kernel_share"] == round(120 / 1120, 6)
    # (own work 120 of 1,120 µs: 10.7%; its backward 80 of 120: 67%)
    assert e["verdict"]["sentence"] == (
        "Attention's own work takes 10.7% of GPU kernel time (0.12 ms of 1.12 ms): fused attention kernels 100%; "
        "backward is 67% of it; and 0.20 ms of collectives ran inside its labels (DDP all-reduces (backward) "
        "0.20 ms), counted apart."
    )
