"""One trace -> its entry of the versioned report (docs/report-schema.md)."""

from __future__ import annotations

import bisect
import os
import time
from collections import Counter
from dataclasses import dataclass
from typing import Optional

import numpy as np

from .. import patterns
from ..model import build_model
from ..reader import KERNEL, LABEL, NONE_ID, OP, Limits, TraceData, TraceReadError, check_deadline, read_trace
from .advice import advise
from .backward import attribute_backward, link_backward_ops
from .kernels import Breakdown, kernel_detail
from .memory import ScopeMemory, device_curves, downsample, peaks_during
from .scopes import _name_hits, find_scopes
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
    event series per device (for zooming and listing allocations).

    Every pass is an array operation over all rows, or a loop over groups (distinct
    scope chains, names, devices), never a Python loop per event."""
    label_re, module_re = options.compiled()
    limits = limits or Limits()

    def checkpoint():
        check_deadline(data.path, deadline, limits)

    model = build_model(data)
    checkpoint()
    cpu, gpu, strings = data.cpu, data.gpu, data.strings
    n = model.n_cpu
    parent = model.parent
    total_rows = len(parent)
    scopes = find_scopes(model, label_re, module_re)
    links = link_backward_ops(model)
    bwd_inst, bwd_roots, bwd_op_of = attribute_backward(model, scopes, links)
    checkpoint()
    inst_of_row = scopes.inst_of_row
    chains = scopes.chains
    nkeys = len(scopes.keys)
    expand = _ChainExpander(chains)

    # phase of every row (0 forward, 1 backward, -1 outside attention), its instance and chain
    phase_of_row = np.where(bwd_inst >= 0, 1, np.where(inst_of_row >= 0, 0, -1)).astype(np.int8)
    inst_any = np.where(bwd_inst >= 0, bwd_inst, inst_of_row)
    chain_of_row = np.where(inst_any >= 0, scopes.inst_chain[np.maximum(inst_any, 0)] if len(scopes.inst_chain)
                            else -1, -1)

    # --- SDPA ops: the innermost SDPA op of every row, and which SDPA ops are leaves.
    is_sdpa = np.zeros(total_rows, dtype=bool)
    ops = np.flatnonzero(cpu.kind == OP)
    is_sdpa[ops[_name_hits(strings, cpu.name[ops], lambda s: s in patterns.SDPA_FORWARD_OPS)]] = True
    sdpa_anc = model.nearest(is_sdpa)
    sdpa_rows = np.flatnonzero(is_sdpa)
    sdpa_rows = sdpa_rows[np.argsort(model.position[sdpa_rows], kind="stable")]
    sdpa_outer = model.nearest(is_sdpa, strict=True)
    outer_of = dict(zip(sdpa_rows.tolist(), sdpa_outer[sdpa_rows].tolist()))
    non_leaf = {a for a in outer_of.values() if a >= 0}
    leaf_of: dict = {}
    for j, a in outer_of.items():
        if j in non_leaf:
            continue
        while a >= 0:
            leaf_of.setdefault(a, j)
            a = outer_of[a]
    # row -> its SDPA leaf: the innermost SDPA op, or for a dispatcher op its first leaf
    resolve = np.arange(total_rows, dtype=np.int64)
    for a in non_leaf:
        resolve[a] = leaf_of.get(a, -1)

    def sdpa_leaf(rows):
        s = sdpa_anc[rows]
        return np.where(s >= 0, resolve[np.maximum(s, 0)], -1)

    # --- per scope key accumulators
    inst_key = scopes.inst_key
    count = np.bincount(inst_key, minlength=nkeys)
    chain_sets = [set(c) for c in chains]
    inst_dur = cpu.dur[scopes.inst_row]
    ic = scopes.inst_chain.tolist()
    # an instance nested in an instance of its own key: its time is already counted
    counted = np.array([p < 0 or k not in chain_sets[ic[p]]
                        for k, p in zip(inst_key.tolist(), scopes.inst_parent.tolist())], dtype=bool)
    # Python floats: round() of a NumPy float rounds differently at the last digit
    cpu_us = _sums(inst_key[counted], inst_dur[counted], nkeys).tolist()
    forward_cpu_total = sum(inst_dur[scopes.inst_parent < 0].tolist())
    root_dur = cpu.dur[bwd_roots]
    backward_cpu_total = sum(root_dur.tolist())
    items, keys = expand(scopes.inst_chain[bwd_inst[bwd_roots]])
    bwd_cpu_us = _sums(keys, root_dur[items], nkeys).tolist()

    # per (key, phase): counts and times by kind of unit
    stats = {name: np.zeros((nkeys, 2)) for name in
             ("kernel_us", "kernel_n", "memcpy_us", "memcpy_n", "memset_us", "memset_n", "cpu_op_n")}
    breakdown = [Breakdown() for _ in range(nkeys)]
    overall = Breakdown()
    has_gpu = len(gpu) > 0
    device_props = data.devices
    attn = Counter()

    # --- device activities
    g_kind, g_dur = gpu.kind, gpu.dur
    is_kernel = g_kind == KERNEL
    total_kernel_us = sum(g_dur[is_kernel].tolist())
    launch = model.launch_of(gpu.corr)
    no_launch = launch < 0
    unattributed = int((no_launch & is_kernel).sum())
    unattributed_us = sum(g_dur[no_launch & is_kernel].tolist())
    unattributed_other = int((no_launch & ~is_kernel).sum())
    g_phase = np.where(no_launch, -1, phase_of_row[np.maximum(launch, 0)])
    stray = {"count": 0, "us": 0.0, "backends": set()}
    outside = np.flatnonzero((g_phase < 0) & is_kernel)
    _count_stray_attention_kernels(strings, gpu.name[outside], g_dur[outside], stray)
    sdpa_fwd_us: dict = {}
    sdpa_bwd_us: dict = {}
    sdpa_kernel_backends: dict = {}
    g = np.flatnonzero(g_phase >= 0)
    if len(g):
        g_launch = launch[g]
        g_chain = chain_of_row[g_launch]
        ph = g_phase[g].astype(np.int64)
        kinds = g_kind[g].astype(np.int64)
        durs = g_dur[g]
        for k, kind_name in enumerate(("kernel", "memcpy", "memset")):
            for p in (0, 1):
                sel = (kinds == k) & (ph == p)
                if sel.any():
                    attn[(_PHASES[p], kind_name, "us")] += sum(durs[sel].tolist())
                    attn[(_PHASES[p], kind_name, "n")] += int(sel.sum())
        items, keys = expand(g_chain)
        for k, kind_name in enumerate(("kernel", "memcpy", "memset")):
            sel = kinds[items] == k
            cell = keys[sel] * 2 + ph[items][sel]
            stats[kind_name + "_us"] += _sums(cell, durs[items][sel], 2 * nkeys).reshape(nkeys, 2)
            stats[kind_name + "_n"] += np.bincount(cell, minlength=2 * nkeys).reshape(nkeys, 2)
        # the detail of a kernel name comes from its first launch (name, launch op, device)
        launch_names = cpu.name[g_launch]
        g_names = gpu.name[g]
        g_devices = gpu.device[g]
        detail_cache: dict = {}
        name_facts: dict = {}
        _, dkey_first, dkey_of = np.unique(np.stack([g_names, launch_names, g_devices]), axis=1,
                                           return_index=True, return_inverse=True)
        dkey_of = dkey_of.reshape(-1)

        def facts(name_id, kind):
            f = name_facts.get((name_id, kind))
            if f is None:
                name = strings[name_id]
                category, backend = patterns.classify_kernel(name) if kind == KERNEL else (
                    ("kernel", "memcpy", "memset")[kind], None)
                f = name_facts[(name_id, kind)] = (name, category, backend)
            return f

        def detail_of(i):
            dk = int(dkey_of[i])
            d = detail_cache.get(dk)
            if d is None:
                i = int(dkey_first[dk])  # the first kernel of this name, launch op and device
                row = int(g[i])
                dkey = (int(g_names[i]), int(launch_names[i]), int(g_devices[i]))
                kind = int(kinds[i])
                name, category, _ = facts(dkey[0], kind)
                d = detail_cache[dk] = kernel_detail(
                    name, category, gpu.config.get(row), strings[dkey[1]] if kind == KERNEL else None,
                    _gpu_name(device_props, dkey[2]) if kind == KERNEL else None)
            return d

        # overall: by (phase, name, kind); per key: by (key, phase, name, kind)
        unit = (g_names * 3 + kinds) * 2 + ph
        for idx, key_of in ((np.arange(len(g)), None), (items, keys)):
            for i, key, count_, total, least, most in _unit_groups(unit, durs, idx, key_of, nkeys):
                name, category, backend = facts(int(g_names[i]), int(kinds[i]))
                (overall if key is None else breakdown[key]).add_group(
                    _PHASES[int(ph[i])], name, category, backend, count_, total, least, most, detail_of(i))
        # SDPA kernel time: forward kernels by the SDPA op that launched them, backward
        # ones by the SDPA op their backward op is linked to
        kern = kinds == KERNEL
        fwd = np.flatnonzero(kern & (ph == 0))
        leaves = sdpa_leaf(g_launch[fwd])
        hit = leaves >= 0
        _add_sums(sdpa_fwd_us, leaves[hit], durs[fwd][hit])
        for leaf, name_id in set(zip(leaves[hit].tolist(), g_names[fwd][hit].tolist())):
            backend = facts(name_id, KERNEL)[2]
            if backend:
                sdpa_kernel_backends.setdefault(leaf, set()).add(backend)
        bwd = np.flatnonzero(kern & (ph == 1))
        b = bwd_op_of[g_launch[bwd]]
        linked_fwd = np.where(b >= 0, links[np.maximum(b, 0)], -1)
        leaves = np.where(linked_fwd >= 0, sdpa_leaf(np.maximum(linked_fwd, 0)), -1)
        hit = leaves >= 0
        _add_sums(sdpa_bwd_us, leaves[hit], durs[bwd][hit])

    checkpoint()
    # --- host ops: counts per scope, and on CPU-only traces the breakdown itself
    is_op = np.zeros(total_rows, dtype=bool)
    is_op[ops] = True
    tree_ops = ops[np.argsort(model.position[ops], kind="stable")]
    op_up = model.nearest(is_op, strict=True)[tree_ops]
    self_us = cpu.dur.copy()
    inner = op_up >= 0
    np.subtract.at(self_us, op_up[inner], cpu.dur[tree_ops[inner]])
    in_scope = tree_ops[phase_of_row[tree_ops] >= 0]
    op_phase = phase_of_row[in_scope].astype(np.int64)
    for p in (0, 1):
        c = int((op_phase == p).sum())
        if c:
            attn[(_PHASES[p], "cpu_op", "n")] += c
    items, keys = expand(chain_of_row[in_scope])
    stats["cpu_op_n"] += np.bincount(keys * 2 + op_phase[items], minlength=2 * nkeys).reshape(nkeys, 2)
    if not has_gpu and len(in_scope):
        op_names = cpu.name[in_scope]
        op_self = np.maximum(self_us[in_scope], 0.0)
        unit = op_names * 2 + op_phase
        name_facts_cpu: dict = {}
        for idx, key_of in ((np.arange(len(in_scope)), None), (items, keys)):
            for i, key, count_, total, least, most in _unit_groups(unit, op_self, idx, key_of, nkeys):
                name_id = int(op_names[i])
                f = name_facts_cpu.get(name_id)
                if f is None:
                    name = strings[name_id]
                    f = name_facts_cpu[name_id] = (name,) + tuple(patterns.classify_cpu_op(name))
                (overall if key is None else breakdown[key]).add_group(
                    _PHASES[int(op_phase[i])], f[0], f[1], f[2], count_, total, least, most)

    checkpoint()
    # --- memory
    mem = data.memory
    curves = device_curves(mem)
    scope_mem = ScopeMemory()
    m_rows = np.flatnonzero(phase_of_row[n:] >= 0)
    if len(m_rows):
        items, keys = expand(chain_of_row[n + m_rows])
        rows = m_rows[items]
        nbytes = np.trunc(mem.bytes[rows])
        cell = (keys * 2 + phase_of_row[n + rows]) * len(mem.device_names) + mem.device[rows]
        uniq, inverse = np.unique(cell, return_inverse=True)
        alloc = mem.bytes[rows] >= 0
        alloc_bytes = np.bincount(inverse, weights=np.where(alloc, nbytes, 0), minlength=len(uniq))
        freed_bytes = np.bincount(inverse, weights=np.where(alloc, 0, -nbytes), minlength=len(uniq))
        alloc_count = np.bincount(inverse, weights=alloc, minlength=len(uniq))
        events = np.bincount(inverse, minlength=len(uniq))
        for u, c in enumerate(uniq.tolist()):
            dev = mem.device_names[c % len(mem.device_names)]
            kp = c // len(mem.device_names)
            scope_mem.add_counts(kp // 2, _PHASES[kp % 2], dev, int(alloc_bytes[u]), int(freed_bytes[u]),
                                 int(alloc_count[u]), int(events[u] - alloc_count[u]))
    if curves:
        windows = ((scopes.inst_row, scopes.inst_chain, "forward"),
                   (bwd_roots, scopes.inst_chain[bwd_inst[bwd_roots]] if len(bwd_roots) else bwd_roots, "backward"))
        for rows, row_chains, phase in windows:
            if not len(rows):
                continue
            start, end = cpu.ts[rows], cpu.ts[rows] + cpu.dur[rows]
            items, keys = expand(row_chains)
            for dev, curve in curves.items():
                peaks = peaks_during(curve, start, end)
                best = np.full(nkeys, np.nan)
                np.fmax.at(best, keys, peaks[items])
                for key in np.flatnonzero(~np.isnan(best)).tolist():
                    scope_mem.add_peak(key, phase, dev, float(best[key]))

    # --- scopes
    pairs = np.stack([inst_key, np.where(scopes.inst_parent >= 0, inst_key[np.maximum(scopes.inst_parent, 0)], -1)])
    parent_key = [-1] * nkeys
    if len(inst_key):
        uniq, first, votes = np.unique(pairs, axis=1, return_index=True, return_counts=True)
        best: dict = {}
        for (k, pk), f, v in zip(uniq.T.tolist(), first.tolist(), votes.tolist()):
            if k not in best or (v, -f) > best[k][:2]:
                best[k] = (v, -f, pk)
        for k, (_, _, pk) in best.items():
            parent_key[k] = pk
    scope_entries = []
    for key, (name, source) in enumerate(scopes.keys):
        c = int(count[key]) or 1
        fwd_n = {k: float(v[key, 0]) for k, v in stats.items()}
        bwd_n = {k: float(v[key, 1]) for k, v in stats.items()}
        pk = parent_key[key]
        scope_entries.append({
            "id": key,
            "name": name,
            "source": source,
            "parent": scopes.keys[pk][0] if pk >= 0 else None,
            "parent_id": pk if pk >= 0 else None,
            "count": int(count[key]),
            "cpu_us": round(cpu_us[key], 3),
            "cpu_us_per_instance": round(cpu_us[key] / c, 3),
            "backward_cpu_us": round(bwd_cpu_us[key], 3),
            "forward_kernel_us": round(fwd_n["kernel_us"], 3),
            "backward_kernel_us": round(bwd_n["kernel_us"], 3),
            "kernel_us_per_instance": round(fwd_n["kernel_us"] / c, 3),
            "kernels_per_instance": round(fwd_n["kernel_n"] / c, 3),
            "backward_kernels_per_instance": round(bwd_n["kernel_n"] / c, 3),
            "gpu_ops_per_instance": round((fwd_n["kernel_n"] + fwd_n["memcpy_n"] + fwd_n["memset_n"]) / c, 3),
            "cpu_ops_per_instance": round(fwd_n["cpu_op_n"] / c, 3),
            "memcpy": {"count": int(fwd_n["memcpy_n"] + bwd_n["memcpy_n"]),
                       "us": round(fwd_n["memcpy_us"] + bwd_n["memcpy_us"], 3)},
            "memset": {"count": int(fwd_n["memset_n"] + bwd_n["memset_n"]),
                       "us": round(fwd_n["memset_us"] + bwd_n["memset_us"], 3)},
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
        facts_ = sdpa_call_facts(op, shapes)
        shape = facts_["shape"]
        gkey = (op, tuple(sorted(shape.items())) if shape else None, facts_["dtype"], facts_["causal"])
        grp = sdpa_groups.get(gkey)
        if grp is None:
            grp = sdpa_groups[gkey] = {"op": op, "backends": set(), "count": 0, "kernel_us": 0.0,
                                       "backward_kernel_us": 0.0, "flops": 0, "shape": shape,
                                       "causal": facts_["causal"], "dtype": facts_["dtype"],
                                       "flops_per_call": facts_["flops"], "cpu_us": 0.0}
        grp["count"] += 1
        grp["kernel_us"] += sdpa_fwd_us.get(row, 0.0)
        grp["backward_kernel_us"] += sdpa_bwd_us.get(row, 0.0)
        grp["cpu_us"] += float(cpu.dur[row])
        grp["backends"] |= sdpa_kernel_backends.get(row, set())
        if facts_["flops"] is not None:
            grp["flops"] += facts_["flops"]
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
    labels = np.flatnonzero(cpu.kind == LABEL)
    steps = cpu.dur[labels[_name_hits(strings, cpu.name[labels], lambda s: s.startswith("ProfilerStep#"))]].tolist()
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
    warnings.extend(_cross_check_gpu_labels(data, model, scopes, launch))
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
        extras.update(_extras(data, scopes, bwd_inst, bwd_roots, curves, phase_of_row, inst_any, n))
    return entry


_PHASES = ("forward", "backward")


class _ChainExpander:
    """Items with a scope chain each -> one (item, key) pair per key of the item's chain,
    items in order and keys innermost first, as two arrays."""

    def __init__(self, chains: list):
        lens = np.array([len(c) for c in chains], dtype=np.int64)
        self.lens = lens
        self.offsets = np.concatenate([[0], np.cumsum(lens)[:-1]]).astype(np.int64) if len(chains) else lens
        self.flat = np.array([k for c in chains for k in c], dtype=np.int64)

    def __call__(self, chain_ids: np.ndarray):
        chain_ids = np.asarray(chain_ids, dtype=np.int64)
        if not len(chain_ids) or not len(self.lens):
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        lens = np.where(chain_ids >= 0, self.lens[np.maximum(chain_ids, 0)], 0)
        items = np.repeat(np.arange(len(chain_ids)), lens)
        starts = np.cumsum(lens) - lens
        within = np.arange(len(items)) - np.repeat(starts, lens)
        keys = self.flat[self.offsets[chain_ids[items]] + within]
        return items, keys


def _unit_groups(unit: np.ndarray, values: np.ndarray, idx: np.ndarray, key_of, nkeys: int):
    """Units (kernels, or CPU ops) idx grouped by their unit code, and by scope key where
    key_of (one key per idx) is given. Yields (first unit, key or None, count, total, least,
    most) per group, in the order the groups first occur (so rows are created in the order
    a loop would create them), totals added in unit order."""
    group = unit[idx] if key_of is None else unit[idx] * (nkeys + 1) + key_of
    uniq, first, inverse = np.unique(group, return_index=True, return_inverse=True)
    v = values[idx]
    totals = _sums(inverse, v, len(uniq))
    counts = np.bincount(inverse, minlength=len(uniq))
    least = np.full(len(uniq), np.inf)
    np.minimum.at(least, inverse, v)
    most = np.zeros(len(uniq))
    np.maximum.at(most, inverse, v)
    for u in np.argsort(first, kind="stable").tolist():
        yield (int(idx[first[u]]), None if key_of is None else int(key_of[first[u]]), int(counts[u]),
               float(totals[u]), float(least[u]), float(most[u]))


def _sums(index: np.ndarray, weights: np.ndarray, size: int) -> np.ndarray:
    """Per index, the sum of its weights added in order (as a Python loop would)."""
    if not len(index):
        return np.zeros(size)
    return np.bincount(index, weights=weights, minlength=size)


def _add_sums(target: dict, index: np.ndarray, weights: np.ndarray) -> None:
    if not len(index):
        return
    uniq, inverse = np.unique(index, return_inverse=True)
    for u, v in zip(uniq.tolist(), np.bincount(inverse, weights=weights).tolist()):
        target[u] = target.get(u, 0.0) + v


MAX_INSTANCES_PER_SCOPE = 20000


def _extras(data, scopes, bwd_inst, bwd_roots, curves, phase_of_row, inst_any, n) -> dict:
    cpu = data.cpu
    instances: dict = {}
    windows = ((scopes.inst_row, scopes.inst_key, "forward"),
               (bwd_roots, scopes.inst_key[bwd_inst[bwd_roots]] if len(bwd_roots) else bwd_roots, "backward"))
    for rows, keys, phase in windows:
        for key, start, dur in zip(keys.tolist(), cpu.ts[rows].tolist(), cpu.dur[rows].tolist()):
            out = instances.setdefault(key, [])
            if len(out) < MAX_INSTANCES_PER_SCOPE:
                out.append((start, start + dur, phase))
    for rows in instances.values():
        rows.sort()
    memory = {}
    for dev, curve in curves.items():
        rows = n + np.asarray(curve.rows, dtype=np.int64)
        inst = inst_any[rows]
        memory[dev] = {"curve": curve, "bytes": data.memory.bytes[curve.rows],
                       "scope": np.where(inst >= 0, scopes.inst_key[np.maximum(inst, 0)] if len(scopes.inst_key)
                                         else -1, -1),
                       "phase": phase_of_row[rows]}
    return {"instances": instances, "memory": memory, "scope_names": [k[0] for k in scopes.keys]}


def _count_stray_attention_kernels(strings: list, names: np.ndarray, durs: np.ndarray, stray: dict) -> None:
    """Fused attention kernels that no scope owns (no launch, or launched outside every
    scope). Each kernel name is classified once; the time is added in kernel order."""
    distinct, which = np.unique(names, return_inverse=True)
    classes = [patterns.classify_kernel(strings[n]) for n in distinct.tolist()]
    attention = np.array([category == "attention" for category, _ in classes], dtype=bool)
    hit = attention[which.reshape(-1)] if len(names) else np.zeros(0, dtype=bool)
    stray["count"] += int(hit.sum())
    stray["us"] += sum(durs[hit].tolist())
    stray["backends"].update(classes[i][1] for i in np.flatnonzero(attention).tolist())


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


def _cross_check_gpu_labels(data: TraceData, model, scopes, launch: np.ndarray) -> list:
    """Kineto's GPU span of an innermost label must cover only kernels we gave that label's scope."""
    if not data.gpu_labels or scopes.source == "op":
        return []
    cpu, gpu = data.cpu, data.gpu
    label_inst_by_ext = {}
    for inst, ext in enumerate(cpu.ext_id[scopes.inst_row].tolist()):
        if ext != NONE_ID:
            label_inst_by_ext[ext] = inst
    spans = [s for s in data.gpu_labels if s[4] in label_inst_by_ext]
    if not spans:
        return []
    by_device: dict = {}
    kernels = np.flatnonzero(gpu.kind == KERNEL)
    for g, dev, ts in zip(kernels.tolist(), gpu.device[kernels].tolist(), gpu.ts[kernels].tolist()):
        by_device.setdefault(dev, []).append((ts, g))
    for rows in by_device.values():
        rows.sort()
    ends = (gpu.ts + gpu.dur).tolist()
    launches = launch.tolist()
    inst_of_row = scopes.inst_of_row
    mismatches = checked = 0
    for _name, dev, ts, dur, ext in spans:
        inst = label_inst_by_ext[ext]
        rows = by_device.get(dev, [])
        i = bisect.bisect_left(rows, (ts - 0.002, -1))
        while i < len(rows) and rows[i][0] <= ts + dur + 0.002:
            g = rows[i][1]
            i += 1
            if ends[g] > ts + dur + 0.002:
                continue
            row = launches[g]
            if row < 0:
                continue
            checked += 1
            own = int(inst_of_row[row])
            if own != inst and (own < 0 or inst not in _ancestors(scopes, own)):
                mismatches += 1
    if mismatches:
        return [f"{data.path}: {mismatches} of {checked} kernel(s) inside a label's GPU span were launched outside that label"]
    return []


def _ancestors(scopes, inst):
    out = []
    while inst >= 0:
        out.append(inst)
        inst = int(scopes.inst_parent[inst])
    return out
