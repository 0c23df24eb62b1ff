"""Eager attention: a Q·Kᵀ GEMM, a softmax and a ·V GEMM written by hand, found by its
pattern (analysis/passes/eager.py says how), not by an op name. Both GEMMs run in full (the whole
score matrix is computed, masked or not), so the FLOPs are the dense count; the chain holds
Lq by Lkv score matrices (scores, masked scores, probabilities): ``score_matrix_bytes`` is
one of them in the softmax's dtype. Expected: five kernels a call (six with a copy when the
mask is applied out of place) on Tensor Cores for 16-bit inputs, and the score matrix.
"""

from __future__ import annotations

from typing import Optional

from ..core.dtypes import SIXTEEN_BIT
from .base import AttentionKind, CallFacts, Picture

EXPECTED_EAGER_KERNELS = (5, 6)  # naive attention: 5 kernels, and a copy when masked out of place


class Eager(AttentionKind):
    name = "eager"
    family = "eager"
    rank = 900
    summary = "a Q·Kᵀ, softmax, ·V chain found by its pattern"
    default_backend = "eager (unfused)"
    builds_score_matrix = True

    @classmethod
    def chain_facts(cls, shape: dict, dtype: Optional[str]) -> CallFacts:
        """A found chain's facts, from its (B, H, Lq, Lkv, D[, Dv]) and the softmax's dtype."""
        return cls.make_facts(shape, dtype, None)

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        return None  # it moves the score matrices too

    @classmethod
    def backend(cls, op_name: str, kernel_backends: set) -> str:
        return ", ".join(sorted(kernel_backends)) if kernel_backends else cls.default_backend

    @classmethod
    def picture(cls, backend: str, dtype: Optional[str]) -> Picture:
        low, high = EXPECTED_EAGER_KERNELS
        return Picture(
            kernels_per_call=low,
            tensor_cores=dtype in SIXTEEN_BIT,
            score_matrix=True,
            most_kernels_per_call=high,
            too_many="eager attention launches five or six",
        )


KINDS = (Eager,)
