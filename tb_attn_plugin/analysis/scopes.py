"""Attention scopes: labels, module calls, or attention ops, nested into a tree."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np
import numpy.ma  # noqa: F401  (np.unique imports it on first use: 20 ms of the first analysis)

from .. import patterns
from ..model import TraceModel
from ..reader import LABEL, MODULE, NONE_ID, OP


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
    # instance -> index into chains; chains[c]: the distinct keys of an instance and its
    # enclosing instances, innermost first (instances share few distinct chains)
    inst_chain: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=np.int64))
    chains: list = field(default_factory=list)

    @property
    def inst_chain_keys(self) -> list:
        return [self.chains[c] for c in self.inst_chain.tolist()]


def _name_hits(strings: list, name_ids: np.ndarray, test) -> np.ndarray:
    """test(name) for each row's name, evaluated once per distinct name."""
    if not len(name_ids):
        return np.zeros(0, dtype=bool)
    unique, inverse = np.unique(name_ids, return_inverse=True)
    hits = np.array([bool(test(strings[i])) for i in unique.tolist()], dtype=bool)
    return hits[inverse]


def find_scopes(model: TraceModel, label_re: re.Pattern, module_re: re.Pattern) -> Scopes:
    cpu = model.data.cpu
    strings = model.data.strings
    total = len(model.parent)
    scope = np.zeros(total, dtype=bool)
    source_of = np.zeros(total, dtype=np.int8)  # 1 label, 2 module, 3 op
    labels = np.flatnonzero(cpu.kind == LABEL)
    hit = _name_hits(strings, cpu.name[labels],
                     lambda s: label_re.search(s) and not s.startswith("ProfilerStep#"))
    scope[labels[hit]] = True
    source_of[labels[hit]] = 1
    modules = np.flatnonzero(cpu.kind == MODULE)
    hit = _name_hits(strings, cpu.name[modules], lambda s: module_re.search(patterns.module_class(s)))
    scope[modules[hit]] = True
    source_of[modules[hit]] = 2

    kinds = {int(k) for k in np.unique(source_of[scope])}
    if kinds:
        source = "label" if kinds == {1} else "module" if kinds == {2} else "label+module"
    else:
        source = "op"
        ops = _attention_op_scopes(model)
        scope[ops] = True
        source_of[ops] = 3
        if not len(ops):
            source = "none"

    scopes = Scopes(source=source)
    rows = np.flatnonzero(scope)
    rows = rows[np.argsort(model.position[rows], kind="stable")]  # instances in tree order
    # key: (display name, source); numbered by first instance
    prefix = len("nn.Module: ")
    key_index: dict = {}
    inst_key = []
    names, srcs = cpu.name[rows].tolist(), source_of[rows].tolist()
    for name_id, src in zip(names, srcs):
        k = (name_id, src)
        key = key_index.get(k)
        if key is None:
            key = key_index[k] = len(scopes.keys)
            text = strings[name_id]
            scopes.keys.append((text[prefix:] if src == 2 else text, ("", "label", "module", "op")[src]))
        inst_key.append(key)
    inst_key = np.array(inst_key, dtype=np.int64)

    inst_id = np.full(total, -1, dtype=np.int64)
    inst_id[rows] = np.arange(len(rows))
    innermost = model.nearest(scope)
    inst_of_row = np.where(innermost >= 0, inst_id[np.maximum(innermost, 0)], -1)
    outer = model.nearest(scope, strict=True)[rows]
    inst_parent = np.where(outer >= 0, inst_id[np.maximum(outer, 0)], -1)

    # chains, parents before children (instances are in tree order)
    chain_index: dict = {}
    chains: list = []
    inst_chain = np.empty(len(rows), dtype=np.int64)
    ic = inst_chain  # local for the loop
    for inst, (key, p) in enumerate(zip(inst_key.tolist(), inst_parent.tolist())):
        ck = (key, ic[p]) if p >= 0 else (key, -1)
        c = chain_index.get(ck)
        if c is None:
            chain = [key]
            if p >= 0:
                chain += [k for k in chains[ic[p]] if k != key]
            c = chain_index[ck] = len(chains)
            chains.append(chain)
        ic[inst] = c
    scopes.inst_row = rows
    scopes.inst_key = inst_key
    scopes.inst_parent = inst_parent
    scopes.inst_of_row = inst_of_row
    scopes.inst_chain = inst_chain
    scopes.chains = chains
    return scopes


def _attention_op_scopes(model: TraceModel) -> np.ndarray:
    """No label or module matched: the outermost forward attention ops become the scopes."""
    cpu = model.data.cpu
    strings = model.data.strings
    ops = np.flatnonzero(cpu.kind == OP)
    hit = _name_hits(strings, cpu.name[ops],
                     lambda s: patterns.is_attention_op_name(s) and "backward" not in s.lower())
    ops = ops[hit]
    ops = ops[(cpu.fwd_tid[ops] == NONE_ID) | (cpu.fwd_tid[ops] == 0)]
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[ops] = True
    outer = model.nearest(marked, strict=True)
    return ops[outer[ops] < 0]
