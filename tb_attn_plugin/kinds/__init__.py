"""The attention-kind registry: every kind of attention call the tool knows, one module each
(its terms are in base.py).

A kind is added by one new module in this package that defines ``KINDS`` (a tuple of
``AttentionKind`` subclasses), plus its test; the registry finds it. Every other part of the
tool asks the registry: which op names are attention (``is_attention_op_name``), which kind
a forward op is (``kind_of_op``), what a call's inputs say (``call_facts``), the backend of a
kernel name (``kernel_backend``), a kind's backend, bytes and expected picture
(``kind_named``), and what a call of a kind's unfused fallback path shows about why it ran
so (``FALLBACK_OPS``, ``AttentionKind.fallback_evidence``: SDPA's math backend), and which
forward ops are a call of their own even inside another (``NESTING_OPS``: SDPA's dispatcher
and backend ops). The report names kinds by family; tests/test_kinds.py checks that the
schema's family enum and the registry's families agree.

Layering: this package depends on nothing of the tool's but ``dtypes``; ``patterns`` (which
the reader uses) builds on it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import lru_cache

from .base import AttentionKind, CallFacts, FallbackInside, KernelFingerprint, Picture, Shapes

__all__ = [
    "FALLBACK_OPS",
    "KINDS",
    "MIXERS",
    "NESTING_OPS",
    "AttentionKind",
    "CallFacts",
    "FallbackInside",
    "KernelFingerprint",
    "Picture",
    "call_facts",
    "is_attention_op_name",
    "kernel_backend",
    "kernel_kind",
    "kind_named",
    "kind_of_op",
    "mixer_of_kernel",
    "mixer_of_op",
]


def _discover() -> tuple:
    found = []
    for module in sorted(m.name for m in pkgutil.iter_modules(__path__)):
        if module == "base" or module.startswith("_"):
            continue
        found.extend(importlib.import_module(f"{__name__}.{module}").KINDS)
    names = [k.name for k in found]
    if len(set(names)) != len(names):
        raise RuntimeError(f"attention kinds named twice: {sorted(n for n in names if names.count(n) > 1)}")
    return tuple(sorted(found, key=lambda k: (k.rank, k.name)))


REGISTERED: tuple = _discover()
_BY_NAME = {k.name: k for k in REGISTERED}
# the kinds of softmax attention, which every other part of the tool asks about; the token
# mixers (kinds/linear.py) apart: registered like them, and never attention
KINDS: tuple = tuple(k for k in REGISTERED if k.softmax)
MIXERS: tuple = tuple(k for k in REGISTERED if not k.softmax)
# every kind's fallback ops (AttentionKind.fallback_ops), to find their calls among the table's
FALLBACK_OPS: frozenset = frozenset().union(*(k.fallback_ops for k in KINDS))
# every kind's nesting ops (AttentionKind.nesting_ops): always a call of their own
NESTING_OPS: frozenset = frozenset().union(*(k.nesting_ops for k in KINDS))
# the family of a call no kind finds by name: an op found by the fused attention kernels it
# launches (analysis/passes/kernel_calls.py), read as the kind its kernels say
FOUND_BY_KERNELS = "custom"
FAMILIES = frozenset(k.family for k in KINDS) | {FOUND_BY_KERNELS}

# Inductor names a fused pointwise or reduction kernel, and the op that launches it, after
# every op it fused: "triton_poi_fused_..._fmha_v3_fwd_mul_..." is a rotary embedding
# fused with the casts around an attention call, not attention.
_FUSED_NOT_ATTENTION = re.compile(r"^triton_(poi|red|per)_")
_ATTENTION_OP_RE = re.compile(
    "|".join(f"(?:{k.attention_ops})" for k in KINDS if k.attention_ops is not None), re.IGNORECASE
)
# (first match wins, by the fingerprints' ranks across kinds)
_FINGERPRINTS = [
    (re.compile(f.pattern), f.backend, kind.name)
    for f, kind in sorted(((f, k) for k in KINDS for f in k.kernel_fingerprints), key=lambda fk: fk[0].rank)
]


@lru_cache(maxsize=65536)
def is_attention_op_name(name: str) -> bool:
    """Any op of any kind: forward, backward or internal; never a token mixer's."""
    return bool(_ATTENTION_OP_RE.search(name)) and not _FUSED_NOT_ATTENTION.search(name) and mixer_of_op(name) is None


_MIXER_OPS = [(re.compile(k.forward_ops, re.IGNORECASE), k) for k in MIXERS if k.forward_ops]
_MIXER_KERNELS = [
    (re.compile(f.pattern, re.IGNORECASE), k)
    for k in MIXERS
    for f in sorted(k.kernel_fingerprints, key=lambda f: f.rank)
]


@lru_cache(maxsize=65536)
def mixer_of_op(name: str):
    """The token mixer (kinds/linear.py) an op's name says, or None. (Inductor's fused
    pointwise kernels named after what they fused are no mixer.)"""
    if _FUSED_NOT_ATTENTION.search(name):
        return None
    return next((k for regex, k in _MIXER_OPS if regex.search(name)), None)


@lru_cache(maxsize=65536)
def mixer_of_kernel(name: str):
    """The token mixer a kernel's name says, or None (a softmax attention kernel's fingerprint
    wins: a name that is both is attention)."""
    if _FUSED_NOT_ATTENTION.search(name) or kernel_backend(name) is not None:
        return None
    return next((k for regex, k in _MIXER_KERNELS if regex.search(name)), None)


def is_forward_attention_op_name(name: str) -> bool:
    return is_attention_op_name(name) and "backward" not in name.lower()


@lru_cache(maxsize=65536)
def kind_of_op(op_name: str) -> type[AttentionKind]:
    """The kind of a forward attention op: the first kind (by rank) whose forward ops match."""
    for kind in KINDS:
        if kind.is_forward_op(op_name):
            return kind
    return _BY_NAME["other"]


def kind_named(name: str) -> type[AttentionKind]:
    return _BY_NAME[name]


def call_facts(op_name: str, shapes: Shapes) -> CallFacts:
    """What one op's (Input Dims, Input type, Concrete Inputs) say, read by its kind."""
    return kind_of_op(op_name).facts(op_name, shapes)


def kernel_backend(name: str):
    """The attention backend a kernel's name says, or None when it is no attention kernel.
    (patterns.classify_kernel asks this after triton's pointwise and reduction prefixes.)"""
    for regex, backend, _ in _FINGERPRINTS:
        if regex.search(name):
            return backend
    return None


def kernel_kind(name: str):
    """The kind whose fingerprint a fused attention kernel's name matches (the first by rank),
    or None when it is no attention kernel."""
    for regex, _, kind in _FINGERPRINTS:
        if regex.search(name):
            return _BY_NAME[kind]
    return None
