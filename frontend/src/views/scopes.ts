import {h} from '../dom';
import {fmtBytes} from '../format';
import type {Scope} from '../report';
import {DataTable, type Column} from '../table';
import {keepTable, type ViewContext} from './context';

function peak(s: Scope, phase: string): number | null {
  const vals = s.memory.filter((m) => m.phase === phase && m.peak_allocated !== null && m.device !== 'cpu')
    .map((m) => m.peak_allocated as number);
  const host = s.memory.filter((m) => m.phase === phase && m.peak_allocated !== null).map((m) => m.peak_allocated as number);
  const use = vals.length ? vals : host;
  return use.length ? Math.max(...use) : null;
}

function net(s: Scope): number {
  return s.memory.filter((m) => m.phase === 'forward').reduce((a, m) => a + m.net_bytes, 0);
}

export function renderScopes(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const gpu = e.breakdown_unit === 'gpu';
  const columns: Column<Scope>[] = [
    {key: 'name', label: 'scope'},
    {key: 'source', label: 'source'},
    {key: 'count', label: 'count', numeric: true},
    {key: 'cpu_us_per_instance', label: 'CPU µs/inst', numeric: true},
    {key: 'cpu_us', label: 'CPU µs', numeric: true},
    {key: 'backward_cpu_us', label: 'bwd CPU µs', numeric: true},
  ];
  if (gpu) {
    columns.push(
      {key: 'forward_kernel_us', label: 'fwd GPU µs', numeric: true},
      {key: 'backward_kernel_us', label: 'bwd GPU µs', numeric: true},
      {key: 'kernel_us_per_instance', label: 'GPU µs/inst', numeric: true},
      {key: 'kernels_per_instance', label: 'kernels/inst', numeric: true},
      {key: 'gpu_ops_per_instance', label: 'GPU ops/inst', numeric: true, title: 'kernels + memcpy + memset'},
      {key: 'gpu_range', label: 'GPU range µs/inst', numeric: true, value: (s) => s.gpu_projection?.range_us ?? null,
        title: 'the GPU under a call, as Nsight projects a range: first start to last end of what the call launched'},
      {key: 'gpu_idle', label: 'GPU idle µs/inst', numeric: true, value: (s) => s.gpu_projection?.idle_us ?? null,
        title: 'inside that range, the time no kernel, memcpy or memset of the call ran (range − the union of their times)'},
    );
  }
  columns.push(
    {key: 'cpu_ops_per_instance', label: 'CPU ops/inst', numeric: true},
    {key: 'peak', label: 'peak mem', numeric: true, value: (s) => peak(s, 'forward'), render: (s) => fmtBytes(peak(s, 'forward'))},
    {key: 'net', label: 'net alloc', numeric: true, value: (s) => net(s), render: (s) => fmtBytes(net(s))},
    {key: 'timeline', label: 'timeline', value: () => null, render: (s) => h('button', {class: 'small', 'data-testid': 'scope-timeline',
      title: 'see its median call as a timeline', onclick: (ev: Event) => {
        ev.stopPropagation();
        ctx.setState({scope: String(s.id), view: 'timeline', call: ''});
      }}, 'timeline')},
  );
  const table = new DataTable<Scope>({
    columns, rows: e.scopes, filename: 'attention_scopes.csv', testId: 'scope-table', keep: keepTable(ctx),
    rowKey: (s) => String(s.id), parentKey: (s) => (s.parent_id === null ? null : String(s.parent_id)),
    selectedKey: ctx.state.scope || null, sort: {key: gpu ? 'forward_kernel_us' : 'cpu_us', desc: true},
    onSelect: (s) => ctx.setState({scope: String(s.id), view: 'kernels', kfilter: ''}),
  });
  return h('div', {class: 'view'},
    h('p', {class: 'muted'}, `${e.scopes.length} scope(s), found by ${e.attention?.scope_source}. `
      + 'Numbers include nested scopes; click a scope for its kernels, or its timeline button to see a call as it ran.'),
    table.el);
}
