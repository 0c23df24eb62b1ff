// Where in the user's code attention was called: the report's call sites (analysis/
// call_sites.py), from the Python frames of a trace recorded with with_stack=True. The
// places are the report's (entry.call_sites.sites); this view only draws them.
import {h} from '../dom';
import {fmtNum, noun, timeScale} from '../model/format';
import type {CallSite, Entry} from '../report';
import {DataTable, timeColumn, type Column} from '../table';
import type {ViewContext} from './context';

type Place = NonNullable<Entry['call_sites']>['sites'][number];
type KernelSite = NonNullable<Entry['attention']>['kernel_sites'][number];

/** A frame as the table shows it: its file's name, line and function ("demo.py(193):
 * forward"); the whole path on hover. */
export function shortFrame(frame: string | null): string {
  if (!frame) return '';
  const cut = frame.lastIndexOf('/', frame.indexOf('.py('));
  return cut >= 0 ? frame.slice(cut + 1) : frame;
}

/** A row's first call site (the most time) for a table cell, every one on hover. */
export function callSiteCell(sites: CallSite[]): HTMLElement | string {
  if (!sites.length) return '';
  const first = sites[0];
  const text = shortFrame(first.user ?? first.library) + (sites.length > 1 ? ` (+${sites.length - 1})` : '');
  const title = sites.map((s) => `${[s.user, s.library].filter((f) => f).join(' → ')}: ${fmtNum(s.calls)} ${noun(s.calls, 'call')}`).join('\n');
  return h('span', {title, 'data-testid': 'call-site'}, text);
}

/** "Where in your code": the attention ops' call sites grouped by place, the most time
 * first; or what to do where the trace has no frames. */
export function renderCallSites(ctx: ViewContext): HTMLElement {
  const section = ctx.entry.call_sites;
  if (!section) return h('div');
  if (section.note) return h('p', {class: 'muted', 'data-testid': 'call-sites-note'}, section.note);
  const places = section.sites;
  if (!places.length) return h('div');
  const sites = ctx.entry.attention?.kernel_sites ?? [];
  const gpu = ctx.entry.breakdown_unit === 'gpu';
  const unit = timeScale(Math.max(0, ...places.map((p) => p.us)));
  const columns: Column<Place>[] = [
    {key: 'user', label: 'your code', value: (p) => p.user ?? '', render: (p) => h('span', {title: p.user ?? ''}, shortFrame(p.user))},
    {key: 'library', label: 'library', value: (p) => p.library ?? '', render: (p) => h('span', {title: p.library ?? ''}, shortFrame(p.library))},
    {key: 'calls', label: 'calls', numeric: true, field: 'calls'},
    timeColumn<Place>('us', gpu ? 'kernel' : 'CPU', unit, (p) => p.us, undefined, 'us'),
    {key: 'ops', label: 'ops', value: (p) => p.ops.join(', ')},
  ];
  // (no kept sort: the view's URL keeps its op table's)
  const table = new DataTable<Place>({columns, rows: places, filename: 'attention_call_sites.csv', testId: 'call-sites-table',
    sort: {key: 'us', desc: true}, rowField: (_p, i) => `call_sites.sites[${i}]`});
  return h('div', {'data-testid': 'call-sites'},
    h('h3', {}, 'Where in your code'),
    h('p', {class: 'muted'}, 'From the Python frames (with_stack=True): your innermost frame around each call, and the '
      + 'library frame it called. A frame\u2019s line is its function\u2019s first line.'),
    table.el,
    sites.length ? renderKernelSites(sites) : null);
}

/** The lines that launched attention's elementwise and copy kernels (attention.kernel_sites),
 * each with the report's change for it. */
export function renderKernelSites(sites: KernelSite[]): HTMLElement {
  const unit = timeScale(Math.max(0, ...sites.map((s) => s.us)));
  const columns: Column<KernelSite>[] = [
    {key: 'site', label: 'line', value: (s) => s.site, render: (s) => h('span', {title: s.site}, shortFrame(s.site))},
    {key: 'category', label: 'kernels', value: (s) => s.category},
    {key: 'kernels', label: 'count', numeric: true, field: 'kernels'},
    timeColumn<KernelSite>('us', 'kernel', unit, (s) => s.us, undefined, 'us'),
    {key: 'ops', label: 'ops', value: (s) => s.ops.join(', ')},
    {key: 'change', label: 'change', value: (s) => s.change},
  ];
  const table = new DataTable<KernelSite>({columns, rows: sites, filename: 'attention_kernel_sites.csv',
    testId: 'kernel-sites-table', sort: {key: 'us', desc: true}, rowField: (_s, i) => `attention.kernel_sites[${i}]`});
  return h('div', {'data-testid': 'kernel-sites'},
    h('h3', {}, 'Where the elementwise and copy kernels were launched'),
    table.el);
}
