"""analysis/backward.py: backward ops linked to the forward ops that made them (fwdbwd flows,
else sequence numbers), and the backward work of each forward scope instance."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder, context_of

from tb_attn_plugin.analysis.backward import link_backward_ops


def row_named(ctx, name, nth=0):
    rows = [i for i in range(ctx.model.n_cpu) if ctx.data.strings[ctx.data.cpu.name[i]] == name]
    return rows[nth]


def forward_and_backward(flows: bool) -> TraceBuilder:
    t = TraceBuilder()
    t.label("attn_fwd", 0, 100)
    a = t.op("aten::mm", 10, 20, seq=3)
    b = t.op("aten::softmax", 40, 10, seq=4)
    t.op("aten::add", 200, 5, seq=5)  # outside attention
    ba = t.op("MmBackward0", 1000, 30, tid=BWD, seq=3, fwd_tid=1)
    t.op("aten::mm", 1005, 10, tid=BWD)  # inside the backward op
    bb = t.op("SoftmaxBackward0", 1040, 8, tid=BWD, seq=4, fwd_tid=1)
    t.op("AddBackward0", 1060, 4, tid=BWD, seq=5, fwd_tid=1)
    if flows:
        t.flow(1, (MAIN, a["ts"]), (BWD, ba["ts"]))
        t.flow(2, (MAIN, b["ts"]), (BWD, bb["ts"]))
    return t


def test_links_by_flows_and_by_sequence_numbers_agree(tmp_path):
    for flows in (True, False):
        ctx = context_of(forward_and_backward(flows), tmp_path / str(flows))
        links = link_backward_ops(ctx.model)
        assert links[row_named(ctx, "MmBackward0")] == row_named(ctx, "aten::mm")
        assert links[row_named(ctx, "SoftmaxBackward0")] == row_named(ctx, "aten::softmax")
        if not flows:  # (by sequence number, an op outside attention is linked too)
            assert links[row_named(ctx, "AddBackward0")] == row_named(ctx, "aten::add")


def test_backward_rows_belong_to_the_instance_of_their_forward_op(tmp_path):
    ctx = context_of(forward_and_backward(True), tmp_path)
    bwd = ctx.backward
    mm_bwd, inner = row_named(ctx, "MmBackward0"), row_named(ctx, "aten::mm", 1)
    assert bwd.instance_of_row[mm_bwd] == 0 and bwd.instance_of_row[inner] == 0  # the op inside it too
    assert bwd.op_of_row[inner] == mm_bwd
    assert bwd.instance_of_row[row_named(ctx, "AddBackward0")] == -1  # its forward op is outside attention
    # the outermost backward ops mapped to a scope, in tree order
    assert bwd.roots.tolist() == [mm_bwd, row_named(ctx, "SoftmaxBackward0")]
    assert ctx.phase_of_row[inner] == 1 and ctx.phase_of_row[row_named(ctx, "aten::softmax")] == 0


def test_a_forward_scope_opened_inside_a_backward_op_stays_forward(tmp_path):
    t = forward_and_backward(True)
    t.label("attn_fwd", 1006, 5, tid=BWD)  # a label around part of the backward pass
    t.op("aten::bmm", 1007, 2, tid=BWD)
    ctx = context_of(t, tmp_path)
    bmm = row_named(ctx, "aten::bmm")
    assert ctx.backward.instance_of_row[bmm] == -1 and ctx.phase_of_row[bmm] == 0
