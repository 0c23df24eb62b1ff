"""The breakdown: units (kernels, or CPU ops on CPU-only traces) accumulated by (phase,
name), listed as kernel rows (count, total, mean, least, most, share, and the kernel's
detail) and totalled by category. The kernels and host-ops passes fill one per scope key
and one for all attention."""

from __future__ import annotations

import math
from typing import Optional


class Breakdown:
    """Accumulates units (kernels, or CPU ops on CPU-only traces) by (phase, name)."""

    def __init__(self):
        self.rows: dict = {}

    def add_group(
        self,
        phase: str,
        name: str,
        category: str,
        backend,
        count: int,
        total: float,
        least: float,
        most: float,
        detail=None,
    ):
        """count units of one name at once, totalling total, between least and most."""
        key = (phase, name)
        row = self.rows.get(key)
        if row is None:
            row = self.rows[key] = {
                "name": name,
                "phase": phase,
                "category": category,
                "backend": backend,
                "count": 0,
                "total_us": 0.0,
                "min_us": math.inf,
                "max_us": 0.0,
                "detail": detail,
            }
        row["count"] += count
        row["total_us"] += total
        if least < row["min_us"]:
            row["min_us"] = least
        if most > row["max_us"]:
            row["max_us"] = most

    def kernels(self, limit: Optional[int] = None) -> list:
        total = sum(r["total_us"] for r in self.rows.values()) or 0.0
        out = []
        for r in sorted(self.rows.values(), key=lambda r: (-r["total_us"], r["name"], r["phase"])):
            item = {
                "name": r["name"],
                "phase": r["phase"],
                "category": r["category"],
                "backend": r["backend"],
                "count": r["count"],
                "total_us": round(r["total_us"], 3),
                "mean_us": round(r["total_us"] / r["count"], 3),
                "min_us": round(r["min_us"], 3),
                "max_us": round(r["max_us"], 3),
                "share": round(r["total_us"] / total, 6) if total else 0.0,
            }
            if r["detail"]:
                item.update(r["detail"])
            out.append(item)
        return out if limit is None else out[:limit]

    def categories(self) -> list:
        agg: dict = {}
        for r in self.rows.values():
            a = agg.setdefault(
                (r["phase"], r["category"]),
                {"phase": r["phase"], "category": r["category"], "count": 0, "total_us": 0.0},
            )
            a["count"] += r["count"]
            a["total_us"] += r["total_us"]
        total = sum(a["total_us"] for a in agg.values()) or 0.0
        out = sorted(agg.values(), key=lambda a: (-a["total_us"], a["category"], a["phase"]))
        for a in out:
            a["total_us"] = round(a["total_us"], 3)
            a["share"] = round(a["total_us"] / total, 6) if total else 0.0
        return out


def category_totals(categories) -> dict:
    """Category -> µs over both phases, from the (category, total_us) of an entry's categories
    rows (the breakdown's, so every category is in them however many kernels there were;
    attention.kernels is capped)."""
    totals: dict = {}
    for category, us in categories:
        totals[category] = totals.get(category, 0.0) + us
    return totals
