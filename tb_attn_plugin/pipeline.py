"""The pipeline: a trace file read, then analysed (reader -> analysis), into its report entry.

The analyses are pure (analysis/): they take a trace already read. This module, above them,
reads the file (and the graph capture merged into a replay), runs the analysis within the
limits, and turns any failure into an entry whose errors say why: whatever a file holds,
the caller gets an entry (the command line, the server's workers, precompute).
"""

from __future__ import annotations

import dataclasses
import os
import time
from typing import Optional, Union

import msgspec

from . import settings
from .analysis.options import Options
from .analysis.passes import hardware
from .analysis.report.compose import analyze, error_entry
from .analysis.report.extras import TabExtras
from .core.limits import Limits, TraceReadError, check_deadline, enforced_deadline
from .names import patterns
from .reader import TraceData, read_trace
from .reader.capture import merge_capture
from .report_types import Entry, ErrorEntry
from .store.storage import Listed


def analysis_settings(values, prefix: str = "", command: Optional[str] = None) -> tuple:
    """-> (Options, Limits): the one conversion of the analysis settings (settings.py) for the
    tab (parsed TensorBoard flags, prefix "attention_"), the commands (their arguments) and the
    Python API (its keywords, with command="report"): the patterns, the device peaks file and
    the limits; an absent or None one takes its default. ValueError for a pattern that does
    not compile or a peaks file that cannot be read."""
    label = getattr(values, prefix + "label_regex", None) or patterns.DEFAULT_LABEL_REGEX
    module = getattr(values, prefix + "module_regex", None) or patterns.DEFAULT_MODULE_REGEX
    peaks_file = getattr(values, prefix + "device_peaks", None)
    options = Options(label, module, hardware.DevicePeaks.read(os.fspath(peaks_file)) if peaks_file else None)
    options.compiled()
    return options, settings.limits_of(values, prefix=prefix, command=command)


def analyze_file(
    path: str,
    options: Options = Options(),
    limits: Optional[Limits] = None,
    listed: Optional[Listed] = None,
    capture: Optional[tuple] = None,
) -> dict:
    """Analyse one file into its entry as JSON data (analyze_typed's, rendered); unreadable
    input gives an entry whose ``errors`` say why. Never raises: whatever a file holds, the
    caller gets an entry. listed: what the listing saw of the file, so that only that very
    file is read (storage.Listed). capture: (path, listed or None) of the graph capture trace
    to merge into this replay (reader/capture.py)."""
    return analyze_with_extras(path, options, limits, want_extras=False, listed=listed, capture=capture)[0]


def analyze_with_extras(
    path: str,
    options: Options = Options(),
    limits: Optional[Limits] = None,
    want_extras: bool = True,
    listed: Optional[Listed] = None,
    capture: Optional[tuple] = None,
) -> tuple:
    """-> (the entry as JSON data, as analyze_file gives it; the tab's extras, or None where
    the trace could not be analysed or they were not asked for)."""
    entry, extras = analyze_typed(path, options, limits, want_extras, listed, capture)
    return msgspec.to_builtins(entry), extras


def analyze_typed(
    path: str,
    options: Options = Options(),
    limits: Optional[Limits] = None,
    want_extras: bool = True,
    listed: Optional[Listed] = None,
    capture: Optional[tuple] = None,
) -> tuple[Union[Entry, ErrorEntry], Optional[TabExtras]]:
    """-> (the entry, typed: an Entry, or an ErrorEntry whose errors say why; the tab's
    extras, or None where the trace could not be analysed or they were not asked for). The
    pipeline's primary form: analyze_file and analyze_with_extras render it as JSON data."""
    started = time.perf_counter()
    limits = limits or Limits()
    deadline = limits.deadline()
    try:
        with enforced_deadline(path, limits):
            data = read_trace(path, limits, deadline, listed)
            check_deadline(path, deadline, limits)
            if capture is not None:
                data = with_capture(data, capture, limits, deadline)
            entry, extras = analyze(data, options, want_extras, deadline=deadline, limits=limits)
    except TraceReadError as exc:
        return error_entry(path, str(exc), exc.retryable), None
    except RecursionError:
        return error_entry(path, f"{path}: nested too deeply to analyse"), None
    except MemoryError:
        return error_entry(path, f"{path}: ran out of memory while analysing"), None
    except Exception as exc:  # a bug meeting an odd trace: report it, keep the other traces going
        if os.environ.get("TB_ATTN_DEBUG"):
            raise
        return error_entry(path, f"{path}: could not be analysed ({type(exc).__name__}: {exc})"), None
    entry.analysis_seconds = round(time.perf_counter() - started, 3)
    return entry, extras


def with_capture(data: TraceData, capture: tuple, limits: Limits, deadline) -> TraceData:
    """The replay with its graph capture merged in; a capture that cannot be read leaves the
    replay as it is, with a warning saying why."""
    capture_path, capture_listed = capture
    try:
        captured = read_trace(capture_path, limits, deadline, capture_listed)
    except TraceReadError as exc:
        return dataclasses.replace(
            data,
            warnings=[*data.warnings, f"{data.path}: its graph capture could not be read ({exc}); nothing merged"],
        )
    return merge_capture(data, captured)
