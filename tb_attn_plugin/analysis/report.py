"""One trace -> its entry of the versioned report (docs/report-schema.md)."""

from __future__ import annotations

import bisect
import os
import time
from collections import Counter
from dataclasses import dataclass
from typing import Optional

from .. import patterns
from ..model import build_model
from ..reader import KERNEL, LABEL, OP, Limits, TraceData, TraceReadError, check_deadline, read_trace
from .advice import advise
from .backward import attribute_backward, link_backward_ops
from .kernels import Breakdown, kernel_detail
from .memory import ScopeMemory, device_curves, downsample, peak_during
from .scopes import find_scopes
from .sdpa import backend_of, sdpa_call_facts

SCHEMA_VERSION = 1
# Bump when a change alters what an analysis returns for the same file (cache key).
ANALYSIS_VERSION = 1
TOP_KERNELS = 25


@dataclass(frozen=True)
class Options:
    label_regex: str = patterns.DEFAULT_LABEL_REGEX
    module_regex: str = patterns.DEFAULT_MODULE_REGEX

    def compiled(self):
        return (patterns.compile_regex(self.label_regex, "label"),
                patterns.compile_regex(self.module_regex, "module"))


def analyze_file(path: str, options: Options = Options(), extras: Optional[dict] = None,
                 limits: Optional[Limits] = None) -> dict:
    """Analyse one file; unreadable input gives an entry whose ``errors`` say why. Never
    raises: whatever a file holds, the caller gets an entry."""
    started = time.perf_counter()
    limits = limits or Limits()
    deadline = limits.deadline()
    try:
        data = read_trace(path, limits, deadline)
        check_deadline(path, deadline, limits)
        entry = analyze(data, options, extras, deadline=deadline, limits=limits)
    except TraceReadError as exc:
        return empty_entry(path, str(exc))
    except RecursionError:
        return empty_entry(path, f"{path}: nested too deeply to analyse")
    except MemoryError:
        return empty_entry(path, f"{path}: ran out of memory while analysing")
    except Exception as exc:  # a bug meeting an odd trace: report it, keep the other traces going
        if os.environ.get("TB_ATTN_DEBUG"):
            raise
        return empty_entry(path, f"{path}: could not be analysed ({type(exc).__name__}: {exc})")
    entry["analysis_seconds"] = round(time.perf_counter() - started, 3)
    return entry


def empty_entry(path: str, error: str) -> dict:
    return {
        "path": path, "ok": False, "device": None, "total_kernel_us": 0.0,
        "attention": None, "unattributed_kernels": 0, "scopes": [], "sdpa": [],
        "errors": [error], "warnings": [],
    }


def _gpu_name(devices: list, device_index) -> Optional[dict]:
    for d in devices:
        if d.get("id") == device_index:
            return d
    return devices[0] if len(devices) == 1 else None


def analyze(data: TraceData, options: Options = Options(), extras: Optional[dict] = None,
            deadline: Optional[float] = None, limits: Optional[Limits] = None) -> dict:
    """The report entry of one trace. With ``extras`` (a dict), also fills in what the
    TensorBoard tab needs beyond the report: scope instance windows and the full memory
    event series per device (for zooming and listing allocations)."""
    label_re, module_re = options.compiled()
    limits = limits or Limits()

    def checkpoint():
        check_deadline(data.path, deadline, limits)

    model = build_model(data)
    checkpoint()
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    n = model.n_cpu
    parent = model.parent
    scopes = find_scopes(model, label_re, module_re)
    links = link_backward_ops(model)
    bwd_inst, bwd_roots, bwd_op_of = attribute_backward(model, scopes, links)
    checkpoint()
    inst_of_row = scopes.inst_of_row
    chain = scopes.inst_chain_keys
    nkeys = len(scopes.keys)

    def phase_of(row):
        b = bwd_inst[row]
        if b >= 0:
            return "backward", b
        f = inst_of_row[row]
        if f >= 0:
            return "forward", f
        return None, -1

    # --- SDPA ops: the innermost SDPA op of every row, and which SDPA ops are leaves.
    sdpa_anc = [-1] * len(parent)
    non_leaf = set()
    for j in model.order:
        if j >= n:
            continue
        p = parent[j]
        up = sdpa_anc[p] if p >= 0 else -1
        if cpu.kind[j] == OP and strings[cpu.name[j]] in patterns.SDPA_FORWARD_OPS:
            if up >= 0:
                non_leaf.add(up)
            sdpa_anc[j] = j
        else:
            sdpa_anc[j] = up
    leaf_of: dict = {}
    for j in model.order:
        if j < n and sdpa_anc[j] == j and j not in non_leaf:
            p = parent[j]
            a = sdpa_anc[p] if p >= 0 else -1
            while a >= 0:
                leaf_of.setdefault(a, j)
                pa = parent[a]
                a = sdpa_anc[pa] if pa >= 0 else -1

    def sdpa_leaf(row):
        s = sdpa_anc[row] if row >= 0 else -1
        if s < 0:
            return -1
        return s if s not in non_leaf else leaf_of.get(s, -1)

    # --- per scope key accumulators
    count = [0] * nkeys
    cpu_us = [0.0] * nkeys
    bwd_cpu_us = [0.0] * nkeys
    for inst, key in enumerate(scopes.inst_key):
        count[key] += 1
        p = scopes.inst_parent[inst]
        if p >= 0 and key in chain[p]:
            continue  # nested in an instance of itself: its time is already counted
        cpu_us[key] += cpu.dur[scopes.inst_row[inst]]
    forward_cpu_total = sum(cpu.dur[scopes.inst_row[i]] for i, p in enumerate(scopes.inst_parent) if p < 0)
    backward_cpu_total = 0.0
    for root in bwd_roots:
        backward_cpu_total += cpu.dur[root]
        for key in chain[bwd_inst[root]]:
            bwd_cpu_us[key] += cpu.dur[root]

    stats = [{"forward": Counter(), "backward": Counter()} for _ in range(nkeys)]
    breakdown = [Breakdown() for _ in range(nkeys)]
    overall = Breakdown()
    has_gpu = len(gpu) > 0
    device_props = data.devices

    # --- device activities
    total_kernel_us = 0.0
    unattributed = 0
    unattributed_us = 0.0
    unattributed_other = 0
    attn = Counter()
    sdpa_fwd_us = Counter()
    sdpa_bwd_us = Counter()
    sdpa_kernel_backends: dict = {}
    detail_cache: dict = {}
    stray = {"count": 0, "us": 0.0, "backends": set()}
    for g in range(len(gpu)):
        kind = gpu.kind[g]
        dur = gpu.dur[g]
        if kind == KERNEL:
            total_kernel_us += dur
        corr = gpu.corr[g]
        launch = model.launch_of_corr.get(corr) if corr is not None else None
        if launch is None:
            if kind == KERNEL:
                unattributed += 1
                unattributed_us += dur
                _count_stray_attention_kernel(strings[gpu.name[g]], dur, stray)
            else:
                unattributed_other += 1
            continue
        phase, inst = phase_of(launch)
        if phase is None:
            if kind == KERNEL:
                _count_stray_attention_kernel(strings[gpu.name[g]], dur, stray)
            continue
        name = strings[gpu.name[g]]
        kind_name = ("kernel", "memcpy", "memset")[kind]
        if kind == KERNEL:
            category, backend = patterns.classify_kernel(name)
        else:
            category, backend = kind_name, None
        dkey = (gpu.name[g], cpu.name[launch], gpu.device[g])
        detail = detail_cache.get(dkey)
        if detail is None:
            detail = detail_cache[dkey] = kernel_detail(
                name, category, gpu.config.get(g), strings[cpu.name[launch]] if kind == KERNEL else None,
                _gpu_name(device_props, gpu.device[g]) if kind == KERNEL else None)
        overall.add(phase, name, category, backend, dur, detail)
        attn[(phase, kind_name, "us")] += dur
        attn[(phase, kind_name, "n")] += 1
        for key in chain[inst]:
            breakdown[key].add(phase, name, category, backend, dur, detail)
            st = stats[key][phase]
            st[kind_name + "_us"] += dur
            st[kind_name + "_n"] += 1
        if kind == KERNEL:
            if phase == "forward":
                leaf = sdpa_leaf(launch)
                if leaf >= 0:
                    sdpa_fwd_us[leaf] += dur
                    if backend:
                        sdpa_kernel_backends.setdefault(leaf, set()).add(backend)
            else:
                b = bwd_op_of[launch]
                leaf = sdpa_leaf(links[b]) if b >= 0 else -1
                if leaf >= 0:
                    sdpa_bwd_us[leaf] += dur

    checkpoint()
    # --- host ops: counts per scope, and on CPU-only traces the breakdown itself
    op_anc = [-1] * len(parent)
    self_us = {}
    for j in model.order:
        if j >= n:
            continue
        p = parent[j]
        up = op_anc[p] if p >= 0 else -1
        if cpu.kind[j] == OP:
            self_us[j] = cpu.dur[j]
            if up >= 0:
                self_us[up] -= cpu.dur[j]
            op_anc[j] = j
        else:
            op_anc[j] = up
    for j, self_time in self_us.items():
        phase, inst = phase_of(j)
        if phase is None:
            continue
        for key in chain[inst]:
            stats[key][phase]["cpu_op_n"] += 1
        attn[(phase, "cpu_op", "n")] += 1
        if not has_gpu:
            name = strings[cpu.name[j]]
            category, backend = patterns.classify_cpu_op(name)
            dur = max(self_time, 0.0)
            overall.add(phase, name, category, backend, dur)
            for key in chain[inst]:
                breakdown[key].add(phase, name, category, backend, dur)

    checkpoint()
    # --- memory
    curves = device_curves(data.memory)
    scope_mem = ScopeMemory()
    for m_row in range(len(data.memory)):
        j = n + m_row
        phase, inst = phase_of(j)
        if phase is None:
            continue
        for key in chain[inst]:
            scope_mem.add_event(key, phase, data.memory.device[m_row], data.memory.bytes[m_row])
    if curves:
        for inst, row in enumerate(scopes.inst_row):
            start, end = cpu.ts[row], cpu.ts[row] + cpu.dur[row]
            for dev, curve in curves.items():
                peak = peak_during(curve, start, end)
                for key in chain[inst]:
                    scope_mem.add_peak(key, "forward", dev, peak)
        for root in bwd_roots:
            start, end = cpu.ts[root], cpu.ts[root] + cpu.dur[root]
            for dev, curve in curves.items():
                peak = peak_during(curve, start, end)
                for key in chain[bwd_inst[root]]:
                    scope_mem.add_peak(key, "backward", dev, peak)

    # --- scopes
    parent_votes = [Counter() for _ in range(nkeys)]
    for inst, key in enumerate(scopes.inst_key):
        p = scopes.inst_parent[inst]
        parent_votes[key][scopes.inst_key[p] if p >= 0 else -1] += 1
    scope_entries = []
    for key, (name, source) in enumerate(scopes.keys):
        c = count[key] or 1
        fwd, bwd = stats[key]["forward"], stats[key]["backward"]
        parent_key = parent_votes[key].most_common(1)[0][0] if parent_votes[key] else -1
        scope_entries.append({
            "id": key,
            "name": name,
            "source": source,
            "parent": scopes.keys[parent_key][0] if parent_key >= 0 else None,
            "parent_id": parent_key if parent_key >= 0 else None,
            "count": count[key],
            "cpu_us": round(cpu_us[key], 3),
            "cpu_us_per_instance": round(cpu_us[key] / c, 3),
            "backward_cpu_us": round(bwd_cpu_us[key], 3),
            "forward_kernel_us": round(fwd["kernel_us"], 3),
            "backward_kernel_us": round(bwd["kernel_us"], 3),
            "kernel_us_per_instance": round(fwd["kernel_us"] / c, 3),
            "kernels_per_instance": round(fwd["kernel_n"] / c, 3),
            "backward_kernels_per_instance": round(bwd["kernel_n"] / c, 3),
            "gpu_ops_per_instance": round((fwd["kernel_n"] + fwd["memcpy_n"] + fwd["memset_n"]) / c, 3),
            "cpu_ops_per_instance": round(fwd["cpu_op_n"] / c, 3),
            "memcpy": {"count": fwd["memcpy_n"] + bwd["memcpy_n"], "us": round(fwd["memcpy_us"] + bwd["memcpy_us"], 3)},
            "memset": {"count": fwd["memset_n"] + bwd["memset_n"], "us": round(fwd["memset_us"] + bwd["memset_us"], 3)},
            "kernels": breakdown[key].kernels(),
            "categories": breakdown[key].categories(),
            "memory": scope_mem.for_key(key),
        })

    # --- SDPA table: one entry per op name, shape, dtype and causal flag
    sdpa_groups: dict = {}
    for row, shapes in cpu.shapes.items():
        if sdpa_anc[row] != row or row in non_leaf:
            continue
        op = strings[cpu.name[row]]
        facts = sdpa_call_facts(op, shapes)
        shape = facts["shape"]
        gkey = (op, tuple(sorted(shape.items())) if shape else None, facts["dtype"], facts["causal"])
        grp = sdpa_groups.get(gkey)
        if grp is None:
            grp = sdpa_groups[gkey] = {"op": op, "backends": set(), "count": 0, "kernel_us": 0.0,
                                       "backward_kernel_us": 0.0, "flops": 0, "shape": shape,
                                       "causal": facts["causal"], "dtype": facts["dtype"],
                                       "flops_per_call": facts["flops"], "cpu_us": 0.0}
        grp["count"] += 1
        grp["kernel_us"] += sdpa_fwd_us.get(row, 0.0)
        grp["backward_kernel_us"] += sdpa_bwd_us.get(row, 0.0)
        grp["cpu_us"] += cpu.dur[row]
        grp["backends"] |= sdpa_kernel_backends.get(row, set())
        if facts["flops"] is not None:
            grp["flops"] += facts["flops"]
    sdpa_entries = []
    for grp in sorted(sdpa_groups.values(), key=lambda g: (-g["kernel_us"], g["op"])):
        kernel_us = grp["kernel_us"]
        flops = grp["flops"] if grp["flops_per_call"] is not None else None
        sdpa_entries.append({
            "op": grp["op"],
            "backend": backend_of(grp["op"], grp["backends"]),
            "kernel_backends": sorted(grp["backends"]),
            "count": grp["count"],
            "kernel_us": round(kernel_us, 3),
            "backward_kernel_us": round(grp["backward_kernel_us"], 3),
            "cpu_us": round(grp["cpu_us"], 3),
            "flops": flops,
            "flops_per_call": grp["flops_per_call"],
            "tflops": _tflops(flops, kernel_us),
            # CPU-only traces have no kernels: the op's own CPU time is the time base there
            "cpu_tflops": _tflops(flops, grp["cpu_us"]) if not has_gpu else None,
            "shape": grp["shape"],
            "causal": grp["causal"],
            "dtype": grp["dtype"],
        })

    # --- trace level
    steps = [cpu.dur[r] for r in range(n) if cpu.kind[r] == LABEL and strings[cpu.name[r]].startswith("ProfilerStep#")]
    step_us = sum(steps)
    fwd_k, bwd_k = attn[("forward", "kernel", "us")], attn[("backward", "kernel", "us")]
    kernel_us = fwd_k + bwd_k
    attention = {
        "scope_source": scopes.source,
        "forward_kernel_us": round(fwd_k, 3),
        "backward_kernel_us": round(bwd_k, 3),
        "kernel_us": round(kernel_us, 3),
        "kernel_share": round(kernel_us / total_kernel_us, 6) if total_kernel_us > 0 else None,
        "forward_kernels": attn[("forward", "kernel", "n")],
        "backward_kernels": attn[("backward", "kernel", "n")],
        "cpu_us": round(forward_cpu_total + backward_cpu_total, 3),
        "forward_cpu_us": round(forward_cpu_total, 3),
        "backward_cpu_us": round(backward_cpu_total, 3),
        "cpu_share": round((forward_cpu_total + backward_cpu_total) / step_us, 6) if step_us > 0 else None,
        "memcpy_us": round(attn[("forward", "memcpy", "us")] + attn[("backward", "memcpy", "us")], 3),
        "memcpy_count": attn[("forward", "memcpy", "n")] + attn[("backward", "memcpy", "n")],
        "memset_us": round(attn[("forward", "memset", "us")] + attn[("backward", "memset", "us")], 3),
        "memset_count": attn[("forward", "memset", "n")] + attn[("backward", "memset", "n")],
        "cpu_ops": attn[("forward", "cpu_op", "n")] + attn[("backward", "cpu_op", "n")],
        "backends": sorted({r["backend"] for r in overall.rows.values() if r["category"] == "attention" and r["backend"]}),
        "categories": overall.categories(),
        "top_kernels": overall.kernels(TOP_KERNELS),
        "peak_memory": _peak_memory(scope_entries, scopes),
    }

    device_name = None
    if device_props and device_props[0].get("name") is not None:
        device_name = str(device_props[0]["name"])
    warnings = list(data.warnings)
    if model.duplicate_correlations:
        warnings.append(f"{data.path}: {model.duplicate_correlations} launch event(s) reuse a correlation id; the first one is used")
    warnings.extend(_cross_check_gpu_labels(data, model, scopes, label_re))
    entry = {
        "path": data.path,
        "ok": True,
        "device": device_name,
        "devices": [None if d.get("name") is None else str(d["name"]) for d in device_props],
        "breakdown_unit": "gpu" if has_gpu else "cpu_op",
        "events": data.event_count,
        "total_kernel_us": round(total_kernel_us, 3),
        "steps": {"count": len(steps), "total_us": round(step_us, 3)},
        "attention": attention,
        "unattributed_kernels": unattributed,
        "unattributed_kernel_us": round(unattributed_us, 3),
        "unattributed_other": unattributed_other,
        "attention_kernels_outside_scopes": {"count": stray["count"], "us": round(stray["us"], 3),
                                             "backends": sorted(stray["backends"])},
        "scopes": scope_entries,
        "sdpa": sdpa_entries,
        "memory_curves": [downsample(c) for _, c in sorted(curves.items())],
        "patterns": {"label_regex": options.label_regex, "module_regex": options.module_regex},
        "errors": [],
        "warnings": warnings,
    }
    entry["advice"] = advise(entry)
    if extras is not None:
        extras.update(_extras(data, scopes, bwd_inst, bwd_roots, curves, phase_of, n))
    return entry


MAX_INSTANCES_PER_SCOPE = 20000


def _extras(data, scopes, bwd_inst, bwd_roots, curves, phase_of, n) -> dict:
    cpu = data.cpu
    instances: dict = {}
    for inst, row in enumerate(scopes.inst_row):
        rows = instances.setdefault(scopes.inst_key[inst], [])
        if len(rows) < MAX_INSTANCES_PER_SCOPE:
            rows.append((cpu.ts[row], cpu.ts[row] + cpu.dur[row], "forward"))
    for root in bwd_roots:
        rows = instances.setdefault(scopes.inst_key[bwd_inst[root]], [])
        if len(rows) < MAX_INSTANCES_PER_SCOPE:
            rows.append((cpu.ts[root], cpu.ts[root] + cpu.dur[root], "backward"))
    for rows in instances.values():
        rows.sort()
    memory = {}
    for dev, curve in curves.items():
        scope_ids, phases = [], []
        for m_row in curve.rows:
            phase, inst = phase_of(n + m_row)
            scope_ids.append(scopes.inst_key[inst] if inst >= 0 else -1)
            phases.append(phase)
        memory[dev] = {"curve": curve, "bytes": [data.memory.bytes[r] for r in curve.rows],
                       "scope": scope_ids, "phase": phases}
    return {"instances": instances, "memory": memory, "scope_names": [k[0] for k in scopes.keys]}


def _count_stray_attention_kernel(name: str, dur: float, stray: dict) -> None:
    """Fused attention kernels that no scope owns (no launch, or launched outside every scope)."""
    category, backend = patterns.classify_kernel(name)
    if category == "attention":
        stray["count"] += 1
        stray["us"] += dur
        stray["backends"].add(backend)


def _tflops(flops, us):
    return round(flops / (us * 1e-6) / 1e12, 3) if flops and us and us > 0 else None


def _peak_memory(scope_entries: list, scopes) -> list:
    """Highest allocated level per device while any top-level attention scope runs."""
    best: dict = {}
    top_keys = {scopes.inst_key[i] for i, p in enumerate(scopes.inst_parent) if p < 0}
    for s in scope_entries:
        if s["id"] not in top_keys:
            continue
        for m in s["memory"]:
            if m["peak_allocated"] is None:
                continue
            k = (m["device"], m["phase"])
            if k not in best or m["peak_allocated"] > best[k]:
                best[k] = m["peak_allocated"]
    return [{"device": d, "phase": ph, "peak_allocated": v} for (d, ph), v in sorted(best.items())]


def _cross_check_gpu_labels(data: TraceData, model, scopes, label_re) -> list:
    """Kineto's GPU span of an innermost label must cover only kernels we gave that label's scope."""
    if not data.gpu_labels or scopes.source == "op":
        return []
    cpu, gpu = data.cpu, data.gpu
    label_inst_by_ext = {}
    for inst, row in enumerate(scopes.inst_row):
        if cpu.ext_id[row] is not None:
            label_inst_by_ext[cpu.ext_id[row]] = inst
    spans = [s for s in data.gpu_labels if s[4] in label_inst_by_ext]
    if not spans:
        return []
    by_device: dict = {}
    for g in range(len(gpu)):
        if gpu.kind[g] == KERNEL:
            by_device.setdefault(gpu.device[g], []).append((gpu.ts[g], g))
    for rows in by_device.values():
        rows.sort()
    mismatches = checked = 0
    for _name, dev, ts, dur, ext in spans:
        inst = label_inst_by_ext[ext]
        rows = by_device.get(dev, [])
        i = bisect.bisect_left(rows, (ts - 0.002, -1))
        while i < len(rows) and rows[i][0] <= ts + dur + 0.002:
            g = rows[i][1]
            i += 1
            if gpu.ts[g] + gpu.dur[g] > ts + dur + 0.002:
                continue
            launch = model.launch_of_corr.get(gpu.corr[g])
            if launch is None:
                continue
            checked += 1
            own = scopes.inst_of_row[launch]
            if own != inst and (own < 0 or inst not in _ancestors(scopes, own)):
                mismatches += 1
    if mismatches:
        return [f"{data.path}: {mismatches} of {checked} kernel(s) inside a label's GPU span were launched outside that label"]
    return []


def _ancestors(scopes, inst):
    out = []
    while inst >= 0:
        out.append(inst)
        inst = scopes.inst_parent[inst]
    return out
