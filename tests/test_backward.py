"""analysis/backward.py: backward ops linked to the forward ops that made them (fwdbwd flows,
else sequence numbers), and the backward work of each forward scope instance."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder, context_of

from tb_attn_plugin.analysis.backward import attribute_backward, link_backward_ops


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
    bwd, instance_of_row = attribute_backward(ctx.model, ctx.scopes)
    mm_bwd, inner = row_named(ctx, "MmBackward0"), row_named(ctx, "aten::mm", 1)
    assert instance_of_row[mm_bwd] == 0 and instance_of_row[inner] == 0  # the op inside it too
    assert bwd.op_of_row[inner] == mm_bwd
    assert instance_of_row[row_named(ctx, "AddBackward0")] == -1  # its forward op is outside attention
    # the outermost backward ops mapped to a scope, in tree order, and the instance of each
    assert bwd.roots.tolist() == [mm_bwd, row_named(ctx, "SoftmaxBackward0")]
    assert bwd.root_instances.tolist() == [0, 0]
    # the context keeps them as each row's instance, of the backward where there is one
    assert ctx.backward.roots.tolist() == bwd.roots.tolist()
    assert ctx.instance_of_row[mm_bwd] == 0 and ctx.phase_of_row[mm_bwd] == 1
    assert ctx.phase_of_row[inner] == 1 and ctx.phase_of_row[row_named(ctx, "aten::softmax")] == 0


def test_a_forward_scope_opened_inside_a_backward_op_stays_forward(tmp_path):
    t = forward_and_backward(True)
    t.label("attn_fwd", 1006, 5, tid=BWD)  # a label around part of the backward pass
    t.op("aten::bmm", 1007, 2, tid=BWD)
    ctx = context_of(t, tmp_path)
    bmm = row_named(ctx, "aten::bmm")
    assert attribute_backward(ctx.model, ctx.scopes)[1][bmm] == -1 and ctx.phase_of_row[bmm] == 0


def random_forward_and_backward(seed: int) -> TraceBuilder:
    """Forward ops with sequence numbers on three threads (numbers shared between threads,
    and nested ops sharing one), backward ops naming forward thread ids (known by flows, or
    not), some linked by flows."""
    import random

    rng = random.Random(seed)
    t = TraceBuilder()
    forward = []
    for i in range(300):
        tid = rng.choice([MAIN, MAIN + 1, MAIN + 2])
        ts = 10.0 * i
        seq = rng.randrange(60)
        forward.append((tid, ts, seq, t.op("aten::mm", ts, 8, tid=tid, seq=seq)))
        if rng.random() < 0.2:  # a nested op of the same sequence number (the innermost wins)
            t.op("aten::mm_inner", ts + 1, 2, tid=tid, seq=seq)
    flow_id = 1
    for j in range(400):
        ts = 10_000.0 + 10 * j
        seq = rng.randrange(70)  # (some numbers no forward op has)
        fwd_tid = rng.choice([1, 2, 3, 7, None])
        b = t.op("MmBackward0", ts, 5, tid=BWD, seq=seq, fwd_tid=fwd_tid if fwd_tid is not None else 0)
        if fwd_tid in (1, 2) and rng.random() < 0.3:  # its forward thread id's thread, by a flow
            tid, fts, _, _ = forward[rng.randrange(len(forward))]
            t.flow(flow_id, (tid, fts), (BWD, b["ts"]))
            flow_id += 1
    return t


def test_sequence_links_by_arrays_are_those_of_the_loop(tmp_path, monkeypatch):
    from tb_attn_plugin.analysis import backward

    for seed in range(12):
        ctx = context_of(random_forward_and_backward(seed), tmp_path / str(seed))
        links = link_backward_ops(ctx.model)
        with monkeypatch.context() as m:
            m.setattr(backward, "_link_by_sequence", backward._link_by_sequence_reference)
            expected = link_backward_ops(ctx.model)
        assert links.tolist() == expected.tolist(), seed
        assert (expected >= 0).sum() > 50  # (linked by sequence numbers, not only by flows)
