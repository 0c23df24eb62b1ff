"""What a compare reads of one report entry (decide/compare.py's terms): its overall and
per-scope metrics, its kernels and their time, and its variant's row of the walkthrough's
table; and the scope keys that match scopes across traces.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import Any, Optional

from ..analysis.breakdown import category_totals
from ..analysis.rules.codes import EXPLAINS
from ..names import patterns
from ..report_types import CategoryRow, Entry, MemoryRow, PerCallSpread

# an index: digits that end a word (layer3, Qwen2Attention_0, layers.3.attn), not those inside
# a name (the 2 of Qwen2Attention)
_NUMBER = re.compile(r"\d+(?=$|[^0-9A-Za-z])")

# the metrics given with a spread, and the quartiles they are read from (per_call's fields)
SPREAD_OF = {"cpu_us_median": "cpu_us", "gpu_us_median": "gpu_busy_us"}


def _median(per_call: PerCallSpread, metric: str) -> Optional[float]:
    q = getattr(per_call, SPREAD_OF[metric])
    return q.median if q else None


def _spread(per_call: PerCallSpread, metric: str) -> Optional[list[float]]:
    q = getattr(per_call, SPREAD_OF[metric])
    return [q.p25, q.p75] if q else None


def scope_keys(names: Iterable[str]) -> list[str]:
    """The compare key of each scope, by its name, in the entry's order (see the module's terms)."""
    seen: Counter[str] = Counter()
    keys = []
    for name in names:
        form = _NUMBER.sub("#", name)
        k = seen[form]
        seen[form] += 1
        keys.append(f"{form} [{k}]" if form != name or k else name)
    return keys


def per(value: Optional[float], count: int) -> Optional[float]:
    """value per one of count (3 decimals); None without a count or a value."""
    return round(value / count, 3) if count and value is not None else None


def _peak_memory(rows: list[MemoryRow]) -> Optional[int]:
    peaks = [r.peak_allocated for r in rows if r.peak_allocated is not None]
    return max(peaks) if peaks else None


def summary(entry: Entry) -> dict[str, Any]:
    """What a compare reads of one entry: overall and per-scope metrics, the kernels and their
    time, and the variant's row of the walkthrough's table."""
    a = entry.attention
    gpu = entry.breakdown_unit == "gpu"
    top = [s for s in entry.scopes if s.parent_id is None]
    calls = sum(s.count for s in top)
    forward_ops = sum(s.cpu_ops_per_instance * s.count for s in top)
    rows = [r for r in entry.attention_ops if r.pct_of_peak_compute is not None]
    weighted = sum((r.pct_of_peak_compute or 0.0) * r.kernel_us for r in rows)
    time = sum(r.kernel_us for r in rows)
    # per call: the backward of calls whose forward is not in the trace is no call's
    backward_gpu, backward_cpu = a.backward_of_calls_kernel_us, a.backward_of_calls_cpu_us
    overall = {
        "kernels_per_instance": per(a.forward_kernels, calls) if gpu else None,
        "gpu_us_per_instance": per(a.forward_kernel_us, calls) if gpu else None,
        "backward_gpu_us_per_instance": per(backward_gpu, calls) if gpu else None,
        "cpu_us_per_instance": per(a.forward_cpu_us, calls),
        "backward_cpu_us_per_instance": per(backward_cpu, calls) if backward_cpu > 0 else None,
        "cpu_ops_per_instance": per(forward_ops, calls),
        "peak_memory": a.peak_allocated,
        "pct_of_peak_compute": round(weighted / time, 2) if time else None,
        **{m: _median(a.per_call, m) for m in SPREAD_OF},
    }
    spreads = {"": {m: _spread(a.per_call, m) for m in SPREAD_OF}}
    scopes = {}
    for key, s in zip(scope_keys(s.name for s in entry.scopes), entry.scopes):
        scopes[key] = {
            "name": s.name,
            "kernels_per_instance": s.kernels_per_instance if gpu else None,
            "gpu_us_per_instance": s.kernel_us_per_instance if gpu else None,
            "backward_gpu_us_per_instance": per(s.backward_kernel_us, s.count) if gpu else None,
            "cpu_us_per_instance": s.cpu_us_per_instance,
            "backward_cpu_us_per_instance": per(s.backward_cpu_us, s.count) if s.backward_cpu_us else None,
            "cpu_ops_per_instance": s.cpu_ops_per_instance,
            "peak_memory": _peak_memory(s.memory),
            "pct_of_peak_compute": None,
            **{m: _median(s.per_call, m) for m in SPREAD_OF},
            "backends": sorted({k.backend for k in s.kernels if k.backend}),
            "categories": _categories(s.categories),
        }
        spreads[key] = {m: _spread(s.per_call, m) for m in SPREAD_OF}
    kernels: defaultdict[str, Any] = defaultdict(float)
    counts: Counter[str] = Counter()
    for s in top:
        for k in s.kernels:
            name = patterns.kernel_base(k.name) if gpu else k.name
            kernels[name] = round(kernels[name] + k.total_us, 3)
            counts[name] += k.count
    # (a CPU op's row is its self time: the copies it made, a copy_ under it, are not in it;
    # an op that went and took its copies with it says so)
    made = {} if gpu else {c.op: c.us for c in a.copies_by_op if c.op}
    return {
        "path": entry.path,
        "gpu": gpu,
        "calls": calls,
        "overall": overall,
        "categories": _categories(a.categories),
        "scopes": scopes,
        "kernels": dict(kernels),
        "kernel_counts": dict(counts),
        "copies_made": made,
        "spreads": spreads,  # "" (overall) or a scope key -> metric -> [p25, p75] or None
        "variant": _variant(entry, overall, spreads[""], gpu),
    }


def _categories(rows: list[CategoryRow]) -> defaultdict[str, Any]:
    """Time by category (0 for a category the rows do not have)."""
    totals = category_totals((c.category, c.total_us) for c in rows)
    return defaultdict(float, {category: round(us, 3) for category, us in totals.items()})


def _variant(entry: Entry, overall: dict[str, Any], spreads: dict[str, Any], gpu: bool) -> dict[str, Any]:
    """The walkthrough's table row: kernels, GPU and CPU time per forward, the GEMMs' cores,
    copies inside attention, backend, peak memory, and the advice's one-line explanations."""
    a = entry.attention
    gemm_cores = sorted({k.cores for k in a.kernels if k.category == "gemm" and isinstance(k.cores, str)})
    made = [c for c in a.copies_by_op if c.op]
    copies = a.memcpy_count if gpu else sum(c.count for c in made)
    copy_us = a.memcpy_us if gpu else sum(c.us for c in made)
    backends = sorted({r.backend for r in entry.attention_ops}) or a.backends
    calls = sum(s.count for s in entry.scopes if s.parent_id is None)
    return {
        "kernels_per_forward": overall["kernels_per_instance"],
        "ops_per_forward": overall["cpu_ops_per_instance"],
        "gpu_us_per_forward": overall["gpu_us_per_instance"],
        "cpu_us_per_forward": overall["cpu_us_per_instance"],
        "gemm_cores": gemm_cores,
        "copies": copies,
        # per call of the top-level scopes, as the other columns: a trace of three steps made
        # three times the copies of a trace of one
        "copies_per_forward": per(copies, calls),
        "copy_us_per_forward": per(copy_us, calls),
        "backend": ", ".join(backends) if backends else None,
        "peak_memory": overall["peak_memory"],
        "explanations": [x.message for x in entry.advice if x.code in EXPLAINS],
        # the calls' medians and spreads: what the table shows and ranks by (a mean of a few
        # noisy calls is one slow call's)
        "cpu_us_median": overall["cpu_us_median"],
        "cpu_us_spread": spreads["cpu_us_median"],
        "gpu_us_median": overall["gpu_us_median"],
        "gpu_us_spread": spreads["gpu_us_median"],
    }
