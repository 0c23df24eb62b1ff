"""Decoding by category: the fast path's structs, one per event category.

Most events of a trace with stacks are Python frames, and most of the rest of some GPU
traces are "ac2g" flows; the analyses need a name and times of the first (module calls)
and nothing of the second. Pieces are decoded as a union tagged by "cat" with one struct
per category (Kineto's, and any other a piece brings, see PieceDecoder): the commonest
categories with only what they are read for (NARROW_CATEGORIES), the rest as FastEvent.
Each struct has the category as a class attribute "cat" (and the fields it does not
decode as class attributes with their absent values), so the fold reads them all alike.
Anything the union does not fit (a new category, an event without one, an event of a
narrow category in another phase) fails validation and the piece is decoded as FastEvent.
"""

from __future__ import annotations

from typing import Any, Literal, Optional, Union

import msgspec

from .schema import ARG_FIELDS, FAST_DECODER, FOLD_BY_PHASE, FOLD_IGNORE, NULL, STRICT_TYPES, FastEvent, fold_code

_EVENT_FIELDS = [(f.name, f.type, f.default) for f in msgspec.structs.fields(FastEvent) if f.name != "cat"]

# What the commonest categories are read for, each decoded only in the phases Kineto writes it
# in (an event in any other phase does not fit, and the piece is decoded as FastEvent):
# category -> (phases, event fields, args fields or None for no args). Python frames: a name
# and times (module calls); ops: sequence numbers and (attention ops only) shapes; labels:
# external ids; launches: correlation ids and the kernel's name (ROCm names it); device activities: ids and launch configurations;
# memory instants: sizes and devices; fwdbwd flows: ids and times; ac2g flows: nothing (the
# kernels' correlation ids say the same).
_INTERVAL = ("name", "pid", "tid", "ts", "dur")
GPU_ARGS = (
    "device",
    "stream",
    "correlation",
    "registers",
    "shared_memory",
    "blocks_per_sm",
    "warps_per_sm",
    "grid",
    "block",
    "occupancy",
    "collective",
    "occupancy_limits",
    "graph_node_id",
    "annotation",
    "autograd_phase",
)
NARROW_CATEGORIES = {
    "python_function": (("X",), _INTERVAL, None),
    "cpu_op": (
        ("X",),
        _INTERVAL,
        ("sequence_number", "fwd_thread_id", "concrete_inputs", "input_type", "input_dims", "input_dims_old"),
    ),
    "user_annotation": (("X",), _INTERVAL, ("external_id", "external_id_2021")),
    "cuda_runtime": (("X",), _INTERVAL, ("correlation", "kernel")),
    "cuda_driver": (("X",), _INTERVAL, ("correlation", "kernel")),
    "kernel": (("X",), _INTERVAL, GPU_ARGS),
    "gpu_memcpy": (("X",), _INTERVAL, GPU_ARGS),
    "gpu_memset": (("X",), _INTERVAL, GPU_ARGS),
    "cpu_instant_event": (
        ("i", "I"),
        ("name", "pid", "tid", "ts"),
        ("bytes", "total_allocated", "total_reserved", "device_id", "device_type"),
    ),
    "fwdbwd": (("s", "f"), ("id", "pid", "tid", "ts"), None),
    "ac2g": (("s", "f"), (), None),
}


def narrow_args_struct(cat: str, attrs: tuple):
    """StrictArgs with only attrs decoded; the other fields are class attributes with their
    absent values, so that the per-event fold reads it as it reads StrictArgs."""
    fields, absent = [], {}
    for attr, key, kind in ARG_FIELDS:
        default = NULL if kind == "raw" else None
        if attr in attrs:
            fields.append((attr, STRICT_TYPES[kind], msgspec.field(name=key, default=default)))
        else:
            absent[attr] = default
    return msgspec.defstruct(f"_Args_{cat}", fields, namespace=absent, gc=False)


def _category_struct(cat: str, number: int):
    """The struct of one category's events: tagged by "cat" (a class attribute, as are the
    fields it does not decode, with their absent values, so that the fold reads every struct
    alike) and with the fold's code for its events as a class attribute where its phases fix it."""
    namespace: dict = {"cat": cat}
    narrow = NARROW_CATEGORIES.get(cat)
    fields: list
    if narrow is None:
        fields = _EVENT_FIELDS
        namespace["fold_code"] = FOLD_BY_PHASE
    else:
        phases, read, args = narrow
        fields = [("ph", Literal[phases])] + [f for f in _EVENT_FIELDS if f[0] in read]
        if args is not None:
            fields.append(("args", Optional[narrow_args_struct(cat, args)], None))
        namespace.update(
            {
                name: default
                for name, _, default in _EVENT_FIELDS
                if name != "ph" and name not in read and (name != "args" or args is None)
            }
        )
        if cat == "ac2g":
            namespace["fold_code"] = FOLD_IGNORE  # (flows other than fwdbwd are not kept)
        else:
            namespace["fold_code"] = fold_code(cat if phases == ("X",) else "\0" + phases[0])
    return msgspec.defstruct(f"_Category{number}", fields, tag_field="cat", tag=cat, namespace=namespace, gc=False)


_TAGGED_DECODERS: dict = {}  # frozenset of categories -> decoder (a few per process)

# The categories of PyTorch 2.x Kineto traces, known from the start; others are learnt.
KINETO_CATEGORIES = frozenset(
    {
        "cpu_op",
        "user_annotation",
        "python_function",
        "cuda_runtime",
        "cuda_driver",
        "cuda_sync",
        "kernel",
        "gpu_memcpy",
        "gpu_memset",
        "gpu_user_annotation",
        "ac2g",
        "fwdbwd",
        "cpu_instant_event",
        "Trace",
        "overhead",
        "cuda_profiler_range",
    }
)


def _tagged_decoder(categories: frozenset):
    decoder = _TAGGED_DECODERS.get(categories)
    if decoder is None:
        if len(_TAGGED_DECODERS) >= 32:
            _TAGGED_DECODERS.clear()
        structs = tuple(_category_struct(cat, i) for i, cat in enumerate(sorted(categories)))
        decoder = _TAGGED_DECODERS[categories] = msgspec.json.Decoder(list[Union[structs]])  # type: ignore[valid-type]
    return decoder


class PieceDecoder:
    """Decodes the pieces of one file in one process by category; a piece the union does
    not fit is decoded as FastEvent, and the categories it brings are added to the union.
    After MISSES pieces that it did not fit for any other reason (events without a
    category, say) or LEARN new unions, the rest of the file is decoded as FastEvent."""

    MISSES = 2
    LEARN = 8
    # the first pieces of a file the native scan did not take, none taken, after which the rest
    # of the file is not scanned (a 2021 trace, or one of categories it does not take: each
    # scan would be wasted); a file of which it took a piece is scanned to its end
    NATIVE_REFUSALS = 3

    def __init__(self):
        self.scratch: Any = None  # the native scan's arrays (scanner.Scratch), made for the first piece scanned
        self.native_refusals = 0  # pieces the native scan did not take, while it has taken none
        self.native_taken = False  # whether it has taken a piece of this file
        self.categories = KINETO_CATEGORIES
        self.tagged = _tagged_decoder(self.categories)
        self.misses = self.learnt = 0

    def decode(self, piece) -> list:
        if self.tagged is None:
            return FAST_DECODER.decode(piece)
        try:
            return self.tagged.decode(piece)
        except (msgspec.ValidationError, msgspec.DecodeError):
            pass
        events = FAST_DECODER.decode(piece)  # raises as before: the caller handles it
        # ("" is what an event without a category reads as: nothing to learn from it)
        new = {e.cat for e in events} - self.categories - {""}
        if new and self.learnt < self.LEARN:
            self.learnt += 1
            self.categories = self.categories | new
            self.tagged = _tagged_decoder(self.categories)
        else:
            self.missed(bool(new))
        return events

    def missed(self, new: bool = False) -> None:
        """One more piece the union did not fit, where it learnt nothing from it (new: it
        brought a category the union could not learn): after MISSES, or with new, the rest
        of the file is decoded as FastEvent. (scan.py says it of the pieces it takes that the
        union would not have fitted: their events without a category.)"""
        self.misses += 1
        if self.misses >= self.MISSES or new:
            self.tagged = None
