"""The report contract (docs/report-schema.json) holds on real output, and the checker
catches breaches; bugs found while reading the engine, each with its test."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest
from conftest import SHARED_TRACES
from report_contract import SCHEMA, SCHEMA_PATH, entry_errors, report_errors
from tracebuilder import TraceBuilder

from tb_attn_plugin import cli
from tb_attn_plugin.analysis import Options
from tb_attn_plugin.analysis.numbers import ratio, tflops
from tb_attn_plugin.pipeline import analyze_file
from tb_attn_plugin.reader import read_trace
from tb_attn_plugin.reader import streaming as streaming_read


def small_trace() -> TraceBuilder:
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 100)
    t.label("attn_fwd", 10, 50)
    t.op("aten::softmax", 12, 20)
    c = t.launch(14)
    t.kernel("softmax_warp_forward", 30, 8.0, c)
    t.memory(13, 1024, total_allocated=1024, total_reserved=2 << 20)
    return t


@pytest.mark.slow
def test_every_shared_trace_and_the_whole_cli_report_follow_the_schema():
    if not SHARED_TRACES.exists():
        pytest.skip(f"{SHARED_TRACES} absent")
    for options in (Options(), Options(label_regex="a^")):
        report, readable = cli.build_report([str(SHARED_TRACES)], options)
        assert readable >= 50
        assert report_errors(report) == []
        for entry in report["traces"]:
            assert entry_errors(entry) == [], entry["path"]


def test_the_demo_runs_follow_the_schema(demo_report):
    for run, entry in demo_report.items():
        assert entry["ok"], run
        assert entry_errors(entry) == [], run


def test_the_checker_catches_each_kind_of_breach(tmp_path):
    entry = analyze_file(small_trace().write(tmp_path / "t.json"))
    assert entry_errors(entry) == []
    breaches = {
        "a field removed": lambda e: e["attention"].pop("kernel_share"),
        "a field the schema does not know": lambda e: e.__setitem__("surprise", 1),
        "a ratio that is a string": lambda e: e["attention"].__setitem__("cpu_share", "0.5"),
        "an unknown kernel category": lambda e: e["attention"]["kernels"][0].__setitem__("category", "magic"),
        "a phase name misspelt": lambda e: e["scopes"][0]["kernels"][0].__setitem__("phase", "fwd"),
        "an unknown advice code": lambda e: e["advice"].append({"level": "info", "code": "nope", "message": ""}),
        "an error entry without errors": lambda e: e.update(ok=False, attention=None, scopes=[], sdpa=[], errors=[]),
    }
    for what, breach in breaches.items():
        broken = copy.deepcopy(entry)
        breach(broken)
        assert entry_errors(broken), what


def test_the_markdown_schema_names_every_field_of_the_json_schema():
    """docs/report-schema.md stays the readable version of docs/report-schema.json."""
    text = SCHEMA_PATH.with_suffix(".md").read_text(encoding="utf-8")
    missing = [
        f"{name}.{field}"
        for name, definition in SCHEMA["$defs"].items()
        for field in definition.get("properties", {})
        if field not in text
    ]
    assert missing == [], "fields of docs/report-schema.json that docs/report-schema.md does not describe"


# --- (b) ratios are null when they are not finite -------------------------------------


def test_a_step_of_almost_no_time_gives_a_null_share_not_infinity(tmp_path):
    t = small_trace()
    t.events[0]["dur"] = 2.2250738585072014e-309  # the ProfilerStep hypothesis found
    path = t.write(tmp_path / "tiny-step.json")
    entry = analyze_file(path)
    assert entry["ok"] and entry["steps"]["count"] == 1
    assert entry["attention"]["cpu_share"] is None  # 50 µs / 2e-309 µs is not a number JSON has
    proc = subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", "report", "--json", path],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["traces"][0]["attention"]["cpu_share"] is None


def test_ratio_and_tflops_are_finite_or_null():
    assert ratio(1.0, 4.0) == 0.25
    assert ratio(1.0, 0.0) is None and ratio(1.0, -1.0) is None
    assert ratio(1e300, 1e-300) is None  # overflows to infinity
    assert ratio(float("nan"), 1.0) is None
    assert tflops(2e12, 1e6) == 2.0  # 2e12 FLOPs in one second
    assert tflops(None, 5.0) is None and tflops(10, 0.0) is None
    assert tflops(1e308, 1e-300) is None


# --- (a) device types by c10::DeviceType number ---------------------------------------


@pytest.mark.parametrize(
    "device_type, label",
    [
        (0, "cpu"),
        (1, "cuda:0"),
        (6, "hip:0"),
        (7, "fpga:0"),
        (8, "maia:0"),
        (12, "xpu:0"),
        (13, "mps:0"),
        (15, "hpu:0"),
        (19, "mtia:0"),
        (20, "privateuseone:0"),
        (99, "device99:0"),
    ],
)
def test_memory_events_are_labelled_by_their_device_type(tmp_path, device_type, label):
    t = small_trace()
    t.events.pop()  # the CUDA memory event
    t.memory(
        13,
        4096,
        total_allocated=4096,
        total_reserved=8192,
        device_type=device_type,
        device_id=-1 if device_type == 0 else 0,
    )
    data = read_trace(t.write(tmp_path / "t.json"))
    assert data.memory.device_names == [label]


# --- the careful read, forced --------------------------------------------------------


def test_the_environment_variable_forces_the_careful_read(tmp_path, monkeypatch):
    path = small_trace().write(tmp_path / "t.json")
    streamed = read_trace(path)
    calls = []
    original = streaming_read.read_streaming
    monkeypatch.setattr("tb_attn_plugin.reader.read_streaming", lambda *a: calls.append(a) or original(*a))
    read_trace(path)
    assert len(calls) == 1
    monkeypatch.setenv("TB_ATTN_CAREFUL_READ", "1")
    careful = read_trace(path)
    assert len(calls) == 1  # not asked again
    assert careful.strings == streamed.strings and careful.cpu.ts.tolist() == streamed.cpu.ts.tolist()


def test_a_thread_named_by_a_unicode_digit_is_a_name_not_a_number(tmp_path):
    """Found by the fuzz: "²".isdigit() is true, but int("²") raises."""
    t = small_trace()
    for e in t.events[:3]:
        e["tid"] = "²"
    entry = analyze_file(t.write(tmp_path / "t.json"))
    assert entry["ok"], entry["errors"]
    assert entry["scopes"][0]["name"] == "attn_fwd" and entry["scopes"][0]["count"] == 1
