"""#57 items 5-7: the device's own backends, distance to the best, peaks. The best published
figures and the peaks are held to docs/devices.md; each attention op is measured against the
figure for its device, dtype and kind; FlashAttention-2 kernels on a Blackwell device are a
finding, on an H100 they are not. Every number is worked out by hand."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tracebuilder import A100, TraceBuilder

from tb_attn_plugin.analysis.passes import best_published
from tb_attn_plugin.pipeline import analyze_file

ROOT = Path(__file__).resolve().parent.parent
DOCS = (ROOT / "docs" / "devices.md").read_text(encoding="utf-8")


def _table(header: str) -> list:
    """The rows of the docs table whose header starts so, as lists of cells."""
    lines = DOCS[DOCS.index(header) :].splitlines()
    rows = []
    for line in lines[2:]:
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip("|").split("|")])
    return rows


def test_every_best_published_figure_is_in_the_docs_with_its_source():
    figures = json.loads((ROOT / "tb_attn_plugin" / "best_published.json").read_text())["figures"]
    rows = _table("| devices | kind | dtypes |")
    assert len(rows) == len(figures)
    for f, row in zip(figures, rows):
        devices, kind, _dtypes, _when, figure, kernel, source = row
        assert devices == ", ".join(f["devices"]) and kind == f["kind"] and kernel == f["kernel"]
        assert source == f["source"]
        value = f.get("tflops") or f.get("tbps") or f.get("pct_of_peak") or f.get("pct_of_bandwidth")
        assert float(re.match(r"[\d.]+", figure).group(0)) == value


def test_every_peak_is_in_the_docs():
    devices = json.loads((ROOT / "tb_attn_plugin" / "devices.json").read_text())["devices"]
    rows = {r[0]: r for r in _table("| key | TFLOP/s FP32 |")}
    assert set(rows) == {d["key"] for d in devices}
    for d in devices:
        row = rows[d["key"]]
        for cell, dtype in zip(row[1:6], ("fp32", "tf32", "bf16", "fp16", "fp8")):
            assert (None if cell == "–" else float(cell)) == d["peak_tflops"].get(dtype), (d["key"], dtype)
        assert float(row[6]) == d["memory_tbps"]


B200 = {
    **A100,
    "name": "NVIDIA B200",
    "computeMajor": 10,
    "computeMinor": 0,
    "numSms": 148,
    "totalGlobalMem": 191_503_138_816,
}
H100 = {**A100, "name": "NVIDIA H100 80GB HBM3", "computeMajor": 9, "computeMinor": 0, "numSms": 132}
FA2 = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, cutlass::bfloat16_t, Flash_kernel_traits<128, 128, 64, 4, cutlass::bfloat16_t> >, false, false, false, false, true, true, false, false>(flash::Flash_fwd_params)"
# (B 4, L 4096, H 32, D 128), bfloat16, not causal: 4·B·H·L²·D = 4·4·32·4096²·128 FLOPs
SHAPE = [[4, 4096, 32, 128]] * 3
FLOPS = 4 * 4 * 32 * 4096 * 4096 * 128


def _fa2_trace(device: dict, path) -> dict:
    """Four FlashAttention-2 forward calls of 2,000 µs each."""
    t = TraceBuilder(device_properties=[device])
    for i in range(4):
        at = 3_000 * i
        t.label("attention", at, 2_500)
        t.op("flash_attn::_flash_attn_forward", at + 10, 2_400, dims=SHAPE, types=["c10::BFloat16"] * 3,
             concrete=["", "", "", "0.", "0.088", "False"])  # fmt: skip
        t.kernel(FA2, 100_000 + at, 2_000.0, t.launch(at + 20))
    return analyze_file(t.write(path))


def test_fa2_on_a_b200_is_a_finding_measured_against_fa4(tmp_path):
    e = analyze_file_b200 = _fa2_trace(B200, tmp_path / "b200.pt.trace.json")
    assert e["hardware"]["properties"]["compute_capability"] == "10.0"
    [row] = e["attention_ops"]
    # 1,099,511,627,776 FLOPs a call
    assert row["flops_per_call"] == FLOPS
    achieved = 4 * FLOPS / 8_000e-6 / 1e12  # 549.756 TFLOP/s (four calls in 8,000 µs)
    assert row["tflops"] == round(achieved, 3)
    [best] = row["best_published"]
    # FlashAttention-4's 1,613 TFLOP/s forward on B200: 71.7% of its 2,250
    assert (best["kind"], best["kernel"], best["tflops"], best["pct_of_peak"]) == (
        "forward",
        "FlashAttention-4",
        1613.0,
        71.7,
    )
    assert best["share_of_best"] == round(achieved / 1613, 3)
    assert (
        best["line"]
        == "best published forward on B200: FlashAttention-4, 1,613 TFLOP/s (72% of peak); this op reaches 34% of it"
    )
    [x] = [a for a in analyze_file_b200["advice"] if a["code"] == "older_backend"]
    assert x["message"].startswith(
        "FlashAttention-2 kernels (8.00 ms) run on the B200 (compute capability 10.0), an architecture they were not "
        "written for. Kernels written for it: FlashAttention-4 (flash_attn.cute), cuDNN"
    )
    # at 1,613 TFLOP/s the calls' FLOPs take 4 x 1.0995e12 / 1,613e12 s = 2,726.6 µs: 5,273.4 µs saved
    at_best = 4 * FLOPS / 1613e12 * 1e6
    assert x["saves_us"] == round(8_000 - at_best, 3)


def test_fa2_on_an_h100_is_not_a_finding(tmp_path):
    e = _fa2_trace(H100, tmp_path / "h100.pt.trace.json")
    assert e["hardware"]["properties"]["compute_capability"] == "9.0"
    assert not [a for a in e["advice"] if a["code"] == "older_backend"]
    # bfloat16 on an H100: FlashAttention-3's 740 TFLOP/s (74.8% of 989.4)
    [best] = e["attention_ops"][0]["best_published"]
    assert (best["kernel"], best["tflops"], best["pct_of_peak"]) == ("FlashAttention-3", 740.0, 74.8)
    assert "counted: TFLOP/s count a causal call's FLOPs halved" in analyze_text(tmp_path / "h100.pt.trace.json")


def analyze_text(path) -> str:
    from tb_attn_plugin import api

    return api.analyze(str(path)).text()


def test_a_decode_row_is_measured_against_the_bandwidth_any_device_reaches():
    """A decode row (one query token) on an A100 80GB: no figure of its own, the '*' one:
    90% of 2.039 TB/s = 1.835 TB/s; its 0.5 TB/s is 27.2% of that."""
    device = {"key": "A100 SXM4 80GB", "peak_tflops": {"bf16": 312.0}, "memory_tbps": 2.039}
    row = {"shape": {"Lq": 1, "Lkv": 4096}, "serving_phase": None, "tbps": 0.5, "tflops": 1.0, "causal": True}
    [best] = best_published.best_for(row, device, "bf16")
    assert (best["kind"], best["tbps"], best["pct_of_peak"]) == ("decode", 1.835, 90.0)
    assert best["share_of_best"] == round(0.5 / (2.039 * 0.9), 3)


def test_a_short_causal_row_on_a_b200_gets_the_short_causal_figure():
    """Causal with 1,024 keys: FlashAttention-4's 33% of 2,250 = 742.5 TFLOP/s, not 1,613."""
    device = {"key": "B200", "peak_tflops": {"bf16": 2250.0}, "memory_tbps": 8.0}
    row = {"shape": {"Lq": 1024, "Lkv": 1024}, "causal": True, "tflops": 371.25}
    [best] = best_published.best_for(row, device, "bf16")
    assert (best["tflops"], best["pct_of_peak"], best["share_of_best"]) == (742.5, 33.0, 0.5)
    long = {**row, "shape": {"Lq": 8192, "Lkv": 8192}}
    assert best_published.best_for(long, device, "bf16")[0]["tflops"] == 1613.0
