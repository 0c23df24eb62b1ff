"""The advice registry: every advice code a rule can give, declared once, with what the other
places that name codes read from here (#38 item 4).

Terms, per code:
- level: "warning" (the trace shows a problem) or "info"; advise() sets each item's level
  from here, so a rule cannot say another;
- group: where the verdict's notes put it: "check" (worth checking in the model) or
  "measurement" (about how well the trace measures);
- explains: whether it explains a difference between variants (compare's explanations);
- saves: how its saves_us is estimated, in words ("" where none is);
- thresholds: the names of the constants (in the rule modules: advice.py, advice_kernels.py, advice_backends.py, advice_occupancy.py, advice_device.py or advice_serving.py) its rule compares
  against, each documented in the row of its code in docs/report-schema.md.

The schema's enum (report_schema.json), the docs' table, the verdict's groups and compare's
explanations are this table's: tests/test_advice_codes.py holds each of them to it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AdviceCode:
    code: str
    level: str
    group: str
    explains: bool = False
    saves: str = ""
    thresholds: tuple = ()


_CODES = (
    AdviceCode("no_label", "warning", "measurement"),
    AdviceCode(
        "sdpa_math_fallback",
        "warning",
        "check",
        explains=True,
        saves="the math calls' time less a fused kernel's at half the peaks (CPU: less their GEMMs' time)",
        thresholds=("TARGET_PCT",),
    ),
    AdviceCode("fp32_gemm", "info", "check", explains=True),
    AdviceCode("hidden_copy", "info", "check", explains=True, saves="the copies' time", thresholds=("CPU_COPY_SHARE",)),
    AdviceCode("kernels_without_correlation", "info", "measurement"),
    AdviceCode("unattributed_kernels", "info", "measurement"),
    AdviceCode("launch_thread_not_covered", "info", "measurement"),
    AdviceCode("attention_kernels_outside_scopes", "warning", "measurement"),
    AdviceCode("attention_ops_outside_scopes", "warning", "measurement"),
    AdviceCode("occupancy_gap", "info", "measurement", explains=True, thresholds=("SHARED_MEMORY_ESTIMATED",)),
    AdviceCode(
        "elementwise_heavy",
        "warning",
        "check",
        explains=True,
        saves="a share of the elementwise kernels' time",
        thresholds=("ELEMENTWISE_SHARE", "ELEMENTWISE_SAVING"),
    ),
    AdviceCode(
        "launch_bound",
        "warning",
        "check",
        explains=True,
        saves="forward CPU time less kernel time, at most the launch calls' and their ops' dispatch",
        thresholds=("SHORT_KERNEL_US", "LAUNCH_SHARE"),
    ),
    AdviceCode(
        "cpu_bound",
        "warning",
        "check",
        explains=True,
        saves="where the largest part is waiting for the device: at most that wait",
        thresholds=("SHORT_KERNEL_US", "LAUNCH_SHARE"),
    ),
    AdviceCode(
        "older_backend",
        "warning",
        "check",
        explains=True,
        saves="the calls' kernel time less their FLOPs at the best published forward rate on the device",
        thresholds=("NATIVE_FROM_MAJOR",),
    ),
    AdviceCode(
        "mha_need_weights",
        "warning",
        "check",
        explains=True,
        saves="the averaging of the weights (their sum and div_), what need_weights=False removes at least",
    ),
    AdviceCode(
        "backward_slow",
        "warning",
        "check",
        explains=True,
        saves="backward less the expected ratio of forward",
        thresholds=("BACKWARD_RATIO", "BACKWARD_EXPECTED"),
    ),
    AdviceCode(
        "below_peak",
        "info",
        "check",
        explains=True,
        saves="its time less its time at the target share of the peak",
        thresholds=("BELOW_PEAK_PCT", "BELOW_PEAK_SHARE", "TARGET_PCT"),
    ),
    AdviceCode("eager_score_matrix", "info", "check", explains=True, thresholds=("SCORE_MATRIX_MIN_BYTES",)),
    AdviceCode("fused_occupancy_expected", "info", "measurement", explains=True),
    AdviceCode("decode_below_bandwidth", "info", "check", thresholds=("DECODE_FAR_PCT",)),
    AdviceCode("prefill_decode_mixed", "info", "check"),
    AdviceCode(
        "kv_write_rotary_separate",
        "info",
        "check",
        saves="the smaller of the KV-write and rotary kernels' time",
        thresholds=("AROUND_SHARE",),
    ),
    AdviceCode("serving_gpu_idle", "info", "check", thresholds=("IDLE_SHARE", "IDLE_MIN_US")),
    AdviceCode("communication_in_attention", "warning", "measurement", thresholds=("COMMUNICATION_SHARE",)),
    AdviceCode("recomputed_attention", "info", "check"),
    AdviceCode("backward_without_forward", "info", "measurement"),
    AdviceCode("hugging_face_eager_attention", "info", "check", explains=True),
    AdviceCode("sweep_these_shapes", "info", "check"),
)

CODES = {c.code: c for c in _CODES}
# advice about how well the trace measures, not about the model (the verdict's group)
MEASUREMENT_CODES = frozenset(c.code for c in _CODES if c.group == "measurement")
# the advice that explains a variant's difference (compare's explanations)
EXPLAINS = frozenset(c.code for c in _CODES if c.explains)
