"""analysis/scopes.py and scope_times.py: which rows are scopes, how they nest into keys and
chains, and their calls and CPU time (values worked by hand from the hand-built traces)."""

from __future__ import annotations

from tracebuilder import BWD, MAIN, TraceBuilder, context_of

from tb_attn_plugin.analysis.passes.scope_times import scope_times


def nested_labels() -> TraceBuilder:
    t = TraceBuilder()
    t.label("ProfilerStep#1", 0, 500)  # a step, never a scope
    t.label("attention/layer0", 10, 100)
    t.label("attention/layer0/qkv", 20, 30)
    t.label("attention/layer0", 40, 20)  # the same key inside itself: part of the outer call
    t.label("attention/layer1", 200, 50)
    t.label("mlp", 300, 40)  # matches no pattern
    t.op("aten::mm", 21, 5)
    return t


def test_labels_nest_into_keys_chains_and_calls(tmp_path):
    ctx = context_of(nested_labels(), tmp_path)
    scopes = ctx.scopes
    assert scopes.source == "label"
    assert [name for name, _ in scopes.keys] == ["attention/layer0", "attention/layer0/qkv", "attention/layer1"]
    names = [scopes.keys[k][0] for k in scopes.inst_key.tolist()]
    assert names == ["attention/layer0", "attention/layer0/qkv", "attention/layer0", "attention/layer1"]
    assert scopes.inst_parent.tolist() == [-1, 0, 0, -1]
    assert scopes.outermost.tolist() == [True, True, False, True]
    # chains list distinct keys innermost first: the inner layer0 adds no key to its parent's
    assert [ctx.expand.keys_of(int(c)) for c in scopes.inst_chain.tolist()] == [[0], [1, 0], [0], [2]]
    # the op at 21 µs lies in the qkv instance
    op_row = next(i for i in range(ctx.model.n_cpu) if ctx.data.strings[ctx.data.cpu.name[i]] == "aten::mm")
    assert scopes.inst_of_row[op_row] == 1


def test_scope_times_count_each_call_and_microsecond_once(tmp_path):
    ctx = context_of(nested_labels(), tmp_path)
    times = scope_times(ctx)
    # layer0: one call (the inner one is part of it), 100 µs; qkv 30; layer1 50
    assert times.count.tolist() == [1, 1, 1]
    assert times.cpu_us == [100.0, 30.0, 50.0]
    assert times.forward_cpu_total == 150.0  # top-level instances: 100 + 50
    assert times.parent_key == [-1, 0, -1]
    assert times.step_us == [500.0]
    assert times.backward_cpu_us == [0.0, 0.0, 0.0] and times.backward_cpu_total == 0.0


def test_backward_cpu_time_goes_to_the_scope_of_the_linked_forward_op(tmp_path):
    t = TraceBuilder()
    t.label("attn_fwd", 0, 50)
    fwd = t.op("aten::mm", 10, 20, seq=7)
    bwd = t.op("MmBackward0", 1000, 40, tid=BWD, seq=7, fwd_tid=1)
    t.flow(1, (MAIN, fwd["ts"]), (BWD, bwd["ts"]))
    times = scope_times(context_of(t, tmp_path))
    assert times.backward_cpu_us == [40.0] and times.backward_cpu_total == 40.0


def test_without_labels_the_outermost_attention_ops_are_scopes(tmp_path):
    t = TraceBuilder()
    t.op("aten::scaled_dot_product_attention", 0, 50)
    t.op("aten::_scaled_dot_product_flash_attention_for_cpu", 5, 40)  # inside it: not a scope of its own
    t.op("aten::scaled_dot_product_attention", 100, 30)
    ctx = context_of(t, tmp_path)
    assert ctx.scopes.source == "op"
    assert [name for name, _ in ctx.scopes.keys] == ["aten::scaled_dot_product_attention"]
    assert scope_times(ctx).count.tolist() == [2] and scope_times(ctx).cpu_us == [80.0]
