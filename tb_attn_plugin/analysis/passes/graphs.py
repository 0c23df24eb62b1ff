"""The graph replays pass: the CUDA and HIP graph launches of a trace and what each ran.

Terms:
- graph launch: a host launch row named cudaGraphLaunch, hipGraphLaunch or cuGraphLaunch
  (patterns.is_graph_launch). The kernels, memcpy and memset of a replay carry its
  correlation id: they have no launch of their own, so no CPU op, label or module encloses
  them (serving engines replay almost all their work this way).
- a replay's attention: its kernels whose names are a fused attention kernel's (the kind
  registry's fingerprints, patterns.classify_kernel): the "found by kernel" attention of
  context.py, attributed here to the replay that ran it. Where the replay's capture was
  merged in (reader/capture.py), its kernels have the launches they were captured from,
  inside the graph launch: their attention is then in scopes like any other.
- annotation: what torch.cuda.graph(..., enable_annotations=True) and
  torch.cuda.graph_annotations.mark_kernels("name") attached to a replayed kernel (its args
  "name" and "autograd_phase", reader GpuEvents.annotation); an annotation the label
  pattern matches makes its kernels attention (found by kernel, context.py).
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from ...names import patterns
from ...reader import KERNEL, LAUNCH, NONE_ID
from ..context import AnalysisContext
from ..numbers import name_hits
from ..projection import extent_by_group

MAX_REPLAYS = 100  # replays listed at most (the first by start); the totals count all


def graph_replays(ctx: AnalysisContext) -> Optional[dict]:
    """-> the report's graph_replays section, or None where the trace launches no graph."""
    data = ctx.data
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    launches = np.flatnonzero(cpu.kind == LAUNCH)
    rows = launches[name_hits(strings, cpu.name[launches], patterns.is_graph_launch)]
    if not len(rows):
        return None
    rows = rows[np.argsort(cpu.ts[rows], kind="stable")]
    # (a merged capture puts the launches of the replayed rows inside the graph launch: the
    # replay of a GPU row is the graph launch that is or encloses its launch)
    marked = np.zeros(len(ctx.model.parent), dtype=bool)
    marked[rows] = True
    enclosing = ctx.model.nearest(marked)
    index = np.full(len(ctx.model.parent), -1, dtype=np.int64)
    index[rows] = np.arange(len(rows))
    launch = ctx.launch_of_gpu
    owner = np.where(launch >= 0, enclosing[np.maximum(launch, 0)], -1)
    replay = np.where(owner >= 0, index[np.maximum(owner, 0)], -1)
    ran = np.flatnonzero(replay >= 0)
    kernel = gpu.kind[ran] == KERNEL
    attention = kernel & name_hits(strings, gpu.name[ran], lambda s: patterns.classify_kernel(s)[0] == "attention")
    n = len(rows)
    g = replay[ran]
    dur = gpu.dur[ran]
    count = np.bincount(g[kernel], minlength=n)
    kernel_us = np.bincount(g[kernel], weights=dur[kernel], minlength=n)
    att_count = np.bincount(g[attention], minlength=n)
    att_us = np.bincount(g[attention], weights=dur[attention], minlength=n)
    other = np.bincount(g[~kernel], minlength=n)
    first, last = extent_by_group(g, gpu.ts[ran], gpu.ts[ran] + dur, n)
    listed = []
    for i in range(min(n, MAX_REPLAYS)):
        r = int(rows[i])
        listed.append(
            {
                "launch_api": strings[cpu.name[r]],
                "ts": float(cpu.ts[r]),
                "cpu_us": round(float(cpu.dur[r]), 3),
                "kernels": int(count[i]),
                "kernel_us": round(float(kernel_us[i]), 3),
                "memcpy_memset": int(other[i]),
                "attention_kernels": int(att_count[i]),
                "attention_kernel_us": round(float(att_us[i]), 3),
                "gpu_range_us": round(float(last[i] - first[i]), 3) if np.isfinite(first[i]) else None,
            }
        )
    return {
        "launches": n,
        "kernels": int(count.sum()),
        "kernel_us": round(float(kernel_us.sum()), 3),
        "attention_kernels": int(att_count.sum()),
        "attention_kernel_us": round(float(att_us.sum()), 3),
        "replays": listed,
        "annotations": _annotations(ctx, ran[kernel]),
        "capture_merge": data.capture_merge,
    }


def _annotations(ctx: AnalysisContext, kernels: np.ndarray) -> list:
    """Per CUDA graph annotation name of the replays' kernels (torch.cuda.graph_annotations):
    its kernels, their time and whether the label pattern makes it attention; by time."""
    gpu, strings = ctx.data.gpu, ctx.data.strings
    named = kernels[gpu.annotation[kernels] != NONE_ID]
    if not len(named):
        return []
    ids, which = np.unique(gpu.annotation[named], return_inverse=True)
    which = which.reshape(-1)
    count = np.bincount(which, minlength=len(ids))
    us = np.bincount(which, weights=gpu.dur[named], minlength=len(ids))
    backward = np.bincount(which, weights=gpu.annotation_phase[named] == 1, minlength=len(ids))
    rows = [
        {
            "name": strings[int(i)][:200],
            "kernels": int(count[j]),
            "kernel_us": round(float(us[j]), 3),
            "backward_kernels": int(backward[j]),
            "attention": bool(np.isin(i, ctx.attention_annotations)),
        }
        for j, i in enumerate(ids.tolist())
    ]
    return sorted(rows, key=lambda r: (-r["kernel_us"], r["name"]))[:MAX_REPLAYS]
