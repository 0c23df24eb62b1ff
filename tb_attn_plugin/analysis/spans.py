"""Spans added to a trace: label rows the analysis appends where the trace has no op around an
attention call it found another way (an eager chain's span, eager.py; a call launched from
Python, python_calls.py), so that the call is a row of the model like any op, with a scope and
an attention-op row of its own. The caller builds the model again from the trace returned.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ..reader import LABEL, NONE_ID, TraceData


def with_spans(data: TraceData, names: list, pid, tid, start, end) -> tuple:
    """-> (the trace with one label row appended per span, named names[i], on thread (pid[i],
    tid[i]) from start[i] to end[i]; the rows of those labels)."""
    cpu = data.cpu
    n, k = len(cpu), len(names)
    strings = list(data.strings)
    ids: dict = {}
    name_ids = []
    for name in names:
        if name not in ids:
            ids[name] = len(strings)
            strings.append(name)
        name_ids.append(ids[name])
    start = np.asarray(start, dtype=cpu.ts.dtype)
    end = np.maximum(np.asarray(end, dtype=cpu.ts.dtype), start)
    none = np.full(k, NONE_ID, dtype=np.int64)
    grown = dataclasses.replace(
        cpu,
        kind=np.concatenate([cpu.kind, np.full(k, LABEL, dtype=cpu.kind.dtype)]),
        name=np.concatenate([cpu.name, np.asarray(name_ids, dtype=cpu.name.dtype)]),
        pid=np.concatenate([cpu.pid, np.asarray(pid, dtype=cpu.pid.dtype)]),
        tid=np.concatenate([cpu.tid, np.asarray(tid, dtype=cpu.tid.dtype)]),
        ts=np.concatenate([cpu.ts, start]),
        dur=np.concatenate([cpu.dur, end - start]),
        ext_id=np.concatenate([cpu.ext_id, none]),
        corr=np.concatenate([cpu.corr, none]),
        seq=np.concatenate([cpu.seq, none]),
        fwd_tid=np.concatenate([cpu.fwd_tid, none]),
        launch_kernel=np.concatenate([cpu.launch_kernel, none]),
        shapes=dict(cpu.shapes),
    )
    return dataclasses.replace(data, strings=strings, cpu=grown), list(range(n, n + k))
