"""What an attention kind is, and the facts of one call of it.

Terms:
- kind: one way attention is called (SDPA, FlexAttention, FlashAttention, a serving
  engine's paged attention, an eager chain, ...): an ``AttentionKind`` that says how its ops
  and kernels are recognised, where a call's causal flag and shapes are, its FLOPs and the
  bytes it moves, its backend, and the picture a call of it is expected to show.
- family: how a kind's inputs are laid out, which is what the report names
  (``AttentionOpRow.family`` in docs/report-schema.json). Several kinds share a family
  (FlashAttention, xFormers and aiter all take (B, L, H, D)).
- call facts: what one call's inputs say (``CallFacts``): shape, dtype, causal flag, FLOPs,
  the bytes it moves, and why the FLOPs are not the exact count where they are not.
- picture: what a call is expected to show on a GPU (``Picture``): kernels per call,
  Tensor Cores, an Lq by Lkv score matrix ("guess first, then look").
- rank: the order kinds are asked in, lowest first; the first kind whose forward ops match
  an op name is its kind. Kernel fingerprints have ranks of their own, across kinds.

Shapes are dicts as the report gives them: B, H, Lq, Lkv, D for dense calls (Hkv and Dv
where K/V differ), T, Tkv for packed tokens, T, H, D for paged calls.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, ClassVar, Optional

from ..core.dtypes import BYTES_PER_ELEMENT, SIXTEEN_BIT, first_dtype

Shapes = Any  # an op's (Input Dims, Input type, Concrete Inputs), as the reader keeps them


@dataclass(frozen=True)
class CallFacts:
    """What one attention call's inputs say (see the module's terms)."""

    kind: str
    family: str
    shape: Optional[dict]
    dtype: Optional[str]
    causal: Optional[bool]
    flops: Optional[int]
    flops_note: Optional[str] = None
    bytes: Optional[int] = None  # Q, K, V read and O written once; None where not known
    score_matrix_bytes: Optional[int] = None  # one Lq by Lkv matrix, for calls that build it
    # an explicit mask (or bias) tensor given: True or False where the op takes one, None
    # where the trace does not say (eager chains, ops that take none)
    mask: Optional[bool] = None


@dataclass(frozen=True)
class Picture:
    """What a call is expected to show on a GPU."""

    kernels_per_call: Optional[int]  # None: no count is expected
    tensor_cores: Optional[bool]
    score_matrix: bool
    # above this many kernels per call the call does not look as its kind should (None: no check)
    most_kernels_per_call: Optional[float] = None
    too_many: str = ""  # the mismatch, after "{n} kernels per call where "
    name_the_others: bool = False  # the mismatch names the kernels besides the fused one


@dataclass(frozen=True)
class KernelFingerprint:
    """A kernel name pattern (case-sensitive, searched) that says an attention backend."""

    rank: int
    pattern: str
    backend: str


@dataclass
class FallbackInside:
    """What ran inside one call of a fallback op (AttentionKind.fallback_ops): the names of
    the ops (less those inside its fallback_hides op), the dtypes its GEMMs ran in, and its
    GEMM ops' CPU time (µs)."""

    names: set = field(default_factory=set)
    gemm_dtypes: set = field(default_factory=set)
    gemm_us: float = 0.0


NO_SHAPE = "no FLOPs: the inputs' dims are not in the trace (record with record_shapes=True)"


class AttentionKind:
    """One attention kind. Subclasses set the class attributes and override what differs;
    the defaults read a dense (B, H, L, D) call."""

    name: ClassVar[str]
    family: ClassVar[str]
    rank: ClassVar[int] = 1000
    summary: ClassVar[str] = ""
    # softmax attention (an Lq by Lkv score matrix, computed or fused away); False: a linear
    # or recurrent token mixer (kinds/linear.py), registered but never attention
    softmax: ClassVar[bool] = True
    # forward ops of this kind (search); None: none is recognised by name
    forward_ops: ClassVar[Optional[str]] = None
    # every op name of this kind that is attention (forward, backward, internal ops): a part
    # of patterns.is_attention_op_name (search, case-insensitive); None: none
    attention_ops: ClassVar[Optional[str]] = None
    kernel_fingerprints: ClassVar[tuple[KernelFingerprint, ...]] = ()
    causal_index: ClassVar[dict] = {}  # op -> index of is_causal in Concrete Inputs
    default_causal_index: ClassVar[Optional[int]] = None
    # the backend when neither the op's name, its namespace nor its kernels say it
    default_backend: ClassVar[str] = "unknown"
    # FLOPs of a backward pass per forward FLOP (None: not counted for this kind); fused
    # kinds take FlashAttention-2's count, 2.5 (five GEMMs against two, the recomputation
    # of the scores included)
    backward_flops_factor: ClassVar[Optional[float]] = None
    heads_first: ClassVar[bool] = True  # (B, H, L, D); False: (B, L, H, D)
    flops_note: ClassVar[Optional[str]] = None  # why the FLOPs are not the exact count, always
    # where a causal mask's diagonal starts when Lq != Lkv: "top_left" (SDPA's is_causal:
    # query i sees keys 0..i) or "bottom_right" (FlashAttention 2.1 and later: query i sees
    # keys 0..i + Lkv - Lq); see causal_scores
    causal_alignment: ClassVar[str] = "top_left"
    # why a call has no FLOPs when its shape cannot be read
    no_flops_note: ClassVar[str] = NO_SHAPE
    # the call computes its Lq by Lkv score matrix itself (not in one fused kernel): its
    # size is a fact of the call, and the score matrix part of what the call shows
    builds_score_matrix: ClassVar[bool] = False
    # its calls run through torch.compile even when called eagerly: the kind as the warning
    # about them names it ("FlexAttention"); None where they do not. A compiled region around
    # such a call says nothing of the user's code or labels (analysis/passes/compiled.py)
    compiled_when_eager: ClassVar[Optional[str]] = None
    # the ops of the kind's unfused fallback path (SDPA's math backend): a call of one is
    # looked inside (the ops it ran, its GEMMs' dtypes and time) for why it ran so, and
    # fallback_evidence says what that shows; empty for a kind with no such path
    fallback_ops: ClassVar[frozenset] = frozenset()
    # an op inside a fallback call that does its own masking: what runs inside it is not the
    # call's evidence (SDPA's _safe_softmax and its where)
    fallback_hides: ClassVar[Optional[str]] = None
    # forward ops that are each a call of their own even inside another of them (a row of the
    # attention-op table, "a table op", analysis/passes/attention_ops.py): a dispatcher op and the
    # backend op it calls nest, and the innermost is the call (SDPA's); any other attention
    # op inside a table op is how that call is carried out, not a second call
    nesting_ops: ClassVar[frozenset] = frozenset()

    _forward_re: ClassVar[Optional[re.Pattern]] = None

    @classmethod
    def fallback_evidence(cls, facts: CallFacts, shapes, on_gpu: bool, inside: FallbackInside) -> dict:
        """What one call of a fallback op shows about why it ran so ($defs.AttentionOpRow's
        math_fallback). Only kinds with fallback_ops are asked."""
        raise NotImplementedError(f"{cls.name} has no fallback path")

    @classmethod
    def is_forward_op(cls, op_name: str) -> bool:
        if cls.forward_ops is None:
            return False
        compiled = cls.__dict__.get("_forward_re")  # each class its own (not a base class's)
        if compiled is None:
            compiled = re.compile(cls.forward_ops, re.IGNORECASE)
            cls._forward_re = compiled
        return bool(compiled.search(op_name))

    # --- one call ---------------------------------------------------------------------

    @classmethod
    def facts(cls, op_name: str, shapes: Shapes) -> CallFacts:
        """From one op's (Input Dims, Input type, Concrete Inputs)."""
        dims, types, concrete = shapes if shapes else (None, None, None)
        dims = dims if isinstance(dims, list) else []
        causal = cls.causal(op_name, concrete)
        shape = cls.shape(dims, concrete)
        return cls.make_facts(shape, first_dtype(types), causal, cls.mask(dims))

    @classmethod
    def mask(cls, dims: list) -> Optional[bool]:
        """Whether the call was given a mask tensor (None: the kind's ops take none, or the
        trace does not say)."""
        return None

    @classmethod
    def make_facts(
        cls, shape: Optional[dict], dtype: Optional[str], causal: Optional[bool], mask: Optional[bool] = None
    ) -> CallFacts:
        flops = cls.flops(shape, causal)
        note = cls.flops_note if cls.flops_note is not None or flops is not None else cls.no_flops_note
        return CallFacts(
            kind=cls.name,
            family=cls.family,
            shape=shape,
            dtype=dtype,
            causal=causal,
            flops=flops,
            flops_note=note,
            bytes=cls.bytes_moved(shape, dtype),
            score_matrix_bytes=score_matrix_bytes(shape, dtype) if cls.builds_score_matrix else None,
            mask=mask,
        )

    @classmethod
    def in_batch(cls, facts: CallFacts, batch, kv_dtype: Optional[str]) -> CallFacts:
        """A call's facts inside a serving engine's step (paged.EngineBatch, None: in none):
        a kind whose FLOPs and bytes depend on the step's requests (paged attention) counts
        them from it; the others' inputs say everything."""
        return facts

    @classmethod
    def shape(cls, dims: list, concrete) -> Optional[dict]:
        first = list(dims[:3]) + [None] * (3 - len(dims[:3]))
        return dense_shape([dims4(x) for x in first], cls.heads_first)

    @classmethod
    def causal(cls, op_name: str, concrete) -> Optional[bool]:
        if not isinstance(concrete, list):
            return None
        idx = cls.causal_index.get(op_name, cls.default_causal_index)
        if idx is not None and idx < len(concrete):
            return as_bool(concrete[idx])
        return None

    @classmethod
    def flops(cls, shape: Optional[dict], causal: Optional[bool]) -> Optional[int]:
        """The two GEMMs over the scores computed, 2·B·H·scores·(D + Dv): every Lq·Lkv score,
        or when causal the ones the mask keeps (causal_scores)."""
        if shape is None:
            return None
        lq, lkv = shape["Lq"], shape["Lkv"]
        per_score = 2 * shape["B"] * shape["H"] * (shape["D"] + shape.get("Dv", shape["D"]))
        if not causal:
            return per_score * lq * lkv
        if lq == lkv:  # half the dense count: the FlashAttention papers' and TraceLens' count
            return per_score * lq * lkv // 2
        return per_score * causal_scores(lq, lkv, cls.causal_alignment)

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        """Q, K and V read and O written once, as a fused kernel does (TraceLens' "Data
        Moved"): (B·H·Lq·D + B·Hkv·Lkv·D + B·Hkv·Lkv·Dv + B·H·Lq·Dv) elements."""
        size = BYTES_PER_ELEMENT.get(dtype or "")
        if shape is None or size is None:
            return None
        return token_bytes(shape, shape["B"] * shape["Lq"], shape["B"] * shape["Lkv"], size)

    # --- backend and picture ------------------------------------------------------------

    @classmethod
    def backend(cls, op_name: str, kernel_backends: set) -> str:
        """The kernels' backends where they say one; else the op's library by its namespace;
        else the kind's default."""
        if kernel_backends:
            return ", ".join(sorted(kernel_backends))
        low = op_name.lower()
        for prefix, library in LIBRARY_OF_NAMESPACE:
            if low.startswith(prefix):
                return library
        return cls.default_backend

    @classmethod
    def picture(cls, backend: str, dtype: Optional[str]) -> Picture:
        """A fused call: one kernel on Tensor Cores (16-bit inputs), no score matrix."""
        return Picture(
            kernels_per_call=1,
            tensor_cores=dtype in SIXTEEN_BIT,
            score_matrix=False,
            most_kernels_per_call=1,
            too_many="a fused backend launches one",
            name_the_others=True,
        )


def causal_scores(lq: int, lkv: int, alignment: str) -> int:
    """The scores a causal mask keeps when Lq != Lkv, exactly, by where its diagonal starts:
    top-left (query i sees keys 0..i, PyTorch SDPA's is_causal): Lq·(Lq+1)/2 for Lq < Lkv,
    else Lkv·(Lkv+1)/2 + (Lq - Lkv)·Lkv; bottom-right (query i sees keys 0..i + Lkv - Lq,
    FlashAttention 2.1 on): Lq·(Lq+1)/2 + (Lkv - Lq)·Lq for Lq < Lkv, else Lkv·(Lkv+1)/2
    (the first Lq - Lkv queries see none). (Square calls: AttentionKind.flops halves.)"""
    if alignment == "bottom_right":
        return lq * (lq + 1) // 2 + (lkv - lq) * lq if lq < lkv else lkv * (lkv + 1) // 2
    return lq * (lq + 1) // 2 if lq < lkv else lkv * (lkv + 1) // 2 + (lq - lkv) * lkv


# a third-party op's library, by its namespace, where its kernels do not say the backend
LIBRARY_OF_NAMESPACE = (
    ("aiter::", "AMD aiter FMHA"),
    ("flash_attn", "FlashAttention"),
    ("xformers", "xFormers"),
    ("vllm::", "vLLM"),
    ("sglang", "SGLang"),
    ("flashinfer", "FlashInfer"),
    ("transformer_engine", "TransformerEngine"),
    ("te::", "TransformerEngine"),
)


# --- reading inputs -----------------------------------------------------------------------


def is_dims(d, rank: Optional[int] = None) -> bool:
    """An ``Input Dims`` entry that is a tensor's shape: a list of non-negative integers (of
    this many, where rank is given). Trace text is untrusted: anything else is no shape."""
    return (
        isinstance(d, list)
        and (rank is None or len(d) == rank)
        and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in d)
    )


def dims4(d) -> Optional[tuple]:
    return tuple(d) if is_dims(d, 4) else None


def dims3(d) -> Optional[tuple]:
    return tuple(d) if is_dims(d, 3) else None


def is_1d(d) -> bool:
    return isinstance(d, list) and len(d) == 1 and isinstance(d[0], int)


def dense_shape(qkv: list, heads_first: bool) -> Optional[dict]:
    """q, k, v as (B, H, L, D) (heads_first: SDPA's and flex's layout) or (B, L, H, D)
    (FlashAttention's): K and V may have fewer heads (Hkv) and V another head dim (Dv)."""
    q, k, v = qkv
    if q is None or k is None or v is None:
        return None
    h_axis, l_axis = (1, 2) if heads_first else (2, 1)
    b, h, lq, d = q[0], q[h_axis], q[l_axis], q[3]
    shape = {"B": b, "H": h, "Lq": lq, "Lkv": k[l_axis], "D": d}
    if v[3] != d:
        shape["Dv"] = v[3]
    if k[h_axis] != h:
        shape["Hkv"] = k[h_axis]
    return shape


def score_matrix_bytes(shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
    """One Lq by Lkv score matrix per head of a dense call, in its dtype: B·H·Lq·Lkv elements."""
    size = BYTES_PER_ELEMENT.get(dtype or "")
    if shape is None or size is None:
        return None
    return shape["B"] * shape["H"] * shape["Lq"] * shape["Lkv"] * size


def token_bytes(shape: dict, q_tokens: int, kv_tokens: int, size: int) -> int:
    h, d = shape["H"], shape["D"]
    hkv, dv = shape.get("Hkv", h), shape.get("Dv", d)
    return (q_tokens * h * (d + dv) + kv_tokens * hkv * (d + dv)) * size


def as_bool(text) -> Optional[bool]:
    if text in ("True", "true", True):
        return True
    if text in ("False", "false", False):
        return False
    return None


def int_at(concrete, i: int) -> Optional[int]:
    if isinstance(concrete, list) and i < len(concrete):
        try:
            return int(str(concrete[i]))
        except ValueError:
            return None
    return None
