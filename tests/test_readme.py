"""The README stays a true guide (#44 item 5): its Layout names every module of the package
and its flags table every flag the plugin defines."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from tb_attn_plugin.plugin.tab import AttentionLoader

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end >= 0 else len(README)]


def test_the_layout_names_every_module():
    layout = section("Layout")
    named = set(re.findall(r"`([^`]+)`", layout))
    missing = []
    for path in sorted((ROOT / "tb_attn_plugin").rglob("*.py")):
        if path.name == "__init__.py":
            continue
        rel = path.relative_to(ROOT / "tb_attn_plugin").as_posix()
        stem = path.stem
        # a module is named by its file (`fold.py`), its path, or its stem in a list of passes (`kernels`)
        if not ({path.name, rel, f"tb_attn_plugin/{rel}", stem} & named):
            missing.append(rel)
    assert missing == [], f"modules the README's Layout does not name: {missing}"


def test_the_flags_table_names_every_flag():
    parser = argparse.ArgumentParser()
    AttentionLoader().define_flags(parser)
    flags = [a.option_strings[0] for a in parser._actions if a.option_strings and a.option_strings[0] != "-h"]
    table = section("The Attention tab")
    missing = [f for f in flags if f"`{f}`" not in table]
    assert flags and missing == [], f"flags the README's flags table does not name: {missing}"


def test_the_flags_table_says_each_settings_command_line_options():
    """#39 item 2: one declaration (settings.py) makes the flags and the commands' options;
    the README's "command line" column says the same, and the commands take those options."""
    from tb_attn_plugin import cli
    from tb_attn_plugin.settings import SETTINGS

    rows = {}
    for line in section("The Attention tab").splitlines():
        if line.startswith("| `--attention_"):
            cells = [c.strip() for c in line.strip("|").split(" | ")]
            rows[cells[0].strip("`")] = cells[2]
    assert set(rows) == {s.flag for s in SETTINGS}
    for s in SETTINGS:
        said = f"`{s.option}`: " + ", ".join(s.commands) if s.commands else "–"
        assert rows[s.flag].startswith(said), (s.flag, rows[s.flag])
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    made = {
        "report": cli._report_command(sub),
        "compare": cli._compare_command(sub),
        "precompute": cli._precompute_command(sub),
    }
    for command, sub_parser in made.items():
        options = {a.option_strings[0] for a in sub_parser._actions if a.option_strings}
        assert {s.option for s in SETTINGS if command in s.commands} <= options, command
