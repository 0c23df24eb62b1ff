"""Linear and recurrent token mixers, counted apart from softmax attention (#56 item 2): a
hybrid model's Gated DeltaNet, Mamba or linear-attention layers sit where attention sits and
are named like it (vLLM's ``gdn_attention_core``), and are none of it. Their ops and kernels
are the kind registry's mixers (kinds/linear.py); no attention total, share, FLOP count or
advice counts them, and the report says them in a section of their own.

Terms:
- mixer call: an op a mixer's forward ops name, with no mixer op around it. Its kernels: the
  GPU rows whose launch it encloses; and a kernel no mixer call launched (a graph replay's,
  with no launch on the CPU) whose name a mixer's fingerprint matches is mixer work too, of
  no call.
- inside attention: mixer work that an attention scope encloses (a label or module the
  patterns match, "attention/layer3" around a Gated DeltaNet layer): the scope keeps its time,
  as the user labelled it, and the section says how much of it is mixers'.
- scope without softmax attention: a label or module scope whose calls hold mixer work and no
  softmax attention (no attention op's call, no fused attention kernel): said by name.
"""

from __future__ import annotations

from typing import Optional

import numpy as np

from ... import kinds
from ...reader import KERNEL
from ..context import AnalysisContext
from ..numbers import name_hits, ops_named


def token_mixers(ctx: AnalysisContext) -> Optional[dict]:
    """The mixers' section before the scopes are known to hold softmax attention (compose says
    that), or None where the trace has no mixer op or kernel."""
    data, model = ctx.data, ctx.model
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    mixer_ops = ops_named(cpu, strings, lambda s: kinds.mixer_of_op(s) is not None)
    total = len(model.parent)
    marked = np.zeros(total, dtype=bool)
    marked[mixer_ops] = True
    calls = mixer_ops[model.nearest(marked, strict=True)[mixer_ops] < 0] if len(mixer_ops) else mixer_ops
    is_call = np.zeros(total, dtype=bool)
    is_call[calls] = True
    launch = ctx.launch_of_gpu
    call_of_gpu = np.where(launch >= 0, model.nearest(is_call)[np.maximum(launch, 0)], -1) if len(gpu) else launch
    kernel = gpu.kind == KERNEL
    stray = np.flatnonzero(kernel & (call_of_gpu < 0))
    by_name = stray[name_hits(strings, gpu.name[stray], lambda s: kinds.mixer_of_kernel(s) is not None)]
    if not len(calls) and not len(by_name):
        return None
    rows: dict = {}  # mixer name -> its row

    def row_of(mixer) -> dict:
        return rows.setdefault(mixer.name, {"kind": mixer.name, "label": mixer.label, "summary": mixer.summary,
                                            "ops": set(), "calls": 0, "kernel_us": 0.0, "kernels": 0})  # fmt: skip

    kind_of_call = {int(r): kinds.mixer_of_op(strings[cpu.name[r]]) for r in calls.tolist()}
    for r, mixer in kind_of_call.items():
        row = row_of(mixer)
        row["calls"] += 1
        row["ops"].add(strings[cpu.name[r]])
    launched = np.flatnonzero(kernel & (call_of_gpu >= 0))
    for g, c in zip(launched.tolist(), call_of_gpu[launched].tolist()):
        row = row_of(kind_of_call[c])
        row["kernel_us"] += float(gpu.dur[g])
        row["kernels"] += 1
    for g in by_name.tolist():
        row = row_of(kinds.mixer_of_kernel(strings[gpu.name[g]]))
        row["kernel_us"] += float(gpu.dur[g])
        row["kernels"] += 1
    mixer_gpu = np.concatenate([launched, by_name])
    inside = mixer_gpu[ctx.phase_of_gpu[mixer_gpu] >= 0]
    scoped_calls = calls[ctx.instance_of_row[calls] >= 0]
    return {
        "calls": len(calls),
        "kernel_us": round(float(gpu.dur[mixer_gpu].sum()), 3),
        "cpu_us": round(float(cpu.dur[calls].sum()), 3),
        "inside_attention_us": round(float(gpu.dur[inside].sum()), 3),
        "kinds": [
            {**row, "ops": sorted(row["ops"]), "kernel_us": round(row["kernel_us"], 3)}
            for row in sorted(rows.values(), key=lambda r: -r["kernel_us"])
        ],
        # (the scopes whose calls hold mixer calls: compose keeps those with no softmax attention)
        "scope_ids": sorted({int(k) for k in _keys_around(ctx, scoped_calls)}),
    }


def _keys_around(ctx: AnalysisContext, rows: np.ndarray) -> set:
    """The scope keys of every scope instance around rows (their chains)."""
    scopes = ctx.scopes
    keys: set = set()
    for instance in ctx.instance_of_row[rows].tolist():
        chain = int(scopes.inst_chain[instance])
        while chain >= 0:
            keys.add(int(scopes.chain_key[chain]))
            chain = int(scopes.chain_parent[chain])
    return keys


def compose(section: Optional[dict], scope_entries: list, op_rows: list) -> Optional[dict]:
    """The section as the report holds it: the label and module scopes holding mixer calls and
    no softmax attention (no attention op's call, no fused attention kernel) named."""
    if section is None:
        return None
    with_softmax = {s["scope_id"] for r in op_rows for s in r["scope_calls"] if s["calls"]}
    without = []
    for key in section.pop("scope_ids"):
        entry = scope_entries[key]
        fused = sum(c["total_us"] for c in entry["categories"] if c["category"] == "attention")
        if entry["source"] in ("label", "module") and key not in with_softmax and not fused > 0:
            without.append({"scope_id": key, "name": entry["name"]})
    return {**section, "scopes_without_softmax": without}
