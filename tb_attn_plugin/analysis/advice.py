"""Advice: what the numbers of one report entry say to change, in plain words, with the
evidence, ordered by the time each change could save.

Terms: an item is {level, code, message, saves_us} and, for an item that names a command
to run, command (the command line alone, to copy). saves_us estimates the GPU (CPU-only
traces: CPU) time a change would save over the trace, by a rule stated next to each
item's code below and in docs/report-schema.md; null where no honest estimate exists.
Items with an estimate come first, largest first; the others keep their order.
"""

from __future__ import annotations

import re
from typing import Optional

from .advice_codes import CODES
from .breakdown import category_totals
from .kernels import SHARED_MEMORY_ESTIMATED
from .numbers import time_text
from .serving import serving_advice
from .sweep_problems import sweep_problems

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
        "carry no correlation id (their args are missing), so the op that launched them is unknown",
    ),
    (
        "launch_not_in_trace",
        "unattributed_kernels",
        "have no launch event in the trace (launched before the profiled window)",
    ),
    (
        "launch_thread_not_covered",
        "launch_thread_not_covered",
        "were launched from a thread on which the profiler recorded no CPU op (a thread it did not cover), so the op "
        "that launched them is unknown",
    ),
)


def advise(entry: dict) -> list:
    """Every rule's advice on one composed entry, the changes that could save the most first
    (the rest, with no estimate, in the rules' order)."""
    out: list = []
    for rule in RULES:
        # (each code's level is the registry's, analysis/advice_codes.py: a rule cannot say
        # another, and a code the registry lacks fails here)
        out.extend({"level": CODES[item["code"]].level, **item} for item in rule(entry))
    # a change to attention saves at most the time attention takes (its kernels' or, on the
    # CPU, its own): no estimate may claim more than the headline shows
    attention = entry.get("attention") or {}
    most = max(attention.get("kernel_us") or 0.0, attention.get("cpu_us") or 0.0)
    for item in out:
        item.setdefault("saves_us", None)
        if item["saves_us"] is not None and item["saves_us"] > most:
            item["saves_us"] = round(most, 3)
    return sorted(out, key=lambda a: -a["saves_us"] if a["saves_us"] is not None else float("inf"))


# the kernel rules look at attention's largest kernels (attention.kernels, the largest first)
RULE_KERNELS = 25


def _largest_kernels(entry: dict) -> list:
    return list(((entry.get("attention") or {}).get("kernels") or [])[:RULE_KERNELS])


def _no_label(entry: dict) -> list:
    source = (entry.get("attention") or {}).get("scope_source")
    if source not in _FOUND_WITHOUT_LABELS:
        return []
    found = _FOUND_WITHOUT_LABELS[source]
    by_kernel = ((entry.get("attention") or {}).get("parts") or {}).get("found_by_kernel") or {}
    if source == "none" and by_kernel.get("count"):
        found = "only fused attention kernels found by their names are attention (no CPU side to place them)"
    return [
        {
            "code": "no_label",
            "message": f"No record_function label or nn.Module matched the patterns, so {found}; "
            + RECORD_FUNCTION_HOWTO
            + ".",
        }
    ]


def _called_at(rows: list) -> str:
    """Where in the user's code the rows' calls were made, most time first (call_sites.py):
    "called at <user frame>, in <library frame>", or "" without frames."""
    sites = sorted(
        (site for r in rows for site in r.get("call_sites") or []),
        key=lambda site: (-(site.get("us") or 0.0), -site["calls"]),
    )
    if not sites:
        return ""
    first = sites[0]
    where = [f"called at {first['user']}"] if first["user"] else []
    if first["library"]:
        where.append(f"in {first['library']}")
    more = len({(site["user"], site["library"]) for site in sites}) - 1
    return ", ".join(where) + (f"; and {more} other place(s)" if more else "")


def _is_hugging_face(rows: list) -> bool:
    """Whether a Hugging Face model's own code made the calls (its library frame)."""
    return any(
        (site.get("library") or "").startswith("transformers/") for r in rows for site in r.get("call_sites") or []
    )


def _math_ops(entry: dict) -> list:
    return [s for s in entry.get("sdpa", []) if s.get("backend") == "math"]


def _math(entry: dict) -> list:
    math_rows = [r for r in entry.get("attention_ops") or [] if r.get("math_fallback") is not None]
    math_ops = _math_ops(entry)
    if math_rows:
        return [_math_fallback(math_rows, entry)]
    if math_ops:  # (an entry without the attention-op table: its SDPA rows alone)
        calls = sum(s["count"] for s in math_ops)
        return [
            {
                "code": "sdpa_math_fallback",
                "message": f"{calls} scaled_dot_product_attention call(s) ran the math backend.",
            }
        ]
    return []


def _fp32_gemms(entry: dict) -> list:
    fp32_attention_gemms = [
        k for k in _largest_kernels(entry) if k.get("category") == "gemm" and k.get("cores") == "cuda"
    ]
    if not fp32_attention_gemms or _math_ops(entry):
        return []
    return [
        {
            "code": "fp32_gemm",
            "message": f"{len(fp32_attention_gemms)} GEMM kernel(s) inside attention run on CUDA cores "
            "(sgemm: FP32), not Tensor Cores.",
        }
    ]


def _copies(entry: dict) -> list:
    attention = entry.get("attention") or {}
    item = None
    if attention.get("memcpy_count") and entry.get("breakdown_unit") == "gpu":
        item = _hidden_copy(attention)
    elif entry.get("breakdown_unit") == "cpu_op":
        item = _cpu_hidden_copy(attention)
    if item is None:
        return []
    # where: the attention calls that copy (their expected → observed copies per call)
    copying = [
        r
        for r in entry.get("attention_ops") or []
        if (((r.get("expectation") or {}).get("observed") or {}).get("copies_per_call") or 0) > 0
    ]
    where = _called_at(copying)
    if where:
        item["message"] += f" The copying calls: {where}."
    return [item]


def _unattributed(entry: dict) -> list:
    out = []
    causes = entry.get("unattributed_causes") or {}
    for cause, code, why in _UNATTRIBUTED:
        counted = causes.get(cause) or {}
        count, us = counted.get("count", 0), counted.get("us", 0.0)
        if cause == "launch_not_in_trace" and not counted:  # (an entry from before the causes)
            count, us = entry.get("unattributed_kernels") or 0, entry.get("unattributed_kernel_us") or 0.0
        if count:
            out.append(
                {
                    "code": code,
                    "message": f"{count} kernel(s) ({time_text(us)}) {why}; they are not counted as attention, "
                    "but for fused attention kernels (found by their names: attention_kernels_outside_scopes).",
                }
            )
    return out


def _outside_scopes(entry: dict) -> list:
    out = []
    stray_ops = entry.get("attention_ops_outside_scopes") or {}
    if stray_ops.get("count"):
        out.append(
            {
                "code": "attention_ops_outside_scopes",
                "message": f"{stray_ops['count']} attention call(s) ({', '.join(stray_ops['ops'])}; "
                f"{time_text(stray_ops.get('kernel_us', 0.0))} of kernels, {time_text(stray_ops['cpu_us'])} of CPU time) ran "
                "outside every label and module while other attention is labelled: they are counted as scopes of "
                "their own (source op or pattern) in every total; to see them by layer, " + RECORD_FUNCTION_HOWTO + ".",
            }
        )
    stray = entry.get("attention_kernels_outside_scopes") or {}
    if stray.get("count"):
        out.append(
            {
                "code": "attention_kernels_outside_scopes",
                "message": f"{stray['count']} fused attention kernel(s) ({time_text(stray['us'])}; "
                f"{', '.join(stray['backends'])}) ran with no scope: no launch in the trace (a CUDA or HIP graph "
                "replay, or a launch before the window), or launched outside every label, module and attention op. "
                "Found by their names, they are counted in the attention totals; which layer or call each belongs "
                "to is not known. " + _stray_fixes(entry, stray["count"]),
            }
        )
    return out


def _stray_fixes(entry: dict, count: int) -> str:
    """What would place kernels no scope owns, by why they have none: a label cannot place a
    graph replay's kernels (their launch is the graph's) nor those launched before the window
    (their launch is not in the trace), so it is advised only for the others."""
    in_graphs = min(count, (entry.get("graph_replays") or {}).get("attention_kernels") or 0)
    before = ((entry.get("unattributed_causes") or {}).get("launch_not_in_trace") or {}).get("count") or 0
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


def _kernel_rows(entry: dict) -> list:
    """Every kernel row the rules look at: attention's largest and each scope's."""
    rows = _largest_kernels(entry)
    for s in entry.get("scopes") or []:
        rows += s.get("kernels") or []
    return rows


def _grid_blocks(k: dict) -> Optional[int]:
    grid = k.get("grid")
    if not grid:
        return None
    n = 1
    for d in grid:
        n *= int(d)
    return n


def _small_grid(entry: dict, k: dict) -> Optional[str]:
    """The grid's blocks and the SMs, when the grid is smaller than the device: most SMs idle,
    so a low occupancy is real."""
    sms = ((entry.get("hardware") or {}).get("properties") or {}).get("sms")
    blocks = _grid_blocks(k)
    if sms and blocks is not None and blocks < sms:
        return f"a grid of {blocks} block(s) on {sms} SMs"
    return None


def _occupancy_gaps(entry: dict) -> list:
    """A 0% reported beside a known fit, by the cause the trace shows (#40): not measured
    (kernels.mark_unmeasured_occupancy: more shared memory than the profiler estimates for,
    or a launch API no kernel has an estimate through); measured, by a grid smaller than the
    device, where near 0% is real."""
    out = []
    seen = set()
    for k in _largest_kernels(entry):
        unmeasured = k.get("occupancy_unmeasured")
        zero = unmeasured or k.get("occupancy_reported") in (0, 0.0)
        if not zero or not k.get("occupancy_theoretical") or k["name"] in seen:
            continue
        seen.add(k["name"])
        fit = f"from its registers, threads and shared memory it is {k['occupancy_theoretical']:.1f}%"
        api = k.get("launch_api")
        small = _small_grid(entry, k)
        if unmeasured and (k.get("shared_memory") or 0) > SHARED_MEMORY_ESTIMATED:
            why = (
                f"uses {k['shared_memory'] / 1024:.0f} KiB of shared memory, past the 48 KiB the profiler estimates "
                f"occupancy for, so it reports 0%: not estimated, whatever the launch API; {fit}."
            )
        elif not unmeasured:  # (a 0 the profiler did estimate)
            if not small:
                continue  # (an estimate of 0 with no cause the trace shows: nothing to say)
            why = (
                f"runs {small}: at most that many SMs hold a block, so its near-0% occupancy is real, not a "
                f"measurement gap ({fit} of a busy SM, not what this launch reaches; more blocks, from a larger "
                "batch or a split of the keys, would)."
            )
        else:
            how = f"the driver API ({api})" if k.get("launch_kind") == "driver" else (api or "an unknown launch")
            why = (
                f"is launched through {how}, and no kernel launched that way has an estimate in this trace: the "
                f"profiler reports 0% occupancy, a measurement gap; {fit}."
            )
        out.append(
            {
                "code": "occupancy_gap",
                "message": f"{_short(k['name'])} {why}" + _cpu_side_cost(entry, k.get("backend")),
            }
        )
    return out


def _cpu_side_cost(entry: dict, backend: Optional[str]) -> str:
    """(d): the CPU time of the calls of a driver-launched backend (cuDNN plans its kernel on
    the CPU), beside their GPU time."""
    word = "cudnn" if backend and "cudnn" in backend.lower() else None
    rows = [r for r in entry.get("attention_ops") or [] if word and word in r["backend"].lower() and r["count"]]
    if not rows:
        return ""
    calls = sum(r["count"] for r in rows)
    cpu = sum(r["cpu_us"] for r in rows) / calls
    gpu = sum(r["kernel_us"] for r in rows) / calls
    return (
        f" Its calls take {time_text(cpu)} each on the CPU against {time_text(gpu)} on the GPU: choosing the kernel "
        "(the cuDNN plan) costs CPU time that the GPU timeline does not show."
    )


def _short(name: str, limit: int = 80) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


# Ops that write a new tensor from their input where an in-place form writes the input itself
# (aten::masked_fill -> aten::masked_fill_): the copy of the input goes with the in-place form.
_IN_PLACE_FORMS = frozenset(
    {
        "masked_fill",
        "fill",
        "add",
        "mul",
        "div",
        "sub",
        "clamp",
        "relu",
        "tril",
        "triu",
        "index_put",
        "scatter",
        "exp",
        "neg",
    }
)
# Ops whose job is a copy (a layout or dtype change).
_COPYING_OPS = frozenset({"clone", "contiguous", "to", "_to_copy", "copy_"})


def _hidden_copy(attention: dict) -> dict:
    """Copies inside attention, explained by the ops that launched them (as the trace has it:
    the innermost CPU op around each copy's launch), with the in-place form where one exists."""
    named = [c for c in attention.get("copies_by_op") or [] if c.get("op")]
    lead = f"{attention['memcpy_count']} memcpy(s) ({time_text(attention['memcpy_us'])}) inside attention"
    if not named:
        return {
            "code": "hidden_copy",
            "message": f"{lead}, launched outside any CPU op the trace recorded.",
        }
    parts = [f"{c['op']} ({c['count']}, {time_text(c['us'])})" for c in named[:3]]
    message = f"{lead}, launched by " + ", ".join(parts) + ("" if len(named) <= 3 else ", …") + "."
    top = named[0]["op"]
    base = top.split("::", 1)[-1]
    if base in _IN_PLACE_FORMS:
        message += (
            f" {top} is out of place: it copies its input first; the in-place form ({top}_) "
            "writes the input itself and avoids the copy."
        )
    elif base in _COPYING_OPS:
        message += f" {top} copies by design: check whether the layout or dtype change is needed."
    # saves: the copies' time (the in-place form, or no layout change, removes them)
    return {"code": "hidden_copy", "message": message, "saves_us": round(attention["memcpy_us"], 3)}


# --- rules with the evidence ---------------------------------------------------------

# elementwise kernels at or above this share of attention GPU time are the first thing to fuse
ELEMENTWISE_SHARE = 0.4
# fusing a chain of memory-bound elementwise kernels removes their launches and most of their
# round trips through memory: half their time is the estimate given (a rough, stated rule)
ELEMENTWISE_SAVING = 0.5
# a backward pass costs about 2 to 2.5 times its forward (2.5x the FLOPs in fused attention)
BACKWARD_RATIO = 3.0
BACKWARD_EXPECTED = 2.5
# compute-bound work below this % of the dtype's peak, taking this share of attention GPU
# time, is flagged; the estimate is the time saved at half the peak
BELOW_PEAK_PCT = 30.0
BELOW_PEAK_SHARE = 0.05
TARGET_PCT = 50.0
# launch-bound: kernels this short on average, with more CPU time than GPU time
SHORT_KERNEL_US = 20.0
# CPU copies below this share of attention CPU time are dtype casts of scalars, not the finding
CPU_COPY_SHARE = 0.05


def _math_fallback(rows: list, entry: dict) -> dict:
    """(b): why the math backend ran, from what the trace shows, and what it costs."""
    on_gpu = entry.get("breakdown_unit") == "gpu"
    calls = sum(r["count"] for r in rows)
    reasons: list = []
    for r in rows:
        reasons += [x for x in r["math_fallback"]["reasons"] if x not in reasons]
    rebuilt = any(r["math_fallback"]["mask_rebuilt"] for r in rows)
    safe = any(r["math_fallback"]["safe_softmax"] for r in rows)
    upcast = any(r["math_fallback"]["upcast"] for r in rows)
    gemms = [k for k in _largest_kernels(entry) if k.get("category") == "gemm"]
    sgemm = any(k.get("cores") == "cuda" for k in gemms)
    where = _called_at(rows)
    msg = f"{calls} scaled_dot_product_attention call(s){f' ({where})' if where else ''} ran the math backend"
    if reasons:
        refused = "the fused backends" if on_gpu else "the CPU's fused backend (flash (cpu))"
        msg += f", and the trace shows why {refused} refused: " + "; ".join(reasons) + "."
    elif on_gpu:
        msg += (
            ". Nothing in the trace would make the fused backends refuse (16-bit inputs, a head dim they take, no "
            "mask, no dropout): the math backend was most likely chosen (torch.nn.attention.sdpa_kernel"
            "(SDPBackend.MATH)) or the fused ones disabled."
        )
    else:
        msg += (
            " on the CPU, and nothing in the trace would make its fused backend (flash (cpu)) refuse (dense "
            "inputs of one head dim, a dtype it takes, no dropout): it was most likely chosen "
            "(torch.nn.attention.sdpa_kernel(SDPBackend.MATH))."
        )
    costs = []
    if upcast or (on_gpu and sgemm):
        costs.append("it computes in FP32 (sgemm on CUDA cores, not Tensor Cores)" if on_gpu else "it computes in FP32")
    if rebuilt:
        costs.append("it builds the causal mask again on every call (aten::ones, tril, where)")
    if safe:
        costs.append("its softmax is aten::_safe_softmax (extra work guarding fully masked rows)")
    if costs:
        msg += " On this path " + "; ".join(costs) + "."
    msg += " A fused backend runs the whole call as one kernel" + (" (one op on the CPU)." if not on_gpu else ".")
    bandwidth = (entry.get("hardware") or {}).get("memory_tbps")
    return {
        "code": "sdpa_math_fallback",
        "message": msg,
        "saves_us": _fused_estimate(rows, bandwidth, on_gpu),
    }


def _fused_estimate(rows: list, bandwidth: Optional[float], on_gpu: bool = True) -> Optional[float]:
    """saves (b): the math calls' kernel time less what a fused kernel would take at half the
    device's peak compute and bandwidth (the larger of the two). On a CPU-only trace, whose
    CPU has no peak in the table, from the trace itself: the calls' CPU time less their GEMM
    ops' (a fused kernel still does the two GEMMs' work; the mask, the softmax's passes over
    the score matrix and the copies go). Null on a GPU without peaks."""
    if not on_gpu:
        return round(sum(max(r["cpu_us"] - r["math_fallback"].get("gemm_cpu_us", r["cpu_us"]), 0.0) for r in rows), 3)
    saved = 0.0
    for r in rows:
        peak = r.get("peak_tflops")
        if not peak or r.get("flops") is None or not r.get("kernel_us"):
            return None
        compute_us = r["flops"] / (peak * 1e12 * TARGET_PCT / 100) * 1e6
        memory_us = 0.0
        if bandwidth and r.get("bytes_per_call"):
            memory_us = r["bytes_per_call"] * r["count"] / (bandwidth * 1e12 * TARGET_PCT / 100) * 1e6
        saved += max(r["kernel_us"] - max(compute_us, memory_us), 0.0)
    return round(saved, 3)


def _cpu_hidden_copy(attention: dict) -> Optional[dict]:
    """(a) on a CPU-only trace: copy ops inside attention by the op that made them."""
    named = [c for c in attention.get("copies_by_op") or [] if c.get("op")]
    total = sum(c["us"] for c in named)
    if not named or not attention.get("cpu_us"):
        return None
    top = named[0]["op"]
    base = top.split("::", 1)[-1]
    # an out-of-place op's copy is the finding at any size (its in-place form removes it);
    # other copies below CPU_COPY_SHARE are casts of scalars
    if base not in _IN_PLACE_FORMS and (base not in _COPYING_OPS or total < CPU_COPY_SHARE * attention["cpu_us"]):
        return None
    parts = [f"{c['op']} ({c['count']}, {time_text(c['us'])})" for c in named[:3]]
    message = f"Copies inside attention ({time_text(total)} of CPU time), made inside " + ", ".join(parts) + "."
    if base in _IN_PLACE_FORMS:
        message += (
            f" {top} is out of place: it copies its input (aten::clone) first; the in-place form ({top}_) "
            "writes the input itself and avoids the copy."
        )
    return {"code": "hidden_copy", "message": message, "saves_us": round(named[0]["us"], 3)}


def _kernel_categories(entry: dict) -> dict:
    return category_totals((entry.get("attention") or {}).get("categories", []))


def _elementwise_heavy(entry: dict) -> list:
    """(f): elementwise kernels taking much of attention's GPU time."""
    a = entry.get("attention") or {}
    if entry.get("breakdown_unit") != "gpu" or not a.get("kernel_us"):
        return []
    elementwise = _kernel_categories(entry).get("elementwise", 0.0)
    share = elementwise / a["kernel_us"]
    if share < ELEMENTWISE_SHARE:
        return []
    names = [k["name"] for k in _largest_kernels(entry) if k.get("category") == "elementwise"]
    found = [what for what, pattern in _ELEMENTWISE_CAUSES if any(pattern.search(n) for n in names)]
    # (what the kernels' names show, never a cause they do not: a model with no rotary op
    # was told of its rotary embeddings)
    said = ", ".join(found) if found else (f"the largest {_short(names[0], 60)}" if names else "elementwise work")
    return [
        {
            "code": "elementwise_heavy",
            "message": f"Elementwise kernels take {time_text(elementwise)} of the {time_text(a['kernel_us'])} of attention GPU "
            f"time ({100 * share:.0f}%): {said}, each a trip through memory. "
            "torch.compile fuses chains of them into a few kernels.",
            "saves_us": round(ELEMENTWISE_SAVING * elementwise, 3),
        }
    ]


# what an elementwise kernel's name says it does, in the words the advice uses
_ELEMENTWISE_CAUSES = tuple(
    (what, re.compile(pattern, re.IGNORECASE))
    for what, pattern in (
        ("rotary embeddings", r"rotary|rope"),
        ("casts and copies", r"copy|cast|convert|bfloat16_copy|to_copy"),
        ("masks", r"mask|where|tril|triu|fill"),
        ("scaling", r"mul_|_mul|mul\b|\bmul|div_|_div"),
        ("concatenations and reshapes", r"\bcat|cat_|concat|contiguous|transpose|index"),
    )
)


def _launch_bound(entry: dict) -> list:
    """(e): attention whose CPU side takes longer than its kernels, the kernels being short."""
    a = entry.get("attention") or {}
    if entry.get("breakdown_unit") != "gpu" or not a.get("forward_kernels") or not a.get("forward_kernel_us"):
        return []
    cpu, gpu = a["forward_cpu_us"], a["forward_kernel_us"]
    mean = gpu / a["forward_kernels"]
    if cpu <= gpu or mean >= SHORT_KERNEL_US:
        return []
    return [
        {
            "code": "launch_bound",
            "message": f"Attention is launch-bound: its forward takes {time_text(cpu)} on the CPU against {time_text(gpu)} of "
            f"kernels, {a['forward_kernels']} kernels of {time_text(mean)} on average, so the GPU waits for the CPU. "
            'CUDA graphs (torch.compile(mode="reduce-overhead")) or fewer, larger kernels (a fused backend) help.',
            "saves_us": round(cpu - gpu, 3),
        }
    ]


def _backward_slow(entry: dict) -> list:
    """(h): a backward far slower than its forward."""
    a = entry.get("attention") or {}
    # (the backward of calls whose forward is not in the trace has no forward to compare with)
    fwd, bwd = a.get("forward_kernel_us") or 0.0, a.get("backward_of_calls_kernel_us") or 0.0
    if entry.get("breakdown_unit") != "gpu" or not fwd or bwd <= BACKWARD_RATIO * fwd:
        return []
    return [
        {
            "code": "backward_slow",
            "message": f"Attention's backward takes {bwd / fwd:.1f}× its forward ({time_text(bwd)} against {time_text(fwd)}); "
            f"about {BACKWARD_EXPECTED}× is usual (a fused backward does 2.5× the forward's FLOPs). Look at the "
            "backward kernels: an unfused or math backward, atomics, or recomputation.",
            "saves_us": round(bwd - BACKWARD_EXPECTED * fwd, 3),
        }
    ]


def _below_peak(entry: dict) -> list:
    """(i): compute-bound attention ops and GEMMs far below the device's peak."""
    a = entry.get("attention") or {}
    hardware = entry.get("hardware") or {}
    if entry.get("breakdown_unit") != "gpu" or not a.get("kernel_us"):
        return []
    out = []
    rows = [(r["op"], r) for r in entry.get("attention_ops") or []]
    rows += [(f"{r['op']} {r['M']}×{r['N']}×{r['K']}", r) for r in entry.get("attention_gemms") or []]
    for what, r in rows:
        pct = r.get("pct_of_peak_compute")
        if r.get("bound") != "compute" or pct is None or pct >= BELOW_PEAK_PCT:
            continue
        if r["kernel_us"] < BELOW_PEAK_SHARE * a["kernel_us"]:
            continue
        out.append(
            {
                "code": "below_peak",
                "message": f"{what} ({r.get('dtype')}) is compute-bound ({r['flops_per_byte']:.0f} FLOPs/byte) yet "
                f"runs at {pct:.1f}% of the {hardware.get('matched')}'s {r['peak_tflops']:g} TFLOP/s: "
                "larger tiles or batches, or another kernel, could do better.",
                "saves_us": round(r["kernel_us"] * (1 - pct / TARGET_PCT), 3),
            }
        )
    return out


# a score matrix smaller than this per call is not worth a note (short sequences: a fused
# kernel's own tiles are of this order)
SCORE_MATRIX_MIN_BYTES = 1 << 20


def _score_matrix(entry: dict) -> list:
    """(g): eager attention materialising the Lq by Lkv score matrix."""
    out = []
    for r in entry.get("attention_ops") or []:
        if r.get("family") != "eager" or (r.get("score_matrix_bytes") or 0) < SCORE_MATRIX_MIN_BYTES:
            continue
        shape = r["shape"] or {}
        where = _called_at([r])
        out.append(
            {
                "code": "eager_score_matrix",
                "message": f"Eager attention ({r['count']} call(s), {shape.get('Lq')}×{shape.get('Lkv')} scores"
                f"{f'; {where}' if where else ''}) "
                f"materialises the score matrix: {_mib(r['score_matrix_bytes'])} per call in {r['dtype']}, several "
                "times over (scores, masked scores, probabilities). torch.nn.functional.scaled_dot_product_attention "
                "never builds it.",
            }
        )
    return out


def _hugging_face_eager(entry: dict) -> list:
    """A Hugging Face model's eager attention (its library frame, call_sites.py), at any size:
    the change is one argument where the model is loaded."""
    rows = [r for r in entry.get("attention_ops") or [] if r.get("family") == "eager" and _is_hugging_face([r])]
    if not rows:
        return []
    calls = sum(r["count"] for r in rows)
    return [
        {
            "code": "hugging_face_eager_attention",
            "message": f"{calls} eager attention call(s) ({_called_at(rows)}) are a Hugging Face model's own eager "
            'attention: load the model with attn_implementation="sdpa" (from_pretrained or from_config; transformers '
            "refuses it at load time for a model that has no SDPA path) and "
            "torch.nn.functional.scaled_dot_product_attention runs each as one fused call, without the score matrix.",
        }
    ]


def _fused_occupancy(entry: dict) -> list:
    """(c): a fused attention kernel's low occupancy, expected from its registers and shared
    memory, said so that it is not mistaken for the problem; where its own fit says it could
    hold far more (the theoretical figure), the cause is its grid, when smaller than the
    device, and never 'by design'."""
    out = []
    seen = set()
    for k in _largest_kernels(entry):
        occupancy = k.get("occupancy_reported")
        regs, block = k.get("registers_per_thread"), k.get("block")
        if k.get("category") != "attention" or not occupancy or occupancy >= 25 or not regs or not block:
            continue
        if k.get("backend") in seen:
            continue
        threads = 1
        for d in block:
            threads *= d
        theoretical = k.get("occupancy_theoretical")
        if theoretical and theoretical > max(25.0, 2 * occupancy):
            small = _small_grid(entry, k)
            if small is None:
                continue  # (its resources allow more, and nothing the trace shows says why not)
            seen.add(k.get("backend"))
            message = (
                f"{k.get('backend')}: {occupancy:g}% occupancy is not from its registers or shared memory (they "
                f"allow {theoretical:.1f}%): it runs {small}, so most SMs have no block; a larger batch or a split "
                "of the keys gives them work."
            )
        else:
            seen.add(k.get("backend"))
            limit = f" (from registers, threads and shared memory: {theoretical:.1f}%)" if theoretical else ""
            message = (
                f"{k.get('backend')}: {occupancy:g}% occupancy{limit} is by design, not the problem: "
                f"{regs:g} registers per thread × {threads} threads per block leave room for few blocks per SM; "
                "the kernel keeps its tiles in registers and shared memory instead."
            )
        out.append({"code": "fused_occupancy_expected", "message": message})
    return out


def _mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB" if n >= 2**20 else f"{n / 1024:.1f} KiB"


# Every rule, in the order its advice is listed when no estimate ranks it: each a pure
# function of the composed entry returning its advice items.
# communication kernels launched inside attention's scopes at or above this share of its
# kernel time are said: the headline counts them, and they are no attention work (an FSDP
# trace: 86% of the labelled attention's kernel time was NCCL all-gather and reduce-scatter)
COMMUNICATION_SHARE = 0.25


def _communication(entry: dict) -> list:
    a = entry.get("attention") or {}
    comm, total = a.get("communication_kernel_us") or 0.0, a.get("kernel_us") or 0.0
    if not comm or not total or comm < COMMUNICATION_SHARE * total:
        return []
    share = a.get("compute_kernel_share")
    without = f"{100 * share:.1f}%" if share is not None else "not known"
    return [
        {
            "code": "communication_in_attention",
            "message": f"{100 * comm / total:.0f}% of attention's kernel time ({time_text(comm)}) is communication kernels "
            "(NCCL, RCCL) launched inside the attention scopes, as FSDP's all-gathers and reduce-scatters are when a "
            f"label spans the layer: the headline counts them; attention without them is {without} of kernel time. "
            "A label around the attention math alone gives attention's own time.",
        }
    ]


def _recomputed(entry: dict) -> list:
    """Activation checkpointing's recompute of attention, said with its calls and time."""
    again = (entry.get("attention") or {}).get("recomputed")
    if not again:
        return []
    gpu = f" and {time_text(again['gpu_busy_us'])} of GPU time" if again.get("gpu_busy_us") else ""
    return [
        {
            "code": "recomputed_attention",
            "message": f"Activation checkpointing ran {again['calls']} attention call(s) again inside the backward "
            f"({time_text(again['cpu_us'])} of CPU time{gpu}): counted once, as backward work of the calls they "
            "repeat. That is the price of the memory checkpointing saves; checkpointing fewer layers trades it back.",
        }
    ]


def _backward_without_forward(entry: dict) -> list:
    """The backward of attention calls whose forward is not in the trace (context.py's
    unlinked backward), said as such: where their forward went, only as far as the trace
    shows it."""
    part = ((entry.get("attention") or {}).get("parts") or {}).get("backward_without_forward") or {}
    count = part.get("count") or 0
    if not count:
        return []
    before = part.get("before_window") or 0
    if before == count:
        where = "ran before the profiled window"
    elif before:
        where = f"is not in the trace ({before} of them ran before the profiled window)"
    else:
        where = "is not in the trace"
    return [
        {
            "code": "backward_without_forward",
            "message": f"{count} attention backward call(s) whose forward {where} took "
            f"{time_text(part.get('kernel_us') or 0.0)} of kernels and {time_text(part.get('cpu_us') or 0.0)} of CPU "
            "time: counted as attention backward work of no scope. To see them with their forward, open the window "
            "at an iteration's start: call the profiler's step() once per iteration, after the optimizer step.",
        }
    ]


def _sweep(entry: dict) -> list:
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


RULES = (
    _no_label,
    _communication,
    _recomputed,
    _backward_without_forward,
    _hugging_face_eager,
    _math,
    _fp32_gemms,
    _copies,
    _elementwise_heavy,
    _launch_bound,
    _backward_slow,
    _below_peak,
    _score_matrix,
    _fused_occupancy,
    _unattributed,
    _outside_scopes,
    _occupancy_gaps,
    serving_advice,
    _sweep,
)
