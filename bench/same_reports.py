"""Are the reports the same as before? Saves, or compares against, every report entry and
every tab extra (as the cache stores them) of a set of traces, field by field.

A refactoring that means to change no number is checked this way: save with the code
before it, compare with the code after it.

    python bench/same_reports.py save  .bench/reports-before ../shared/traces runs/demo
    python bench/same_reports.py check .bench/reports-before ../shared/traces runs/demo
    python bench/same_reports.py check --ignore distributed ...   (a field added on purpose;
        attention_ops[].expectation.aspects: a field of every item of a list;
        extras.memory.*.op: a field of the tab's extras, in every device's)
    python bench/same_reports.py check --int-as-float ...   (0 before, 0.0 after: the same)

Each trace is analysed with the default patterns and with a label pattern that matches
nothing (so that module and op scopes are exercised too). Exit status: 0 when every entry
and extra is identical, 1 when any differs (each difference is printed), 2 on bad usage.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tb_attn_plugin.analysis import Options
from tb_attn_plugin.discovery.logdir import expand_paths
from tb_attn_plugin.pipeline import analyze_with_extras

OPTION_SETS = {
    "default": Options(),
    "no-labels": Options(label_regex="a^"),  # (matches nothing in either engine)
}


def drop(doc, names: list) -> None:
    """Removes the field a dotted path names (`name[]` goes into every item of a list:
    attention_ops[].expectation.aspects)."""
    if not names:
        return
    name, rest = names[0], names[1:]
    if name == "*":  # (every value of a mapping: extras.memory.*.op, whatever the devices)
        for item in doc.values() if isinstance(doc, dict) else ():
            drop(item, rest)
        return
    each = name.endswith("[]")
    name = name[:-2] if each else name
    if not isinstance(doc, dict) or name not in doc:
        return
    if not rest and not each:
        doc.pop(name, None)
        return
    for item in doc[name] if each and isinstance(doc[name], list) else [doc[name]]:
        drop(item, rest)


def outputs(path: str, options: Options) -> dict:
    entry, tab = analyze_with_extras(path, options)
    entry.pop("analysis_seconds", None)
    extras = tab.to_json() if tab is not None else None
    return {"entry": entry, "extras": extras}


def canonical(value) -> str:
    # NaN and infinities are kept as they are (allow_nan), so that they compare too
    return json.dumps(value, sort_keys=True, allow_nan=True, indent=1, default=repr)


def name_of(path: str, option_set: str) -> str:
    return hashlib.sha1(f"{os.path.abspath(path)}\0{option_set}".encode()).hexdigest()[:16] + ".json"


def _same_number(a, b) -> bool:
    """An int before and the float after it equals (0 and 0.0): a value the report's classes
    typed as a float (--int-as-float)."""
    return type(a) is int and type(b) is float and a == b


def first_difference(a, b, where: str = "", int_as_float: bool = False) -> str:
    if int_as_float and _same_number(a, b):
        return ""
    if type(a) is not type(b):
        return f"{where or '/'}: {type(a).__name__} {a!r:.80} != {type(b).__name__} {b!r:.80}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{where}/{k}: only in {'before' if k in a else 'after'}"
            d = first_difference(a[k], b[k], f"{where}/{k}", int_as_float)
            if d:
                return d
        return ""
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items before, {len(b)} after"
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, f"{where}[{i}]", int_as_float)
            if d:
                return d
        return ""
    if canonical(a) != canonical(b):
        return f"{where}: {a!r:.80} before, {b!r:.80} after"
    return ""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("mode", choices=("save", "check"))
    ap.add_argument("directory", help="where the saved outputs are")
    ap.add_argument("paths", nargs="+", help="trace files or logdirs")
    ap.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="FIELD",
        help="an entry field a change adds or changes on purpose, dotted for one inside another "
        "(attention.copies_by_op; extras.memory.*.op: a field of the tab's extras, * every value of a "
        "mapping; check only; repeatable)",
    )
    ap.add_argument(
        "--int-as-float",
        action="store_true",
        help="an int before and an equal float after are the same (0 and 0.0: a field the report's "
        "classes type as a number, written as a float; check only)",
    )
    args = ap.parse_args(argv)
    files, errors = expand_paths(args.paths)
    for err in errors:
        print(f"skipped: {err}", file=sys.stderr)
    if args.mode == "save":
        os.makedirs(args.directory, exist_ok=True)
    differ = same = 0
    for path in files:
        for option_set, options in OPTION_SETS.items():
            now = outputs(path, options)
            target = os.path.join(args.directory, name_of(path, option_set))
            if args.mode == "save":
                with open(target, "w", encoding="utf-8") as f:
                    f.write(canonical(now))
                continue
            try:
                with open(target, encoding="utf-8") as f:
                    before = json.load(f)
            except OSError:
                print(f"DIFFERS {path} [{option_set}]: nothing saved for it")
                differ += 1
                continue
            after = json.loads(canonical(now))
            for field in args.ignore:
                part, _, inside = field.partition(".") if field.startswith("extras.") else ("entry", "", field)
                for doc in (before[part], after[part]):
                    drop(doc, inside.split("."))
            diff = first_difference(before, after, int_as_float=args.int_as_float)
            if diff:
                print(f"DIFFERS {path} [{option_set}]: {diff}")
                differ += 1
            else:
                same += 1
    if args.mode == "save":
        print(f"saved {len(files) * len(OPTION_SETS)} outputs of {len(files)} traces to {args.directory}")
        return 0
    print(f"{same} identical, {differ} different ({len(files)} traces x {len(OPTION_SETS)} pattern sets)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
