"""What a swept attention problem would take, worked out before anything is allocated.

`tb-attn sweep` runs problems that come from the command line or from a trace's Input Dims
(untrusted: a trace said B = 10^6, B = 2^62, B = 0), and torch allocates whatever it is
asked for: B = 10^6 asked for 3.2·10^19 bytes and ended in a traceback, and an ordinary
large-model shape (32x32x8192x128 bf16) took 6.5 GB and ran for hours on a CPU, its naive
variant needing 137 GB. Each problem is checked here first: every dimension a positive whole
number within MAX_DIM, each variant's memory and time estimated, a variant over the memory
budget refused with what it would need.

Terms:
- *inputs*: q (B, H, Lq, D), k and v (B, H, Lkv, D) in the problem's dtype, the output like
  q, and the Lq x Lkv boolean mask the recorder makes (with the ones it is made from).
- *scores*: the B x H x Lq x Lkv matrix an eager or math variant materialises (the math backend in
  float32 whatever the inputs); at its peak a forward holds SCORE_COPIES of them (scores,
  scaled or masked scores, probabilities), a backward keeps them all and their gradients.
- *estimate*: an upper bound of the memory (the allocator's slack aside), and a lower bound
  of the time: the attention's FLOPs (4·B·H·Lq·Lkv·D forward, 2.5 times that more backward)
  at RATE_FLOPS of the device kind, faster than the demo's runs measured.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# a dimension at most (a larger one is no attention problem to run again here)
MAX_DIM = {"B": 1 << 16, "H": 1 << 12, "Lq": 1 << 24, "Lkv": 1 << 24, "D": 1 << 12}
ELEMENT_BYTES = {"bf16": 2, "fp16": 2, "fp32": 4}
EAGER = ("naive", "naive_inplace")
MATH = ("sdpa_math",)
SCORE_COPIES = 3  # (forward, at its peak; backward keeps twice that: the copies and their gradients)
# FLOP/s no run of the sweep reaches: the demo's CPU variants ran at 12-42 GFLOP/s on one
# thread; an H100 runs FlashAttention at most ~0.75 PFLOP/s (docs/devices.md)
RATE_FLOPS = {"cpu": 100e9, "cuda": 1e15}


@dataclass(frozen=True)
class SweepShape:
    """One attention problem: q (B, H, Lq, D), k and v (B, H, Lkv, D)."""

    B: int
    H: int
    Lq: int
    Lkv: int
    D: int

    def __post_init__(self):
        # (from the command line or a trace's Input Dims, untrusted: checked before torch sees it)
        problem = shape_problem(self.dims())
        if problem:
            raise ValueError(f"shape {self.B},{self.H},{self.Lq},{self.Lkv},{self.D}: {problem}")

    def dims(self) -> dict:
        return {"B": self.B, "H": self.H, "Lq": self.Lq, "Lkv": self.Lkv, "D": self.D}

    @classmethod
    def parse(cls, text: str) -> SweepShape:
        parts = text.split(",")
        if len(parts) != 5 or not all(re.fullmatch(r"\d{1,19}", p.strip(), re.ASCII) for p in parts):
            shown = text if len(text) <= 60 else text[:60] + "…"
            raise ValueError(f"--shape {shown!r}: expected five whole numbers B,H,Lq,Lkv,D")
        return cls(*(int(p) for p in parts))


@dataclass(frozen=True)
class VariantCost:
    variant: str
    bytes: int
    seconds_per_call: float


def shape_problem(dims: dict) -> str:
    """What is wrong with a problem's dimensions (B, H, Lq, Lkv, D), or "": each a positive
    whole number within MAX_DIM."""
    for name, most in MAX_DIM.items():
        value = dims.get(name)
        if isinstance(value, bool) or not isinstance(value, int):
            return f"{name} must be a whole number, not {value!r}"
        if value < 1:
            return f"{name} = {value}: every dimension must be at least 1 (an empty problem has no time to compare)"
        if value > most:
            return f"{name} = {value:,}: more than the {most:,} the sweep runs"
    return ""


def input_bytes(dims: dict, dtype: str) -> int:
    """q, k, v and the output, and the recorder's Lq x Lkv mask (a bool each, made from ones)."""
    b, h, lq, lkv, d = (dims[k] for k in ("B", "H", "Lq", "Lkv", "D"))
    return b * h * (2 * lq + 2 * lkv) * d * ELEMENT_BYTES[dtype] + 2 * lq * lkv


def variant_cost(variant: str, dims: dict, dtype: str, backward: bool, device: str) -> VariantCost:
    """The memory a variant would take at its peak (an upper bound) and the time a call would
    take at least (see the module's terms)."""
    b, h, lq, lkv, d = (dims[k] for k in ("B", "H", "Lq", "Lkv", "D"))
    e = ELEMENT_BYTES[dtype]
    need = input_bytes(dims, dtype)
    if variant in EAGER or variant in MATH:
        score_bytes = b * h * lq * lkv * (4 if variant in MATH else e)
        need += score_bytes * SCORE_COPIES * (2 if backward else 1)
    else:  # a fused kernel: its row statistics (float32, one a query row)
        need += b * h * lq * 4
    if backward:  # the inputs' gradients
        need += b * h * (lq + 2 * lkv) * d * e
    flops = 4 * b * h * lq * lkv * d * (3.5 if backward else 1.0)
    rate = RATE_FLOPS["cuda" if device.startswith("cuda") else "cpu"]
    return VariantCost(variant, need, flops / rate)


def size_text(n: float) -> str:
    """Bytes in binary units, as --max-memory-mb counts them (MiB)."""
    for unit, size in (("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20)):
        if n >= size:
            return f"{n / size:,.1f} {unit}"
    return f"{n / 1024:,.0f} KiB"


def time_text(seconds: float) -> str:
    if seconds >= 3600:
        return f"{seconds / 3600:,.1f} h"
    if seconds >= 60:
        return f"{seconds / 60:,.1f} min"
    return f"{seconds:,.1f} s"


def over_budget(cost: VariantCost, budget: int) -> str:
    """Why a variant is refused under a memory budget (bytes; 0: none), or ""."""
    if not budget or cost.bytes <= budget:
        return ""
    return (
        f"would need about {size_text(cost.bytes)} of memory (inputs, output"
        f"{'' if cost.variant not in EAGER + MATH else ' and the Lq×Lkv scores'}), over the "
        f"{size_text(budget)} budget (--max-memory-mb)"
    )
