"""Where in the code attention's elementwise and copy kernels were launched (#57 item 2): a
Hugging Face model's elementwise time (9.72 ms) was two lines of modeling_qwen2.py, the
rotary embedding (6.95 ms) and a clone (2.77 ms); the advice said "torch.compile" and left
the engineer to find them. The sites are what the elementwise advice names, with a change
for each.

Terms:
- site: the innermost kept Python frame around the launch of a kernel ("file.py(line):
  func", the user's code or a library's: call_sites.py), on a trace recorded with
  with_stack=True; a kernel no frame encloses has none;
- the kernels grouped: attention's GPU rows (its scopes', its backward's, found by kernel) of
  category elementwise or memcpy (masks are elementwise), by site and category; ops: the
  innermost op names around their launches, the most frequent first.
"""

from __future__ import annotations

import re
from collections import Counter

import numpy as np

from ...names import patterns
from ..context import AnalysisContext

CATEGORIES = ("elementwise", "memcpy")
MAX_SITES = 10

# the change for an elementwise or copy site, by what its function and ops say it does
_SITE_CHANGES = tuple(
    (re.compile(pattern, re.IGNORECASE), change)
    for pattern, change in (
        (
            r"rotary|rope|rotate_half",
            "fuse the rotary embedding (a fused RoPE kernel, as flash_attn's or Liger's, or torch.compile)",
        ),
        (r"mask|where|tril|triu|fill", "build the mask once, or pass is_causal instead of a mask"),
        (
            r"clone|contiguous|copy|_to_copy|\bto\b|transpose",
            "avoid the copy (a view, an in-place op, the layout the next op takes)",
        ),
    )
)


def site_words(site: str) -> str:
    """ "apply_rotary_pos_emb at modeling_qwen2.py(68)" of "…/modeling_qwen2.py(68): apply_rotary_pos_emb"."""
    place, _, func = site.rpartition("): ")
    path, _, line = place.rpartition("(")
    return f"{func or site} at {path.replace(chr(92), '/').rsplit('/', 1)[-1]}({line})" if path else site


def kernel_sites(ctx: AnalysisContext) -> list:
    """[{site, category, kernels, us, ops}] the most time first, at most MAX_SITES (see the
    module's terms); empty on a CPU-only trace or without frames."""
    data = ctx.data
    gpu, cpu, strings = data.gpu, data.cpu, data.strings
    if not ctx.has_gpu or not len(data.frames):
        return []
    attention = ctx.phase_of_gpu >= 0
    attention[ctx.found_by_kernel] = True
    rows = np.flatnonzero(attention & (ctx.launch_of_gpu >= 0))
    if not len(rows):
        return []
    category = {int(n): patterns.classify_kernel(strings[n])[0] for n in np.unique(gpu.name[rows]).tolist()}
    cats = np.array([category[int(n)] for n in gpu.name[rows].tolist()], dtype=object)
    rows = rows[np.isin(cats, CATEGORIES)]
    if not len(rows):
        return []
    launches = ctx.launch_of_gpu[rows]
    frames = ctx.call_sites.innermost(data, launches)
    op_of = ctx.enclosing_op()[launches]
    groups: dict = {}
    for g, f, op in zip(rows.tolist(), frames.tolist(), op_of.tolist()):
        if f < 0:
            continue
        key = (ctx.call_sites.names[f], category[int(gpu.name[g])])
        n, us, ops = groups.get(key, (0, 0.0, Counter()))
        if op >= 0:
            ops[strings[cpu.name[op]]] += 1
        groups[key] = (n + 1, us + float(gpu.dur[g]), ops)
    ordered = sorted(groups.items(), key=lambda kv: (-kv[1][1], kv[0]))[:MAX_SITES]
    return [
        {
            "site": site,
            "category": cat,
            "kernels": n,
            "us": round(us, 3),
            "ops": [o for o, _ in ops.most_common(3)],
            "change": _change(site, ops),
        }
        for (site, cat), (n, us, ops) in ordered
    ]


def _change(site: str, ops: Counter) -> str:
    """The change for a site, by what its function and ops say it does (_SITE_CHANGES)."""
    what = f"{site} {' '.join(ops)}"
    return next((c for rx, c in _SITE_CHANGES if rx.search(what)), "torch.compile fuses them")


def short_frame(frame: str) -> str:
    """ "demo.py(226): forward" of "/any/path/demo.py(226): forward"."""
    place, sep, func = frame.rpartition("): ")
    if not sep:
        return frame
    path, _, line = place.rpartition("(")
    return f"{path.replace(chr(92), '/').rsplit('/', 1)[-1]}({line}): {func}"
