"""The Python API, for notebooks and scripts: what `tb-attn report` and `tb-attn compare`
compute, as objects (docs/api.md).

    import tb_attn_plugin as tba
    report = tba.analyze("runs/exp1")      # a trace file or a logdir, the CLI's options
    print(report.text())                   # the text report, as `tb-attn report` prints it
    report.verdict                         # the first trace's verdict (sentence, changes, ...)
    report.typed[0].attention.kernel_us    # the entries as typed objects (report_types.py)
    frames = report.frames()               # pandas DataFrames (pip install 'tb-attn[frames]')
    tba.stragglers("runs/ddp")              # the ranks of a run and its stragglers, a DataFrame
    tba.compare("runs/demo/naive", "runs/demo/naive_inplace")

Terms:
- Report: the report of one or more traces, as the JSON report holds it (`report.json()`,
  docs/report-schema.md): `traces` its entries (dicts, one per trace, an unreadable one with
  its `errors`), `entries` the readable ones. Every figure, sentence and change is a field
  of an entry, computed once by the analysis: the text, the frames and the tab render the
  same fields.
- frames: per table of the report, a DataFrame with `trace` (the entry's path), `rank` (its
  distributed rank, or None) and `worker` (what tells the traces apart) columns:
  attention_ops (shapes as B, H, Lq, Lkv, D columns), calls (one row per attention call,
  entry.attention_calls: its scope, or "outside scopes", its op row's op, family, backend,
  shape, dtype and flags, its call site, kernel, backward kernel and CPU µs), scopes, kernels (each scope's kernel
  rows, or CPU-op rows on a CPU-only trace, with its scope's id, name and parent; and the
  kernels no top-level scope holds, found by their names or outside every label, as rows
  whose scope is "outside scopes": the top-level rows are all of attention, each counted
  once, and sum to attention.kernel_us), steps, advice. Columns are the report's scalar
  fields; nested ones stay in the JSON.

Nothing here is computed that the report does not hold: this module composes the CLI's
build_report, format_text and compare.
"""

from __future__ import annotations

import collections
import dataclasses
import os
import types
from typing import TYPE_CHECKING, Any, Optional, Union

from . import settings
from .names.patterns import DEFAULT_LABEL_REGEX, DEFAULT_MODULE_REGEX

if TYPE_CHECKING:  # (pandas is optional: the frames need it)
    import pandas

__all__ = ["Report", "analyze", "compare"]


@dataclasses.dataclass(frozen=True)
class Report:
    """The report of the traces analysed (see the module's terms)."""

    traces: list[Any]
    schema_version: int
    tool: str

    @property
    def entries(self) -> list[Any]:
        """The readable traces' entries."""
        return [t for t in self.traces if t["ok"]]

    @property
    def errors(self) -> list[Any]:
        """Every trace's errors, one line each (a file and its problem)."""
        return [e for t in self.traces for e in t["errors"]]

    @property
    def typed(self) -> list[Any]:
        """Every trace's entry as a typed, checked object (report_types: an Entry, or an
        ErrorEntry for a trace that could not be read): report.typed[0].attention.kernel_us,
        with the same values as the dicts."""
        from .report_types import trace_entry

        return [trace_entry(t) for t in self.traces]

    @property
    def verdict(self) -> Optional[dict[str, Any]]:
        """The first readable trace's verdict (entry["verdict"]), or None."""
        return self.entries[0]["verdict"] if self.entries else None

    def json(self) -> dict[str, Any]:
        """The versioned JSON report, as `tb-attn report --json` prints it."""
        return {"schema_version": self.schema_version, "tool": self.tool, "traces": self.traces}

    def text(self) -> str:
        """The text report, as `tb-attn report` prints it."""
        from .text.report import format_text

        return format_text(self.json())

    def frames(self) -> dict[str, Any]:
        """{table: DataFrame} (see the module's terms); needs pandas."""
        try:
            import pandas as pd
        except ImportError:
            raise ImportError("Report.frames() needs pandas: pip install 'tb-attn[frames]'") from None
        from .report_types import Entry

        rows: dict[str, Any] = {name: [] for name in ("attention_ops", "calls", "scopes", "kernels", "steps", "advice")}
        entries = [e for e in self.typed if isinstance(e, Entry)]
        for e, worker in zip(entries, _worker_labels([e.path for e in entries])):
            trace = {"trace": e.path, "rank": e.distributed.rank if e.distributed else None, "worker": worker}
            for r in e.attention_ops:
                rows["attention_ops"].append({**trace, **_scalars(r), **(_scalars(r.shape) if r.shape else {})})
            rows["calls"] += _call_rows(e, trace)
            rows["scopes"] += [{**trace, **_scalars(s)} for s in e.scopes]
            rows["kernels"] += _kernel_rows(e, trace)
            rows["steps"] += [{**trace, **_scalars(p)} for p in e.steps.per_step]
            rows["advice"] += [{**trace, **_scalars(a)} for a in e.advice]
        return {name: pd.DataFrame(table) for name, table in rows.items()}


OUTSIDE_SCOPES = "outside scopes"


def _kernel_rows(e: Any, trace: dict[str, Any]) -> list[Any]:
    """Every attention kernel (on a CPU-only trace, CPU op) of an entry once: its rows in each
    scope (every scope, nested ones with their parent), and for the top level what no
    top-level scope holds (found by its kernel name, outside every label) as a row whose scope
    is OUTSIDE_SCOPES, so that the top-level rows sum to attention's time."""
    out = []
    held: dict[tuple[str, str], list[Any]] = collections.defaultdict(
        lambda: [0.0, 0]
    )  # (phase, kernel) -> the top-level scopes' [us, count]
    for s in e.scopes:
        scope = {"scope_id": s.id, "scope": s.name, "scope_parent_id": s.parent_id}
        for k in s.kernels:
            out.append({**trace, **scope, **_scalars(k)})
            if s.parent_id is None:
                got = held[(k.phase, k.name)]
                got[0] += k.total_us
                got[1] += k.count
    outside = {"scope_id": None, "scope": OUTSIDE_SCOPES, "scope_parent_id": None}
    for k in e.attention.kernels:
        us, count = held[(k.phase, k.name)]
        rest = k.total_us - us
        if rest > 1e-6 * max(k.total_us, 1.0):
            row = {**_scalars(k), "total_us": round(rest, 3), "count": k.count - count}
            out.append({**trace, **outside, **row})
    return out


# what a call's row takes of its attention-op row (the rest is the call's own)
_CALL_OP_FIELDS = ("op", "family", "backend", "dtype", "causal", "mask")


def _call_rows(e: Any, trace: dict[str, Any]) -> list[Any]:
    """One row per attention call of an entry (entry.attention_calls): its trace, scope, op,
    family, backend, shape, dtype and flags (its attention-op row's), call site, kernel and CPU
    µs; "outside scopes" where no scope holds it."""
    names = {s.id: s.name for s in e.scopes}
    ops = [
        {**{k: getattr(r, k) for k in _CALL_OP_FIELDS}, **(_scalars(r.shape) if r.shape else {})}
        for r in e.attention_ops
    ]
    out = []
    for c in e.attention_calls.calls:
        scope = names[c.scope_id] if c.scope_id is not None else OUTSIDE_SCOPES
        out.append({**trace, "scope_id": c.scope_id, "scope": scope, **ops[c.op_row], **_scalars(c)})
    return out


def _worker_labels(paths: list[Any]) -> list[Any]:
    """What tells the traces apart (their folders or paths), as the ranks and trends name them."""
    from .commands.common import short_labels

    return short_labels(paths) if paths else []


def _scalars(row: Any) -> dict[str, Any]:
    """A row's scalar fields (a typed row's, as its JSON holds them; nested ones left out)."""
    import msgspec

    if isinstance(row, dict):
        return {k: v for k, v in row.items() if not isinstance(v, (dict, list))}
    # (a typed row's own fields, read as they are: a deep conversion of its nested ones, which
    # are left out, is not needed; a field the entry lacks, UNSET, is not a column)
    values = ((name, getattr(row, name)) for name in row.__struct_fields__)
    return {k: v for k, v in values if v is not msgspec.UNSET and not isinstance(v, (dict, list, msgspec.Struct))}


def analyze(
    *paths: Union[str, os.PathLike[str]],
    label_regex: str = DEFAULT_LABEL_REGEX,
    module_regex: str = DEFAULT_MODULE_REGEX,
    device_peaks: Optional[Union[str, os.PathLike[str]]] = None,
    max_trace_mb: Optional[float] = None,
    max_events: Optional[int] = None,
    max_memory_mb: Optional[float] = None,
    timeout: Optional[float] = None,
    capture: Optional[Union[str, os.PathLike[str]]] = None,
) -> Report:
    """Trace files or logdirs (local or remote; str or os.PathLike) analysed with the options
    of `tb-attn report`: patterns, a device peaks file, the size, event, memory and time limits
    (None: `tb-attn report`'s default; 0: no limit), a graph capture to merge (else each replay
    gets the capture listed beside it). Raises ValueError naming the argument for a limit that
    is not 0 or a positive number, a path that is not one, a pattern that does not compile or
    a peaks file that cannot be read; an unreadable trace is an entry with errors."""
    from .commands.common import build_report
    from .pipeline import analysis_settings

    if not paths:
        raise ValueError("analyze needs a trace file or a logdir")
    names = [_path(p, "paths") for p in paths]
    given = {"max_trace_mb": max_trace_mb, "max_events": max_events, "max_memory_mb": max_memory_mb, "timeout": timeout}
    for name, value in given.items():
        if value is not None:
            settings.limit_value(value, name, integer=name == "max_events")
    # (the one conversion of the settings, with `tb-attn report`'s defaults: the tab's and the
    # command's are made by the same function)
    peaks = _path(device_peaks, "device_peaks") if device_peaks else None
    values = types.SimpleNamespace(label_regex=label_regex, module_regex=module_regex, device_peaks=peaks, **given)
    options, limits = analysis_settings(values, command="report")
    report, _ = build_report(names, options, limits, _path(capture, "capture") if capture is not None else None)
    return Report(report["traces"], report["schema_version"], report["tool"])


def _path(value: Any, name: str) -> str:
    """A path argument as a str (a pathlib.Path or any os.PathLike too); ValueError naming it."""
    if isinstance(value, (str, os.PathLike)):
        path = os.fspath(value)
        if isinstance(path, str) and path:
            return path
    raise ValueError(f"{name}: a path (str or os.PathLike) is needed, not {type(value).__name__}")


def compare(*reports_or_paths: Any, baseline: int = 0, **options: Any) -> dict[str, Any]:
    """Two or more traces against the baseline (the first by default): the comparison
    `tb-attn compare --json` prints (its "compare" object). Each argument is a Report (its
    readable traces, in order) or a path analysed with analyze(**options)."""
    import msgspec

    from .commands.common import short_labels
    from .decide.compare import compare as compare_entries

    entries: list[Any] = []
    for item in reports_or_paths:
        report = item if isinstance(item, Report) else analyze(item, **options)
        entries += report.entries
    if len(entries) < 2:
        raise ValueError(f"a compare needs two readable traces or more; found {len(entries)}")
    compared: dict[str, Any] = msgspec.to_builtins(
        compare_entries(entries, baseline, short_labels([e["path"] for e in entries]))
    )
    return compared


def stragglers(*paths: Union[str, os.PathLike[str]], **options: Any) -> pandas.DataFrame:
    """The ranks of a run (its traces' distributed ranks; each trace a worker otherwise) as a
    DataFrame, as `tb-attn report` on the logdir and the tab's Trends view judge them
    (decide.trends.ranks): rank, worker, attention and fused-kernel time per step, straggler,
    slower_in, and the scope that makes the difference; needs pandas."""
    import pandas as pd

    from .commands.common import short_labels
    from .decide.trends import ranks

    entries = analyze(*paths, **options).entries
    judged = ranks(zip(short_labels([e["path"] for e in entries]), entries))
    rows = []
    for r in judged.workers:
        where = r.difference
        rows.append({**_scalars(r), "slower_in": ", ".join(r.slower_in),
                     "difference_scope": where.scope if where else None,
                     "difference_us_per_step": where.us_per_step_over_median if where else None})  # fmt: skip
    return pd.DataFrame(rows)


def trends(*paths: Union[str, os.PathLike[str]], **options: Any) -> pandas.DataFrame:
    """Attention over the profiled steps of a run as a DataFrame: one row per step of each
    worker (decide.trends.trend: share, forward and backward kernel time, CPU time, step time);
    needs pandas."""
    import pandas as pd

    from .commands.common import short_labels
    from .decide.trends import trend

    entries = analyze(*paths, **options).entries
    labels = short_labels([e["path"] for e in entries])
    series = trend((label, e["path"], e) for label, e in zip(labels, entries))
    return pd.DataFrame([{"worker": w.worker, **_scalars(p)} for w in series.workers for p in w.points])
