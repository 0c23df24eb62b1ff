"""Kernel-first discovery: attention a team wrote its own way (a custom autograd Function or
an extension op around FlashAttention's kernels, Triton attention launched from Python),
found by what it launches rather than by its name.

Terms:
- kernel-found call: a forward host op that is the innermost op around the launch of a
  fused attention kernel (patterns.classify_kernel says "attention"), whose name is no
  attention op's (those are found by name), with no attention op, no backward op (an
  autograd node: an op with a sequence number and a forward thread, or named
  "...Backward<k>"; the autograd engine's ops) and no compiled region's wrapper around it.
  It is an attention call like any other: a row of the attention-op table (family
  "custom"), and a scope of its own (source "op") outside the labels and modules.
- its facts: the backend its kernels name; its shape where its first three inputs are 4-D
  tensors that fit q, k and v (one batch, one head dim, K and V alike) and its kernels are
  ones that take FlashAttention's (B, L, H, D) layout (FlashAttention's, aiter's, CK's,
  xFormers'), read so; else none. Its causal flag is not in the trace, so its FLOPs are the
  dense count, said in its flops_note.
"""

from __future__ import annotations

import re

import numpy as np

from ... import kinds
from ...kinds.base import CallFacts, dims4, first_dtype
from ...kinds.flash import readable_name_facts
from ...model import TraceModel
from ...names import patterns
from ...reader import KERNEL, OP
from ..backward import sequenced_ops
from ..numbers import name_hits

FAMILY = kinds.FOUND_BY_KERNELS
# the kernels' backends whose calls take (B, L, H, D) inputs (patterns.classify_kernel)
_BLHD_BACKENDS = re.compile(r"^FlashAttention|aiter|CK|xFormers|fused attention", re.IGNORECASE)
# wrappers a compiled region's kernels run under (analysis/passes/compiled.py reads them)
_COMPILED = ("## Call CompiledFxGraph", "Torch-Compiled Region", "CompiledFunction", "## ")
FLOPS_NOTE = (
    "a custom call found by its kernels: its inputs read in FlashAttention's (B, L, H, D) layout, and "
    "the dense count (whether it is causal is not in the trace: at most this)"
)
NO_SHAPE_NOTE = (
    "a custom call found by its kernels: which of its inputs are q, k and v is not in the trace (no "
    "4-D q, k and v among its first inputs, or kernels whose layout is not known), so no FLOPs"
)


def find_kernel_calls(model: TraceModel) -> dict:
    """The kernel-found calls (see the module's terms): host row -> kinds.CallFacts."""
    data = model.data
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    kernels = np.flatnonzero(gpu.kind == KERNEL)
    if not len(kernels):
        return {}
    distinct, which = np.unique(gpu.name[kernels], return_inverse=True)
    backend_of = {int(n): patterns.classify_kernel(strings[n]) for n in distinct.tolist()}
    attention = np.array([backend_of[int(n)][0] == "attention" for n in distinct.tolist()], dtype=bool)
    kernels = kernels[attention[which.reshape(-1)]]
    launch = model.launch_of(gpu.corr[kernels])
    kernels, launch = kernels[launch >= 0], launch[launch >= 0]
    if not len(launch):
        return {}
    total = len(model.parent)
    ops = np.flatnonzero(cpu.kind == OP)
    is_op = np.zeros(total, dtype=bool)
    is_op[ops] = True
    owner = model.nearest(is_op, strict=True)[launch]  # the innermost op around each launch
    kernels, owner = kernels[owner >= 0], owner[owner >= 0]
    # no attention op (by name) there or around it, no backward op, no compiled wrapper around it
    blocked = np.zeros(total, dtype=bool)
    names = cpu.name[ops]
    blocked[ops[name_hits(strings, names, patterns.is_attention_op_name)]] = True
    blocked[ops[name_hits(strings, names, _blocks)]] = True
    blocked[: len(cpu)] |= sequenced_ops(cpu)[1]
    free = model.nearest(blocked)[owner] < 0
    kernels, owner = kernels[free], owner[free]
    out: dict = {}
    for row in np.unique(owner).tolist():
        launched = gpu.name[kernels[owner == row]].tolist()
        backends = sorted({backend_of[int(n)][1] or "" for n in launched})
        out[row] = custom_facts(cpu.shapes.get(row), backends, [strings[n] for n in set(launched)])
    return out


def _blocks(name: str) -> bool:
    return (
        name.startswith(_COMPILED)
        or name.startswith(patterns.AUTOGRAD_ENGINE_PREFIX)
        or patterns.is_backward_node_name(name)
    )


def custom_facts(shapes, backends: list, kernel_names: tuple | list = ()) -> CallFacts:
    """A kernel-found call's facts (see the module's terms); the dtype and causal flag its
    kernels' readable names say (FlashAttention-4's) where its inputs do not."""
    dims, types, _ = shapes if shapes else (None, None, None)
    said = [f for f in map(readable_name_facts, kernel_names) if f is not None]
    dtype_said = next((f["dtype"] for f in said if f["dtype"]), None)
    causal = next((f["causal"] for f in said if f["causal"] is not None), None)
    dims = dims if isinstance(dims, list) else []
    shape = None
    if any(_BLHD_BACKENDS.search(b) for b in backends) and len(dims) >= 3:
        q, k, v = (dims4(x) for x in dims[:3])
        if (
            q is not None
            and k is not None
            and v is not None
            and q[0] == k[0] == v[0]
            and q[3] == k[3]
            and k[:3] == v[:3]
        ):
            shape = {"B": q[0], "H": q[2], "Lq": q[1], "Lkv": k[1], "D": q[3]}
            if k[2] != q[2]:
                shape["Hkv"] = k[2]
            if v[3] != q[3]:
                shape["Dv"] = v[3]
    flash = kinds.kind_named("flash")
    facts = flash.make_facts(shape, first_dtype(types) or dtype_said, causal)
    return CallFacts(
        kind=facts.kind,
        family=FAMILY,
        shape=shape,
        dtype=facts.dtype,
        causal=causal,
        flops=facts.flops if shape else None,
        flops_note=FLOPS_NOTE if shape else NO_SHAPE_NOTE,
        bytes=facts.bytes if shape else None,
    )
