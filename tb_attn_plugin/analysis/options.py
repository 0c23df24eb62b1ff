"""What an analysis depends on besides the trace (Options), and the versions that name what
made a result.

Terms:
- SCHEMA_VERSION: the report schema's version (docs/report-schema.md), in every report.
- ANALYSIS_VERSION: the package's version, in every cache and result key: a result of
  another version of the tool is never served.
- Options: the scope patterns and a user's device peaks; every cache and result key holds
  them (Options.key).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..core.metadata import VERSION
from ..names import patterns
from ..names.user_patterns import compile_regex
from .passes import hardware

SCHEMA_VERSION = 1


# What produced a result, for the cache key: a result of another version of the tool is
# never served (an analysis change without a version bump would otherwise serve stale reports).
ANALYSIS_VERSION = VERSION


@dataclass(frozen=True)
class Options:
    """What an analysis depends on besides the trace: the scope patterns, and a user's device
    peaks (searched before the built-in table). Every cache and result key holds them."""

    label_regex: str = patterns.DEFAULT_LABEL_REGEX
    module_regex: str = patterns.DEFAULT_MODULE_REGEX
    device_peaks: Optional[hardware.DevicePeaks] = None

    def compiled(self):
        return (compile_regex(self.label_regex, "label"), compile_regex(self.module_regex, "module"))

    def peak_tables(self) -> list:
        builtin = hardware.builtin_table()
        return [self.device_peaks.table(), builtin] if self.device_peaks is not None else [builtin]

    def key(self) -> tuple:
        """The options' part of a cache key (the peaks by their digest, only when given)."""
        peaks = (self.device_peaks.digest,) if self.device_peaks is not None else ()
        return (self.label_regex, self.module_regex, *peaks)
