"""One trace -> its entry of the versioned report (docs/report-schema.md).

``analyze`` builds the shared context (context.py) and runs the passes (PASSES), each a
pure function in the module of its concern returning its typed section; this module only
composes the sections into the entry, once, through the report's typed classes
(report_types.EntryDraft, then the advice and the verdict). A new analysis is one new pass,
added to PASSES and Sections.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import msgspec

from ... import report_types as rt
from ...core.limits import Limits, check_deadline
from ...core.words import counted, verb
from ...reader import LAUNCH, NONE_ID, TraceData
from ...reader.heap import release_wasted_memory
from ..context import build_context
from ..options import Options
from ..passes import hardware
from ..passes.attention_ops import AttentionOpTables, attention_ops
from ..passes.communication import communication
from ..passes.compiled import CompiledRegions, compiled_regions
from ..passes.cpu_parts import cpu_parts
from ..passes.cpu_threads import cpu_threads
from ..passes.gemms import attention_gemms
from ..passes.gpu_time import compose as compose_gpu_time
from ..passes.gpu_time import gpu_time
from ..passes.graphs import graph_replays
from ..passes.hardware import device_properties
from ..passes.host_ops import HostOps, host_ops
from ..passes.kernel_sites import kernel_sites
from ..passes.kernels import DeviceActivity, device_activity, gpu_label_check
from ..passes.memory import MemorySection, downsample, forward_memory, scope_memory, tab_extras
from ..passes.op_rows import backends_in_use
from ..passes.scope_times import ScopeTimes, scope_times
from ..passes.serving import compose as compose_serving
from ..passes.serving import serving
from ..passes.spread import per_call_spread, recomputed_calls
from ..passes.steps import per_step
from ..passes.timeline import timeline_store
from ..passes.token_mixers import compose as compose_token_mixers
from ..passes.token_mixers import token_mixers
from ..projection import GpuProjection, gpu_projection
from ..rules.advice import advise
from ..scopes import Scopes
from .attention_totals import attention_totals, outside_labels, unlinked_part
from .expected import expected_summary, scope_expected
from .layers import layers
from .verdict import verdict


def empty_entry(path: str, error: str, retryable: bool = False) -> dict[str, Any]:
    """The entry of a trace that could not be analysed, as its JSON (error_entry)."""
    return msgspec.to_builtins(error_entry(path, error, retryable))


def error_entry(path: str, error: str, retryable: bool = False) -> rt.ErrorEntry:
    """The entry of a trace that could not be analysed; retryable when the failure may pass
    (TraceReadError.retryable)."""
    return rt.ErrorEntry(
        path=path,
        ok=False,
        device=None,
        total_kernel_us=0.0,
        attention=None,
        unattributed_kernels=0,
        scopes=[],
        sdpa=[],
        errors=[error],
        warnings=[],
        attention_ops=[],
        attention_gemms=[],
        retryable=True if retryable else rt.UNSET,
    )


@dataclass(frozen=True)
class Sections:
    """What the passes returned, each a typed section of the entry (see PASSES)."""

    times: ScopeTimes
    devices: DeviceActivity
    host_ops: HostOps
    memory: MemorySection
    attention_ops: AttentionOpTables
    compiled: CompiledRegions
    attention_gemms: list
    per_step: list
    projection: GpuProjection
    graphs: Optional[dict]
    serving: Optional[dict]  # before its steps are held to the device (serving.compose)
    label_check: list  # warnings: Kineto's GPU spans of labels against the attribution
    token_mixers: Optional[dict]  # before the scopes without softmax attention are named (compose)
    communication: dict  # attention's collectives by launcher, collective and phase
    gpu_time: dict  # the devices' busy time and attention's
    cpu_parts: Optional[dict]  # where attention's forward CPU time goes
    cpu_threads: dict  # attention's CPU time per thread, and on the clock
    kernel_sites: list  # where attention's elementwise and copy kernels were launched


# The analysis passes, in order: (section, pass), each a pure function of the shared context
# (context.py) returning its typed section; _compose makes the entry from them,
# hardware.held_to_peaks holds the rows to the device's peaks, and advice (a pass over the
# composed entry) comes last. A new analysis is one more entry here and a field of
# Sections. (Each pass is called through its module-level name: a test can stand one in.)
PASSES: tuple = (
    ("times", lambda ctx: scope_times(ctx)),
    ("devices", lambda ctx: device_activity(ctx)),
    ("host_ops", lambda ctx: host_ops(ctx)),
    ("memory", lambda ctx: scope_memory(ctx)),
    ("attention_ops", lambda ctx: attention_ops(ctx)),
    ("compiled", lambda ctx: compiled_regions(ctx)),
    ("attention_gemms", lambda ctx: attention_gemms(ctx)),
    ("per_step", lambda ctx: per_step(ctx)),
    ("projection", lambda ctx: gpu_projection(ctx)),
    ("graphs", lambda ctx: graph_replays(ctx)),
    ("serving", lambda ctx: serving(ctx)),
    ("label_check", lambda ctx: gpu_label_check(ctx)),
    ("token_mixers", lambda ctx: token_mixers(ctx)),
    ("communication", lambda ctx: communication(ctx)),
    ("gpu_time", lambda ctx: gpu_time(ctx)),
    ("cpu_parts", lambda ctx: cpu_parts(ctx)),
    ("cpu_threads", lambda ctx: cpu_threads(ctx)),
    ("kernel_sites", lambda ctx: kernel_sites(ctx)),
)


def analyze(
    data: TraceData,
    options: Options = Options(),
    want_extras: bool = False,
    deadline: Optional[float] = None,
    limits: Optional[Limits] = None,
) -> tuple:
    """-> (the report entry of one trace, typed (report_types.Entry); with want_extras, what the TensorBoard tab needs
    beyond the report (extras.TabExtras: scope instance windows and the full memory event
    series per device, for zooming and listing allocations), else None).

    Every pass is an array operation over all rows, or a loop over groups (distinct scope
    chains, names, devices), never a Python loop per event. Between two steps (checkpoint)
    the analysis stops past its deadline, and gives back the heap's free memory (heap.py)."""
    label_re, module_re = options.compiled()
    limits = limits or Limits()

    def checkpoint():
        check_deadline(data.path, deadline, limits)
        release_wasted_memory()

    ctx = build_context(data, label_re, module_re, checkpoint)
    results: dict = {}
    for section, run in PASSES:
        results[section] = run(ctx)
        checkpoint()
    sections = Sections(**results)
    # The entry is the report's classes' (report_types.py, generated from the schema): the
    # composed sections are typed and checked once, a number field is written as the schema
    # types it (0.0, not 0, for a float), and the advice rules read the typed draft.
    draft = _compose(ctx, options, sections)
    advice = advise(draft)
    told = _as(verdict(draft, advice), rt.Verdict)  # (last: it reads the advice)
    entry = rt.Entry(**msgspec.structs.asdict(draft), advice=advice, verdict=told)
    if not want_extras:
        return entry, None
    return entry, tab_extras(ctx, sections.memory.curves, timeline_store(ctx, sections.projection))


def _trace_warnings(ctx, sections: Sections) -> list:
    data, devices = ctx.data, sections.devices
    warnings = list(data.warnings)
    if ctx.model.duplicate_correlations:
        warnings.append(
            f"{data.path}: {counted(ctx.model.duplicate_correlations, 'launch event')} "
            f"{verb(ctx.model.duplicate_correlations, 'reuses', 'reuse')} a correlation id; "
            "the first one is used"
        )
    warnings.extend(sections.label_check)
    if ctx.clipped["kernels"]:
        warnings.append(
            f"{data.path}: {counted(ctx.clipped['kernels'], 'kernel')} ran past the start of the next kernel on "
            f"{verb(ctx.clipped['kernels'], 'its', 'their')} stream, "
            f"{ctx.clipped['us']:,.1f} µs in all (programmatic dependent launch, or a duration that overflowed): each "
            "overlap is counted once, the earlier kernel's end clipped to the next one's start"
        )
    warnings.extend(sections.compiled.warnings)
    launches = data.cpu.kind == LAUNCH
    launches_without_id = int((launches & (data.cpu.corr == NONE_ID)).sum())
    if launches_without_id:
        warnings.append(
            f"{data.path}: {counted(launches_without_id, 'launch event')} "
            f"{verb(launches_without_id, 'carries', 'carry')} no correlation id: the kernels launched cannot be tied "
            "to the op that launched them"
        )
    if devices.without_correlation:
        warnings.append(
            f"{data.path}: {counted(devices.without_correlation, 'kernel')} ({devices.without_correlation_us:.1f} µs) "
            f"{verb(devices.without_correlation, 'carries', 'carry')} no correlation id (the args are missing): not "
            "attributable to the op that launched them"
        )
    return warnings


def _compose(ctx, options: Options, sections: Sections) -> rt.EntryDraft:
    """The entry, every section but advice, made once from the passes' sections."""
    data, scopes = ctx.data, ctx.scopes
    times, devices, memory, tables = sections.times, sections.devices, sections.memory, sections.attention_ops
    has_gpu = len(data.gpu) > 0
    # the breakdown's units: kernels, or on CPU-only traces the CPU ops
    units = devices if has_gpu else sections.host_ops
    scope_entries, overall_spread = _scope_rows(ctx, sections, units)
    props = device_properties(data)
    held = hardware.held_to_peaks(props, has_gpu, tables.all, sections.attention_gemms, options.peak_tables())
    device_props = data.devices
    matched = held.hardware if has_gpu and held.hardware["matched"] else None
    replay = sections.graphs is not None and not (sections.graphs["capture_merge"] or {}).get("replays_merged")
    op_rows = [{**row, **cols} for row, cols in zip(tables.all, held.op_columns)]
    scope_expected(op_rows, scope_entries)
    attention = _attention(ctx, sections, units, scope_entries, op_rows, overall_spread)
    attention_us = attention["kernel_us"] if has_gpu else attention["cpu_us"]
    # (built by keyword: mypy checks every field written; each section a pass made as JSON-like
    # data is typed and checked by msgspec, a float field given an int made a float)
    return rt.EntryDraft(
        path=data.path,
        ok=True,
        device=hardware.device_label(data, props),
        devices=[None if d.get("name") is None else str(d["name"]) for d in device_props],
        breakdown_unit="gpu" if has_gpu else "cpu_op",
        events=int(data.event_count),
        distributed=_as(data.distributed, Optional[rt.Distributed]),
        torch_threads=data.torch_threads,
        total_kernel_us=float(round(devices.total_kernel_us, 3)),
        steps=_as(
            {"count": len(times.step_us), "total_us": round(sum(times.step_us), 3), "per_step": sections.per_step},
            rt.Steps,
        ),
        attention=_as(attention, rt.Attention),
        unattributed_kernels=int(devices.unattributed),
        unattributed_kernel_us=float(round(devices.unattributed_us, 3)),
        unattributed_other=int(devices.unattributed_other),
        unattributed_causes=_unattributed_causes(devices),
        attention_kernels_outside_scopes=_stray_kernels(devices),
        scopes=_as(scope_entries, list[rt.Scope]),
        layers=_as(layers(scope_entries, has_gpu, attention_us), Optional[rt.Layers]),
        sdpa=_as(tables.sdpa, list[rt.SdpaRow]),
        attention_ops=_as(op_rows, list[rt.AttentionOpRow]),
        attention_calls=_as(tables.calls, rt.AttentionCalls),
        expected=_as(expected_summary(op_rows), Optional[rt.ExpectedSummary]),
        attention_ops_outside_scopes=_as(outside_labels(scopes, scope_entries), rt.StrayAttentionOps),
        memory_curves=_as([downsample(c) for _, c in sorted(memory.curves.items())], list[rt.MemoryCurve]),
        patterns=rt.Patterns(label_regex=options.label_regex, module_regex=options.module_regex),
        errors=[],
        warnings=_trace_warnings(ctx, sections),
        compiled=_as(sections.compiled.section, rt.CompiledRegions),
        graph_replays=_as(sections.graphs, Optional[rt.GraphReplays]),
        serving=_as(compose_serving(sections.serving, tables.in_engine_steps, matched, replay), Optional[rt.Serving]),
        attention_gemms=_as(
            [{**row, **cols} for row, cols in zip(sections.attention_gemms, held.gemm_columns)], list[rt.GemmRow]
        ),
        call_sites=_as(ctx.call_sites.section(tables.all), rt.EntryCallSites),
        hardware=_as(held.hardware, rt.Hardware),
        token_mixers=_as(compose_token_mixers(sections.token_mixers, scope_entries, op_rows), Optional[rt.TokenMixers]),
        gpu_time=_as(compose_gpu_time(sections.gpu_time, ctx.clipped), rt.GpuTime) if has_gpu else None,
    )


def _scope_rows(ctx, sections: Sections, units) -> tuple:
    """-> (the scopes' rows with their calls' spread and call sites, the attention calls' spread)."""
    data, scopes = ctx.data, ctx.scopes
    scope_entries = _scope_entries(
        scopes, sections.times, sections.devices, sections.host_ops, sections.memory, units.by_key, sections.projection
    )
    spread, overall_spread = per_call_spread(ctx, sections.projection)
    for entry, per_call in zip(scope_entries, spread):
        entry["per_call"] = per_call
    calls = scopes.outermost & scopes.forward
    by_scope = ctx.call_sites.of_groups(data, scopes.inst_row[calls], scopes.inst_key[calls], len(scope_entries))
    for entry, sites in zip(scope_entries, by_scope):
        entry["call_sites"] = sites
    return scope_entries, overall_spread


def _attention(ctx, sections: Sections, units, scope_entries: list, op_rows: list, overall_spread: dict) -> dict:
    """The entry's attention section: its totals and the parts the passes gave."""
    parts = (ctx.scopes, sections.times, sections.devices, sections.host_ops, units.overall, scope_entries)
    attention = {
        **attention_totals(*parts, unlinked_part(ctx)),
        "communication_by_launcher": sections.communication["by_launcher"],
        "cpu_parts": sections.cpu_parts,
        "cpu_threads": sections.cpu_threads,
        "kernel_sites": sections.kernel_sites,
        "per_call": overall_spread,
        "recomputed": recomputed_calls(ctx, sections.projection),
        "op_calls": sum(r["count"] for r in op_rows),
    }
    attention["backends_in_use"] = backends_in_use(op_rows, attention["backends"])
    attention["peak_memory_note"] = _peak_memory_note(attention["peak_allocated"], len(ctx.data.memory))
    return attention


def _stray_kernels(devices: DeviceActivity) -> rt.StrayAttentionKernels:
    stray = devices.stray
    return _as({"count": stray["count"], "us": round(stray["us"], 3), "backends": sorted(stray["backends"])},
               rt.StrayAttentionKernels)  # fmt: skip


def _as(value: Any, kind: Any) -> Any:
    """A section as the report's class (msgspec.convert: checked, a float field's int made a float)."""
    return msgspec.convert(value, kind)


def _unattributed_causes(devices: DeviceActivity) -> rt.UnattributedCauses:
    return _as(
        {
            "no_correlation_id": {"count": devices.without_correlation, "us": round(devices.without_correlation_us, 3)},
            "launch_not_in_trace": {
                "count": devices.unattributed - devices.without_correlation,
                "us": round(devices.unattributed_us - devices.without_correlation_us, 3),
            },
            "launch_thread_not_covered": {
                "count": devices.uncovered_thread,
                "us": round(devices.uncovered_thread_us, 3),
            },
        },
        rt.UnattributedCauses,
    )


def _scope_entries(
    scopes: Scopes,
    times: ScopeTimes,
    devices: DeviceActivity,
    ops: HostOps,
    memory: MemorySection,
    breakdowns: list,
    projection: GpuProjection,
) -> list:
    stats = dict(devices.stats, cpu_op_n=ops.cpu_op_n)
    entries = []
    for key, (name, source) in enumerate(scopes.keys):
        c = int(times.count[key]) or 1
        fwd = {k: float(v[key, 0]) for k, v in stats.items()}
        bwd = {k: float(v[key, 1]) for k, v in stats.items()}
        pk = times.parent_key[key]
        memory_rows = memory.by_scope.for_key(key)
        entries.append(
            {
                "id": key,
                "name": name,
                "source": source,
                "parent": scopes.keys[pk][0] if pk >= 0 else None,
                "parent_id": pk if pk >= 0 else None,
                "count": int(times.count[key]),
                "cpu_us": round(times.cpu_us[key], 3),
                "cpu_us_per_instance": round(times.cpu_us[key] / c, 3),
                "backward_cpu_us": round(times.backward_cpu_us[key], 3),
                "forward_kernel_us": round(fwd["kernel_us"], 3),
                "backward_kernel_us": round(bwd["kernel_us"], 3),
                "kernel_us_per_instance": round(fwd["kernel_us"] / c, 3),
                "kernels_per_instance": round(fwd["kernel_n"] / c, 3),
                "backward_kernels_per_instance": round(bwd["kernel_n"] / c, 3),
                "gpu_ops_per_instance": round((fwd["kernel_n"] + fwd["memcpy_n"] + fwd["memset_n"]) / c, 3),
                "cpu_ops_per_instance": round(fwd["cpu_op_n"] / c, 3),
                "gpu_projection": projection.per_call[key],
                "memcpy": {
                    "count": int(fwd["memcpy_n"] + bwd["memcpy_n"]),
                    "us": round(fwd["memcpy_us"] + bwd["memcpy_us"], 3),
                },
                "memset": {
                    "count": int(fwd["memset_n"] + bwd["memset_n"]),
                    "us": round(fwd["memset_us"] + bwd["memset_us"], 3),
                },
                "kernels": breakdowns[key].kernels(),
                "categories": breakdowns[key].categories(),
                "memory": memory_rows,
                **forward_memory(memory_rows),
            }
        )
    return entries


# why attention has no peak memory (attention.peak_memory_note), said where the number would be
MEMORY_NOT_RECORDED = "not recorded: profile with profile_memory=True to see it"
NO_ALLOCATION_IN_ATTENTION = "no allocation while attention ran"


def _peak_memory_note(peak, memory_events: int):
    if peak is not None:
        return None
    return NO_ALLOCATION_IN_ATTENTION if memory_events else MEMORY_NOT_RECORDED
