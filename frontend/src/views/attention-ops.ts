// The attention-op table: every attention call of the trace (SDPA, FlexAttention,
// FlashAttention, xFormers, aiter, serving engines' paged attention, eager chains found by
// their pattern), by op, shape, dtype and causal flag. The view's URL key stays "sdpa", so
// that links from before it covered more than SDPA still open it.
import {h} from '../dom';
import {fmtBytes, fmtNum} from '../format';
import type {AttentionOpRow} from '../report';
import {DataTable, type Column} from '../table';
import type {ViewContext} from './context';

type ShapeKey = 'B' | 'H' | 'Hkv' | 'Lq' | 'Lkv' | 'D' | 'T';

export function renderAttentionOps(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const rows = e.attention_ops ?? [];
  const shape = (k: ShapeKey) => (r: AttentionOpRow) => r.shape?.[k] ?? null;
  const gpu = e.breakdown_unit === 'gpu';
  const columns: Column<AttentionOpRow>[] = [
    {key: 'op', label: 'op'},
    {key: 'backend', label: 'backend'},
    {key: 'count', label: 'calls', numeric: true},
    {key: 'tflops', label: 'TFLOP/s', numeric: true, value: (r) => (gpu ? r.tflops : r.cpu_tflops),
      title: 'over the kernels each call launched (CPU-only: its CPU time); see “FLOPs are”'},
    gpu
      ? {key: 'kernel_us', label: 'kernel µs', numeric: true}
      : {key: 'cpu_us', label: 'CPU µs', numeric: true},
    {key: 'mean', label: 'µs/call', numeric: true,
      value: (r) => (r.count ? (gpu ? r.kernel_us : r.cpu_us) / r.count : null)},
    {key: 'backward_kernel_us', label: 'bwd kernel µs', numeric: true},
    {key: 'family', label: 'family'},
    {key: 'B', label: 'B', numeric: true, value: shape('B')},
    {key: 'T', label: 'tokens', numeric: true, value: shape('T')},
    {key: 'H', label: 'heads', numeric: true, value: shape('H')},
    {key: 'Hkv', label: 'KV heads', numeric: true, value: shape('Hkv')},
    {key: 'Lq', label: 'Lq', numeric: true, value: shape('Lq')},
    {key: 'Lkv', label: 'Lkv', numeric: true, value: shape('Lkv')},
    {key: 'D', label: 'head dim', numeric: true, value: shape('D')},
    {key: 'dtype', label: 'dtype'},
    {key: 'causal', label: 'causal', value: (r) => (r.causal === null ? '?' : r.causal ? 'yes' : 'no')},
    {key: 'gflop', label: 'GFLOP/call', numeric: true,
      value: (r) => (r.flops_per_call === null ? null : r.flops_per_call / 1e9)},
    {key: 'flops_note', label: 'FLOPs are', value: (r) => (r.flops_note === null ? 'the count' : r.flops_note)},
    {key: 'score_matrix_bytes', label: 'L×L bytes', numeric: true, value: (r) => r.score_matrix_bytes,
      render: (r) => (r.score_matrix_bytes === null ? '' : fmtBytes(r.score_matrix_bytes)),
      title: 'eager chains: one Lq×Lkv score matrix per call'},
    ...(gpu ? [{key: 'cpu_us', label: 'CPU µs', numeric: true} as Column<AttentionOpRow>] : []),
    {key: 'kernel_backends', label: 'kernels', value: (r) => r.kernel_backends.join(', ')},
  ];
  const table = new DataTable<AttentionOpRow>({columns, rows, filename: 'attention_ops.csv', testId: 'sdpa-table',
    sort: {key: gpu ? 'kernel_us' : 'cpu_us', desc: true}});
  const total = rows.reduce((a, r) => a + r.count, 0);
  if (!rows.length) {
    return h('div', {class: 'view'}, h('p', {class: 'muted', 'data-testid': 'attention-ops-empty'},
      'No attention op ran in this trace (no scaled_dot_product_attention, FlexAttention, FlashAttention or '
      + 'serving-engine attention op, and no eager Q·Kᵀ, softmax, ·V chain found). Record with '
      + 'record_shapes=True to see their shapes.'));
  }
  return h('div', {class: 'view'},
    h('p', {class: 'muted'}, `${fmtNum(total)} attention call(s). FLOPs: 4·B·H·Lq·Lkv·D per call, `
      + 'halved when causal; FlexAttention gives the dense upper bound, variable-length calls an estimate, paged '
      + `calls none (see “FLOPs are”); TFLOP/s over the kernels each call launched${gpu ? '' : ' (CPU-only trace: over the op’s CPU time)'}.`),
    table.el);
}
