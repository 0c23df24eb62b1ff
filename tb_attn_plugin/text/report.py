"""The text report (`tb-attn report`): one renderer of the report's fields, which it prints
in the tab's order, the verdict and the ranked changes first, and derives none.

Terms:
- a *section*: one `_text_*` function, a part of the report as lines (totals, scopes, layers,
  top kernels, attention ops, call sites, serving, notes); format_text joins them.
- every table is sorted by time, the largest first, each percentage names its roof, and
  lines fit TEXT_WIDTH columns unless --wide (text/format.py).
"""

from __future__ import annotations

from typing import Any, Optional

import msgspec

from ..core.words import counted, verb
from ..report_types import AttentionOpRow, Entry, trace_entry
from .format import TimeScale, bytes_text, fitted, pct_text, safe_text, shape_text, tflops_text, time_scale, wrapped
from .serving import text_serving


def format_text(report: dict[str, Any], wide: bool = False) -> str:
    """The text report, read top-down: the verdict and its changes first, then the totals and
    the tables, each sorted by time, the largest first. Lines fit TEXT_WIDTH columns (a
    table leaves out its optional columns and says so) unless wide. Each trace's entry is
    read as the report's classes (report_types.trace_entry), never by key."""
    out = []
    for raw in report["traces"]:
        t = trace_entry(raw)
        out.append(f"== {safe_text(t.path)}")
        for e in t.errors:
            out += wrapped(e, "  ", "error: ")
        if isinstance(t, Entry):
            out += text_verdict(t) + _text_totals(t)
            out += _text_scopes(t, wide) + _text_top_kernels(t, wide) + _text_attention_ops(t, wide)
            out += _text_call_sites(t) + text_serving(t, wide) + text_notes(t)
        out.append("")
    return "\n".join(out)


def _text_totals(t: Entry) -> list[str]:
    a = t.attention
    out = [
        f"  device: {safe_text(t.device or 'CPU only')}   scopes found by: {a.scope_source}   steps: {t.steps.count}"
    ]
    hw = t.hardware
    if hw.matched:
        # (to_builtins leaves out the dtypes the table has no peak for, UNSET)
        peaks = ", ".join(f"{k.upper()} {v:g}" for k, v in (msgspec.to_builtins(hw.peak_tflops) or {}).items())
        bandwidth = f"; {hw.memory_tbps:g} TB/s" if hw.memory_tbps else ""
        out += wrapped(
            f"peaks of the {hw.matched} (matched by {hw.matched_by or 'its name'}): {peaks} TFLOP/s{bandwidth}", "  "
        )
    if t.breakdown_unit == "gpu":
        u = time_scale(a.kernel_us, t.total_kernel_us)
        out += wrapped(
            f"attention kernel time: {u.text(a.kernel_us)} of {u.text(t.total_kernel_us)} "
            f"({pct_text(a.kernel_share)}); forward {u.text(a.forward_kernel_us)}, backward "
            f"{u.text(a.backward_kernel_us)}; memcpy {a.memcpy_count} ({u.text(a.memcpy_us)})",
            "  ",
        )
        out += _text_parts(t) + _text_graph_replays(t)
        if a.communication_kernel_us:
            out += wrapped(
                f"of which communication kernels: {time_scale(a.communication_kernel_us).text(a.communication_kernel_us)}; "
                "attention "
                f"without them: {pct_text(a.compute_kernel_share)} of kernel time",
                "  ",
            )
        causes = t.unattributed_causes
        out += wrapped(
            f"unattributed kernels: {t.unattributed_kernels} (launched before the window: "
            f"{causes.launch_not_in_trace.count}, without a correlation id: {causes.no_correlation_id.count})",
            "  ",
        )
    u = time_scale(a.cpu_us)
    out += wrapped(
        f"attention CPU: {u.text(a.cpu_us)} (forward {u.text(a.forward_cpu_us)}, backward "
        f"{u.text(a.backward_cpu_us)}; {pct_text(a.cpu_share)} of profiled steps)",
        "  ",
    )
    return out + _text_cpu_threads(t) + _text_token_mixers(t)


def _text_cpu_threads(t: Entry) -> list[str]:
    """Attention's CPU time per thread, where more than one thread ran it."""
    threads = t.attention.cpu_threads
    if len(threads.threads) < 2:
        return []
    u = time_scale(t.attention.cpu_us, threads.wall_us)
    said = [
        f"thread {r.thread} "
        + ", ".join(
            f"{what} {u.text(us)}" for what, us in (("forward", r.forward_us), ("backward", r.backward_us)) if us
        )
        for r in threads.threads
    ]
    clock = f"on the clock {u.text(threads.wall_us)}"
    if threads.overlap_us:
        clock += f" ({u.text(threads.overlap_us)} of the sum ran beside other attention work)"
    return wrapped("of which by thread: " + "; ".join(said) + f"; {clock}", "  ")


def _text_parts(t: Entry) -> list[str]:
    """Where attention's kernel time lies when some of it is outside the user's scopes."""
    parts = t.attention.parts
    outside, found, unlinked = parts.outside_labels, parts.found_by_kernel, parts.backward_without_forward
    if not (outside.count or found.count or unlinked.count):
        return []
    u = time_scale(parts.scopes.kernel_us, outside.kernel_us, found.kernel_us, unlinked.kernel_us)
    said = [f"in your scopes {u.text(parts.scopes.kernel_us)}"]
    if outside.count:
        said.append(f"outside them {u.text(outside.kernel_us)} ({counted(outside.count, 'call')})")
    if found.count:
        said.append(f"found by kernel {u.text(found.kernel_us)} ({counted(found.count, 'kernel')}, no scope)")
    if unlinked.count:
        said.append(f"backward without its forward {u.text(unlinked.kernel_us)} ({counted(unlinked.count, 'call')})")
    return wrapped("of which " + "; ".join(said), "  ")


def _text_graph_replays(t: Entry) -> list[str]:
    graphs = t.graph_replays
    if not graphs:
        return []
    u = time_scale(graphs.kernel_us)
    out = wrapped(
        f"graph replays: {counted(graphs.launches, 'launch', 'launches')} ran {counted(graphs.kernels, 'kernel')} "
        f"({u.text(graphs.kernel_us)}); fused attention kernels in them: {u.text(graphs.attention_kernel_us)} "
        f"({counted(graphs.attention_kernels, 'kernel')})",
        "  ",
    )
    marked = [a for a in graphs.annotations if a.attention]
    if graphs.annotations:
        out += wrapped(
            f"graph annotations: {len(graphs.annotations)}; attention: "
            + (
                ", ".join(f"{safe_text(a.name, 80)} ({time_scale(a.kernel_us).text(a.kernel_us)})" for a in marked[:5])
                or "none matches the label pattern"
            ),
            "  ",
        )
    if graphs.capture_merge:
        out += wrapped(graphs.capture_merge.line, "  ", "graph ")
    return out


def _text_token_mixers(t: Entry) -> list[str]:
    """The linear and recurrent token mixers, counted apart from attention (token_mixers)."""
    m = t.token_mixers
    if not m:
        return []
    u = time_scale(m.kernel_us, m.cpu_us)
    kinds = "; ".join(
        f"{k.label} {counted(k.calls, 'call')}, {u.text(k.kernel_us)} ({', '.join(safe_text(o, 60) for o in k.ops[:3]) or 'by kernel'})"
        for k in m.kinds
    )
    inside = f", {u.text(m.inside_attention_us)} of it inside attention labels" if m.inside_attention_us else ""
    return wrapped(
        f"token mixers (linear attention, not in attention's totals): {u.text(m.kernel_us)} of kernels, "
        f"{u.text(m.cpu_us)} of CPU{inside}: {kinds}",
        "  ",
    )


# scopes listed at most in the text (the largest first); --json has them all
TEXT_SCOPES = 20


def _text_scopes(t: Entry, wide: bool = False) -> list[str]:
    """The scopes, the most time first (kernel time on a GPU trace, CPU time otherwise)."""
    if not t.scopes:
        return []
    gpu = t.breakdown_unit == "gpu"
    ordered = sorted(t.scopes, key=lambda s: -(s.forward_kernel_us + s.backward_kernel_us) if gpu else -s.cpu_us)
    shown = ordered if wide else ordered[:TEXT_SCOPES]
    # (one unit for the table's times, the largest's, named in its headers)
    u = time_scale(
        *(v for s in shown for v in (s.cpu_us_per_instance, s.forward_kernel_us, s.backward_kernel_us, s.cpu_us))
    )
    # (a CPU-only trace has no kernel columns: they would be all zero)
    headers = ["scope", "source", "calls", f"CPU {u.unit}/call"]
    headers += (
        [f"fwd kernel {u.unit}", f"bwd kernel {u.unit}", "kernels/call", "GPU ops/call", f"GPU range {u.unit}/call",
         f"GPU idle {u.unit}/call"]
        if gpu
        else [f"CPU {u.unit}", "CPU ops/call", f"bwd CPU {u.unit}"]
    )  # fmt: skip
    rows = []
    for s in shown:
        row: list[Any] = [s.name, s.source, s.count, u.figure(s.cpu_us_per_instance)]
        if gpu:
            projection = s.gpu_projection
            row += [
                u.figure(s.forward_kernel_us),
                u.figure(s.backward_kernel_us),
                s.kernels_per_instance,
                s.gpu_ops_per_instance,
                u.figure(projection.range_us) if projection else "-",
                u.figure(projection.idle_us) if projection else "-",
            ]
        else:
            row += [u.figure(s.cpu_us), s.cpu_ops_per_instance, u.figure(s.backward_cpu_us)]
        rows.append(row)
    optional = ("GPU ops/call", f"GPU range {u.unit}/call", "source") if gpu else (f"bwd CPU {u.unit}", "source")
    what = "kernel time" if gpu else "CPU time"
    out = [f"  scopes, the most {what} first:", *fitted(headers, rows, wide, optional, name_min=44)]
    if len(ordered) > len(shown):
        out.append(f"  ... {len(ordered) - len(shown)} more scopes, each with less (--wide or --json lists them)")
    return out + _text_layers(t)


def _text_layers(t: Entry) -> list[str]:
    """The layers as the Overview's chart says them (entry.layers): how many, their median,
    the outliers, and the attention outside every layer."""
    layers = t.layers
    if not layers:
        return []
    held = layers.share_of_attention
    share = "" if held is None else f"; the layers hold {pct_text(held)} of attention"
    u = time_scale(layers.median_us, *(o.us for o in layers.outliers[:5]))
    out = [f"  layers: {layers.count}, the median {u.text(layers.median_us)}{share}"]
    if layers.outliers:
        named = [f"{safe_text(o.name, 40)} {u.text(o.us)} ({o.ratio}x)" for o in layers.outliers[:5]]
        more = len(layers.outliers) - len(named)
        out[0] += "; outliers: " + ", ".join(named) + (f" and {more} more" if more > 0 else "")
    outside = layers.outside
    if outside.calls:
        out.append(
            f"  outside every layer: {counted(outside.calls, 'attention call')} of {counted(outside.scopes, 'op scope')}, "
            f"{time_scale(outside.us).text(outside.us)} (no layer)"
        )
    return [line for chunk in out for line in wrapped(chunk.strip(), "  ")]


def _text_top_kernels(t: Entry, wide: bool = False) -> list[str]:
    a = t.attention
    if not a.kernels:
        return []
    gpu = t.breakdown_unit == "gpu"
    unit = "kernel" if gpu else "CPU op (self time)"
    u = time_scale(*(k.total_us for k in a.kernels[:10]))
    rows = [
        [k.name, k.phase, k.category, k.count, u.figure(k.total_us), u.figure(k.mean_us), pct_text(k.share)]
        for k in a.kernels[:10]
    ]
    headers = [unit, "phase", "category", "count", f"total {u.unit}", f"mean {u.unit}", "share of attention"]
    return [
        "  largest attention kernels:" if gpu else "  largest attention CPU ops (self time):",
        *fitted(headers, rows, wide, ("phase",), name_min=40),
    ]


def _held_to(row: AttentionOpRow) -> str:
    """An op's figure against the roof its bound names ("21.7% of compute"; of the compute
    peak where the bound is not known)."""
    bandwidth, compute = row.pct_of_peak_bandwidth, row.pct_of_peak_compute
    if row.bound == "memory" and bandwidth is not None:
        return f"{bandwidth:.1f}% of bandwidth"
    return "-" if compute is None else f"{compute:.1f}% of compute"


def _pct(v: Optional[float]) -> str:
    return "-" if v is None else f"{v:.1f}%"


def _op_cells(s: AttentionOpRow, gpu_ops: bool, u: TimeScale) -> list[Any]:
    """One attention op's row of the table (its time in the table's unit)."""
    return [
        s.op,
        s.backend,
        s.count,
        shape_text(msgspec.to_builtins(s.shape) if s.shape else None),
        s.dtype or "-",
        {True: "yes", False: "no", None: "?"}[s.causal],
        # a CPU-only trace: the op's own CPU time, and the FLOP/s it reached there
        u.figure(s.kernel_us if gpu_ops else s.cpu_us),
        # "≤": an upper bound or estimate (see the row's flops_note in the JSON)
        ("≤" if s.flops_note and s.flops is not None else "")
        + tflops_text(s.tflops if gpu_ops else s.cpu_tflops)
        + ("*" if gpu_ops and s.tflops_note else ""),
        _held_to(s),
        _pct(s.pct_of_peak_compute),
        _pct(s.pct_of_peak_bandwidth),
        s.bound or "-",
    ]


def _text_attention_ops(t: Entry, wide: bool = False) -> list[str]:
    """The attention ops, the most time first (the report's order)."""
    if not t.attention_ops:
        return []
    gpu_ops = t.breakdown_unit == "gpu"
    u = time_scale(*(s.kernel_us if gpu_ops else s.cpu_us for s in t.attention_ops))
    rows = [_op_cells(s, gpu_ops, u) for s in t.attention_ops]
    time_column = f"kernel {u.unit}" if gpu_ops else f"CPU {u.unit}"
    headers = ["op", "backend", "calls", "shape", "dtype", "causal", time_column, "TFLOP/s", "held to",
               "% of compute peak", "% of bandwidth", "bound"]  # fmt: skip
    optional = ("% of compute peak", "% of bandwidth", "bound", "dtype", "causal", "backend")
    table = fitted(headers, rows, wide, optional, name_min=44)
    out = ["  attention ops, the most time first:", *table]
    if any(s.causal is None for s in t.attention_ops) and "causal" in table[0].splitlines()[0]:
        out += wrapped(CAUSAL_UNKNOWN, "  ", "causal ?: ")
    for s in t.attention_ops:
        if gpu_ops and s.tflops_note:
            out += wrapped(f"{s.op}: TFLOP/s {s.tflops_note}", "  ", "* ")
    for op, b in [(s.op, b) for s in t.attention_ops[:5] for b in s.best_published]:
        out += wrapped(f"{op}: {b.line} ({b.source})", "  ", "best: ")
    if gpu_ops:
        out += wrapped(t.hardware.convention, "  ", "counted: ")
    return out


def _text_call_sites(t: Entry) -> list[str]:
    """Where in the user's code attention was called (call_sites.py's places, the tab's
    "Where in your code"); or why the trace cannot say."""
    section = t.call_sites
    if not t.attention_ops:
        return []
    if section.note:
        return wrapped(section.note, "  ", "call sites: ")
    if not section.sites:
        return []
    out = ["  where in your code, the most time first (your frame -> the library frame it called):"]
    what = "kernel" if t.breakdown_unit == "gpu" else "CPU"
    u = time_scale(*(place.us for place in section.sites))
    for place in section.sites:
        frames = " -> ".join(f for f in (place.user, place.library) if f)
        text = f"{frames}: {counted(place.calls, 'call')}, {u.text(place.us)} {what} ({', '.join(place.ops)})"
        out += wrapped(text, "    ")
    return out


# what "?" in the causal column means (the tab says it on hover)
CAUSAL_UNKNOWN = (
    "the trace does not record the flag (an SDPA call's is_causal is recorded with record_shapes=True; an eager "
    "chain has none, its mask being ops of its own; other ops keep it where the profiler does not record it)"
)


def text_verdict(t: Entry) -> list[str]:
    """The report's verdict first, as the tab's Overview says it (entry.verdict): the
    sentence, the device, the changes with the time each could save, the mismatches."""
    v = t.verdict
    out = wrapped(v.sentence, "  ") + wrapped(v.device, "  ")
    if v.changes:
        out.append("  changes, the largest first:")
        for n, c in enumerate(v.changes, 1):
            out += wrapped(f"{c.message} Could save about {c.saves}.", "    ", f"{n}. ")
    else:
        out.append("  no change with a time estimate: the notes below say what the trace shows")
    expected = t.expected
    if v.mismatches and expected:
        out.append(
            f"  {counted(v.mismatches, 'attention op')} {verb(v.mismatches, 'differs', 'differ')} from the picture "
            f"{verb(v.mismatches, 'its', 'their')} kind should show:"
        )
        for line in expected.mismatch_lines:
            out += wrapped(line.text, "    ", "- ")
    if expected and expected.matching_line:
        out += wrapped(expected.matching_line, "  ")
    return out


def text_notes(t: Entry) -> list[str]:
    out = [
        f"  peak allocated on {safe_text(m.device)} during attention {m.phase}: {bytes_text(m.peak_allocated)}"
        for m in t.attention.peak_memory
    ]
    for group in t.verdict.notes:
        out.append(f"  {group.title}:")
        for note in group.notes:
            out += wrapped(note.text, "    ", f"{note.level}: ")
    return out
