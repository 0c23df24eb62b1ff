"""Which results the shared store holds, learnt off the request path.

A route that lists thousands of traces must not ask the store about each (on S3, a HEAD and a
LIST a trace: 5,000 traces gave no answer in 60 s, 100,000 none in 7 minutes, and again after
every restart). The index lists the results' folder once (results.SharedResults.stored_names:
one request per thousand objects) in a thread of its own, again at most every `interval`
seconds; a route asks the last listing, a lookup in a set.

Terms:
- *ready*: the first listing has ended (with what it found, or with nothing where the store
  failed: then every trace is analysed here, as with no shared results).
- *holds*: both a result and its step summary are named in the last listing (put() writes the
  summary last); what is then read is checked in full (SharedResults.get).
"""

from __future__ import annotations

import threading
import time
from typing import Any, Optional

from ..analysis import Options
from ..discovery.logdir import TraceFile


class SharedIndex:
    def __init__(self, shared: Any, interval: float):
        self.shared = shared  # results.SharedResults
        self.interval = interval
        self._names: Optional[frozenset] = None
        self._listed_at = -1e18
        self._listing = False
        self._lock = threading.Lock()
        self.listings = 0  # how many listings were made (tests count the store's requests by it)

    @property
    def ready(self) -> bool:
        return self._names is not None

    def holds(self, trace: TraceFile, options: Options) -> Optional[bool]:
        """Whether the last listing names this trace's result; None before the first listing
        has ended. A listing is started in the background when one is due; never waited for."""
        self._list_if_due()
        names = self._names
        if names is None:
            return None
        return self.shared.is_stored(trace, options, names)

    def start(self) -> None:
        """The first listing begun (the server's start: it is likely done by the first request)."""
        self._list_if_due()

    def wait_ready(self, seconds: float) -> bool:
        """For tests and tools, never a route: wait (bounded) for the first listing."""
        self._list_if_due()
        deadline = time.monotonic() + seconds
        while self._names is None and time.monotonic() < deadline:
            time.sleep(0.01)
        return self._names is not None

    def _list_if_due(self) -> None:
        with self._lock:
            if self._listing or time.monotonic() - self._listed_at < self.interval:
                return
            self._listing = True
        threading.Thread(target=self._list, name="tb-attn-results-index", daemon=True).start()

    def _list(self) -> None:
        names: frozenset = frozenset()
        try:
            names = frozenset(self.shared.stored_names())  # (empty where the store failed)
        finally:
            with self._lock:
                self._names = names
                self._listed_at = time.monotonic()
                self._listing = False
                self.listings += 1
