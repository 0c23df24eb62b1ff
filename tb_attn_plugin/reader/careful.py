"""The careful read: the reference path, and the one that words every failure.

The whole file is read into memory (gunzipped when it starts with gzip's magic number),
split into raw event slices by one envelope decode, then decoded in chunks of CHUNK_EVENTS:
a chunk that fits the strict types is decoded in one go, Python frames other than module
calls dropped before their args are decoded; one that does not fit is decoded event by
event with the lenient types (Collector.add_lenient), skipping and counting events that
are not even that. Slower than the streaming read, but it takes anything JSON.
"""

from __future__ import annotations

import gzip
import zlib
from typing import Optional

import msgspec

from .. import storage
from ..limits import Limits, TraceReadError, check_deadline
from ..patterns import MODULE_PREFIX
from .columns import TraceData
from .fold import Collector
from .schema import STRICT_ARGS_DECODER, STRICT_DECODER, Envelope, decode_devices

CHUNK_EVENTS = 20000


def too_big_message(path: str, max_bytes: int) -> str:
    return f"{path}: larger than the {max_bytes / 2**20:,.0f} MiB limit uncompressed (see --attention_max_trace_mb)"


def read_bytes(path: str, max_bytes: int = 0) -> bytes:
    """The uncompressed bytes of a trace file (gzip detected by its magic number), refusing
    more than max_bytes (a gzip bomb stops at the limit, not at the end of memory)."""
    too_big = too_big_message(path, max_bytes)
    try:
        with storage.open_binary(path) as f:
            head = f.read(2)
            f.seek(0)
            if head == b"\x1f\x8b":
                with gzip.GzipFile(fileobj=f) as gz:
                    if not max_bytes:
                        return gz.read()
                    data = gz.read(max_bytes + 1)
            else:
                if max_bytes and storage.size_of(f, path) > max_bytes:
                    raise TraceReadError(too_big)
                data = f.read()
    except FileNotFoundError:
        raise TraceReadError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise TraceReadError(f"{path}: is a directory, not a trace file") from None
    except PermissionError:
        raise TraceReadError(f"{path}: permission denied") from None
    except EOFError:
        raise TraceReadError(f"{path}: gzip stream is truncated (file still being written?)") from None
    except (gzip.BadGzipFile, zlib.error) as exc:
        raise TraceReadError(f"{path}: corrupt gzip data ({exc})") from None
    except MemoryError:
        raise TraceReadError(f"{path}: too large to read into memory") from None
    except OSError as exc:
        raise TraceReadError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if max_bytes and len(data) > max_bytes:
        raise TraceReadError(too_big)
    return data


def _describe_decode_error(path: str, data: bytes, exc: Exception) -> str:
    text = str(exc)
    stripped = data.strip()
    if not stripped:
        return f"{path}: empty file, not a trace"
    if not stripped.startswith((b"{", b"[")):
        return f"{path}: not JSON, so not a Kineto trace"
    if "truncated" in text.lower():
        return f"{path}: truncated JSON (trace still being written?)"
    return f"{path}: invalid JSON ({text})"


def read_from_bytes(
    path: str, data: bytes, limits: Optional[Limits] = None, deadline: Optional[float] = None
) -> TraceData:
    limits = limits or Limits()
    warnings: list = []
    try:
        envelope = msgspec.json.decode(data, type=Envelope)
    except msgspec.ValidationError as exc:
        raise TraceReadError(_describe_shape_error(path, data, exc)) from None
    except msgspec.DecodeError as exc:
        raise TraceReadError(_describe_decode_error(path, data, exc)) from None
    except RecursionError:
        raise TraceReadError(f"{path}: JSON nested too deeply to be a trace") from None
    raws = envelope.traceEvents
    if limits.max_events and len(raws) > limits.max_events:
        raise TraceReadError(
            f"{path}: {len(raws):,} events, more than the limit of {limits.max_events:,} (see --attention_max_events)"
        )
    collector = Collector(path)
    strict = STRICT_DECODER.decode
    strict_args = STRICT_ARGS_DECODER.decode
    for i in range(0, len(raws), CHUNK_EVENTS):
        check_deadline(path, deadline, limits)
        chunk = raws[i : i + CHUNK_EVENTS]
        try:
            events = strict(b"[" + b",".join(chunk) + b"]")
            # Most events are Python frames nobody uses: drop them before their args are decoded.
            kept = []
            for ev in events:
                ph = ev.ph
                if ph == "X":
                    if ev.cat == "python_function" and not ev.name.startswith(MODULE_PREFIX):
                        continue
                elif ph != "i" and ph != "I" and ph != "s" and ph != "f":
                    continue
                kept.append(ev)
            args = strict_args(b"[" + b",".join([ev.args for ev in kept]) + b"]")
            collector.add(kept, args)
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            collector.add_lenient(chunk)
        events, kept = [], []  # (each chunk's structs go before the next is decoded)
    collector.distributed_raw = envelope.distributedInfo
    devices, bad, first_bad = decode_devices(envelope.deviceProperties)
    bad += collector.bad
    first_bad = collector.first_bad or first_bad
    if bad:
        warnings.append(f"{path}: skipped {bad} malformed event(s), first: {first_bad}")
    return collector.finish(devices, warnings, len(raws))


def _describe_shape_error(path: str, data: bytes, exc: Exception) -> str:
    try:
        top = msgspec.json.decode(data)
    except msgspec.DecodeError as exc2:  # pragma: no cover - the envelope decode parsed it
        return _describe_decode_error(path, data, exc2)
    if not isinstance(top, dict):
        return (
            f"{path}: JSON {type(top).__name__} at top level, not a Kineto trace (expected an object with traceEvents)"
        )
    if "traceEvents" not in top:
        return f"{path}: no traceEvents, not a Kineto trace"
    if not isinstance(top["traceEvents"], list):
        return f"{path}: traceEvents is not a list of events"
    return f"{path}: deviceProperties is not a list ({exc})"
