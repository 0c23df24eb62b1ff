"""Demo recorder: real torch.profiler traces of the attention variants of the walkthrough
("Profiling in PyTorch, Part 3: Attention is all you profile") and a small training run.

Each variant's forward is labelled ``record_function("attn_fwd")``; the training run
labels ``attention/layer{i}`` with ``/qkv``, ``/sdpa`` and ``/out_proj`` inside, and
runs backward and an optimizer step. Needs torch (``pip install tb-attn[demo]``).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Any


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


def record_demo(
    out_dir: str, device: str = "auto", steps: int = 3, size: str = "small", worker: str = "demo"
) -> DemoResult:
    torch = _torch()
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    if device == "auto":
        device = "cuda" if torch.cuda.is_available() else "cpu"
    on_cuda = device.startswith("cuda")
    dtype = torch.bfloat16 if on_cuda else torch.float32
    if on_cuda:
        b, h, seq, d = (8, 16, 1024, 64) if size != "tiny" else (2, 4, 256, 64)
    else:
        b, h, seq, d = (2, 4, 256, 64) if size != "tiny" else (1, 2, 64, 32)
    torch.manual_seed(0)
    q, k, v = (torch.randn(b, h, seq, d, device=device, dtype=dtype) for _ in range(3))
    mask = torch.triu(torch.ones(seq, seq, device=device, dtype=torch.bool), diagonal=1)
    scale = 1.0 / math.sqrt(d)

    module_base: Any = torch.nn.Module  # (torch is imported when the demo runs)

    class NaiveAttention(module_base):
        def __init__(self, inplace: bool):
            super().__init__()
            self.inplace = inplace

        def forward(self, q, k, v):
            with torch.profiler.record_function("attn_fwd"):
                scores = torch.matmul(q, k.transpose(-2, -1))
                scores = scores * scale
                if self.inplace:
                    scores.masked_fill_(mask, float("-inf"))
                else:
                    # Out of place: copies the L x L scores before filling (the hidden memcpy).
                    scores = scores.masked_fill(mask, float("-inf"))
                probs = torch.softmax(scores, dim=-1)
                return torch.matmul(probs, v)

    class SdpaAttention(module_base):
        def __init__(self, backend):
            super().__init__()
            self.backend = backend

        def forward(self, q, k, v):
            with torch.profiler.record_function("attn_fwd"), sdpa_kernel(self.backend):
                return F.scaled_dot_product_attention(q, k, v, is_causal=True)

    variants: dict[str, Any] = {
        "naive": NaiveAttention(False),
        "naive_inplace": NaiveAttention(True),
        "sdpa_math": SdpaAttention(SDPBackend.MATH),
        "sdpa_flash": SdpaAttention(SDPBackend.FLASH_ATTENTION),
    }
    variants["sdpa_efficient"] = SdpaAttention(SDPBackend.EFFICIENT_ATTENTION)
    if on_cuda:
        variants["sdpa_cudnn"] = SdpaAttention(SDPBackend.CUDNN_ATTENTION)

    result = DemoResult(out_dir=out_dir, device=device, runs={}, skipped={})
    os.makedirs(out_dir, exist_ok=True)
    for name, module in variants.items():
        try:
            with torch.no_grad():
                module(q, k, v)  # the backend may refuse this device, dtype or shape
        except RuntimeError as exc:
            result.skipped[name] = _first_line(str(exc))
            continue
        run_dir = os.path.join(out_dir, name)

        def step_fn(module=module):
            with torch.no_grad():
                module(q, k, v)

        result.runs[name] = _profile(torch, run_dir, step_fn, steps, on_cuda, worker, use_gzip=False)

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
        with_modules=True,
    ) as prof:
        for _ in range(steps + 2):
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
