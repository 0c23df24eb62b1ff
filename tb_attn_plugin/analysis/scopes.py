"""Attention scopes: labels, module calls, or attention ops, nested into a tree; and the
pass that times them on the CPU.

Terms: a scope key is one distinct scope (display name, source); an instance is one
occurrence of a key (one host row); an instance's chain is the list of distinct keys of
the instance and of the instances enclosing it, innermost first. Instances share few
distinct chains, so per-key sums go through chains (ChainExpander) rather than walking
each instance's ancestors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import numpy.ma  # (np.unique imports it on first use: 20 ms of the first analysis)

from .. import patterns
from ..limits import TraceReadError
from ..model import TraceModel
from ..patterns import UserPattern
from ..reader import LABEL, MODULE, NONE_ID, OP
from .numbers import name_hits, sums

if TYPE_CHECKING:
    from .context import AnalysisContext

SOURCES = ("", "label", "module", "op", "pattern")  # source code -> name (0: not a scope)


@dataclass
class Scopes:
    source: str  # "label", "module", "op" or "none": what the scopes were found by
    keys: list = field(default_factory=list)  # key index -> (name, source)
    inst_row: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))  # instance -> host row
    inst_key: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))  # instance -> key index
    # instance -> enclosing instance, -1 at top
    inst_parent: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    # host and memory rows -> innermost enclosing instance (-1: outside attention)
    inst_of_row: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    # instance -> its chain: the distinct keys of the instance and its enclosing instances,
    # innermost first (instances share few distinct chains). A chain is stored as its own key
    # and the chain of the enclosing instance (-1 at top), so that chains take memory linear
    # in the instances however deep they nest; ChainExpander lists a chain's keys.
    inst_chain: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    chain_key: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    chain_parent: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    chain_len: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))  # keys in each chain
    # instance -> whether no enclosing instance has its key (its calls and time count)
    outermost: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=bool))


class ChainExpander:
    """Items with a scope chain each -> one (item, key) pair per key of the item's chain,
    items in order and keys innermost first, as two arrays. This is how every pass adds a
    row to each scope that encloses it without adding it twice to any one of them."""

    # Pairs one call may produce at most (two int64 arrays: 16 bytes a pair). Rows inside
    # thousands of nested scopes each pair with all of them, in the square of the depth: such
    # a trace is refused with a message rather than taking all memory.
    MAX_PAIRS = 40_000_000

    def __init__(self, chain_key: np.ndarray, chain_parent: np.ndarray, chain_len: np.ndarray, path: str = ""):
        self.path = path
        self.chain_len = chain_len
        self.chain_key = chain_key.tolist()
        self.chain_parent = chain_parent.tolist()
        self._keys: dict = {}  # chain -> its keys, listed once each when first asked for

    def keys_of(self, chain: int) -> list:
        """The distinct keys of a chain, innermost first."""
        keys = self._keys.get(chain)
        if keys is None:
            keys, seen, c = [], set(), chain
            while c >= 0:
                k = self.chain_key[c]
                if k not in seen:
                    seen.add(k)
                    keys.append(k)
                c = self.chain_parent[c]
            self._keys[chain] = keys
        return keys

    # Past this many pairs, per-scope totals are aggregated up the tree of scope instances
    # (inclusive_groups) instead: pairs grow in the square of the nesting depth, the tree walk
    # does not. Below it the pairs are kept: they add in row order, as the tables always have.
    TREE_PAIRS = 4_000_000

    def tree(self, chain_ids: np.ndarray) -> bool:
        """Whether totals over these chains go up the instance tree rather than through pairs."""
        return self.pairs(chain_ids) > self.TREE_PAIRS

    def pairs(self, chain_ids: np.ndarray) -> int:
        """How many (item, key) pairs a call with these chains would give."""
        chain_ids = np.asarray(chain_ids, dtype=np.int64)
        return int(self.chain_len[chain_ids[chain_ids >= 0]].sum())

    def __call__(self, chain_ids: np.ndarray):
        chain_ids = np.asarray(chain_ids, dtype=np.int64)
        if not len(chain_ids) or not len(self.chain_key):
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        # counted before anything is listed (the lengths are known without listing)
        lens = np.where(chain_ids >= 0, self.chain_len[np.maximum(chain_ids, 0)], 0)
        pairs = int(lens.sum())
        if pairs > self.MAX_PAIRS:
            raise TraceReadError(
                f"{self.path}: {len(chain_ids):,} events lie inside scopes nested up to {int(lens.max()):,} "
                f"deep; adding each to every scope around it would take {pairs:,} pairs, more than the "
                f"{self.MAX_PAIRS:,} an analysis may (are the labels closed?)"
            )
        # only the chains asked for are listed: what is expanded is as large as the answer
        distinct, local = np.unique(np.maximum(chain_ids, 0), return_inverse=True)
        listed = [self.keys_of(c) for c in distinct.tolist()]
        chain_lens = np.array([len(k) for k in listed], dtype=np.int64)
        offsets = np.concatenate([[0], np.cumsum(chain_lens)[:-1]]).astype(np.int64)
        flat = np.array([k for keys in listed for k in keys], dtype=np.int64)
        local = local.reshape(-1)
        items = np.repeat(np.arange(len(chain_ids)), lens)
        starts = np.cumsum(lens) - lens
        within = np.arange(len(items)) - np.repeat(starts, lens)
        keys = flat[offsets[local[items]] + within]
        return items, keys


def find_scopes(
    model: TraceModel, label_re: UserPattern, module_re: UserPattern, pattern_rows: Sequence[int] = ()
) -> Scopes:
    """The scopes: labels and module calls that match the patterns; where none does, the
    outermost forward attention ops and the spans of eager chains (pattern_rows)."""
    cpu = model.data.cpu
    strings = model.data.strings
    total = len(model.parent)
    scope = np.zeros(total, dtype=bool)
    source_of = np.zeros(total, dtype=np.int8)  # 1 label, 2 module, 3 op, 4 pattern
    labels = np.flatnonzero(cpu.kind == LABEL)
    pattern = np.array(pattern_rows, dtype=np.int64)
    if len(pattern):  # the spans are label rows, but no label of the user's
        labels = labels[~np.isin(labels, pattern)]
    hit = name_hits(strings, cpu.name[labels], lambda s: label_re.search(s) and not s.startswith("ProfilerStep#"))
    scope[labels[hit]] = True
    source_of[labels[hit]] = 1
    modules = np.flatnonzero(cpu.kind == MODULE)
    hit = name_hits(strings, cpu.name[modules], lambda s: module_re.search(patterns.module_class(s)))
    scope[modules[hit]] = True
    source_of[modules[hit]] = 2

    kinds = {int(k) for k in np.unique(source_of[scope])}
    if kinds:
        source = "label" if kinds == {1} else "module" if kinds == {2} else "label+module"
    else:
        ops = _attention_op_scopes(model)
        scope[ops] = True
        source_of[ops] = 3
        scope[pattern] = True
        source_of[pattern] = 4
        source = "+".join(name for name, found in (("op", len(ops)), ("pattern", len(pattern))) if found) or "none"

    scopes = Scopes(source=source)
    rows = np.flatnonzero(scope)
    rows = rows[np.argsort(model.position[rows], kind="stable")]  # instances in tree order
    # key: (display name, source); numbered by first instance
    key_index: dict = {}
    keys_of_instances: list = []
    names, srcs = cpu.name[rows].tolist(), source_of[rows].tolist()
    for name_id, src in zip(names, srcs):
        k = (name_id, src)
        key = key_index.get(k)
        if key is None:
            key = key_index[k] = len(scopes.keys)
            text = strings[name_id]
            scopes.keys.append((text[len(patterns.MODULE_PREFIX) :] if src == 2 else text, SOURCES[src]))
        keys_of_instances.append(key)
    inst_key = np.array(keys_of_instances, dtype=np.int64)

    inst_id = np.full(total, -1, dtype=np.int64)
    inst_id[rows] = np.arange(len(rows))
    innermost = model.nearest(scope)
    inst_of_row = np.where(innermost >= 0, inst_id[np.maximum(innermost, 0)], -1)
    outer = model.nearest(scope, strict=True)[rows]
    inst_parent = np.where(outer >= 0, inst_id[np.maximum(outer, 0)], -1)

    inst_chain, chain_key, chain_parent = _chains(inst_key, inst_parent)
    scopes.inst_row = rows
    scopes.inst_key = inst_key
    scopes.inst_parent = inst_parent
    scopes.inst_of_row = inst_of_row
    scopes.inst_chain = inst_chain
    scopes.chain_key = chain_key
    scopes.chain_parent = chain_parent
    scopes.outermost = _outermost_of_their_key(inst_key, inst_parent)
    scopes.chain_len = _chain_lengths(inst_chain, chain_parent, scopes.outermost)
    return scopes


def _chains(inst_key: np.ndarray, inst_parent: np.ndarray) -> tuple:
    """-> (the chain of each instance, each chain's key, each chain's enclosing chain), parents
    before children (instances are in tree order). A chain is (key, enclosing chain): the
    instances of one key inside instances of one chain share it."""
    chain_index: dict = {}
    chain_key: list = []
    chain_parent: list = []
    inst_chain = np.empty(len(inst_key), dtype=np.int64)
    ic = inst_chain  # local for the loop
    for inst, (key, p) in enumerate(zip(inst_key.tolist(), inst_parent.tolist())):
        ck = (key, int(ic[p])) if p >= 0 else (key, -1)
        c = chain_index.get(ck)
        if c is None:
            c = chain_index[ck] = len(chain_key)
            chain_key.append(key)
            chain_parent.append(ck[1])
        ic[inst] = c
    return inst_chain, np.array(chain_key, dtype=np.int64), np.array(chain_parent, dtype=np.int64)


def _attention_op_scopes(model: TraceModel) -> np.ndarray:
    """No label or module matched: the outermost forward attention ops become the scopes."""
    cpu = model.data.cpu
    strings = model.data.strings
    ops = np.flatnonzero(cpu.kind == OP)
    hit = name_hits(strings, cpu.name[ops], patterns.is_forward_attention_op_name)
    ops = ops[hit]
    ops = ops[(cpu.fwd_tid[ops] == NONE_ID) | (cpu.fwd_tid[ops] == 0)]
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[ops] = True
    outer = model.nearest(marked, strict=True)
    return ops[outer[ops] < 0]


@dataclass(frozen=True)
class ScopeTimes:
    """The scopes-and-CPU-time section: per key, instance counts and CPU time forward and
    backward; trace totals; the profiler steps' durations; the parent key of each key."""

    count: np.ndarray  # per key: calls (instances not inside an instance of the same key)
    cpu_us: list  # per key: forward CPU time, an instance inside one of its own key not counted again
    backward_cpu_us: list  # per key: CPU time of the outermost backward ops mapped to it
    forward_cpu_total: float  # top-level instances
    backward_cpu_total: float  # outermost backward ops mapped to any scope
    parent_key: list  # per key: the key its instances are most often inside (-1: top level)
    step_us: list  # durations of the ProfilerStep#N labels


def scope_times(ctx: AnalysisContext) -> ScopeTimes:
    scopes, cpu, nkeys = ctx.scopes, ctx.data.cpu, ctx.n_keys
    inst_key = scopes.inst_key
    inst_dur = cpu.dur[scopes.inst_row]
    # an instance nested in an instance of its own key: its time is already counted
    counted = scopes.outermost
    # Python floats: round() of a NumPy float rounds differently at the last digit
    cpu_us = sums(inst_key[counted], inst_dur[counted], nkeys).tolist()
    forward_cpu_total = sum(inst_dur[scopes.inst_parent < 0].tolist())
    roots = ctx.backward.roots
    root_dur = cpu.dur[roots]
    root_inst = ctx.backward.instance_of_row[roots]
    if ctx.expand.tree(scopes.inst_chain[root_inst]):  # deep nesting: up the tree
        backward_cpu_us = [0.0] * nkeys
        zero = np.zeros(len(roots), dtype=np.int64)
        for (key, _), agg in inclusive_groups(scopes, root_inst, zero, root_dur).items():
            backward_cpu_us[key] = agg[1]
    else:
        items, keys = ctx.expand(scopes.inst_chain[root_inst])
        backward_cpu_us = sums(keys, root_dur[items], nkeys).tolist()
    labels = np.flatnonzero(cpu.kind == LABEL)
    steps = cpu.dur[
        labels[name_hits(ctx.data.strings, cpu.name[labels], lambda s: s.startswith("ProfilerStep#"))]
    ].tolist()
    return ScopeTimes(
        # an instance inside one of its own key is part of that call, as its time is: per-call
        # figures divide by the calls (counting it too made them half the real time per call)
        count=np.bincount(inst_key[counted], minlength=nkeys),
        cpu_us=cpu_us,
        backward_cpu_us=backward_cpu_us,
        forward_cpu_total=forward_cpu_total,
        backward_cpu_total=sum(root_dur.tolist()),
        parent_key=_parent_keys(scopes),
        step_us=steps,
    )


def _chain_lengths(inst_chain: np.ndarray, chain_parent: np.ndarray, outermost: np.ndarray) -> np.ndarray:
    """Keys in each chain, without listing them: the enclosing chain's, plus one unless the
    chain's key is already among them (then its instances are not outermost of their key)."""
    lengths = np.zeros(len(chain_parent), dtype=np.int64)
    adds = np.zeros(len(chain_parent), dtype=np.int64)
    adds[inst_chain] = outermost  # (every instance of a chain says the same)
    for c, p in enumerate(chain_parent.tolist()):  # enclosing chains come first
        lengths[c] = (lengths[p] if p >= 0 else 0) + adds[c]
    return lengths


def _outermost_of_their_key(inst_key: np.ndarray, inst_parent: np.ndarray) -> np.ndarray:
    """Per instance: whether no enclosing instance has its key. One walk in tree order with
    the path from the root kept as a stack, so linear however deep instances nest."""
    out = np.ones(len(inst_key), dtype=bool)
    keys = inst_key.tolist()
    path: list = []  # instances from the root to the current one
    on_path: dict = {}  # key -> instances of it on the path
    for inst, (key, p) in enumerate(zip(keys, inst_parent.tolist())):
        while path and path[-1] != p:
            on_path[keys[path.pop()]] -= 1
        if on_path.get(key):
            out[inst] = False
        path.append(inst)
        on_path[key] = on_path.get(key, 0) + 1
    return out


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


def inclusive_groups(scopes: Scopes, inst_ids: np.ndarray, codes: np.ndarray, values: np.ndarray) -> dict:
    """Per (scope key, group code): [count, sum, least, most, first item] of the items (one
    instance, code and value each; instance -1: outside attention) inside any instance of the
    key, each item counted once per key however often the key encloses it. The same as
    pairing items with their chains (the reference), in memory linear in the instances and
    the distinct (instance, code) pairs whatever the depth: each instance's totals by code
    are merged into its parent's, children first, and an instance with no enclosing instance
    of its own key hands its totals to that key."""
    idx = np.flatnonzero(inst_ids >= 0)
    result: dict = {}
    if not len(idx):
        return result
    inst, code, value = inst_ids[idx].astype(np.int64), codes[idx].astype(np.int64), values[idx]
    pair = inst * (int(code.max()) + 1) + code
    _, first, inverse = np.unique(pair, return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    counts = np.bincount(inverse).tolist()
    totals = np.bincount(inverse, weights=value).tolist()
    least = np.full(len(first), np.inf)
    np.minimum.at(least, inverse, value)
    most = np.full(len(first), -np.inf)
    np.maximum.at(most, inverse, value)
    acc: list = [None] * len(scopes.inst_key)
    for i, (n, total, lo, hi) in enumerate(zip(counts, totals, least.tolist(), most.tolist())):
        owner = int(inst[first[i]])
        if acc[owner] is None:
            acc[owner] = {}
        acc[owner][int(code[first[i]])] = [n, total, lo, hi, int(idx[first[i]])]
    keys = scopes.inst_key.tolist()
    parents = scopes.inst_parent.tolist()
    outermost = scopes.outermost.tolist()
    for node in range(len(keys) - 1, -1, -1):  # children before their parents (tree order)
        totals_here = acc[node]
        if totals_here is None:
            continue
        acc[node] = None
        if outermost[node]:
            for c, agg in totals_here.items():
                _merge_into(result, (keys[node], c), agg)
        p = parents[node]
        if p >= 0:
            if acc[p] is None:
                acc[p] = {c: list(agg) for c, agg in totals_here.items()}
            else:
                for c, agg in totals_here.items():
                    _merge_into(acc[p], c, agg)
    return result


def _merge_into(target: dict, key, agg: list) -> None:
    have = target.get(key)
    if have is None:
        target[key] = list(agg)
        return
    have[0] += agg[0]
    have[1] += agg[1]
    have[2] = min(have[2], agg[2])
    have[3] = max(have[3], agg[3])
    have[4] = min(have[4], agg[4])
