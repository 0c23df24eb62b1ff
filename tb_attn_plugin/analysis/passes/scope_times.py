"""The scopes-and-CPU-time pass: per scope key, calls and CPU time forward and backward,
the trace's totals, the profiler steps' durations and each key's parent key."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..context import AnalysisContext
from ..numbers import sums
from ..scopes import Scopes
from .steps import step_rows


@dataclass(frozen=True)
class ScopeTimes:
    """The scopes-and-CPU-time section: per key, instance counts and CPU time forward and
    backward; trace totals; the profiler steps' durations; the parent key of each key."""

    count: np.ndarray  # per key: calls (instances not inside an instance of the same key, nor recomputed)
    cpu_us: list  # per key: forward CPU time, an instance inside one of its own key not counted again
    backward_cpu_us: list  # per key: CPU time of the outermost backward ops mapped to it, and of its recompute roots
    forward_cpu_total: float  # top-level instances
    backward_cpu_total: float  # outermost backward ops mapped to any scope
    parent_key: list  # per key: the key its instances are most often inside (-1: top level)
    step_us: list  # durations of the steps (steps.step_rows: ProfilerStep#N labels, or engine steps)


def scope_times(ctx: AnalysisContext) -> ScopeTimes:
    scopes, cpu, nkeys = ctx.scopes, ctx.data.cpu, ctx.n_keys
    inst_key = scopes.inst_key
    inst_dur = cpu.dur[scopes.inst_row]
    # an instance nested in an instance of its own key: its time is already counted; one the
    # autograd engine ran (a recomputed forward) is backward work, not a call
    forward = scopes.forward
    counted = scopes.outermost & forward
    # Python floats: round() of a NumPy float rounds differently at the last digit
    cpu_us = sums(inst_key[counted], inst_dur[counted], nkeys).tolist()
    forward_cpu_total = sum(cpu.dur[ctx.forward_windows()].tolist())
    # backward: the outermost backward ops mapped to a scope, and the recompute roots (the
    # recomputed instances no such op encloses), each to its scope and the scopes around it
    rows, instances = ctx.backward_windows()
    durations = cpu.dur[rows]
    zero = np.zeros(len(instances), dtype=np.int64)
    _, backward = ctx.in_scopes(instances).cells(zero, durations, 1)
    backward_cpu_us = backward[:, 0].tolist()
    steps = cpu.dur[step_rows(ctx)[0]].tolist()
    return ScopeTimes(
        # an instance inside one of its own key is part of that call, as its time is: per-call
        # figures divide by the calls (counting it too made them half the real time per call)
        count=np.bincount(inst_key[counted], minlength=nkeys),
        cpu_us=cpu_us,
        backward_cpu_us=backward_cpu_us,
        forward_cpu_total=forward_cpu_total,
        backward_cpu_total=sum(durations.tolist()),
        parent_key=_parent_keys(scopes),
        step_us=steps,
    )


def _parent_keys(scopes: Scopes) -> list:
    """Per key, the key of the instance enclosing its instances, by majority (ties: the one
    seen first)."""
    inst_key = scopes.inst_key
    parent_key = [-1] * len(scopes.keys)
    if not len(inst_key):
        return parent_key
    pairs = np.stack([inst_key, np.where(scopes.inst_parent >= 0, inst_key[np.maximum(scopes.inst_parent, 0)], -1)])
    uniq, first, votes = np.unique(pairs, axis=1, return_index=True, return_counts=True)
    best: dict = {}
    for (k, pk), f, v in zip(uniq.T.tolist(), first.tolist(), votes.tolist()):
        if k not in best or (v, -f) > best[k][:2]:
            best[k] = (v, -f, pk)
    for k, (_, _, pk) in best.items():
        parent_key[k] = pk
    return parent_key
