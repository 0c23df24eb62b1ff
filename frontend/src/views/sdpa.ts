import {h} from '../dom';
import {fmtNum} from '../format';
import type {SdpaRow} from '../report';
import {DataTable, type Column} from '../table';
import type {ViewContext} from './context';

export function renderSdpa(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const shape = (k: 'B' | 'H' | 'Lq' | 'Lkv' | 'D') => (r: SdpaRow) => r.shape?.[k] ?? null;
  const columns: Column<SdpaRow>[] = [
    {key: 'op', label: 'op'},
    {key: 'backend', label: 'backend'},
    {key: 'kernel_backends', label: 'kernels', value: (r) => r.kernel_backends.join(', ')},
    {key: 'count', label: 'calls', numeric: true},
    {key: 'B', label: 'B', numeric: true, value: shape('B')},
    {key: 'H', label: 'heads', numeric: true, value: shape('H')},
    {key: 'Lq', label: 'Lq', numeric: true, value: shape('Lq')},
    {key: 'Lkv', label: 'Lkv', numeric: true, value: shape('Lkv')},
    {key: 'D', label: 'head dim', numeric: true, value: shape('D')},
    {key: 'dtype', label: 'dtype'},
    {key: 'causal', label: 'causal', value: (r) => (r.causal === null ? '?' : r.causal ? 'yes' : 'no')},
    {key: 'kernel_us', label: 'kernel µs', numeric: true},
    {key: 'mean', label: 'µs/call', numeric: true, value: (r) => (r.count ? r.kernel_us / r.count : null)},
    {key: 'backward_kernel_us', label: 'bwd kernel µs', numeric: true},
    {key: 'cpu_us', label: 'CPU µs', numeric: true},
    {key: 'gflop', label: 'GFLOP/call', numeric: true, value: (r) => (r.flops_per_call === null ? null : r.flops_per_call / 1e9)},
    {key: 'tflops', label: 'TFLOP/s', numeric: true, value: (r) => r.tflops ?? r.cpu_tflops},
  ];
  const table = new DataTable<SdpaRow>({columns, rows: e.sdpa, filename: 'sdpa.csv', testId: 'sdpa-table',
    sort: {key: 'kernel_us', desc: true}});
  const total = e.sdpa.reduce((a, r) => a + r.count, 0);
  return h('div', {class: 'view'},
    h('p', {class: 'muted'}, `${fmtNum(total)} scaled-dot-product attention call(s). FLOPs: 4·B·H·Lq·Lkv·D per call, `
      + `halved when causal; TFLOP/s over the kernels each call launched${e.breakdown_unit === 'gpu' ? '' : ' (CPU-only trace: over the op’s CPU time)'}.`),
    table.el);
}
