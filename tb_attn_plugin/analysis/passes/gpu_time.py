"""GPU time two ways (#56 item 4): the kernels' sum, which every breakdown adds up, and the
busy time, the union of their intervals, which is what the GPU spent. Where streams run at
once (communication overlapping compute, a side stream's copies) the sum exceeds the busy
time: a DeepSeek training step had 244 ms of kernels in a 128.5 ms busy window, and a share
of the sum (22.4%) is not a share of the GPU's time (42.6%). Each share says its roof.

Terms:
- busy time of a device: the union of its kernels' intervals, overlaps counted once;
- attention's busy time: the union of attention's kernels (its scopes', its backward's, the
  ones found by kernel), per device, summed; its own busy time the same without its
  collectives (communication.py);
- overlapped communication: the part of attention's collectives' busy time during which a
  compute kernel (any other kernel of the device) also ran;
- a clipped kernel: one that runs past the start of the next kernel on its own stream. A
  stream runs its kernels in order, so the overlap is programmatic dependent launch (the next
  kernel's prologue starting early) or a duration that overflowed (a ROCm trace's FMHA
  backward "taking" 1.6 s); it is counted once, the earlier kernel's end clipped to the next
  one's start (gpu_clip.clip_same_stream, before any pass reads the durations).
"""

from __future__ import annotations

import numpy as np

from ...names import patterns
from ...reader import KERNEL
from ..context import AnalysisContext
from ..gpu_clip import union_us
from ..numbers import ratio


def gpu_time(ctx: AnalysisContext) -> dict:
    """The devices' busy time and attention's (see the module's terms)."""
    gpu, strings = ctx.data.gpu, ctx.data.strings
    kernels = np.flatnonzero(gpu.kind == KERNEL)
    attention = np.zeros(len(gpu), dtype=bool)
    attention[ctx.phase_of_gpu >= 0] = True
    attention[ctx.found_by_kernel] = True
    comm = np.zeros(len(gpu), dtype=bool)
    if len(kernels):
        names = gpu.name[kernels]
        distinct, which = np.unique(names, return_inverse=True)
        is_comm = np.array([patterns.classify_kernel(strings[n])[0] == "communication" for n in distinct.tolist()])
        comm[kernels] = is_comm[which.reshape(-1)]
    devices, busy_all, att_busy, own_busy, overlapped = [], 0.0, 0.0, 0.0, 0.0
    end = gpu.ts + gpu.dur
    for device in np.unique(gpu.device[kernels]).tolist():
        on = kernels[gpu.device[kernels] == device]
        busy = union_us(gpu.ts[on], end[on])
        busy_all += busy
        devices.append(
            {"device": int(device), "kernel_us": round(float(gpu.dur[on].sum()), 3), "busy_us": round(busy, 3)}
        )
        a = on[attention[on]]
        att_busy += union_us(gpu.ts[a], end[a])
        own = a[~comm[a]]
        own_busy += union_us(gpu.ts[own], end[own])
        # attention's collectives' busy time that a compute kernel of the device also covered
        c = a[comm[a]]
        if len(c):
            compute = on[~comm[on]]
            both = np.concatenate([c, compute])
            overlapped += union_us(gpu.ts[c], end[c]) + union_us(gpu.ts[compute], end[compute])
            overlapped -= union_us(gpu.ts[both], end[both])
    return {
        "devices": devices,
        "busy_us": round(busy_all, 3),
        "attention_busy_us": round(att_busy, 3),
        "attention_own_busy_us": round(own_busy, 3),
        "communication_overlapped_us": round(max(overlapped, 0.0), 3),
    }


def compose(section: dict, clipped: dict) -> dict:
    """The report's gpu_time section: the pass's, with the busy shares and the kernels the
    context clipped (context.clipped)."""
    busy = section["busy_us"]
    return {
        **section,
        "busy_share": ratio(section["attention_busy_us"], busy),
        "own_busy_share": ratio(section["attention_own_busy_us"], busy),
        "clipped": clipped,
    }
