"""`tb-attn sweep`: the attention variants recorded on this machine, for the demo's shapes or
for the trace's own attention problems (--from), and which is fastest (sweep.py).
"""

from __future__ import annotations

import os
import sys
from typing import Optional

from .. import settings
from ..analysis import Options
from ..core.words import counted
from ..decide.compare import compare
from ..text.compare import format_compare
from ..text.format import safe_text
from .common import EXIT_CODES, HelpFormatter, build_report, options_of, recording, short_labels


def cmd_sweep(args) -> int:
    from ..record.demo import SweepShape, record_sweep

    if (args.shape is None) == (args.from_trace is None):
        print("tb-attn: sweep: give --shape B,H,Lq,Lkv,D or --from TRACE_OR_LOGDIR (one of them)", file=sys.stderr)
        return 2
    options = options_of(args)
    if options is None:
        return 2
    if args.from_trace is not None:
        return _sweep_from(args, options)
    try:
        shape = SweepShape.parse(args.shape)
        if not 0 <= args.dropout < 1:
            raise ValueError(f"--dropout {args.dropout}: a probability below 1")
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return 2
    budget = settings.limits_of(args).max_memory
    print_estimates(shape, args.dtype, args.backward, args.device)
    result = recording(
        args.out,
        lambda: record_sweep(
            args.out,
            shape,
            dtype=args.dtype,
            causal=args.causal,
            mask=args.mask,
            dropout=args.dropout,
            backward=args.backward,
            device=args.device,
            steps=args.steps,
            max_memory=budget,
        ),
    )
    if result is None:
        return 2
    print(f"recorded {counted(len(result.runs), 'variant')} on {result.device} under {result.out_dir}:")
    for run, files in result.runs.items():
        for f in files:
            print(f"  {run}: {os.path.relpath(f, result.out_dir)}")
    for run, why in result.skipped.items():
        print(f"  {run}: refused ({safe_text(why, 300)})")
    paths = [files[0] for files in result.runs.values() if files]
    if len(paths) < 2:
        return 0 if paths else 1
    report, _ = build_report(paths, options, settings.limits_of(args))
    print_variants_compared(report)
    print(f"\nOpen it as a comparison: tensorboard --logdir {result.out_dir}  (Attention tab, Compare)")
    return 0


def _sweep_from(args, options: Options) -> int:
    """`tb-attn sweep --from`: the sweep on the trace's own costliest shapes (sweep_problems),
    each recorded with every variant the machine runs, then which was fastest per shape
    beside what the trace used (sweep.sweep_outcome)."""
    from ..analysis.passes.sweep_problems import problem_text, sweep_problems
    from ..report_types import Entry, trace_entry

    if args.top < 1:
        print(f"tb-attn: sweep: --top {args.top}: at least 1", file=sys.stderr)
        return 2
    report, readable = build_report([args.from_trace], options, settings.limits_of(args))
    for entry in report["traces"]:
        for err in entry["errors"]:
            print(f"tb-attn: {safe_text(err, 300)}", file=sys.stderr)
    if not readable:
        return 1
    costliest: dict = {}  # (the problems of every trace read, the costliest kept by time, with its entry)
    for typed in (trace_entry(entry) for entry in report["traces"]):
        for p in sweep_problems(typed, args.top) if isinstance(typed, Entry) else []:
            key = p["command"]
            if key not in costliest or costliest[key][0]["time_us"] < p["time_us"]:
                costliest[key] = (p, typed)
    problems = sorted(costliest.values(), key=lambda pair: -pair[0]["time_us"])[: args.top]
    if not problems:
        print(f"no attention call in {safe_text(args.from_trace)} has a shape the sweep runs (B, H, Lq, Lkv, D, a dtype"
              " of float32, float16 or bfloat16)")  # fmt: skip
        return 1
    for n, (problem, traced) in enumerate(problems, 1):
        print(f"shape {n} of {len(problems)}: {safe_text(problem_text(problem))}")
        if not _sweep_one(args, options, os.path.join(args.out, f"shape{n}"), problem, traced):
            return 2
    print(f"\nOpen the runs: tensorboard --logdir {args.out}  (Attention tab, Compare)")
    return 0


def _sweep_one(args, options: Options, out_dir: str, problem: dict, traced) -> bool:
    """Record one problem with every variant (with the trace's CPU threads where it says them),
    and print its outcome beside the trace's own calls; False where it could not be recorded
    (said). traced: the typed entry of the trace the problem is of."""
    import functools

    from ..decide.sweep import as_traced, sweep_outcome
    from ..record.demo import SweepShape, record_sweep
    from ..report_types import trace_entry

    s = problem["shape"]
    try:  # (a trace's dimensions are untrusted: checked before torch is asked for anything)
        shape = SweepShape(s["B"], s["H"], s["Lq"], s["Lkv"], s["D"])
    except ValueError as exc:
        print(f"tb-attn: {exc}", file=sys.stderr)
        return False
    budget = settings.limits_of(args).max_memory
    print_estimates(shape, problem["dtype"], args.backward, args.device)
    record = functools.partial(
        record_sweep,
        out_dir,
        shape,
        dtype=problem["dtype"],
        causal=problem["causal"],
        mask=problem["mask"],
        backward=args.backward,
        device=args.device,
        steps=args.steps,
        max_memory=budget,
        threads=traced.torch_threads,
    )
    result = recording(out_dir, record)
    if result is None:
        return False
    recorded = {}
    for variant, files in result.runs.items():
        if files:
            # (typed once here: the outcome and the trace's own calls both read it)
            recorded[variant] = trace_entry(build_report([files[0]], options, settings.limits_of(args))[0]["traces"][0])
    _print_sweep_outcome(sweep_outcome(problem, recorded), result, problem)
    _print_as_traced(as_traced(problem, traced, recorded), traced.torch_threads)
    if traced.device and str(result.device).startswith("cpu"):  # (a GPU trace swept on this CPU)
        print(f"  (the trace ran on {safe_text(traced.device, 80)}; these timings are {result.device}'s: they rank "
              "the variants on this machine, not on the trace's device)")  # fmt: skip
    return True


def _print_as_traced(compared: Optional[dict], threads: Optional[int]) -> None:
    """The trace's own calls of the shape beside the sweep's of the variant it used, and the
    CPU threads the sweep ran with (decide.sweep.as_traced)."""
    import torch

    if threads is not None:
        print(f"  ran with {counted(threads, 'CPU thread')}, as the trace was recorded")
    else:
        print(f"  the trace does not say how many CPU threads it ran with: ran with torch's {torch.get_num_threads()}")
    if compared is None:
        return
    mine, swept = compared["traced"], compared["swept"]
    line = (
        f"  the trace's own calls: {mine['median'] / 1e3:.3f} ms a call (p25–p75 {mine['p25'] / 1e3:.3f}–"
        f"{mine['p75'] / 1e3:.3f}); swept as {compared['variant']}: {swept['median'] / 1e3:.3f} ms "
        f"(p25–p75 {swept['p25'] / 1e3:.3f}–{swept['p75'] / 1e3:.3f})"
    )
    if compared["within"]:
        print(f"{line}: within the trace's spread")
    else:
        print(f"{line}: {compared['ratio']}x the trace's, outside its spread: the sweep did not run the call as the "
              "trace did (another machine, the machine's load, or its threads)")  # fmt: skip


# a sweep estimated to take longer than this is said before it starts (Ctrl+C stops it)
LONG_SWEEP_SECONDS = 60.0


def print_estimates(shape, dtype: str, backward: bool, device: str) -> None:
    """What the sweep would take, said before anything runs where it matters: minutes or more
    at the least (record/sweep_cost.py: the FLOPs at a rate no run reaches). (A variant over the
    memory budget is refused as it comes, with what it would need: record_sweep.)"""
    from ..record.sweep_cost import time_text, variant_cost

    where = "cuda" if device.startswith("cuda") else "cpu"
    costs = [variant_cost(v, shape.dims(), dtype, backward, where) for v in ("naive", "sdpa_math", "sdpa_flash")]
    calls = 3 + 2  # (the profiled steps at their default, the warm-up and the try before)
    slowest = max(c.seconds_per_call for c in costs)
    if slowest * calls > LONG_SWEEP_SECONDS:
        print(f"  this shape takes at least {time_text(slowest)} a call on the {where.upper()} "
              f"(4·B·H·Lq·Lkv·D FLOPs at a rate no run reaches), each variant run {calls} times or more: "
              "Ctrl+C stops the sweep")  # fmt: skip


def _print_sweep_outcome(outcome: dict, result, problem: dict) -> None:
    """One shape's variants, fastest first, each call's median with its spread."""
    for row in outcome["rows"]:
        used = "  (what the trace used)" if row["used"] else ""
        lo, hi = row["spread"]
        print(
            f"  {row['variant']:<16} {row['median_us'] / 1e3:>10.3f} ms a call (p25–p75 {lo / 1e3:.3f}–{hi / 1e3:.3f}){used}"
        )
    for variant, why in result.skipped.items():
        print(f"  {variant:<16} refused here: {safe_text(why, 200)}")
    if outcome["fastest"] is None:
        print("  no variant recorded a call here")
    elif outcome["used"] is None:
        print(f"  fastest on {result.device}: {outcome['fastest']} (the trace's backend, {', '.join(problem['backends'])},"
              " is not one the sweep runs here)")  # fmt: skip
    elif outcome["used"] == outcome["fastest"]:
        print(f"  fastest on {result.device}: {outcome['fastest']}, what the trace used")
    else:
        noise = " (within the calls' spread: no clear winner)" if outcome["within_noise"] else ""
        print(f"  fastest on {result.device}: {outcome['fastest']}, {outcome['speedup']:.2f}x faster a call than"
              f" {outcome['used']}, what the trace used{noise}")  # fmt: skip


def print_variants_compared(report: dict) -> None:
    """The variants' comparison against the first (naive), medians with their spread."""
    entries = [t for t in report["traces"] if t["ok"]]
    if len(entries) >= 2:
        print()
        labels = short_labels([t["path"] for t in entries])
        print(format_compare(compare(entries, 0, labels)))


def sweep_command(sub):
    sw = sub.add_parser(
        "sweep",
        help="record one attention problem with every backend the machine has, then compare them",
        epilog=EXIT_CODES,
        formatter_class=HelpFormatter,
    )
    sw.add_argument(
        "--shape",
        metavar="B,H,Lq,Lkv,D",
        help="batch, heads, query and key lengths, head dim (e.g. 8,16,1024,1024,64); or --from",
    )
    sw.add_argument(
        "--from",
        dest="from_trace",
        metavar="TRACE_OR_LOGDIR",
        help="take the shapes, dtypes, causal flags and masks of a trace's costliest attention calls and sweep each",
    )
    sw.add_argument("--top", type=int, default=3, help="with --from: the costliest shapes swept, at most")
    sw.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help="q, k and v's dtype")
    sw.add_argument("--causal", action="store_true", help="causal attention (is_causal=True)")
    sw.add_argument("--mask", action="store_true", help="an explicit boolean attn_mask (causal) instead")
    sw.add_argument("--dropout", type=float, default=0.0, help="dropout probability")
    sw.add_argument("--backward", action="store_true", help="run backward too")
    sw.add_argument("--device", default="auto", help="auto (CUDA when present), cpu or cuda")
    sw.add_argument("--steps", type=int, default=3, help="profiled steps per variant")
    sw.add_argument("--out", default="runs/sweep", help="logdir to write one run per variant into")
    # (the recorded variants, and a --from trace, are read with the tab's settings)
    settings.add_options(sw, "sweep")
    sw.set_defaults(func=cmd_sweep)
    return sw
