"""The Python API (#43 item 2): docs/api.md's example runs as written on the demo's logdir,
and the frames hold the JSON report's figures (totals recomputed from the entries)."""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path

import pytest

import tb_attn_plugin as tba
from tb_attn_plugin.cli import build_report
from tb_attn_plugin.text.report import format_text

DOC = Path(__file__).resolve().parent.parent / "docs" / "api.md"


@pytest.fixture
def demo_cwd(demo_logdir, tmp_path, monkeypatch):
    """A folder whose runs/demo is the demo's logdir, as the docs' example expects."""
    (tmp_path / "runs").mkdir()
    os.symlink(demo_logdir.out_dir, tmp_path / "runs" / "demo")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def run_the_documented_example() -> tuple:
    """docs/api.md's Python blocks, run in order in the current folder: (their names, what
    they printed), the report's text and the verdict's sentence checked among it."""
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert len(blocks) >= 4
    scope: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, str(DOC), "exec"), scope)
    printed = out.getvalue()
    assert scope["report"].text() in printed
    assert scope["verdict"]["sentence"] in printed
    return scope, printed


def test_the_documented_example_runs_as_written(demo_cwd):
    _, printed = run_the_documented_example()
    assert "hidden_copy" in printed  # naive's first change, as the verdict says


@pytest.mark.shared
def test_the_documented_example_runs_on_gpu_traces(tmp_path, monkeypatch):
    """#60 item 2: docs/api.md's recipes as written, on GPU traces: runs/demo's naive and
    naive_inplace are the shared Qwen traces of an H100 and an MI300X (copied under tmp)."""
    import shutil

    from conftest import shared_trace

    for run, name in (("naive", "h100"), ("naive_inplace", "mi300")):
        (tmp_path / "runs" / "demo" / run).mkdir(parents=True)
        source = shared_trace(f"tracelens/{name}__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz")
        shutil.copyfile(source, tmp_path / "runs" / "demo" / run / "w.pt.trace.json.gz")
    monkeypatch.chdir(tmp_path)
    run_the_documented_example()
    frames = tba.analyze("runs/demo").frames()
    for path, group in frames["calls"].groupby("trace"):
        [entry] = tba.analyze(path).entries
        # every call listed, on the GPU: the calls' kernels are the op rows'
        assert len(group) == entry["attention_calls"]["count"] == sum(r["count"] for r in entry["attention_ops"])
        assert group["kernel_us"].sum() == pytest.approx(sum(r["kernel_us"] for r in entry["attention_ops"]), abs=0.01)


def test_the_report_is_the_cli_report(demo_cwd):
    from tb_attn_plugin.analysis import Options

    report = tba.analyze("runs/demo")
    cli, _ = build_report(["runs/demo"], Options())
    strip = lambda traces: [{k: v for k, v in t.items() if k != "analysis_seconds"} for t in traces]  # noqa: E731
    assert strip(report.traces) == strip(cli["traces"])
    assert report.text() == format_text(cli)
    assert report.json()["schema_version"] == cli["schema_version"]
    assert report.verdict == report.entries[0]["verdict"]


def test_the_frames_hold_the_reports_figures(demo_cwd):
    report = tba.analyze("runs/demo")
    frames = report.frames()
    entries = report.entries
    ops = frames["attention_ops"]
    assert len(ops) == sum(len(e["attention_ops"]) for e in entries)
    assert ops["cpu_us"].sum() == pytest.approx(sum(r["cpu_us"] for e in entries for r in e["attention_ops"]))
    assert ops["count"].sum() == sum(r["count"] for e in entries for r in e["attention_ops"])
    assert set(ops.columns) >= {"trace", "op", "backend", "B", "H", "Lq", "Lkv", "D"}
    scopes = frames["scopes"]
    assert len(scopes) == sum(len(e["scopes"]) for e in entries)
    kernels = frames["kernels"]
    for e in entries:
        # the top-level scopes' rows are every attention kernel (CPU op here) once
        mine = kernels[(kernels["trace"] == e["path"]) & kernels["scope_parent_id"].isna()]
        expected = sum(k["total_us"] for s in e["scopes"] if s["parent_id"] is None for k in s["kernels"])
        assert mine["total_us"].sum() == pytest.approx(expected)
    steps = frames["steps"]
    assert len(steps) == sum(len(e["steps"]["per_step"]) for e in entries)
    advice = frames["advice"]
    assert list(advice["code"]) == [a["code"] for e in entries for a in e["advice"]]


def test_compare_takes_reports_or_paths(demo_cwd):
    a, b = tba.analyze("runs/demo/naive"), tba.analyze("runs/demo/naive_inplace")
    by_reports = tba.compare(a, b)
    by_paths = tba.compare("runs/demo/naive", "runs/demo/naive_inplace")
    assert [t["label"] for t in by_reports["traces"]] == [t["label"] for t in by_paths["traces"]]
    assert by_reports["baseline"] == 0 and len(by_reports["traces"]) == 2
    with pytest.raises(ValueError, match="two readable traces"):
        tba.compare(a)


def test_bad_options_raise_and_unreadable_traces_are_entries(tmp_path):
    with pytest.raises(ValueError):
        tba.analyze(str(tmp_path), label_regex="(")
    bad = tmp_path / "bad.pt.trace.json"
    bad.write_text("{not json")
    report = tba.analyze(str(bad))
    assert report.entries == [] and len(report.errors) == 1 and str(bad) in report.errors[0]
    assert report.verdict is None


def test_the_kernels_frame_holds_kernels_outside_every_scope(tmp_path):
    """#60 item 2: a training step whose backward kernels ran outside every scope (a flash
    backward launched by the autograd engine with no forward link) and a fused kernel found by
    its name outside the label: the top-level rows sum to attention.kernel_us."""
    from tracebuilder import BWD, TraceBuilder

    t = TraceBuilder()
    t.label("attention", 0, 500)
    t.op("flash_attn::_flash_attn_forward", 10, 100, dims=[[2, 512, 8, 64]] * 3, types=["c10::BFloat16"] * 3)
    t.kernel("void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<64>>(Flash_fwd_params)", 1000, 40.0, t.launch(20))
    t.kernel(
        "void flash::flash_bwd_dq_dk_dv_loop_kernel<Flash_bwd_kernel_traits<64>>(Flash_bwd_params)",
        2000,
        90.0,
        t.launch(700, tid=BWD),
    )
    t.kernel("void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<64>>(Flash_fwd_params)", 3000, 25.0, t.launch(800))
    report = tba.analyze(t.write(tmp_path / "t.pt.trace.json"))
    [entry] = report.entries
    kernels = report.frames()["kernels"]
    top = kernels[kernels["scope_parent_id"].isna()]
    assert top["total_us"].sum() == pytest.approx(entry["attention"]["kernel_us"], rel=0.005)
    assert "outside scopes" in set(top["scope"])
    assert set(kernels.columns) >= {"trace", "rank", "worker"}


@pytest.mark.shared
def test_the_qwen_kernels_frame_sums_to_attention():
    from conftest import shared_trace

    report = tba.analyze(shared_trace("tracelens/h100__Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz"))
    kernels = report.frames()["kernels"]
    top = kernels[kernels["scope_parent_id"].isna()]
    assert top["total_us"].sum() == pytest.approx(report.entries[0]["attention"]["kernel_us"], rel=0.005)
