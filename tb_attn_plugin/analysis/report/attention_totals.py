"""The report's attention totals: attention's time on the device and the host, forward and
backward, its shares, copies, memsets, backends, categories and largest kernels, and the
parts the headline's total is made of; composed from the passes' sections (report.py).

Terms:
- the *parts*: the user's scopes; the attention ops beside them (op and pattern scopes
  outside every label: outside_labels); the kernels found by kernel outside every scope
  (kernels.py's stray); and the backward of calls whose forward is not in the trace
  (unlinked_part). They add up to the totals.
- the backward *of calls*: the backward without the part no call owns (the unlinked one):
  what a call's backward is compared with and divided by.
"""

from __future__ import annotations

from collections import Counter

from ...reader import KERNEL
from ..context import PHASES, AnalysisContext
from ..numbers import ratio
from ..passes.host_ops import HostOps
from ..passes.kernels import DeviceActivity
from ..passes.memory import peak_memory
from ..passes.scope_times import ScopeTimes
from ..scopes import Scopes

# attention's kernel rows listed at most (the largest first; kernels_total counts them all)
MAX_ATTENTION_KERNELS = 1000


# the sources of the scopes that stand beside the user's labels and modules (scopes.py)
_BESIDE_LABELS = frozenset({"op", "pattern"})


def _beside_labels(scopes: Scopes, scope_entries: list) -> list:
    """The scope entries of attention the labels and modules miss: attention ops and eager
    chains outside all of them, scopes of their own (empty where no label or module matched:
    then they are the scopes)."""
    if not scopes.source.startswith(("label", "module")):
        return []
    return [s for s in scope_entries if s["source"] in _BESIDE_LABELS]


def outside_labels(scopes: Scopes, scope_entries: list) -> dict:
    beside = _beside_labels(scopes, scope_entries)
    return {
        "count": sum(s["count"] for s in beside),
        "cpu_us": round(float(sum(s["cpu_us"] for s in beside)), 3),
        "kernel_us": round(float(sum(s["forward_kernel_us"] + s["backward_kernel_us"] for s in beside)), 3),
        "ops": sorted({s["name"] for s in beside}),
    }


def unlinked_part(ctx: AnalysisContext) -> dict:
    """The backward of attention calls whose forward is not in the trace (context.py's
    unlinked backward): its ops (the outermost), how many provably follow a forward that ran
    before the window, their CPU time and the kernel time of what they launched."""
    unlinked, gpu = ctx.unlinked_backward, ctx.data.gpu
    rows = ctx.unlinked_backward_gpu
    kernels = rows[gpu.kind[rows] == KERNEL]
    return {
        "count": len(unlinked.roots),
        "before_window": int(unlinked.before_window.sum()),
        "kernel_us": round(float(sum(gpu.dur[kernels].tolist())), 3),
        "cpu_us": round(float(sum(ctx.data.cpu.dur[unlinked.roots].tolist())), 3),
    }


def _parts(
    scopes: Scopes, devices: DeviceActivity, kernel_us: float, cpu_us: float, scope_entries: list, unlinked: dict
) -> dict:
    """The headline's parts: the user's scopes, the attention beside them, the kernels found
    by kernel and the backward of calls whose forward is not in the trace; they add up to
    the attention totals."""
    beside = _beside_labels(scopes, scope_entries)
    beside_kernel = float(sum(s["forward_kernel_us"] + s["backward_kernel_us"] for s in beside))
    beside_cpu = float(sum(s["cpu_us"] + s["backward_cpu_us"] for s in beside))
    found = float(devices.stray["us"])
    return {
        "scopes": {
            "kernel_us": round(kernel_us - found - beside_kernel - unlinked["kernel_us"], 3),
            "cpu_us": round(cpu_us - beside_cpu - unlinked["cpu_us"], 3),
        },
        "outside_labels": {
            "count": sum(s["count"] for s in beside),
            "kernel_us": round(beside_kernel, 3),
            "cpu_us": round(beside_cpu, 3),
        },
        "found_by_kernel": {"count": devices.stray["count"], "kernel_us": round(found, 3)},
        "backward_without_forward": unlinked,
    }


def attention_totals(
    scopes: Scopes,
    times: ScopeTimes,
    devices: DeviceActivity,
    ops: HostOps,
    overall,
    scope_entries: list,
    unlinked: dict,
) -> dict:
    attn: Counter = Counter()
    # (update, not "+": a total of 0.0 µs stays a float, as the entry has always shown it)
    attn.update(devices.totals)
    attn.update(ops.totals)
    forward, backward = PHASES

    def both(kind: str, what: str):
        return attn[(forward, kind, what)] + attn[(backward, kind, what)]

    fwd_k, bwd_k = attn[(forward, "kernel", "us")], attn[(backward, "kernel", "us")]
    kernel_us = fwd_k + bwd_k
    # collectives launched inside attention (tensor-parallel all-reduce, say) are not attention
    # compute: their time is given apart, and the share without them
    communication_us = sum(r["total_us"] for r in devices.overall.rows.values() if r["category"] == "communication")
    backward_cpu = times.backward_cpu_total + unlinked["cpu_us"] if unlinked["count"] else times.backward_cpu_total
    cpu_total = times.forward_cpu_total + backward_cpu
    return {
        "scope_source": scopes.source,
        "forward_kernel_us": round(fwd_k, 3),
        "backward_kernel_us": round(bwd_k, 3),
        "kernel_us": round(kernel_us, 3),
        "kernel_share": ratio(kernel_us, devices.total_kernel_us),
        "communication_kernel_us": round(communication_us, 3),
        "compute_kernel_share": ratio(kernel_us - communication_us, devices.total_kernel_us),
        "forward_kernels": attn[(forward, "kernel", "n")],
        "backward_kernels": attn[(backward, "kernel", "n")],
        "cpu_us": round(cpu_total, 3),
        "forward_cpu_us": round(times.forward_cpu_total, 3),
        "backward_cpu_us": round(backward_cpu, 3),
        # the backward of the calls (of their forward, which is in the trace): what a call's
        # backward is compared with and divided by, without the part no call owns
        "backward_of_calls_kernel_us": round(bwd_k - unlinked["kernel_us"], 3),
        "backward_of_calls_cpu_us": round(backward_cpu - unlinked["cpu_us"], 3),
        "cpu_share": ratio(cpu_total, sum(times.step_us)),
        "parts": _parts(scopes, devices, kernel_us, cpu_total, scope_entries, unlinked),
        "memcpy_us": round(both("memcpy", "us"), 3),
        "memcpy_count": both("memcpy", "n"),
        "copies_by_op": [
            {"op": op, "count": n, "us": round(us, 3)}
            for op, (n, us) in sorted(
                # (the device pass fills them on GPU traces, the host pass on CPU-only ones)
                (devices.copies_by_op or ops.copies_by_op).items(),
                key=lambda c: (-c[1][1], c[0] or ""),
            )
        ],
        "memset_us": round(both("memset", "us"), 3),
        "memset_count": both("memset", "n"),
        "cpu_ops": both("cpu_op", "n"),
        "backends": sorted(
            {r["backend"] for r in overall.rows.values() if r["category"] == "attention" and r["backend"]}
        ),
        "categories": overall.categories(),
        # every part of attention's kernels (its scopes, outside them, found by kernel): what the
        # Overview's largest kernels and the Kernels view's "All attention" both read
        "kernels": overall.kernels(MAX_ATTENTION_KERNELS),
        "kernels_total": len(overall.rows),
        **_peaks(peak_memory(scope_entries, scopes)),
    }


def _peaks(rows: list) -> dict:
    """The peak memory rows per device and phase, and the highest of them (what the Overview's
    card and a compare say)."""
    return {"peak_memory": rows, "peak_allocated": max((r["peak_allocated"] for r in rows), default=None)}
