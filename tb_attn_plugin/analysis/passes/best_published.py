"""Distance to the best (#57 item 6): each attention op measured against the best published
figure for its device class, dtype and kind, not only against the datasheet's peak. 37.7% of
an MI300X's peak may be near what the best kernel reaches for that shape, or far from it; a
% of peak alone does not say.

Terms:
- the table: tb_attn_plugin/best_published.json, each figure with its device keys (those of
  devices.json; "*" any device with a peak), kind, dtypes and source; docs/devices.md lists
  it (tests/test_best_published.py holds the two to each other);
- kind: "forward" and "backward" (TFLOP/s, a causal call's FLOPs halved, as FlashAttention's
  papers count them) and "decode" (memory bandwidth: a decode call, one new token a
  sequence, is memory-bound);
- a row's figures: decode where its calls are decode (serving_phase, or one query token);
  else forward, the short-causal figure (causal_up_to) first where the row is causal and its
  keys are that many or fewer; backward where the row has a backward rate. A device's own
  figure before "*";
- share of the best: the row's achieved rate over the figure's (TFLOP/s, or TB/s for decode).
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from typing import Optional

from ...core import metadata
from ..numbers import keep_digits

PATH = os.path.join(metadata.PACKAGE_DIR, "best_published.json")


@lru_cache(maxsize=1)
def figures() -> tuple:
    with open(PATH, encoding="utf-8") as f:
        return tuple(json.load(f)["figures"])


def convention(device: Optional[dict], origin: Optional[str]) -> str:
    """How every TFLOP/s and % of peak of the report is counted (hardware.convention)."""
    causal = (
        "TFLOP/s count a causal call's FLOPs halved (the masked half of the scores is not computed), as "
        "FlashAttention's papers count them; a figure that counts them whole is twice as high"
    )
    if device is None:
        return causal + "."
    where = "your --device-peaks file" if origin and origin != "builtin" else "the datasheet"
    return f"{causal}. % of peak is against the {device['key']}'s dense peak from {where} ({device['source']})."


def best_for(row: dict, device: Optional[dict], peak_key: str) -> list:
    """The figures a row of the attention-op table is measured against (see the terms), each
    {kind, kernel, source, tflops, tbps, pct_of_peak, share_of_best, line}; empty without a
    device with peaks or a figure for it."""
    if device is None:
        return []
    out = []
    decode = row.get("serving_phase") == "decode" or (row.get("shape") or {}).get("Lq") == 1
    if decode:
        out.append(_measured(row, device, "decode", peak_key, row.get("tbps")))
    else:
        out.append(_measured(row, device, "forward", peak_key, row.get("tflops")))
        if row.get("backward_tflops") is not None:
            out.append(_measured(row, device, "backward", peak_key, row.get("backward_tflops")))
    return [x for x in out if x is not None]


def _figure(row: dict, device: dict, kind: str, peak_key: str) -> Optional[dict]:
    fits = [
        f
        for f in figures()
        if f["kind"] == kind and (not f["dtypes"] or peak_key in f["dtypes"]) and _short_causal_fits(row, f)
    ]
    for key in (device["key"], "*"):
        mine = [f for f in fits if key in f["devices"]]
        if mine:  # (the short-causal figure first where it fits)
            return sorted(mine, key=lambda f: "causal_up_to" not in f)[0]
    return None


def _short_causal_fits(row: dict, figure: dict) -> bool:
    limit = figure.get("causal_up_to")
    if limit is None:
        return True
    lkv = (row.get("shape") or {}).get("Lkv")
    return bool(row.get("causal")) and lkv is not None and lkv <= limit


def _measured(row: dict, device: dict, kind: str, peak_key: str, achieved: Optional[float]) -> Optional[dict]:
    figure = _figure(row, device, kind, peak_key)
    if figure is None:
        return None
    peak = device["peak_tflops"].get(peak_key)
    bandwidth = device.get("memory_tbps")
    tflops = tbps = pct = None
    if kind == "decode":
        tbps = figure.get("tbps") or (bandwidth * figure["pct_of_bandwidth"] / 100 if bandwidth else None)
        pct = 100 * tbps / bandwidth if tbps and bandwidth else figure.get("pct_of_bandwidth")
        best = tbps
    else:
        tflops = figure.get("tflops") or (peak * figure["pct_of_peak"] / 100 if peak else None)
        pct = 100 * tflops / peak if tflops and peak else figure.get("pct_of_peak")
        best = tflops
    share = keep_digits(achieved / best, 3) if achieved is not None and best else None
    rate = f"{tbps:.2f} TB/s" if kind == "decode" else f"{tflops:,.0f} TFLOP/s" if tflops else "–"
    of = "bandwidth" if kind == "decode" else "peak"
    pct_text = f" ({pct:.0f}% of {of})" if pct is not None else ""
    this = f"; this op reaches {100 * share:.0f}% of it" if share is not None else ""
    return {
        "kind": kind,
        "kernel": figure["kernel"],
        "source": figure["source"],
        "tflops": keep_digits(tflops, 1) if tflops else None,
        "tbps": keep_digits(tbps, 3) if tbps else None,
        "pct_of_peak": keep_digits(pct, 1) if pct is not None else None,
        "share_of_best": share,
        "line": f"best published {kind} on {device['key']}: {figure['kernel']}, {rate}{pct_text}{this}",
    }
