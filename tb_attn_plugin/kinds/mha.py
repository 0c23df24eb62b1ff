"""The multi-head attention fast path: ``aten::_native_multi_head_attention``, which
``nn.MultiheadAttention`` calls in inference (no grad, batch_first) and
``nn.TransformerEncoderLayer``'s fast path (``aten::_transformer_encoder_layer_fwd``) calls
inside it; the encoder layer itself is not an attention call (its time holds the
feed-forward block). Inputs: query (B, Lq, E), key and value (B, Lkv, E), then embed_dim
and num_heads (Concrete Inputs 3 and 4), so the head dim is E / num_heads. Where it does not
hand the call to a fused SDPA backend (then that SDPA op is the call), it computes the
scores itself (bmm, softmax, bmm): an Lq by Lkv score matrix a head. FLOPs are the
attention core, 2·B·H·Lq·Lkv·2D; the in and out projections are GEMMs of their own.
"""

from __future__ import annotations

from typing import Optional

from ..core.dtypes import SIXTEEN_BIT
from .base import AttentionKind, Picture, dims3, int_at

NO_HEADS = "no FLOPs: the inputs' dims or num_heads are not in the trace (record with record_shapes=True)"


class MultiHeadFastPath(AttentionKind):
    name = "mha"
    family = "mha"
    rank = 60
    summary = "nn.MultiheadAttention's and nn.TransformerEncoderLayer's fast path"
    forward_ops = r"^aten::_native_multi_head_attention$"
    attention_ops = r"multi_head_attention"
    no_flops_note = NO_HEADS
    builds_score_matrix = True

    @classmethod
    def shape(cls, dims: list, concrete) -> Optional[dict]:
        q = dims3(dims[0]) if dims else None
        k = dims3(dims[1]) if len(dims) > 1 else None
        heads = int_at(concrete, 4)
        if q is None or k is None or not heads or heads < 0 or q[2] % heads:
            return None
        return {"B": q[0], "H": heads, "Lq": q[1], "Lkv": k[1], "D": q[2] // heads}

    @classmethod
    def causal(cls, op_name: str, concrete) -> Optional[bool]:
        return None  # a mask, if any, is an input tensor

    @classmethod
    def bytes_moved(cls, shape: Optional[dict], dtype: Optional[str]) -> Optional[int]:
        return None  # it moves the score matrices and the projection weights too

    @classmethod
    def picture(cls, backend: str, dtype: Optional[str]) -> Picture:
        # the projections, the bias and rescale of Q, K, V and the two score GEMMs are
        # kernels of their own: no count is expected
        return Picture(kernels_per_call=None, tensor_cores=dtype in SIXTEEN_BIT, score_matrix=True)


KINDS = (MultiHeadFastPath,)
