"""The advice registry: every advice code a rule can give, declared once, with what the other
places that name codes read from here (#38 item 4).

Terms, per code:
- level: "warning" (the trace shows a problem) or "info"; advise() sets each item's level
  from here, so a rule cannot say another;
- group: where the verdict's notes put it: "check" (worth checking in the model) or
  "measurement" (about how well the trace measures);
- explains: whether it explains a difference between variants (compare's explanations);
- when: what the trace shows when the rule gives it, and what the message says (the docs'
  "when" column);
- saves: how its saves_us is estimated, in words ("" where none is: the docs' "saves_us"
  column);
- thresholds: the names of the constants (in the rule modules: rules/advice.py, rules/kernels.py,
  rules/backends.py, rules/occupancy.py, rules/device.py or rules/serving.py) its rule compares
  against, each one's value said in its `when` (a test holds them equal).

The docs' advice table (docs/report-schema.md) is generated from this one
(`python scripts/gen_advice_table.py`: codes that say the same thing share a row); the schema's
enum (report_schema.json), the verdict's groups and compare's explanations are this table's:
tests/test_advice_codes.py holds each of them to it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AdviceCode:
    code: str
    level: str
    group: str
    explains: bool = False
    when: str = ""
    saves: str = ""
    thresholds: tuple = ()


_CODES = (
    AdviceCode("no_label", "warning", "measurement", when="scopes were found by op or pattern, or not at all"),
    AdviceCode(
        "sdpa_math_fallback",
        "warning",
        "check",
        explains=True,
        when="a math-backend SDPA call: why the fused backends refused, from the trace (`math_fallback.reasons`: FP32 inputs, a head dim over 256, an explicit mask, dropout, `enable_gqa`), or that nothing in the trace makes them refuse (it was chosen); its costs (FP32 compute, the mask rebuilt per call, `_safe_softmax`); CPU wording on CPU-only traces",
        saves="the math calls' kernel time less a fused kernel's at 50% of the device's peak compute and bandwidth (the larger); on a CPU-only trace the calls' CPU time less their GEMM ops' (`math_fallback.gemm_cpu_us`: a fused call still does the GEMMs' work); null on a GPU without peaks",
        thresholds=("TARGET_PCT",),
    ),
    AdviceCode("fp32_gemm", "info", "check", explains=True, when="GEMM kernels inside attention on CUDA cores (sgemm)"),
    AdviceCode(
        "hidden_copy",
        "info",
        "check",
        explains=True,
        when="copies inside attention, named by the op that made them (GPU: memcpys by launching op; CPU-only: copy ops by enclosing op, made by an out-of-place op with an in-place form at any size, by another copying op when over 5% of attention CPU time), with the in-place form",
        saves="the copies' time",
        thresholds=("CPU_COPY_SHARE",),
    ),
    AdviceCode(
        "elementwise_heavy",
        "warning",
        "check",
        explains=True,
        when="elementwise kernels at least 40% of attention GPU time; the message names the largest `attention.kernel_sites` with a change for each (its `change`), at most 2",
        saves="0.5 of their time (fusion removes their launches and most round trips; a rough, stated rule)",
        thresholds=("ELEMENTWISE_SHARE", "ELEMENTWISE_SAVING"),
    ),
    AdviceCode(
        "launch_bound",
        "warning",
        "check",
        explains=True,
        when="forward CPU time above forward kernel time, kernels under 20 µs on average, the launch calls and their ops' dispatch at least 50% of the forward CPU time (`attention.cpu_parts`) and no call waiting for the device",
        saves="forward CPU time less kernel time, at most the launch calls' and dispatch's time (what CUDA graphs remove)",
        thresholds=("SHORT_KERNEL_US", "LAUNCH_SHARE"),
    ),
    AdviceCode(
        "cpu_bound",
        "warning",
        "check",
        explains=True,
        when="forward CPU time above forward kernel time, kernels under 20 µs on average, but a call waits for the device (`.item()`, `cudaStreamSynchronize`: CUDA graphs cannot capture it) or the launch calls and dispatch are under 50% of the forward CPU time: the CPU time's parts (`attention.cpu_parts`) and the largest named with its ops and their lines (waiting for the device, ops on the CPU, Python, launching)",
        saves="where the largest part is waiting for the device: at most that wait (and the GPU's wait); else none",
        thresholds=("SHORT_KERNEL_US", "LAUNCH_SHARE"),
    ),
    AdviceCode(
        "older_backend",
        "warning",
        "check",
        explains=True,
        when="FlashAttention-2 or -3 attention kernels (`attention.kernels` whose backend names them) on a device of compute capability `NATIVE_FROM_MAJOR` (10) or later (Blackwell: `hardware.properties.compute_capability`), an architecture they were not written for; names the kernels written for it (FlashAttention-4, cuDNN through SDPA, FlashInfer's trtllm-gen and cutlass)",
        saves="the calls' kernel time less their FLOPs at the best published forward rate on the device (`best_published`), at most their time; none without such a figure",
        thresholds=("NATIVE_FROM_MAJOR",),
    ),
    AdviceCode(
        "mha_need_weights",
        "warning",
        "check",
        explains=True,
        when="an `nn.MultiheadAttention` fast-path row (`aten::_native_multi_head_attention`) whose calls asked for weights averaged over the heads (`need_weights` and `average_attn_weights` True: `weights_averaged`); the message says how many of them ran unfused (bmm + softmax + bmm) and where they were called. Else eager chains inside a `MultiheadAttention` module's scope (its slow path, `F.multi_head_attention_forward`): `need_weights=False` and the fast path's conditions (inference, `batch_first=True`, query, key and value the same tensor, no `add_bias_kv` or `add_zero_attn`, `kdim` and `vdim` equal to `embed_dim`), no estimate",
        saves="the averaging's time (its `aten::sum` and `aten::div_`), what `need_weights=False` removes at least",
    ),
    AdviceCode(
        "backward_slow",
        "warning",
        "check",
        explains=True,
        when="backward kernel time over 3× forward",
        saves="backward less 2.5× forward",
        thresholds=("BACKWARD_RATIO", "BACKWARD_EXPECTED"),
    ),
    AdviceCode(
        "below_peak",
        "info",
        "check",
        explains=True,
        when="a compute-bound attention op or GEMM (at least 5% of attention GPU time) under 30% of its dtype's peak",
        saves="its time less its time at 50% of the peak",
        thresholds=("BELOW_PEAK_PCT", "BELOW_PEAK_SHARE", "TARGET_PCT"),
    ),
    AdviceCode(
        "communication_in_attention",
        "warning",
        "measurement",
        when="communication kernels (NCCL, RCCL) launched inside the attention scopes take at least 25% of attention's kernel time (FSDP's all-gathers inside a layer's label): the largest groups by launcher, collective and phase (`communication_by_launcher`), counted apart; attention without them (`compute_kernel_share`)",
        thresholds=("COMMUNICATION_SHARE",),
    ),
    AdviceCode(
        "recomputed_attention",
        "info",
        "check",
        when="activation checkpointing recomputed attention in the backward: its calls and time (`attention.recomputed`), counted once as backward work",
    ),
    AdviceCode(
        "backward_without_forward",
        "info",
        "measurement",
        when='attention backward ops whose forward is not in the trace (`attention.parts.backward_without_forward`): their calls and time, counted as backward work of no scope; "ran before the profiled window" only for those whose sequence number says so',
    ),
    AdviceCode(
        "hugging_face_eager_attention",
        "info",
        "check",
        explains=True,
        when='eager attention chains whose library frame (`call_sites`, recorded with `with_stack=True`) is a Hugging Face model\'s (`transformers/…`): where they were called, and the one argument that changes it (`attn_implementation="sdpa"`)',
    ),
    AdviceCode(
        "sweep_these_shapes",
        "info",
        "check",
        when="the trace has an attention call of a dense shape the sweep runs: names `tb-attn sweep` on the costliest one (its shape, dtype, causal flag or mask filled in; `command` holds the line alone) and `tb-attn sweep --from` for the costliest three (`analysis/passes/sweep_problems.py`)",
    ),
    AdviceCode(
        "eager_score_matrix",
        "info",
        "check",
        explains=True,
        when="an eager chain whose Lq×Lkv score matrix takes at least 1 MiB per call: its bytes",
        thresholds=("SCORE_MATRIX_MIN_BYTES",),
    ),
    AdviceCode(
        "fused_occupancy_expected",
        "info",
        "measurement",
        explains=True,
        when='a fused attention kernel reporting under 25% occupancy: by design (registers and shared memory), where its theoretical occupancy agrees; where that is over 25% and twice the reported one, its grid when smaller than the SMs (most SMs have no block), never "by design"; nothing where neither explains it. It names the kernel (its backend and name); where the trace records what limits the kernel (`occupancy_limits`) it says that rather than the derivation',
    ),
    AdviceCode(
        "occupancy_gap",
        "info",
        "measurement",
        explains=True,
        when="a kernel reported at 0% occupancy whose registers, threads and shared memory give more, by the cause the trace shows: more than 48 KiB of shared memory (never estimated, whatever the API); the launch API (the driver API, `cudaLaunchKernelExC`, a graph launch), only where no kernel of the trace (attention's or not) launched that way has an estimate: a measurement gap; a grid of fewer blocks than the SMs, where near 0% is real; nothing is said of a zero with none of these. With its theoretical occupancy, what the trace records limits it (`occupancy_limits`) and, for cuDNN, the CPU time per call against the GPU time",
        thresholds=("SHARED_MEMORY_ESTIMATED",),
    ),
    AdviceCode(
        "decode_below_bandwidth",
        "info",
        "check",
        when="decode steps whose attention reads under 50% of the memory bandwidth (`serving.steps[].pct_of_peak_bandwidth`)",
        saves="their attention time less their bytes at the full bandwidth",
        thresholds=("DECODE_FAR_PCT",),
    ),
    AdviceCode(
        "prefill_decode_mixed",
        "info",
        "check",
        when="steps batching prefill and decode: the decode tokens wait for the prefill's attention",
    ),
    AdviceCode(
        "kv_write_rotary_separate",
        "info",
        "check",
        when="KV-cache writes and rotary embeddings both in kernels of their own (`kv_cache_write_us` and `rotary_us` above 0: a fused rotary + KV-write kernel, `fused_rotary_kv_us`, is never advised to be fused), together at least 10% of the steps' attention time",
        saves="the smaller of the two (a fused kernel still rotates and writes the cache: it removes one pass)",
        thresholds=("AROUND_SHARE",),
    ),
    AdviceCode(
        "serving_gpu_idle",
        "info",
        "check",
        when="the GPU idle at least 10% (and 50 µs) of the steps' GPU range, between graph launches or launches",
        thresholds=("IDLE_SHARE", "IDLE_MIN_US"),
    ),
    AdviceCode(
        "kernels_without_correlation", "info", "measurement", when="kernels that cannot be attributed, with why"
    ),
    AdviceCode("unattributed_kernels", "info", "measurement", when="kernels that cannot be attributed, with why"),
    AdviceCode("launch_thread_not_covered", "info", "measurement", when="kernels that cannot be attributed, with why"),
    AdviceCode(
        "attention_kernels_outside_scopes",
        "warning",
        "measurement",
        when="attention outside the user's labels: counted in every total, and how much it added",
    ),
    AdviceCode(
        "attention_ops_outside_scopes",
        "warning",
        "measurement",
        when="attention outside the user's labels: counted in every total, and how much it added",
    ),
)

CODES = {c.code: c for c in _CODES}
# advice about how well the trace measures, not about the model (the verdict's group)
MEASUREMENT_CODES = frozenset(c.code for c in _CODES if c.group == "measurement")
# the advice that explains a variant's difference (compare's explanations)
EXPLAINS = frozenset(c.code for c in _CODES if c.explains)
