"""The layers: what the Overview's per-layer chart draws, decided here once.

Terms:

- a *layer*: a top-level scope found by a label or an nn.Module call (source label or
  module): one attention layer of the model, called once or more.
- its *time*: its forward and backward kernel time on a GPU trace, its forward and backward
  CPU time otherwise (the unit of the entry's breakdown).
- an *outlier*: a layer whose time is at least OUTLIER_RATIO times the layers' median, or at
  most the median over OUTLIER_RATIO: the layers a chart of many names says by name.
- *outside the layers*: the top-level scopes that are no layer (attention ops or eager
  chains found outside every label and module: source op or pattern). Their calls are many
  layers' together, so they are said beside the layers, never drawn as one more bar."""

from __future__ import annotations

import math
import statistics
from typing import Optional

from ..numbers import ratio

# A layer this many times the median's time, or this many times under it, is named.
OUTLIER_RATIO = 1.5
# The outliers named at most, the furthest from the median first.
MAX_OUTLIERS = 10
# Past this many layers the names under every bar cannot be read: the chart draws them sorted
# by time, the longest first (a distribution), and names the outliers only.
MANY_LAYERS = 40
LAYER_SOURCES = ("label", "module")


def _time(scope: dict, gpu: bool) -> float:
    if gpu:
        return scope["forward_kernel_us"] + scope["backward_kernel_us"]
    return scope["cpu_us"] + scope["backward_cpu_us"]


def layers(scope_entries: list, gpu: bool, attention_us: float) -> Optional[dict]:
    """-> the layers' section (None with fewer than two layers): their scope ids in id order,
    their median time, the share of attention's time (attention_us) they hold, the outliers
    and what ran outside them."""
    top = [s for s in scope_entries if s["parent_id"] is None]
    inside = sorted((s for s in top if s["source"] in LAYER_SOURCES), key=lambda s: s["id"])
    if len(inside) < 2:
        return None
    times = [_time(s, gpu) for s in inside]
    median = statistics.median(times)
    far = []
    for s, t in zip(inside, times):
        if median > 0 and (t >= OUTLIER_RATIO * median or t <= median / OUTLIER_RATIO):
            far.append((abs(math.log(t / median)) if t > 0 else math.inf, s, t))
    far.sort(key=lambda x: (-x[0], x[1]["id"]))
    outside = [s for s in top if s["source"] not in LAYER_SOURCES]
    by_time = sorted(zip(inside, times), key=lambda x: (-x[1], x[0]["id"]))
    return {
        "count": len(inside),
        "scope_ids": [s["id"] for s in inside],
        "scope_ids_by_time": [s["id"] for s, _ in by_time],
        "sorted_by_time": len(inside) > MANY_LAYERS,
        "median_us": round(median, 3),
        "share_of_attention": ratio(sum(times), attention_us),
        "outliers": [
            {"scope_id": s["id"], "name": s["name"], "us": round(t, 3), "ratio": round(t / median, 3)}
            for _, s, t in far[:MAX_OUTLIERS]
        ],
        "outside": {
            "scopes": len(outside),
            "calls": sum(s["count"] for s in outside),
            "us": round(sum(_time(s, gpu) for s in outside), 3),
        },
    }
