import {h} from '../dom';
import {fmtBytes, timeScale} from '../format';
import type {Scope} from '../report';
import {DataTable, timeColumn, type Column} from '../table';
import {callSiteCell} from './call-sites';
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
  // one time unit for the table and its CSV, by its largest time (the unit in each header)
  const unit = timeScale(Math.max(0, ...e.scopes.flatMap((s) => [s.cpu_us, s.backward_cpu_us,
    ...(gpu ? [s.forward_kernel_us, s.backward_kernel_us] : [])])));
  const time = (key: string, label: string, get: (s: Scope) => number | null | undefined, title?: string) =>
    timeColumn<Scope>(key, label, unit, get, title);
  const columns: Column<Scope>[] = [
    {key: 'name', label: 'scope'},
    {key: 'source', label: 'source'},
    {key: 'count', label: 'count', numeric: true},
    time('cpu_us_per_instance', 'CPU / inst', (s) => s.cpu_us_per_instance),
    time('cpu_us', 'CPU', (s) => s.cpu_us),
    time('backward_cpu_us', 'bwd CPU', (s) => s.backward_cpu_us),
  ];
  if (gpu) {
    columns.push(
      time('forward_kernel_us', 'fwd GPU', (s) => s.forward_kernel_us),
      time('backward_kernel_us', 'bwd GPU', (s) => s.backward_kernel_us),
      time('kernel_us_per_instance', 'GPU / inst', (s) => s.kernel_us_per_instance),
      {key: 'kernels_per_instance', label: 'kernels/inst', numeric: true},
      {key: 'gpu_ops_per_instance', label: 'GPU ops/inst', numeric: true, title: 'kernels + memcpy + memset'},
      time('gpu_range', 'GPU range / inst', (s) => s.gpu_projection?.range_us,
        'the GPU under a call, as Nsight projects a range: first start to last end of what the call launched'),
      time('gpu_idle', 'GPU idle / inst', (s) => s.gpu_projection?.idle_us,
        'inside that range, the time no kernel, memcpy or memset of the call ran (range − the union of their times)'),
    );
  }
  columns.push(
    {key: 'cpu_ops_per_instance', label: 'CPU ops/inst', numeric: true},
    {key: 'peak', label: 'peak mem', numeric: true, value: (s) => peak(s, 'forward'), render: (s) => fmtBytes(peak(s, 'forward'))},
    {key: 'net', label: 'net alloc', numeric: true, value: (s) => net(s), render: (s) => fmtBytes(net(s))},
    {key: 'call_sites', label: 'called at', value: (s) => s.call_sites.map((c) => c.user ?? c.library).join('; '),
      render: (s) => callSiteCell(s.call_sites), title: 'your innermost frame around its calls (with_stack=True); all of them on hover'},
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
    onSelect: (s) => ctx.setState({scope: String(s.id), view: 'kernels', kfilter: ''}),
  });
  return h('div', {class: 'view', 'data-testid': 'scopes-view', 'data-unit': unit.unit},
    h('p', {class: 'muted'}, `${e.scopes.length} scope(s), found by ${e.attention?.scope_source}. `
      + 'Numbers include nested scopes; click a scope for its kernels, or its timeline button to see a call as it ran.'),
    table.el);
}
