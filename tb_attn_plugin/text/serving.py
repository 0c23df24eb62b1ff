"""The text report's serving section (text/report.py's terms): a serving engine's steps by
phase, the first steps held to the device's peaks, and the whole trace's and the steady
window's figures, printed as the report holds them."""

from __future__ import annotations

from typing import Any

from ..report_types import Entry, ServingStep, ServingWindow
from .format import TimeScale, fitted, safe_text, text_table, tflops_text, time_scale, wrapped


def text_serving(t: Entry, wide: bool = False) -> list[str]:
    s = t.serving
    if not s:
        return []
    u = time_scale(*(p.attention_kernel_us for p in s.phases))
    rows = [[p.phase, p.steps, p.tokens, u.figure(p.attention_kernel_us), p.attention_us_per_token] for p in s.phases]
    out = [
        f"  serving engine steps: {s.steps_total} ({', '.join(s.source)}); KV cache "
        f"{safe_text(s.kv_cache_dtype or 'dtype unknown')}",
    ]
    if s.overall is not None:
        # (one attention total: the serving figures are of the fused attention kernels, the
        # headline's of everything inside attention; said where they differ)
        fused, whole = s.overall.attention_kernel_us, t.attention.kernel_us
        if abs(fused - whole) > 0.0005:
            out += wrapped(
                f"the serving figures count the fused attention kernels: {time_scale(whole).text(fused)} of attention's "
                f"{time_scale(whole).text(whole)} (the rest: the other kernels inside attention)",
                "  ",
            )
    out.append(text_table(["phase", "steps", "tokens", f"attention {u.unit}", "µs/token"], rows))
    su = time_scale(*(st.attention_kernel_us for st in s.steps[:20]))
    steps = [_step_cells(st, su) for st in s.steps[:20]]
    headers = ["step", "phase", "prefill/decode tokens", f"attention {su.unit}", "calls", "TFLOP/s", "TB/s", "held to"]
    out += fitted(headers, steps, wide, ("TB/s", "calls"))
    out += wrapped(f"({s.flops_note})", "  ")
    windows = [("whole trace", s.overall), ("steady window", s.steady)]
    wu = time_scale(*(w.attention_kernel_us for _, w in windows if w is not None))
    rows = [[name, *_window_cells(w, wu)] for name, w in windows if w is not None]
    headers = ["window", "steps", "phase", "requests", "tokens", f"attention {wu.unit}", "µs/token", "held to"]
    out.append(text_table(headers, rows))
    if s.steady_note:
        out.append(f"  (no steady window: {safe_text(s.steady_note)})")
    return out


def _step_cells(st: ServingStep, u: TimeScale) -> list[Any]:
    """A serving step's cells, held to the peak its phase is judged by."""
    pct = st.pct_of_peak_bandwidth if st.judged_by == "bandwidth" else st.pct_of_peak_compute
    return [
        st.index,
        st.phase,
        f"{st.prefill_tokens if st.prefill_tokens is not None else '?'}/"
        f"{st.decode_tokens if st.decode_tokens is not None else '?'}",
        u.figure(st.attention_kernel_us),
        st.attention_calls,
        tflops_text(st.tflops),
        "-" if st.tbps is None else f"{st.tbps:.3g}",
        "-" if pct is None else f"{pct:.1f}% of {st.judged_by}",
    ]


def _window_cells(w: ServingWindow, u: TimeScale) -> list[Any]:
    """A serving window's cells (serving.overall, serving.steady)."""
    pct = w.pct_of_peak_bandwidth if w.judged_by == "bandwidth" else w.pct_of_peak_compute
    requests = str(w.requests_min) if w.requests_min == w.requests_max else f"{w.requests_min}-{w.requests_max}"
    return [
        f"{w.first_step}-{w.last_step}",
        w.phase,
        requests,
        w.tokens,
        u.figure(w.attention_kernel_us),
        w.attention_us_per_token,
        "-" if pct is None else f"{pct:.1f}% of {w.judged_by}",
    ]
