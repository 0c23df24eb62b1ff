"""The step summary: the part of a report entry that the trend and ranks views read
(decide.trends.trend, decide.trends.ranks), which `tb-attn precompute` stores beside each shared
result and the server keeps per trace, so that a run of thousands of ranks is followed
without reading their whole reports. A projection of one entry, so it lives with the
analysis that makes the entry (the service and the shared results ask it here, not in the
cross-trace decisions). Its contract is the schema's $defs.StepSummary (report_types.StepSummary).

Terms:
- the entry's view (_EntryView): the fields of an entry a summary is made from, read as
  classes from the entry's dict (the server's form) or from a typed Entry alike; the rest of
  the entry is not converted.
"""

from __future__ import annotations

from typing import Any, Literal, Optional, Union

import msgspec

from ...report_types import (
    Distributed,
    Entry,
    ErrorEntry,
    StepSummary,
    StepSummaryAttention,
    StepSummaryScopesItem,
    StepSummarySteps,
)


class _Category(msgspec.Struct):
    category: str
    total_us: float


class _Attention(msgspec.Struct):
    kernel_us: float
    cpu_us: float
    categories: list[_Category]


# (the summary's own parts, read from an entry's, whose other fields they pass over)
class _Steps(StepSummarySteps, forbid_unknown_fields=False):
    pass


class _Scope(StepSummaryScopesItem, forbid_unknown_fields=False):
    pass


class _EntryView(msgspec.Struct):
    breakdown_unit: Literal["gpu", "cpu_op"]
    distributed: Optional[Distributed]
    attention: _Attention
    steps: _Steps
    scopes: list[_Scope]


def step_summary(entry: Union[dict[str, Any], Entry, ErrorEntry]) -> Optional[StepSummary]:
    """The summary of one entry (its dict or its typed form): ok, breakdown_unit, distributed,
    attention's kernel and CPU time and its fused kernels' own, the steps and, per scope, its
    name, parent and times; None for the entry of a trace that could not be read."""
    if not (entry["ok"] is True if isinstance(entry, dict) else entry.ok):
        return None
    view = msgspec.convert(entry, _EntryView, from_attributes=True)
    # the fused attention kernels' own time (what a straggler's one slow kernel moves)
    fused = sum(c.total_us for c in view.attention.categories if c.category == "attention")
    return StepSummary(
        ok=True,
        breakdown_unit=view.breakdown_unit,
        distributed=view.distributed,
        attention=StepSummaryAttention(
            kernel_us=view.attention.kernel_us, cpu_us=view.attention.cpu_us, fused_kernel_us=round(fused, 3)
        ),
        steps=StepSummarySteps(count=view.steps.count, per_step=view.steps.per_step),
        scopes=[StepSummaryScopesItem(**msgspec.structs.asdict(s)) for s in view.scopes],
    )
