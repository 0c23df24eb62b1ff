"""Advice rules on attention's kernels: how they run against the device (below its peaks, at
low occupancy, launch-bound, elementwise-heavy), the backward against the forward, and
GEMMs left in FP32. Each rule reads one composed entry (report_types.EntryDraft) and returns
its items (rules/advice.py runs them; analysis/rules/codes.py declares each code and its
thresholds, named here).
"""

from __future__ import annotations

import re

from ...core.words import counted, verb
from ...report_types import EntryDraft
from ..breakdown import category_totals
from ..numbers import time_text
from ..passes.kernel_sites import short_frame, site_words

# the kernel rules look at attention's largest kernels (attention.kernels, the largest first)
RULE_KERNELS = 25


def largest_kernels(entry: EntryDraft) -> list:
    return entry.attention.kernels[:RULE_KERNELS]


def fp32_gemms(entry: EntryDraft) -> list:
    fp32_attention_gemms = [k for k in largest_kernels(entry) if k.category == "gemm" and k.cores == "cuda"]
    if not fp32_attention_gemms or math_ops(entry):
        return []
    return [
        {
            "code": "fp32_gemm",
            "message": f"{counted(len(fp32_attention_gemms), 'GEMM kernel')} inside attention {verb(len(fp32_attention_gemms), 'runs', 'run')} on CUDA cores "
            "(sgemm: FP32), not Tensor Cores.",
        }
    ]


def short_name(name: str, limit: int = 80) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


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


def _kernel_categories(entry: EntryDraft) -> dict:
    return category_totals((c.category, c.total_us) for c in entry.attention.categories)


def elementwise_heavy(entry: EntryDraft) -> list:
    """(f): elementwise kernels taking much of attention's GPU time."""
    a = entry.attention
    if entry.breakdown_unit != "gpu" or not a.kernel_us:
        return []
    elementwise = _kernel_categories(entry).get("elementwise", 0.0)
    share = elementwise / a.kernel_us
    if share < ELEMENTWISE_SHARE:
        return []
    names = [k.name for k in largest_kernels(entry) if k.category == "elementwise"]
    found = [what for what, pattern in _ELEMENTWISE_CAUSES if any(pattern.search(n) for n in names)]
    # (what the kernels' names show, never a cause they do not: a model with no rotary op
    # was told of its rotary embeddings)
    said = ", ".join(found) if found else (f"the largest {short_name(names[0], 60)}" if names else "elementwise work")
    where = _sites_text(a.kernel_sites)
    return [
        {
            "code": "elementwise_heavy",
            "message": f"Elementwise kernels take {time_text(elementwise)} of the {time_text(a.kernel_us)} of attention GPU "
            f"time ({100 * share:.0f}%): {said}, each a trip through memory. "
            + (where or "torch.compile fuses chains of them into a few kernels."),
            "saves_us": round(ELEMENTWISE_SAVING * elementwise, 3),
        }
    ]


SITES_NAMED = 2  # the sites the advice names at most, the most time first


def _sites_text(sites: list) -> str:
    """The largest elementwise and copy sites (attention.kernel_sites) in words, each with its
    change: "Most at apply_rotary_pos_emb at modeling_qwen2.py(68), 6.95 ms: fuse ...; ..."."""
    if not sites:
        return ""
    said = []
    for s in sites[:SITES_NAMED]:
        said.append(
            f"{site_words(s.site)}, {time_text(s.us)} ({counted(s.kernels, f'{s.category} kernel')}): {s.change}"
        )
    return "Most of it at " + "; ".join(said) + "."


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


# the launch calls and the ops' dispatch must be at least this share of attention's forward CPU
# time (and no call wait for the device) for CUDA graphs to be the finding
LAUNCH_SHARE = 0.5


def launch_bound(entry: EntryDraft) -> list:
    """(e): attention whose CPU side takes longer than its kernels, the kernels being short:
    launch-bound where the launch calls and their ops' dispatch are most of its CPU time and no
    call waits for the device (CUDA graphs then remove them: the saving is at most what they
    take); else CPU-bound (cpu_bound), by the largest part of the CPU time."""
    a = entry.attention
    if entry.breakdown_unit != "gpu" or not a.forward_kernels or not a.forward_kernel_us:
        return []
    cpu, gpu = a.forward_cpu_us, a.forward_kernel_us
    mean = gpu / a.forward_kernels
    if cpu <= gpu or mean >= SHORT_KERNEL_US:
        return []
    parts = a.cpu_parts
    launching = parts.launch_us + parts.dispatch_us if parts is not None else cpu
    if parts is not None and (parts.syncs or launching < LAUNCH_SHARE * parts.total_us):
        return cpu_bound(entry, parts, cpu, gpu)
    said = (
        f" (its launch calls {time_text(parts.launch_us)} and the ops' dispatch {time_text(parts.dispatch_us)}, "
        "no call waiting for the device)"
        if parts is not None
        else ""
    )
    return [
        {
            "code": "launch_bound",
            "message": f"Attention is launch-bound: its forward takes {time_text(cpu)} on the CPU against {time_text(gpu)} of "
            f"kernels, {a.forward_kernels} kernels of {time_text(mean)} on average, so the GPU waits for the CPU{said}. "
            'CUDA graphs (torch.compile(mode="reduce-overhead")) or fewer, larger kernels (a fused backend) help.',
            "saves_us": round(min(cpu - gpu, launching), 3),
        }
    ]


def _part_ops(ops: list) -> str:
    """The largest named ops of a part, with their counts and lines ("aten::item x25 at ...")."""
    said = []
    for o in ops[:2]:
        site = f" at {short_frame(o.site)}" if o.site else ""
        said.append(f"{o.op} ×{o.count}{site}")
    return ", ".join(said)


def cpu_bound(entry: EntryDraft, parts, cpu: float, gpu: float) -> list:
    """(e'): attention's forward CPU time exceeds its kernels' and CUDA graphs would not remove
    it: a call waits for the device, or most of the time is CPU compute or Python. The finding
    is the largest part, with its ops and their line; a saving only where removing that part is
    the change (the syncs: at most their time and the GPU's wait)."""
    sizes = {
        "sync": parts.sync_us,
        "cpu_compute": parts.cpu_compute_us,
        "python": parts.python_us,
        "launch": parts.launch_us + parts.dispatch_us,
    }
    largest = max(sizes, key=lambda k: sizes[k])
    share = f"{100 * sizes[largest] / parts.total_us:.0f}%" if parts.total_us > 0 else "most"
    head = (
        f"Attention is CPU-bound, not launch-bound: its forward takes {time_text(cpu)} on the CPU against "
        f"{time_text(gpu)} of kernels, so the GPU waits; of that CPU time, launch calls {time_text(parts.launch_us)}, "
        f"dispatch {time_text(parts.dispatch_us)}, calls that wait for the device {time_text(parts.sync_us)}, ops on "
        f"the CPU {time_text(parts.cpu_compute_us)}, Python {time_text(parts.python_us)}."
    )
    syncs = ""
    if parts.syncs:
        syncs = (
            f" {counted(parts.syncs, 'call')} {verb(parts.syncs, 'waits', 'wait')} for the device ({_part_ops(parts.sync_ops)}): a sync inside a call also "
            "breaks CUDA graph capture, so CUDA graphs cannot remove the rest."
        )
    what = {
        "sync": f" The largest part ({share}) is waiting for the device: keep the values on the GPU (no .item(), .cpu() "
        "or a tensor used as a Python number inside the call), or read them once after the step.",
        "cpu_compute": f" The largest part ({share}) is ops on the CPU ({_part_ops(parts.cpu_ops)}): attention on CPU "
        "tensors (an offloaded KV cache, a mask built on the CPU); move them to the device, or overlap them.",
        "python": f" The largest part ({share}) is Python around the ops: torch.compile the call, or batch the work "
        "its Python loops over.",
        "launch": f" The largest part ({share}) is launching: fewer, larger kernels (a fused backend) help.",
    }[largest]
    saves = round(min(cpu - gpu, parts.sync_us), 3) if largest == "sync" else None
    item: dict = {"code": "cpu_bound", "message": head + syncs + what}
    if saves:
        item["saves_us"] = saves
    return [item]


def backward_slow(entry: EntryDraft) -> list:
    """(h): a backward far slower than its forward."""
    a = entry.attention
    # (the backward of calls whose forward is not in the trace has no forward to compare with)
    fwd, bwd = a.forward_kernel_us, a.backward_of_calls_kernel_us
    if entry.breakdown_unit != "gpu" or not fwd or bwd <= BACKWARD_RATIO * fwd:
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


def below_peak(entry: EntryDraft) -> list:
    """(i): compute-bound attention ops and GEMMs far below the device's peak."""
    a = entry.attention
    if entry.breakdown_unit != "gpu" or not a.kernel_us:
        return []
    out = []
    rows: list = [(r.op, r) for r in entry.attention_ops]
    rows += [(f"{r.op} {r.M}×{r.N}×{r.K}", r) for r in entry.attention_gemms]
    for what, r in rows:
        pct = r.pct_of_peak_compute
        if r.bound != "compute" or pct is None or pct >= BELOW_PEAK_PCT:
            continue
        if r.kernel_us < BELOW_PEAK_SHARE * a.kernel_us:
            continue
        out.append(
            {
                "code": "below_peak",
                "message": f"{what} ({r.dtype}) is compute-bound ({r.flops_per_byte:.0f} FLOPs/byte) yet "
                f"runs at {pct:.1f}% of the {entry.hardware.matched}'s {r.peak_tflops:g} TFLOP/s: "
                "larger tiles or batches, or another kernel, could do better.",
                "saves_us": round(r.kernel_us * (1 - pct / TARGET_PCT), 3),
            }
        )
    return out


def mib_text(n: int) -> str:
    return f"{n / 2**20:.1f} MiB" if n >= 2**20 else f"{n / 1024:.1f} KiB"


def math_ops(entry: EntryDraft) -> list:
    return [s for s in entry.sdpa if s.backend == "math"]
