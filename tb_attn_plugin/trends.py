"""Trends over training steps and the ranks of a run, from report entries (never a trace).

Terms:
- a *point*: one profiler step of a span (one trace), with attention's share and times in it
  (trend_points); a trend is every point of a run, per worker in step order.
- a *rank*: one worker of a run, its attention time per step and per scope (rank_part).
- straggler: a rank whose attention time per step is over STRAGGLER times the median of
  the ranks'.
- trend_of and ranks_of fold their parts one at a time (Trends over 10,000 ranks never holds
  them all decoded at once).
"""

from __future__ import annotations

import statistics
from typing import Any

from .decisions import scope_keys

STRAGGLER = 1.15


def trend(items) -> dict:
    """Steps over training: items are (worker, span, entry) of one run; -> one point per step
    of each span, per worker in step order, with attention's share and times."""
    return trend_of((worker, trend_points(span, entry)) for worker, span, entry in items)


def trend_points(span: Any, entry: dict) -> list:
    """The trend's points of one span's entry (or step summary): one per step."""
    gpu = entry["breakdown_unit"] == "gpu"
    points = []
    for row in entry["steps"].get("per_step") or []:
        attention_gpu = row["attention_forward_kernel_us"] + row["attention_backward_kernel_us"]
        share = attention_gpu / row["kernel_us"] if gpu and row["kernel_us"] else None
        if not gpu:
            share = row["attention_cpu_us"] / row["us"] if row["us"] else None
        points.append(
            {
                "span": span,
                "step": row["step"],
                "share": round(share, 6) if share is not None else None,
                "forward_kernel_us": row["attention_forward_kernel_us"],
                "backward_kernel_us": row["attention_backward_kernel_us"],
                "attention_cpu_us": row["attention_cpu_us"],
                "step_us": row["us"],
                "attention_peak_allocated": row.get("attention_peak_allocated"),
                "layers": row.get("layers"),
                "phase": row.get("phase"),
                "tokens": row.get("tokens"),
            }
        )
    return points


def trend_of(parts) -> dict:
    """The trend from (worker, trend_points of a span), read once (a generator: the entries
    need not be held together)."""
    series: dict = {}
    for worker, points in parts:
        series.setdefault(worker, []).extend(points)
    for points in series.values():
        points.sort(key=lambda p: (p["step"], str(p["span"])))
    return {"workers": [{"worker": w, "points": p} for w, p in sorted(series.items())]}


def ranks(items) -> dict:
    """Across the workers of a run: attention time per step of each (GPU kernels; CPU-only
    traces: CPU), the median, the stragglers, and the scope that makes a straggler's
    difference. items are (worker, entry), one or more entries per worker."""
    return ranks_of((worker, rank_part(entry)) for worker, entry in items)


def rank_part(entry: dict) -> dict:
    """What ranks_of reads of one entry (or step summary): its attention time and steps, its
    rank, and each top-level scope's time per step, by scope key."""
    gpu = entry["breakdown_unit"] == "gpu"
    a = entry["attention"]
    steps = max(entry["steps"]["count"], 1)
    scopes: dict = {}
    for key, s in zip(scope_keys(entry["scopes"]), entry["scopes"]):
        if s["parent_id"] is None:
            scope_us = s["forward_kernel_us"] + s["backward_kernel_us"] if gpu else s["cpu_us"] + s["backward_cpu_us"]
            scopes[key] = scopes.get(key, 0.0) + scope_us / steps
    return {
        "us": a["kernel_us"] if gpu else a["cpu_us"],
        "steps": steps,
        "rank": (entry.get("distributed") or {}).get("rank"),
        "scopes": scopes,
    }


def ranks_of(parts) -> dict:
    """ranks from (worker, rank_part of an entry), read once (see trend_of)."""
    per_worker: dict = {}
    for worker, part in parts:
        w = per_worker.setdefault(worker, {"worker": worker, "rank": part["rank"], "us": 0.0, "steps": 0, "scopes": {}})
        w["us"] += part["us"]
        w["steps"] += part["steps"]
        for key, us in part["scopes"].items():
            w["scopes"][key] = w["scopes"].get(key, 0.0) + us
    rows = []
    for w in per_worker.values():
        rows.append({"worker": w["worker"], "rank": w["rank"], "us_per_step": round(w["us"] / w["steps"], 3)})
    rows.sort(key=lambda r: (r["rank"] is None, r["rank"] if r["rank"] is not None else 0, r["worker"]))
    median = statistics.median(r["us_per_step"] for r in rows) if rows else None
    scope_medians: dict = {}  # scope key -> its median over every worker (made once, when needed)
    for r in rows:
        r["straggler"] = median is not None and median > 0 and r["us_per_step"] > STRAGGLER * median
        r["difference"] = None
        if r["straggler"]:
            mine = per_worker[r["worker"]]["scopes"]
            gaps = {}
            for key, us in mine.items():
                if key not in scope_medians:
                    scope_medians[key] = statistics.median(
                        per_worker[o["worker"]]["scopes"].get(key, 0.0) for o in rows
                    )
                gaps[key] = us - scope_medians[key]
            if gaps:
                key = max(gaps, key=lambda k: gaps[k])
                r["difference"] = {"scope": key, "us_per_step_over_median": round(gaps[key], 3)}
    return {"median_us_per_step": median, "threshold": STRAGGLER, "workers": rows}
