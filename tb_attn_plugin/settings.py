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

from dataclasses import dataclass
from typing import Any, Callable, Optional

from . import patterns
from .limits import (
    DEFAULT_MAX_EVENTS,
    DEFAULT_MAX_MEMORY_MB,
    DEFAULT_MAX_TRACE_MB,
    DEFAULT_TIMEOUT_SECONDS,
    Limits,
)

ANALYSING = ("report", "compare", "precompute", "sweep")  # the commands that analyse traces
_SAME = object()


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


def add_flags(group) -> None:
    """The TensorBoard flags, each saying its default."""
    for s in SETTINGS:
        shown = "" if s.default in (None, "") else " (default: %(default)s)"
        group.add_argument(s.flag, metavar=s.metavar, type=s.type, default=s.default, help=s.help + shown)


def add_options(parser, command: str) -> None:
    """The options of one subcommand of tb-attn (its formatter says each default)."""
    for s in SETTINGS:
        if command in s.commands:
            parser.add_argument(s.option, metavar=s.metavar, type=s.type, default=s.default_for(command), help=s.help)


def limits_of(values: Any, prefix: str = "") -> Limits:
    """The limits the settings say: values holds them as attributes (parsed flags, with
    prefix "attention_"; a command's arguments, without)."""

    def get(name: str):
        return getattr(values, prefix + name)

    return Limits(
        max_bytes=int(get("max_trace_mb") * 2**20),
        max_events=get("max_events"),
        seconds=get("timeout"),
        max_memory=int(get("max_memory_mb") * 2**20),
    )
