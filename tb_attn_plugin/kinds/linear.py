"""Linear and recurrent token mixers: what sits where attention sits in a hybrid or a
sub-quadratic model, named like it (vLLM's ``gdn_attention_core``, "linear attention",
"retention"), and is not softmax attention: no Lq by Lkv score matrix, no KV cache, a state
carried along the sequence instead. Gated DeltaNet and delta-rule kernels, Mamba's selective
and chunked (SSD) scans and its short convolution, RWKV's WKV, RetNet's retention, lightning
and other linear attention.

They are registered like every kind (family "linear") and are never attention: their ops are
no attention op (kinds.is_attention_op_name), their kernels no fused attention kernel
(kinds.kernel_backend); the report counts them apart (analysis/passes/token_mixers.py), in no
softmax-attention total, share, FLOP count or advice.
"""

from __future__ import annotations

from typing import ClassVar

from .base import AttentionKind, KernelFingerprint


class TokenMixer(AttentionKind):
    """A linear or recurrent token mixer (see the module's terms)."""

    family = "linear"
    softmax = False
    rank = 2000
    label: ClassVar[str] = ""  # its short name in a sentence ("Gated DeltaNet")


class GatedDeltaNet(TokenMixer):
    label = "Gated DeltaNet"
    name = "gated_deltanet"
    summary = "Gated DeltaNet and delta-rule linear attention (a recurrence over a state, no score matrix)"
    rank = 2001
    forward_ops = r"gdn_attention|gated_delta|delta_?rule|deltanet"
    kernel_fingerprints = (
        KernelFingerprint(2001, r"gated_delta_rule|delta_rule|deltanet|chunk_gated_delta", "Gated DeltaNet"),
    )


class Mamba(TokenMixer):
    label = "Mamba"
    name = "mamba"
    summary = "Mamba / SSM selective and chunked (SSD) scans, and their short causal convolution"
    rank = 2002
    forward_ops = r"mamba|selective_scan|selective_state_update|mamba_chunk_scan|(^|::|_)ssd_|causal_conv1d"
    kernel_fingerprints = (
        KernelFingerprint(
            2002,
            r"mamba|selective_scan|selective_state_update|_chunk_scan|_chunk_state|_state_passing|_bmm_chunk|"
            r"(^|_)ssd_|causal_conv1d",
            "Mamba (SSM scan)",
        ),
    )


class Rwkv(TokenMixer):
    label = "RWKV"
    name = "rwkv"
    summary = "RWKV's WKV recurrence"
    rank = 2003
    forward_ops = r"rwkv|(^|::|_)wkv"
    kernel_fingerprints = (KernelFingerprint(2003, r"rwkv|(^|_)wkv", "RWKV (WKV)"),)


class Retention(TokenMixer):
    label = "retention"
    name = "retention"
    summary = "RetNet's retention"
    rank = 2004
    forward_ops = r"retention"
    kernel_fingerprints = (KernelFingerprint(2004, r"retention", "RetNet retention"),)


class LinearAttention(TokenMixer):
    label = "linear attention"
    name = "linear_attention"
    summary = "lightning and other linear attention (a running state, no softmax)"
    rank = 2005
    forward_ops = r"lightning_?attn|lightning_attention|linear_?attn|linear_attention|fused_recurrent|chunk_gla"
    kernel_fingerprints = (
        KernelFingerprint(
            2005, r"lightning_?attn|linear_?attn|linear_attention|fused_recurrent|chunk_gla", "linear attention"
        ),
    )


KINDS = (GatedDeltaNet, Mamba, Rwkv, Retention, LinearAttention)
