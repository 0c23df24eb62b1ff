"""The ``tb-attn`` console script's entry: what must be set before NumPy is imported, then
``cli.main``.

The commands that read traces (report, compare, precompute) multiply no matrices, so NumPy's
OpenBLAS is given one thread (OPENBLAS_NUM_THREADS=1, unless the environment says otherwise):
started with a thread per core, it spent about 0.1 CPU-second of each such process starting
them (measured on a 2-core machine: ``import numpy`` took 0.14 CPU-s, 0.07 with one thread).
And their large blocks of memory come from the C allocator's heap, reused once freed
(core/allocator.py: on the 10 GB bench trace, seconds of pages faulted in anew).

The commands that record (demo, sweep) run PyTorch, whose BLAS may be OpenBLAS: they are left
as they are, as is every other way in (``python -m tb_attn_plugin.cli``, the API; the
TensorBoard plugin's analysis processes take blocks from the heap for each job, and give its
free pages back after it: server/workers.py).
"""

from __future__ import annotations

import os
import sys
from typing import Optional

from ..core import allocator

RECORDING_COMMANDS = ("demo", "sweep")


def prepare(argv: list) -> None:
    """Set what the command in argv (the arguments after the program's name) needs set before
    NumPy is imported."""
    if not argv or argv[0] not in RECORDING_COMMANDS:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        allocator.blocks_from_the_heap()


def main(argv: Optional[list] = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    prepare(args)
    from ..cli import main as cli_main

    code = cli_main(args)
    if argv is None:  # (the console script: nothing of this process runs after it)
        leave(args, code)
    return code


# Commands whose process has nothing left to do once their output is written: no server,
# no cluster, no file to finish (an output file is closed before the command returns).
ENDED_AT_ONCE = ("report", "compare")


def leave(argv: list, code: int) -> None:
    """End the process now, with code, where the command in argv was one of ENDED_AT_ONCE
    and its output is flushed: the interpreter's teardown (freeing every module and the
    trace's columns one object at a time, about 0.04 s after a 150 MB trace's report) does
    nothing such a command needs. The read helper process, if still unmapping its memory,
    ends with this one (core/lifetime.py). Otherwise, or where a flush fails (a closed
    pipe), it returns and the process ends as Python ends it."""
    if not argv or argv[0] not in ENDED_AT_ONCE:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:  # (a closed pipe: Python's own exit says and handles it)
        return
    os._exit(code)
