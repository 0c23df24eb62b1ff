"""Small hand-built Kineto traces for edge cases, with every number chosen by hand."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

PID = 100
MAIN = 100  # forward thread
BWD = 200  # autograd engine thread


class TraceBuilder:
    def __init__(self, device_properties=None, fmt: str = "new"):
        self.events = []
        self.corr = 1000
        self.ext = 1
        self.fmt = fmt  # "new" (PyTorch 2.x) or "2021"
        self.device_properties = device_properties if device_properties is not None else [A100]

    # host side
    def _x(self, cat, name, ts, dur, tid=MAIN, pid=PID, **args):
        ev = {"ph": "X", "cat": cat, "name": name, "pid": pid, "tid": tid, "ts": ts, "dur": dur, "args": args}
        self.events.append(ev)
        return ev

    def label(self, name, ts, dur, tid=MAIN):
        self.ext += 1
        return self._x("user_annotation", name, ts, dur, tid, **{"External id": self.ext})

    def module(self, name, ts, dur, tid=MAIN):
        return self._x("python_function", f"nn.Module: {name}", ts, dur, tid)

    def frame(self, name, ts, dur, tid=MAIN):
        """A Python frame (with_stack=True): "file.py(line): func"."""
        return self._x("python_function", name, ts, dur, tid, **{"Python id": len(self.events)})

    def op(self, name, ts, dur, tid=MAIN, seq=None, fwd_tid=None, dims=None, types=None, concrete=None):
        self.ext += 1
        cat = "Operator" if self.fmt == "2021" else "cpu_op"
        args = {("external id" if self.fmt == "2021" else "External id"): self.ext}
        if seq is not None:
            args["Sequence number"] = seq
            args["Fwd thread id"] = 0 if fwd_tid is None else fwd_tid
        if dims is not None:
            args["Input Dims"] = dims
        if types is not None:
            args["Input type"] = types
        if concrete is not None:
            args["Concrete Inputs"] = concrete
        return self._x(cat, name, ts, dur, tid, **args)

    def launch(self, ts, dur=2.0, tid=MAIN, name="cudaLaunchKernel", cat="cuda_runtime", corr=None):
        self.corr += 1
        c = self.corr if corr is None else corr
        if self.fmt == "2021":
            cat = "Runtime"
        self._x(cat, name, ts, dur, tid, correlation=c, cbid=211)
        return c

    # device side
    def kernel(self, name, ts, dur, corr, device=0, stream=7, more_args=None, **extra):
        """more_args: args whose keys are no Python names, or clash ("name")."""
        cat = "Kernel" if self.fmt == "2021" else "kernel"
        args = {"device": device, "stream": stream, "correlation": corr}
        args.update(extra)
        args.update(more_args or {})
        ev = {"ph": "X", "cat": cat, "name": name, "pid": device, "tid": stream, "ts": ts, "dur": dur, "args": args}
        self.events.append(ev)
        return ev

    def memcpy(self, ts, dur, corr, name="Memcpy DtoD (Device -> Device)"):
        cat = "Memcpy" if self.fmt == "2021" else "gpu_memcpy"
        self.events.append(
            {
                "ph": "X",
                "cat": cat,
                "name": name,
                "pid": 0,
                "tid": 7,
                "ts": ts,
                "dur": dur,
                "args": {"device": 0, "stream": 7, "correlation": corr},
            }
        )

    def memset(self, ts, dur, corr):
        cat = "Memset" if self.fmt == "2021" else "gpu_memset"
        self.events.append(
            {
                "ph": "X",
                "cat": cat,
                "name": "Memset (Device)",
                "pid": 0,
                "tid": 7,
                "ts": ts,
                "dur": dur,
                "args": {"device": 0, "stream": 7, "correlation": corr},
            }
        )

    def gpu_label(self, name, ts, dur, external_id, device=0):
        self.events.append(
            {
                "ph": "X",
                "cat": "gpu_user_annotation",
                "name": name,
                "pid": device,
                "tid": 7,
                "ts": ts,
                "dur": dur,
                "args": {"device": device, "External id": external_id},
            }
        )

    def memory(self, ts, nbytes, total_allocated=None, total_reserved=None, device_type=1, device_id=0, tid=MAIN):
        args = {"Bytes": nbytes, "Device Type": device_type, "Device Id": device_id}
        if self.fmt != "2021":
            args.update({"Total Allocated": total_allocated, "Total Reserved": total_reserved, "Addr": 1234})
        self.events.append(
            {
                "ph": "i",
                "cat": "cpu_instant_event",
                "s": "t",
                "name": "[memory]",
                "pid": PID,
                "tid": tid,
                "ts": ts,
                "args": args,
            }
        )

    def flow(self, flow_id, start, finish):
        """start / finish: (tid, ts) of the forward op and the backward op."""
        self.events.append(
            {"ph": "s", "id": flow_id, "pid": PID, "tid": start[0], "ts": start[1], "cat": "fwdbwd", "name": "fwdbwd"}
        )
        self.events.append(
            {
                "ph": "f",
                "id": flow_id,
                "pid": PID,
                "tid": finish[0],
                "ts": finish[1],
                "cat": "fwdbwd",
                "name": "fwdbwd",
                "bp": "e",
            }
        )

    def trace(self) -> dict:
        return {"schemaVersion": 1, "deviceProperties": self.device_properties, "traceEvents": self.events}

    def write(self, path, gz: bool = False) -> str:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(self.trace(), indent=1).encode()
        if gz:
            path.write_bytes(gzip.compress(data))
        else:
            path.write_bytes(data)
        return str(path)


A100 = {
    "id": 0,
    "name": "NVIDIA A100-SXM4-80GB",
    "computeMajor": 8,
    "computeMinor": 0,
    "numSms": 108,
    "regsPerMultiprocessor": 65536,
    "regsPerBlock": 65536,
    "maxThreadsPerMultiprocessor": 2048,
    "maxThreadsPerBlock": 1024,
    "sharedMemPerMultiprocessor": 167936,
    "sharedMemPerBlock": 49152,
    "sharedMemPerBlockOptin": 166912,
    "warpSize": 32,
    "totalGlobalMem": 85899345920,
}


def context_of(builder: TraceBuilder, tmp_path, label_regex=None, module_regex=None):
    """The analysis context (analysis/context.py) of a hand-built trace, for unit tests of
    one pass."""
    from tb_attn_plugin.analysis import Options
    from tb_attn_plugin.analysis.context import build_context
    from tb_attn_plugin.reader import read_trace

    options = Options()
    label_re, module_re = Options(label_regex or options.label_regex, module_regex or options.module_regex).compiled()
    path = builder.write(Path(tmp_path) / "unit.pt.trace.json")
    return build_context(read_trace(path), label_re, module_re, lambda: None)
