"""#57 item 2: line-level advice. Attention's elementwise and copy kernels grouped by the line
that launched them (the innermost Python frame around the launch); the elementwise advice
names the largest lines with a change for each. Every number is worked out by hand."""

from __future__ import annotations

from tracebuilder import TraceBuilder

from tb_attn_plugin.pipeline import analyze_file

ROTARY = "/venv/lib/python3.11/site-packages/transformers/models/qwen2/modeling_qwen2.py(68): apply_rotary_pos_emb"
FORWARD = "/venv/lib/python3.11/site-packages/transformers/models/qwen2/modeling_qwen2.py(79): forward"
FLASH = "void flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128>>(Flash_fwd_params)"
MUL = "void at::native::vectorized_elementwise_kernel<4, at::native::BinaryFunctor<c10::BFloat16, c10::BFloat16, c10::BFloat16, at::native::binary_internal::MulFunctor<float> > >(int)"
COPY = "void at::native::unrolled_elementwise_kernel<at::native::direct_copy_kernel_cuda(at::TensorIteratorBase&)>(int)"


def test_elementwise_kernels_under_two_call_sites_are_named_with_their_change(tmp_path):
    """Two calls of attention: at modeling_qwen2.py(68) the rotary embedding, four mul kernels
    of 50 µs (200 µs a call); at line 79 a clone, one copy kernel of 40 µs; the flash kernel
    30 µs. Elementwise: 2 x (200 + 40) = 480 of 540 µs."""
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 10_000)
    for call in range(2):
        at = 1000 * call
        t.label("attention", at, 800)
        t.frame(FORWARD, at + 5, 700)
        t.frame(ROTARY, at + 10, 200)
        for i in range(4):
            t.op("aten::mul", at + 20 + 40 * i, 30)
            t.kernel(MUL, 5000 + at + 60 * i, 50.0, t.launch(at + 25 + 40 * i))
        t.op("aten::clone", at + 300, 50)
        t.kernel(COPY, 5000 + at + 300, 40.0, t.launch(at + 310))
        t.op("flash_attn::_flash_attn_forward", at + 400, 100)
        t.kernel(FLASH, 5000 + at + 400, 30.0, t.launch(at + 410))
    e = analyze_file(t.write(tmp_path / "qwen.pt.trace.json"))
    sites = e["attention"]["kernel_sites"]
    assert sites == [
        {
            "site": ROTARY,
            "category": "elementwise",
            "kernels": 8,
            "us": 400.0,
            "ops": ["aten::mul"],
            "change": "fuse the rotary embedding (a fused RoPE kernel, as flash_attn's or Liger's, or torch.compile)",
        },
        {
            "site": FORWARD,
            "category": "elementwise",
            "kernels": 2,
            "us": 80.0,
            "ops": ["aten::clone"],
            "change": "avoid the copy (a view, an in-place op, the layout the next op takes)",
        },
    ]
    [x] = [a for a in e["advice"] if a["code"] == "elementwise_heavy"]
    assert (
        "Most of it at apply_rotary_pos_emb at modeling_qwen2.py(68), 400.0 µs (8 elementwise kernels): fuse the "
        "rotary embedding (a fused RoPE kernel, as flash_attn's or Liger's, or torch.compile); forward at "
        "modeling_qwen2.py(79), 80.0 µs (2 elementwise kernels): avoid the copy"
    ) in x["message"]


def test_without_frames_there_is_no_site(tmp_path):
    t = TraceBuilder()
    t.label("attention", 0, 100)
    t.op("aten::mul", 10, 30)
    t.kernel(MUL, 500, 50.0, t.launch(15))
    assert analyze_file(t.write(tmp_path / "w.pt.trace.json"))["attention"]["kernel_sites"] == []
