"""The verdict: what the first screen says, computed once, here. The tab's Overview, the text
report (`tb-attn report`) and the JSON carry these fields and derive none of them (#38: the
sentence existed only in the tab's TypeScript, so the command line could not say it).

Terms:
- sentence: attention's share of GPU kernel time (CPU step time on a CPU-only trace) and
  where that time goes, its three largest kernel categories as shares of it;
- device: the device and how close attention runs to it (the attention op with the most
  kernel time that has a peak figure, else the serving step held to the peak it is judged
  by). A device the trace does not name is never named as a fact: the line says what
  matched its peaks instead;
- changes: at most MAX_CHANGES advice items with a time estimate, largest first (advice is
  sorted so), each with the time it could save in one unit, the largest's;
- notes: every other advice item and reading warning, each once (an identical text is one
  note), grouped by what the reader does with it (NOTE_GROUPS; an advice item's group is
  the advice registry's);
- mismatches: how many attention ops (rows with calls) differ from the picture their kind
  should show (attention_ops[].expectation.aspects).

A pure function of the composed entry, typed (report_types.EntryDraft), and its advice items
(report_types.Advice): the last step of report.analyze.
"""

from __future__ import annotations

from typing import Optional

from ...core.words import time_unit, verb
from ...report_types import Advice, EntryDraft, ServingStep, given
from ..breakdown import category_totals
from ..rules.codes import CODES

MAX_CHANGES = 3

# a kernel category in words; a CPU-only trace's categories are of CPU ops
CATEGORY_WORDS = {
    "attention": "fused attention kernels",
    "gemm": "GEMMs",
    "softmax": "softmax",
    "elementwise": "elementwise kernels",
    "reduction": "reductions",
    "memcpy": "copies",
    "memset": "memsets",
    "communication": "communication",
    "other": "other kernels",
}
CPU_WORDS = {
    **CATEGORY_WORDS,
    "attention": "fused attention ops",
    "elementwise": "elementwise ops",
    "other": "other ops",
}

# the groups of notes, in the order they are read: (group, title)
NOTE_GROUPS = (
    ("check", "Worth checking"),
    ("measurement", "About the measurements"),
    ("trace", "About the trace"),
)


def pct(v: Optional[float], digits: int = 1) -> str:
    """A share (0..1) as a percentage: 0.2312 -> '23.1%'."""
    return "–" if v is None else f"{100 * v:.{digits}f}%"


def time_text(us: float, max_us: float) -> str:
    """us in the unit of max_us: time_text(821.0, 3200.0) -> '0.82 ms'."""
    unit, div, digits = time_unit(max_us)
    return f"{us / div:,.{digits}f} {unit}"


def _where_it_goes(entry: EntryDraft, apart: tuple = ()) -> str:
    """Attention's three largest categories as shares of it (less the categories apart)."""
    words = CATEGORY_WORDS if entry.breakdown_unit == "gpu" else CPU_WORDS
    by_category = category_totals(
        (row.category, row.total_us) for row in entry.attention.categories if row.category not in apart
    )
    total = sum(by_category.values())
    if not total > 0:
        return ""
    top = sorted(by_category.items(), key=lambda kv: -kv[1])[:3]
    return ", ".join(f"{words.get(c, c)} {pct(us / total, 0)}" for c, us in top)


def mixers_part(entry: EntryDraft) -> str:
    """The linear and recurrent token mixers, said after attention and counted apart (the
    token_mixers section; "" where the trace has none)."""
    m = entry.token_mixers
    if m is None:
        return ""
    gpu = entry.breakdown_unit == "gpu"
    us = m.kernel_us if gpu else m.cpu_us
    if not us > 0:
        return ""
    labels = ", ".join(k.label for k in m.kinds)
    where = "of kernels" if gpu else "on the CPU"
    inside = (
        f", {time_text(m.inside_attention_us, us)} of it inside attention labels"
        if gpu and m.inside_attention_us > 0
        else ""
    )
    return f" Also: linear-attention layers ({labels}), {time_text(us, us)} {where}{inside}, no softmax attention, counted apart."


# streams overlapping at least this much (the kernels' sum over the busy time, less one) make
# the share of the sum a different number from the share of the GPU's time: both are said
OVERLAP_SAID = 0.05


def busy_part(entry: EntryDraft) -> str:
    """Attention's share of the GPU's busy time, said where the streams overlap enough that it
    differs from its share of the kernels' sum (gpu_time; "" elsewhere)."""
    g = entry.gpu_time
    if g is None or not g.busy_us > 0 or not g.attention_busy_us > 0 or g.busy_share is None:
        return ""
    total = sum(d.kernel_us for d in g.devices)
    if total < (1 + OVERLAP_SAID) * g.busy_us:
        return ""
    top = max(total, g.busy_us)
    overlapped = (
        f"; of its collectives, {time_text(g.communication_overlapped_us, top)} overlapped compute"
        if g.communication_overlapped_us > 0
        else ""
    )
    return (
        f" The streams overlap ({time_text(total, top)} of kernels in {time_text(g.busy_us, top)} of busy time): "
        f"attention keeps the GPU busy {time_text(g.attention_busy_us, top)}, {pct(g.busy_share)} of its busy "
        f"time{overlapped}."
    )


def sentence(entry: EntryDraft) -> str:
    return _attention_sentence(entry) + busy_part(entry) + mixers_part(entry)


def _attention_sentence(entry: EntryDraft) -> str:
    a = entry.attention
    gpu = entry.breakdown_unit == "gpu"
    where = _where_it_goes(entry)
    if not where:
        return f"No attention found in this {'GPU' if gpu else 'CPU-only'} trace: no label, module or attention op matched."
    backward = a.backward_kernel_us if gpu else a.backward_cpu_us
    own = a.kernel_us if gpu else a.cpu_us
    back = f"; backward is {pct(backward / own, 0)} of it" if backward > 0 and own > 0 else ""
    if gpu and a.communication_kernel_us > 0 and a.communication_by_launcher:
        return _with_collectives(entry)
    if gpu:
        top = max(a.kernel_us, entry.total_kernel_us)
        return (
            f"Attention takes {pct(a.kernel_share)} of GPU kernel time ({time_text(a.kernel_us, top)} of "
            f"{time_text(entry.total_kernel_us, top)}): {where}{back}."
        )
    cpu = time_text(a.cpu_us, a.cpu_us)
    share = f"{cpu} of CPU time" if a.cpu_share is None else f"{pct(a.cpu_share)} of step time on the CPU ({cpu})"
    return f"Attention takes {share}, its CPU self time in {where}{back}."


def collectives_text(groups: list, top: float, limit: int = 3) -> str:
    """The largest collective groups in words: "FSDP all-gathers (forward) 98.20 ms"."""
    said = []
    for g in groups[:limit]:
        who = "" if g.launcher == "unnamed" else f"{g.launcher} "
        said.append(f"{who}{g.collective}s ({g.phase}) {time_text(g.kernel_us, top)}")
    more = f" and {len(groups) - limit} more" if len(groups) > limit else ""
    return ", ".join(said) + more


def _with_collectives(entry: EntryDraft) -> str:
    """The sentence of a GPU trace whose attention scopes launched collectives: attention's own
    work first (its share, where it goes, its backward), then the collectives, apart."""
    a = entry.attention
    comm = a.communication_kernel_us
    own = a.kernel_us - comm
    top = max(a.kernel_us, entry.total_kernel_us)
    where = _where_it_goes(entry, apart=("communication",))
    backward_comm = sum(g.kernel_us for g in a.communication_by_launcher if g.phase == "backward")
    backward = a.backward_kernel_us - backward_comm
    back = f"; backward is {pct(backward / own, 0)} of it" if backward > 0 and own > 0 else ""
    first = (
        f"Attention's own work takes {pct(a.compute_kernel_share)} of GPU kernel time ({time_text(own, top)} of "
        f"{time_text(entry.total_kernel_us, top)})"
    )
    first += f": {where}{back}" if where else back
    groups = collectives_text(a.communication_by_launcher, top)
    return f"{first}; and {time_text(comm, top)} of collectives ran inside its labels ({groups}), counted apart."


def device_name(entry: EntryDraft) -> str:
    """The device as the report may name it: the peak table's entry when the trace's own name
    matched it; when the trace names no device, what it is and what its figures matched."""
    props = entry.hardware.properties
    matched = entry.hardware.matched
    if props is not None and props.name:
        return f"the {matched}" if matched else f"the {props.name}"
    device = entry.device or "GPU"
    if matched:
        return f"this {device}, whose SM count and memory match the {matched}'s"
    return f"this {device}"


def device_line(entry: EntryDraft) -> str:
    if entry.breakdown_unit != "gpu":
        named = f" ({entry.device})" if entry.device else ""
        return f"On the CPU: the trace has no GPU kernels{named}."
    on = device_name(entry)
    rated = [(r, r.pct_of_peak_compute) for r in entry.attention_ops if r.pct_of_peak_compute is not None]
    if rated:
        r, compute = max(rated, key=lambda rated_row: rated_row[0].kernel_us)
        line = f"On {on}, {r.op} runs at {pct(compute / 100)} of its {r.peak_tflops:g} TFLOP/s"
        if r.pct_of_peak_bandwidth is not None:
            line += f" and {pct(r.pct_of_peak_bandwidth / 100)} of its memory bandwidth"
        if r.bound:
            line += f" ({r.bound}-bound at {r.flops_per_byte:.0f} FLOPs/byte)"
        return line + "."
    steps = [(s, _held(s)) for s in (entry.serving.steps if entry.serving else [])]
    held = [(s, share) for s, share in steps if share is not None]
    if held:
        s, share = max(held, key=lambda held_step: held_step[0].attention_kernel_us)
        peak = "memory bandwidth" if s.judged_by == "bandwidth" else "peak compute"
        return f"On {on}, the {s.phase} step's attention runs at {pct(share / 100)} of its {peak}."
    if entry.hardware.note:
        return f"On {on}: no peak is known, so achieved TFLOP/s only (docs/devices.md says how to supply one)."
    return f"On {on}: no attention op here has the shapes and dtype a throughput needs, so there is no figure to hold to its peak."


def _held(step: ServingStep) -> Optional[float]:
    """A serving step's share of the peak it is judged by (decode: bandwidth; prefill: compute)."""
    if step.judged_by == "bandwidth":
        return step.pct_of_peak_bandwidth
    if step.judged_by == "compute":
        return step.pct_of_peak_compute
    return None


def _warning_text(path: str, warning: str) -> str:
    """A reading warning without the trace's path in front (the page and the report name it)."""
    prefix = f"{path}: "
    return warning[len(prefix) :] if warning.startswith(prefix) else warning


def changes(advice: list[Advice]) -> list:
    estimated = [(x, x.saves_us) for x in advice if x.saves_us is not None and x.saves_us > 0]
    top = max((saves for _, saves in estimated), default=0.0)
    return [
        {"code": x.code, "message": x.message, "saves_us": saves, "saves": time_text(saves, top)}
        for x, saves in estimated[:MAX_CHANGES]
    ]


def notes(entry: EntryDraft, advice: list[Advice], shown: list) -> list:
    """Every advice item not among the changes and every warning, once each, by group."""
    said = {c["message"].strip() for c in shown}
    groups: dict = {group: [] for group, _ in NOTE_GROUPS}

    def add(group: str, code: Optional[str], level: str, text: str, command: Optional[str] = None) -> None:
        key = text.strip()
        if not key or key in said:
            return
        said.add(key)
        note = {"code": code, "level": level, "text": key}
        if command is not None:
            note["command"] = command
        groups[group].append(note)

    for x in advice:
        group = CODES[x.code].group  # (the registry's: analysis/rules/codes.py)
        add(group, x.code, x.level, x.message, given(x.command))
    mixers = entry.token_mixers
    if mixers is not None and mixers.scopes_without_softmax:
        scopes = mixers.scopes_without_softmax
        named = ", ".join(s.name for s in scopes[:5]) + (f" and {len(scopes) - 5} more" if len(scopes) > 5 else "")
        add("check", None, "info", f"{named} {verb(len(scopes), 'holds', 'hold')} linear-attention (token mixer) "
            "calls and no softmax attention: the labels keep their time in attention's totals, as labelled; "
            "the token mixers are said apart.")  # fmt: skip
    for w in entry.warnings:
        add("trace", None, "info", _warning_text(entry.path, w))
    return [{"group": g, "title": title, "notes": groups[g]} for g, title in NOTE_GROUPS if groups[g]]


def mismatched_ops(entry: EntryDraft) -> int:
    return sum(
        1
        for r in entry.attention_ops
        if r.count > 0 and r.expectation is not None and any(a.differs for a in r.expectation.aspects)
    )


def verdict(entry: EntryDraft, advice: list[Advice]) -> dict:
    """The entry's "verdict" section (see the module's terms), from the entry and its advice."""
    shown = changes(advice)
    return {
        "sentence": sentence(entry),
        "device": device_line(entry),
        "mismatches": mismatched_ops(entry),
        "changes": shown,
        "notes": notes(entry, advice, shown),
    }
