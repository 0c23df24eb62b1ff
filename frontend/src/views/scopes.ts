import {h} from '../dom';
import {counted, fmtBytes, timeScale} from '../model/format';
import type {Scope} from '../report';
import {DataTable, timeColumn, type Column} from '../table';
import {callSiteCell} from './call-sites';
import {keepTable, type ViewContext} from './context';

export function renderScopes(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const gpu = e.breakdown_unit === 'gpu';
  // one time unit for the table and its CSV, by its largest time (the unit in each header)
  const unit = timeScale(Math.max(0, ...e.scopes.flatMap((s) => [s.cpu_us, s.backward_cpu_us,
    ...(gpu ? [s.forward_kernel_us, s.backward_kernel_us] : [])])));
  // (each number names the report field it shows: data-field, after the row's scopes[id])
  const time = (key: string, label: string, get: (s: Scope) => number | null | undefined, title?: string, field = key) =>
    timeColumn<Scope>(key, label, unit, get, title, field);
  const columns: Column<Scope>[] = [
    {key: 'name', label: 'scope'},
    {key: 'source', label: 'source'},
    {key: 'count', label: 'count', numeric: true, field: 'count'},
    time('cpu_us_per_instance', 'CPU / inst', (s) => s.cpu_us_per_instance),
    time('cpu_us', 'CPU', (s) => s.cpu_us),
    time('backward_cpu_us', 'bwd CPU', (s) => s.backward_cpu_us),
  ];
  if (gpu) {
    columns.push(
      time('forward_kernel_us', 'fwd GPU', (s) => s.forward_kernel_us),
      time('backward_kernel_us', 'bwd GPU', (s) => s.backward_kernel_us),
      time('kernel_us_per_instance', 'GPU / inst', (s) => s.kernel_us_per_instance),
      {key: 'kernels_per_instance', label: 'kernels/inst', numeric: true, field: 'kernels_per_instance'},
      {key: 'gpu_ops_per_instance', label: 'GPU ops/inst', numeric: true, title: 'kernels + memcpy + memset', field: 'gpu_ops_per_instance'},
      time('gpu_range', 'GPU range / inst', (s) => s.gpu_projection?.range_us,
        'the GPU under a call, as Nsight projects a range: first start to last end of what the call launched',
        'gpu_projection.range_us'),
      time('gpu_idle', 'GPU idle / inst', (s) => s.gpu_projection?.idle_us,
        'inside that range, the time no kernel, memcpy or memset of the call ran (range − the union of their times)',
        'gpu_projection.idle_us'),
    );
  }
  columns.push(
    {key: 'cpu_ops_per_instance', label: 'CPU ops/inst', numeric: true, field: 'cpu_ops_per_instance'},
    // (the report's own figures of the scope's memory rows: memory.forward_memory)
    {key: 'peak', label: 'peak mem', numeric: true, field: 'forward_peak_allocated', value: (s) => s.forward_peak_allocated,
      render: (s) => fmtBytes(s.forward_peak_allocated)},
    {key: 'net', label: 'net alloc', numeric: true, field: 'forward_net_bytes', value: (s) => s.forward_net_bytes,
      render: (s) => fmtBytes(s.forward_net_bytes)},
    {key: 'call_sites', label: 'scope called at', value: (s) => s.call_sites.map((c) => c.user ?? c.library).join('; '),
      render: (s) => callSiteCell(s.call_sites),
      title: 'where the scope was called: your innermost frame around the label or module (with_stack=True; the Attention ops view\u2019s is the frame around the op itself); all of them on hover'},
    {key: 'timeline', label: 'timeline', value: () => null, render: (s) => h('button', {class: 'small', 'data-testid': 'scope-timeline',
      title: 'see its median call as a timeline', onclick: (ev: Event) => {
        ev.stopPropagation();
        ctx.setState({scope: String(s.id), view: 'timeline', call: ''});
      }}, 'timeline')},
  );
  // the key columns fit at 1280 px (name, calls, time, the GPU range and idle, the timeline
  // button); the rest are one tick away in the columns list
  const key = new Set(['name', 'count', 'cpu_us_per_instance', 'cpu_us', 'timeline', ...(gpu
    ? ['forward_kernel_us', 'kernel_us_per_instance', 'gpu_range', 'gpu_idle']
    : ['backward_cpu_us', 'cpu_ops_per_instance'])]);
  for (const c of columns) c.secondary = !key.has(c.key);
  const table = new DataTable<Scope>({
    columns, rows: e.scopes, filename: 'attention_scopes.csv', testId: 'scope-table', keep: keepTable(ctx),
    rowKey: (s) => String(s.id), parentKey: (s) => (s.parent_id === null ? null : String(s.parent_id)),
    selectedKey: ctx.state.scope || null, sort: {key: gpu ? 'forward_kernel_us' : 'cpu_us', desc: true},
    rowField: (s) => `scopes[${s.id}]`,
    onSelect: (s) => ctx.setState({scope: String(s.id), view: 'kernels', kfilter: ''}),
  });
  return h('div', {class: 'view', 'data-testid': 'scopes-view', 'data-unit': unit.unit},
    h('p', {class: 'muted'}, `${counted(e.scopes.length, 'scope')}, found by ${e.attention?.scope_source}. `
      + 'Numbers include nested scopes; click a scope for its kernels, or its timeline button to see a call as it ran.'),
    table.el);
}
