"""The step summary: the part of a report entry that the trend and ranks views read
(decide.trends.trend, decide.trends.ranks), which `tb-attn precompute` stores beside each shared
result and the server keeps per trace, so that a run of thousands of ranks is followed
without reading their whole reports. A projection of one entry, so it lives with the
analysis that makes the entry (the service and the shared results ask it here, not in the
cross-trace decisions). Its contract is the schema's $defs.StepSummary."""

from __future__ import annotations


def step_summary(entry: dict) -> dict:
    """The summary of one entry: ok, breakdown_unit, distributed, attention's kernel and CPU
    time, the steps and, per scope, its name, parent and times."""
    return {
        "ok": bool(entry.get("ok")),
        "breakdown_unit": entry.get("breakdown_unit"),
        "distributed": entry.get("distributed"),
        "attention": {
            **{k: (entry.get("attention") or {}).get(k, 0.0) for k in ("kernel_us", "cpu_us")},
            # the fused attention kernels' own time (what a straggler's one slow kernel moves)
            "fused_kernel_us": round(
                sum(
                    c["total_us"]
                    for c in (entry.get("attention") or {}).get("categories") or []
                    if c["category"] == "attention"
                ),
                3,
            ),
        },
        "steps": {k: (entry.get("steps") or {}).get(k) for k in ("count", "per_step")},
        "scopes": [
            {
                k: s.get(k)
                for k in ("name", "parent_id", "forward_kernel_us", "backward_kernel_us", "cpu_us", "backward_cpu_us")
            }
            for s in entry.get("scopes") or []
        ],
    }
