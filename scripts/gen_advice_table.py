"""The advice table of docs/report-schema.md, generated from the advice registry
(tb_attn_plugin/analysis/rules/codes.py): one row per code, in the registry's order, codes that
follow each other with the same `when` and `saves` sharing a row.

    python scripts/gen_advice_table.py          # rewrite the table in the docs
    python scripts/gen_advice_table.py --check  # exit 1 where it is stale
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tb_attn_plugin.analysis.rules.codes import CODES  # noqa: E402

DOC = ROOT / "docs" / "report-schema.md"
HEADER = "| code | when | `saves_us` |\n|---|---|---|\n"


def table() -> str:
    rows: list = []  # [codes, when, saves]
    for spec in CODES.values():
        if rows and rows[-1][1:] == [spec.when, spec.saves]:
            rows[-1][0].append(spec.code)
        else:
            rows.append([[spec.code], spec.when, spec.saves])
    lines = [f"| {', '.join(f'`{c}`' for c in codes)} | {when} | {saves or '–'} |" for codes, when, saves in rows]
    return HEADER + "\n".join(lines) + "\n"


def with_table(doc: str) -> str:
    """The docs with the table between its header and the blank line after it replaced."""
    start = doc.index(HEADER)
    end = doc.index("\n\n", start) + 1
    return doc[:start] + table() + doc[end:]


def main(argv: list) -> int:
    doc = DOC.read_text(encoding="utf-8")
    text = with_table(doc)
    if "--check" in argv:
        if text != doc:
            print(f"{DOC}'s advice table is stale: run python scripts/gen_advice_table.py", file=sys.stderr)
            return 1
        return 0
    DOC.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
