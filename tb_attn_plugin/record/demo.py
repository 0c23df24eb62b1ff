"""Demo recorder: real torch.profiler traces of the attention variants of the walkthrough
("Profiling in PyTorch, Part 3: Attention is all you profile") and a small training run.

Each variant's forward is labelled ``record_function("attn_fwd")``; the training run
labels ``attention/layer{i}`` with ``/qkv``, ``/sdpa`` and ``/out_proj`` inside, and
runs backward and an optimizer step. Needs torch (``pip install tb-attn[demo]``).
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass
from typing import Any, Optional

from .sweep_cost import SweepShape, input_bytes, over_budget, size_text, variant_cost


@dataclass
class DemoResult:
    out_dir: str
    device: str
    runs: dict  # run name -> list of trace files
    skipped: dict  # run name -> why it was not recorded


def _torch() -> Any:
    try:
        import torch
    except ImportError:  # pragma: no cover - exercised only without torch
        raise SystemExit("tb-attn demo needs PyTorch: pip install 'tb-attn[demo]' (or torch)") from None
    return torch


DTYPES = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32"}
# the variants a sweep records, in order; the demo records the first five (and cuDNN on CUDA)
SWEEP_VARIANTS = ("naive", "naive_inplace", "sdpa_math", "sdpa_flash", "sdpa_efficient", "sdpa_cudnn", "flex")
DEMO_VARIANTS = ("naive", "naive_inplace", "sdpa_math", "sdpa_flash", "sdpa_efficient", "sdpa_cudnn")


_DEVICE = re.compile(r"^(cpu|cuda(:\d+)?)$")


def resolve_device(torch, device: str) -> str:
    """auto (CUDA when this torch has it), cpu, cuda or cuda:N; ValueError saying why not."""
    if device == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    if not _DEVICE.match(device):
        raise ValueError(f"--device {device!r}: auto, cpu, cuda or cuda:N")
    if device.startswith("cuda") and not torch.cuda.is_available():
        build = "a CPU build" if torch.version.cuda is None else f"CUDA {torch.version.cuda}, but no GPU is visible"
        raise ValueError(f"--device {device}: this torch ({torch.__version__}) has no CUDA device ({build})")
    return device


# Calls each variant of the demo records (profiled steps, one forward each). With three, the
# CPU's noise reordered the variants from one run to the next (in place 1.08x slower than
# naive once; math against flash 12x, then 1.2x): the comparison ranks by the medians of
# this many calls, their spread beside them.
DEMO_CALLS = 12


def record_demo(
    out_dir: str,
    device: str = "auto",
    steps: int = 3,
    size: str = "small",
    worker: str = "demo",
    calls: int = DEMO_CALLS,
) -> DemoResult:
    """The walkthrough's variants on a shape that suits the device (calls forwards each), and
    a small training run (steps steps): the sweep with the demo's defaults."""
    torch = _torch()
    device = resolve_device(torch, device)
    on_cuda = device.startswith("cuda")
    if on_cuda:
        b, h, seq, d = (8, 16, 1024, 64) if size != "tiny" else (2, 4, 256, 64)
    else:
        b, h, seq, d = (2, 4, 256, 64) if size != "tiny" else (1, 2, 64, 32)
    result = record_sweep(
        out_dir,
        SweepShape(b, h, seq, seq, d),
        dtype="bf16" if on_cuda else "fp32",
        causal=True,
        device=device,
        steps=calls,
        worker=worker,
        variants=DEMO_VARIANTS,
        # on the CPU one thread: with every core's thread, a machine busy with anything else
        # slowed the fused kernel most (flash fell to math's time in 1 of 5 runs beside a test
        # run), and the variants' order was the machine's load, not the walkthrough's
        threads=None if on_cuda else 1,
    )
    result.runs["train"] = _profile(
        torch,
        os.path.join(out_dir, "train"),
        _training_step(torch, device, size),
        steps,
        on_cuda,
        worker,
        use_gzip=True,
    )
    return result


def record_sweep(
    out_dir: str,
    shape: SweepShape,
    dtype: str = "bf16",
    causal: bool = False,
    mask: bool = False,
    dropout: float = 0.0,
    backward: bool = False,
    device: str = "auto",
    steps: int = 3,
    worker: str = "sweep",
    variants: tuple = SWEEP_VARIANTS,
    threads: Optional[int] = None,
    max_memory: int = 0,
) -> DemoResult:
    """Records one attention problem with every variant the machine runs (one run folder per
    variant, each forward labelled attn_fwd); a variant that refuses the problem is skipped
    with PyTorch's reason, one that would need more than max_memory bytes (0: no budget) with
    what it would need (record/sweep_cost.py). threads: torch's CPU threads while recording (None:
    its own)."""
    torch = _torch()
    budget = (max_memory, variants)
    if threads is None:
        return _record_sweep(
            torch, out_dir, shape, dtype, causal, mask, dropout, backward, device, steps, worker, budget
        )
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        return _record_sweep(
            torch, out_dir, shape, dtype, causal, mask, dropout, backward, device, steps, worker, budget
        )
    finally:
        torch.set_num_threads(before)


def _record_sweep(torch, out_dir, shape, dtype, causal, mask, dropout, backward, device, steps, worker, budget):
    """(record_sweep, with torch's threads set; budget: (max_memory, variants))"""
    max_memory, variants = budget
    device = resolve_device(torch, device)
    on_cuda = device.startswith("cuda")
    if dtype not in DTYPES:
        raise ValueError(f"--dtype {dtype!r}: one of {', '.join(DTYPES)}")
    need = input_bytes(shape.dims(), dtype)
    if max_memory and need > max_memory:
        raise ValueError(f"shape {shape.B},{shape.H},{shape.Lq},{shape.Lkv},{shape.D} {dtype}: its inputs and mask "
                         f"alone would need about {size_text(need)}, over the {size_text(max_memory)} budget "
                         "(--max-memory-mb)")  # fmt: skip
    try:
        problem = _SweepProblem(torch, shape, getattr(torch, DTYPES[dtype]), causal, mask, dropout, backward, device)
    except (RuntimeError, MemoryError) as exc:  # (the allocator's refusal, said in a line)
        raise ValueError(
            f"the inputs (about {size_text(need)}) could not be allocated: {_first_line(str(exc))}"
        ) from None
    makers = _sweep_makers(problem)
    result = DemoResult(out_dir=out_dir, device=device, runs={}, skipped={})
    os.makedirs(out_dir, exist_ok=True)
    for name in variants:
        if name == "sdpa_cudnn" and not on_cuda:
            result.skipped[name] = "cuDNN attention runs on CUDA only"
            continue
        if dropout and name == "naive_inplace":
            result.skipped[name] = (
                "the in-place variant is the naive one with masked_fill_; with dropout it is the same"
            )
            continue
        if backward and (causal or mask) and name == "naive_inplace":
            # (autograd needs the scores masked_fill_ would overwrite: only the out-of-place
            # form runs with backward, and it is the naive variant)
            result.skipped[name] = (
                "with --backward the scores' masked_fill_ cannot be in place (autograd keeps them): "
                "the out-of-place form is the naive variant"
            )
            continue
        over = over_budget(variant_cost(name, shape.dims(), dtype, backward, device), max_memory)
        if over:
            result.skipped[name] = over
            continue
        step_fn, refused = _try_variant(problem, makers[name]())
        if refused is not None:
            result.skipped[name] = refused
            continue
        result.runs[name] = _profile(
            torch, os.path.join(out_dir, name), step_fn, steps, on_cuda, worker, use_gzip=False
        )
    return result


class _SweepProblem:
    """One attention problem of the sweep: its inputs on the device, and how it is called."""

    def __init__(self, torch, shape: SweepShape, torch_dtype, causal, mask, dropout, backward, device):
        self.torch, self.causal, self.mask, self.dropout, self.backward = torch, causal, mask, dropout, backward
        self.device = device
        torch.manual_seed(0)
        b, h, self.lq, self.lkv, d = shape.B, shape.H, shape.Lq, shape.Lkv, shape.D
        self.q = torch.randn(b, h, self.lq, d, device=device, dtype=torch_dtype, requires_grad=backward)
        self.k, self.v = (
            torch.randn(b, h, self.lkv, d, device=device, dtype=torch_dtype, requires_grad=backward) for _ in range(2)
        )
        # masked-out positions: above the diagonal (offset for Lq != Lkv, as is_causal aligns it)
        ones = torch.ones(self.lq, self.lkv, device=device, dtype=torch.bool)
        self.future = torch.triu(ones, diagonal=self.lkv - self.lq + 1)
        self.scale = 1.0 / math.sqrt(d)


def _sweep_makers(p: _SweepProblem) -> dict:
    """Variant name -> a function making its module."""
    torch = p.torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    module_base: Any = torch.nn.Module  # (torch is imported when the sweep runs)

    class NaiveAttention(module_base):
        def __init__(self, inplace: bool):
            super().__init__()
            self.inplace = inplace

        def forward(self, q, k, v):
            with torch.profiler.record_function("attn_fwd"):
                scores = torch.matmul(q, k.transpose(-2, -1))
                scores = scores * p.scale
                if p.causal or p.mask:
                    if self.inplace and not scores.requires_grad:
                        scores.masked_fill_(p.future, float("-inf"))
                    else:
                        # Out of place: copies the L x L scores before filling (the hidden memcpy).
                        scores = scores.masked_fill(p.future, float("-inf"))
                probs = torch.softmax(scores, dim=-1)
                if p.dropout:
                    probs = F.dropout(probs, p=p.dropout)
                return torch.matmul(probs, v)

    class SdpaAttention(module_base):
        def __init__(self, backend):
            super().__init__()
            self.backend = backend

        def forward(self, q, k, v):
            with torch.profiler.record_function("attn_fwd"), sdpa_kernel(self.backend):
                if p.mask:
                    return F.scaled_dot_product_attention(q, k, v, attn_mask=~p.future, dropout_p=p.dropout)
                return F.scaled_dot_product_attention(q, k, v, is_causal=p.causal, dropout_p=p.dropout)

    class FlexAttention(module_base):
        def forward(self, q, k, v):
            from torch.nn.attention.flex_attention import create_block_mask, flex_attention

            block_mask = None
            if p.causal or p.mask:
                offset = p.lkv - p.lq
                block_mask = create_block_mask(
                    lambda b_, h_, qi, ki: qi + offset >= ki, None, None, p.lq, p.lkv, device=p.device
                )
            with torch.profiler.record_function("attn_fwd"):
                return flex_attention(q, k, v, block_mask=block_mask)

    return {
        "naive": lambda: NaiveAttention(False),
        "naive_inplace": lambda: NaiveAttention(True),
        "sdpa_math": lambda: SdpaAttention(SDPBackend.MATH),
        "sdpa_flash": lambda: SdpaAttention(SDPBackend.FLASH_ATTENTION),
        "sdpa_efficient": lambda: SdpaAttention(SDPBackend.EFFICIENT_ATTENTION),
        "sdpa_cudnn": lambda: SdpaAttention(SDPBackend.CUDNN_ATTENTION),
        "flex": FlexAttention,
    }


def _try_variant(p: _SweepProblem, module) -> tuple:
    """-> (the step to profile, None), or (None, PyTorch's reason) when the variant refuses
    the problem (it is run once first, unprofiled)."""
    import warnings

    torch = p.torch

    def call():
        out = module(p.q, p.k, p.v)
        if p.backward:
            out.float().sum().backward()

    def step_fn():
        if p.backward:
            call()
        else:
            with torch.no_grad():
                call()

    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            step_fn()
    except (RuntimeError, NotImplementedError, ValueError, MemoryError) as exc:
        # PyTorch says why a backend refused in warnings before the error
        reasons = [_first_line(str(w.message)) for w in caught if "because" in str(w.message)]
        if not reasons and "No viable backend" in str(exc):
            # (its error alone says "turning off both the math kernel and the fused kernels",
            # whatever the cause: on the CPU, the backend asked for has no kernel there)
            return None, _no_kernel_here(p)
        return None, "; ".join([*reasons, _first_line(str(exc))])
    return step_fn, None


def _no_kernel_here(p: _SweepProblem) -> str:
    where = "the CPU" if not str(p.device).startswith("cuda") else "this GPU"
    return f"this SDPA backend has no kernel for this call on {where} (PyTorch found no viable backend)"


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else "refused"


def _profile(torch, run_dir, step_fn, steps, on_cuda, worker, use_gzip):
    from torch.profiler import ProfilerActivity, profile, schedule, tensorboard_trace_handler

    os.makedirs(run_dir, exist_ok=True)
    # a re-run replaces the run's earlier traces rather than piling a second set beside them
    for old in os.listdir(run_dir):
        if old.startswith(f"{worker}.") and ".pt.trace.json" in old:
            os.remove(os.path.join(run_dir, old))
    before = set(os.listdir(run_dir))
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if on_cuda else [])
    with profile(
        activities=activities,
        schedule=schedule(wait=1, warmup=1, active=steps, repeat=1),
        on_trace_ready=tensorboard_trace_handler(run_dir, worker_name=worker, use_gzip=use_gzip),
        record_shapes=True,
        profile_memory=True,
        with_stack=True,
    ) as prof:
        for step in range(steps + 2):
            if step == 2:  # (the first active step: metadata added before the profiler records is dropped)
                # what the trace cannot say of itself: torch's CPU threads (a sweep of this
                # trace runs with as many: reader/fold.recorded_threads)
                prof.add_metadata_json("tb_attn", json.dumps({"torch_threads": torch.get_num_threads()}))
            step_fn()
            if on_cuda:
                torch.cuda.synchronize()
            prof.step()
    return sorted(os.path.join(run_dir, f) for f in set(os.listdir(run_dir)) - before)


def _training_step(torch, device, size):
    import torch.nn.functional as F
    from torch import nn

    d_model, heads, layers, seq, batch = (64, 4, 2, 64, 4) if size != "big" else (256, 8, 4, 256, 8)

    class CausalSelfAttention(nn.Module):
        def __init__(self, i):
            super().__init__()
            self.i = i
            self.qkv = nn.Linear(d_model, 3 * d_model)
            self.out_proj = nn.Linear(d_model, d_model)

        def forward(self, x):
            bsz, t, _ = x.shape
            tag = f"attention/layer{self.i}"
            with torch.profiler.record_function(tag):
                with torch.profiler.record_function(f"{tag}/qkv"):
                    q, k, v = self.qkv(x).view(bsz, t, 3, heads, d_model // heads).permute(2, 0, 3, 1, 4)
                with torch.profiler.record_function(f"{tag}/sdpa"):
                    y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
                with torch.profiler.record_function(f"{tag}/out_proj"):
                    return self.out_proj(y.transpose(1, 2).reshape(bsz, t, d_model))

    class Block(nn.Module):
        def __init__(self, i):
            super().__init__()
            self.norm1 = nn.LayerNorm(d_model)
            self.attn = CausalSelfAttention(i)
            self.norm2 = nn.LayerNorm(d_model)
            self.mlp = nn.Sequential(nn.Linear(d_model, 4 * d_model), nn.GELU(), nn.Linear(4 * d_model, d_model))

        def forward(self, x):
            x = x + self.attn(self.norm1(x))
            return x + self.mlp(self.norm2(x))

    torch.manual_seed(0)
    model = nn.Sequential(*[Block(i) for i in range(layers)]).to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    x = torch.randn(batch, seq, d_model, device=device)
    target = torch.randn(batch, seq, d_model, device=device)

    def step():
        opt.zero_grad(set_to_none=True)
        loss = F.mse_loss(model(x), target)
        loss.backward()
        opt.step()

    return step
