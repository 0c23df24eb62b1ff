"""An attention op's expected picture against what it did: the expected → observed aspects
of each row of the attention-op table (kernels or CPU ops per call, Tensor Cores, the score
matrix, copies per call), each mismatch said in words.

Terms:
- the *picture*: what the op's kind says a call should show (kinds/, AttentionKind.picture),
  for this call's shapes, dtype and device.
- an *aspect*: one thing compared, its expected and observed text and whether they differ;
  GPU_ASPECTS on a GPU trace, CPU_ASPECTS on a CPU-only one.
"""

from __future__ import annotations

from typing import Optional

from ... import kinds
from ...core.dtypes import SIXTEEN_BIT
from ...core.words import noun
from ...kinds.base import score_matrix_bytes
from ...names import patterns


def expectation(row: dict, grp: dict, on_gpu: bool) -> Optional[dict]:
    """{expected, observed, mismatches, aspects}: the picture the kind's call should show
    (kinds.Picture) beside the one the trace shows. On a GPU: kernels per call, Tensor Cores,
    an Lq by Lkv score matrix, copies per call, and the launch APIs seen; on a CPU-only
    trace: CPU ops and copies per call and the score matrix. None for a call that launched
    nothing on a GPU trace. Each aspect's cells and whether it differs are decided here
    (aspects), and each difference is said in words once (mismatches): the tab and the text
    report print them, deciding nothing.

    Observed score matrix: the kind's own (eager attention builds one by definition), or the
    math backend's (SDPA's math path materialises Lq x Lkv scores, which its fused backends
    never do). Copies: aten::copy_ of a tensor inside a call (a scalar's cast is none,
    _scalar_copy), where the kind needs none."""
    if not row["count"] or (on_gpu and not grp["kernels"]):
        return None
    kind = kinds.kind_named(grp["kind"])
    picture = kind.picture(row["backend"], row["dtype"])
    count = row["count"]
    ops = round(grp["cpu_ops"] / count, 2) if grp["ops_known"] else None
    copies = round(grp["copies"] / count, 2) if grp["ops_known"] else None
    scores = kind.builds_score_matrix or row["backend"] == "math"
    mismatches: list = []
    if not on_gpu:
        expected = {
            "kernels_per_call": None,
            "tensor_cores": None,
            "score_matrix": picture.score_matrix,
            "copies_per_call": 0,
            "ops_per_call": None,
        }
        observed: dict = {"kernels_per_call": None, "tensor_cores": None, "score_matrix": scores,
                    "copies_per_call": copies, "ops_per_call": ops, "launch_apis": []}  # fmt: skip
    else:
        per_call = round(grp["kernels"] / count, 2)
        cores = grp["cores"]
        tensor = True if "tensor" in cores else False if "fp32" in cores else None
        expected = {
            "kernels_per_call": picture.kernels_per_call,
            "tensor_cores": picture.tensor_cores,
            "score_matrix": picture.score_matrix,
            "copies_per_call": 0,
            "ops_per_call": None,
        }
        observed = {
            "kernels_per_call": per_call,
            "tensor_cores": tensor,
            "score_matrix": scores,
            "copies_per_call": copies,
            "ops_per_call": ops,
            "launch_apis": sorted(grp["launch_apis"]),
        }
        if picture.most_kernels_per_call is not None and per_call > picture.most_kernels_per_call:
            extra = sorted(grp["others"]) if picture.name_the_others else []
            named = f" (besides it: {', '.join(_short_kernel(n) for n in extra[:2])})" if extra else ""
            mismatches.append(f"{per_call:g} kernels per call where {picture.too_many}{named}")
        if row["dtype"] in SIXTEEN_BIT and tensor is False:
            mismatches.append(f"{row['dtype']} inputs, yet its GEMMs run on CUDA cores (FP32), not Tensor Cores")
    if scores and not picture.score_matrix:
        shape = row.get("shape") or {}
        dense = shape if all(k in shape for k in ("B", "H", "Lq", "Lkv")) else None
        one = row.get("score_matrix_bytes") or score_matrix_bytes(dense, row["dtype"])
        size = f" ({_mib_text(one)} a call)" if one else ""
        mismatches.append(
            f"it builds the Lq×Lkv score matrix{size} on the {row['backend']} backend, which a fused backend never"
            " materialises"
        )
    if copies is not None and copies > 0:
        mismatches.append(
            f"{copies:g} {noun(copies, 'copy', 'copies')} per call (a tensor cloned whole inside the call) where"
            " the kind needs none: the hidden-copy advice names the op that makes it"
        )
    return {
        "expected": expected,
        "observed": observed,
        "mismatches": mismatches,
        "aspects": aspects(expected, observed, mismatches, on_gpu),
    }


# the aspects of the expected -> observed picture, by what the trace has: kernels on a GPU,
# CPU ops on a CPU-only trace
GPU_ASPECTS = ("kernels_per_call", "tensor_cores", "score_matrix", "copies_per_call")


CPU_ASPECTS = ("ops_per_call", "copies_per_call", "score_matrix")


def _cell(v, none: str = "–") -> str:
    """An aspect's value as the table shows it: yes / no, a count, `none` where not known."""
    if v is None:
        return none
    if isinstance(v, bool):
        return "yes" if v else "no"
    return f"{int(v):,}" if float(v).is_integer() else f"{v:,.2f}".rstrip("0").rstrip(".")


def aspects(expected: dict, observed: dict, mismatches: list, on_gpu: bool) -> list:
    """[{key, expected, observed, differs, why}] for the row's aspects (GPU_ASPECTS or
    CPU_ASPECTS): a kernel count differs when its kind's bound says so (the mismatch); a
    copy count when above the expected; Tensor Cores when expected and not used; a score
    matrix when built where none should be (Tensor Cores where the kind does not need them,
    or a score matrix where it is the kind's way, are no fault). why: the mismatch said."""
    out = []
    for key in GPU_ASPECTS if on_gpu else CPU_ASPECTS:
        e, o = expected.get(key), observed.get(key)
        if key == "kernels_per_call":
            said = [m for m in mismatches if "kernels per call" in m]
            cells = (_cell(e, "any"), _cell(o))
        elif key == "ops_per_call":
            said, cells = [], ("any", _cell(o))
        elif key == "copies_per_call":
            said = (
                [m for m in mismatches if "cloned whole" in m] if isinstance(o, (int, float)) and o > (e or 0) else []
            )
            cells = (_cell(e), _cell(o))
        elif key == "tensor_cores":
            said = [m for m in mismatches if "Tensor Cores" in m] if e is True and o is False else []
            cells = (_cell(e), _cell(o))
        else:
            said = [m for m in mismatches if "score matrix" in m] if e is False and o is True else []
            cells = (_cell(e), _cell(o))
        out.append({"key": key, "expected": cells[0], "observed": cells[1], "differs": bool(said),
                    "why": said[0] if said else None, "state": _state(key, e, o, said)})  # fmt: skip
    return out


def _state(key: str, expected, observed, said: list) -> str:
    """How an aspect's cell is drawn (#59 item 3): "mismatch" where a mismatch is said;
    "differs" where the two known values differ though the kind allows it (Tensor Cores used
    where none are needed; fewer copies than expected): never drawn as a match; "unknown"
    where the trace does not say; "match" where they agree (or any is expected)."""
    if said:
        return "mismatch"
    if observed is None or (expected is None and key not in ("kernels_per_call", "ops_per_call")):
        return "unknown"
    if key in ("kernels_per_call", "ops_per_call") and expected is None:
        return "match"  # (any count is expected)
    return "differs" if expected != observed else "match"


def _mib_text(n: Optional[int]) -> str:
    return f"{n / 2**20:,.1f} MiB" if n else ""


def _short_kernel(name: str) -> str:
    text = patterns.kernel_base(name)
    return text if len(text) <= 60 else text[:59] + "…"
