"""The text of a compare (`tb-attn compare`): the variants ranked, what changed against the
baseline and each metric's table, as decisions.compare made them; it derives none.
"""

from __future__ import annotations

import msgspec

from ..report_types import MetricRow, given
from .format import bytes_text, median_text, num_text, safe_text, text_table, us_text


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
                f"    [{x['trace']}] {safe_text(x['what'])}: {us_text(x['base'])} -> {us_text(x['value'])} us "
                f"({sign}{us_text(abs(x['delta']))})"
            )
    out.append("")
    out.append("  variants, ranked by their calls' median time (p25-p75 beside it), as the tab ranks them:")
    rows = []
    for v in sorted(c["variants"], key=lambda v: v["rank"]):
        rows.append(
            [
                f"[{v['trace']}]" + (" within noise" if v["within_noise"] else ""),
                num_text(v["kernels_per_forward"]),
                median_text(v["gpu_us_median"], v["gpu_us_spread"]),
                median_text(v["cpu_us_median"], v["cpu_us_spread"]),
                ", ".join(v["gemm_cores"]) or "-",
                str(v["copies"]),
                v["backend"] or "-",
                bytes_text(v["peak_memory"]) if v["peak_memory"] is not None else "-",
            ]
        )
    heads = ["trace", "kernels/fwd", "GPU busy us/call", "CPU us/call", "GEMM cores", "copies", "backend", "peak"]
    out.append(text_table(heads, rows))
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
                    f", and {us_text(x['copy_us_per_call'])} us a call of copies it made"
                    if x["copy_us_per_call"]
                    else ""
                )
                where = " in the baseline" if how == "gone" else ""
                out.append(f"    {sign} {what[:-1]} {how}: {safe_text(x['name'], 100)} ({x['count']} calls, "
                           f"{us_text(x['us'])} us{where}{copies})")  # fmt: skip
    return "\n".join(out)


def _metric_table(rows: list, base: int) -> str:
    table = []
    typed = [msgspec.convert(r, MetricRow) for r in rows]
    for r in typed:
        cells = [r.what]
        spreads = given(r.spreads) or [None] * len(r.values)
        noisy = given(r.within_noise) or [None] * len(r.values)
        for i, v in enumerate(r.values):
            if v is None:
                cells.append("-")
            else:
                text = bytes_text(v) if r.unit == "bytes" else num_text(v)
                spread = spreads[i]
                if spread:  # a median, its calls' p25-p75 beside it
                    text += f" [{num_text(spread[0])}-{num_text(spread[1])}]"
                ratio = r.ratios[i]
                noise = ", within noise" if noisy[i] else ""
                cells.append(text if i == base or ratio is None else f"{text} ({ratio:.2f}x{noise})")
        table.append(cells)
    n = len(typed[0].values) if typed else 0
    return text_table(["metric"] + [f"[{i}]" for i in range(n)], table)
