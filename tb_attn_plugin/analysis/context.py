"""The context every analysis pass reads: one trace's data, its model, its attention
scopes and the phase and scope instance of every row. Built once per analysis; passes
read it and never change it.

Terms (shared by all passes):
- row: a host event (0..n-1: ops, labels, module calls, launches) or a memory instant
  (n..n+m-1), numbered as in the model. A GPU row is a device activity (kernel, memcpy,
  memset), numbered apart.
- scope key, instance, chain: see scopes.py. Where no label or module is found, eager
  attention chains (eager.py) are added to the trace as spans and found as scopes too.
- phase: 0 forward, 1 backward (names in PHASES), -1 outside attention. A row is
  backward when its innermost linked backward op maps to a scope instance (backward.py);
  a GPU row has the phase of the host row that launched it.
- backward phase: a label that is the backward or weight-gradient phase of a scope whose
  phases are labelled ("attn(B)", "attn(W)" beside "attn(F)": scopes.label_phase): its rows
  are backward work of the scope (kernels launched through the driver API with no op
  included), never a call and never a recompute. A phase root is such an instance that no
  backward op mapped to a scope encloses or runs beside: its time is added to its scope's
  backward time (one inside or beside such an op is counted by it, once).
- recomputed: a scope instance that the autograd engine runs (activation checkpointing
  recomputes a labelled forward inside a backward op): backward work of its scope, never a
  forward call; its rows are backward. A recompute root is such an instance that no
  recomputed instance and no linked backward op encloses: its time is added to its scope's
  backward time (a linked backward op around it has counted it already).
- found by kernel: a kernel outside every scope (no launch in the trace, as in a CUDA or HIP
  graph replay, or launched outside all of them) whose name is a fused attention kernel's
  (the kind registry's fingerprints, patterns.classify_kernel), or whose CUDA graph
  annotation (torch.cuda.graph_annotations.mark_kernels, GpuEvents.annotation) the label
  pattern matches. It is attention the trace shows: every total counts it, in the phase its
  annotation or else its name says (backward when it names bwd or backward), though no
  scope owns it.
- unlinked backward: an attention backward op (an autograd node named "<attention
  forward>Backward<k>", an attention op's "..._backward", or a backward node that launches a
  fused attention kernel no scope owns) linked to no forward op, outside every scope and
  every linked backward op: the backward of a call whose forward is not in the trace (it
  ran before the profiled window when its sequence number precedes every forward op's).
  Its rows are backward work of no scope: every total counts them, in a part of their own.
- kernel-found call: an op that launches a fused attention kernel, named as no attention op
  (kernel_calls.py): an attention op of the table and a scope, as those found by name.
- Python-launched call: the Python frame around the launch of a fused attention kernel no op
  encloses (python_calls.py): a span of its own over the frame, then as a kernel-found call.
- engine steps: a serving engine's steps and what each batched (engine_steps.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal

import numpy as np

from ..model import TraceModel, build_model
from ..names import patterns
from ..names.user_patterns import UserPattern
from ..reader import KERNEL, NONE_ID, OP, TraceData
from .backward import BackwardAttribution, UnlinkedBackward, attribute_backward, find_unlinked_backward
from .call_sites import CallSites
from .engine_steps import EngineSteps, find_engine_steps
from .gpu_clip import clip_same_stream
from .passes.eager import find_eager_chains, outside_attention_ops, with_chain_spans
from .passes.kernel_calls import find_kernel_calls
from .passes.python_calls import find_python_calls
from .scopes import ChainExpander, Scopes, find_scopes
from .spans import with_spans
from .totals import RowsInScopes

PHASES: tuple[Literal["forward", "backward"], ...] = ("forward", "backward")


@dataclass(frozen=True)
class AnalysisContext:
    data: TraceData
    model: TraceModel
    scopes: Scopes
    backward: BackwardAttribution
    phase_of_row: np.ndarray  # int8 per row: 0, 1 or -1 (see the module's terms)
    instance_of_row: np.ndarray  # per row: its scope instance, forward or backward (-1: outside)
    expand: ChainExpander  # chains -> (item, key) pairs
    launch_of_gpu: np.ndarray  # per GPU row: the host row of its launch (-1: not in the trace)
    phase_of_gpu: np.ndarray  # per GPU row: the phase of its launch (-1: none, or outside attention)
    checkpoint: Callable[[], None]  # between steps: raises AnalysisTimeout past the deadline (and frees: compose)
    call_sites: CallSites  # where in the user's code each row was called from (call_sites.py)
    # scope instances that are recompute roots (see the module's terms)
    recompute_roots: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    # backward-phase instances whose time no backward op counts (see the module's terms)
    phase_roots: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    # GPU rows found by kernel (see the module's terms), and the phase of each
    found_by_kernel: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    found_phase: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int8))
    # attention backward work whose forward call is not in the trace (see the module's terms),
    # and the GPU rows it launched
    unlinked_backward: UnlinkedBackward = field(
        default_factory=lambda: UnlinkedBackward(np.empty(0, np.int64), np.empty(0, bool))
    )
    unlinked_backward_gpu: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    # eager attention chains (eager.py): the row of each chain's span -> its kinds.CallFacts
    eager_chains: dict = field(default_factory=dict)
    # the calls found by pattern or by kernel (kernel_calls.py), ops of the attention-op table
    # beside those found by name: row -> kinds.CallFacts
    found_calls: dict = field(default_factory=dict)
    engine_steps: EngineSteps = field(default_factory=EngineSteps)
    # the CUDA graph annotations that are attention (attention_annotations)
    attention_annotations: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    # the kernels clipped at the next kernel's start on their stream (gpu_time.clip_same_stream)
    clipped: dict = field(default_factory=lambda: {"kernels": 0, "us": 0.0})
    # what the passes share, made when first asked (shared(): enclosing_op, occupancy.estimated_launch_apis)
    _made: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def n_keys(self) -> int:
        return len(self.scopes.keys)

    @property
    def has_gpu(self) -> bool:
        return len(self.data.gpu) > 0

    def shared(self, name: str, make: Callable[[], Any]) -> Any:
        """What several passes read of the trace, made once (by make) when first asked."""
        if name not in self._made:
            self._made[name] = make()
        return self._made[name]

    def enclosing_op(self) -> np.ndarray:
        """Per row of the model (host rows, then memory rows): its innermost enclosing CPU op,
        itself where it is one; -1 where none. Made once for the passes that name the op behind
        a row that is not one (an allocation's in memory.py, a copy's launch in kernels.py)."""

        def make() -> np.ndarray:
            is_op = np.zeros(len(self.model.parent), dtype=bool)
            is_op[: self.model.n_cpu] = self.data.cpu.kind == OP
            return self.model.nearest(is_op)

        return self.shared("enclosing_op", make)

    def gpu_placed_at(self, rows: np.ndarray) -> np.ndarray:
        """When GPU rows happened for placing them in a step or a window: their launch's start
        (a kernel runs after its launch), or where no launch is in the trace their own start."""
        launch = self.launch_of_gpu[rows]
        return np.where(launch >= 0, self.data.cpu.ts[np.maximum(launch, 0)], self.data.gpu.ts[rows])

    def forward_windows(self) -> np.ndarray:
        """The host rows of attention's forward CPU windows: the scope instances no instance
        encloses, run as forward work (not recomputed). Every pass that times the forward on
        the host takes them from here."""
        scopes = self.scopes
        return scopes.inst_row[(scopes.inst_parent < 0) & scopes.forward]

    def backward_windows(self) -> tuple:
        """-> (the host rows of the backward windows: the outermost backward ops mapped to a
        scope, then the recompute roots and the backward-phase roots; the scope instance of each). Every pass that times
        the backward takes them from here."""
        roots, recompute = self.backward.roots, np.concatenate([self.recompute_roots, self.phase_roots])
        return (
            np.concatenate([roots, self.scopes.inst_row[recompute]]),
            np.concatenate([self.backward.root_instances, recompute]),
        )

    def in_scopes(self, instances: np.ndarray) -> RowsInScopes:
        """Rows by the scope instance each lies in (-1: outside): their totals per scope key
        (totals.py), however deep the scopes nest."""
        return RowsInScopes(self.scopes, self.expand, instances)


def build_context(
    data: TraceData, label_re: UserPattern, module_re: UserPattern, checkpoint: Callable[[], None]
) -> AnalysisContext:
    # (a stream runs its kernels in order: one past the next one's start is counted once)
    data, clipped = clip_same_stream(data)
    model = build_model(data)
    checkpoint()
    data, model, eager_chains = _with_eager_chains(data, model, checkpoint)
    rows = list(eager_chains)
    # attention launched from Python with no op around its kernels (python_calls.py): each
    # call gets a span of its own over its frame, an op of the table and a scope
    data, model, python_calls = _with_python_calls(data, model, checkpoint)
    # attention found by the fused kernels it launches (kernel_calls.py): ops of the table,
    # and scopes as the attention ops found by name are
    kernel_calls = find_kernel_calls(model)
    scopes = find_scopes(model, label_re, module_re, pattern_rows=rows, op_rows=[*kernel_calls, *python_calls])
    checkpoint()
    backward, bwd_inst = attribute_backward(model, scopes)
    checkpoint()
    inst = scopes.inst_of_row
    phase_of_row = np.where(_backward_rows(model, scopes, bwd_inst), 1, np.where(inst >= 0, 0, -1)).astype(np.int8)
    instance_of_row = np.where(bwd_inst >= 0, bwd_inst, scopes.inst_of_row)
    del bwd_inst  # (merged into instance_of_row: no copy kept)
    launch = model.launch_of(data.gpu.corr)
    phase_of_gpu = np.where(launch < 0, -1, phase_of_row[np.maximum(launch, 0)])
    annotated = attention_annotations(data, label_re)
    found, found_phase = _found_by_kernel(data, phase_of_gpu, annotated)
    found_launch = launch[found]
    checkpoint()
    unlinked = find_unlinked_backward(model, backward, phase_of_row, found_launch[found_launch >= 0])
    checkpoint()
    unlinked_gpu = np.empty(0, dtype=np.int64)
    if len(unlinked.roots):
        # the rows inside them are backward work of no scope: every total counts them
        marked = np.zeros(len(phase_of_row), dtype=bool)
        marked[unlinked.roots] = True
        under = (model.nearest(marked) >= 0) & (phase_of_row < 0)
        phase_of_row = np.where(under, 1, phase_of_row).astype(np.int8)
        unlinked_gpu = np.flatnonzero((launch >= 0) & under[np.maximum(launch, 0)])
        phase_of_gpu = np.where(launch < 0, -1, phase_of_row[np.maximum(launch, 0)])
        found, found_phase = _found_by_kernel(data, phase_of_gpu, annotated)
    return AnalysisContext(
        data=data,
        model=model,
        scopes=scopes,
        backward=backward,
        phase_of_row=phase_of_row,
        instance_of_row=instance_of_row,
        expand=ChainExpander(scopes.chain_key, scopes.chain_parent, scopes.chain_len, data.path),
        launch_of_gpu=launch,
        phase_of_gpu=phase_of_gpu,
        checkpoint=checkpoint,
        eager_chains=eager_chains,
        found_calls={**eager_chains, **kernel_calls, **python_calls},
        found_by_kernel=found,
        found_phase=found_phase,
        unlinked_backward=unlinked,
        unlinked_backward_gpu=unlinked_gpu,
        recompute_roots=_recompute_roots(model, scopes, backward),
        phase_roots=_phase_roots(model, scopes, backward),
        engine_steps=find_engine_steps(data),
        call_sites=CallSites(data),
        attention_annotations=annotated,
        clipped=clipped,
    )


def _with_eager_chains(data: TraceData, model: TraceModel, checkpoint: Callable[[], None]) -> tuple:
    """-> (the trace and its model with a span added over each eager attention chain (Q·Kᵀ,
    softmax, ·V: eager.py), and the chains: row -> kinds.CallFacts). Each is an attention op
    of the table (its shape, FLOPs and score matrix); where no label or module is a scope,
    the spans are the scopes (source "pattern")."""
    chains = outside_attention_ops(model, find_eager_chains(model))
    if not chains:
        return data, model, {}
    data, rows = with_chain_spans(data, model, chains)
    model = build_model(data)
    checkpoint()
    return data, model, {row: chain.facts for row, chain in zip(rows, chains)}


def _backward_rows(model: TraceModel, scopes: Scopes, bwd_inst: np.ndarray) -> np.ndarray:
    """Per row: whether it is backward work: under a backward op mapped to a scope (bwd_inst),
    in a recomputed instance, or under a backward phase's label."""
    inst = scopes.inst_of_row
    out = bwd_inst >= 0
    if len(scopes.recomputed):
        out = out | ((inst >= 0) & scopes.recomputed[np.maximum(inst, 0)])
    if scopes.backward_phase.any():
        out = out | _under(model, scopes.inst_row[scopes.backward_phase])
    return out


def _with_python_calls(data: TraceData, model: TraceModel, checkpoint: Callable[[], None]) -> tuple:
    """-> (the trace and its model with a span added over each Python-launched call
    (python_calls.py), and those calls: row -> kinds.CallFacts); as they were where none."""
    found = find_python_calls(model)
    if not found:
        return data, model, {}
    names, pids, tids, starts, ends = zip(*[(c.name, c.pid, c.tid, c.start, c.end) for c in found])
    data, added = with_spans(data, list(names), pids, tids, starts, ends)
    model = build_model(data)
    checkpoint()
    return data, model, {row: call.facts for row, call in zip(added, found)}


def _under(model: TraceModel, rows: np.ndarray) -> np.ndarray:
    """Per row: whether one of rows encloses it (or is it)."""
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[rows] = True
    return model.nearest(marked) >= 0


def _phase_roots(model: TraceModel, scopes: Scopes, backward: BackwardAttribution) -> np.ndarray:
    """The backward-phase instances (scopes.Scopes.backward_phase) whose own time is the
    backward's: no backward-phase instance encloses them, no backward op mapped to a scope
    encloses them, and none runs while they do (a label around torch.autograd.backward on the
    main thread waits while the autograd thread does the work: the wait is no work of its own,
    and the backward ops count it)."""
    bp = scopes.backward_phase
    if not bp.any():
        return np.flatnonzero(bp)
    cpu = model.data.cpu
    parent = scopes.inst_parent
    enclosed = (parent >= 0) & bp[np.maximum(parent, 0)]
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[backward.roots] = True
    in_root = model.nearest(marked, strict=True)[scopes.inst_row] >= 0
    candidates = np.flatnonzero(bp & ~enclosed & ~in_root)
    if len(candidates) and len(backward.roots):
        start, end = cpu.ts[backward.roots], cpu.ts[backward.roots] + cpu.dur[backward.roots]
        rows = scopes.inst_row[candidates]
        a, b = cpu.ts[rows], cpu.ts[rows] + cpu.dur[rows]
        busy = np.array([bool(((start < e) & (end > s)).any()) for s, e in zip(a.tolist(), b.tolist())], dtype=bool)
        candidates = candidates[~busy]
    return candidates


def _recompute_roots(model: TraceModel, scopes: Scopes, backward: BackwardAttribution) -> np.ndarray:
    """The recompute roots (see the module's terms), as scope instances."""
    r = scopes.recomputed
    if not r.any():
        return np.flatnonzero(r)
    parent = scopes.inst_parent
    enclosed = (parent >= 0) & r[np.maximum(parent, 0)]
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[backward.roots] = True
    in_root = model.nearest(marked, strict=True)[scopes.inst_row] >= 0
    return np.flatnonzero(r & ~enclosed & ~in_root)


def attention_annotations(data: TraceData, label_re: UserPattern) -> np.ndarray:
    """The name ids of the CUDA graph annotations (GpuEvents.annotation) that the label
    pattern matches: graph-replayed work its author marked as attention."""
    ids = np.unique(data.gpu.annotation[data.gpu.annotation != NONE_ID]) if len(data.gpu) else np.empty(0, np.int64)
    return np.array([i for i in ids.tolist() if label_re.search(data.strings[i])], dtype=np.int64)


def _found_by_kernel(data: TraceData, phase_of_gpu: np.ndarray, annotated: np.ndarray) -> tuple:
    """-> (the GPU rows found by kernel, the phase of each): see the module's terms. Each
    distinct kernel name is classified once."""
    gpu = data.gpu
    outside = np.flatnonzero((phase_of_gpu < 0) & (gpu.kind == KERNEL))
    if not len(outside):
        return outside, np.empty(0, dtype=np.int8)
    distinct, which = np.unique(gpu.name[outside], return_inverse=True)
    names = [data.strings[n] for n in distinct.tolist()]
    attention = np.array([patterns.classify_kernel(s)[0] == "attention" for s in names], dtype=bool)
    backward = np.array([patterns.is_backward_kernel(s) for s in names], dtype=bool)
    which = which.reshape(-1)
    marked = np.isin(gpu.annotation[outside], annotated) if len(annotated) else np.zeros(len(outside), dtype=bool)
    hit = attention[which] | marked
    # an annotated row has the phase its annotation says; the others the one their names say
    phase = np.where(marked, gpu.annotation_phase[outside] == 1, backward[which])
    return outside[hit], phase[hit].astype(np.int8)
