"""Freed memory given back to the system while a large trace is read.

Terms: the heap is the C allocator's memory (glibc's malloc) that NumPy's small and middle
arrays and Python's objects come from. A piece's decoded structs and temporary arrays are
freed once it is folded, but the columns it leaves (kept) sit between those holes, so the
allocator cannot shrink its heap from the top: on a 1 GB trace a third of the resident
memory after the read was such holes. ``malloc_trim`` returns the whole free pages inside
the heap to the system; it frees nothing in use, so calling it changes no result, only the
resident size. Where the C library is not glibc, release_free_memory does nothing.
"""

from __future__ import annotations

import ctypes

from ..core.allocator import glibc_function

# Consumed bytes of a trace between two trims during the read: a trim walks the free chunks
# (a few milliseconds on a 1 GB trace's heap), so every 64 MiB costs nothing measurable.
TRIM_EVERY_BYTES = 64 << 20


def release_free_memory() -> None:
    """Give the heap's free pages back to the system (glibc's malloc_trim); no-op elsewhere."""
    trim = glibc_function("malloc_trim", (ctypes.c_size_t,))
    if trim is not None:
        trim(0)
