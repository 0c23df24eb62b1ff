"""Attention calls one by one (#60 item 2): the rows of the attention-op table (attention_ops.py)
sum their calls; this is each call on its own, what the API's `calls` frame shows.

Terms:
- a call: one leaf call of an attention-op row (attention_ops.py's terms), a call of the
  model's (a recompute run by the autograd engine is backward work of the call it repeats,
  no call of its own);
- op_row: the index of its row in the entry's attention_ops (its op, family, backend, shape,
  dtype, causal flag and mask are the row's);
- scope_id: the innermost scope holding the call (null outside every scope);
- kernel_us: the forward kernels the call launched; backward_kernel_us: those its backward
  op launched (attention_ops.py's pairing); cpu_us: the call's own CPU range;
- user, library: its call site (call_sites.py), null where no frame encloses it;
- kept: at most MAX_CALLS, the costliest (kernel time on a GPU trace, else CPU time; the
  earlier first on a tie), listed in the order they started; count says how many there were.
"""

from __future__ import annotations

import numpy as np

from ..context import AnalysisContext

MAX_CALLS = 4096


def attention_calls(ctx: AnalysisContext, groups: list) -> dict:
    """groups: per attention-op row, in the table's order, (its call rows, each call's (forward,
    backward) kernel µs). -> {count, calls: [{op_row, ts, scope_id,
    kernel_us, backward_kernel_us, cpu_us, user, library}]} (see the module's terms)."""
    cpu, scopes = ctx.data.cpu, ctx.scopes
    op_row = _joined([np.full(len(rows), i) for i, (rows, _) in enumerate(groups)], np.int64)
    rows = _joined([np.asarray(rows) for rows, _ in groups], np.int64)
    kernel_us = _joined([np.asarray(us).reshape(-1, 2) for _, us in groups], np.float64).reshape(-1, 2)
    fwd, bwd = kernel_us[:, 0], kernel_us[:, 1]
    count = len(rows)
    cpu_us = cpu.dur[rows].astype(np.float64)
    ts = cpu.ts[rows].astype(np.float64)
    cost = fwd + bwd if ctx.has_gpu else cpu_us
    kept = np.lexsort((ts, -cost))[:MAX_CALLS]
    kept = kept[np.argsort(ts[kept], kind="stable")]
    instance = ctx.instance_of_row[rows[kept]]
    scope_id = np.where(instance >= 0, scopes.inst_key[np.maximum(instance, 0)] if len(scopes.inst_key) else -1, -1)
    sites = ctx.call_sites.site_of_rows(ctx.data, rows[kept])
    calls = [
        {
            "op_row": int(op_row[i]),
            "ts": round(float(ts[i]), 3),
            "scope_id": int(s) if s >= 0 else None,
            "kernel_us": round(float(fwd[i]), 3),
            "backward_kernel_us": round(float(bwd[i]), 3),
            "cpu_us": round(float(cpu_us[i]), 3),
            "user": site[0] if site else None,
            "library": site[1] if site else None,
        }
        for i, s, site in zip(kept.tolist(), scope_id.tolist(), sites)
    ]
    return {"count": count, "calls": calls}


def _joined(parts: list, dtype: type) -> np.ndarray:
    return np.concatenate(parts).astype(dtype) if parts else np.zeros(0, dtype=dtype)
