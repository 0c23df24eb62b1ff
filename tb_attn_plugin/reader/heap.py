"""Freed memory given back to the system while a large trace is read and analysed.

Terms: the heap is the C allocator's memory (glibc's malloc) that NumPy's arrays and
Python's objects come from. A piece's decoded structs and temporary arrays are freed once it
is folded, but the columns it leaves (kept) sit between those holes, so the allocator cannot
shrink its heap from the top: on a 1 GB trace a third of the resident memory after the read
was such holes. The analysis does the same at its scale: a pass's temporary arrays over every
row are freed, the next pass's arrays do not fit the holes they leave, and the heap grows
(a 10 GB trace's analysis: 2.9 GB resident where 2.1 GB was in use at most). ``malloc_trim``
returns the whole free pages inside the heap to the system; it frees nothing in use, so
calling it changes no result, only the resident size. Where the C library is not glibc,
neither function does anything.
"""

from __future__ import annotations

import ctypes
from typing import Optional

from ..core.allocator import glibc_function

# Consumed bytes of a trace between two trims during the read: a trim walks the free chunks
# (a few milliseconds on a 1 GB trace's heap), so every 64 MiB costs nothing measurable.
TRIM_EVERY_BYTES = 64 << 20

# Resident bytes not in use by the heap (its free pages, and the rest of the process: Python's
# own arenas, the libraries) past which release_wasted_memory trims: a trace under a gigabyte
# never comes near it (its analysis runs as before); a page given back costs a fault when it
# is used again (about 2 ms a MB on this project's VMs: allocator.py).
WASTED_BYTES = 128 << 20


def release_free_memory() -> None:
    """Give the heap's free pages back to the system (glibc's malloc_trim); no-op elsewhere."""
    trim = glibc_function("malloc_trim", (ctypes.c_size_t,))
    if trim is not None:
        trim(0)


def release_wasted_memory() -> bool:
    """release_free_memory where more than WASTED_BYTES of this process's resident memory are
    not in use by the heap; -> whether it did. Called between the analysis's steps."""
    in_use = heap_in_use()
    if in_use is None or resident_bytes() - in_use <= WASTED_BYTES:  # (0: the resident size unknown)
        return False
    release_free_memory()
    return True


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def heap_in_use() -> Optional[int]:
    """Bytes the C allocator has handed out and not had back (glibc's mallinfo2: its heap's
    blocks in use and its mapped blocks), or None where unknown."""
    mallinfo2 = glibc_function("mallinfo2", (), _MallInfo2)
    if mallinfo2 is None:
        return None
    info = mallinfo2()
    return int(info.uordblks + info.hblkhd)


def resident_bytes(field: str = "VmRSS:") -> int:
    """This process's resident memory now (VmRSS:) or at its peak (VmHWM:), in bytes (Linux's
    /proc/self/status); 0 where unknown."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0
