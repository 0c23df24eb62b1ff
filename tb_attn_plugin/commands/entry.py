"""The ``tb-attn`` console script's entry: what must be set before NumPy is imported, then
``cli.main``.

The commands that read traces (report, compare, precompute) multiply no matrices, so NumPy's
OpenBLAS is given one thread (OPENBLAS_NUM_THREADS=1, unless the environment says otherwise):
started with a thread per core, it spent about 0.1 CPU-second of each such process starting
them (measured on a 2-core machine: ``import numpy`` took 0.14 CPU-s, 0.07 with one thread).
And their large blocks of memory come from the C allocator's heap, not each from a mapping
of its own (glibc's M_MMAP_MAX set to 0): a block freed goes back to the heap and the next
array reuses it, where each new mapping's pages are faulted in and zeroed on first touch (on
this project's 2-core VMs about 2 ms per MB, the host backing them anew). On the 10 GB bench
trace the read and analysis took 34.5 s where they took 38.9 s, peak RSS 3.16 GB where 3.29 GB (one run each); on
traces under a gigabyte, whose arrays are mostly under glibc's 32 MB mapping threshold, no
change was measured. Where the C library is not glibc, nothing is set.

The commands that record (demo, sweep) run PyTorch, whose BLAS may be OpenBLAS: their
environment is left as it is, as is that of every other way in (``python -m
tb_attn_plugin.cli``, the API, the TensorBoard plugin, whose long-lived analysis processes
give memory back as they free it).
"""

from __future__ import annotations

import os
import sys
from typing import Optional

RECORDING_COMMANDS = ("demo", "sweep")
# glibc's mallopt parameter: how many blocks may be mapped on their own (0: none, all from the heap)
M_MMAP_MAX = -4


def prepare(argv: list) -> None:
    """Set what the command in argv (the arguments after the program's name) needs set before
    NumPy is imported."""
    if not argv or argv[0] not in RECORDING_COMMANDS:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
        blocks_from_the_heap()


def blocks_from_the_heap() -> None:
    """Large blocks from the heap, reused once freed (glibc); nothing elsewhere."""
    try:
        import ctypes

        mallopt = ctypes.CDLL(None).mallopt
    except (ImportError, OSError, AttributeError):  # not glibc (macOS, musl without it)
        return
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    mallopt(M_MMAP_MAX, 0)


def main(argv: Optional[list] = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    prepare(args)
    from ..cli import main as cli_main

    return cli_main(args)
