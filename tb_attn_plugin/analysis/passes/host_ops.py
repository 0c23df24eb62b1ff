"""Host ops: the CPU ops inside attention, counted per scope key and phase; on CPU-only
traces (no device activity to break down) they are the units of the breakdown, by self
time (an op's duration less that of the ops directly inside it)."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from ...names import patterns
from ...reader import OP
from ..breakdown import Breakdown
from ..context import PHASES, AnalysisContext
from ..numbers import name_hits, unit_groups


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
    is_op = np.zeros(len(model.parent), dtype=bool)
    is_op[: model.n_cpu] = cpu.kind == OP
    tree_ops = model.order[is_op[model.order]]  # (the model's order, filtered: no sort of its own)
    scoped = phase_of_row[tree_ops] >= 0
    in_scope = tree_ops[scoped]
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
    ctx.checkpoint()  # (the counts' temporaries given back: heap.py)
    op_up = model.nearest(is_op, strict=True)[tree_ops]
    del is_op
    # self time: an op's duration less its child ops'; read for the ops inside attention
    # only, so only the children of those are subtracted (in the same order as over all)
    inner = op_up >= 0
    inner[inner] = phase_of_row[op_up[inner]] >= 0
    op_self = _self_times(cpu.dur, in_scope, op_up[inner], tree_ops[inner])
    del inner
    in_scope_up = op_up[scoped]
    del op_up, tree_ops, scoped
    ctx.checkpoint()
    op_names = cpu.name[in_scope]
    unit = op_names.astype(np.int64) * 2 + op_phase
    per_key = rows.groups(unit, op_self)
    _copies_by_enclosing_op(ctx, in_scope, in_scope_up, out.copies_by_op)
    overall = unit_groups(unit, op_self, np.arange(len(in_scope)), None, nkeys)
    for i, key, count, total, least, most in itertools.chain(overall, per_key):
        name = strings[int(op_names[i])]
        category, backend = patterns.classify_cpu_op(name)
        (out.overall if key is None else out.by_key[key]).add_group(
            PHASES[int(op_phase[i])], name, category, backend, count, total, least, most
        )
    return out


def _self_times(dur: np.ndarray, ops: np.ndarray, parents: np.ndarray, children: np.ndarray) -> np.ndarray:
    """Each of ops' self time: its duration less its child ops' (children, each under its
    parent op, one of ops), subtracted in the children's order; at least 0. Worked out over
    ops alone (a copy of every row's duration was 0.13 GB of a 10 GB trace)."""
    sorter = np.argsort(ops, kind="stable")
    at = sorter[np.searchsorted(ops, parents, sorter=sorter)]
    self_us = dur[ops]
    np.subtract.at(self_us, at, dur[children])
    return np.maximum(self_us, 0.0)


def _copies_by_enclosing_op(ctx: AnalysisContext, in_scope: np.ndarray, in_scope_up: np.ndarray, out: dict) -> None:
    """The CPU's copies (what a GPU trace shows as a memcpy): copy ops inside attention whose
    enclosing op is no copy op, by that op. Inside another op, only a tensor copied whole
    (aten::clone: masked_fill's out-of-place copy) counts; an aten::to inside an op is how
    the op casts a Python scalar to a tensor (mul, where, SDPA's math path, a few µs on every
    call), which the reader keeps no dims of to tell from a tensor's cast. A copy op the model
    called itself (no op around it: .to(), .contiguous(), .clone()) always counts.
    in_scope_up: each in_scope op's enclosing op (-1: none)."""
    cpu, strings = ctx.data.cpu, ctx.data.strings

    def copy_op(rows: np.ndarray) -> np.ndarray:
        return name_hits(strings, cpu.name[rows], lambda s: patterns.classify_cpu_op(s)[0] == "memcpy")

    copies = copy_op(in_scope)
    rows, up = in_scope[copies], in_scope_up[copies]
    inside_copy = np.zeros(len(up), dtype=bool)  # (the enclosing op is a copy op too)
    inside_copy[up >= 0] = copy_op(up[up >= 0])
    rows, up = rows[~inside_copy], up[~inside_copy]
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
