"""The expected → observed summary: what the tab's "Expected → observed" box and the text
report say under the per-op table, for the whole trace (entry.expected) and for each
scope (scopes[].expected), computed once here so that neither teller counts or groups.

Terms:
- pictured op: an attention-op row with calls and an expected picture
  (attention_ops[].expectation is not null: a call that launched nothing on a GPU has none).
- a scope's ops: the rows with calls inside that scope or a scope inside it
  (attention_ops[].scope_calls).
- mismatch line: one of a pictured op's mismatches (expectation.mismatches), said as
  "op (backend): words"; rows of one op and backend that differ alike (two shapes of one
  SDPA op) are one line, with how many rows (shapes) it covers.
- matching op: a pictured op without a mismatch: it looks as its kind should."""

from __future__ import annotations

from typing import Optional

from ...core.words import counted, verb


def _pictured(rows: list, scope_id: Optional[int]) -> list:
    """-> [(index in attention_ops, row)] of the pictured ops (of the scope, when one is named)."""

    def in_scope(row: dict) -> bool:
        return scope_id is None or any(c["scope_id"] == scope_id and c["calls"] for c in row.get("scope_calls") or [])

    return [(i, r) for i, r in enumerate(rows) if r["count"] > 0 and r.get("expectation") and in_scope(r)]


def expected_summary(rows: list, scope_id: Optional[int] = None) -> Optional[dict]:
    """The summary of the attention-op rows `rows` (entry.attention_ops), or of those of one
    scope; None where no op has a picture to check."""
    pictured = _pictured(rows, scope_id)
    if not pictured:
        return None
    lines: dict = {}  # text -> the line (insertion order: the table's order)
    for index, row in pictured:
        for words in row["expectation"]["mismatches"]:
            text = f"{row['op']} ({row['backend']}): {words}"
            line = lines.get(text)
            if line is None:
                lines[text] = {"text": text, "op": row["op"], "backend": row["backend"], "shapes": 1, "row": index}
            else:
                line["shapes"] += 1
    for line in lines.values():
        if line["shapes"] > 1:
            line["text"] = f"{line['text']} ({line['shapes']} shapes)"
    matching = [r for _, r in pictured if not r["expectation"]["mismatches"]]
    backends = list(dict.fromkeys(r["backend"] for r in matching))
    said = (
        f"{len(matching)} of {counted(len(pictured), 'op')} {verb(len(matching), 'looks', 'look')} as {verb(len(matching), 'its', 'their')} kind should ({', '.join(backends)})."
        if matching
        else None
    )
    return {
        "pictured": len(pictured),
        "matching": len(matching),
        "mismatch_lines": list(lines.values()),
        "matching_line": said,
    }


def scope_expected(rows: list, scope_entries: list) -> None:
    """Sets each scope entry's "expected" (its ops' summary, None where none is pictured)."""
    held = {c["scope_id"] for r in rows if r["count"] > 0 and r.get("expectation") for c in r.get("scope_calls") or []}
    for scope in scope_entries:
        scope["expected"] = expected_summary(rows, scope["id"]) if scope["id"] in held else None
