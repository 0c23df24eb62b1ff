"""Host ops: the CPU ops inside attention, counted per scope key and phase; on CPU-only
traces (no device activity to break down) they are the units of the breakdown, by self
time (an op's duration less that of the ops directly inside it)."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from .. import patterns
from ..reader import OP
from .breakdown import Breakdown
from .context import PHASES, AnalysisContext
from .numbers import name_hits, unit_groups


@dataclass
class HostOps:
    cpu_op_n: np.ndarray  # (key, phase): CPU ops inside each scope
    totals: Counter = field(default_factory=Counter)  # (phase name, "cpu_op", "n") -> ops inside attention
    overall: Breakdown = field(default_factory=Breakdown)  # CPU-only traces: by op name
    by_key: list = field(default_factory=list)  # CPU-only traces: per key, a Breakdown
    # CPU-only traces: copy ops inside attention (the outermost of nested ones: aten::clone
    # calls aten::copy_) by the op around them (None: none) -> [count, µs]
    copies_by_op: dict = field(default_factory=dict)


def host_ops(ctx: AnalysisContext) -> HostOps:
    cpu, strings, model = ctx.data.cpu, ctx.data.strings, ctx.model
    nkeys = ctx.n_keys
    out = HostOps(np.zeros((nkeys, 2)), by_key=[Breakdown() for _ in range(nkeys)])
    phase_of_row = ctx.phase_of_row
    ops = np.flatnonzero(cpu.kind == OP)
    tree_ops = ops[np.argsort(model.position[ops], kind="stable")]
    in_scope = tree_ops[phase_of_row[tree_ops] >= 0]
    op_phase = phase_of_row[in_scope].astype(np.int64)
    for p in (0, 1):
        c = int((op_phase == p).sum())
        if c:
            out.totals[(PHASES[p], "cpu_op", "n")] += c
    rows = ctx.in_scopes(ctx.instance_of_row[in_scope])
    counts, _ = rows.cells(op_phase, np.ones(len(in_scope)), 2)
    out.cpu_op_n += counts
    if ctx.has_gpu or not len(in_scope):
        return out
    is_op = np.zeros(len(model.parent), dtype=bool)
    is_op[ops] = True
    op_up = model.nearest(is_op, strict=True)[tree_ops]
    self_us = cpu.dur.copy()
    inner = op_up >= 0
    np.subtract.at(self_us, op_up[inner], cpu.dur[tree_ops[inner]])
    op_names = cpu.name[in_scope]
    op_self = np.maximum(self_us[in_scope], 0.0)
    unit = op_names * 2 + op_phase
    per_key = rows.groups(unit, op_self)
    _copies_by_enclosing_op(ctx, in_scope, op_up, tree_ops, out.copies_by_op)
    overall = unit_groups(unit, op_self, np.arange(len(in_scope)), None, nkeys)
    for i, key, count, total, least, most in itertools.chain(overall, per_key):
        name = strings[int(op_names[i])]
        category, backend = patterns.classify_cpu_op(name)
        (out.overall if key is None else out.by_key[key]).add_group(
            PHASES[int(op_phase[i])], name, category, backend, count, total, least, most
        )
    return out


def _copies_by_enclosing_op(
    ctx: AnalysisContext, in_scope: np.ndarray, op_up: np.ndarray, tree_ops: np.ndarray, out: dict
) -> None:
    """The CPU's copies (what a GPU trace shows as a memcpy): copy ops inside attention whose
    enclosing op is no copy op, by that op. Inside another op, only a tensor copied whole
    (aten::clone: masked_fill's out-of-place copy) counts; an aten::to inside an op is how
    the op casts a Python scalar to a tensor (mul, where, SDPA's math path, a few µs on every
    call), which the reader keeps no dims of to tell from a tensor's cast. A copy op the model
    called itself (no op around it: .to(), .contiguous(), .clone()) always counts."""
    cpu, strings = ctx.data.cpu, ctx.data.strings
    total = len(ctx.model.parent)
    is_copy = np.zeros(total, dtype=bool)
    is_copy[tree_ops[name_hits(strings, cpu.name[tree_ops], lambda s: patterns.classify_cpu_op(s)[0] == "memcpy")]] = (
        True
    )
    parent = np.full(total, -1, dtype=np.int64)
    parent[tree_ops] = op_up
    rows = in_scope[is_copy[in_scope]]
    up = parent[rows]
    rows, up = rows[(up < 0) | ~is_copy[np.maximum(up, 0)]], up[(up < 0) | ~is_copy[np.maximum(up, 0)]]
    whole = (up < 0) | name_hits(strings, cpu.name[rows], lambda s: s == "aten::clone")
    rows, up = rows[whole], up[whole]
    if not len(rows):
        return
    # the enclosing op's name id, or -1 where the copy has no op around it
    names = np.where(up >= 0, cpu.name[np.maximum(up, 0)], -1)
    ids, inverse = np.unique(names, return_inverse=True)
    inverse = inverse.reshape(-1)
    counts = np.bincount(inverse, minlength=len(ids))
    durations = np.bincount(inverse, weights=cpu.dur[rows], minlength=len(ids))
    for name_id, n, us in zip(ids.tolist(), counts.tolist(), durations.tolist()):
        out[strings[name_id] if name_id >= 0 else None] = [n, us]
