"""Reader: trace file bytes -> typed, columnar events (``TraceData``, columns.py).

Kineto traces are decoded with msgspec into small typed structs that name only the
fields the analyses use; everything else in the file is skipped by the decoder. The
structs are folded into NumPy columns and dropped, so no per-event Python object
outlives the read.

Modules, by job:
- columns.py: the columnar form every later layer reads (TraceData and its tables).
- schema.py: the event structs (strict, lenient, fast) and what each kind of event is for
  the fold; by_category.py: the fast path's structs, one per category, and the decoder of
  a piece as their union (PieceDecoder).
- fold.py: decoded events -> columns (the vectorised fold, and the per-event fold that is
  its reference and takes whatever it does not); parts.py: what one piece folds into.
- _scan.c, scanner.py, scan.py: the native scan, a piece of plain Kineto events read in C
  straight into columns (no object per event) and folded from them, where it vouches for the
  piece; the typed decode and the vectorised fold are its reference (built where a C
  compiler is found at install; TB_ATTN_NATIVE_SCAN=0 turns it off).
- careful.py: the whole-file read: the reference path, and the one that words errors.
- streaming.py: the fast read in pieces, from blocks.py's reused buffer; helper.py: its
  helper process for large files; heap.py: freed memory given back as the pieces go;
  progress.py: how far the read has come, for the tab's progress bar.

Terms: a block is what one read() of the file (gunzipped) brings, BLOCK_BYTES; a piece is
a run of whole events cut from the blocks and decoded at once; a part is what one piece
folds into; a chunk is the careful read's run of CHUNK_EVENTS raw events; a slot is the
shared memory a piece and its part travel through to and from the helper. Strict types
are the fields as Kineto writes them, lenient ones accept numbers as strings.

Which path is taken, and what each falls back to:

    read_trace
      streaming read (streaming.py)                 every file, unless TB_ATTN_CAREFUL_READ=1
        each piece: scanned natively and folded from its columns (scan.py)
          -> not plain Kineto events, or not strict JSON: decoded by category (narrow structs)
             (none of a file's first 3 pieces taken: the rest is no longer scanned first)
          -> does not fit: decoded as FastEvent (every field)
          -> not even that: its events decoded as raw JSON, folded per event (lenient)
        each decoded piece: vectorised fold -> anything odd: per-event fold
        large files (>= 12 MiB, or from the 3rd piece): every other piece in the helper
          -> helper dies or fails on a piece: that piece is folded here
        anything it cannot vouch for (NotStreamable)
      -> careful read (careful.py): the whole file, in chunks of raw events
        each chunk: strict types -> does not fit: lenient, event by event (bad ones counted)
        not a trace at all: TraceReadError naming the file and the problem

Every path gives the same columns for the same file (tests/test_streaming_reader.py
checks it on every shared trace; tests/test_native_scan.py the native scan against the
decode it stands in for, piece by piece, on mutated pieces and on every shared trace). TB_ATTN_CAREFUL_READ=1 in the environment forces the
careful read, for debugging a difference between the two.
"""

from __future__ import annotations

import gc
import os
from typing import Optional

import numpy as np

from ..core.limits import Limits, TraceReadError
from ..core.words import counted, verb
from ..store import storage
from .careful import read_bytes, read_from_bytes
from .columns import (
    CONFIG_KEYS,
    KERNEL,
    LABEL,
    LAUNCH,
    MEMCPY,
    MEMSET,
    MODULE,
    NONE_ID,
    OP,
    CpuEvents,
    FlowEnds,
    GpuEvents,
    GpuLabel,
    LaunchConfigs,
    MemoryEvents,
    TraceData,
)
from .fold import NotStreamable
from .heap import release_free_memory
from .streaming import read_streaming

__all__ = [
    "CAREFUL_READ_ENV",
    "CONFIG_KEYS",
    "KERNEL",
    "LABEL",
    "LAUNCH",
    "MEMCPY",
    "MEMSET",
    "MODULE",
    "NONE_ID",
    "OP",
    "CpuEvents",
    "FlowEnds",
    "GpuEvents",
    "GpuLabel",
    "LaunchConfigs",
    "MemoryEvents",
    "TraceData",
    "TraceReadError",
    "read_bytes",
    "read_trace",
]

# Set to 1 to read every file the careful way (for debugging the streaming read).
CAREFUL_READ_ENV = "TB_ATTN_CAREFUL_READ"


# What no real trace holds: an event longer than about 11.6 days, or an allocation of more
# than 2^60 bytes. Sums of such values overflow to infinity (1.5e308 µs twice), which JSON
# cannot carry; they are counted as nothing, with a warning, and the rest of the trace stays.
MAX_DURATION_US = 1e12
MAX_BYTES = float(2**60)


def within_bounds(data: TraceData) -> TraceData:
    """The trace with impossible durations and sizes (beyond MAX_DURATION_US, MAX_BYTES, or
    negative durations) set to 0, and a Total Allocated below zero set to not recorded (NaN),
    with a warning saying how many of each (both read paths)."""
    fixed = 0
    for events in (data.cpu, data.gpu):
        bad = ~((events.dur >= 0) & (events.dur <= MAX_DURATION_US))
        if bad.any():
            events.dur[bad] = 0.0
            fixed += int(bad.sum())
    mem = data.memory
    any_bad = np.zeros(len(mem), dtype=bool)
    for column in (mem.bytes, mem.total_allocated, mem.total_reserved):
        bad = np.abs(column) > MAX_BYTES  # (NaN, "not recorded", stays)
        column[bad] = 0.0
        any_bad |= bad
    fixed += int(any_bad.sum())
    # an allocated total below zero is none: read as not recorded, as in 2021 traces (the
    # memory pass then rebuilds the device's curve from Bytes)
    negative = mem.total_allocated < 0
    mem.total_allocated[negative] = np.nan
    unrecorded = int(negative.sum())
    if fixed:
        data.warnings.append(
            f"{data.path}: {counted(fixed, 'event')} {verb(fixed, 'gives', 'give')} a duration or size no trace can have (over "
            f"{MAX_DURATION_US:.0e} µs, negative, or over 2^60 bytes): each is counted as 0"
        )
    if unrecorded:
        data.warnings.append(
            f"{data.path}: {counted(unrecorded, 'memory event')} {verb(unrecorded, 'gives', 'give')} a Total Allocated "
            "below zero: each is read as not recorded (the allocator curve rebuilt from Bytes)"
        )
    return data


def read_trace(
    path: str,
    limits: Optional[Limits] = None,
    deadline: Optional[float] = None,
    listed: Optional[storage.Listed] = None,
) -> TraceData:
    """Read one Kineto trace file into columns. Raises TraceReadError on unreadable input.
    Given what the listing saw of the file, only that very file is read (storage.Listed)."""
    limits = limits or Limits()
    gc_was_enabled = gc.isenabled()
    # Millions of small acyclic objects: the cyclic collector only costs time here.
    gc.disable()
    try:
        if os.environ.get(CAREFUL_READ_ENV) != "1":
            try:
                streamed = within_bounds(read_streaming(path, limits, deadline, listed))
                release_free_memory()  # (the pieces' holes, before the analysis allocates)
                return streamed
            except NotStreamable:
                pass
        # Anything the streaming reader does not vouch for is read the careful way, which
        # also words the error for files that are not readable traces.
        data = read_bytes(path, limits.max_bytes, listed)
        return within_bounds(read_from_bytes(path, data, limits, deadline))
    except RecursionError:
        raise TraceReadError(f"{path}: JSON nested too deeply to be a trace") from None
    finally:
        if gc_was_enabled:
            gc.enable()
