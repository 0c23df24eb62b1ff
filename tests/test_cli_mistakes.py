"""Mistakes on the command line: one line naming the problem, a non-zero exit, never a
traceback (tb-attn report, precompute, sweep, demo)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from tracebuilder import TraceBuilder


def tb_attn(*args, timeout=120):
    return subprocess.run(
        [sys.executable, "-m", "tb_attn_plugin.cli", *args], capture_output=True, text=True, timeout=timeout
    )


def one_line(proc, code: int, *words: str) -> None:
    assert proc.returncode == code, (proc.returncode, proc.stderr[-2000:])
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout, proc.stderr[-2000:]
    lines = [line for line in proc.stderr.splitlines() if line.startswith("tb-attn:")]
    assert len(lines) == 1 and all(w in lines[0] for w in words), proc.stderr


@pytest.fixture
def trace(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 10)
    return t.write(tmp_path / "logs" / "run" / "w.pt.trace.json")


def test_report_to_a_file_that_cannot_be_written(trace):
    one_line(tb_attn("report", trace, "-o", "/nonexistent/dir/x"), 2, "cannot write /nonexistent/dir/x")


def test_precompute_of_a_folder_that_is_not_there(tmp_path):
    one_line(tb_attn("precompute", str(tmp_path / "nowhere")), 1, "no such folder")


def test_precompute_of_a_file_or_of_a_folder_without_traces_says_so(trace, tmp_path):
    one_line(tb_attn("precompute", trace), 1, "a file, not a logdir folder", "tb-attn report FILE")
    (tmp_path / "empty").mkdir()
    proc = tb_attn("precompute", str(tmp_path / "empty"))
    one_line(proc, 1, "no trace files found, nothing analysed")
    assert "0 traces" not in proc.stdout


def test_an_unknown_option_is_said_with_the_commands_own_usage(trace):
    proc = tb_attn("report", trace, "--bogus")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert (
        proc.stderr.startswith("usage: tb-attn report")
        and "tb-attn report: error: unrecognized arguments: --bogus" in proc.stderr
    )


def test_precompute_fails_when_its_results_cannot_be_written(trace, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    proc = tb_attn("precompute", str(tmp_path / "logs"), "--results", str(blocker / "results"), "--workers", "1")
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "1 failed" in proc.stdout and "could not be written" in proc.stdout


@pytest.mark.slow
def test_precompute_with_a_scheduler_that_is_not_there(trace, tmp_path):
    pytest.importorskip("distributed", reason="the dask extra")
    proc = tb_attn("precompute", str(tmp_path / "logs"), "--scheduler", "tcp://127.0.0.1:1", timeout=180)
    one_line(proc, 1, "cannot reach the Dask scheduler at tcp://127.0.0.1:1")


@pytest.mark.parametrize(
    "args, words",
    [
        (("sweep", "--shape", "1,1,8,8,8", "--device", "tpu"), ("--device 'tpu'", "auto, cpu, cuda")),
        (("sweep", "--shape", "1,1,8,8,8", "--out", "/etc/passwd/x"), ("cannot write the runs under /etc/passwd/x",)),
        # (the tab's settings, read before anything is recorded: settings.py)
        (("sweep", "--shape", "1,1,8,8,8", "--label-regex", "("), ("invalid label regex '('",)),
        (("sweep", "--from", "x", "--device-peaks", "/nonexistent.json"), ("/nonexistent.json", "device peaks")),
    ],
)
def test_sweep_mistakes(args, words):
    pytest.importorskip("torch", reason="recording needs torch")
    one_line(tb_attn(*args), 2, *words)


def test_demo_on_cuda_without_it():
    torch = pytest.importorskip("torch", reason="recording needs torch")
    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA")
    one_line(tb_attn("demo", "--device", "cuda", "--out", "/tmp/tb-attn-never-written"), 2, "has no CUDA device")


def test_sweep_with_backward_says_why_there_is_no_in_place_variant(tmp_path):
    """With backward, masked_fill_ cannot overwrite the scores autograd keeps: the in-place
    variant is listed as skipped with the reason, never recorded under its name."""
    pytest.importorskip("torch", reason="recording needs torch")
    out = tmp_path / "sweep"
    proc = tb_attn(
        "sweep", "--shape", "1,1,16,16,8", "--dtype", "fp32", "--causal", "--backward", "--out", str(out), timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "naive_inplace: refused (with --backward the scores' masked_fill_ cannot be in place" in proc.stdout
    assert not (out / "naive_inplace").exists() and (out / "naive").is_dir()
    # the backward timed where the backend has one, compared on the CPU too (#44)
    [backward] = [line for line in proc.stdout.splitlines() if line.strip().startswith("backward CPU time per call")][
        :1
    ]
    assert len(backward.split()) >= 6 and "-" not in backward.split()[5:]  # (a time for naive, math and flash)
    # a backend with no CPU kernel is said in the tool's words, not PyTorch's misleading ones
    assert "sdpa_efficient: refused (this SDPA backend has no kernel for this call on the CPU" in proc.stdout
    assert "turning off both the math kernel" not in proc.stdout


def test_tb_attn_alone_is_a_usage_error_with_its_help_on_stderr():
    proc = tb_attn()
    assert proc.returncode == 2 and proc.stdout == "" and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("usage: tb-attn") and "report" in proc.stderr


@pytest.mark.parametrize(
    ("option", "value", "words"),
    [
        ("--max-trace-mb", "-5", "0 (no limit) or a positive number is needed, not -5.0"),
        ("--max-trace-mb", "nan", "a number is needed, not 'nan'"),
        ("--max-memory-mb", "\uff15", "a number is needed, not '\uff15'"),  # a fullwidth 5
        ("--timeout", "1e999", "0 (no limit) or a positive number is needed, not inf"),
        ("--max-events", "1.5", "a whole number is needed, not '1.5'"),
        ("--max-events", "-1", "0 (no limit) or a positive number is needed, not -1"),
    ],
)
def test_a_limit_that_is_no_limit_is_a_usage_error_naming_the_option_typed(trace, option, value, words):
    proc = tb_attn("report", trace, option, value)
    assert proc.returncode == 2 and proc.stdout == "" and "Traceback" not in proc.stderr, proc.stderr
    error = proc.stderr.strip().splitlines()[-1]
    assert error == f"tb-attn report: error: argument {option}: {words}", error


def test_a_reports_error_is_said_once(tmp_path):
    """The text report on stdout says the trace it could not read; stderr does not say it
    again. With --json (the data on stdout) stderr says it, once."""
    missing = str(tmp_path / "gone.pt.trace.json")
    proc = tb_attn("report", missing)
    assert proc.returncode == 1
    assert proc.stdout.count("no such file or directory") == 1 and proc.stderr == "", (proc.stdout, proc.stderr)
    proc = tb_attn("report", "--json", missing)
    assert proc.returncode == 1 and "no such file or directory" not in proc.stdout.split('"errors"')[0]
    assert proc.stderr.count("no such file or directory") == 1, proc.stderr


def test_a_folder_that_cannot_be_listed_says_permission_denied(tmp_path, monkeypatch):
    """(the folder's refusal is simulated: the suite runs as root, which lists any folder)"""
    from tb_attn_plugin.discovery import logdir as discovery

    locked = tmp_path / "locked"
    locked.mkdir()
    real = discovery.os.scandir

    def scandir(path="."):
        if os.fspath(path) == str(locked):
            raise PermissionError(13, "Permission denied", str(locked))
        return real(path)

    monkeypatch.setattr(discovery.os, "scandir", scandir)
    files, errors = discovery.expand_paths([str(locked)])
    assert files == [] and errors == [f"{locked}: permission denied (the folder cannot be listed)"]


def test_ctrl_c_while_tensorboard_imports_the_plugin_ends_without_a_traceback():
    """Ctrl+C arriving while the plugin's module is imported (as TensorBoard imports it at its
    start): the process ends with 130 and prints nothing (simulated: the interrupt is raised
    by an import hook, deterministically, at the plugin's import of its service)."""
    script = (
        "import sys\n"
        "class Interrupt:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'tb_attn_plugin.server.service':\n"
        "            raise KeyboardInterrupt\n"
        "sys.meta_path.insert(0, Interrupt())\n"
        "import tb_attn_plugin.plugin.tab\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 130 and proc.stderr == "" and proc.stdout == "", proc.stderr[-2000:]
