"""How close attention runs to the hardware: the device's peaks, and each attention op's and
attention GEMM's share of them.

Terms (docs/devices.md):
- peak table: a list of devices, each with a key, a name pattern ("names", matched against
  deviceProperties' name, case-insensitive), optionally the SM or CU count ("sms") and the
  memory in GiB ("memory_gb": [low, high]) that must agree, dense peak TFLOP/s per dtype
  ("peak_tflops": fp32, tf32, bf16, fp16, fp8) and memory bandwidth ("memory_tbps").
  The built-in table is tb_attn_plugin/devices.json; a user's file (the same form) is
  searched first. A device whose name says nothing ("", "AMD Radeon Graphics") matches an
  entry marked "match_without_name" by its SM count and memory. A CPU-only trace matches
  only an entry of a user's file whose names match "cpu".
- the trace's device: the one that ran the most kernel time.
- ridge point: peak FLOP/s over peak bytes/s, in FLOPs per byte; an op whose FLOPs per byte
  are at or above it is compute-bound, below it memory-bound.
- the peak an op is held to: its dtype's (float32: FP32, the non-Tensor-Core peak, as under
  PyTorch's default matmul precision; bfloat16: BF16; float16: FP16; float8: FP8).

A user's table is an analysis option (``DevicePeaks``, in ``Options``; its digest is part of
every cache and result key), applied once where the trace is analysed: no request holds a
stored entry to other peaks.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

import numpy as np

from ...core import metadata
from ...names import user_patterns
from ...reader import KERNEL, LAUNCH, TraceData
from ..numbers import keep_digits, name_hits
from .best_published import best_for, convention

BUILTIN_PATH = os.path.join(metadata.PACKAGE_DIR, "devices.json")
PEAK_DTYPES = ("fp32", "tf32", "bf16", "fp16", "fp8")
_PEAK_OF_DTYPE = {
    "float32": "fp32",
    "bfloat16": "bf16",
    "float16": "fp16",
    "float8_e4m3fn": "fp8",
    "float8_e5m2": "fp8",
    "float8_e4m3fnuz": "fp8",
    "float8_e5m2fnuz": "fp8",
}
GIB = 1 << 30
NO_PEAK = (
    "no peak known for this device: --attention_device_peaks FILE (tb-attn report --device-peaks FILE) supplies one"
)


@dataclass(frozen=True)
class PeakTable:
    devices: tuple  # validated device dicts, searched in order
    origin: str  # "builtin", or the path of the user's file


@dataclass(frozen=True)
class DevicePeaks:
    """A user's peak table as an analysis option: where it was read from and its text (what
    a worker process parses, and what the cache key holds a digest of)."""

    path: str
    text: str

    @classmethod
    def read(cls, path: str) -> DevicePeaks:
        """ValueError naming the file and the problem, as load_table."""
        text = _read_text(path)
        _table_of(text, path)  # checked here, where the user gave it
        return cls(path, text)

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()[:16]

    def table(self) -> PeakTable:
        return _parsed(self.text, self.path)


@lru_cache(maxsize=8)
def _parsed(text: str, path: str) -> PeakTable:
    return _table_of(text, path)


def _read_text(where: str) -> str:
    try:
        with open(where, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        raise ValueError(f"{where}: cannot read the device peaks file ({exc.strerror or exc})") from None
    except UnicodeDecodeError as exc:
        raise ValueError(f"{where}: the device peaks file is not JSON ({exc})") from None


def load_table(path: Optional[str] = None) -> PeakTable:
    """The built-in table, or a user's file; ValueError naming the file and the problem."""
    where = path or BUILTIN_PATH
    table = _table_of(_read_text(where), where)
    return table if path is not None else PeakTable(table.devices, "builtin")


def _table_of(text: str, where: str) -> PeakTable:
    try:
        raw = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"{where}: the device peaks file is not JSON ({exc})") from None
    devices = raw.get("devices") if isinstance(raw, dict) else raw
    if not isinstance(devices, list) or not devices:
        raise ValueError(f'{where}: expected {{"devices": [...]}} with at least one device (see docs/devices.md)')
    return PeakTable(tuple(_checked(d, i, where) for i, d in enumerate(devices)), where)


def _checked(d, i: int, where: str) -> dict:
    def bad(problem: str) -> ValueError:
        return ValueError(f"{where}: device {i + 1}: {problem} (see docs/devices.md)")

    if not isinstance(d, dict):
        raise bad("not an object")
    key, names = d.get("key"), d.get("names")
    if not isinstance(key, str) or not key or not isinstance(names, str) or not names:
        raise bad('"key" and "names" must be non-empty text')
    try:  # (RE2, as every pattern a user gives)
        pattern = user_patterns.compile_regex(names, "device names")
    except ValueError as exc:
        raise bad(f'"names": {exc}') from None
    peaks = d.get("peak_tflops")
    if not isinstance(peaks, dict) or not peaks:
        raise bad('"peak_tflops" must map dtypes (fp32, tf32, bf16, fp16, fp8) to TFLOP/s')
    for k, v in peaks.items():
        if k not in PEAK_DTYPES or not _positive(v):
            raise bad(f'"peak_tflops" holds {k!r}: {v!r}; dtypes are {", ".join(PEAK_DTYPES)}, values positive numbers')
    bandwidth = d.get("memory_tbps")
    if bandwidth is not None and not _positive(bandwidth):
        raise bad('"memory_tbps" must be a positive number (TB/s)')
    sms, memory = d.get("sms"), d.get("memory_gb")
    if sms is not None and (not isinstance(sms, int) or isinstance(sms, bool) or sms <= 0):
        raise bad('"sms" must be a positive whole number')
    if memory is not None and not (
        isinstance(memory, list) and len(memory) == 2 and all(_positive(x) for x in memory) and memory[0] <= memory[1]
    ):
        raise bad('"memory_gb" must be [low, high] in GiB')
    return {
        "key": key,
        "pattern": pattern,
        "sms": sms,
        "memory_gb": memory,
        "match_without_name": bool(d.get("match_without_name")),
        "peak_tflops": {k: float(v) for k, v in peaks.items()},
        "memory_tbps": float(bandwidth) if bandwidth is not None else None,
        "source": str(d.get("source") or ""),
    }


def _positive(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0


_BUILTIN: Optional[PeakTable] = None


def builtin_table() -> PeakTable:
    global _BUILTIN
    if _BUILTIN is None:
        _BUILTIN = load_table()
    return _BUILTIN


def device_properties(data: TraceData) -> Optional[dict]:
    """{name, sms, memory_gib} of the device that ran the most kernel time (the first listed
    when no kernel ran); {"name": "cpu"} on a trace without devices and kernels; None for
    kernels without deviceProperties."""
    props = [p for p in data.devices if isinstance(p, dict)]
    gpu = data.gpu
    if not props:
        return {"name": "cpu", "sms": None, "memory_gib": None, "compute_capability": None} if not len(gpu) else None
    chosen = props[0]
    kernels = gpu.kind == KERNEL
    if kernels.any():
        ids, inverse = np.unique(gpu.device[kernels], return_inverse=True)
        busiest = int(ids[np.argmax(np.bincount(inverse.reshape(-1), weights=gpu.dur[kernels]))])
        by_id = [p for p in props if _number(p.get("id")) == busiest or p.get("id") == busiest]
        if by_id:
            chosen = by_id[0]
        elif 0 <= busiest < len(props):
            chosen = props[busiest]
    memory = _number(chosen.get("totalGlobalMem"))
    sms = _number(chosen.get("numSms"))  # (the reader gives deviceProperties' numbers as floats)
    major, minor = _number(chosen.get("computeMajor")), _number(chosen.get("computeMinor"))
    return {
        "name": str(chosen.get("name") or ""),
        "sms": int(sms) if sms is not None and sms.is_integer() else None,
        "memory_gib": round(memory / GIB, 2) if memory is not None else None,
        # "10.0": what the device's own kernels are built for (rules/device.py)
        "compute_capability": f"{int(major)}.{int(minor or 0)}" if major is not None and major.is_integer() else None,
    }


def device_label(data: TraceData, props: Optional[dict]) -> Optional[str]:
    """The entry's device: the name deviceProperties gives (of the device that ran the most
    kernel time); a trace with device activity but no name (vLLM's graph replays on ROCm) is
    "<runtime> GPU (name unknown)", the runtime read from its launches (hip*: HIP, else CUDA),
    never CPU only; None on a trace without devices or kernels."""
    named = [str(p["name"]) for p in data.devices if isinstance(p, dict) and p.get("name")]
    if props is not None and props.get("name") and props["name"] != "cpu":
        return str(props["name"])
    if named:
        return named[0]
    if not len(data.gpu):
        return None
    cpu, strings = data.cpu, data.strings
    launches = np.flatnonzero(cpu.kind == LAUNCH)
    hip = name_hits(strings, cpu.name[launches], lambda s: s.startswith("hip")).any()
    return f"{'HIP' if hip else 'CUDA'} GPU (name unknown)"


def _number(v) -> Optional[float]:
    return float(v) if _positive(v) else None


def match(props: Optional[dict], tables: list) -> tuple:
    """-> (the matching device dict, the origin of its table), or (None, None)."""
    device, origin, _how = match_how(props, tables)
    return device, origin


# how a device was matched to its peaks (hardware.matched_by)
BY_NAME = "its name"
BY_SMS_AND_MEMORY = "its SM count and memory, the trace naming no device"


def match_how(props: Optional[dict], tables: list) -> tuple:
    """-> (the matching device dict, the origin of its table, how it matched: BY_NAME or
    BY_SMS_AND_MEMORY), or (None, None, None)."""
    if not props:
        return None, None, None
    name = props.get("name") or ""
    for table in tables:
        for d in table.devices:
            if name and d["pattern"].search(name) and _agrees(d, props):
                return d, table.origin, BY_NAME
    if name == "cpu":
        return None, None, None
    if props.get("sms") is None or props.get("memory_gib") is None:
        return None, None, None
    for table in tables:  # a name that says nothing: the SM count and memory must
        for d in table.devices:
            if d["match_without_name"] and d["sms"] is not None and d["memory_gb"] is not None and _agrees(d, props):
                return d, table.origin, BY_SMS_AND_MEMORY
    return None, None, None


def _agrees(d: dict, props: dict) -> bool:
    if d["sms"] is not None and props.get("sms") is not None and d["sms"] != props["sms"]:
        return False
    memory = props.get("memory_gib")
    if d["memory_gb"] is not None and memory is not None:
        low, high = d["memory_gb"]
        return low <= memory <= high
    return True


@dataclass(frozen=True)
class HardwareSection:
    """The entry's "hardware" section, and the peak columns of each attention-op row and
    attention-GEMM row (in their order), which the composition adds to those rows."""

    hardware: dict
    op_columns: list
    gemm_columns: list


def held_to_peaks(props: Optional[dict], gpu: bool, op_rows: list, gemm_rows: list, tables: list) -> HardwareSection:
    """The device's peaks from the first table (in order) that knows it, and each row's share
    of them (rows are read, never changed)."""
    device, origin, how = match_how(props, tables)
    hardware: dict = {
        "properties": props,
        "matched": device["key"] if device else None,
        "matched_by": how,
        "origin": origin,
        "peak_tflops": dict(device["peak_tflops"]) if device else None,
        "memory_tbps": device["memory_tbps"] if device else None,
        "source": device["source"] if device else None,
        "note": None if device else NO_PEAK,
        "convention": convention(device, origin),
    }
    # what the rows achieved ran on the GPU, or on a CPU-only trace on the CPU: a GPU's peaks
    # hold only the former
    held = device if gpu or (props or {}).get("name") == "cpu" else None
    return HardwareSection(
        hardware,
        [
            {
                **_against_peak(r, held, r["tflops"] if gpu else r["cpu_tflops"], r.get("tbps")),
                "best_published": best_for(r, held, peak_key(r.get("dtype"))) if gpu else [],
            }
            for r in op_rows
        ],
        [_against_peak(r, held, r.get("tflops"), r.get("tbps")) for r in gemm_rows],
    )


def peak_key(dtype: Optional[str]) -> str:
    """The peak table's key (fp32, bf16, ...) an op of this dtype is held to ("" if none)."""
    return _PEAK_OF_DTYPE.get(dtype or "", "")


def _against_peak(row: dict, device: Optional[dict], achieved_tflops, achieved_tbps) -> dict:
    out: dict = {"peak_tflops": None, "pct_of_peak_compute": None, "pct_of_peak_bandwidth": None, "bound": None}
    if device is None:
        return out
    peak = device["peak_tflops"].get(peak_key(row.get("dtype")))
    bandwidth = device["memory_tbps"]
    out["peak_tflops"] = peak
    if peak and achieved_tflops is not None:
        out["pct_of_peak_compute"] = keep_digits(100.0 * achieved_tflops / peak, 2)
    if bandwidth and achieved_tbps is not None:
        out["pct_of_peak_bandwidth"] = keep_digits(100.0 * achieved_tbps / bandwidth, 2)
    intensity = row.get("flops_per_byte")
    if peak and bandwidth and intensity is not None:
        out["bound"] = "compute" if intensity >= peak / bandwidth else "memory"
    return out
