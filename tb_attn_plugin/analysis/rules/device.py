"""Advice rule on the device's own backends (#57 item 5): attention kernels written for an
older architecture than the device's. FlashAttention-2 (Ampere's, ``flash_fwd_*``,
``pytorch_flash::``) and FlashAttention-3 (Hopper's: ``*Sm90``, ``compute_attn_ws``) kernels on
a compute-capability-10-or-later device (Blackwell: B200, GB200, B300) leave its new tensor
cores idle: an MLA decode under 300 TFLOP/s on a B200 because ``backend="auto"`` fell back to
them, where the TensorRT-LLM backend ran several times faster.

Terms: the older kernels are attention.kernels' attention rows whose backend names
FlashAttention-2 or -3; the device's compute capability is hardware.properties'; the estimate
is the calls' kernel time less their FLOPs at the best published forward rate on the device
(AttentionOpRow.best_published), never more than their time.
"""

from __future__ import annotations

import re

from ...report_types import EntryDraft
from ..numbers import time_text

_OLDER = re.compile(r"FlashAttention-[23]")
# the first compute capability whose own attention kernels these are not
NATIVE_FROM_MAJOR = 10
NATIVE = (
    "FlashAttention-4 (flash_attn.cute), cuDNN (SDPA's cudnn backend: "
    "torch.nn.attention.sdpa_kernel(SDPBackend.CUDNN_ATTENTION)) and FlashInfer's trtllm-gen and cutlass backends "
    "(a serving engine's attention backend setting)"
)


def older_backend(entry: EntryDraft) -> list:
    properties = entry.hardware.properties
    capability = properties.compute_capability if properties else None
    if not capability or int(capability.split(".")[0]) < NATIVE_FROM_MAJOR:
        return []
    kernels = [k for k in entry.attention.kernels if k.category == "attention" and _OLDER.search(k.backend or "")]
    if not kernels:
        return []
    backends = sorted({_OLDER.search(k.backend or "").group(0) for k in kernels})  # type: ignore[union-attr]
    us = sum(k.total_us for k in kernels)
    device = entry.hardware.matched or properties.name  # type: ignore[union-attr]
    saves, how = _estimate(entry, backends)
    return [
        {
            "code": "older_backend",
            "message": f"{' and '.join(backends)} kernels ({time_text(us)}) run on the {device} (compute capability "
            f"{capability}), an architecture they were not written for. Kernels written for it: {NATIVE}.{how}",
            "saves_us": saves,
        }
    ]


def _estimate(entry: EntryDraft, backends: list) -> tuple:
    """-> (the saving, its words): each call row of these backends with FLOPs and a forward
    figure, its kernel time less its FLOPs at that rate (at least 0, at most its time)."""
    saves, taken, rate = 0.0, 0.0, None
    for r in entry.attention_ops:
        if not any(b in x for x in r.kernel_backends for b in backends) or r.flops is None:
            continue
        best = next((b for b in r.best_published if b.kind == "forward" and b.tflops), None)
        if best is None:
            continue
        at_best = r.flops / (best.tflops * 1e12) * 1e6  # type: ignore[operator]
        saving = min(r.kernel_us, max(0.0, r.kernel_us - at_best))
        saves += saving
        taken += r.kernel_us - saving
        rate = best
    if rate is None:
        return None, ""
    return round(saves, 3), (
        f" At the best published forward rate on this device ({rate.kernel}, {rate.tflops:,.0f} TFLOP/s), these "
        f"calls' FLOPs would take {time_text(taken)} of kernel time."
    )
