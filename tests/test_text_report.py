"""The text report read top-down (#38 item 6), on the shared SD 3.5, H100 Qwen and vLLM decode
(with its capture) traces: the verdict and its changes first; every line within 120 columns
(--wide lets the tables be as wide as their cells); scopes sorted by time, the largest first;
each percentage naming its roof; one attention total, the serving figures' part of it named
where they differ; the device match explained; an error said once."""

from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path

import pytest

from tb_attn_plugin import cli
from tb_attn_plugin.text.format import time_scale

TRACELENS = Path(__file__).resolve().parents[2] / "shared" / "traces" / "tracelens"
SD35 = "inference__xdit_sd_3.5__profile_trace_rank_0.json.gz"
QWEN = "h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz"
VLLM = "inference__vllm_decode_full__graph_execution.json.gz"
VLLM_CAPTURE = "inference__vllm_decode_full__capture_traces__graph_capture_rank_0.1773709742341309550.pt.trace.json.gz"


def shared(name: str) -> Path:
    path = TRACELENS / name
    if not path.exists():
        pytest.skip("the shared traces are not here (../shared/traces)")
    return path


def vllm_logdir(tmp_path) -> Path:
    """The vLLM decode replay with its capture in capture_traces/, as vLLM writes them."""
    serve = tmp_path / "serve"
    (serve / "capture_traces").mkdir(parents=True)
    shutil.copy(shared(VLLM), serve / "graph_execution.pt.trace.json.gz")
    shutil.copy(
        shared(VLLM_CAPTURE), serve / "capture_traces" / "graph_capture_rank_0.1773709742341309550.pt.trace.json.gz"
    )
    return serve


def widest(text: str) -> str:
    """The widest line but a trace's own path (printed whole, however long)."""
    return max((line for line in text.splitlines() if not line.startswith("== ")), key=len)


def run(capsys, *args) -> tuple:
    code = cli.main(["report", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def report_json(capsys, path) -> dict:
    code, out, _ = run(capsys, path, "--json")
    assert code == 0
    return json.loads(out)["traces"][0]


@pytest.mark.parametrize("name", [SD35, QWEN])
def test_the_report_reads_top_down_and_fits_120_columns(capsys, name):
    path = shared(name)
    entry = report_json(capsys, path)
    code, text, err = run(capsys, path)
    assert code == 0 and err == ""
    lines = text.splitlines()
    assert len(widest(text)) <= 120, widest(text)
    # the verdict first: its sentence's first words are the trace's first line after its name
    assert lines[1].strip() == entry["verdict"]["sentence"][: len(lines[1].strip())]
    assert text.index("changes, the largest first:") < text.index("device: ")
    # scopes: the most kernel time first
    start = lines.index("  scopes, the most kernel time first:")
    shown = [line[2:].split("  ")[0] for line in lines[start + 3 : start + 8]]
    ordered = sorted(entry["scopes"], key=lambda s: -(s["forward_kernel_us"] + s["backward_kernel_us"]))
    for cell, scope in zip(shown, ordered):
        assert scope["name"].startswith(cell.rstrip("…").rstrip()), (cell, scope["name"])
    # each percentage names its roof: a share of attention, a figure "of compute" or "of bandwidth"
    assert "share of attention" in text
    start = lines.index("  attention ops, the most time first:")
    held = [line for line in lines[start + 3 :] if line.startswith("  ") and "% of " in line][
        : len(entry["attention_ops"])
    ]
    assert held and all(re.search(r"\d% of (compute|bandwidth)\s*$", line) for line in held)
    assert "% peak" not in text
    # --wide: the tables as wide as their cells, every column there
    _, wide, _ = run(capsys, path, "--wide")
    assert "% of compute peak" in wide and "left out to fit" not in wide


def test_the_sd35_report_leads_with_the_attention_that_matters(capsys):
    """SD 3.5's 40 CLIP text-encoder scopes of ~95 µs once came first, in trace order; the
    152 flash calls outside the modules (204.6 ms) lead the scopes now, and the attention-op
    table's first row is those calls."""
    path = shared(SD35)
    _, text, _ = run(capsys, path)
    lines = text.splitlines()
    first_scope = lines[lines.index("  scopes, the most kernel time first:") + 3]
    # (the tables in one unit each, the largest time's: ms here, as the tab's)
    assert first_scope.split()[0].startswith("aten::_scaled_dot_product_flash") and "204.565" in first_scope
    assert "fwd kernel ms" in lines[lines.index("  scopes, the most kernel time first:") + 1]
    first_op = lines[lines.index("  attention ops, the most time first:") + 3]
    assert "152" in first_op.split() and "204.565" in first_op
    # the layers as the Overview's chart says them (entry.layers): 69, and those calls outside
    # every layer, never one of them (#41 item 6; one truth: the tab's fields, in words)
    assert any(line.startswith("  layers: 69, the median ") for line in lines)
    assert "  outside every layer: 152 attention calls of 1 op scope, 204.57 ms (no layer)" in lines


def raw_attention_us(path: Path) -> float:
    """The replay's fused attention kernels' µs, from its raw JSON alone."""
    with gzip.open(path) as f:
        events = json.load(f)["traceEvents"]
    return sum(
        e["dur"] for e in events if e.get("cat") == "kernel" and e["name"].startswith("kernel_unified_attention_")
    )


def test_the_vllm_report_names_its_two_attention_totals_and_its_device_match(capsys, tmp_path):
    logdir = vllm_logdir(tmp_path)
    fused = raw_attention_us(shared(VLLM))
    report = json.loads(run(capsys, logdir, "--json")[1])
    replay = next(t for t in report["traces"] if t["path"].endswith("graph_execution.pt.trace.json.gz"))
    whole = replay["attention"]["kernel_us"]
    assert replay["serving"]["overall"]["attention_kernel_us"] == pytest.approx(fused, abs=1e-3)
    assert whole > fused + 1  # (the capture merged: reductions inside attention count in the headline)
    code, text, _ = run(capsys, logdir)
    assert code == 0 and len(widest(text)) <= 120, widest(text)
    said = " ".join(line.strip() for line in text.split("serving engine steps")[1].splitlines()[:3])
    unit = time_scale(whole)  # (one unit a line, its larger time's)
    assert (
        f"the serving figures count the fused attention kernels: {unit.text(fused)} of attention's {unit.text(whole)}"
        in said
    )
    # the device: the trace names none; its peaks are the MI300X's by SM count and memory
    assert "device: HIP GPU (name unknown)" in text
    assert "peaks of the MI300X (matched by its SM count and memory, the trace naming no device)" in text


def test_an_unreadable_path_is_said_once_on_a_terminal(capsys, tmp_path, monkeypatch):
    """The text report says the error, once, whether it goes to a terminal or a pipe (#61 item
    6: piped, it was said on stderr too); with --json (the data on stdout) stderr says it."""
    bad = tmp_path / "bad.pt.trace.json"
    bad.write_text('{"traceEvents": [')
    for tty in (False, True):
        monkeypatch.setattr(cli.sys.stdout, "isatty", lambda tty=tty: tty)
        code, out, err = run(capsys, bad)
        assert code == 1
        assert (out + err).count("truncated JSON") == 1 and err == "", out + err


def test_every_line_fits_120_columns_with_six_and_seven_digit_times(capsys, tmp_path):
    """#56 item 8: the GPU totals lines reached 121-125 columns with five- and six-digit µs.
    A trace whose attention, communication, graph replay and unattributed kernels run for
    seconds: every line (a trace's own path apart) fits 120 columns."""
    from tracebuilder import TraceBuilder

    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 40_000_000)
    t.label("attention/layer0", 10, 30_000_000)
    t.kernel(
        "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)", 100, 1_234_567.8, t.launch(20)
    )
    t.kernel("ncclDevKernel_AllGather_RING_LL(ncclDevComm*)", 2_000_000, 2_345_678.9, t.launch(30))
    t.kernel("sm90_xmma_gemm_bf16bf16_bf16f32", 5_000_000, 9_876_543.2, t.launch(35_000_000))
    graph = t.launch(36_000_000, name="cudaGraphLaunch")
    for i in range(3):
        t.kernel("void flash::flash_fwd_splitkv_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)",
                 16_000_000 + 2_000_000 * i, 1_111_111.1, graph)  # fmt: skip
    t.kernel("void at::native::vectorized_elementwise_kernel<4>(int)", 30_000_000, 3_333_333.3, 999_999)
    path = t.write(tmp_path / "long.pt.trace.json")
    code, text, _ = run(capsys, path)
    assert code == 0 and len(widest(text)) <= 120, widest(text)
    # (6,913,580.0 of 20,123,456.5 µs: seconds, the tab's unit for them; wrapped, not cut)
    assert "attention kernel time: 6.91 s of 20.12 s" in " ".join(text.split())


def test_the_attention_ops_of_a_cpu_trace_are_listed_the_most_cpu_time_first(capsys, tmp_path):
    """#56 item 8: on a CPU-only trace (kernel time 0 throughout) the rows came in no order of
    time (835.9, 1,369.0, 11,659.1 µs under "the most time first")."""
    from tracebuilder import TraceBuilder

    t = TraceBuilder(device_properties=[])
    for i, (seq, dur) in enumerate(((64, 835.9), (128, 1369.0), (512, 11659.1))):
        t.op("aten::scaled_dot_product_attention", 20_000 * i, dur, dims=[[1, 4, seq, 32]] * 3,
             types=["float"] * 3, concrete=["", "", "", "", "0.", "False"])  # fmt: skip
    path = t.write(tmp_path / "cpu.pt.trace.json")
    entry = report_json(capsys, path)
    assert [r["cpu_us"] for r in entry["attention_ops"]] == [11659.1, 1369.0, 835.9]
    _, text, _ = run(capsys, path)
    lines = text.splitlines()
    start = lines.index("  attention ops, the most time first:")
    cells = lines[start + 3 : start + 6]
    # (in ms, the table's unit: its largest time is 11,659.1 µs)
    assert ["11.659" in cells[0], "1.369" in cells[1], "0.836" in cells[2]] == [True] * 3, cells
