"""`tb-attn`: report on traces from the command line, or record the demo traces."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import textwrap
import unicodedata
from typing import Optional

from . import __version__, settings, storage
from .analysis import SCHEMA_VERSION, Options, hardware
from .analysis.report import empty_entry
from .decisions import compare
from .discovery import expand_with_captures
from .gate import GATE_METRICS, Rule, judge, junit, markdown, metric_values
from .limits import Limits
from .pipeline import analyze_file

EXIT_CODES = """exit status:
  0  at least one trace was read (unreadable ones get a line on stderr)
  1  no trace could be read
  2  bad usage (an option, or a pattern that cannot be compiled)"""


class _HelpFormatter(argparse.ArgumentDefaultsHelpFormatter, argparse.RawDescriptionHelpFormatter):
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
    report = {"schema_version": SCHEMA_VERSION, "tool": f"tb-attn {__version__}", "traces": traces}
    return report, sum(1 for t in traces if t.get("ok"))


# --- text output --------------------------------------------------------------------


def safe_text(text, limit: int = 0) -> str:
    """Labels and kernel names are untrusted: no control or bidi characters reach the terminal."""
    out = "".join(ch if unicodedata.category(ch)[0] != "C" else f"\\u{ord(ch):04x}" for ch in str(text))
    if limit and len(out) > limit:
        out = out[: limit - 1] + "…"
    return out


def _table(headers: list, rows: list) -> str:
    cells = [[safe_text(h) for h in headers]] + [[safe_text(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    lines = []
    for n, r in enumerate(cells):
        lines.append("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join("  " + line for line in lines)


def _fitted(headers: list, rows: list, wide: bool, optional: tuple = (), name_min: int = 24) -> list:
    """A table that fits TEXT_WIDTH columns unless wide: its first column's cells shortened to
    name_min, then the optional columns left out in their order (said in a line under it),
    then the first column shortened further (to NAME_LEAST). -> the report's lines."""
    cells = [[safe_text(c) for c in r] for r in rows]
    keep = list(range(len(headers)))
    dropped: list = []

    def width(cols: list, first: int) -> int:
        return (
            2
            + sum(first if i == 0 else max(len(str(headers[i])), *(len(r[i]) for r in cells)) for i in cols)
            + 2 * (len(cols) - 1)
        )

    first = max([len(str(headers[0]))] + [len(r[0]) for r in cells])
    if not wide:
        first = min(first, max(name_min, first - (width(keep, first) - TEXT_WIDTH)))
        for name in optional:
            if width(keep, first) <= TEXT_WIDTH:
                break
            keep.remove(headers.index(name))
            dropped.append(name)
        first = min(first, max(NAME_LEAST, first - (width(keep, first) - TEXT_WIDTH)))
    shown = [
        [(r[0] if len(r[0]) <= first else r[0][: first - 1] + "…") if i == 0 else r[i] for i in keep] for r in cells
    ]
    out = [_table([headers[i] for i in keep], shown)]
    if dropped:
        out.append(f"  (left out to fit {TEXT_WIDTH} columns: {', '.join(dropped)}; --wide shows them)")
    return out


NAME_LEAST = 16  # a table's first column is shortened to this at the most

# Past this a number is shown in 3 significant digits (a trace can hold any number: the
# text report never prints hundreds of digits of one)
_PLAIN_BELOW = 1e12


def _us(v) -> str:
    return "-" if v is None else f"{v:,.1f}" if abs(v) < _PLAIN_BELOW else f"{v:.3g}"


def _int_text(v) -> str:
    return str(v) if not isinstance(v, (int, float)) or abs(v) < _PLAIN_BELOW else f"{float(v):.3g}"


def _pct(v) -> str:
    return "-" if v is None else f"{100 * v:.1f}%"


# how a shape reads: BxHxLqxLkvxD, or tokens x heads x head dim for paged and varlen calls
_SHAPE_KEYS = (("B", "H", "Lq", "Lkv", "D"), ("T", "H", "D"))


def _shape_text(shape: Optional[dict]) -> str:
    if not shape:
        return "-"
    for keys in _SHAPE_KEYS:
        if all(k in shape for k in keys):
            text = "x".join(_int_text(shape[k]) for k in keys)
            return text if keys[0] == "B" else " ".join(f"{k}={_int_text(shape[k])}" for k in keys)
    return "-"


def _tflops(v) -> str:
    return "-" if v is None else (f"{v:.1f}" if 0.1 <= v < _PLAIN_BELOW else f"{v:.3g}")


def _bytes(v) -> str:
    if v is None:
        return "-"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(v) < 1024 or unit == "GiB":
            return f"{v:,.0f} {unit}" if unit == "B" else f"{_us(v)} {unit}"
        v /= 1024
    return str(v)


# prose lines fit this many columns (the tables are as wide as their cells)
TEXT_WIDTH = 120


def _wrapped(text: str, indent: str, first: str = "") -> list:
    """One paragraph of untrusted text, made safe and wrapped to TEXT_WIDTH."""
    return textwrap.wrap(
        safe_text(text),
        TEXT_WIDTH,
        initial_indent=indent + first,
        subsequent_indent=indent + " " * len(first),
        break_long_words=False,
        break_on_hyphens=False,
    ) or [indent + first]


def format_text(report: dict, wide: bool = False) -> str:
    """The text report, read top-down: the verdict and its changes first, then the totals and
    the tables, each sorted by time, the largest first. Lines fit TEXT_WIDTH columns (a
    table leaves out its optional columns and says so) unless wide."""
    out = []
    for t in report["traces"]:
        out.append(f"== {safe_text(t['path'])}")
        for e in t.get("errors", []):
            out += _wrapped(e, "  ", "error: ")
        if t.get("ok"):
            out += _text_verdict(t) + _text_totals(t)
            out += _text_scopes(t, wide) + _text_top_kernels(t, wide) + _text_attention_ops(t, wide)
            out += _text_call_sites(t) + _text_serving(t, wide) + _text_notes(t)
        out.append("")
    return "\n".join(out)


def _text_totals(t: dict) -> list:
    a = t["attention"]
    out = [
        f"  device: {safe_text(t['device'] or 'CPU only')}   scopes found by: {a['scope_source']}"
        f"   steps: {t['steps']['count']}"
    ]
    hw = t.get("hardware") or {}
    if hw.get("matched"):
        peaks = ", ".join(f"{k.upper()} {v:g}" for k, v in (hw.get("peak_tflops") or {}).items())
        bandwidth = f"; {hw['memory_tbps']:g} TB/s" if hw.get("memory_tbps") else ""
        out += _wrapped(
            f"peaks of the {hw['matched']} (matched by {hw.get('matched_by') or 'its name'}): {peaks} TFLOP/s{bandwidth}",
            "  ",
        )
    if t["breakdown_unit"] == "gpu":
        out.append(
            f"  attention kernel time: {_us(a['kernel_us'])} us of {_us(t['total_kernel_us'])} us "
            f"({_pct(a['kernel_share'])}); forward {_us(a['forward_kernel_us'])} us, backward "
            f"{_us(a['backward_kernel_us'])} us; memcpy {a['memcpy_count']} ({_us(a['memcpy_us'])} us)"
        )
        parts = a.get("parts") or {}
        outside, found = parts.get("outside_labels") or {}, parts.get("found_by_kernel") or {}
        unlinked = parts.get("backward_without_forward") or {}
        if outside.get("count") or found.get("count") or unlinked.get("count"):
            said = [f"in your scopes {_us((parts.get('scopes') or {}).get('kernel_us'))} us"]
            if outside.get("count"):
                said.append(f"outside them {_us(outside.get('kernel_us'))} us ({outside['count']} call(s))")
            if found.get("count"):
                said.append(f"found by kernel {_us(found.get('kernel_us'))} us ({found['count']} kernel(s), no scope)")
            if unlinked.get("count"):
                said.append(
                    f"backward without its forward {_us(unlinked.get('kernel_us'))} us ({unlinked['count']} call(s))"
                )
            out.append("  of which " + "; ".join(said))
        graphs = t.get("graph_replays")
        if graphs:
            out.append(
                f"  graph replays: {graphs['launches']} launch(es) ran {graphs['kernels']} kernels "
                f"({_us(graphs['kernel_us'])} us); fused attention kernels in them: {_us(graphs['attention_kernel_us'])} us "
                f"({graphs['attention_kernels']} kernel(s))"
            )
            marked = [a for a in graphs.get("annotations") or [] if a["attention"]]
            if graphs.get("annotations"):
                out.append(
                    f"  graph annotations: {len(graphs['annotations'])}; attention: "
                    + (
                        ", ".join(f"{safe_text(a['name'], 80)} ({_us(a['kernel_us'])} us)" for a in marked[:5])
                        or "none matches the label pattern"
                    )
                )
            merge = graphs.get("capture_merge")
            if merge:
                out += _wrapped(merge["line"], "  ", "graph ")
        if a.get("communication_kernel_us"):
            out.append(
                f"  of which communication kernels: {_us(a['communication_kernel_us'])} us; attention "
                f"without them: {_pct(a['compute_kernel_share'])} of kernel time"
            )
        causes = t.get("unattributed_causes") or {}
        out.append(
            f"  unattributed kernels: {t['unattributed_kernels']} (launched before the window: "
            f"{(causes.get('launch_not_in_trace') or {}).get('count', t['unattributed_kernels'])}, "
            f"without a correlation id: {(causes.get('no_correlation_id') or {}).get('count', 0)})"
        )
    out.append(
        f"  attention CPU: {_us(a['cpu_us'])} us (forward {_us(a['forward_cpu_us'])}, backward "
        f"{_us(a['backward_cpu_us'])}; {_pct(a['cpu_share'])} of profiled steps)"
    )
    return out


# scopes listed at most in the text (the largest first); --json has them all
TEXT_SCOPES = 20


def _text_scopes(t: dict, wide: bool = False) -> list:
    """The scopes, the most time first (kernel time on a GPU trace, CPU time otherwise)."""
    if not t["scopes"]:
        return []
    gpu = t["breakdown_unit"] == "gpu"
    # (a CPU-only trace has no kernel columns: they would be all zero)
    headers = ["scope", "source", "calls", "CPU us/call"]
    headers += (
        ["fwd kernel us", "bwd kernel us", "kernels/call", "GPU ops/call", "GPU range us/call", "GPU idle us/call"]
        if gpu
        else ["CPU us", "CPU ops/call", "bwd CPU us"]
    )
    ordered = sorted(
        t["scopes"],
        key=lambda s: -(s["forward_kernel_us"] + s["backward_kernel_us"]) if gpu else -s["cpu_us"],
    )
    shown = ordered if wide else ordered[:TEXT_SCOPES]
    rows = []
    for s in shown:
        row = [s["name"], s["source"], s["count"], _us(s["cpu_us_per_instance"])]
        if gpu:
            row += [
                _us(s["forward_kernel_us"]),
                _us(s["backward_kernel_us"]),
                s["kernels_per_instance"],
                s["gpu_ops_per_instance"],
                _us(s["gpu_projection"]["range_us"]) if s["gpu_projection"] else "-",
                _us(s["gpu_projection"]["idle_us"]) if s["gpu_projection"] else "-",
            ]
        else:
            row += [_us(s["cpu_us"]), s["cpu_ops_per_instance"], _us(s["backward_cpu_us"])]
        rows.append(row)
    optional = ("GPU ops/call", "GPU range us/call", "source") if gpu else ("bwd CPU us", "source")
    what = "kernel time" if gpu else "CPU time"
    out = [f"  scopes, the most {what} first:", *_fitted(headers, rows, wide, optional, name_min=44)]
    if len(ordered) > len(shown):
        out.append(f"  ... {len(ordered) - len(shown)} more scopes, each with less (--wide or --json lists them)")
    return out + _text_layers(t)


def _text_layers(t: dict) -> list:
    """The layers as the Overview's chart says them (entry.layers): how many, their median,
    the outliers, and the attention outside every layer."""
    layers = t.get("layers")
    if not layers:
        return []
    out = [f"  layers: {layers['count']}, the median {_us(layers['median_us'])} us"]
    if layers["outliers"]:
        named = [f"{safe_text(o['name'], 40)} {_us(o['us'])} us ({o['ratio']}x)" for o in layers["outliers"][:5]]
        more = len(layers["outliers"]) - len(named)
        out[0] += "; outliers: " + ", ".join(named) + (f" and {more} more" if more > 0 else "")
    outside = layers["outside"]
    if outside["calls"]:
        out.append(
            f"  outside every layer: {outside['calls']} attention call(s) of {outside['scopes']} op scope(s), "
            f"{_us(outside['us'])} us (no layer)"
        )
    return [line for chunk in out for line in _wrapped(chunk.strip(), "  ")]


def _text_top_kernels(t: dict, wide: bool = False) -> list:
    a = t["attention"]
    if not a["kernels"]:
        return []
    gpu = t["breakdown_unit"] == "gpu"
    unit = "kernel" if gpu else "CPU op (self time)"
    rows = [
        [k["name"], k["phase"], k["category"], k["count"], _us(k["total_us"]), _us(k["mean_us"]), _pct(k["share"])]
        for k in a["kernels"][:10]
    ]
    headers = [unit, "phase", "category", "count", "total us", "mean us", "share of attention"]
    return [
        "  largest attention kernels:" if gpu else "  largest attention CPU ops (self time):",
        *_fitted(headers, rows, wide, ("phase",), name_min=40),
    ]


def _held_to(row: dict) -> str:
    """An op's figure against the roof its bound names ("21.7% of compute"; of the compute
    peak where the bound is not known)."""
    bandwidth, compute = row.get("pct_of_peak_bandwidth"), row.get("pct_of_peak_compute")
    if row.get("bound") == "memory" and bandwidth is not None:
        return f"{bandwidth:.1f}% of bandwidth"
    return "-" if compute is None else f"{compute:.1f}% of compute"


def _text_attention_ops(t: dict, wide: bool = False) -> list:
    """The attention ops, the most time first (the report's order)."""
    if not t.get("attention_ops"):
        return []
    gpu_ops = t["breakdown_unit"] == "gpu"
    rows = []
    for s in t["attention_ops"]:
        pct = lambda v: "-" if v is None else f"{v:.1f}%"  # noqa: E731
        rows.append(
            [
                s["op"],
                s["backend"],
                s["count"],
                _shape_text(s["shape"]),
                s["dtype"] or "-",
                {True: "yes", False: "no", None: "?"}[s["causal"]],
                # a CPU-only trace: the op's own CPU time, and the FLOP/s it reached there
                _us(s["kernel_us"] if gpu_ops else s["cpu_us"]),
                # "≤": an upper bound or estimate (see the row's flops_note in the JSON)
                ("≤" if s["flops_note"] and s["flops"] is not None else "")
                + _tflops(s["tflops"] if gpu_ops else s["cpu_tflops"])
                + ("*" if gpu_ops and s.get("tflops_note") else ""),
                _held_to(s),
                pct(s.get("pct_of_peak_compute")),
                pct(s.get("pct_of_peak_bandwidth")),
                s.get("bound") or "-",
            ]
        )
    time_column = "kernel us" if gpu_ops else "CPU us"
    headers = ["op", "backend", "calls", "shape", "dtype", "causal", time_column, "TFLOP/s", "held to",
               "% of compute peak", "% of bandwidth", "bound"]  # fmt: skip
    optional = ("% of compute peak", "% of bandwidth", "bound", "dtype", "causal", "backend")
    table = _fitted(headers, rows, wide, optional, name_min=44)
    out = ["  attention ops, the most time first:", *table]
    if any(s["causal"] is None for s in t["attention_ops"]) and "causal" in table[0].splitlines()[0]:
        out += _wrapped(CAUSAL_UNKNOWN, "  ", "causal ?: ")
    for s in t["attention_ops"]:
        if gpu_ops and s.get("tflops_note"):
            out += _wrapped(f"{s['op']}: TFLOP/s {s['tflops_note']}", "  ", "* ")
    return out


def _text_call_sites(t: dict) -> list:
    """Where in the user's code attention was called (call_sites.py's places, the tab's
    "Where in your code"); or why the trace cannot say."""
    section = t.get("call_sites") or {}
    if not t.get("attention_ops"):
        return []
    if section.get("note"):
        return _wrapped(section["note"], "  ", "call sites: ")
    if not section.get("sites"):
        return []
    out = ["  where in your code, the most time first (your frame -> the library frame it called):"]
    unit = "kernel us" if t["breakdown_unit"] == "gpu" else "CPU us"
    for place in section["sites"]:
        frames = " -> ".join(f for f in (place["user"], place["library"]) if f)
        text = f"{frames}: {place['calls']} call(s), {_us(place['us'])} {unit} ({', '.join(place['ops'])})"
        out += _wrapped(text, "    ")
    return out


# what "?" in the causal column means (the tab says it on hover)
CAUSAL_UNKNOWN = (
    "the trace does not record the flag (an SDPA call's is_causal is recorded with record_shapes=True; an eager "
    "chain has none, its mask being ops of its own; other ops keep it where the profiler does not record it)"
)


def _text_serving(t: dict, wide: bool = False) -> list:
    s = t.get("serving")
    if not s:
        return []
    rows = []
    for p in s["phases"]:
        rows.append([p["phase"], p["steps"], p["tokens"], _us(p["attention_kernel_us"]), p["attention_us_per_token"]])
    out = [
        f"  serving engine steps: {s['steps_total']} ({', '.join(s['source'])}); KV cache "
        f"{safe_text(s['kv_cache_dtype'] or 'dtype unknown')}",
    ]
    if s["overall"] is not None:
        # (one attention total: the serving figures are of the fused attention kernels, the
        # headline's of everything inside attention; said where they differ)
        fused, whole = s["overall"]["attention_kernel_us"], t["attention"]["kernel_us"]
        if abs(fused - whole) > 0.0005:
            out += _wrapped(
                f"the serving figures count the fused attention kernels: {_us(fused)} us of attention's "
                f"{_us(whole)} us (the rest: the other kernels inside attention)",
                "  ",
            )
    out.append(_table(["phase", "steps", "tokens", "attention us", "us/token"], rows))
    steps = []
    for st in s["steps"][:20]:
        pct = st["pct_of_peak_bandwidth"] if st["judged_by"] == "bandwidth" else st["pct_of_peak_compute"]
        steps.append(
            [
                st["index"],
                st["phase"],
                f"{st['prefill_tokens'] if st['prefill_tokens'] is not None else '?'}/"
                f"{st['decode_tokens'] if st['decode_tokens'] is not None else '?'}",
                _us(st["attention_kernel_us"]),
                st["attention_calls"],
                _tflops(st["tflops"]),
                "-" if st["tbps"] is None else f"{st['tbps']:.3g}",
                "-" if pct is None else f"{pct:.1f}% of {st['judged_by']}",
            ]
        )
    headers = ["step", "phase", "prefill/decode tokens", "attention us", "calls", "TFLOP/s", "TB/s", "held to"]
    out += _fitted(headers, steps, wide, ("TB/s", "calls"))
    out += _wrapped(f"({s['flops_note']})", "  ")
    windows = [["whole trace", s["overall"]], ["steady window", s["steady"]]]
    rows = [[name, *_window_cells(w)] for name, w in windows if w is not None]
    headers = ["window", "steps", "phase", "requests", "tokens", "attention us", "us/token", "held to"]
    out.append(_table(headers, rows))
    if s["steady_note"]:
        out.append(f"  (no steady window: {safe_text(s['steady_note'])})")
    return out


def _window_cells(w: dict) -> list:
    """A serving window's cells (serving.overall, serving.steady)."""
    pct = w["pct_of_peak_bandwidth"] if w["judged_by"] == "bandwidth" else w["pct_of_peak_compute"]
    requests = (
        str(w["requests_min"]) if w["requests_min"] == w["requests_max"] else f"{w['requests_min']}-{w['requests_max']}"
    )
    return [
        f"{w['first_step']}-{w['last_step']}",
        w["phase"],
        requests,
        w["tokens"],
        _us(w["attention_kernel_us"]),
        w["attention_us_per_token"],
        "-" if pct is None else f"{pct:.1f}% of {w['judged_by']}",
    ]


def _median_text(median, spread) -> str:
    """A median per call with its p25-p75, in µs ("-" without calls)."""
    if median is None:
        return "-"
    return f"{_us(median)} ({_us(spread[0])}-{_us(spread[1])})" if spread else _us(median)


def _text_verdict(t: dict) -> list:
    """The report's verdict first, as the tab's Overview says it (entry.verdict): the
    sentence, the device, the changes with the time each could save, the mismatches."""
    v = t["verdict"]
    out = _wrapped(v["sentence"], "  ") + _wrapped(v["device"], "  ")
    if v["changes"]:
        out.append("  changes, the largest first:")
        for n, c in enumerate(v["changes"], 1):
            out += _wrapped(f"{c['message']} Could save about {c['saves']}.", "    ", f"{n}. ")
    else:
        out.append("  no change with a time estimate: the notes below say what the trace shows")
    expected = t.get("expected")
    if v["mismatches"] and expected:
        out.append(f"  {v['mismatches']} attention op(s) differ from the picture their kind should show:")
        for line in expected["mismatch_lines"]:
            out += _wrapped(line["text"], "    ", "- ")
    if expected and expected["matching_line"]:
        out += _wrapped(expected["matching_line"], "  ")
    return out


def _text_notes(t: dict) -> list:
    out = [
        f"  peak allocated on {safe_text(m['device'])} during attention {m['phase']}: {_bytes(m['peak_allocated'])}"
        for m in t["attention"].get("peak_memory", [])
    ]
    for group in t["verdict"]["notes"]:
        out.append(f"  {group['title']}:")
        for note in group["notes"]:
            out += _wrapped(note["text"], "    ", f"{note['level']}: ")
    return out


# --- commands -------------------------------------------------------------------------


def _options(args) -> Optional[Options]:
    """The patterns and device peaks of the command line, or None (said on stderr) when a
    pattern does not compile or the peaks' file is not one."""
    try:
        peaks = hardware.DevicePeaks.read(args.device_peaks) if args.device_peaks else None
        options = Options(label_regex=args.label_regex, module_regex=args.module_regex, device_peaks=peaks)
        options.compiled()
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return None
    return options


def cmd_report(args) -> int:
    options = _options(args)
    if options is None:
        return 2
    report, readable = build_report(args.paths, options, settings.limits_of(args), args.capture)
    # each error once: the text report says it; where that text is what the terminal shows,
    # not again on stderr (a pipe, a file or --json has it on stderr, apart from the data)
    if args.json or args.output or not sys.stdout.isatty():
        for t in report["traces"]:
            for e in t.get("errors", []):
                print(f"tb-attn: {safe_text(e)}", file=sys.stderr)
    if args.json:
        text = json.dumps(report, indent=1 if args.pretty else None, allow_nan=False)
    else:
        text = format_text(report, wide=args.wide)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(text + "\n")
        except OSError as exc:
            print(f"tb-attn: cannot write {safe_text(args.output)}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    else:
        sys.stdout.write(text + "\n")
    return 0 if readable else 1


def cmd_compare(args) -> int:
    options = _options(args)
    if options is None:
        return 2
    try:
        rules = [Rule.parse(text) for text in args.fail_on]
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return 2
    report, _ = build_report(args.paths, options, settings.limits_of(args))
    entries = [t for t in report["traces"] if t.get("ok")]
    for t in report["traces"]:
        for e in t.get("errors", []):
            print(f"tb-attn: {safe_text(e)}", file=sys.stderr)
    if len(entries) < 2:
        print(f"tb-attn: a compare needs two readable traces or more; found {len(entries)}", file=sys.stderr)
        return 1
    if not 0 <= args.baseline < len(entries):
        print(
            f"tb-attn: --baseline {args.baseline}: there are {len(entries)} traces (0 to {len(entries) - 1})",
            file=sys.stderr,
        )
        return 2
    labels = _short_labels([t["path"] for t in entries])
    result = compare(entries, args.baseline, labels)
    fmt = args.format or ("json" if args.json else "text")
    gated = _gate(args, entries, labels, rules)
    if gated is None:
        return 2
    outcomes, tables = gated
    if fmt == "json":
        text = json.dumps({"schema_version": SCHEMA_VERSION, "compare": result}, allow_nan=False)
    elif fmt == "markdown":
        text = "\n\n".join(tables)
    else:
        text = format_compare(result)
    sys.stdout.write(text + "\n")
    failed = [o for o in outcomes if o.failed]
    for o in failed:
        print(f"tb-attn: failed: {safe_text(o.line)}", file=sys.stderr)
    return 1 if failed else 0


def _gate(args, entries: list, labels: list, rules: list) -> Optional[tuple]:
    """The --fail-on rules judged for each trace against the baseline, their JUnit report
    written; -> (outcomes, a Markdown table per trace), or None when the report cannot be
    written (said)."""
    outcomes: list = []
    tables: list = []
    base = args.baseline
    for i, entry in enumerate(entries):
        if i == base:
            continue
        pair = compare([entries[base], entry], 0, [labels[base], labels[i]])
        values = metric_values(pair, entries[base], entry)
        judged = [judge(rule, values[rule.metric]) for rule in rules]
        if len(entries) > 2:
            judged = [dataclasses.replace(o, line=f"{labels[i]}: {o.line}") for o in judged]
        outcomes += judged
        tables.append(markdown(pair, values, judged))
    if args.junit:
        try:
            with open(args.junit, "wb") as f:
                f.write(junit(outcomes))
        except OSError as exc:
            print(f"tb-attn: cannot write {safe_text(args.junit)}: {exc.strerror or exc}", file=sys.stderr)
            return None
    return outcomes, tables


def _short_labels(paths: list) -> list:
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


def format_compare(c: dict) -> str:
    labels = [safe_text(t["label"], 40) for t in c["traces"]]
    base = c["baseline"]
    out = [f"compare against {labels[base]} (the baseline)"]
    for i, label in enumerate(labels):
        out.append(f"  [{i}] {label}")
    if c["changes"]:  # (what the tab's summary lines say: compare.changes)
        out.append("")
        out.append("  what changed, the largest first:")
        for x in c["changes"]:
            sign = "-" if x["delta"] < 0 else "+"
            out.append(
                f"    [{x['trace']}] {safe_text(x['what'])}: {_us(x['base'])} -> {_us(x['value'])} us "
                f"({sign}{_us(abs(x['delta']))})"
            )
    out.append("")
    out.append("  variants, ranked by their calls' median time (p25-p75 beside it), as the tab ranks them:")
    rows = []
    for v in sorted(c["variants"], key=lambda v: v["rank"]):
        rows.append(
            [
                f"[{v['trace']}]" + (" within noise" if v["within_noise"] else ""),
                _num(v["kernels_per_forward"]),
                _median_text(v["gpu_us_median"], v["gpu_us_spread"]),
                _median_text(v["cpu_us_median"], v["cpu_us_spread"]),
                ", ".join(v["gemm_cores"]) or "-",
                str(v["copies"]),
                v["backend"] or "-",
                _bytes(v["peak_memory"]) if v["peak_memory"] is not None else "-",
            ]
        )
    heads = ["trace", "kernels/fwd", "GPU busy us/call", "CPU us/call", "GEMM cores", "copies", "backend", "peak"]
    out.append(_table(heads, rows))
    for v in c["variants"]:
        for line in v["explanations"]:
            out.append(f"  [{v['trace']}] {safe_text(line)}")
    out.append("")
    out.append("  overall (per call of the top-level scopes):")
    out.append(_metric_table(c["overall"], base))
    for s in c["scopes"]:
        out.append(f"  scope {safe_text(s['key'], 80)}:")
        out.append(_metric_table(s["metrics"], base))
    for k in c["kernels"]:
        what = "kernels" if c["unit"] == "gpu" else "CPU ops"
        if k["appeared"] or k["disappeared"]:
            out.append(f"  [{k['trace']}] against the baseline:")
        for sign, how, xs in (("-", "gone", k["disappeared"]), ("+", "new", k["appeared"])):
            for x in xs:
                copies = (
                    f", and {_us(x['copy_us_per_call'])} us a call of copies it made" if x["copy_us_per_call"] else ""
                )
                where = " in the baseline" if how == "gone" else ""
                out.append(f"    {sign} {what[:-1]} {how}: {safe_text(x['name'], 100)} ({x['count']} calls, "
                           f"{_us(x['us'])} us{where}{copies})")  # fmt: skip
    return "\n".join(out)


def _metric_table(rows: list, base: int) -> str:
    table = []
    for r in rows:
        cells = [r["what"]]
        for i, v in enumerate(r["values"]):
            if v is None:
                cells.append("-")
            else:
                text = _bytes(v) if r["unit"] == "bytes" else _num(v)
                spread = (r.get("spreads") or [None] * len(r["values"]))[i]
                if spread:  # a median, its calls' p25-p75 beside it
                    text += f" [{_num(spread[0])}-{_num(spread[1])}]"
                ratio = r["ratios"][i]
                noise = ", within noise" if (r.get("within_noise") or [None] * len(r["values"]))[i] else ""
                cells.append(text if i == base or ratio is None else f"{text} ({ratio:.2f}x{noise})")
        table.append(cells)
    n = len(rows[0]["values"]) if rows else 0
    return _table(["metric"] + [f"[{i}]" for i in range(n)], table)


def _num(v) -> str:
    if v is None:
        return "-"
    if abs(v) >= _PLAIN_BELOW:
        return f"{float(v):.3g}"
    return f"{v:,.1f}" if isinstance(v, float) else f"{v:,}"


def cmd_precompute(args) -> int:
    from .precompute import PrecomputeError, precompute, text_progress

    options = _options(args)
    if options is None:
        return 2
    if args.workers < 1:
        print("tb-attn: --workers must be at least 1", file=sys.stderr)
        return 2
    if not storage.is_remote(args.logdir) and not os.path.isdir(args.logdir):
        why = (
            "a file, not a logdir folder (precompute analyses every trace under a folder; `tb-attn report FILE` reports one)"
            if os.path.exists(args.logdir)
            else "no such folder"
        )
        print(f"tb-attn: {safe_text(args.logdir)}: {why}", file=sys.stderr)
        return 1
    try:
        summary = precompute(
            args.logdir,
            results=args.results,
            options=options,
            workers=args.workers,
            scheduler=args.scheduler,
            limits=settings.limits_of(args),
            progress=text_progress(),
            verify=args.verify,
        )
    except PrecomputeError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return 1
    for note in summary.notes:
        print(f"tb-attn: {safe_text(note)}", file=sys.stderr)
    if not summary.traces:
        print(
            f"tb-attn: {safe_text(args.logdir)}: no trace files found, nothing analysed "
            "(expected *.pt.trace.json[.gz] or Kineto *.json[.gz] under it)",
            file=sys.stderr,
        )
        return 1
    print(
        f"{summary.traces} trace(s): {summary.done} analysed, {summary.skipped} already in the shared results, "
        f"{len(summary.failed)} failed ({summary.seconds:.1f} s)"
    )
    for line in summary.failed:
        print(f"  failed: {safe_text(line, 300)}")
    # no trace under the logdir, or any that could not be analysed (or stored): not a success
    return 1 if not summary.traces or summary.failed else 0


def cmd_sweep(args) -> int:
    from .demo import SweepShape, record_sweep

    if (args.shape is None) == (args.from_trace is None):
        print("tb-attn: sweep: give --shape B,H,Lq,Lkv,D or --from TRACE_OR_LOGDIR (one of them)", file=sys.stderr)
        return 2
    options = _options(args)
    if options is None:
        return 2
    if args.from_trace is not None:
        return _sweep_from(args, options)
    try:
        shape = SweepShape.parse(args.shape)
        if not 0 <= args.dropout < 1:
            raise ValueError(f"--dropout {args.dropout}: a probability below 1")
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return 2
    result = _recording(
        args.out,
        lambda: record_sweep(
            args.out,
            shape,
            dtype=args.dtype,
            causal=args.causal,
            mask=args.mask,
            dropout=args.dropout,
            backward=args.backward,
            device=args.device,
            steps=args.steps,
        ),
    )
    if result is None:
        return 2
    print(f"recorded {len(result.runs)} variant(s) on {result.device} under {result.out_dir}:")
    for run, files in result.runs.items():
        for f in files:
            print(f"  {run}: {os.path.relpath(f, result.out_dir)}")
    for run, why in result.skipped.items():
        print(f"  {run}: refused ({safe_text(why, 300)})")
    paths = [files[0] for files in result.runs.values() if files]
    if len(paths) < 2:
        return 0 if paths else 1
    report, _ = build_report(paths, options, settings.limits_of(args))
    _print_variants_compared(report)
    print(f"\nOpen it as a comparison: tensorboard --logdir {result.out_dir}  (Attention tab, Compare)")
    return 0


def _sweep_from(args, options: Options) -> int:
    """`tb-attn sweep --from`: the sweep on the trace's own costliest shapes (sweep_problems),
    each recorded with every variant the machine runs, then which was fastest per shape
    beside what the trace used (sweep.sweep_outcome)."""
    from .analysis.sweep_problems import problem_text, sweep_problems

    if args.top < 1:
        print(f"tb-attn: sweep: --top {args.top}: at least 1", file=sys.stderr)
        return 2
    report, readable = build_report([args.from_trace], options, settings.limits_of(args))
    for entry in report["traces"]:
        for err in entry.get("errors") or []:
            print(f"tb-attn: {safe_text(err, 300)}", file=sys.stderr)
    if not readable:
        return 1
    costliest: dict = {}  # (the problems of every trace read, the costliest kept by time)
    for entry in report["traces"]:
        for p in sweep_problems(entry, args.top) if entry.get("ok") else []:
            key = p["command"]
            if key not in costliest or costliest[key]["time_us"] < p["time_us"]:
                costliest[key] = p
    problems = sorted(costliest.values(), key=lambda p: -p["time_us"])[: args.top]
    if not problems:
        print(f"no attention call in {safe_text(args.from_trace)} has a shape the sweep runs (B, H, Lq, Lkv, D, a dtype"
              " of float32, float16 or bfloat16)")  # fmt: skip
        return 1
    for n, problem in enumerate(problems, 1):
        print(f"shape {n} of {len(problems)}: {safe_text(problem_text(problem))}")
        if not _sweep_one(args, options, os.path.join(args.out, f"shape{n}"), problem):
            return 2
    print(f"\nOpen the runs: tensorboard --logdir {args.out}  (Attention tab, Compare)")
    return 0


def _sweep_one(args, options: Options, out_dir: str, problem: dict) -> bool:
    """Record one problem with every variant, and print its outcome; False where it could not
    be recorded (said)."""
    import functools

    from .demo import SweepShape, record_sweep
    from .sweep import sweep_outcome

    s = problem["shape"]
    record = functools.partial(
        record_sweep,
        out_dir,
        SweepShape(s["B"], s["H"], s["Lq"], s["Lkv"], s["D"]),
        dtype=problem["dtype"],
        causal=problem["causal"],
        mask=problem["mask"],
        backward=args.backward,
        device=args.device,
        steps=args.steps,
    )
    result = _recording(out_dir, record)
    if result is None:
        return False
    recorded = {}
    for variant, files in result.runs.items():
        if files:
            recorded[variant] = build_report([files[0]], options, settings.limits_of(args))[0]["traces"][0]
    _print_sweep_outcome(sweep_outcome(problem, recorded), result, problem)
    return True


def _print_sweep_outcome(outcome: dict, result, problem: dict) -> None:
    """One shape's variants, fastest first, each call's median with its spread."""
    for row in outcome["rows"]:
        used = "  (what the trace used)" if row["used"] else ""
        lo, hi = row["spread"]
        print(
            f"  {row['variant']:<16} {row['median_us'] / 1e3:>10.3f} ms a call (p25–p75 {lo / 1e3:.3f}–{hi / 1e3:.3f}){used}"
        )
    for variant, why in result.skipped.items():
        print(f"  {variant:<16} refused here: {safe_text(why, 200)}")
    if outcome["fastest"] is None:
        print("  no variant recorded a call here")
    elif outcome["used"] is None:
        print(f"  fastest on {result.device}: {outcome['fastest']} (the trace's backend, {', '.join(problem['backends'])},"
              " is not one the sweep runs here)")  # fmt: skip
    elif outcome["used"] == outcome["fastest"]:
        print(f"  fastest on {result.device}: {outcome['fastest']}, what the trace used")
    else:
        noise = " (within the calls' spread: no clear winner)" if outcome["within_noise"] else ""
        print(f"  fastest on {result.device}: {outcome['fastest']}, {outcome['speedup']:.2f}x faster a call than"
              f" {outcome['used']}, what the trace used{noise}")  # fmt: skip


def _print_variants_compared(report: dict) -> None:
    """The variants' comparison against the first (naive), medians with their spread."""
    entries = [t for t in report["traces"] if t.get("ok")]
    if len(entries) >= 2:
        print()
        labels = _short_labels([t["path"] for t in entries])
        print(format_compare(compare(entries, 0, labels)))


def _recording(out: str, record):
    """record() (the sweep's or the demo's), or None with one line saying why it could not."""
    try:
        return record()
    except ValueError as exc:  # a device, dtype or shape the recorder refuses
        print(f"tb-attn: {exc}", file=sys.stderr)
    except OSError as exc:
        print(f"tb-attn: cannot write the runs under {safe_text(out)}: {exc.strerror or exc}", file=sys.stderr)
    return None


def cmd_demo(args) -> int:
    from .demo import record_demo

    result = _recording(args.out, lambda: record_demo(args.out, device=args.device, steps=args.steps, size=args.size))
    if result is None:
        return 2
    print(f"recorded demo traces on {result.device} under {result.out_dir}:")
    for run, files in result.runs.items():
        for f in files:
            print(f"  {run}: {os.path.relpath(f, result.out_dir)}")
    for run, why in result.skipped.items():
        print(f"  {run}: not recorded on {result.device} ({why})")
    if args.no_report:
        return 0
    print()
    report, readable = build_report([result.out_dir], Options())
    print(format_text(report))
    # last, the walkthrough's comparison of the variants (the training run is no variant)
    variants = [files[0] for run, files in result.runs.items() if files and run != "train"]
    by_path = {t["path"]: t for t in report["traces"]}
    _print_variants_compared({"traces": [by_path[p] for p in variants if p in by_path]})
    return 0 if readable else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="tb-attn",
        description="Attention analysis of PyTorch profiler traces.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tb-attn {__version__}")
    sub = parser.add_subparsers(dest="command")
    rep = _report_command(sub)
    commands = {"report": rep}
    for name, add in (
        ("compare", _compare_command),
        ("precompute", _precompute_command),
        ("sweep", _sweep_command),
        ("demo", _demo_command),
    ):
        commands[name] = add(sub)
    args, unknown = parser.parse_known_args(argv)
    if args.command is None:  # `tb-attn` alone: what it can do
        if unknown:
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
        parser.print_help()
        return 0
    if unknown:  # (said with the command's own usage, not the top level's)
        commands[args.command].error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.command == "report" and args.pretty and not args.json:
        rep.error("--pretty indents the JSON report: use it with --json")
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _report_command(sub):
    rep = sub.add_parser(
        "report", help="analyse trace files or logdirs", epilog=EXIT_CODES, formatter_class=_HelpFormatter
    )
    rep.add_argument("paths", nargs="+", help="*.pt.trace.json[.gz] files or directories holding them")
    rep.add_argument("--json", action="store_true", help="print the versioned JSON report (docs/report-schema.md)")
    rep.add_argument("--pretty", action="store_true", help="indent the JSON")
    rep.add_argument(
        "--wide", action="store_true", help="the text's tables with every column and row, however wide (default: 120)"
    )
    rep.add_argument("-o", "--output", help="write to this file instead of stdout")
    settings.add_options(rep, "report")
    rep.add_argument(
        "--capture",
        metavar="FILE",
        help="a CUDA/HIP graph capture trace (vLLM's capture_traces/, SGLang's bs_<bs>_rank<tp>.json.gz) to merge into "
        "the replays named: each replayed kernel gets the ops and shapes it was captured under",
    )
    rep.set_defaults(func=cmd_report)
    return rep


def _compare_command(sub):
    cmp = sub.add_parser(
        "compare",
        help="compare two or more traces (runs, variants, workers or spans) against a baseline",
        epilog=EXIT_CODES,
        formatter_class=_HelpFormatter,
    )
    cmp.add_argument("paths", nargs="+", help="trace files or directories holding them (each trace compared)")
    cmp.add_argument("--baseline", type=int, default=0, help="the index of the trace the others are measured against")
    cmp.add_argument("--json", action="store_true", help="print the compare as JSON (docs/report-schema.md)")
    cmp.add_argument(
        "--fail-on",
        metavar="RULE",
        action="append",
        default=[],
        help="a regression gate: exit 1 when a trace's metric is past the limit against the baseline, e.g. "
        "attention_us>+5%% (a median: a change inside the calls' spread never fails), attention_share>+2pt, "
        "copies_per_call>0; metrics: " + ", ".join(GATE_METRICS) + " (may be given again)",
    )
    cmp.add_argument(
        "--format",
        choices=("text", "markdown", "json"),
        default=None,
        help="text (the default), markdown (a table to paste into a pull request), or json (as --json)",
    )
    cmp.add_argument("--junit", metavar="FILE", help="write the --fail-on rules' outcomes as a JUnit XML report")
    settings.add_options(cmp, "compare")
    cmp.set_defaults(func=cmd_compare)
    return cmp


def _precompute_command(sub):
    pre = sub.add_parser(
        "precompute",
        help="analyse every trace of a logdir ahead of time into the shared results the tab reads",
        epilog=EXIT_CODES,
        formatter_class=_HelpFormatter,
    )
    pre.add_argument("logdir", help="a logdir: a folder, or a URL fsspec knows (s3://bucket/runs)")
    pre.add_argument("--results", help="where the results go (default: LOGDIR/.tb-attn-results)")
    pre.add_argument("--workers", type=int, default=2, help="local processes (without --scheduler)")
    pre.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786): one task per trace")
    pre.add_argument(
        "--verify",
        action="store_true",
        help="skip a trace only when its stored result reads back valid (reads every result; by default "
        "one listing of the results says which are there)",
    )
    settings.add_options(pre, "precompute")
    pre.set_defaults(func=cmd_precompute)
    return pre


def _sweep_command(sub):
    sw = sub.add_parser(
        "sweep",
        help="record one attention problem with every backend the machine has, then compare them",
        epilog=EXIT_CODES,
        formatter_class=_HelpFormatter,
    )
    sw.add_argument(
        "--shape",
        metavar="B,H,Lq,Lkv,D",
        help="batch, heads, query and key lengths, head dim (e.g. 8,16,1024,1024,64); or --from",
    )
    sw.add_argument(
        "--from",
        dest="from_trace",
        metavar="TRACE_OR_LOGDIR",
        help="take the shapes, dtypes, causal flags and masks of a trace's costliest attention calls and sweep each",
    )
    sw.add_argument("--top", type=int, default=3, help="with --from: the costliest shapes swept, at most")
    sw.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help="q, k and v's dtype")
    sw.add_argument("--causal", action="store_true", help="causal attention (is_causal=True)")
    sw.add_argument("--mask", action="store_true", help="an explicit boolean attn_mask (causal) instead")
    sw.add_argument("--dropout", type=float, default=0.0, help="dropout probability")
    sw.add_argument("--backward", action="store_true", help="run backward too")
    sw.add_argument("--device", default="auto", help="auto (CUDA when present), cpu or cuda")
    sw.add_argument("--steps", type=int, default=3, help="profiled steps per variant")
    sw.add_argument("--out", default="runs/sweep", help="logdir to write one run per variant into")
    # (the recorded variants, and a --from trace, are read with the tab's settings)
    settings.add_options(sw, "sweep")
    sw.set_defaults(func=cmd_sweep)
    return sw


def _demo_command(sub):
    demo = sub.add_parser(
        "demo", help="record the demo traces with torch.profiler, then report on them", formatter_class=_HelpFormatter
    )
    demo.add_argument("--out", default="runs/demo", help="logdir to write the runs into (default runs/demo)")
    demo.add_argument("--device", default="auto", help="auto (CUDA when present), cpu or cuda")
    demo.add_argument("--steps", type=int, default=3, help="profiled steps per run")
    demo.add_argument(
        "--size",
        choices=("tiny", "small", "big"),
        default="small",
        help="the attention shape: tiny (quick), small (the default shape of the device), big",
    )
    demo.add_argument("--no-report", action="store_true", help="only record")
    demo.set_defaults(func=cmd_demo)
    return demo


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
