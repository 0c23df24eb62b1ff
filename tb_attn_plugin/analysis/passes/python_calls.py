"""Attention launched from Python: a library function that calls an extension's builtin
(FlashAttention's ``flash_attn_with_kvcache`` calls ``fwd_kvcache`` of its CUDA module), so
that no ``cpu_op`` encloses the launch of its kernels. The Python frames of a trace recorded
with with_stack=True hold the call; without them the kernels are still attention (found by
kernel, context.py), of no call.

Terms:
- Python-launched call: one instance of the innermost kept Python frame (a library's or the
  user's code, not the plumbing: patterns.frame_kind) around the launch of a forward fused
  attention kernel (patterns.classify_kernel) that no op encloses (a kernel's own launch: a
  graph replay's launch ran every kernel of the graph, and is no call). Every such launch in one
  frame instance is the same call.
- its row: a label row appended to the trace over the frame's span (spans.py), named
  ``<function> (from Python)``: an attention op of the table and a scope of its own (source
  "op"), as a call found by the kernels an op launches (kernel_calls.py) is.
- its facts: the kernels' kind says its family (FlashAttention-2's kernels: "flash"; kernels
  of several kinds: "custom") and its backend; no op records its inputs, so its shape and
  FLOPs are not in the trace, said in its flops_note.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ... import kinds
from ...kinds import CallFacts
from ...model import TraceModel
from ...names import patterns
from ...reader import KERNEL, OP
from ..call_sites import CallSites
from ..numbers import name_hits

NAME = "{function} (from Python)"
NO_SHAPE_NOTE = (
    "a call made from Python ({function}): no op records its inputs (the library calls its extension's "
    "builtin directly), so its shape and FLOPs are not in the trace"
)


@dataclass(frozen=True)
class PythonCall:
    name: str  # the row's name (NAME)
    pid: int
    tid: int
    start: float
    end: float
    facts: CallFacts


def find_python_calls(model: TraceModel) -> list:
    """The Python-launched calls of the trace (see the module's terms), in no order."""
    data = model.data
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    if not len(data.frames):
        return []
    kernels = np.flatnonzero(gpu.kind == KERNEL)
    if not len(kernels):
        return []
    distinct, which = np.unique(gpu.name[kernels], return_inverse=True)
    names = [strings[n] for n in distinct.tolist()]
    forward = np.array(
        [patterns.classify_kernel(s)[0] == "attention" and not patterns.is_backward_kernel(s) for s in names], bool
    )
    kernels = kernels[forward[which.reshape(-1)]]
    launch = model.launch_of(gpu.corr[kernels])
    kernels, launch = kernels[launch >= 0], launch[launch >= 0]
    if not len(launch):
        return []
    # (a graph replay's launch ran every kernel of the graph: no call of its own)
    graph = name_hits(strings, cpu.name[launch], patterns.is_graph_launch)
    kernels, launch = kernels[~graph], launch[~graph]
    is_op = np.zeros(len(model.parent), dtype=bool)
    is_op[np.flatnonzero(cpu.kind == OP)] = True
    free = model.nearest(is_op, strict=True)[launch] < 0
    kernels, launch = kernels[free], launch[free]
    if not len(launch):
        return []
    sites = CallSites(data)
    frame = sites.innermost(data, launch)
    kernels, launch, frame = kernels[frame >= 0], launch[frame >= 0], frame[frame >= 0]
    out = []
    for f in np.unique(frame).tolist():
        at = frame == f
        first = launch[at][0]
        function = sites.names[f].split("): ", 1)[-1]
        kernel_names = {strings[n] for n in gpu.name[kernels[at]].tolist()}
        out.append(
            PythonCall(
                NAME.format(function=function),
                int(cpu.pid[first]),
                int(cpu.tid[first]),
                float(sites.ts[f]),
                float(sites.end[f]),
                python_facts(function, kernel_names),
            )
        )
    return out


def python_facts(function: str, kernel_names: set) -> CallFacts:
    """A Python-launched call's facts (see the module's terms): the family and kind its
    kernels say, no shape."""
    found = {kinds.kernel_kind(n) for n in kernel_names} - {None}
    kind = found.pop() if len(found) == 1 else None
    family = kind.family if kind is not None and kind.family in kinds.FAMILIES else kinds.FOUND_BY_KERNELS
    return CallFacts(
        kind=kind.name if kind is not None else "flash",
        family=family,
        shape=None,
        dtype=None,
        causal=None,
        flops=None,
        flops_note=NO_SHAPE_NOTE.format(function=function),
    )
