"""Edge cases on small hand-built traces; every expected number is worked out by hand
in the comments next to it."""

import pytest
from tracebuilder import BWD, MAIN, TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.pipeline import analyze_file

FLASH = (
    "void pytorch_flash::flash_fwd_kernel<pytorch_flash::Flash_fwd_kernel_traits<64, 128, 128, 4, false, "
    "false, cutlass::bfloat16_t, pytorch_flash::Flash_kernel_traits<64, 128, 128, 4, cutlass::bfloat16_t> >, "
    "false, true, false, false, false, true, false>(pytorch_flash::Flash_fwd_params)"
)
GEMM = "ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_stages_64x4_tn"
SOFTMAX = "void (anonymous namespace)::softmax_warp_forward<c10::BFloat16, c10::BFloat16, float, 10, false, false>"
ELEMENTWISE = "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>>"
CUDNN = "cudnn_generated_fort_native_sdpa_sm80_flash_fprop_wmma_f16_knob_6_128x64x64_4x1x1_cga1x1x1_kernel0_0"
Q = [2, 8, 128, 64]


def scope(entry, name):
    matches = [s for s in entry["scopes"] if s["name"] == name]
    assert len(matches) == 1, [s["name"] for s in entry["scopes"]]
    return matches[0]


@pytest.fixture
def nested_trace(tmp_path):
    t = TraceBuilder()
    t.label("ProfilerStep#0", 0, 1000)
    t.label("attention/layer0", 10, 100)
    t.label("attention/layer0/qkv", 12, 30)
    t.op("aten::mm", 13, 20)
    c1 = t.launch(15)
    t.kernel(
        GEMM,
        200,
        50,
        c1,
        **{
            "registers per thread": 128,
            "block": [128, 1, 1],
            "grid": [4, 4, 1],
            "shared memory": 0,
            "est. achieved occupancy %": 20,
        },
    )
    t.label("attention/layer0/sdpa", 50, 50)
    t.op(
        "aten::scaled_dot_product_attention",
        51,
        45,
        dims=[Q, Q, Q, [], [], [], [], []],
        types=["c10::BFloat16"] * 3 + ["", "Scalar", "Scalar", "", "Scalar"],
        concrete=["", "", "", "", "0.", "True", "", "False"],
    )
    t.op(
        "aten::_scaled_dot_product_flash_attention",
        52,
        40,
        dims=[Q, Q, Q, [], [], [], []],
        types=["c10::BFloat16"] * 3 + ["Scalar"] * 4,
        concrete=["", "", "", "0.", "True", "False", "0.125"],
    )
    c2 = t.launch(55)
    t.kernel(
        FLASH,
        260,
        30,
        c2,
        **{
            "registers per thread": 255,
            "block": [128, 1, 1],
            "grid": [2, 8, 2],
            "shared memory": 49152,
            "est. achieved occupancy %": 13,
        },
    )
    # directly inside layer0, after the sdpa label closed at 100: a hidden copy
    c3 = t.launch(101, name="cudaMemcpyAsync")
    t.memcpy(300, 5, c3)
    # second instance of the outer label
    t.label("attention/layer0", 400, 100)
    c4 = t.launch(410)
    t.kernel(SOFTMAX, 500, 10, c4)
    # not attention
    t.op("aten::add", 600, 10)
    c5 = t.launch(602)
    t.kernel(ELEMENTWISE, 600, 20, c5)
    # launched before the profiled window: no launch event
    t.kernel(FLASH, 700, 40, 9999)
    return t.write(tmp_path / "run" / "w.1.pt.trace.json")


def test_nested_labels_attribute_kernels_once(nested_trace):
    e = analyze_file(nested_trace)
    assert e["errors"] == []
    # all kernels: 50 + 30 + 10 + 20 + 40
    assert e["total_kernel_us"] == pytest.approx(150.0)
    a = e["attention"]
    # gemm 50 + flash 30 + softmax 10 in the labels; the memcpy is not a kernel; and the flash
    # kernel with no launch (40), found by kernel (#22: attention no scope owns is counted)
    assert a["forward_kernel_us"] == pytest.approx(130.0)
    assert a["backward_kernel_us"] == 0
    assert a["kernel_us"] == pytest.approx(130.0)
    assert a["parts"]["scopes"]["kernel_us"] == pytest.approx(90.0)
    assert a["parts"]["found_by_kernel"] == {"count": 1, "kernel_us": 40.0}
    assert a["kernel_share"] == pytest.approx(130.0 / 150.0)
    assert a["memcpy_count"] == 1 and a["memcpy_us"] == pytest.approx(5.0)
    # two top-level instances of 100 us each; the nested labels add nothing
    assert a["cpu_us"] == pytest.approx(200.0)
    assert e["unattributed_kernels"] == 1
    assert e["unattributed_kernel_us"] == pytest.approx(40.0)

    outer = scope(e, "attention/layer0")
    assert outer["source"] == "label" and outer["parent"] is None
    assert outer["count"] == 2
    assert outer["cpu_us"] == pytest.approx(200.0)
    assert outer["forward_kernel_us"] == pytest.approx(90.0)  # inclusive of its children
    assert outer["kernels_per_instance"] == pytest.approx(1.5)  # 3 kernels / 2 instances
    assert outer["gpu_ops_per_instance"] == pytest.approx(2.0)  # + the memcpy
    assert outer["memcpy"] == {"count": 1, "us": 5.0}
    qkv = scope(e, "attention/layer0/qkv")
    assert qkv["parent"] == "attention/layer0" and qkv["count"] == 1
    assert qkv["forward_kernel_us"] == pytest.approx(50.0)
    sdpa = scope(e, "attention/layer0/sdpa")
    assert sdpa["forward_kernel_us"] == pytest.approx(30.0)
    assert [k["name"] for k in sdpa["kernels"]] == [FLASH]


def test_kernel_details(nested_trace):
    e = analyze_file(nested_trace)
    rows = {k["name"]: k for k in e["attention"]["kernels"]}
    flash = rows[FLASH]
    assert flash["category"] == "attention"
    assert flash["backend"].startswith("flash")
    assert flash["cores"] == "tensor"
    assert flash["launch_api"] == "cudaLaunchKernel" and flash["launch_kind"] == "runtime"
    assert flash["registers_per_thread"] == 255 and flash["block"] == [128, 1, 1]
    assert flash["occupancy_reported"] == 13
    # 255 regs -> 8192 per warp (256-register units): 8 warps per SM = 2 blocks of 4 warps; 8/64
    assert flash["occupancy_theoretical"] == pytest.approx(12.5)
    assert flash["resident_blocks_per_sm"] == 2
    gemm = rows[GEMM]
    assert gemm["category"] == "gemm" and gemm["cores"] == "tensor"
    # 128 regs -> 4096 per warp -> 16 warps -> 4 blocks of 4 warps = 16/64
    assert gemm["occupancy_theoretical"] == pytest.approx(25.0)
    assert gemm["resident_blocks_per_sm"] == 4
    assert rows[SOFTMAX]["category"] == "softmax" and rows[SOFTMAX]["cores"] == "cuda"
    cats = {(c["phase"], c["category"]): c for c in e["attention"]["categories"]}
    assert cats[("forward", "memcpy")]["total_us"] == pytest.approx(5.0)
    assert cats[("forward", "attention")]["count"] == 2  # (the one in a label, the one found by kernel)


def test_sdpa_shape_flops_and_kernel_time(nested_trace):
    e = analyze_file(nested_trace)
    assert len(e["sdpa"]) == 1  # the dispatcher op is not counted beside its backend op
    s = e["sdpa"][0]
    assert s["op"] == "aten::_scaled_dot_product_flash_attention"
    assert s["backend"] == "flash"
    assert s["count"] == 1
    assert s["shape"] == {"B": 2, "H": 8, "Lq": 128, "Lkv": 128, "D": 64}
    assert s["dtype"] == "bfloat16" and s["causal"] is True
    # 4 * 2 * 8 * 128 * 128 * 64 / 2 (causal)
    assert s["flops"] == 33_554_432
    assert s["kernel_us"] == pytest.approx(30.0)
    # 33,554,432 / 30e-6 s = 1.1185 TFLOP/s
    assert s["tflops"] == pytest.approx(1.118, abs=1e-3)


@pytest.mark.parametrize("with_flows", [True, False], ids=["fwdbwd-flows", "sequence-numbers"])
def test_backward_on_another_thread(tmp_path, with_flows):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 50)
    t.op(
        "aten::_scaled_dot_product_efficient_attention",
        5,
        40,
        seq=7,
        fwd_tid=0,
        dims=[Q, Q, Q, [], [], [], [], []],
        types=["c10::BFloat16"] * 3,
        concrete=["", "", "", "", "True", "0.", "True", "0.125"],
    )
    c1 = t.launch(10)
    t.kernel("fmha_cutlassF_bf16_aligned_64x64_rf_sm80(PyTorchMemEffAttention::AttentionKernel)", 100, 20, c1)
    t.op("aten::mul", 60, 5, seq=3, fwd_tid=0)
    # the autograd engine's thread
    t.op(
        "autograd::engine::evaluate_function: ScaledDotProductEfficientAttentionBackward0",
        200,
        60,
        tid=BWD,
        seq=7,
        fwd_tid=1,
    )
    t.op("ScaledDotProductEfficientAttentionBackward0", 202, 55, tid=BWD, seq=7, fwd_tid=1)
    t.op("aten::_scaled_dot_product_efficient_attention_backward", 204, 50, tid=BWD)
    c2 = t.launch(210, tid=BWD)
    t.kernel("fmha_cutlassB_bf16_aligned_64x64_k64_sm80(PyTorchMemEffAttention::AttentionBackwardKernel)", 300, 45, c2)
    t.op("autograd::engine::evaluate_function: MulBackward0", 270, 10, tid=BWD, seq=3, fwd_tid=1)
    c3 = t.launch(272, tid=BWD)
    t.kernel(ELEMENTWISE, 350, 5, c3)
    if with_flows:
        t.flow(1, (MAIN, 5), (BWD, 202))
        t.flow(2, (MAIN, 60), (BWD, 270))
    e = analyze_file(t.write(tmp_path / "bwd.pt.trace.json"))
    a = e["attention"]
    assert a["forward_kernel_us"] == pytest.approx(20.0)
    assert a["backward_kernel_us"] == pytest.approx(45.0)  # the MulBackward kernel is not attention
    assert a["kernel_us"] == pytest.approx(65.0)
    assert e["total_kernel_us"] == pytest.approx(70.0)
    assert a["backward_cpu_us"] == pytest.approx(60.0)  # the evaluate_function wrapper, once
    assert a["cpu_us"] == pytest.approx(110.0)
    s = scope(e, "attn_fwd")
    assert s["backward_kernel_us"] == pytest.approx(45.0)
    assert s["backward_cpu_us"] == pytest.approx(60.0)
    phases = {(k["phase"], k["backend"]) for k in s["kernels"]}
    assert phases == {
        ("forward", "efficient (memory-efficient, from xFormers)"),
        ("backward", "efficient (memory-efficient, from xFormers)"),
    }
    sdpa = e["sdpa"][0]
    assert sdpa["op"] == "aten::_scaled_dot_product_efficient_attention"
    assert sdpa["backend"] == "efficient" and sdpa["causal"] is True  # index 6 of Concrete Inputs
    assert sdpa["kernel_us"] == pytest.approx(20.0) and sdpa["backward_kernel_us"] == pytest.approx(45.0)


def test_memory_per_scope(tmp_path):
    t = TraceBuilder()
    t.memory(5, 1000, total_allocated=1000, total_reserved=2 << 20)  # before the scope
    t.label("attn_fwd", 10, 100)
    t.op("aten::empty", 15, 20)
    t.memory(20, 500, total_allocated=1500, total_reserved=2 << 20)  # inside the op inside the scope
    t.memory(30, 2000, total_allocated=3500, total_reserved=2 << 20)
    t.memory(60, -2000, total_allocated=1500, total_reserved=2 << 20)
    t.memory(80, 64, total_allocated=64, total_reserved=0, device_type=0, device_id=-1)  # host memory
    t.memory(150, -500, total_allocated=1000, total_reserved=2 << 20)  # after the scope
    e = analyze_file(t.write(tmp_path / "m.pt.trace.json"))
    mem = {(m["device"], m["phase"]): m for m in scope(e, "attn_fwd")["memory"]}
    cuda = mem[("cuda:0", "forward")]
    assert cuda["alloc_bytes"] == 2500 and cuda["freed_bytes"] == 2000 and cuda["net_bytes"] == 500
    assert cuda["alloc_count"] == 2 and cuda["free_count"] == 1
    assert cuda["peak_allocated"] == 3500
    host = mem[("cpu", "forward")]
    assert host["alloc_bytes"] == 64 and host["peak_allocated"] == 64
    curves = {c["device"]: c for c in e["memory_curves"]}
    assert curves["cuda:0"]["allocated"] == [1000, 1500, 3500, 1500, 1000]
    assert curves["cuda:0"]["reserved"] == [2 << 20] * 5
    assert e["attention"]["peak_memory"] == [
        {"device": "cpu", "phase": "forward", "peak_allocated": 64},
        {"device": "cuda:0", "phase": "forward", "peak_allocated": 3500},
    ]
    assert e["attention"]["peak_allocated"] == 3500  # (the highest of them: the Overview's card)


def test_format_2021(tmp_path):
    t = TraceBuilder(fmt="2021")
    t.op("attn_fwd", 0, 100)  # 2021 traces file labels as operators
    t.op("aten::bmm", 10, 20)
    c = t.launch(12)
    t.kernel("volta_sgemm_128x64_nn", 50, 30, c)
    t.memory(15, 4096)
    t.memory(90, -4096)
    trace = t.trace()
    for ev in trace["traceEvents"]:  # 2021 traces spell host tids as strings
        if ev.get("cat") in ("Operator", "Runtime"):
            ev["tid"] = str(ev["tid"])
    import json

    path = tmp_path / "old.pt.trace.json"
    path.write_text(json.dumps(trace))
    e = analyze_file(str(path))
    assert e["attention"]["forward_kernel_us"] == pytest.approx(30.0)
    s = scope(e, "attn_fwd")
    assert s["kernels"][0]["cores"] == "cuda"  # sgemm: FP32 on CUDA cores
    mem = {m["device"]: m for m in s["memory"]}
    assert mem["cuda:0"]["alloc_bytes"] == 4096 and mem["cuda:0"]["freed_bytes"] == 4096
    # no Total Allocated in 2021 traces: rebuilt from Bytes, 0 -> 4096 -> 0
    assert mem["cuda:0"]["peak_allocated"] == 4096
    assert e["memory_curves"][0]["reconstructed"] is True


def test_rocm_categories_module_scope(tmp_path):
    t = TraceBuilder(device_properties=[{"id": 0, "name": "AMD Instinct MI300X"}])
    t.module("LlamaAttention_0", 0, 100)
    t.op(
        "aten::_scaled_dot_product_flash_attention",
        5,
        80,
        dims=[Q, Q, Q],
        types=["c10::BFloat16"] * 3,
        concrete=["", "", "", "0.", "False", "False", ""],
    )
    c = t.launch(10, name="hipExtModuleLaunchKernel", cat="hip_runtime")
    t.kernel("attn_fwd", 200, 25, c)
    t.module("LlamaMLP_0", 100, 50)
    c2 = t.launch(110, name="hipLaunchKernel")  # ROCm traces also use cuda_runtime with hip names
    t.kernel("Cijk_Alik_Bljk_BBS_BH_MT128x128x64_MI32x32x8x1", 300, 60, c2)
    e = analyze_file(t.write(tmp_path / "rocm.json"))
    assert e["device"] == "AMD Instinct MI300X"
    assert [s["name"] for s in e["scopes"]] == ["LlamaAttention_0"]
    assert e["scopes"][0]["source"] == "module"
    assert e["attention"]["forward_kernel_us"] == pytest.approx(25.0)
    assert e["attention"]["backends"] == ["Triton attention"]
    assert e["sdpa"][0]["causal"] is False
    # 4 * 2 * 8 * 128 * 128 * 64 = 67,108,864 FLOPs in 25 us
    assert e["sdpa"][0]["tflops"] == pytest.approx(67_108_864 / 25e-6 / 1e12, abs=1e-3)


def test_op_scopes_when_nothing_is_labelled(tmp_path):
    t = TraceBuilder()
    t.op("aten::scaled_dot_product_attention", 0, 50, dims=[Q, Q, Q])
    t.op("aten::_scaled_dot_product_flash_attention", 2, 45, dims=[Q, Q, Q])
    c = t.launch(5)
    t.kernel(FLASH, 100, 30, c)
    t.op("aten::scaled_dot_product_attention", 200, 50, dims=[Q, Q, Q])
    t.op("aten::_scaled_dot_product_flash_attention", 202, 45, dims=[Q, Q, Q])
    c = t.launch(205)
    t.kernel(FLASH, 300, 34, c)
    e = analyze_file(t.write(tmp_path / "ops.json"))
    assert e["attention"]["scope_source"] == "op"
    assert [(s["name"], s["source"], s["count"]) for s in e["scopes"]] == [
        ("aten::scaled_dot_product_attention", "op", 2)
    ]
    assert e["scopes"][0]["forward_kernel_us"] == pytest.approx(64.0)
    assert any(a["code"] == "no_label" for a in e["advice"])


def test_driver_launch_occupancy_gap(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_cudnn_attention", 2, 90, dims=[Q, Q, Q])
    c = t.launch(10, name="cuLaunchKernelEx", cat="cuda_driver")
    t.kernel(
        CUDNN,
        200,
        40,
        c,
        **{
            "registers per thread": 240,
            "block": [256, 1, 1],
            "grid": [2, 16, 1],
            "shared memory": 49152,
            "est. achieved occupancy %": 0,
        },
    )
    e = analyze_file(t.write(tmp_path / "cudnn.json"))
    k = e["attention"]["kernels"][0]
    assert k["backend"] == "cuDNN" and k["launch_kind"] == "driver" and k["launch_api"] == "cuLaunchKernelEx"
    # 240 regs x 32 = 7680 per warp; 65536 / 7680 = 8 warps = one block of 8 warps; 8/64
    assert k["occupancy_theoretical"] == pytest.approx(12.5)
    assert any(a["code"] == "occupancy_gap" for a in e["advice"])
    assert e["sdpa"][0]["backend"] == "cudnn"


def test_a_gemm_launched_by_cudaLaunchKernelExC_has_its_occupancy_gap_said(tmp_path):
    """cuBLAS on Hopper launches through the runtime's cudaLaunchKernelExC, which CUPTI does
    not estimate either (the shared H100 trace's sm90_xmma GEMM): 0% reported is a gap."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::mm", 2, 90)
    c = t.launch(10, name="cudaLaunchKernelExC")
    t.kernel(
        "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas",
        200,
        40,
        c,
        **{
            "registers per thread": 168,
            "block": [384, 1, 1],
            "grid": [8, 8, 1],
            "shared memory": 49152,
            "est. achieved occupancy %": 0,
        },
    )
    e = analyze_file(t.write(tmp_path / "xmma.json"))
    k = e["attention"]["kernels"][0]
    # the trace's 0 is no measurement (#41 item 5): not measured, and why
    assert k["launch_kind"] == "runtime" and k["occupancy_reported"] is None
    assert k["occupancy_unmeasured"] == (
        "not measured: the profiler reports 0% for a kernel it did not estimate (launched through "
        "cudaLaunchKernelExC, which no kernel here has an estimate through)"
    )
    # 168 regs x 32 = 5,376 a warp (21 units of 256); 65,536 // 5,376 = 12 warps: one block of
    # 384 threads (12 warps); shared memory would fit 3: 1 block, 12 of 64 warps = 18.75%
    assert k["occupancy_theoretical"] == pytest.approx(18.75) and k["resident_blocks_per_sm"] == 1
    (gap,) = [a for a in e["advice"] if a["code"] == "occupancy_gap"]
    assert "through cudaLaunchKernelExC" in gap["message"] and "driver API" not in gap["message"]
    assert "18.8%" in gap["message"]


def test_children_overrunning_parent_by_a_rounding_step(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 10.0, 20.0)
    t.op("aten::softmax", 25.0, 5.001)  # ends 0.001 us after the label
    c = t.launch(29.0, dur=1.001)
    t.kernel(SOFTMAX, 50, 7, c)
    e = analyze_file(t.write(tmp_path / "eps.json"))
    assert e["attention"]["forward_kernel_us"] == pytest.approx(7.0)


def test_custom_patterns(nested_trace):
    e = analyze_file(nested_trace, Options(label_regex=r"/qkv$"))
    # the SDPA call outside that label is attention too: a scope of its own
    assert [(s["name"], s["source"]) for s in e["scopes"]] == [
        ("attention/layer0/qkv", "label"),
        ("aten::scaled_dot_product_attention", "op"),
    ]
    parts = e["attention"]["parts"]
    assert parts["scopes"]["kernel_us"] == pytest.approx(50.0)
    assert parts["outside_labels"] == {"count": 1, "kernel_us": 30.0, "cpu_us": 45.0}
    assert e["attention"]["forward_kernel_us"] == pytest.approx(50.0 + 30.0 + 40.0)  # (and the unlaunched flash)
    assert e["patterns"]["label_regex"] == r"/qkv$"


def test_gpu_label_cross_check_flags_disagreement(tmp_path):
    t = TraceBuilder()
    lab = t.label("attn_fwd", 0, 50)
    c = t.launch(10)
    t.kernel(SOFTMAX, 100, 10, c)
    c2 = t.launch(60)  # launched after the label closed ...
    t.kernel(ELEMENTWISE, 112, 5, c2)
    # ... but Kineto's GPU span of the label claims it
    t.gpu_label("attn_fwd", 100, 20, lab["args"]["External id"])
    e = analyze_file(t.write(tmp_path / "x.json"))
    assert any("1 of 2 kernels inside a label's GPU span was launched" in w for w in e["warnings"])


def test_kernel_classes_are_case_blind_on_any_text():
    from tb_attn_plugin.names import patterns

    cases = {
        "void at::native::vectorized_elementwise_kernel<4, float>": ("elementwise", None),
        "VOID AT::NATIVE::VECTORIZED_ELEMENTWISE_KERNEL": ("elementwise", None),
        "ampere_fp16_S16816GEMM_fp16_128x128_ldg8_f2f_stages_32x5_tn": ("gemm", None),
        "cunn_SoftMaxForward<4, float>": ("softmax", None),
        "ncclDevKernel_AllReduce_Sum_bf16_RING_LL": ("communication", None),
        "Ünïcode_GEMM_kernel": ("gemm", None),  # not ASCII: the IGNORECASE pattern
        "ſoftmax_kernel": ("softmax", None),  # long s: IGNORECASE folds it to s, lower() does not
        "reduce_kernel<512, 1>": ("reduction", None),
        "my_custom_kernel": ("other", None),
    }
    for name, expected in cases.items():
        assert patterns.classify_kernel(name) == expected, name
    assert patterns.cores_of("sm80_xmma_gemm_f16f16_f16f32", "gemm") == "tensor"
    assert patterns.cores_of("VOLTA_SGEMM_128x64_NN", "gemm") == "cuda"
    # a GEMM or attention kernel whose name says neither (AMD's Triton attn_fwd) is not
    # called CUDA cores; an elementwise kernel runs on them
    assert patterns.cores_of("attn_fwd", "attention") == "unknown"
    assert patterns.cores_of("my_gemm_kernel", "gemm") == "unknown"
    assert patterns.cores_of("_ZN7ck_tile6kentryILi2ENS_38FmhaBatchPrefill", "attention") == "tensor"
    assert patterns.cores_of("elementwise_kernel", "elementwise") == "cuda"


def test_unattributed_kernels_say_why(tmp_path):
    """One kernel without args (so no correlation id), two whose correlation ids no launch in
    the trace has, two launched from a thread with no recorded op (the launch is there, on a
    thread the profiler did not cover), one attributed: each cause counted apart, with its time."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    c = t.launch(10)
    t.kernel("softmax_warp_forward", 200, 4.0, c)  # attributed
    t.kernel("orphan_a", 300, 2.5, 99990)  # launched before the window
    t.kernel("orphan_b", 310, 1.5, 99991)
    k = t.kernel("argless", 320, 7.0, 0)
    del k["args"]  # no correlation id at all
    t.op("aten::mm", 50, 10, tid=7)  # a covered second thread: its launch is an op's
    t.kernel("gemm_on_covered_thread", 330, 1.0, t.launch(52, tid=7))
    for ts in (60, 70):  # an engine thread with launches and no op
        t.kernel("engine_gemm", 340 + ts, 3.0, t.launch(ts, tid=9))
    entry = analyze_file(t.write(tmp_path / "t.json"))
    assert entry["unattributed_kernels"] == 3 and entry["unattributed_kernel_us"] == 11.0
    assert entry["unattributed_causes"] == {
        "no_correlation_id": {"count": 1, "us": 7.0},
        "launch_not_in_trace": {"count": 2, "us": 4.0},
        "launch_thread_not_covered": {"count": 2, "us": 6.0},
    }
    codes = {a["code"]: a["message"] for a in entry["advice"]}
    assert codes["kernels_without_correlation"].startswith("1 kernel (7.0 µs) carries no correlation id")
    assert codes["unattributed_kernels"].startswith("2 kernels (4.0 µs) have no launch event")
    assert codes["launch_thread_not_covered"].startswith("2 kernels (6.0 µs) were launched from a thread")
    assert any("carries no correlation id" in w for w in entry["warnings"])
    assert entry["attention"]["kernel_us"] == 4.0


def test_twenty_thousand_nested_distinct_labels_take_memory_linear_in_the_depth(tmp_path):
    """Each scope's chain of enclosing keys was a list of its own (20,000 levels: 12 GB);
    now chains share their enclosing chain. Every level is its own scope, once, with its own
    time, and its parent is the level above."""
    depth = 20_000
    t = TraceBuilder()
    for i in range(depth):
        t.label(f"attn_level_{i}", i * 0.5, 100_000 - i)
    entry = analyze_file(t.write(tmp_path / "deep.json"))
    assert entry["ok"] and len(entry["scopes"]) == depth
    by_name = {s["name"]: s for s in entry["scopes"]}
    for i in (0, 1, 7_777, depth - 1):
        s = by_name[f"attn_level_{i}"]
        assert s["count"] == 1 and s["cpu_us"] == 100_000 - i
        assert s["parent"] == (f"attn_level_{i - 1}" if i else None)
    assert entry["attention"]["cpu_us"] == 100_000  # only the outermost counts in the total


def test_a_scope_inside_itself_is_counted_once_at_any_depth(tmp_path):
    """attn > other > attn > other ...: the inner instances of a key lie inside an outer one,
    so its time and its calls are the outermost instance's only (per call: the whole time)."""
    t = TraceBuilder()
    for i in range(200):
        t.label("attn" if i % 2 == 0 else "attention_inner", i * 1.0, 10_000 - 2 * i)
    entry = analyze_file(t.write(tmp_path / "alternating.json"))
    by_name = {s["name"]: s for s in entry["scopes"]}
    assert by_name["attn"]["count"] == 1 and by_name["attn"]["cpu_us"] == 10_000
    assert by_name["attn"]["cpu_us_per_instance"] == 10_000
    assert by_name["attention_inner"]["count"] == 1 and by_name["attention_inner"]["cpu_us"] == 10_000 - 2


def test_malformed_events_are_counted_per_kind_with_what_they_cost(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    c = t.launch(10)
    t.kernel("softmax_warp_forward", 200, 4.0, c)
    k1 = t.kernel("no_time_a", 210, 1.0, c)
    k2 = t.kernel("no_time_b", 220, 1.0, c)
    op = t.op("aten::mm", 20, 5)
    del k1["ts"]
    k2["dur"] = -3.0
    op["dur"] = None
    bare = t.launch(30)
    for e in t.events:
        if e.get("args", {}).get("correlation") == bare and e["cat"] == "cuda_runtime":
            del e["args"]["correlation"]
    entry = analyze_file(t.write(tmp_path / "t.json"))
    assert entry["ok"]
    text = " | ".join(entry["warnings"])
    assert "skipped 3 events with missing, negative or non-finite ts/dur (kernel: 2, cpu_op: 1)" in text
    assert "1 launch event carries no correlation id" in text
    assert entry["attention"]["forward_kernel_us"] == 4.0


def test_work_inside_thousands_of_nested_scopes_is_totalled_up_the_tree(tmp_path, monkeypatch):
    """A kernel inside each of 20,000 nested scopes pairs with all the scopes around it (200
    million pairs): the totals go up the tree of instances instead, in memory linear in the
    depth, with every scope's inclusive kernel time right. Pairing forced past its bound is
    refused with a message, never run out of memory."""
    from tb_attn_plugin.analysis.scopes import ChainExpander

    depth = 20_000
    t = TraceBuilder()
    for i in range(depth):
        t.label(f"attn_{i}", i * 2.0, 100_000 - 4 * i)
        c = t.launch(i * 2.0 + 1, dur=0.5)
        t.kernel("k", 200_000 + i, 0.5, c)
    path = t.write(tmp_path / "deep_work.json")
    entry = analyze_file(path)
    assert entry["ok"] and len(entry["scopes"]) == depth
    by_name = {s["name"]: s for s in entry["scopes"]}
    for i in (0, 1, 12_345, depth - 1):
        s = by_name[f"attn_{i}"]
        assert s["forward_kernel_us"] == (depth - i) * 0.5 and s["kernels_per_instance"] == depth - i
    assert entry["attention"]["kernel_us"] == depth * 0.5
    monkeypatch.setattr(ChainExpander, "TREE_PAIRS", 10**12)
    monkeypatch.setattr(ChainExpander, "MAX_PAIRS", 1_000_000)
    refused = analyze_file(path)
    assert refused["ok"] is False
    assert refused["errors"][0].startswith(f"{path}: 20,000 events lie inside scopes nested up to 20,000 deep")


def test_a_copy_inside_attention_is_explained_by_the_op_that_launched_it(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::masked_fill", 10, 20)
    c = t.launch(12, name="cudaMemcpyAsync")
    t.memcpy(200, 3.0, c)
    t.op("aten::masked_fill_", 40, 10)  # in place: no copy
    c = t.launch(42)
    t.kernel("masked_fill_kernel", 210, 1.0, c)
    c = t.launch(60, name="cudaMemcpyAsync")  # a copy launched outside any op
    t.memcpy(220, 2.0, c)
    entry = analyze_file(t.write(tmp_path / "t.json"))
    a = entry["attention"]
    assert a["memcpy_count"] == 2 and a["memcpy_us"] == 5.0
    assert a["copies_by_op"] == [
        {"op": "aten::masked_fill", "count": 1, "us": 3.0},
        {"op": None, "count": 1, "us": 2.0},
    ]
    advice = next(x["message"] for x in entry["advice"] if x["code"] == "hidden_copy")
    assert advice.startswith("2 memcpys (5.0 µs) inside attention, launched by aten::masked_fill (1, 3.0 µs).")
    assert "the in-place form (aten::masked_fill_)" in advice


def test_a_copy_launched_by_a_copying_op_is_not_blamed_on_masked_fill(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    t.op("aten::copy_", 10, 20)
    c = t.launch(12, name="cudaMemcpyAsync")
    t.memcpy(200, 3.0, c)
    entry = analyze_file(t.write(tmp_path / "t.json"))
    advice = next(x["message"] for x in entry["advice"] if x["code"] == "hidden_copy")
    assert "masked_fill" not in advice and "aten::copy_ copies by design" in advice


def test_communication_inside_attention_is_given_apart(tmp_path):
    """A tensor-parallel all-reduce launched inside the attention block is a collective, not
    attention compute: 10 µs of softmax and 30 µs of all-reduce inside, 60 µs outside."""
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    c = t.launch(10)
    t.kernel("softmax_warp_forward", 200, 10.0, c)
    c = t.launch(20)
    t.kernel("ncclDevKernel_AllReduce_Sum_bf16_RING_LL", 220, 30.0, c)
    c = t.launch(150)
    t.kernel("ampere_bf16_s16816gemm_bf16_128x64", 300, 60.0, c)
    a = analyze_file(t.write(tmp_path / "t.json"))["attention"]
    assert a["kernel_us"] == 40.0 and a["kernel_share"] == 0.4
    assert a["communication_kernel_us"] == 30.0 and a["compute_kernel_share"] == 0.1
    assert {c["category"]: c["total_us"] for c in a["categories"]} == {"communication": 30.0, "softmax": 10.0}


def test_per_step_attention_by_hand(tmp_path):
    """Two steps on the main thread; attention's forward in each, its backward on the engine
    thread inside the second step's span; a kernel per phase; memory inside attention."""
    t = TraceBuilder()
    t.label("ProfilerStep#7", 0, 1000)
    t.label("ProfilerStep#8", 1000, 1000)
    t.label("attention/layer0", 100, 200)
    t.op("aten::bmm", 110, 50, seq=1)
    t.kernel(SOFTMAX, 150, 20.0, t.launch(120))
    t.memory(130, 4096, total_allocated=10_000)
    t.label("attention/layer0", 1100, 100)
    t.op("aten::bmm", 1110, 50, seq=2)
    t.kernel(SOFTMAX, 1150, 30.0, t.launch(1120))
    t.kernel(GEMM, 1300, 40.0, t.launch(1400))  # outside attention: counts in the step's kernel time
    t.op("BmmBackward0", 1500, 80, tid=BWD, seq=2, fwd_tid=1)
    t.kernel(GEMM, 1600, 60.0, t.launch(1510, tid=BWD))
    t.memory(1520, 8192, total_allocated=50_000, tid=BWD)
    e = analyze_file(t.write(tmp_path / "steps.json"))
    first, second = e["steps"]["per_step"]
    assert first == {
        "step": 7,
        "us": 1000.0,
        "kernel_us": 20.0,
        "attention_cpu_us": 200.0,
        "attention_forward_kernel_us": 20.0,
        "attention_backward_kernel_us": 0.0,
        "attention_peak_allocated": 10_000,
        "layers": {"attention/layer0": 20.0},
        "phase": None,  # a profiler step, not a serving engine's
        "tokens": None,
    }
    assert second == {
        "step": 8,
        "us": 1000.0,
        "kernel_us": 130.0,  # 30 + 40 + 60
        "attention_cpu_us": 180.0,  # the label's 100 and the backward op's 80
        "attention_forward_kernel_us": 30.0,
        "attention_backward_kernel_us": 60.0,
        "attention_peak_allocated": 50_000,
        "layers": {"attention/layer0": 90.0},
        "phase": None,
        "tokens": None,
    }
