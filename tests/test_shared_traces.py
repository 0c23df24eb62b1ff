"""Real traces from public repositories (../shared/traces), checked against TraceLens'
reference CSVs and against a plain re-computation from the raw JSON."""

import csv
import gzip
import json
import os
import re
import subprocess
import sys

import pytest
from conftest import SHARED_TRACES, clip_same_stream, shared_trace

from tb_attn_plugin.names.patterns import classify_kernel
from tb_attn_plugin.pipeline import analyze_file

pytestmark = pytest.mark.shared

QWEN_H100 = "tracelens/h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz"


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)


def reference_module_attention(path, module_regex="attention"):
    """Kernels launched inside matching nn.Module calls, by brute force over the raw JSON:
    (their kernel us, all kernel us, kernels without a launch, and the kernel us of fused
    attention kernels, by name, that are not launched inside one: found by kernel)."""
    events = load(path)["traceEvents"]
    clip_same_stream(events)  # (a kernel past the next one on its stream counts once)
    rx = re.compile(module_regex, re.IGNORECASE)
    modules = [
        (e["pid"], e["tid"], e["ts"], e["ts"] + e["dur"])
        for e in events
        if e.get("cat") == "python_function"
        and e["name"].startswith("nn.Module: ")
        and rx.search(re.sub(r"_\d+$", "", e["name"][len("nn.Module: ") :]))
    ]
    launches = {}
    for e in events:
        cat = e.get("cat", "")
        if e.get("ph") == "X" and (cat.endswith("_runtime") or cat.endswith("_driver")):
            launches.setdefault(e["args"].get("correlation"), e)
    attn = total = found = 0.0
    orphans = 0
    for e in events:
        if e.get("cat") != "kernel":
            continue
        total += e["dur"]
        launch = launches.get(e["args"].get("correlation"))
        if launch is None:
            orphans += 1
        elif any(launch["pid"] == p and launch["tid"] == t and a <= launch["ts"] <= b for p, t, a, b in modules):
            attn += e["dur"]
            continue
        if classify_kernel(e["name"])[0] == "attention":
            found += e["dur"]
    return attn, total, orphans, found


def test_qwen_h100_sdpa_matches_tracelens():
    path = shared_trace(QWEN_H100)
    csv_path = SHARED_TRACES / "tracelens_reference_csvs/h100_perf_report_csvs/SDPA_fwd.csv"
    if not csv_path.exists():
        pytest.skip("TraceLens reference CSVs absent")
    with open(csv_path, newline="") as f:
        ref = next(r for r in csv.DictReader(f) if r["name"] == "aten::_scaled_dot_product_flash_attention")
    e = analyze_file(path)
    [s] = [s for s in e["sdpa"] if s["op"] == "aten::_scaled_dot_product_flash_attention"]
    assert s["count"] == int(ref["name_count"]) == 24
    assert s["kernel_us"] == pytest.approx(2722.70, rel=1e-3)
    assert s["kernel_us"] == pytest.approx(float(ref["Kernel Time (µs)_sum"]), rel=1e-3)
    assert s["flops_per_call"] / 1e9 == pytest.approx(float(ref["GFLOPS_first"]), rel=1e-9)
    assert s["flops"] == 24 * 10_239_377_408
    assert s["backend"] == "flash"
    assert s["shape"] == {"B": 16, "H": 16, "Lq": 559, "Lkv": 559, "D": 64}
    assert s["causal"] is True and s["dtype"] == "bfloat16"
    aggregate_tflops = float(ref["GFLOPS_first"]) * 24 / float(ref["Kernel Time (µs)_sum"]) * 1e3
    assert s["tflops"] == pytest.approx(aggregate_tflops, rel=1e-3)


def test_qwen_h100_attention_share_follows_the_definitions():
    path = shared_trace(QWEN_H100)
    e = analyze_file(path)
    attn, total, orphans, found = reference_module_attention(path)
    a = e["attention"]
    assert a["scope_source"] == "module"
    assert e["total_kernel_us"] == pytest.approx(total, abs=1e-3)
    # the modules' kernels, and the 10 flash kernels launched before the window (found by kernel)
    assert a["parts"]["scopes"]["kernel_us"] == pytest.approx(attn, abs=1e-3)
    assert a["parts"]["found_by_kernel"]["kernel_us"] == pytest.approx(found, abs=1e-3)
    assert a["kernel_us"] == pytest.approx(attn + found, abs=1e-3)
    assert a["kernel_share"] == pytest.approx((attn + found) / total, abs=1e-6)
    assert attn == pytest.approx(15465.886, abs=1e-3)  # pinned: the modules' 15,465.886 of 45,432.698
    assert e["unattributed_kernels"] == orphans == 436
    assert e["device"] == "NVIDIA H100 80GB HBM3"
    flash = [k for k in a["kernels"] if k["category"] == "attention"]
    # the 24 calls' kernels and the 10 found by kernel: one row per name
    assert flash and flash[0]["count"] == 24 + 10 and flash[0]["occupancy_reported"] == 13
    assert flash[0]["occupancy_theoretical"] == pytest.approx(12.5)
    # 10 more flash kernels ran, launched before the window: unattributed (no launch) and,
    # fused attention kernels by name, counted as attention found by kernel
    stray = e["attention_kernels_outside_scopes"]
    assert stray["count"] == a["parts"]["found_by_kernel"]["count"] == 10


@pytest.mark.parametrize(
    "relpath, kernel_us",
    [
        ("tracelens/h100__gaunernst_bert-small-uncased__1016001.json.gz", 148.894),
        ("tracelens/mi300__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz", 13922.36),
        ("tracelens/mi300__gaunernst_bert-small-uncased__1016001.json.gz", 218.589),
        ("tracelens/mi300__Falconsai_nsfw_image_detection__1016002.json.gz", 783.894),
        ("tracelens/b200__eager_trace.json.gz", 2422.576),
    ],
)
def test_module_scoped_traces_match_brute_force(relpath, kernel_us):
    path = shared_trace(relpath)
    e = analyze_file(path)
    attn, total, orphans, found = reference_module_attention(path)
    assert e["attention"]["parts"]["scopes"]["kernel_us"] == pytest.approx(attn, abs=1e-3)
    assert e["attention"]["parts"]["scopes"]["kernel_us"] == pytest.approx(kernel_us, abs=1e-3)
    assert e["attention"]["kernel_us"] == pytest.approx(attn + found, abs=1e-3)
    assert e["total_kernel_us"] == pytest.approx(total, abs=1e-3)
    assert e["unattributed_kernels"] == orphans


def test_b200_vllm_fused_kernels():
    e = analyze_file(shared_trace("tracelens/b200__eager_trace.json.gz"))
    assert e["device"] == "NVIDIA B200"
    assert e["attention"]["backends"] == ["FlashInfer / TensorRT-LLM"]


def test_b200_communication_inside_attention_is_not_attention_compute():
    """The tensor-parallel all-reduce inside the attention module: category communication,
    given apart, by brute force over the module windows."""
    path = shared_trace("tracelens/b200__eager_trace.json.gz")
    e = analyze_file(path)
    a = e["attention"]
    comm = [k for k in a["kernels"] if re.search(r"all_?reduce|multimem|nccl", k["name"], re.I)]
    assert comm and all(k["category"] == "communication" for k in comm)
    assert a["communication_kernel_us"] > 0
    assert a["compute_kernel_share"] == pytest.approx(
        (a["kernel_us"] - a["communication_kernel_us"]) / e["total_kernel_us"], abs=1e-6
    )
    top_attention = [k for k in a["kernels"] if k["category"] == "attention"]
    assert top_attention and "fmha" in top_attention[0]["name"].lower()


# attention op names of the shared traces, written out here (not taken from the tool)
ATTENTION_OPS = re.compile(
    r"^aten::(_scaled_dot_product|scaled_dot_product)|^vllm::unified_attention|^sglang_profiler::attention|"
    r"^aiter::fmha|^FlexAttention"
)


@pytest.mark.slow  # (every shared trace: the full tier's)
def test_every_trace_where_an_attention_op_ran_has_an_attention_op_table():
    checked = 0
    for root, _, files in os.walk(SHARED_TRACES):
        for f in files:
            if not f.endswith((".json", ".json.gz")):
                continue
            path = os.path.join(root, f)
            try:
                events = load(path)
            except (ValueError, OSError):
                continue
            events = events.get("traceEvents", []) if isinstance(events, dict) else []
            ran = {e["name"] for e in events if e.get("cat") == "cpu_op" and ATTENTION_OPS.search(e.get("name", ""))}
            if not ran:
                continue
            checked += 1
            table = analyze_file(path)["attention_ops"]
            assert table, path
            assert sum(r["count"] for r in table) > 0
    assert checked >= 15


def test_amd_ck_fmha_is_attention():
    e = analyze_file(shared_trace("tracelens/inference__sglang_prefilldecode__sglang_Qwen3-8B_prefilldecode.json.gz"))
    assert "AMD Composable Kernel FMHA" in e["attention"]["backends"]


def test_2021_format_reads_with_reconstructed_memory():
    e = analyze_file(shared_trace("kineto_tb_samples/resnet50_num_workers_0__worker0.1623143089861.pt.trace.json.gz"))
    assert e["ok"] and e["device"] == "Tesla V100-DGXS-32GB"
    raw = load(shared_trace("kineto_tb_samples/resnet50_num_workers_0__worker0.1623143089861.pt.trace.json.gz"))
    kernels = sum(ev["dur"] for ev in raw["traceEvents"] if ev.get("cat") == "Kernel")
    assert e["total_kernel_us"] == pytest.approx(kernels)
    curves = {c["device"]: c for c in e["memory_curves"]}
    assert curves["cuda:0"]["reconstructed"] is True


def test_not_a_kineto_trace_is_named():
    e = analyze_file(shared_trace("hta_tests/execution_trace/benchmark_simple_add_et.json.gz"))
    assert not e["ok"] and "no traceEvents" in e["errors"][0]
    e = analyze_file(shared_trace("hta_tests/memory_analysis/memory_timeline.raw.gz"))
    assert not e["ok"] and "not a Kineto trace" in e["errors"][0]


@pytest.mark.slow  # (every shared trace: the full tier's)
def test_report_on_every_shared_file_without_traceback(tmp_path):
    if not SHARED_TRACES.exists():
        pytest.skip(f"{SHARED_TRACES} absent")
    files = sorted(
        str(p)
        for p in SHARED_TRACES.rglob("*")
        if p.is_file() and p.name not in ("README.md", "MANIFEST.txt") and not p.name.endswith(".csv")
    )
    out = tmp_path / "report.json"
    proc = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "report", "--json", "-o", str(out), *files],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert proc.returncode == 0
    report = json.loads(out.read_text())
    assert report["schema_version"] == 1
    assert len(report["traces"]) == len(files)
    failed = [t for t in report["traces"] if not t["ok"]]
    # only the two files that are not Kineto traces fail, each with one line naming it
    assert sorted(os.path.basename(t["path"]) for t in failed) == [
        "benchmark_simple_add_et.json.gz",
        "memory_timeline.raw.gz",
    ]
    for t in failed:
        assert len(proc.stderr.splitlines()) >= 1 and t["path"] in proc.stderr
