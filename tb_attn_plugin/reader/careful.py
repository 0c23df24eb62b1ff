"""The careful read: the reference path, and the one that words every failure.

The whole file is read into memory (gunzipped when it starts with gzip's magic number),
split into raw event slices by one envelope decode, then decoded in chunks of CHUNK_EVENTS:
a chunk that fits the strict types is decoded in one go, Python frames other than module
calls and call-site frames dropped before their args are decoded; one that does not fit is decoded event by
event with the lenient types (Collector.add_lenient), skipping and counting events that
are not even that. Slower than the streaming read, but it takes anything JSON.
"""

from __future__ import annotations

import gzip
import json
import re
import zlib
from typing import Optional, Union

import msgspec

from ..core.limits import Limits, TraceReadError, check_deadline, check_memory, see
from ..core.words import counted
from ..names import patterns
from ..names.patterns import MODULE_PREFIX
from ..store import storage
from .columns import TraceData
from .fold import Collector
from .schema import STRICT_ARGS_DECODER, STRICT_DECODER, Envelope, decode_devices

CHUNK_EVENTS = 20000
_LEADING_BLANKS = re.compile(rb"[ \t\r\n]*")


def too_big_message(path: str, max_bytes: int) -> str:
    return f"{path}: larger than the {max_bytes / 2**20:,.0f} MiB limit uncompressed ({see('max_trace_mb')})"


def read_bytes(path: str, max_bytes: int = 0, listed: Optional[storage.Listed] = None) -> Union[bytes, bytearray]:
    """The uncompressed bytes of a trace file (gzip detected by its magic number), refusing
    more than max_bytes whatever the file says its size is: the bytes are counted as they
    are read or inflated (a gzip bomb stops at the limit, not at the end of memory), and
    what does not start as JSON is refused after its first block. Given what the listing
    saw, only that very file is read (storage.open_local)."""
    try:
        with storage.open_binary(path, listed) as f:
            head = f.read(2)
            f.seek(0)
            if head == b"\x1f\x8b":
                with gzip.GzipFile(fileobj=f) as gz:
                    return _read_json_bytes(path, gz, max_bytes)
            if max_bytes and storage.size_of(f, path) > max_bytes:  # (refused without a read)
                raise TraceReadError(too_big_message(path, max_bytes))
            return _read_json_bytes(path, f, max_bytes)
    except FileNotFoundError:
        raise TraceReadError(f"{path}: file not found") from None
    except IsADirectoryError:
        raise TraceReadError(f"{path}: is a directory, not a trace file") from None
    except PermissionError:
        raise TraceReadError(f"{path}: permission denied", retryable=True) from None
    except EOFError:
        raise TraceReadError(f"{path}: gzip stream is truncated (file still being written?)") from None
    except (gzip.BadGzipFile, zlib.error) as exc:
        raise TraceReadError(f"{path}: corrupt gzip data ({exc})") from None
    except MemoryError:
        raise TraceReadError(f"{path}: too large to read into memory") from None
    except OSError as exc:
        raise TraceReadError(f"{path}: cannot read ({exc.strerror or exc})", retryable=True) from None


def _read_json_bytes(path: str, f, max_bytes: int) -> bytearray:
    """At most max_bytes + 1 bytes of f, gathered in one buffer that grows block by block
    (never a second copy); refused after the first block when they do not start as JSON
    does (a stream of zeros is not read to the limit to find that out)."""
    data = bytearray(f.read(storage.BLOCK))
    if data.startswith(UTF8_BOM):
        del data[: len(UTF8_BOM)]  # (a BOM some editors and tools write first: no JSON byte)
    if _first_byte(data) not in (b"", b"{", b"["):
        raise TraceReadError(f"{path}: not JSON, so not a Kineto trace")
    while not max_bytes or len(data) <= max_bytes:
        block = f.read(storage.BLOCK)
        if not block:
            break
        data += block
    if max_bytes and len(data) > max_bytes:
        raise TraceReadError(too_big_message(path, max_bytes))
    return data  # (msgspec decodes any buffer: no copy to bytes)


def _first_byte(data: Union[bytes, bytearray]) -> bytes:
    """The first byte after JSON's leading whitespace (b"" where there is none), found
    without a stripped copy (data may be the size limit)."""
    first = _LEADING_BLANKS.match(data).end()  # type: ignore[union-attr]  # (matches always)
    return bytes(data[first : first + 1])


def _describe_decode_error(path: str, data: Union[bytes, bytearray], exc: Exception) -> str:
    text = str(exc)
    first = _first_byte(data)
    if not first:
        return f"{path}: empty file, not a trace"
    if first not in (b"{", b"["):
        return f"{path}: not JSON, so not a Kineto trace"
    if "truncated" in text.lower():
        return f"{path}: truncated JSON (trace still being written?)"
    at = re.search(r"\(byte (\d+)\)", text)
    if at:
        offset = int(at.group(1))
        for token in (b"NaN", b"Infinity", b"-Infinity"):
            if (
                bytes(data[offset : offset + len(token)]) == token
                or bytes(data[offset - 1 : offset - 1 + len(token)]) == token
            ):
                return (
                    f"{path}: {token.decode()} at byte {offset:,}, a number JSON has no way to write (the writer "
                    "put a float that is not finite where JSON needs a number, or null)"
                )
    return f"{path}: invalid JSON ({text})"


# a UTF-8 byte order mark: before a valid trace it is no reason to refuse it
UTF8_BOM = b"\xef\xbb\xbf"


def read_from_bytes(
    path: str, data: Union[bytes, bytearray], limits: Optional[Limits] = None, deadline: Optional[float] = None
) -> TraceData:
    limits = limits or Limits()
    warnings: list = []
    # The event limit before the decode, not after it (which holds a slice object for every
    # event, 50-odd bytes each: 20-byte events up to the size limit would take gigabytes):
    # every event has one "ph" key, so there are at most as many events as "ph" keys
    keys = data.count(b'"ph"') if limits.max_events or limits.max_memory else 0
    check_memory(path, keys, limits)
    if keys > limits.max_events > 0:
        raise TraceReadError(
            f'{path}: about {keys:,} events (by its "ph" keys), more than the limit of {limits.max_events:,} '
            f"({see('max_events')})"
        )
    try:
        try:
            envelope = msgspec.json.decode(data, type=Envelope)
        except msgspec.DecodeError as exc:
            if "escape" not in str(exc):
                raise
            data, replaced = replace_lone_surrogates(data)
            if not replaced:
                raise
            warnings.append(
                f"{path}: {counted(replaced, 'lone UTF-16 surrogate escape')} (half of a character, which no "
                "JSON decoder takes) read as U+FFFD"
            )
            envelope = msgspec.json.decode(data, type=Envelope)
    except msgspec.ValidationError as exc:
        raise TraceReadError(_describe_shape_error(path, data, exc)) from None
    except msgspec.DecodeError as exc:
        raise TraceReadError(_describe_decode_error(path, data, exc)) from None
    except RecursionError:
        raise TraceReadError(f"{path}: JSON nested too deeply to be a trace") from None
    repeated = _repeated_events_keys(data)
    if repeated:
        warnings.append(
            f"{path}: {repeated} traceEvents keys at the top level: only the last one is read, as JSON "
            "parsers do (a trace written twice into one file?)"
        )
    raws = envelope.traceEvents
    if limits.max_events and len(raws) > limits.max_events:
        raise TraceReadError(
            f"{path}: {len(raws):,} events, more than the limit of {limits.max_events:,} ({see('max_events')})"
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
                    if (
                        ev.cat == "python_function"
                        and not ev.name.startswith(MODULE_PREFIX)
                        and not patterns.is_call_site_frame(ev.name)
                    ):
                        continue
                elif ph != "i" and ph != "I" and ph != "s" and ph != "f":
                    continue
                kept.append(ev)
            args = strict_args(b"[" + b",".join([ev.args for ev in kept]) + b"]")
            collector.add(kept, args)
        except (msgspec.ValidationError, msgspec.DecodeError, RecursionError):
            collector.add_lenient(chunk)
        events, kept = [], []  # (each chunk's structs go before the next is decoded)
    collector.take_metadata(envelope)
    devices, bad, first_bad = decode_devices(envelope.deviceProperties)
    bad += collector.bad
    first_bad = collector.first_bad or first_bad
    if bad:
        warnings.append(f"{path}: skipped {counted(bad, 'malformed event')}, first: {first_bad}")
    return collector.finish(devices, warnings, len(raws))


# A \\uD800-\\uDFFF escape with no partner, preceded by an even number of backslashes (so it
# is an escape, not the text after an escaped backslash): a high one not followed by a low
# one, or a low one not preceded by a high one.
_LONE_SURROGATE = re.compile(
    rb"(?<!\\)((?:\\\\)*)"
    rb"(\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"  # a high one alone
    rb"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2})"  # a low one alone
)


def replace_lone_surrogates(data: Union[bytes, bytearray]) -> tuple:
    """-> (data with each lone surrogate escape replaced by \\ufffd, in place where data is
    a bytearray: the same length, so nothing moves; how many). A lone surrogate made msgspec
    refuse the whole trace; here it costs one character of one name."""
    out = data if isinstance(data, bytearray) else bytearray(data)
    spans = [m.span(2) for m in _LONE_SURROGATE.finditer(out)]
    for start, end in spans:
        out[start:end] = b"\\ufffd"
    return out, len(spans)


# "traceEvents" as a key: inside a string its quotes would be escaped, and as a value it is
# not followed by a colon
EVENTS_KEY = re.compile(rb'"traceEvents"\s*:')


def _repeated_events_keys(data: Union[bytes, bytearray]) -> int:
    """How many traceEvents keys the top-level object holds when more than one (0 otherwise).
    msgspec keeps the last one, as JSON parsers do; the rare file that names the key more than
    once anywhere is parsed again by the standard library, which hands over each object's
    pairs, the top-level one last."""
    first = EVENTS_KEY.search(data)
    if first is None or EVENTS_KEY.search(data, first.end()) is None:
        return 0
    outermost: list = []

    def keep_pairs(pairs):
        outermost[:] = [pairs]
        return None  # (nothing is kept: only the last, outermost, pairs matter)

    try:
        json.loads(data, object_pairs_hook=keep_pairs)
    except (ValueError, RecursionError):  # (msgspec read it: a lone surrogate, say; no count)
        return 0
    n = sum(1 for key, _ in outermost[0] if key == "traceEvents") if outermost else 0
    return n if n > 1 else 0


def _describe_shape_error(path: str, data: Union[bytes, bytearray], exc: Exception) -> str:
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
    # (the top-level dict keeps the last of a repeated key; the typed read stopped at the
    # first that did not fit: say which key that was, never another)
    repeated = _repeated_events_keys(data)
    if repeated:
        return f"{path}: {repeated} traceEvents keys at the top level, not every one a list of events ({exc})"
    if "$.deviceProperties" in str(exc):
        return f"{path}: deviceProperties is not a list ({exc})"
    return f"{path}: the top level is not a Kineto trace's ({exc})"
