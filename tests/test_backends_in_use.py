"""#57 item 10: no contradictions on the first screen. The backends card is the report's
(attention.backends_in_use), from the calls and their kernels together: an eager row whose
scope holds a fused-kernel call too is not listed beside that kernel."""

from __future__ import annotations

from tb_attn_plugin.analysis.passes.op_rows import backends_in_use


def _row(backend, family, scopes, kernel_backends=(), us=10.0):
    return {"backend": backend, "family": family, "count": 2, "kernel_us": us, "cpu_us": 1.0,
            "scope_ids": list(scopes), "kernel_backends": list(kernel_backends)}  # fmt: skip


def test_an_eager_chain_beside_a_fused_call_of_its_scope_is_left_out():
    rows = [
        _row("FlashAttention-2", "flash", [3], ["FlashAttention-2"], us=100.0),
        _row("eager (unfused)", "eager", [3], us=20.0),
    ]
    card = backends_in_use(rows, ["FlashAttention-2"])
    assert card == {
        "title": "Attention backends in use",
        "names": ["FlashAttention-2"],
        "kernels": "fused kernels: FlashAttention-2",
    }


def test_an_eager_chain_in_a_scope_of_its_own_stays_and_kernels_no_call_names_are_added():
    rows = [
        _row("FlashAttention-2", "flash", [3], ["FlashAttention-2"], us=100.0),
        _row("eager (unfused)", "eager", [4], us=200.0),
    ]
    card = backends_in_use(rows, ["FlashAttention-2", "FlashInfer"])
    assert card["names"] == ["eager (unfused)", "FlashAttention-2", "FlashInfer"]
    assert card["kernels"] == "fused kernels: FlashAttention-2, FlashInfer"


def test_every_call_sdpa_says_sdpa_and_no_call_says_none():
    rows = [_row("flash", "sdpa", [1], ["flash (FlashAttention-2 in PyTorch)"]), _row("math", "sdpa", [2])]
    card = backends_in_use(rows, ["flash (FlashAttention-2 in PyTorch)"])
    assert (card["title"], card["names"]) == (
        "SDPA backends in use",
        ["flash", "math"],
    )
    assert backends_in_use([], []) == {
        "title": "Attention backends in use",
        "names": [],
        "kernels": "no fused attention kernel",
    }
