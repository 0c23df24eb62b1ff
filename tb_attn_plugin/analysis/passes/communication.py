"""Collectives launched inside attention's scopes, named by what launched them (#56 item 5):
an FSDP trace's label around a whole layer held 129 ms of NCCL all-gathers and
reduce-scatters of its 150.6 ms, and the headline led with them. They are not attention's
own work: the report gives them apart, by launcher, collective and phase, and the verdict
leads with attention's own work.

Terms:
- collective: a communication kernel (patterns.classify_kernel's "communication": NCCL,
  RCCL, custom all-reduce ...) that is attention's (launched inside an attention scope, or in
  its backward), by the "Collective name" PyTorch recorded on the kernel where the trace has
  one (an NCCL kernel named ncclDevKernel_Generic says nothing of what it ran), else by the
  kernel's name: all-gather, reduce-scatter, all-reduce, all-to-all, send/recv, broadcast,
  else "collective".
- launcher: what around its launch asked for it, by the names of the host rows around the
  launch (ops, labels, module calls) and the Python frames around it (LAUNCHERS, the first
  that matches): tensor/sequence parallelism (DTensor's redistribute), FSDP (all-gathers in
  the forward, reduce-scatters in the backward), DDP (all-reduces in the backward), pipeline
  parallelism (send/recv), expert parallelism (all-to-all); "unnamed" where nothing around it
  says (the kernel's collective still says what it was).
"""

from __future__ import annotations

import re

import numpy as np

from ...names import patterns
from ...reader import KERNEL, NONE_ID
from ..call_sites import CallSites
from ..context import PHASES, AnalysisContext

# (launcher, what around the launch says it: a name of a host row or a Python frame)
LAUNCHERS = (
    ("tensor/sequence parallelism (DTensor redistribute)", re.compile(
        r"redistribute|dtensor|distributed/tensor/|tensor/parallel|(colwise|rowwise|sequence)parallel", re.I)),
    ("FSDP", re.compile(r"fsdp|fullyshardeddataparallel|fully_shard", re.I)),
    ("DDP", re.compile(r"distributeddataparallel|nn/parallel/distributed\.py|\bddp\b|reducer", re.I)),
    # (not "pipeline": a diffusers or transformers Pipeline is no pipeline parallelism)
    ("pipeline parallelism", re.compile(
        r"distributed/pipelining|pipeline_?parallel|pipe_?stage|pipelinestage|p2p_?(send|recv)|pipefusion", re.I)),
    ("expert parallelism", re.compile(r"\bmoe\b|_moe|moe_|expert|dispatch|all_?to_?all", re.I)),
)  # fmt: skip
COLLECTIVES = (
    ("all-gather", re.compile(r"all_?gather", re.I)),
    ("reduce-scatter", re.compile(r"reduce_?scatter", re.I)),
    ("all-reduce", re.compile(r"all_?reduce|cross_device_reduce", re.I)),
    ("all-to-all", re.compile(r"all_?to_?all", re.I)),
    ("send/recv", re.compile(r"sendrecv|send|recv", re.I)),
    ("broadcast", re.compile(r"broadcast", re.I)),
)
UNNAMED = "unnamed"


def collective_of(kernel_name: str, recorded: str = "") -> str:
    """The collective a kernel ran: what its recorded "Collective name" says ("allreduce",
    "_allgather_base", "all_to_allv"), else what its name says."""
    for text in (recorded, kernel_name):
        what = next((what for what, rx in COLLECTIVES if rx.search(text)), None)
        if what is not None:
            return what
    return "collective"


def launcher_of(names: list) -> str:
    """The launcher the names around a launch say (see the module's terms)."""
    for launcher, rx in LAUNCHERS:
        if any(rx.search(n) for n in names):
            return launcher
    return UNNAMED


def communication(ctx: AnalysisContext) -> dict:
    """Attention's collectives by launcher, collective and phase: {kernel_us, by_launcher:
    [{launcher, collective, phase, kernels, kernel_us}] the most time first}."""
    data, model = ctx.data, ctx.model
    gpu, cpu, strings = data.gpu, data.cpu, data.strings
    phase = ctx.phase_of_gpu.copy()
    if len(ctx.found_by_kernel):
        phase[ctx.found_by_kernel] = ctx.found_phase
    rows = np.flatnonzero((phase >= 0) & (gpu.kind == KERNEL)) if len(gpu) else np.empty(0, np.int64)
    comm = rows[[patterns.classify_kernel(strings[n])[0] == "communication" for n in gpu.name[rows].tolist()]]
    if not len(comm):
        return {"kernel_us": 0.0, "by_launcher": []}
    sites = CallSites(data) if len(data.frames) else None
    groups: dict = {}
    launch_of = ctx.launch_of_gpu
    names_of: dict = {}  # launch row -> the launcher its surroundings say
    for g in comm.tolist():
        launch = int(launch_of[g])
        if launch not in names_of:
            names = []
            row = launch
            while row >= 0:
                if row < len(cpu):
                    names.append(strings[cpu.name[row]])
                row = int(model.parent[row])
            if sites is not None and launch >= 0:
                names += sites.stack(data, launch)
            names_of[launch] = launcher_of(names) if launch >= 0 else UNNAMED
        recorded = int(gpu.collective[g]) if len(gpu.collective) else NONE_ID
        what = collective_of(strings[gpu.name[g]], strings[recorded] if recorded != NONE_ID else "")
        key = (names_of[launch], what, PHASES[int(phase[g])])
        n, us = groups.get(key, (0, 0.0))
        groups[key] = (n + 1, us + float(gpu.dur[g]))
    by = [
        {"launcher": k[0], "collective": k[1], "phase": k[2], "kernels": n, "kernel_us": round(us, 3)}
        for k, (n, us) in sorted(groups.items(), key=lambda kv: (-kv[1][1], kv[0]))
    ]
    return {"kernel_us": round(float(gpu.dur[comm].sum()), 3), "by_launcher": by}
