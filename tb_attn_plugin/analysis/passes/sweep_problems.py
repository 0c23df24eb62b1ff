"""The attention problems of a trace as the sweep runs them: what `tb-attn sweep --from`
records, and the command the advice names (one function for both).

Terms:
- problem: one dense shape (B, H, Lq, Lkv, D) with its dtype, causal flag and mask, summed
  over the attention-op rows that share them: their calls, their time (kernel time on a GPU
  trace, the ops' own CPU time on a CPU-only one) and the backends the trace ran them with;
- runnable: a row whose shape gives B, H, Lq, Lkv and D (a paged or packed call's does not),
  with V's head dim equal to Q's and a dtype the sweep takes (float32, float16, bfloat16);
  grouped-query rows (fewer K/V heads) are run with H heads for K and V too, and say so;
- causal: the row's flag (an eager chain's where its mask is causal: analysis/passes/eager.py);
  unknown (FlexAttention, an eager chain with no such mask) is run as not causal, and said;
  mask: the row's explicit mask (an eager chain's is not known: none);
- variant: the sweep's variant the trace's backend is (sdpa_flash for flash, naive for an
  eager chain...), None where the sweep has none like it;
- rows: the indices in the entry's attention_ops of the rows a problem sums (its calls are
  theirs in entry.attention_calls);
- order: the most time first, at most `top`.

A pure function of a composed report entry, typed (report_types.EntryDraft: the advice's, or
an Entry read back, which is one).
"""

from __future__ import annotations

from typing import Optional

from ...core.words import counted
from ...report_types import UNSET, EntryDraft

SWEEP_DTYPES = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16"}
DEFAULT_TOP = 3
_DENSE = ("B", "H", "Lq", "Lkv", "D")
# the trace's backend (as the attention-op table says it, lower-cased) -> the sweep's variant
_VARIANT_OF_BACKEND = (
    ("eager", "naive"),
    ("math", "sdpa_math"),
    ("flash", "sdpa_flash"),
    ("efficient", "sdpa_efficient"),
    ("cudnn", "sdpa_cudnn"),
)


def variant_of(family: str, backend: str) -> Optional[str]:
    """The sweep's variant the trace's backend is (see the module's terms)."""
    if family == "flex":
        return "flex"
    if family not in ("sdpa", "eager"):
        return None
    low = backend.lower()
    return next((variant for prefix, variant in _VARIANT_OF_BACKEND if low.startswith(prefix)), None)


def sweep_problems(entry: EntryDraft, top: int = DEFAULT_TOP) -> list:
    """The entry's runnable problems, the most time first, at most top (see the module's terms):
    [{"shape": {B, H, Lq, Lkv, D}, "dtype", "causal", "causal_known", "mask", "gqa", "calls",
    "time_us", "backends", "variants", "rows", "command"}]."""
    on_gpu = entry.breakdown_unit == "gpu"
    problems: dict = {}
    for index, row in enumerate(entry.attention_ops):
        shape = row.shape
        dtype = SWEEP_DTYPES.get(row.dtype or "")
        if not row.count or dtype is None or shape is None or any(getattr(shape, k) is UNSET for k in _DENSE):
            continue
        if shape.Dv is not UNSET and shape.Dv != shape.D:
            continue
        dense = {k: int(getattr(shape, k)) for k in _DENSE}
        causal, mask = row.causal, bool(row.mask)
        key = (tuple(dense.values()), dtype, bool(causal), mask)
        p = problems.get(key)
        if p is None:
            p = problems[key] = {
                "shape": dense,
                "dtype": dtype,
                "causal": bool(causal),
                "causal_known": causal is not None,
                "mask": mask,
                "gqa": False,
                "calls": 0,
                "time_us": 0.0,
                "backends": [],
                "variants": [],
                "rows": [],
            }
        p["causal_known"] = p["causal_known"] and causal is not None
        p["gqa"] = p["gqa"] or (shape.Hkv is not UNSET and shape.Hkv != shape.H)
        p["calls"] += int(row.count)
        p["rows"].append(index)
        p["time_us"] += float(row.kernel_us if on_gpu else row.cpu_us)
        if row.backend not in p["backends"]:
            p["backends"].append(row.backend)
        variant = variant_of(row.family or "", row.backend)
        if variant is not None and variant not in p["variants"]:
            p["variants"].append(variant)
    ordered = sorted(problems.values(), key=lambda p: (-p["time_us"], -p["calls"]))[: max(0, top)]
    for p in ordered:
        p["time_us"] = round(p["time_us"], 3)
        p["command"] = sweep_command(p)
    return ordered


def sweep_command(problem: dict) -> str:
    """The `tb-attn sweep` command line that records one problem."""
    s = problem["shape"]
    parts = ["tb-attn sweep", f"--shape {s['B']},{s['H']},{s['Lq']},{s['Lkv']},{s['D']}", f"--dtype {problem['dtype']}"]
    if problem["mask"]:
        parts.append("--mask")
    elif problem["causal"]:
        parts.append("--causal")
    return " ".join(parts)


def problem_text(problem: dict) -> str:
    """One problem in words: its shape, dtype, flags, calls and what the trace used."""
    s = problem["shape"]
    flags = "masked" if problem["mask"] else "causal" if problem["causal"] else "not causal"
    if not problem["causal_known"] and not problem["mask"]:
        flags += " (the trace does not say: run as not causal)"
    gqa = "; fewer K/V heads in the trace, run with H" if problem["gqa"] else ""
    return (
        f"B={s['B']} H={s['H']} Lq={s['Lq']} Lkv={s['Lkv']} D={s['D']}, {problem['dtype']}, {flags}{gqa}: "
        f"{counted(problem['calls'], 'call')} in the trace, ran with {', '.join(problem['backends'])}"
    )
