"""What one analysis may take, and the errors that say a trace could not be read.

Used by every layer that starts or runs an analysis: the reader (size and event limits,
the deadline between pieces), the analysis passes (the deadline between passes), the
service, the TensorBoard flags and the CLI options (their defaults come from here).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Optional

DEFAULT_MAX_TRACE_MB = 8192
DEFAULT_MAX_EVENTS = 50_000_000
DEFAULT_TIMEOUT_SECONDS = 600.0


class TraceReadError(Exception):
    """A trace file that cannot be read; the message names the file and the problem."""


class AnalysisTimeout(TraceReadError):
    """An analysis ran past its time limit."""


@dataclass(frozen=True)
class Limits:
    """What one analysis may take: uncompressed bytes, events, seconds (0: no limit)."""

    max_bytes: int = DEFAULT_MAX_TRACE_MB << 20
    max_events: int = DEFAULT_MAX_EVENTS
    seconds: float = 0.0
    # fold every other piece of a large file in a forked helper process (two cores read)
    read_helper: bool = True

    def deadline(self) -> Optional[float]:
        return time.monotonic() + self.seconds if self.seconds else None


def check_deadline(path: str, deadline: Optional[float], limits: Limits) -> None:
    if deadline is not None and time.monotonic() > deadline:
        raise AnalysisTimeout(
            f"{path}: analysis stopped after {limits.seconds:g} s (time limit; see --attention_timeout)"
        )
