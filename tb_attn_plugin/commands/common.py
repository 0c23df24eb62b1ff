"""What the commands of `tb-attn` share: the report of the traces and logdirs named, the
options the settings give, short labels for traces, the help's format and exit codes.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Optional

from ..analysis import ANALYSIS_VERSION, SCHEMA_VERSION, Options
from ..analysis.report.compose import empty_entry
from ..core.limits import Limits
from ..discovery.logdir import expand_with_captures
from ..pipeline import analysis_settings, analyze_file
from ..text.format import safe_text

EXIT_CODES = """exit status:
  0  at least one trace was read (an unreadable one is said once: in the text report, or
     on stderr beside --json or -o)
  1  no trace could be read
  2  bad usage (an option, or a pattern that cannot be compiled)"""
COMPARE_EXIT_CODES = """exit status:
  0  the traces were compared, and every --fail-on rule passed
  1  a --fail-on rule failed (its line on stderr), or fewer than two traces could be read
  2  bad usage (an option, a rule that cannot be read, a pattern that cannot be compiled,
     a --baseline out of range, a --junit file that cannot be written)"""


class HelpFormatter(argparse.ArgumentDefaultsHelpFormatter, argparse.RawDescriptionHelpFormatter):
    """--help shows each option's default, and the exit codes as written."""


def build_report(
    paths: list, options: Options, limits: Optional[Limits] = None, capture: Optional[str] = None
) -> tuple:
    """-> (report dict, number of traces read). Unreadable files become entries with errors.
    capture: a graph capture trace merged into every trace named (their replays); without
    it, each replay in a logdir gets the capture listed beside it, as the tab pairs them
    (discovery.capture_pairs)."""
    files, errors, pairs = expand_with_captures(paths)

    def merged(path: str) -> Optional[tuple]:
        if capture:
            return (capture, None)
        beside = pairs.get(path)
        return (beside.path, beside.listed()) if beside is not None else None

    traces = [analyze_file(p, options, limits=limits, capture=merged(p)) for p in files]
    for err in errors:
        traces.append(empty_entry(err.split(":", 1)[0], err))
    # (ANALYSIS_VERSION is the package's __version__, imported from below: the package itself
    # imports the Python API, which imports this module)
    report = {"schema_version": SCHEMA_VERSION, "tool": f"tb-attn {ANALYSIS_VERSION}", "traces": traces}
    return report, sum(1 for t in traces if t["ok"])


def options_of(args) -> Optional[Options]:
    """The patterns and device peaks of the command line, or None (said on stderr) when a
    pattern does not compile or the peaks' file is not one."""
    try:
        options, _ = analysis_settings(args)
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return None
    return options


def short_labels(paths: list) -> list:
    """What tells the traces apart: their folders without the common part (a run's name), or
    the paths without it where folders repeat."""
    parts = [os.path.normpath(p).split(os.sep) for p in paths]
    folders = [p[:-1] for p in parts]
    if len({tuple(f) for f in folders}) == len(folders):
        parts = folders
    common = 0
    while all(len(p) > common + 1 for p in parts) and len({p[common] for p in parts}) == 1:
        common += 1
    return [os.sep.join(p[common:]) for p in parts]


def recording(out: str, record):
    """record() (the sweep's or the demo's), or None with one line saying why it could not."""
    try:
        return record()
    except ValueError as exc:  # a device, dtype or shape the recorder refuses
        print(f"tb-attn: {exc}", file=sys.stderr)
    except OSError as exc:
        print(f"tb-attn: cannot write the runs under {safe_text(out)}: {exc.strerror or exc}", file=sys.stderr)
    return None
