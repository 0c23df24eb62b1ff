"""Where attention's forward CPU time goes (#57 item 1): a call can keep the GPU waiting for
reasons CUDA graphs do not remove. A serving engine's attention module took 4.31 ms of CPU
against 78 µs of kernels, and was called launch-bound: its launch calls took 346 µs; the rest
was Python, ops on CPU tensors (an offloaded KV cache) and about 25 synchronising calls, none
of which a CUDA graph captures (a sync inside breaks the capture).

Terms (of the top-level forward instances of attention's scopes, on a GPU trace):
- an outermost op: an op inside an instance with no op around it there;
- sync: a launch row that waits for the device (SYNC_CALLS: cudaStreamSynchronize,
  cudaDeviceSynchronize, cudaEventSynchronize, a blocking cudaMemcpy, their HIP and driver
  names); a *sync op* an outermost op holding one (aten::item, aten::_local_scalar_dense,
  .cpu(), nonzero): its whole time is the sync part;
- a *CPU op*: an outermost op that launches nothing (it computed on the CPU: CPU tensors);
- a *launching op*: an outermost op that launches GPU work and waits for none: its launch
  calls are the launch part, the rest of it the dispatch part (the framework's work to launch);
- launch calls outside every op: the launch part (or sync, where they wait);
- Python: the instance's time outside every op and launch call.
The five parts add up to the instances' time.
"""

from __future__ import annotations

import re
from typing import Optional

import numpy as np

from ...reader import LAUNCH, OP
from ..context import AnalysisContext
from ..numbers import name_hits

SYNC_CALLS = re.compile(
    r"^(cuda|hip)(Stream|Device|Event|Ctx)Synchronize|^cu(Stream|Event|Ctx)Synchronize|^(cuda|hip)Memcpy$|"
    r"^cuMemcpy(DtoH|HtoD|DtoD)?(_v2)?$"
)
TOP_OPS = 3  # the sync and CPU ops named at most, the most time first


def cpu_parts(ctx: AnalysisContext) -> Optional[dict]:
    """The parts of attention's forward CPU time (see the module's terms); None on a CPU-only
    trace or where attention has no forward instance."""
    if not ctx.has_gpu:
        return None
    data, model, scopes = ctx.data, ctx.model, ctx.scopes
    cpu, strings = data.cpu, data.strings
    tops = scopes.inst_row[(scopes.inst_parent < 0) & scopes.forward] if len(scopes.inst_row) else scopes.inst_row
    if not len(tops):
        return None
    n = len(cpu)
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[tops] = True
    inside = np.flatnonzero(model.nearest(marked)[:n] >= 0)
    inside = inside[~marked[inside]]
    ops = inside[cpu.kind[inside] == OP]
    launches = inside[cpu.kind[inside] == LAUNCH]
    syncs = launches[name_hits(strings, cpu.name[launches], lambda s: bool(SYNC_CALLS.search(s)))]
    is_op = np.zeros(len(model.parent), dtype=bool)
    is_op[ops] = True
    outer_of = model.nearest(is_op, strict=True)
    outermost = ops[outer_of[ops] < 0] if len(ops) else ops
    is_outer = np.zeros(len(model.parent), dtype=bool)
    is_outer[outermost] = True
    owner = model.nearest(is_outer)  # each row's outermost op (-1: none)
    sync_owner = owner[syncs]
    launch_owner = owner[launches]
    sync_ops = np.unique(sync_owner[sync_owner >= 0])
    launching = np.setdiff1d(np.unique(launch_owner[launch_owner >= 0]), sync_ops)
    cpu_ops = np.setdiff1d(outermost, np.union1d(sync_ops, launching))
    dur = cpu.dur
    plain = np.setdiff1d(launches, syncs)
    total = float(dur[tops].sum())
    sync_us = float(dur[sync_ops].sum()) + float(dur[syncs[sync_owner < 0]].sum())
    launch_in_ops = plain[np.isin(owner[plain], launching)]
    launch_us = float(dur[launch_in_ops].sum()) + float(dur[plain[owner[plain] < 0]].sum())
    dispatch_us = float(dur[launching].sum()) - float(dur[launch_in_ops].sum())
    covered = float(dur[outermost].sum()) + float(dur[launches[launch_owner < 0]].sum())
    return {
        "total_us": round(total, 3),
        "launch_us": round(launch_us, 3),
        "dispatch_us": round(max(dispatch_us, 0.0), 3),
        "sync_us": round(sync_us, 3),
        "cpu_compute_us": round(float(dur[cpu_ops].sum()), 3),
        "python_us": round(max(total - covered, 0.0), 3),
        "launches": len(launch_in_ops) + int((owner[plain] < 0).sum()),
        "syncs": len(syncs),
        "sync_ops": _named(ctx, np.concatenate([sync_ops, syncs[sync_owner < 0]])),
        "cpu_ops": _named(ctx, cpu_ops),
    }


def _named(ctx: AnalysisContext, rows: np.ndarray) -> list:
    """The rows grouped by name, the most time first (at most TOP_OPS): {op, count, us, site},
    site the user's line the most time of them was called from (null where no frame says)."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    groups: dict = {}
    for r in rows.tolist():
        groups.setdefault(strings[cpu.name[r]], []).append(r)
    out = []
    for name, members in sorted(groups.items(), key=lambda kv: -float(cpu.dur[kv[1]].sum()))[:TOP_OPS]:
        at = np.array(members, dtype=np.int64)
        sites = ctx.call_sites.of_rows(ctx.data, at, cpu.dur[at])
        site = next((s["user"] or s["library"] for s in sites if s["user"] or s["library"]), None)
        out.append({"op": name, "count": len(members), "us": round(float(cpu.dur[at].sum()), 3), "site": site})
    return out
