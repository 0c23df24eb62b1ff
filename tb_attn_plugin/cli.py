"""`tb-attn`: report on traces from the command line, or record the demo traces."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from typing import Optional

import msgspec

from . import settings
from .analysis import SCHEMA_VERSION, Options
from .commands.common import (
    COMPARE_EXIT_CODES,
    EXIT_CODES,
    HelpFormatter,
    build_report,
    options_of,
    recording,
    short_labels,
)
from .commands.sweep import print_variants_compared, sweep_command
from .core.metadata import VERSION
from .core.words import counted
from .decide.compare import compare
from .decide.gate import FEW_CALLS, GATE_METRICS, Rule, judge, junit, kernel_values, markdown, metric_values
from .store import storage
from .text.compare import format_compare
from .text.format import safe_text
from .text.markdown import format_markdown
from .text.ranks import format_ranks
from .text.report import format_text

# --- commands -------------------------------------------------------------------------


def cmd_report(args) -> int:
    options = options_of(args)
    if options is None:
        return 2
    report, readable = build_report(args.paths, options, settings.limits_of(args), args.capture)
    # each error said once: the text report on stdout says it; the JSON report, or a report
    # written to a file, has it on stderr (apart from the data)
    fmt = args.format or ("json" if args.json else "text")
    if fmt == "json" or args.output:
        for t in report["traces"]:
            for e in t["errors"]:
                print(f"tb-attn: {safe_text(e)}", file=sys.stderr)
    if fmt == "json":
        text = json.dumps(report, indent=1 if args.pretty else None, allow_nan=False)
    elif fmt == "markdown":
        text = format_markdown(report)
    else:
        # (a run of ranks: one table and the stragglers; each rank's report with --each)
        ranked = None if args.each else format_ranks(report)
        text = ranked if ranked is not None else format_text(report, wide=args.wide)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(text + "\n")
        except OSError as exc:
            print(f"tb-attn: cannot write {safe_text(args.output)}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    else:
        sys.stdout.write(text + "\n")
    return 0 if readable else 1


def cmd_compare(args) -> int:
    options = options_of(args)
    if options is None:
        return 2
    try:
        rules = [Rule.parse(text) for text in args.fail_on]
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return 2
    report, _ = build_report(args.paths, options, settings.limits_of(args))
    entries = [t for t in report["traces"] if t["ok"]]
    for t in report["traces"]:
        for e in t["errors"]:
            print(f"tb-attn: {safe_text(e)}", file=sys.stderr)
    if len(entries) < 2:
        print(f"tb-attn: a compare needs two readable traces or more; found {len(entries)}", file=sys.stderr)
        return 1
    if not 0 <= args.baseline < len(entries):
        print(
            f"tb-attn: --baseline {args.baseline}: there are {len(entries)} traces (0 to {len(entries) - 1})",
            file=sys.stderr,
        )
        return 2
    labels = short_labels([t["path"] for t in entries])
    result = compare(entries, args.baseline, labels)
    fmt = args.format or ("json" if args.json else "text")
    gated = _gate(args, entries, labels, rules)
    if gated is None:
        return 2
    outcomes, tables = gated
    if fmt == "json":
        text = json.dumps({"schema_version": SCHEMA_VERSION, "compare": msgspec.to_builtins(result)}, allow_nan=False)
    elif fmt == "markdown":
        text = "\n\n".join(tables)
    else:
        # (the gate's outcome in the text too, one line per rule, passed or failed)
        text = "\n".join(
            [format_compare(result)] + [f"gate: {'failed' if o.failed else 'passed'}: {o.line}" for o in outcomes]
        )
    sys.stdout.write(text + "\n")
    failed = [o for o in outcomes if o.failed]
    for o in failed:
        print(f"tb-attn: failed: {safe_text(o.line)}", file=sys.stderr)
    return 1 if failed else 0


def _gate(args, entries: list, labels: list, rules: list) -> Optional[tuple]:
    """The --fail-on rules judged for each trace against the baseline, their JUnit report
    written; -> (outcomes, a Markdown table per trace), or None when the report cannot be
    written (said)."""
    outcomes: list = []
    tables: list = []
    base = args.baseline
    for i, entry in enumerate(entries):
        if i == base:
            continue
        pair = compare([entries[base], entry], 0, [labels[base], labels[i]])
        values = metric_values(pair, entries[base], entry)
        for rule in rules:  # (a kind's kernels: attention_kernel_us[flash])
            if rule.kind:
                values[rule.key] = kernel_values(entries[base], entry, rule.kind)
        judged = [judge(rule, values[rule.key], args.min_calls) for rule in rules]
        if len(entries) > 2:
            judged = [dataclasses.replace(o, line=f"{labels[i]}: {o.line}") for o in judged]
        outcomes += judged
        tables.append(markdown(pair, values, judged))
    if args.junit:
        try:
            with open(args.junit, "wb") as f:
                f.write(junit(outcomes))
        except OSError as exc:
            print(f"tb-attn: cannot write {safe_text(args.junit)}: {exc.strerror or exc}", file=sys.stderr)
            return None
    return outcomes, tables


def cmd_precompute(args) -> int:
    from .commands.precompute import PrecomputeError, precompute, text_progress

    options = options_of(args)
    if options is None:
        return 2
    if args.workers < 1:
        print("tb-attn: --workers must be at least 1", file=sys.stderr)
        return 2
    if not storage.is_remote(args.logdir) and not os.path.isdir(args.logdir):
        why = (
            "a file, not a logdir folder (precompute analyses every trace under a folder; `tb-attn report FILE` reports one)"
            if os.path.exists(args.logdir)
            else "no such folder"
        )
        print(f"tb-attn: {safe_text(args.logdir)}: {why}", file=sys.stderr)
        return 1
    try:
        summary = precompute(
            args.logdir,
            results=args.results,
            options=options,
            workers=args.workers,
            scheduler=args.scheduler,
            limits=settings.limits_of(args),
            progress=text_progress(),
            verify=args.verify,
        )
    except PrecomputeError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return 1
    for note in summary.notes:
        print(f"tb-attn: {safe_text(note)}", file=sys.stderr)
    if not summary.traces:
        print(
            f"tb-attn: {safe_text(args.logdir)}: no trace files found, nothing analysed "
            "(expected *.pt.trace.json[.gz] or Kineto *.json[.gz] under it)",
            file=sys.stderr,
        )
        return 1
    print(
        f"{counted(summary.traces, 'trace')}: {summary.done} analysed, {summary.skipped} already in the shared results, "
        f"{len(summary.failed)} failed ({summary.seconds:.1f} s)"
    )
    for line in summary.failed:
        print(f"  failed: {safe_text(line, 300)}")
    # no trace under the logdir, or any that could not be analysed (or stored): not a success
    return 1 if not summary.traces or summary.failed else 0


def cmd_demo(args) -> int:
    from .record.demo import record_demo

    result = recording(args.out, lambda: record_demo(args.out, device=args.device, steps=args.steps, size=args.size))
    if result is None:
        return 2
    print(f"recorded demo traces on {result.device} under {result.out_dir}:")
    for run, files in result.runs.items():
        for f in files:
            print(f"  {run}: {os.path.relpath(f, result.out_dir)}")
    for run, why in result.skipped.items():
        print(f"  {run}: not recorded on {result.device} ({why})")
    if args.no_report:
        return 0
    print()
    report, readable = build_report([result.out_dir], Options())
    print(format_text(report))
    # last, the walkthrough's comparison of the variants (the training run is no variant)
    # (matched by real path: the recorder names its files as --out was given, relative or not,
    # and the report names each trace by its absolute real path)
    variants = [os.path.realpath(files[0]) for run, files in result.runs.items() if files and run != "train"]
    by_path = {os.path.realpath(t["path"]): t for t in report["traces"]}
    print_variants_compared({"traces": [by_path[p] for p in variants if p in by_path]})
    return 0 if readable else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="tb-attn",
        description="Attention analysis of PyTorch profiler traces.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tb-attn {VERSION}")
    sub = parser.add_subparsers(dest="command")
    rep = _report_command(sub)
    commands = {"report": rep}
    for name, add in (
        ("compare", _compare_command),
        ("precompute", _precompute_command),
        ("sweep", sweep_command),
        ("demo", _demo_command),
    ):
        commands[name] = add(sub)
    args, unknown = parser.parse_known_args(argv)
    if args.command is None:  # `tb-attn` alone: what it can do, as a usage error (nothing was done)
        if unknown:
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
        parser.print_help(sys.stderr)
        return 2
    if unknown:  # (said with the command's own usage, not the top level's)
        commands[args.command].error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.command == "report" and args.pretty and not (args.json or args.format == "json"):
        rep.error("--pretty indents the JSON report: use it with --json")
    if args.command == "report" and args.json and args.format not in (None, "json"):
        rep.error(f"--json and --format {args.format} ask for two formats: give one")
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _report_command(sub):
    rep = sub.add_parser(
        "report", help="analyse trace files or logdirs", epilog=EXIT_CODES, formatter_class=HelpFormatter
    )
    rep.add_argument("paths", nargs="+", help="*.pt.trace.json[.gz] files or directories holding them")
    rep.add_argument("--json", action="store_true", help="print the versioned JSON report (docs/report-schema.md)")
    rep.add_argument("--pretty", action="store_true", help="indent the JSON")
    rep.add_argument(
        "--format",
        choices=("text", "json", "markdown"),
        default=None,
        help="text (the default), json (as --json), or markdown: at most 4 KB a trace, the verdict, the top calls "
        "and the changes, for a pull request comment or an agent's context",
    )
    rep.add_argument(
        "--wide", action="store_true", help="the text's tables with every column and row, however wide (default: 120)"
    )
    rep.add_argument("-o", "--output", help="write to this file instead of stdout")
    rep.add_argument(
        "--each",
        action="store_true",
        help="on a logdir of several ranks, every rank's report (default: one table of the ranks and the stragglers)",
    )
    settings.add_options(rep, "report")
    rep.add_argument(
        "--capture",
        metavar="FILE",
        help="a CUDA/HIP graph capture trace (vLLM's capture_traces/, SGLang's bs_<bs>_rank<tp>.json.gz) to merge into "
        "the replays named: each replayed kernel gets the ops and shapes it was captured under",
    )
    rep.set_defaults(func=cmd_report)
    return rep


def _compare_command(sub):
    cmp = sub.add_parser(
        "compare",
        help="compare two or more traces (runs, variants, workers or spans) against a baseline",
        epilog=COMPARE_EXIT_CODES,
        formatter_class=HelpFormatter,
    )
    cmp.add_argument("paths", nargs="+", help="trace files or directories holding them (each trace compared)")
    cmp.add_argument("--baseline", type=int, default=0, help="the index of the trace the others are measured against")
    cmp.add_argument("--json", action="store_true", help="print the compare as JSON (docs/report-schema.md)")
    cmp.add_argument(
        "--fail-on",
        metavar="RULE",
        action="append",
        default=[],
        help="a regression gate: exit 1 when a trace's metric is past the limit against the baseline, e.g. "
        "attention_kernel_us>+5%% (the fused attention kernels' own time per call), attention_kernel_us[flash]>+5%%, "
        "attention_us>+5%% (a median: a change inside the calls' spread never fails), attention_share>+2pt, "
        "pct_of_peak<-5pt, copies_per_call>0; metrics: " + ", ".join(GATE_METRICS) + " (may be given again)",
    )
    cmp.add_argument(
        "--format",
        choices=("text", "markdown", "json"),
        default=None,
        help="text (the default), markdown (a table to paste into a pull request), or json (as --json)",
    )
    cmp.add_argument("--junit", metavar="FILE", help="write the --fail-on rules' outcomes as a JUnit XML report")
    cmp.add_argument(
        "--min-calls",
        metavar="N",
        type=int,
        default=0,
        help=f"a --fail-on rule judged on fewer calls than this a side fails (a rule on fewer than {FEW_CALLS} "
        "says so in its line either way)",
    )
    settings.add_options(cmp, "compare")
    cmp.set_defaults(func=cmd_compare)
    return cmp


def _precompute_command(sub):
    pre = sub.add_parser(
        "precompute",
        help="analyse every trace of a logdir ahead of time into the shared results the tab reads",
        epilog=EXIT_CODES,
        formatter_class=HelpFormatter,
    )
    pre.add_argument("logdir", help="a logdir: a folder, or a URL fsspec knows (s3://bucket/runs)")
    pre.add_argument("--results", help="where the results go (default: LOGDIR/.tb-attn-results)")
    pre.add_argument("--workers", type=int, default=2, help="local processes (without --scheduler)")
    pre.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786): one task per trace")
    pre.add_argument(
        "--verify",
        action="store_true",
        help="skip a trace only when its stored result reads back valid (reads every result; by default "
        "one listing of the results says which are there)",
    )
    settings.add_options(pre, "precompute")
    pre.set_defaults(func=cmd_precompute)
    return pre


def _demo_command(sub):
    demo = sub.add_parser(
        "demo", help="record the demo traces with torch.profiler, then report on them", formatter_class=HelpFormatter
    )
    demo.add_argument("--out", default="runs/demo", help="logdir to write the runs into (default runs/demo)")
    demo.add_argument("--device", default="auto", help="auto (CUDA when present), cpu or cuda")
    demo.add_argument("--steps", type=int, default=3, help="profiled steps per run")
    demo.add_argument(
        "--size",
        choices=("tiny", "small", "big"),
        default="small",
        help="the attention shape: tiny (quick), small (the default shape of the device), big",
    )
    demo.add_argument("--no-report", action="store_true", help="only record")
    demo.set_defaults(func=cmd_demo)
    return demo


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
