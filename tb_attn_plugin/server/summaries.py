"""The step summaries the server keeps: what Trends and the ranks view read of each done job.

Terms:
- a *step summary*: the few KB of an entry the trend and ranks views read
  (analysis.step_summary), kept by job key whatever becomes of the job's result: the key
  holds the trace's version (size, time, ETag), so a kept summary is read again only when
  its trace changed.
- kept as their JSON bytes (decoded when read: 15 µs for a 4 KB summary, where the decoded
  dicts take 3.5 times the bytes), so 10,000 ranks' summaries fit (about 4 KB each for a
  24-layer model); bounded by those bytes, the least recently read dropped first.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from typing import Optional

MAX_SUMMARY_BYTES = 64 << 20
# Summaries that must be read (from the shared results or the cache) are read this many at a time.
SUMMARY_READERS = 16


class KeptSummaries:
    def __init__(self, max_bytes: int = MAX_SUMMARY_BYTES):
        self.max_bytes = max_bytes
        self.bytes = 0  # what the kept JSON takes (sys.getsizeof of each)
        self._kept: OrderedDict[tuple, bytes] = OrderedDict()  # job key -> the summary's JSON
        self._lock = threading.Lock()

    def __contains__(self, key: tuple) -> bool:
        return key in self._kept

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: tuple) -> Optional[bytes]:
        """The summary's JSON, now the most recently read; None where none is kept."""
        with self._lock:
            kept = self._kept.get(key)
            if kept is not None:
                self._kept.move_to_end(key)
            return kept

    def keep(self, key: tuple, encoded: bytes) -> None:
        """Keep a summary's JSON (one kept already stays), dropping the least recently read
        past max_bytes (the newest is always kept)."""
        with self._lock:
            if key in self._kept:
                return
            self._kept[key] = encoded
            self.bytes += sys.getsizeof(encoded)
            while self.bytes > self.max_bytes and len(self._kept) > 1:
                _, dropped = self._kept.popitem(last=False)
                self.bytes -= sys.getsizeof(dropped)
