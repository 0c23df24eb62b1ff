"""Attention scopes: labels, module calls, or attention ops, nested into a tree."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .. import patterns
from ..model import TraceModel
from ..reader import LABEL, MODULE, OP


@dataclass
class Scopes:
    source: str  # "label", "module", "op" or "none": what the scopes were found by
    keys: list = field(default_factory=list)  # key index -> (name, source)
    inst_row: list = field(default_factory=list)  # instance -> host row
    inst_key: list = field(default_factory=list)  # instance -> key index
    inst_parent: list = field(default_factory=list)  # instance -> enclosing instance, -1 at top
    # host and memory rows -> innermost enclosing instance (-1: outside attention)
    inst_of_row: list = field(default_factory=list)
    # instance -> distinct keys of it and its enclosing instances, innermost first
    inst_chain_keys: list = field(default_factory=list)


def find_scopes(model: TraceModel, label_re: re.Pattern, module_re: re.Pattern) -> Scopes:
    cpu = model.data.cpu
    strings = model.data.strings
    n = model.n_cpu
    label_name: dict = {}
    module_name: dict = {}
    is_scope = {}
    for row in range(n):
        kind = cpu.kind[row]
        if kind == LABEL:
            name_id = cpu.name[row]
            hit = label_name.get(name_id)
            if hit is None:
                name = strings[name_id]
                hit = label_name[name_id] = bool(label_re.search(name)) and not name.startswith("ProfilerStep#")
            if hit:
                is_scope[row] = (strings[name_id], "label")
        elif kind == MODULE:
            name_id = cpu.name[row]
            hit = module_name.get(name_id)
            if hit is None:
                hit = module_name[name_id] = bool(module_re.search(patterns.module_class(strings[name_id])))
            if hit:
                is_scope[row] = (strings[name_id][len("nn.Module: "):], "module")

    if is_scope:
        sources = {s for _, s in is_scope.values()}
        source = "label" if sources == {"label"} else "module" if sources == {"module"} else "label+module"
    else:
        source = "op"
        _attention_op_scopes(model, is_scope)
        if not is_scope:
            source = "none"

    scopes = Scopes(source=source)
    key_index: dict = {}
    inst_of_row = [-1] * len(model.parent)
    parent = model.parent
    for j in model.order:
        p = parent[j]
        enclosing = inst_of_row[p] if p >= 0 else -1
        found = is_scope.get(j) if j < n else None
        if found is None:
            inst_of_row[j] = enclosing
            continue
        key = key_index.get(found)
        if key is None:
            key = key_index[found] = len(scopes.keys)
            scopes.keys.append(found)
        inst = len(scopes.inst_row)
        scopes.inst_row.append(j)
        scopes.inst_key.append(key)
        scopes.inst_parent.append(enclosing)
        chain = [key]
        if enclosing >= 0:
            chain += [k for k in scopes.inst_chain_keys[enclosing] if k != key]
        scopes.inst_chain_keys.append(chain)
        inst_of_row[j] = inst
    scopes.inst_of_row = inst_of_row
    return scopes


def _attention_op_scopes(model: TraceModel, is_scope: dict) -> None:
    """No label or module matched: the outermost forward attention ops become the scopes."""
    cpu = model.data.cpu
    strings = model.data.strings
    n = model.n_cpu
    parent = model.parent
    inside_attention_op = [False] * n
    for j in model.order:
        if j >= n:
            continue
        p = parent[j]
        outer = p >= 0 and inside_attention_op[p]
        if cpu.kind[j] == OP and not outer:
            name = strings[cpu.name[j]]
            if patterns.is_attention_op_name(name) and "backward" not in name.lower() and cpu.fwd_tid[j] in (None, 0):
                is_scope[j] = (name, "op")
                inside_attention_op[j] = True
                continue
        inside_attention_op[j] = outer
