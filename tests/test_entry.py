"""The console script's entry (commands/entry.py): what it sets before NumPy is imported."""

from __future__ import annotations

import importlib.metadata
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
