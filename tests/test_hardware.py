"""The hardware model: device peaks matched from deviceProperties, the attention ops' and
attention GEMMs' FLOPs, bytes and share of the peaks, checked against TraceLens' reference
CSVs for the Qwen H100 trace and against figures worked out by hand."""

import csv
import json

import pytest
from conftest import SHARED_TRACES, shared_trace
from test_plugin_routes import flags, get_json, make_client, wait_for
from tracebuilder import TraceBuilder

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.analysis.passes import hardware
from tb_attn_plugin.analysis.passes.gemms import gemm_facts
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.plugin.tab import AttentionLoader

QWEN_H100 = "tracelens/h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz"
CSVS = SHARED_TRACES / "tracelens_reference_csvs/h100_perf_report_csvs"


def reference_rows(name):
    path = CSVS / name
    if not path.exists():
        pytest.skip("TraceLens reference CSVs absent")
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


@pytest.mark.shared
def test_qwen_h100_sdpa_model_agrees_with_tracelens():
    e = analyze_file(shared_trace(QWEN_H100))
    ref = next(r for r in reference_rows("SDPA_fwd.csv") if r["name"] == "aten::_scaled_dot_product_flash_attention")
    [row] = [r for r in e["attention_ops"] if r["op"] == ref["name"]]
    assert row["flops_per_call"] / 1e9 == pytest.approx(float(ref["GFLOPS_first"]), rel=1e-3)
    assert row["bytes_per_call"] / 2**20 == pytest.approx(float(ref["Data Moved (MB)_first"]), rel=1e-3)
    assert row["flops_per_byte"] == pytest.approx(float(ref["FLOPS/Byte_first"]), rel=1e-3)
    assert row["tflops"] == pytest.approx(float(ref["TFLOPS/s_mean"]), rel=1e-3)
    assert row["tbps"] == pytest.approx(float(ref["TB/s_mean"]), rel=1e-3)
    # against the H100 SXM's 989.4 BF16 TFLOP/s and 3.35 TB/s (ridge 295 FLOPs/byte): 139.75 is below it
    assert row["peak_tflops"] == 989.4
    assert row["pct_of_peak_compute"] == pytest.approx(100 * row["tflops"] / 989.4, abs=0.01)
    assert row["pct_of_peak_bandwidth"] == pytest.approx(100 * row["tbps"] / 3.35, abs=0.01)
    assert row["bound"] == "memory"
    assert row["backward_flops_per_call"] == int(2.5 * row["flops_per_call"]) and row["backward_tflops"] is None


@pytest.mark.shared
def test_qwen_h100_attention_gemms_agree_with_tracelens():
    """The projections inside the attention modules (q, k, v with a bias; o without): every
    call of these shapes is inside attention, so TraceLens' all-trace rows are theirs."""
    e = analyze_file(shared_trace(QWEN_H100))
    refs = reference_rows("GEMM.csv")
    checked = 0
    for row in e["attention_gemms"]:
        matches = [
            r
            for r in refs
            if r["name"] == row["op"]
            and (int(r["param: M"]), int(r["param: N"]), int(r["param: K"])) == (row["M"], row["N"], row["K"])
            and (r["param: bias"] == "True") == row["bias"]
        ]
        if not matches:
            continue
        [ref] = matches
        assert row["count"] == int(ref["name_count"])
        assert row["flops_per_call"] / 1e9 == pytest.approx(float(ref["GFLOPS_first"]), rel=1e-3)
        assert row["bytes_per_call"] / 2**20 == pytest.approx(float(ref["Data Moved (MB)_first"]), rel=1e-3)
        assert row["flops_per_byte"] == pytest.approx(float(ref["FLOPS/Byte_first"]), rel=1e-3)
        assert row["tflops"] == pytest.approx(float(ref["TFLOPS/s_mean"]), rel=1e-3)
        assert row["tbps"] == pytest.approx(float(ref["TB/s_mean"]), rel=1e-3)
        assert row["kernel_us"] == pytest.approx(float(ref["Kernel Time (µs)_sum"]), rel=1e-3)
        assert row["bound"] == "compute"  # 484 FLOPs/byte, above the H100's 295
        checked += 1
    assert checked == 2  # addmm 8944x1024x1024 with a bias (72 calls), mm without (24)


def test_gemm_model_by_hand():
    # addmm: bias (N), A (M, K), B (K, N): 2·M·N·K + M·N FLOPs; (MK + KN + MN + N)·2 bytes
    f = gemm_facts("aten::addmm", ([[64], [32, 128], [128, 64], [], []], ["c10::BFloat16"] * 3, None))
    assert (f["B"], f["M"], f["N"], f["K"], f["bias"], f["dtype"]) == (1, 32, 64, 128, True, "bfloat16")
    assert f["flops"] == 2 * 32 * 64 * 128 + 32 * 64
    assert f["bytes"] == (32 * 128 + 128 * 64 + 32 * 64 + 64) * 2
    f = gemm_facts("aten::bmm", ([[8, 16, 4], [8, 4, 16]], ["float", "float"], None))
    assert (f["B"], f["flops"], f["bytes"]) == (8, 2 * 8 * 16 * 16 * 4, 8 * (16 * 4 + 4 * 16 + 16 * 16) * 4)
    assert gemm_facts("aten::mm", ([[3, 4], [5, 6]], ["float"], None)) is None  # K disagrees


def test_device_table_matches_the_names_traces_carry():
    table = [hardware.builtin_table()]
    cases = {
        ("NVIDIA H100 80GB HBM3", 132, 79.18): "H100 SXM",
        ("NVIDIA A100-PG509-200", 108, 39.39): "A100 SXM4 40GB",
        ("NVIDIA A100-SXM4-80GB", 108, 79.15): "A100 SXM4 80GB",
        ("Tesla V100-SXM2-32GB", 80, 31.75): "V100 SXM2",
        ("NVIDIA B200", 148, 178.35): "B200",
        ("NVIDIA GB200", 148, 184.0): "GB200",
        # a GH200's GPU is H100-class (not an H200, which its name holds): by name and memory
        ("NVIDIA GH200 480GB", 132, 94.5): "GH200 96GB",
        ("NVIDIA GH200 144G HBM3e", 132, 139.8): "GH200 144GB",
        ("NVIDIA H200", 132, 139.8): "H200",
        ("NVIDIA H200 NVL", 132, 139.8): "H200",
        ("NVIDIA H20", 78, 95.6): "H20",
        ("NVIDIA H800", 132, 79.3): "H800",
        ("AMD Instinct MI300X VF", 304, 191.45): "MI300X",
        ("", 304, 191.98): "MI300X",  # vLLM's ROCm traces name no device: the CUs and memory do
        ("AMD Radeon Graphics", 104, 63.98): "MI210 / MI250 (one GCD)",
        ("AMD Instinct MI250X", 110, 64.0): "MI250X (one GCD)",
        ("AMD Instinct MI325X", 304, 256.0): "MI325X",
        ("NVIDIA A10", 72, 22.0): "A10",
        # #57 item 7: the common workstation and laptop cards, GB10 and B300
        ("NVIDIA GeForce RTX 4090", 128, 23.6): "RTX 4090",
        ("NVIDIA GeForce RTX 4090 Laptop GPU", 76, 16.0): "RTX 4090 Laptop",
        ("NVIDIA GeForce RTX 4080", 76, 16.0): "RTX 4080",
        ("NVIDIA GeForce RTX 4080 SUPER", 80, 16.0): "RTX 4080 SUPER",
        ("NVIDIA GeForce RTX 4080 Laptop GPU", 58, 12.0): "RTX 4080 Laptop",
        ("NVIDIA GeForce RTX 3090", 82, 24.0): "RTX 3090",
        ("NVIDIA GeForce RTX 3090 Ti", 84, 24.0): "RTX 3090 Ti",
        ("NVIDIA GB10", 48, 119.7): "GB10",
        ("NVIDIA B300 SXM6 AC", 148, 268.0): "B300",
        ("Quadro GP100", 56, 15.9): None,
        ("cpu", None, None): None,
    }
    for (name, sms, memory), key in cases.items():
        device, _ = hardware.match({"name": name, "sms": sms, "memory_gib": memory}, table)
        assert (device["key"] if device else None) == key, name


def test_unknown_device_says_so_and_a_users_file_supplies_peaks(tmp_path):
    t = TraceBuilder(device_properties=[{"id": 0, "name": "Quadro GP100", "numSms": 56, "totalGlobalMem": 17e9}])
    t.label("attn_fwd", 0, 100)
    q = [[2, 8, 128, 64]] * 3
    t.op("aten::_scaled_dot_product_flash_attention", 10, 50, dims=q, types=["float"] * 3)
    c = t.launch(20)
    t.kernel("flash_fwd_kernel", 200, 10.0, c)
    e = analyze_file(t.write(tmp_path / "t.json"))
    assert e["hardware"]["matched"] is None and "no peak known" in e["hardware"]["note"]
    [row] = e["attention_ops"]
    assert row["tflops"] is not None and row["pct_of_peak_compute"] is None and row["bound"] is None
    peaks = tmp_path / "peaks.json"
    peaks.write_text(
        json.dumps({"devices": [{"key": "GP100", "names": "GP100", "peak_tflops": {"fp32": 10.0}, "memory_tbps": 0.5}]})
    )
    held = analyze_file(str(tmp_path / "t.json"), Options(device_peaks=hardware.DevicePeaks.read(str(peaks))))
    assert held["hardware"]["matched"] == "GP100" and held["hardware"]["origin"] == str(peaks)
    [row] = held["attention_ops"]
    # 4·2·8·128·128·64 = 67,108,864 FLOPs in 10 µs: 6.711 TFLOP/s, 67.1% of a 10 TFLOP/s peak
    assert row["tflops"] == pytest.approx(6.711, abs=1e-3)
    assert row["pct_of_peak_compute"] == pytest.approx(67.11, abs=0.01)
    # bytes: 4 tensors of 2·8·128·64 float32 = 2,097,152; 32 FLOPs/byte against a ridge of 10/0.5 = 20
    assert row["bytes_per_call"] == 2_097_152 and row["flops_per_byte"] == 32.0 and row["bound"] == "compute"
    # 0.2097 TB/s of 0.5
    assert row["tbps"] == pytest.approx(0.209715, abs=1e-6) and row["pct_of_peak_bandwidth"] == pytest.approx(41.94)
    assert e["hardware"]["matched"] is None  # the stored entry is left as it was


@pytest.mark.parametrize(
    "content, problem",
    [
        ("{", "not JSON"),
        ('{"devices": []}', "at least one device"),
        ('{"devices": [{"key": "x", "names": "(", "peak_tflops": {"fp32": 1}}]}', '"names"'),
        ('{"devices": [{"key": "x", "names": "x", "peak_tflops": {"fp64": 1}}]}', "fp64"),
        ('{"devices": [{"key": "x", "names": "x", "peak_tflops": {"fp32": -1}}]}', "positive"),
        ('{"devices": [{"key": "x", "names": "x", "peak_tflops": {"fp32": 1}, "memory_gb": [9, 1]}]}', "memory_gb"),
    ],
)
def test_bad_peaks_files_are_refused_with_the_reason(tmp_path, content, problem):
    path = tmp_path / "peaks.json"
    path.write_text(content)
    with pytest.raises(ValueError) as info:
        hardware.load_table(str(path))
    assert str(path) in str(info.value) and problem in str(info.value)
    from tensorboard.plugins import base_plugin

    with pytest.raises(base_plugin.FlagsError):
        AttentionLoader().fix_flags(flags(attention_device_peaks=str(path)))


def test_the_tab_serves_entries_held_to_the_flags_peaks(tmp_path):
    logdir = tmp_path / "logs"
    t = TraceBuilder(device_properties=[{"id": 0, "name": "Quadro GP100", "numSms": 56, "totalGlobalMem": 17e9}])
    t.label("attn_fwd", 0, 100)
    t.op("aten::_scaled_dot_product_flash_attention", 10, 50, dims=[[2, 8, 128, 64]] * 3, types=["float"] * 3)
    t.kernel("flash_fwd_kernel", 200, 10.0, t.launch(20))
    t.write(logdir / "run" / "w.pt.trace.json")
    peaks = tmp_path / "peaks.json"
    peaks.write_text(json.dumps({"devices": [{"key": "GP100", "names": "GP100", "peak_tflops": {"fp32": 10.0}}]}))
    plugin, client = make_client(logdir, tmp_path, attention_device_peaks=str(peaks))
    try:
        [trace] = get_json(client, "/data/plugin/attention/traces")["traces"]
        resp = wait_for(client, f"/data/plugin/attention/report?trace={trace['id']}")
        entry = json.loads(resp.get_data(as_text=True))
        assert entry["hardware"]["matched"] == "GP100"
        assert entry["attention_ops"][0]["pct_of_peak_compute"] == pytest.approx(67.11, abs=0.01)
    finally:
        plugin.service.close()


def test_cli_device_peaks(tmp_path):
    import subprocess
    import sys

    t = TraceBuilder(device_properties=[{"id": 0, "name": "Quadro GP100", "numSms": 56, "totalGlobalMem": 17e9}])
    t.label("attn_fwd", 0, 100)
    path = t.write(tmp_path / "t.json")
    peaks = tmp_path / "peaks.json"
    peaks.write_text(json.dumps({"devices": [{"key": "GP100", "names": "GP100", "peak_tflops": {"fp32": 10.0}}]}))
    out = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "report", "--json", "--device-peaks", str(peaks), path],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["traces"][0]["hardware"]["matched"] == "GP100"
    peaks.write_text("{")
    bad = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "report", "--device-peaks", str(peaks), path],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert bad.returncode == 2 and "not JSON" in bad.stderr and "Traceback" not in bad.stderr


def test_a_trace_with_kernels_is_never_cpu_only(tmp_path):
    """Device names empty (as in vLLM's ROCm graph replays) or deviceProperties missing: the
    device is a GPU whose name is unknown, its runtime read from the launches."""
    from tb_attn_plugin.analysis.numbers import keep_digits

    t = TraceBuilder(device_properties=[{"id": 0, "name": "", "numSms": 304, "totalGlobalMem": 206141652992}])
    t.label("attn_fwd", 0, 100)
    t.kernel("kernel_unified_attention_2d", 200, 10.0, t.launch(20, name="hipLaunchKernel"))
    e = analyze_file(t.write(tmp_path / "hip.json"))
    assert e["device"] == "HIP GPU (name unknown)" and e["breakdown_unit"] == "gpu"
    t = TraceBuilder(device_properties=[])
    t.label("attn_fwd", 0, 100)
    t.kernel("flash_fwd_kernel", 200, 10.0, t.launch(20))
    assert analyze_file(t.write(tmp_path / "cuda.json"))["device"] == "CUDA GPU (name unknown)"
    cpu = TraceBuilder(device_properties=[])
    cpu.label("attn_fwd", 0, 100)
    assert analyze_file(cpu.write(tmp_path / "cpu.json"))["device"] is None
    # small values keep three significant digits
    assert keep_digits(0.000412345) == 0.000412 and keep_digits(12.34567) == 12.346 and keep_digits(0.0) == 0.0
