"""Attention scopes: labels, module calls, or attention ops, nested into a tree (the
context's input; scope_times.py times them, totals.py adds rows to them).

Terms: a scope key is one distinct scope (display name, source); an instance is one
occurrence of a key (one host row); an instance's chain is the list of distinct keys of
the instance and of the instances enclosing it, innermost first. Instances share few
distinct chains, so per-key sums go through chains (ChainExpander) rather than walking
each instance's ancestors.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.ma  # (np.unique imports it on first use: 20 ms of the first analysis)

from ..core.limits import TraceReadError
from ..model import TraceModel
from ..names import patterns
from ..names.user_patterns import UserPattern
from ..reader import LABEL, MODULE, NONE_ID
from .numbers import name_hits, ops_named

SOURCES = ("", "label", "module", "op", "pattern")  # source code -> name (0: not a scope)
_NEVER_SCOPES = ("ProfilerStep#", "Torch-Compiled Region", "CompiledFunction", "## Call CompiledFxGraph")


@dataclass
class Scopes:
    # what the scopes were found by: "label", "module" or "label+module", each with "+op" and
    # "+pattern" where attention ops or eager chains outside them are scopes too; where no
    # label or module matched, "op", "pattern", "op+pattern" or "none"
    source: str
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
    # instance -> whether the autograd engine ran it: a forward recomputed by activation
    # checkpointing, backward work of its scope (not a call of the model's)
    recomputed: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=bool))
    # instance -> whether it is the backward or weight-gradient phase of a phased label
    # (label_phase: "attn(B)", "attn(W)" beside "attn(F)"): backward work of its scope, never
    # a call and never a recompute
    backward_phase: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=bool))

    @property
    def forward(self) -> np.ndarray:
        """instance -> whether it is forward work: neither recomputed nor a backward phase
        (the instances that are calls, where they are outermost of their key)."""
        if len(self.backward_phase) != len(self.recomputed):
            return ~self.recomputed
        return ~(self.recomputed | self.backward_phase)


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

    # Past this many pairs, per-scope totals are grouped over the runs of rows of each key's
    # outermost instances (totals.inclusive_groups) instead: pairs grow in the square of the
    # nesting depth (and with the trace: 16 bytes each), those runs do not. Below it the pairs are kept: they add in row order, as the tables always have.
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
    model: TraceModel,
    label_re: UserPattern,
    module_re: UserPattern,
    pattern_rows: Sequence[int] = (),
    op_rows: Sequence[int] = (),
) -> Scopes:
    """The scopes: labels and module calls that match the patterns, and the outermost
    forward attention ops (by name, and op_rows: those found by their kernels) and spans of
    eager chains (pattern_rows) outside all of them; where no label or module matches, those
    ops and spans alone."""
    cpu = model.data.cpu
    strings = model.data.strings
    total = len(model.parent)
    pattern = np.array(pattern_rows, dtype=np.int64)
    scope, source_of = _labels_and_modules(model, label_re, module_re, np.union1d(pattern, np.asarray(op_rows)))

    kinds = {int(k) for k in np.unique(source_of[scope])}
    by_engine = _run_by_autograd(model)
    if kinds:
        source = "label" if kinds == {1} else "module" if kinds == {2} else "label+module"
        # Attention the labels and modules miss is attention too: the outermost forward
        # attention ops outside all of them (and outside the backward pass) become scopes of
        # their own, and so do eager attention chains outside all of these, so that every
        # total counts them (source "...+op", "...+pattern").
        for rows, code, name in ((_attention_op_scopes(model, op_rows), 3, "op"), (pattern, 4, "pattern")):
            rows = rows[(model.nearest(scope)[rows] < 0) & ~by_engine[rows]] if len(rows) else rows
            if len(rows):
                scope[rows] = True
                source_of[rows] = code
                source += "+" + name
    else:
        ops = _attention_op_scopes(model, op_rows)
        scope[ops] = True
        source_of[ops] = 3
        scope[pattern] = True
        source_of[pattern] = 4
        source = "+".join(name for name, found in (("op", len(ops)), ("pattern", len(pattern))) if found) or "none"

    scopes = Scopes(source=source)
    rows = np.flatnonzero(scope)
    rows = rows[np.argsort(model.position[rows], kind="stable")]  # instances in tree order
    texts, backward_phase = _phased_names(strings, cpu.name[rows].tolist(), source_of[rows].tolist())
    inst_key = _number_keys(scopes.keys, texts, source_of[rows].tolist())

    inst_id = np.full(total, -1, dtype=model.parent.dtype)  # (int32 on any trace the limits let through)
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
    scopes.backward_phase = backward_phase
    # (a backward phase's label that the autograd engine runs is that phase, not a recompute)
    scopes.recomputed = by_engine[rows] & ~backward_phase
    scopes.chain_len = _chain_lengths(inst_chain, chain_parent, scopes.outermost)
    return scopes


def _labels_and_modules(model: TraceModel, label_re: UserPattern, module_re: UserPattern, added) -> tuple:
    """-> (per row, whether it is a label or module scope; its source: 1 label, 2 module, 0
    none). The spans the analysis added (eager chains', Python-launched calls': added) are
    label rows, but no label of the user's; a profiler step, and a compiled region's wrapper
    (Torch-Compiled Region, CompiledFunction, ## Call CompiledFxGraph ... ##: a scope of the
    compiled code, whatever its graph is named), are never attention by their names."""
    cpu, strings = model.data.cpu, model.data.strings
    scope = np.zeros(len(model.parent), dtype=bool)
    source_of = np.zeros(len(model.parent), dtype=np.int8)  # 1 label, 2 module, 3 op, 4 pattern
    labels = np.flatnonzero(cpu.kind == LABEL)
    if len(added):
        labels = labels[~np.isin(labels, added)]
    hit = name_hits(strings, cpu.name[labels], lambda s: label_re.search(s) and not s.startswith(_NEVER_SCOPES))
    scope[labels[hit]] = True
    source_of[labels[hit]] = 1
    modules = np.flatnonzero(cpu.kind == MODULE)
    hit = name_hits(strings, cpu.name[modules], lambda s: module_re.search(patterns.module_class(s)))
    scope[modules[hit]] = True
    source_of[modules[hit]] = 2
    return scope, source_of


# A phase marker at the end of a label: "(F)", "(B)", "(W)" (DualPipe's), "_fwd", "_bwd",
# "/wgrad", "_dgrad", " forward", "-backward"; its phase: 0 forward, 1 backward (the inputs'
# gradients), 2 weight gradient.
_PHASE_MARKER = re.compile(
    r"^(?P<base>.*?\S)\s*(?:\((?P<paren>[FBW])\)|\[(?P<bracket>[FBW])\]|[\s_./:-](?P<word>fwd|bwd|wgrad|dgrad|forward|backward))$",
    re.IGNORECASE,
)
_PHASE_OF = {"f": 0, "fwd": 0, "forward": 0, "b": 1, "bwd": 1, "backward": 1, "dgrad": 1, "w": 2, "wgrad": 2}


def label_phase(name: str) -> tuple:
    """-> (the label without its phase marker, its phase: 0 forward, 1 backward, 2 weight
    gradient), or (name, None) where it has none."""
    m = _PHASE_MARKER.match(name)
    if m is None:
        return name, None
    marker = (m.group("paren") or m.group("bracket") or m.group("word")).lower()
    return m.group("base"), _PHASE_OF[marker]


def _phased_names(strings: Sequence[str], names: list, sources: list) -> tuple:
    """-> (each instance's display name, whether it is a backward phase): labels that differ
    by a phase marker only, with a backward or weight-gradient phase among them, are the
    phases of one scope, named without the marker ("attn(F)", "attn(B)", "attn(W)": "attn");
    a label with no such sibling keeps its name ("attn_fwd" alone is attn_fwd)."""
    # (each distinct name read once: a trace has few, and instances by the hundred thousand)
    read: dict = {}
    for n, src in set(zip(names, sources)):
        text = strings[n][len(patterns.MODULE_PREFIX) :] if src == 2 else strings[n]
        read[(n, src)] = (text, *(label_phase(text) if src == 1 else (text, None)))
    seen: dict = {}
    for _, base, phase in read.values():
        if phase is not None:
            seen.setdefault(base, set()).add(phase)
    phased = {base for base, found in seen.items() if len(found) > 1 and found & {1, 2}}
    shown = {k: (base if base in phased and phase is not None else text) for k, (text, base, phase) in read.items()}
    is_backward = {k: base in phased and phase is not None and phase > 0 for k, (_, base, phase) in read.items()}
    keys = list(zip(names, sources))
    return [shown[k] for k in keys], np.fromiter((is_backward[k] for k in keys), dtype=bool, count=len(keys))


def _number_keys(keys: list, texts: list, sources: list) -> np.ndarray:
    """-> each instance's key, appending to keys the (display name, source) of each new one:
    keys are numbered by their first instance."""
    key_index: dict = {}
    keys_of_instances: list = []
    for text, src in zip(texts, sources):
        key = key_index.get((text, src))
        if key is None:
            key = key_index[(text, src)] = len(keys)
            keys.append((text, SOURCES[src]))
        keys_of_instances.append(key)
    return np.array(keys_of_instances, dtype=np.int64)


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


def _run_by_autograd(model: TraceModel) -> np.ndarray:
    """Per row: whether the autograd engine runs it (an enclosing evaluate_function op: a
    forward recomputed by activation checkpointing, say, is backward work)."""
    cpu, strings = model.data.cpu, model.data.strings
    engine = ops_named(cpu, strings, lambda s: s.startswith(patterns.AUTOGRAD_ENGINE_PREFIX))
    marked = np.zeros(len(model.parent), dtype=bool)
    if not len(engine):
        return marked
    marked[engine] = True
    return model.nearest(marked, strict=True) >= 0


def _attention_op_scopes(model: TraceModel, found: Sequence[int] = ()) -> np.ndarray:
    """The outermost forward attention ops (by name, and those found by their kernels): the
    scopes where no label or module matched, and beside the labels and modules where they
    miss some."""
    cpu = model.data.cpu
    strings = model.data.strings
    ops = ops_named(cpu, strings, patterns.is_forward_attention_op_name)
    ops = ops[(cpu.fwd_tid[ops] == NONE_ID) | (cpu.fwd_tid[ops] == 0)]
    if len(found):
        ops = np.union1d(ops, np.asarray(found, dtype=np.int64))
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[ops] = True
    outer = model.nearest(marked, strict=True)
    return ops[outer[ops] < 0]


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
