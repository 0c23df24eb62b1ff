"""The text report (`tb-attn report`): one renderer of the report's fields, which it prints
in the tab's order, the verdict and the ranked changes first, and derives none.

Terms:
- a *section*: one `_text_*` function, a part of the report as lines (totals, scopes, layers,
  top kernels, attention ops, call sites, serving, notes); format_text joins them.
- every table is sorted by time, the largest first, each percentage names its roof, and
  lines fit TEXT_WIDTH columns unless --wide (text/format.py).
"""

from __future__ import annotations

from .format import bytes_text, fitted, pct_text, safe_text, shape_text, tflops_text, us_text, wrapped
from .serving import text_serving


def format_text(report: dict, wide: bool = False) -> str:
    """The text report, read top-down: the verdict and its changes first, then the totals and
    the tables, each sorted by time, the largest first. Lines fit TEXT_WIDTH columns (a
    table leaves out its optional columns and says so) unless wide."""
    out = []
    for t in report["traces"]:
        out.append(f"== {safe_text(t['path'])}")
        for e in t.get("errors", []):
            out += wrapped(e, "  ", "error: ")
        if t.get("ok"):
            out += text_verdict(t) + _text_totals(t)
            out += _text_scopes(t, wide) + _text_top_kernels(t, wide) + _text_attention_ops(t, wide)
            out += _text_call_sites(t) + text_serving(t, wide) + text_notes(t)
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
        out += wrapped(
            f"peaks of the {hw['matched']} (matched by {hw.get('matched_by') or 'its name'}): {peaks} TFLOP/s{bandwidth}",
            "  ",
        )
    if t["breakdown_unit"] == "gpu":
        out += wrapped(
            f"attention kernel time: {us_text(a['kernel_us'])} us of {us_text(t['total_kernel_us'])} us "
            f"({pct_text(a['kernel_share'])}); forward {us_text(a['forward_kernel_us'])} us, backward "
            f"{us_text(a['backward_kernel_us'])} us; memcpy {a['memcpy_count']} ({us_text(a['memcpy_us'])} us)",
            "  ",
        )
        parts = a.get("parts") or {}
        outside, found = parts.get("outside_labels") or {}, parts.get("found_by_kernel") or {}
        unlinked = parts.get("backward_without_forward") or {}
        if outside.get("count") or found.get("count") or unlinked.get("count"):
            said = [f"in your scopes {us_text((parts.get('scopes') or {}).get('kernel_us'))} us"]
            if outside.get("count"):
                said.append(f"outside them {us_text(outside.get('kernel_us'))} us ({outside['count']} call(s))")
            if found.get("count"):
                said.append(
                    f"found by kernel {us_text(found.get('kernel_us'))} us ({found['count']} kernel(s), no scope)"
                )
            if unlinked.get("count"):
                said.append(
                    f"backward without its forward {us_text(unlinked.get('kernel_us'))} us ({unlinked['count']} call(s))"
                )
            out += wrapped("of which " + "; ".join(said), "  ")
        graphs = t.get("graph_replays")
        if graphs:
            out += wrapped(
                f"graph replays: {graphs['launches']} launch(es) ran {graphs['kernels']} kernels "
                f"({us_text(graphs['kernel_us'])} us); fused attention kernels in them: {us_text(graphs['attention_kernel_us'])} us "
                f"({graphs['attention_kernels']} kernel(s))",
                "  ",
            )
            marked = [a for a in graphs.get("annotations") or [] if a["attention"]]
            if graphs.get("annotations"):
                out += wrapped(
                    f"graph annotations: {len(graphs['annotations'])}; attention: "
                    + (
                        ", ".join(f"{safe_text(a['name'], 80)} ({us_text(a['kernel_us'])} us)" for a in marked[:5])
                        or "none matches the label pattern"
                    ),
                    "  ",
                )
            merge = graphs.get("capture_merge")
            if merge:
                out += wrapped(merge["line"], "  ", "graph ")
        if a.get("communication_kernel_us"):
            out += wrapped(
                f"of which communication kernels: {us_text(a['communication_kernel_us'])} us; attention "
                f"without them: {pct_text(a['compute_kernel_share'])} of kernel time",
                "  ",
            )
        causes = t.get("unattributed_causes") or {}
        out += wrapped(
            f"unattributed kernels: {t['unattributed_kernels']} (launched before the window: "
            f"{(causes.get('launch_not_in_trace') or {}).get('count', t['unattributed_kernels'])}, "
            f"without a correlation id: {(causes.get('no_correlation_id') or {}).get('count', 0)})",
            "  ",
        )
    out += wrapped(
        f"attention CPU: {us_text(a['cpu_us'])} us (forward {us_text(a['forward_cpu_us'])}, backward "
        f"{us_text(a['backward_cpu_us'])}; {pct_text(a['cpu_share'])} of profiled steps)",
        "  ",
    )
    return out + _text_token_mixers(t)


def _text_token_mixers(t: dict) -> list:
    """The linear and recurrent token mixers, counted apart from attention (token_mixers)."""
    m = t.get("token_mixers")
    if not m:
        return []
    kinds = "; ".join(
        f"{k['label']} {k['calls']} call(s), {us_text(k['kernel_us'])} us ({', '.join(safe_text(o, 60) for o in k['ops'][:3]) or 'by kernel'})"
        for k in m["kinds"]
    )
    inside = (
        f", {us_text(m['inside_attention_us'])} us of it inside attention labels" if m["inside_attention_us"] else ""
    )
    return wrapped(
        f"token mixers (linear attention, not in attention's totals): {us_text(m['kernel_us'])} us of kernels, "
        f"{us_text(m['cpu_us'])} us of CPU{inside}: {kinds}",
        "  ",
    )


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
        row = [s["name"], s["source"], s["count"], us_text(s["cpu_us_per_instance"])]
        if gpu:
            row += [
                us_text(s["forward_kernel_us"]),
                us_text(s["backward_kernel_us"]),
                s["kernels_per_instance"],
                s["gpu_ops_per_instance"],
                us_text(s["gpu_projection"]["range_us"]) if s["gpu_projection"] else "-",
                us_text(s["gpu_projection"]["idle_us"]) if s["gpu_projection"] else "-",
            ]
        else:
            row += [us_text(s["cpu_us"]), s["cpu_ops_per_instance"], us_text(s["backward_cpu_us"])]
        rows.append(row)
    optional = ("GPU ops/call", "GPU range us/call", "source") if gpu else ("bwd CPU us", "source")
    what = "kernel time" if gpu else "CPU time"
    out = [f"  scopes, the most {what} first:", *fitted(headers, rows, wide, optional, name_min=44)]
    if len(ordered) > len(shown):
        out.append(f"  ... {len(ordered) - len(shown)} more scopes, each with less (--wide or --json lists them)")
    return out + _text_layers(t)


def _text_layers(t: dict) -> list:
    """The layers as the Overview's chart says them (entry.layers): how many, their median,
    the outliers, and the attention outside every layer."""
    layers = t.get("layers")
    if not layers:
        return []
    held = layers.get("share_of_attention")
    share = "" if held is None else f"; the layers hold {pct_text(held)} of attention"
    out = [f"  layers: {layers['count']}, the median {us_text(layers['median_us'])} us{share}"]
    if layers["outliers"]:
        named = [f"{safe_text(o['name'], 40)} {us_text(o['us'])} us ({o['ratio']}x)" for o in layers["outliers"][:5]]
        more = len(layers["outliers"]) - len(named)
        out[0] += "; outliers: " + ", ".join(named) + (f" and {more} more" if more > 0 else "")
    outside = layers["outside"]
    if outside["calls"]:
        out.append(
            f"  outside every layer: {outside['calls']} attention call(s) of {outside['scopes']} op scope(s), "
            f"{us_text(outside['us'])} us (no layer)"
        )
    return [line for chunk in out for line in wrapped(chunk.strip(), "  ")]


def _text_top_kernels(t: dict, wide: bool = False) -> list:
    a = t["attention"]
    if not a["kernels"]:
        return []
    gpu = t["breakdown_unit"] == "gpu"
    unit = "kernel" if gpu else "CPU op (self time)"
    rows = [
        [
            k["name"],
            k["phase"],
            k["category"],
            k["count"],
            us_text(k["total_us"]),
            us_text(k["mean_us"]),
            pct_text(k["share"]),
        ]
        for k in a["kernels"][:10]
    ]
    headers = [unit, "phase", "category", "count", "total us", "mean us", "share of attention"]
    return [
        "  largest attention kernels:" if gpu else "  largest attention CPU ops (self time):",
        *fitted(headers, rows, wide, ("phase",), name_min=40),
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
                shape_text(s["shape"]),
                s["dtype"] or "-",
                {True: "yes", False: "no", None: "?"}[s["causal"]],
                # a CPU-only trace: the op's own CPU time, and the FLOP/s it reached there
                us_text(s["kernel_us"] if gpu_ops else s["cpu_us"]),
                # "≤": an upper bound or estimate (see the row's flops_note in the JSON)
                ("≤" if s["flops_note"] and s["flops"] is not None else "")
                + tflops_text(s["tflops"] if gpu_ops else s["cpu_tflops"])
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
    table = fitted(headers, rows, wide, optional, name_min=44)
    out = ["  attention ops, the most time first:", *table]
    if any(s["causal"] is None for s in t["attention_ops"]) and "causal" in table[0].splitlines()[0]:
        out += wrapped(CAUSAL_UNKNOWN, "  ", "causal ?: ")
    for s in t["attention_ops"]:
        if gpu_ops and s.get("tflops_note"):
            out += wrapped(f"{s['op']}: TFLOP/s {s['tflops_note']}", "  ", "* ")
    best = [(s["op"], b) for s in t["attention_ops"][:5] for b in s.get("best_published") or []]
    for op, b in best:
        out += wrapped(f"{op}: {b['line']} ({b['source']})", "  ", "best: ")
    if gpu_ops and t.get("hardware"):
        out += wrapped(t["hardware"]["convention"], "  ", "counted: ")
    return out


def _text_call_sites(t: dict) -> list:
    """Where in the user's code attention was called (call_sites.py's places, the tab's
    "Where in your code"); or why the trace cannot say."""
    section = t.get("call_sites") or {}
    if not t.get("attention_ops"):
        return []
    if section.get("note"):
        return wrapped(section["note"], "  ", "call sites: ")
    if not section.get("sites"):
        return []
    out = ["  where in your code, the most time first (your frame -> the library frame it called):"]
    unit = "kernel us" if t["breakdown_unit"] == "gpu" else "CPU us"
    for place in section["sites"]:
        frames = " -> ".join(f for f in (place["user"], place["library"]) if f)
        text = f"{frames}: {place['calls']} call(s), {us_text(place['us'])} {unit} ({', '.join(place['ops'])})"
        out += wrapped(text, "    ")
    return out


# what "?" in the causal column means (the tab says it on hover)
CAUSAL_UNKNOWN = (
    "the trace does not record the flag (an SDPA call's is_causal is recorded with record_shapes=True; an eager "
    "chain has none, its mask being ops of its own; other ops keep it where the profiler does not record it)"
)


def text_verdict(t: dict) -> list:
    """The report's verdict first, as the tab's Overview says it (entry.verdict): the
    sentence, the device, the changes with the time each could save, the mismatches."""
    v = t["verdict"]
    out = wrapped(v["sentence"], "  ") + wrapped(v["device"], "  ")
    if v["changes"]:
        out.append("  changes, the largest first:")
        for n, c in enumerate(v["changes"], 1):
            out += wrapped(f"{c['message']} Could save about {c['saves']}.", "    ", f"{n}. ")
    else:
        out.append("  no change with a time estimate: the notes below say what the trace shows")
    expected = t.get("expected")
    if v["mismatches"] and expected:
        out.append(f"  {v['mismatches']} attention op(s) differ from the picture their kind should show:")
        for line in expected["mismatch_lines"]:
            out += wrapped(line["text"], "    ", "- ")
    if expected and expected["matching_line"]:
        out += wrapped(expected["matching_line"], "  ")
    return out


def text_notes(t: dict) -> list:
    out = [
        f"  peak allocated on {safe_text(m['device'])} during attention {m['phase']}: {bytes_text(m['peak_allocated'])}"
        for m in t["attention"].get("peak_memory", [])
    ]
    for group in t["verdict"]["notes"]:
        out.append(f"  {group['title']}:")
        for note in group["notes"]:
            out += wrapped(note["text"], "    ", f"{note['level']}: ")
    return out
