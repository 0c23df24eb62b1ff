"""Compiled regions: what torch.compile changes in a trace, and what the report says of it.

Terms: a compiled region is a host op or label that Dynamo, AOTAutograd or Inductor
records around compiled code ("Torch-Compiled Region: 0/0", "CompiledFunction",
"CompiledFunctionBackward", "## Call CompiledFxGraph ... ##"). Inside one, Dynamo drops
record_function labels (it logs "Profiler record function ... will be ignored") and there
are no nn.Module events, so attention there is found by its ops, unless a label is put
around the compiled call. The backward graph's attention ops are paired with their
forward ops by backward.pair_compiled_backward.

An opaque graph call is a "## Call CompiledFxGraph" inside an attention scope with no
attention op inside it: Inductor ran the graph as generated code (on CPU, C++ with no op
events), so the trace shows that compiled code took the time but not which attention it
computed (FlexAttention, SDPA, eager), nor shapes or FLOPs. Its time counts in the scope's;
the attention-op table cannot hold it, and a warning says so. (On GPU, inductor's
FlexAttention template kernels are recognised by name, kinds/flex.py.)
"""

from __future__ import annotations

import re
from typing import NamedTuple

import numpy as np

from ... import kinds
from ...core.words import counted, noun
from ...names import patterns
from ...reader import LABEL, OP
from ..context import AnalysisContext
from ..numbers import name_hits, ops_named

_REGION = re.compile(r"^(Torch-Compiled Region|CompiledFunction|## Call CompiledFxGraph)")
_GRAPH_CALL = "## Call CompiledFxGraph"


class CompiledRegions(NamedTuple):
    section: dict  # the report's "compiled" section
    warnings: list


def compiled_regions(ctx: AnalysisContext) -> CompiledRegions:
    """The report's "compiled" section, and the warnings of attention in compiled code."""
    cpu, model, strings = ctx.data.cpu, ctx.model, ctx.data.strings
    total = len(model.parent)
    hosts = np.flatnonzero((cpu.kind == OP) | (cpu.kind == LABEL))
    region = np.zeros(total, dtype=bool)
    region[hosts[name_hits(strings, cpu.name[hosts], lambda s: bool(_REGION.search(s)))]] = True
    pairing = ctx.backward.compiled
    section = {
        "regions": int((region & (model.nearest(region, strict=True) < 0)).sum()),
        "attention_ops": 0,
        "attention_ops_unlabelled": 0,
        "backward_paired": pairing.paired,
        "backward_unpaired": pairing.unpaired,
        "opaque_graph_calls": 0,
        "opaque_graph_cpu_us": 0.0,
    }
    if not region.any():
        return CompiledRegions(section, [])
    attention = np.zeros(total, dtype=bool)
    attention[ops_named(cpu, strings, patterns.is_forward_attention_op_name)] = True
    attention[np.fromiter(ctx.found_calls, dtype=np.int64, count=len(ctx.found_calls))] = True
    attention &= model.nearest(attention, strict=True) < 0
    inside = np.flatnonzero(attention & (model.nearest(region) >= 0))
    scopes = ctx.scopes
    named = np.zeros(total, dtype=bool)  # rows of label and module scope instances
    by_name = [src in ("label", "module") for _, src in scopes.keys]
    if len(scopes.inst_row):
        named[scopes.inst_row[np.array(by_name, dtype=bool)[scopes.inst_key]]] = True
    unlabelled = inside[model.nearest(named)[inside] < 0]
    section["attention_ops"] = len(inside)
    section["attention_ops_unlabelled"] = len(unlabelled)
    warnings = _opaque_graph_calls(ctx, region, attention, section)
    # a kind whose calls run through torch.compile even when called eagerly (the kind says,
    # compiled_when_eager): a compiled region around an unlabelled call of it says nothing of
    # the user's code or labels
    compiled_kind = [kinds.kind_of_op(strings[n]).compiled_when_eager for n in cpu.name[unlabelled].tolist()]
    for kind in sorted({k for k in compiled_kind if k}):
        calls = sum(k == kind for k in compiled_kind)
        warnings.append(
            f"{ctx.data.path}: {counted(calls, f'{kind} call')} ran with no record_function label around them; "
            f"{kind} runs through torch.compile even when called eagerly, so a compiled region encloses "
            "each. They are counted as scopes of their own; to see them by layer, put a label around each call (in "
            "code you compiled yourself, Dynamo drops labels: put it around the compiled call)"
        )
    unlabelled = unlabelled[np.array([not k for k in compiled_kind], dtype=bool)]
    if len(unlabelled):
        warnings.append(
            f"{ctx.data.path}: {counted(len(unlabelled), 'attention op call')} ran inside torch.compile'd code with no "
            'record_function label around them. Dynamo drops labels inside compiled code (it logs "Profiler record '
            'function ... will be ignored") and compiled code has no nn.Module events, so these were found by their '
            'ops: put the label around the compiled call, e.g. `with record_function("attention"): out = '
            "compiled_block(x)`"
        )
    if pairing.unpaired:
        warnings.append(
            f"{ctx.data.path}: {counted(pairing.unpaired, 'attention backward op')} inside compiled backward graphs could not "
            "be paired with their forward ops (the forward and backward graphs hold different numbers of "
            "attention ops): their time is not counted as attention backward"
        )
    return CompiledRegions(section, warnings)


def _opaque_graph_calls(ctx: AnalysisContext, region: np.ndarray, attention: np.ndarray, section: dict) -> list:
    """Counts the opaque graph calls (see the module) into section; the warning about them."""
    cpu, model, strings = ctx.data.cpu, ctx.model, ctx.data.strings
    rows = np.flatnonzero(region)
    calls = rows[name_hits(strings, cpu.name[rows], lambda s: s.startswith(_GRAPH_CALL))]
    if not len(calls):
        return []
    marked = np.zeros(len(model.parent), dtype=bool)
    marked[calls] = True
    calls = calls[(model.nearest(marked, strict=True)[calls] < 0) & (ctx.phase_of_row[calls] >= 0)]
    holding = model.nearest(marked)[np.flatnonzero(attention)]
    opaque = calls[~np.isin(calls, holding[holding >= 0])]
    if not len(opaque):
        return []
    us = sum(cpu.dur[opaque].tolist())
    section["opaque_graph_calls"] = len(opaque)
    section["opaque_graph_cpu_us"] = round(us, 3)
    scopes = ctx.scopes
    names = sorted({scopes.keys[int(scopes.inst_key[i])][0] for i in ctx.instance_of_row[opaque].tolist()})
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return [
        f"{ctx.data.path}: {counted(len(opaque), 'compiled graph call')} (## Call CompiledFxGraph ##, {us:,.1f} µs of CPU) "
        f"ran inside the attention {noun(len(names), 'scope')} {shown} with no attention op visible in them: Inductor ran them as "
        "generated code, so which attention they computed (FlexAttention, SDPA, eager), its shapes and FLOPs are "
        "not in the trace. Their time counts in the scopes'; the attention-op table leaves them out. Profiling "
        "the uncompiled call once (or on GPU, where inductor's FlexAttention kernels are known by name) shows them"
    ]
