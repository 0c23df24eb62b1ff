"""The console script's entry (commands/entry.py): what it sets before NumPy is imported."""

from __future__ import annotations

import importlib.metadata
import json
import os
import subprocess
import sys

import pytest

from tb_attn_plugin.commands import entry


def test_the_console_script_goes_through_the_entry():
    (script,) = [e for e in importlib.metadata.entry_points(group="console_scripts") if e.name == "tb-attn"]
    assert script.value == "tb_attn_plugin.commands.entry:main"


@pytest.mark.parametrize(
    "argv, given, expected",
    [
        (["report", "runs/"], None, "1"),  # the reading commands: one OpenBLAS thread
        (["compare", "a", "b"], None, "1"),
        ([], None, "1"),
        (["report", "runs/"], "4", "4"),  # what the user set stays
        (["sweep", "--variants", "sdpa"], None, None),  # the recording commands are left alone
        (["demo"], None, None),
    ],
)
def test_reading_commands_start_numpy_with_one_blas_thread(monkeypatch, argv, given, expected):
    if given is None:
        monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    else:
        monkeypatch.setenv("OPENBLAS_NUM_THREADS", given)
    entry.prepare(argv)
    assert os.environ.get("OPENBLAS_NUM_THREADS") == expected


def test_the_entry_runs_the_command_line_with_its_arguments():
    code = "import sys; from tb_attn_plugin.commands.entry import main; sys.exit(main())"
    missing = "no-such-file.pt.trace.json"
    out = subprocess.run(
        [sys.executable, "-c", code, "report", "--json", missing], capture_output=True, text=True, timeout=120
    )
    # the report command ran on the argument: the missing file is said, by name, and fails
    assert missing in out.stderr and out.returncode != 0, out.stderr


def _array_in_heap(argv: list) -> bool:
    """Whether a 64 MB array made after entry.prepare(argv) lies in the process's heap."""
    code = (
        "import sys; from tb_attn_plugin.commands import entry; entry.prepare(sys.argv[1:]); "
        "import numpy as np; a = np.ones(1 << 23); at = a.ctypes.data; "
        "heap = [l.split()[0].split('-') for l in open('/proc/self/maps') if l.rstrip().endswith('[heap]')]; "
        "print(any(int(lo, 16) <= at < int(hi, 16) for lo, hi in heap))"
    )
    out = subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip() == "True"


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or os.confstr("CS_GNU_LIBC_VERSION") is None, reason="glibc's heap"
)
def test_reading_commands_take_large_blocks_from_the_heap():
    assert _array_in_heap(["report", "runs/"])
    assert not _array_in_heap(["sweep"])  # (left as glibc has it: a mapping of its own)


def test_the_console_script_ends_with_its_whole_output_and_exit_code(tmp_path):
    """report ends the process at once (entry.leave): stdout whole, the code the command
    gave, as the module run the usual way gives them; and a report written to a file."""
    import glob

    trace = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "fixtures", "demo", "*.json*")))[0]
    script = "import sys; from tb_attn_plugin.commands.entry import main; sys.exit(main())"
    usual = [sys.executable, "-m", "tb_attn_plugin.cli"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}  # (stdout buffered, as a pipe's is)
    for args in (["report", "--json", trace], ["report", "--json", trace, "missing.pt.trace.json"]):
        ended = subprocess.run(
            [sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=300, env=env
        )
        expected = subprocess.run([*usual, *args], capture_output=True, text=True, timeout=300, env=env)
        assert ended.returncode == expected.returncode
        assert len(ended.stdout) > 10_000 and ended.stdout.endswith("\n")
        assert without_timings(ended.stdout) == without_timings(expected.stdout)
        assert json.loads(ended.stdout)["traces"][0]["ok"] is True
        assert ended.stderr == expected.stderr
    # a text report of a few KB: held in stdout's buffer until the flush
    args = ["report", "--format", "markdown", trace]
    ended = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=300, env=env)
    expected = subprocess.run([*usual, *args], capture_output=True, text=True, timeout=300, env=env)
    assert ended.returncode == expected.returncode == 0
    assert 0 < len(ended.stdout) < 8192 and ended.stdout == expected.stdout
    out = tmp_path / "report.json"
    ended = subprocess.run(
        [sys.executable, "-c", script, "report", "--json", trace, "-o", str(out)], capture_output=True, timeout=300
    )
    assert ended.returncode == 0 and json.loads(out.read_text())["traces"][0]["ok"] is True


def without_timings(text: str) -> dict:
    report = json.loads(text)
    for trace in report["traces"]:
        trace.pop("analysis_seconds", None)
    return report
