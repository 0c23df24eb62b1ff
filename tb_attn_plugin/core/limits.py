"""What one analysis may take, and the errors that say a trace could not be read.

Used by every layer that starts or runs an analysis: the reader (size and event limits,
the deadline between pieces), the analysis passes (the deadline between passes), the
service, the TensorBoard flags and the CLI options (their defaults come from here).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Optional

# A 10 GB trace takes about 4 GB resident read in pieces (docs/performance.md); the memory
# budget (below), not this, is what keeps a large trace from taking more than the machine
# can spare, so this only refuses what no budget should be asked about.
DEFAULT_MAX_TRACE_MB = 16384
DEFAULT_MAX_EVENTS = 50_000_000
DEFAULT_TIMEOUT_SECONDS = 600.0

# What an analysis takes in memory per event, at most (its columns, the decoded pieces, the
# model's arrays): 4.9M tiny events took 1.36 GB, 277 bytes each. The memory budget bounds
# events x this, as the events are counted: the event limit bounded a count, and its default
# 50M allowed about 14 GB, more than a 24 GB machine training beside it can spare. This is
# the careful read's bound (it holds the whole file besides); the streaming read, which
# holds only what it keeps, bounds what it keeps (check_kept_memory):
BYTES_PER_EVENT = 280
# per host or device row kept (its columns, the model's arrays, the passes' at their peak,
# the read helper's share): 3M tiny ops took 237 bytes each, the largest of any kind of row
BYTES_PER_ROW = 250
# per memory instant kept (3M tiny ones: 163 bytes each)
BYTES_PER_MEMORY_ROW = 170
# per other event (a Python frame, a flow's end, metadata: dropped or kept aside as a few
# numbers); the 10 GB benchmark trace's 36M events (16M host rows, 7.8M memory instants)
# are bounded at 5.3 GB and took 4.0 GB
BYTES_PER_OTHER_EVENT = 40


def see(setting: str) -> str:
    """Where a limit is set, in a message: the command's option and the tab's flag (a message
    of a limit is the same whichever of them set it)."""
    return f"see --{setting.replace('_', '-')} (tb-attn) or --attention_{setting} (TensorBoard)"


def default_max_memory_mb() -> int:
    """A quarter of the machine's memory (MiB), or 0 (no budget) where it cannot be told."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return 0
    return max(int(total // 4 >> 20), 0)


DEFAULT_MAX_MEMORY_MB = default_max_memory_mb()

# What a stored result of one trace (a cache file, a shared result) may take on disk; one
# larger is refused by its size, unread (a hostile one of 240 MB was parsed whole before any
# check, and took 3.2-3.5 GB of the server). An entry's lists are bounded (25 top kernels,
# 2,000 memory points a device, a row per scope and per op shape: 0.8 MB at most on the
# shared traces), so it grows with its trace slowly; the tab's extras (every memory event, the
# calls' timelines) grow with it in proportion. Bounds: base + per trace byte, capped.
# The extras' bound is per byte of the trace uncompressed (storage.uncompressed_size): they
# took at most 0.17 bytes per byte on the shared traces and the 150 MB benchmark trace (0.28
# on a 5 KB one, within the base), so one byte per byte leaves room; a hostile entry of 246 MB
# for a 157 MB trace was within the earlier bound (8 bytes per byte as stored: 1 GiB) and
# was decoded whole (36 s, 4.5 GB).
ENTRY_BASE_BYTES = 2 << 20
ENTRY_PER_TRACE_BYTE = 4
MAX_ENTRY_BYTES = 32 << 20
EXTRAS_BASE_BYTES = 8 << 20
EXTRAS_PER_TRACE_BYTE = 1
MAX_EXTRAS_BYTES = 1 << 30
MAX_SUMMARY_BYTES = 4 << 20  # a step summary: a few KB


def stored_bound(part: str, trace_bytes: int) -> int:
    """The most a stored result's part ("report", "extras" or "summary") of a trace of
    trace_bytes may take (as listed, compressed where it is; for "extras", uncompressed)."""
    if part == "summary":
        return MAX_SUMMARY_BYTES
    if part == "extras":
        return min(MAX_EXTRAS_BYTES, EXTRAS_BASE_BYTES + EXTRAS_PER_TRACE_BYTE * max(trace_bytes, 0))
    return min(MAX_ENTRY_BYTES, ENTRY_BASE_BYTES + ENTRY_PER_TRACE_BYTE * max(trace_bytes, 0))


class TraceReadError(Exception):
    """A trace file that cannot be read; the message names the file and the problem.
    retryable: the failure is the file's situation, not its content (permission denied, a
    read or the store failing, the file replaced or changed since it was listed, the time
    limit), so the same file may read well later: the tab tries it again, with back-off."""

    def __init__(self, message: str, retryable: bool = False):
        super().__init__(message)
        self.retryable = retryable


class AnalysisTimeout(TraceReadError):
    """An analysis ran past its time limit."""

    def __init__(self, message: str):
        super().__init__(message, retryable=True)


@dataclass(frozen=True)
class Limits:
    """What one analysis may take: uncompressed bytes, events, seconds (0: no limit)."""

    max_bytes: int = DEFAULT_MAX_TRACE_MB << 20
    max_events: int = DEFAULT_MAX_EVENTS
    seconds: float = 0.0
    # the memory budget of one analysis, bytes (0: none): events x BYTES_PER_EVENT at most
    max_memory: int = DEFAULT_MAX_MEMORY_MB << 20
    # fold every other piece of a large file in a forked helper process (two cores read)
    read_helper: bool = True

    def deadline(self) -> Optional[float]:
        return time.monotonic() + self.seconds if self.seconds else None


def check_memory(path: str, events: int, limits: Limits) -> None:
    """Refuse a trace whose events, so far, already need more memory than the budget."""
    _within_budget(path, f"{events:,} events (counted so far)", events * BYTES_PER_EVENT, limits)


def check_kept_memory(path: str, events: int, rows: int, memory_rows: int, limits: Limits) -> None:
    """Refuse a trace whose rows kept so far already need more memory than the budget (the
    streaming read: events read, of which rows are host or device rows and memory_rows are
    memory instants)."""
    other = max(events - rows - memory_rows, 0)
    need = rows * BYTES_PER_ROW + memory_rows * BYTES_PER_MEMORY_ROW + other * BYTES_PER_OTHER_EVENT
    counted = f"{events:,} events read so far ({rows:,} kept as rows, {memory_rows:,} memory instants)"
    _within_budget(path, counted, need, limits)


def _within_budget(path: str, counted: str, need: int, limits: Limits) -> None:
    """The memory budget's one refusal: what was counted, what it would need, the budget."""
    if limits.max_memory and need > limits.max_memory:
        raise TraceReadError(
            f"{path}: {counted} would need at least {need / 2**20:,.1f} MB of memory for the analysis, more than "
            f"the {limits.max_memory >> 20:,} MB it may take ({see('max_memory_mb')})"
        )


def check_deadline(path: str, deadline: Optional[float], limits: Limits) -> None:
    if deadline is not None and time.monotonic() > deadline:
        raise AnalysisTimeout(timeout_message(path, limits))


def stopped_after(seconds: float) -> str:
    """What an analysis stopped at its time limit says (here, and where its process is killed)."""
    return f"analysis stopped after {seconds:g} s (time limit; {see('timeout')})"


def timeout_message(path: str, limits: Limits) -> str:
    return f"{path}: {stopped_after(limits.seconds)}"


@contextmanager
def enforced_deadline(path: str, limits: Limits) -> Iterator[None]:
    """Raise AnalysisTimeout wherever the analysis is when its time is up (not only between
    its phases, where check_deadline looks): a timer signal, on the main thread of a
    process (the CLI's, and each analysis process's); elsewhere only check_deadline."""
    usable = (
        limits.seconds > 0 and hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        yield
        return

    def on_alarm(signum, frame):
        raise AnalysisTimeout(timeout_message(path, limits))

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, limits.seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
