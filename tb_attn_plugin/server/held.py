"""A done job's result as the server holds it: the entry's JSON, not its objects.

Terms:
- the *report*: the report entry as JSON bytes, as `/report` sends it (msgspec.Raw: written
  once, by the worker or read from the cache, and never again). It is decoded into the
  report's classes (`entry()`) only where a reader needs its fields: Compare, and the step
  summary of an entry read back from the cache.
- its *facts* (EntryFacts): what a job's state and its bounds read of the entry, kept beside
  the bytes so that a state is said without decoding them: whether it is ok, its first
  error, whether its failure may pass, and how long its analysis took.
- *extras*: the tab's extras (analysis/report/extras.py), None until a view reads them from
  the cache where the worker did not send them.

Why bytes: a decoded entry took two to three times its JSON in Python objects, every one of
them walked by each full garbage collection (40-240 ms every second or two at 10,000 traces,
when the server held entries as dicts); bytes take what their JSON takes, measured by their
length, and the collector never walks them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Optional, Union

import msgspec

from ..analysis.report.extras import TabExtras
from ..report_types import UNSET, Entry, ErrorEntry

TraceEntry = Union[Entry, ErrorEntry]

_ENTRY = msgspec.json.Decoder(Entry)
_ERROR_ENTRY = msgspec.json.Decoder(ErrorEntry)


class EntryFacts(NamedTuple):
    """What a job's state reads of its entry (see the module's terms)."""

    ok: bool
    error: Optional[str]  # an unreadable trace's first error (why), None for an ok entry
    retryable: bool  # an unreadable trace's failure may pass (TraceReadError.retryable)
    seconds: Optional[float]  # how long the analysis took, where the entry says

    @classmethod
    def of(cls, entry: TraceEntry) -> EntryFacts:
        if isinstance(entry, Entry):
            seconds = entry.analysis_seconds
            return cls(True, None, False, None if seconds is UNSET else float(seconds))
        return cls(False, entry.errors[0], entry.retryable is True, None)


def decoded_entry(report: bytes, ok: bool) -> TraceEntry:
    """A report entry's JSON typed into the report's classes: an Entry where ok, else an
    ErrorEntry. Raises msgspec.ValidationError or DecodeError where the bytes are no such
    entry (the cache's and shared results' are untrusted: a miss there)."""
    return _ENTRY.decode(report) if ok else _ERROR_ENTRY.decode(report)


@dataclass
class Held:
    """A done job's result held in memory (see the module's terms)."""

    report: bytes
    facts: EntryFacts
    extras: Optional[TabExtras] = None

    @classmethod
    def of(cls, entry: TraceEntry, extras: Optional[TabExtras] = None, report: Optional[bytes] = None) -> Held:
        """entry held: its JSON (report, where already written: the bytes it was read from)."""
        return cls(report if report is not None else msgspec.json.encode(entry), EntryFacts.of(entry), extras)

    def entry(self) -> TraceEntry:
        """The entry, decoded into the report's classes (a reader that needs its fields)."""
        return decoded_entry(self.report, self.facts.ok)

    def nbytes(self) -> int:
        """What the result takes in memory: its report's bytes and its extras' arrays."""
        return len(self.report) + (self.extras.nbytes() if self.extras is not None else 0)
