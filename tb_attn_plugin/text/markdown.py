"""`tb-attn report --format markdown` (#60 item 5): a short report for a pull-request comment or
an agent's context, at most MAX_BYTES a trace: the verdict sentence word for word, the
attention calls that take the most time with their % of peak and of the best published
figure, and the changes with their saving and the line of code they are about. It renders the
typed report's fields (report_types.Entry) and derives none.

Names from the trace (labels, ops, paths, frames) are untrusted text: each cell is escaped
(the table's pipes, HTML's angle brackets, code spans' backticks) and cut.
"""

from __future__ import annotations

from typing import Any, Optional

from ..report_types import Entry, ErrorEntry, trace_entry
from .format import safe_text, time_scale

MAX_BYTES = 4096  # a trace's part at most, in UTF-8
TOP_CALLS = 5
CUT = "\n\n_(cut to 4 KB: `tb-attn report --json` has the rest)_"


def format_markdown(report: dict[str, Any]) -> str:
    """The report's traces as Markdown, each part at most MAX_BYTES."""
    return "\n\n".join(_trace(trace_entry(t)) for t in report["traces"])


def _trace(e: Entry | ErrorEntry) -> str:
    title = f"### {_cell(e.path.replace(chr(92), '/').rsplit('/', 1)[-1], 120)}"
    if isinstance(e, ErrorEntry):
        return _fit([title, "", *[f"- {_cell(x, 300)}" for x in e.errors]])
    parts = [title, "", _cell(e.verdict.sentence, 1200), ""]
    if e.device:
        parts[0] += f" · {_cell(e.device, 60)}"
    parts += _calls(e)
    parts += _changes(e)
    return _fit(parts)


def _calls(e: Entry) -> list[Any]:
    rows = [r for r in e.attention_ops if r.count][:TOP_CALLS]
    if not rows:
        return []
    gpu = e.breakdown_unit == "gpu"
    # (the table's one unit, its largest time's, as the tab and the text report pick it)
    u = time_scale(*(r.kernel_us if gpu else r.cpu_us for r in rows))
    head = f"kernel {u.unit}" if gpu else f"CPU {u.unit}"
    out = [
        f"| attention op | backend | calls | {head} | TFLOP/s | % of peak | % of best | called at |",
        "|---|---|---:|---:|---:|---:|---:|---|",
    ]
    for r in rows:
        time = r.kernel_us if gpu else r.cpu_us
        rate = r.tflops if gpu else r.cpu_tflops
        best = next((b.share_of_best for b in r.best_published if b.share_of_best is not None), None)
        site = r.call_sites[0] if r.call_sites else None
        where = (site.user or site.library) if site else None
        out.append(
            f"| `{_code(r.op, 60)}` | {_cell(r.backend, 40)} | {r.count:,} | {u.figure(time)} | {_num(rate)} | "
            f"{_pct(r.pct_of_peak_compute)} | {_pct(None if best is None else 100 * best)} | "
            f"{_code(_short_frame(where), 70) if where else '–'} |"
        )
    return [*out, ""]


def _changes(e: Entry) -> list[Any]:
    if not e.verdict.changes:
        return ["No change with a time estimate: `tb-attn report` has the notes."]
    out = ["**Changes**, the largest first:", ""]
    for i, c in enumerate(e.verdict.changes, 1):
        out.append(f"{i}. {_cell(c.message, 700)} _({_cell(c.saves, 80)}; `{c.code}`)_")
    return out


def _fit(parts: list[Any]) -> str:
    """The parts joined, the last lines dropped (and said) to stay within MAX_BYTES."""
    text = "\n".join(parts)
    while len(text.encode("utf-8")) > MAX_BYTES and len(parts) > 3:
        parts = parts[:-1]
        text = "\n".join(parts) + CUT
    return text


def _short_frame(frame: str) -> str:
    """A frame as "file.py(line): func", its path left out."""
    place, _, func = frame.rpartition("): ")
    path, _, line = place.rpartition("(")
    return f"{path.replace(chr(92), '/').rsplit('/', 1)[-1]}({line}): {func}" if path else frame


def _cell(text: Optional[str], limit: int) -> str:
    """Untrusted text as Markdown text: one line, its pipes and angle brackets escaped, cut."""
    t = safe_text(text or "", limit).replace("\n", " ").replace("|", "\\|")
    return t.replace("<", "&lt;").replace(">", "&gt;")


def _code(text: str, limit: int) -> str:
    """Untrusted text inside a code span: no backtick to end it, no pipe to split the row."""
    return safe_text(text, limit).replace("`", "'").replace("|", "¦").replace("\n", " ")


def _num(v: Optional[float]) -> str:
    return "–" if v is None else f"{v:,.3g}" if v < 100 else f"{v:,.0f}"


def _pct(v: Optional[float]) -> str:
    return "–" if v is None else f"{v:.1f}%"
