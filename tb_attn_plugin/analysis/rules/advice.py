"""Advice: what the numbers of one report entry say to change, in plain words, with the
evidence, ordered by the time each change could save.

Terms: the rules read the composed entry typed (report_types.EntryDraft: every field checked
against the schema, a missing optional one msgspec.UNSET); an item is {level, code, message,
saves_us} and, for an item that names a command to run, command (the command line alone, to
copy). saves_us estimates the GPU (CPU-only traces: CPU) time a change would save over the
trace, by a rule stated next to each item's code below and in docs/report-schema.md; null
where no honest estimate exists. Items with an estimate come first, largest first; the
others keep their order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import msgspec

from ...core.words import counted, verb
from ...report_types import Advice, EntryDraft
from ..numbers import time_text
from ..passes.sweep_problems import sweep_problems
from .backends import copies, hugging_face_eager, math_fallback_rule, mha_need_weights, score_matrix
from .codes import CODES
from .device import older_backend
from .kernels import backward_slow, below_peak, elementwise_heavy, fp32_gemms, launch_bound
from .occupancy import fused_occupancy, occupancy_gaps
from .serving import serving_advice

RECORD_FUNCTION_HOWTO = (
    'wrap the attention code in a label: `with torch.profiler.record_function("attn_fwd"): ...` '
    "(any name matching the label regex works, e.g. attention/layer0)"
)


_FOUND_WITHOUT_LABELS = {
    "op": "attention ops were used as scopes",
    "pattern": "eager attention was found by its pattern (Q·Kᵀ, softmax, ·V)",
    "op+pattern": "attention ops, and eager attention found by its pattern (Q·Kᵀ, softmax, ·V), were used as scopes",
    "none": "no attention was found",
}


# (cause in unattributed_causes, advice code, what the kernels' trace says), in this order
_UNATTRIBUTED = (
    (
        "no_correlation_id",
        "kernels_without_correlation",
        ("carries", "carry"),
        "no correlation id (the args are missing), so the launching op is unknown",
    ),
    (
        "launch_not_in_trace",
        "unattributed_kernels",
        ("has", "have"),
        "no launch event in the trace (launched before the profiled window)",
    ),
    (
        "launch_thread_not_covered",
        "launch_thread_not_covered",
        ("was", "were"),
        "launched from a thread on which the profiler recorded no CPU op (a thread it did not cover), so the op "
        "that launched each is unknown",
    ),
)


def advise(entry: EntryDraft) -> list[Advice]:
    """Every rule's advice on one composed entry, typed (report_types.Advice), the changes that
    could save the most first (the rest, with no estimate, in the rules' order)."""
    out: list = []
    for rule in RULES:
        # (each code's level is the registry's, analysis/rules/codes.py: a rule cannot say
        # another; a code its rule does not declare fails here)
        for item in rule.give(entry):
            if item["code"] not in rule.codes:
                raise ValueError(f"advice rule {rule.give.__name__} gave {item['code']!r}, which it does not declare")
            out.append({"level": CODES[item["code"]].level, **item})
    # a change to attention saves at most the time attention takes (its kernels' or, on the
    # CPU, its own): no estimate may claim more than the headline shows
    most = max(entry.attention.kernel_us, entry.attention.cpu_us)
    for item in out:
        item.setdefault("saves_us", None)
        if item["saves_us"] is not None and item["saves_us"] > most:
            item["saves_us"] = round(most, 3)
    ordered = sorted(out, key=lambda a: -a["saves_us"] if a["saves_us"] is not None else float("inf"))
    typed: list[Advice] = msgspec.convert(ordered, list[Advice])
    return typed


def _no_label(entry: EntryDraft) -> list:
    source = entry.attention.scope_source
    if source not in _FOUND_WITHOUT_LABELS:
        return []
    found = _FOUND_WITHOUT_LABELS[source]
    if source == "none" and entry.attention.parts.found_by_kernel.count:
        found = "only fused attention kernels found by their names are attention (no CPU side to place them)"
    return [
        {
            "code": "no_label",
            "message": f"No record_function label or nn.Module matched the patterns, so {found}; "
            + RECORD_FUNCTION_HOWTO
            + ".",
        }
    ]


def _unattributed(entry: EntryDraft) -> list:
    out = []
    for cause, code, (one, many), why in _UNATTRIBUTED:
        cause_total = getattr(entry.unattributed_causes, cause)
        count, us = cause_total.count, cause_total.us
        if count:
            out.append(
                {
                    "code": code,
                    "message": f"{counted(count, 'kernel')} ({time_text(us)}) {verb(count, one, many)} {why}; not counted as attention, "
                    "but for fused attention kernels (found by their names: attention_kernels_outside_scopes).",
                }
            )
    return out


def _outside_scopes(entry: EntryDraft) -> list:
    out = []
    stray_ops = entry.attention_ops_outside_scopes
    if stray_ops.count:
        out.append(
            {
                "code": "attention_ops_outside_scopes",
                "message": f"{counted(stray_ops.count, 'attention call')} ({', '.join(stray_ops.ops)}; "
                f"{time_text(stray_ops.kernel_us)} of kernels, {time_text(stray_ops.cpu_us)} of CPU time) ran "
                "outside every label and module while other attention is labelled: they are counted as scopes of "
                "their own (source op or pattern) in every total; to see them by layer, " + RECORD_FUNCTION_HOWTO + ".",
            }
        )
    stray = entry.attention_kernels_outside_scopes
    if stray.count:
        out.append(
            {
                "code": "attention_kernels_outside_scopes",
                "message": f"{counted(stray.count, 'fused attention kernel')} ({time_text(stray.us)}; "
                f"{', '.join(stray.backends)}) ran with no scope: no launch in the trace (a CUDA or HIP graph "
                "replay, or a launch before the window), or launched outside every label, module and attention op. "
                "Found by their names, they are counted in the attention totals; which layer or call each belongs "
                "to is not known. " + _stray_fixes(entry, stray.count),
            }
        )
    return out


def _stray_fixes(entry: EntryDraft, count: int) -> str:
    """What would place kernels no scope owns, by why they have none: a label cannot place a
    graph replay's kernels (their launch is the graph's) nor those launched before the window
    (their launch is not in the trace), so it is advised only for the others."""
    in_graphs = min(count, entry.graph_replays.attention_kernels if entry.graph_replays else 0)
    before = entry.unattributed_causes.launch_not_in_trace.count
    fixes = []
    if in_graphs:
        fixes.append(
            f"{in_graphs} ran inside graph replays, where no label reaches: profile the graph's capture too "
            "(vLLM writes it to capture_traces/ beside the replay, and it is merged in) or annotate the graph's "
            "kernels (torch.cuda.graph_annotations)"
        )
    if before:
        fixes.append(
            "kernels launched before the profiled window have no launch in it: start the window earlier "
            "(a longer warmup in torch.profiler.schedule)"
        )
    if count > in_graphs + before or not fixes:
        fixes.append("for kernels launched outside every label, " + RECORD_FUNCTION_HOWTO)
    return "; ".join(f[0].upper() + f[1:] for f in fixes[:1]) + "".join(f"; {f}" for f in fixes[1:]) + "."


# Every rule, in the order its advice is listed when no estimate ranks it: each a pure
# function of the composed entry returning its advice items.
# communication kernels launched inside attention's scopes at or above this share of its
# kernel time are said: the headline counts them, and they are no attention work (an FSDP
# trace: 86% of the labelled attention's kernel time was NCCL all-gather and reduce-scatter)
COMMUNICATION_SHARE = 0.25


def _communication(entry: EntryDraft) -> list:
    a = entry.attention
    comm, total = a.communication_kernel_us, a.kernel_us
    if not comm or not total or comm < COMMUNICATION_SHARE * total:
        return []
    share = a.compute_kernel_share
    without = f"{100 * share:.1f}%" if share is not None else "not known"
    groups = [
        f"{'' if g.launcher == 'unnamed' else g.launcher + ' '}{g.collective}s ({g.phase}) {time_text(g.kernel_us)}"
        for g in a.communication_by_launcher[:3]
    ]
    what = f" ({', '.join(groups)})" if groups else ""
    return [
        {
            "code": "communication_in_attention",
            "message": f"{100 * comm / total:.0f}% of attention's kernel time ({time_text(comm)}) is collectives "
            f"launched inside the attention scopes{what}, a label spanning more than the attention math: they are "
            f"counted apart; attention without them is {without} of kernel time. A label around the attention math "
            "alone gives attention's own time.",
        }
    ]


def _recomputed(entry: EntryDraft) -> list:
    """Activation checkpointing's recompute of attention, said with its calls and time."""
    again = entry.attention.recomputed
    if not again:
        return []
    gpu = f" and {time_text(again.gpu_busy_us)} of GPU time" if again.gpu_busy_us else ""
    return [
        {
            "code": "recomputed_attention",
            "message": f"Activation checkpointing ran {counted(again.calls, 'attention call')} again inside the backward "
            f"({time_text(again.cpu_us)} of CPU time{gpu}): counted once, as backward work of the calls they "
            "repeat. That is the price of the memory checkpointing saves; checkpointing fewer layers trades it back.",
        }
    ]


def _backward_without_forward(entry: EntryDraft) -> list:
    """The backward of attention calls whose forward is not in the trace (context.py's
    unlinked backward), said as such: where their forward went, only as far as the trace
    shows it."""
    part = entry.attention.parts.backward_without_forward
    count = part.count
    if not count:
        return []
    before = part.before_window
    if before == count:
        where = "ran before the profiled window"
    elif before:
        where = f"is not in the trace ({before} of them ran before the profiled window)"
    else:
        where = "is not in the trace"
    return [
        {
            "code": "backward_without_forward",
            "message": f"{counted(count, 'attention backward call')} whose forward {where} took "
            f"{time_text(part.kernel_us)} of kernels and {time_text(part.cpu_us)} of CPU "
            "time: counted as attention backward work of no scope. To see them with their forward, open the window "
            "at an iteration's start: call the profiler's step() once per iteration, after the optimizer step.",
        }
    ]


def _sweep(entry: EntryDraft) -> list:
    """The sweep on the trace's own costliest shape, named with its command (sweep_problems)."""
    problems = sweep_problems(entry)
    if not problems:
        return []
    first = problems[0]
    whole = (
        f"`tb-attn sweep --from` this trace records its {len(problems)} costliest shapes"
        if len(problems) > 1
        else "`tb-attn sweep --from` this trace does the same"
    )
    unknown = (
        " The trace does not say whether it is causal: add --causal if it is."
        if not first["causal_known"] and not first["mask"]
        else ""
    )
    return [
        {
            "code": "sweep_these_shapes",
            "message": "Which backend is fastest for this trace's costliest attention shape, on your machine: "
            f"`{first['command']}` records it with every backend there and compares them ({whole}).{unknown}",
            "command": first["command"],
        }
    ]


@dataclass(frozen=True)
class Rule:
    """One advice rule: the function that gives its items from a composed entry, and the
    codes it may give (each declared in the registry, analysis/rules/codes.py). The list of
    rules is the registry's other half: every code is some rule's, and advise() refuses an
    item whose code its rule does not declare."""

    give: Callable[[EntryDraft], list]
    codes: tuple


# the rules in the order they run (the order of the items without an estimate)
RULES = (
    Rule(_no_label, ("no_label",)),
    Rule(_communication, ("communication_in_attention",)),
    Rule(_recomputed, ("recomputed_attention",)),
    Rule(_backward_without_forward, ("backward_without_forward",)),
    Rule(hugging_face_eager, ("hugging_face_eager_attention",)),
    Rule(math_fallback_rule, ("sdpa_math_fallback",)),
    Rule(mha_need_weights, ("mha_need_weights",)),
    Rule(older_backend, ("older_backend",)),
    Rule(fp32_gemms, ("fp32_gemm",)),
    Rule(copies, ("hidden_copy",)),
    Rule(elementwise_heavy, ("elementwise_heavy",)),
    Rule(launch_bound, ("launch_bound", "cpu_bound")),
    Rule(backward_slow, ("backward_slow",)),
    Rule(below_peak, ("below_peak",)),
    Rule(score_matrix, ("eager_score_matrix",)),
    Rule(fused_occupancy, ("fused_occupancy_expected",)),
    Rule(_unattributed, tuple(code for _, code, _, _ in _UNATTRIBUTED)),
    Rule(_outside_scopes, ("attention_kernels_outside_scopes", "attention_ops_outside_scopes")),
    Rule(occupancy_gaps, ("occupancy_gap",)),
    Rule(
        serving_advice,
        ("decode_below_bandwidth", "prefill_decode_mixed", "kv_write_rotary_separate", "serving_gpu_idle"),
    ),
    Rule(_sweep, ("sweep_these_shapes",)),
)
