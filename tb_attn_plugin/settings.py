"""One declaration of the settings a user gives tb-attn. Each makes a TensorBoard flag
(``--attention_<name>``, plugin.py) and, for the commands that take it, an option of
``tb-attn report``, ``compare``, ``precompute`` and ``sweep`` (``--<name-with-dashes>``, cli.py), with
one help and one default; the README's flags table is tested against this table
(tests/test_readme.py).

Terms:

- a *setting*: one thing the user decides (the label pattern, the size limit, the device
  peaks), named once (``max_trace_mb``).
- its *commands*: the subcommands of ``tb-attn`` that take it. A setting that changes what
  an analysis gives (the patterns, the peaks: part of a result's key) or whether a trace is
  analysed at all (the limits) is taken by ``precompute`` as by the tab, so that the
  results precomputed with it are the ones the tab looks for.
- its *command default*: the command line's default where it differs from the tab's (the
  time limit: none at a terminal, where a person can stop it; 600 s in a server)."""

from __future__ import annotations

import argparse
import math
import re
from dataclasses import dataclass
from typing import Any, Callable, Optional

from .core.limits import (
    DEFAULT_MAX_EVENTS,
    DEFAULT_MAX_MEMORY_MB,
    DEFAULT_MAX_TRACE_MB,
    DEFAULT_TIMEOUT_SECONDS,
    Limits,
)
from .names import patterns

ANALYSING = ("report", "compare", "precompute", "sweep")  # the commands that analyse traces
_SAME = object()
# the settings that bound one analysis (a number each, 0: no limit)
LIMITS = ("max_trace_mb", "max_events", "max_memory_mb", "timeout")
# a number as a person types one, in ASCII digits only (float() also takes fullwidth and
# Arabic-Indic digits, and "1e999", which is infinite)
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d{1,3})?", re.ASCII)
_INTEGER = re.compile(r"[+-]?\d{1,19}", re.ASCII)


def _limit_problem(value: Any, integer: bool) -> Optional[str]:
    """What is wrong with a limit's value, or None: a finite number, 0 (no limit) or more."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return f"a number is needed (0: no limit), not {type(value).__name__}"
    if integer and not isinstance(value, int):
        return f"a whole number is needed (0: no limit), not {value!r}"
    if not math.isfinite(value) or value < 0:
        return f"0 (no limit) or a positive number is needed, not {value!r}"
    return None


def limit_value(value: Any, how: str, integer: bool = False) -> Any:
    """A limit's value checked; ValueError naming it as the user gave it (how: "max_trace_mb")."""
    problem = _limit_problem(value, integer)
    if problem:
        raise ValueError(f"{how}: {problem}")
    return value


def _limit_type(integer: bool) -> Callable[[str], Any]:
    """An option's type: its text as a limit (ASCII digits), or argparse's usage error (which
    names the option as typed)."""

    def parse(text: str) -> Any:
        if not (_INTEGER if integer else _NUMBER).fullmatch(text.strip()):
            shown = text if len(text) <= 40 else text[:40] + "…"
            raise argparse.ArgumentTypeError(f"{'a whole number' if integer else 'a number'} is needed, not {shown!r}")
        value = int(text) if integer else float(text)
        problem = _limit_problem(value, integer)
        if problem:
            raise argparse.ArgumentTypeError(problem)
        return value

    parse.__name__ = "int" if integer else "float"
    return parse


@dataclass(frozen=True)
class Setting:
    name: str
    metavar: str
    help: str
    type: Callable = str
    default: Any = None
    commands: tuple = ()
    command_default: Any = _SAME

    @property
    def flag(self) -> str:
        return f"--attention_{self.name}"

    @property
    def option(self) -> str:
        return "--" + self.name.replace("_", "-")

    def default_for(self, command: Optional[str]) -> Any:
        return self.default if command is None or self.command_default is _SAME else self.command_default


SETTINGS = (
    Setting(
        "label_regex",
        "REGEX",
        "record_function labels that are attention (case-insensitive, RE2)",
        default=patterns.DEFAULT_LABEL_REGEX,
        commands=ANALYSING,
    ),
    Setting(
        "module_regex",
        "REGEX",
        "nn.Module classes that are attention (case-insensitive, RE2)",
        default=patterns.DEFAULT_MODULE_REGEX,
        commands=ANALYSING,
    ),
    Setting("cache_dir", "DIR", "where analysis results are cached (default: ~/.cache/tb-attn; empty: no cache)"),
    Setting("workers", "N", "traces analysed at once, by as many long-lived worker processes", type=int, default=1),
    Setting(
        "max_trace_mb",
        "MB",
        "refuse traces larger than this uncompressed (0: no limit)",
        type=float,
        default=DEFAULT_MAX_TRACE_MB,
        commands=ANALYSING,
    ),
    Setting(
        "max_events",
        "N",
        "refuse traces with more events (0: no limit)",
        type=int,
        default=DEFAULT_MAX_EVENTS,
        commands=ANALYSING,
    ),
    Setting(
        "max_memory_mb",
        "MB",
        "refuse a trace whose analysis would take more memory than this, what it keeps counted as it is read "
        "(0: no limit; by default a quarter of this machine's memory)",
        type=float,
        default=DEFAULT_MAX_MEMORY_MB,
        commands=ANALYSING,
    ),
    Setting(
        "timeout",
        "SECONDS",
        "stop an analysis that runs longer and report it (0: none)",
        type=float,
        default=DEFAULT_TIMEOUT_SECONDS,
        commands=ANALYSING,
        command_default=0.0,
    ),
    Setting(
        "device_peaks",
        "FILE",
        "a JSON file of device peaks, searched before the built-in table (docs/devices.md)",
        commands=ANALYSING,
    ),
    Setting(
        "results",
        "URL",
        "shared results to read before analysing (a folder or fsspec URL; default: <logdir>/.tb-attn-results, "
        "which tb-attn precompute writes)",
    ),
    Setting(
        "allowed_hosts",
        "NAMES",
        "names besides --host and the loopback ones that the tab's routes answer for, comma-separated "
        "(a request addressed to any other is refused: DNS rebinding; '*': any)",
        default="",
    ),
)


def _type(s: Setting) -> Callable:
    """How an option's text is read: a limit checked (0 or more, finite, ASCII digits)."""
    return _limit_type(s.type is int) if s.name in LIMITS else s.type


def add_flags(group) -> None:
    """The TensorBoard flags, each saying its default."""
    for s in SETTINGS:
        shown = "" if s.default in (None, "") else " (default: %(default)s)"
        group.add_argument(s.flag, metavar=s.metavar, type=_type(s), default=s.default, help=s.help + shown)


def add_options(parser, command: str) -> None:
    """The options of one subcommand of tb-attn (its formatter says each default)."""
    for s in SETTINGS:
        if command in s.commands:
            parser.add_argument(s.option, metavar=s.metavar, type=_type(s), default=s.default_for(command), help=s.help)


def setting(name: str) -> Setting:
    return next(s for s in SETTINGS if s.name == name)


def limits_of(values: Any, prefix: str = "", command: Optional[str] = None) -> Limits:
    """The one conversion of the limit settings into Limits, for the tab, the commands and the
    Python API alike: values holds them as attributes (parsed TensorBoard flags, with prefix
    "attention_"; a command's arguments or the API's, without); one absent or None takes
    its default (the command's, where command is given; the tab's otherwise)."""

    def get(name: str):
        value = getattr(values, prefix + name, None)
        return setting(name).default_for(command) if value is None else value

    return Limits(
        max_bytes=int(get("max_trace_mb") * 2**20),
        max_events=int(get("max_events")),
        seconds=float(get("timeout")),
        max_memory=int(get("max_memory_mb") * 2**20),
    )
