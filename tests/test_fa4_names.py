"""#57 item 8: FlashAttention-4's readable kernel names (flash_fwd_sm100_bf16_head_dim128_
tile128x128_..._causal_...) read for what they say: a call found by its kernels takes its
dtype and causal flag from them where its inputs do not say; every attention kernel row
carries what its name says. Numbers worked out by hand."""

from __future__ import annotations

from tracebuilder import A100, TraceBuilder

from tb_attn_plugin.kinds.flash import readable_name_facts
from tb_attn_plugin.pipeline import analyze_file

FA4 = "flash_fwd_sm100_bf16_head_dim128_tile128x128_causal_pack_gqa_kernel_cutlass_kernel_ZN5flash16FlashAttentionForwardSm100"
B200 = {
    **A100,
    "name": "NVIDIA B200",
    "computeMajor": 10,
    "computeMinor": 0,
    "numSms": 148,
    "totalGlobalMem": 191_503_138_816,
}


def test_the_names_forms():
    assert readable_name_facts(FA4) == {
        "direction": "forward",
        "dtype": "bfloat16",
        "head_dim": 128,
        "causal": True,
        "tile": [128, 128],
    }
    assert readable_name_facts("flash_bwd_sm100_fp16_hdim64_tile64x128_noncausal") == {
        "direction": "backward", "dtype": "float16", "head_dim": 64, "causal": False, "tile": [64, 128]}  # fmt: skip
    assert readable_name_facts("flash_fwd_sm100_kernel") == {
        "direction": "forward", "dtype": None, "head_dim": None, "causal": None, "tile": None}  # fmt: skip
    assert readable_name_facts("void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)") is None


def test_a_call_found_by_its_fa4_kernel_takes_dtype_and_causal_from_the_name(tmp_path):
    """A custom op with (B 2, L 1024, H 16, D 128) inputs and no dtype recorded: the name says
    bf16 and causal: the dense 4·B·H·L²·D halved (FlashAttention's count of a causal call)."""
    t = TraceBuilder(device_properties=[B200])
    t.label("attention", 0, 1000)
    t.op("mylib::attention_forward", 10, 900, dims=[[2, 1024, 16, 128]] * 3)
    t.kernel(FA4, 5000, 100.0, t.launch(20))
    e = analyze_file(t.write(tmp_path / "fa4.pt.trace.json"))
    [row] = e["attention_ops"]
    assert row["backend"] == "FlashAttention-4"
    assert (row["dtype"], row["causal"]) == ("bfloat16", True)
    assert row["flops_per_call"] == 4 * 2 * 16 * 1024 * 1024 * 128 // 2
    [kernel] = [k for k in e["attention"]["kernels"] if k["name"] == FA4]
    assert kernel["name_says"] == {
        "direction": "forward",
        "dtype": "bfloat16",
        "head_dim": 128,
        "causal": True,
        "tile": [128, 128],
    }


def test_a_replayed_fa4_kernel_without_an_op_still_says_its_dtype_and_head_dim(tmp_path):
    t = TraceBuilder(device_properties=[B200])
    t.label("attention", 0, 1000)
    t.kernel(FA4, 5000, 100.0, t.launch(20, name="cudaGraphLaunch"))
    e = analyze_file(t.write(tmp_path / "replay.pt.trace.json"))
    [kernel] = [k for k in e["attention"]["kernels"] if k["name"] == FA4]
    assert (kernel["name_says"]["dtype"], kernel["name_says"]["head_dim"]) == ("bfloat16", 128)
