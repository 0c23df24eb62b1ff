"""Where the C allocator takes large blocks from, for the processes that read traces.

Terms: glibc's malloc gives a block over its mapping threshold (128 KB at first, at most
32 MB) a mapping of its own, unmapped when freed; smaller blocks come from the heap, where
a freed block is reused by the next. Each new mapping's pages are faulted in and zeroed on
first touch: on this project's 2-core VMs about 2 ms per MB (the host backing them anew), so
a 10 GB trace's arrays of hundreds of megabytes cost seconds each time one is made. With
``blocks_from_the_heap`` (M_MMAP_MAX set to 0, and up to a gigabyte of free memory kept at
the heap's top) every block comes from the heap and a freed array's memory is reused: on the
10 GB bench trace, in one process, the read and analysis took 31.9 s where they took 38.9 s,
peak RSS 3.23 GB where 3.29 GB (one run each: runs of it move by 3 s); under a gigabyte no
change was measured. ``blocks_mapped_again`` restores glibc's default, and
reader.heap.release_free_memory gives the heap's free pages back. Where the C library is
not glibc, neither does anything.
"""

from __future__ import annotations

import ctypes
import functools
from typing import Any, Optional

# glibc's mallopt parameters, and their defaults: how many blocks may be mapped on their own;
# how much free memory at the heap's top is kept rather than given back at once
M_MMAP_MAX = -4
DEFAULT_MMAP_MAX = 65536
M_TRIM_THRESHOLD = -1
DEFAULT_TRIM_THRESHOLD = 128 * 1024
# kept at the top while blocks come from the heap: a freed array at the top is the next one's
# (reader.heap.release_free_memory, called as a trace is read, gives it back all the same)
KEPT_AT_THE_TOP = 1 << 30


@functools.cache
def glibc_function(name: str, argtypes: tuple, restype: Any = ctypes.c_int) -> Optional[Any]:
    """The C library's function of that name (arguments of those ctypes types, restype
    returned), looked up once, or None where there is none (not glibc: macOS; musl lacks
    mallopt, malloc_trim and mallinfo2; glibc before 2.33 mallinfo2). Looked up among the symbols this process has loaded already:
    no file is searched for, no subprocess started (ctypes.util.find_library runs ldconfig)."""
    try:
        function = getattr(ctypes.CDLL(None), name)
    except (OSError, AttributeError):
        return None
    function.argtypes = list(argtypes)
    function.restype = restype
    return function


def _glibc_mallopt() -> Optional[Any]:
    return glibc_function("mallopt", (ctypes.c_int, ctypes.c_int))


def blocks_from_the_heap() -> None:
    """Every block from the heap, reused once freed (glibc); nothing elsewhere."""
    mallopt = _glibc_mallopt()
    if mallopt is not None:
        mallopt(M_MMAP_MAX, 0)
        mallopt(M_TRIM_THRESHOLD, KEPT_AT_THE_TOP)


def blocks_mapped_again() -> None:
    """glibc's default back: large blocks mapped on their own, unmapped when freed."""
    mallopt = _glibc_mallopt()
    if mallopt is not None:
        mallopt(M_MMAP_MAX, DEFAULT_MMAP_MAX)
        mallopt(M_TRIM_THRESHOLD, DEFAULT_TRIM_THRESHOLD)
