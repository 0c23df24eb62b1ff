// The Timeline view: one call of one scope as it ran, the CPU ops nested under it, the
// kernels, memcpy and memset they launched on each stream with an arrow from each launch,
// the GPU's idle gaps, its backward work after it, and the memory curve of the same window.

import {getRoute, untilReady} from '../api';
import {clear, h} from '../dom';
import {counted, noun, timeScale} from '../model/format';
import type {Scope} from '../report';
import {TimelineCanvas, type MemoryCurve} from '../timeline-canvas';
import type {TimelineWindow} from '../report-schema';
import type {ViewContext} from './context';

const PICKS = ['median', 'slowest', 'fastest'] as const;
const MAX_LISTED = 500; // calls in the picker at most (the kept ones)

/** The scope shown by default: the one with the most time (GPU where there is a GPU). */
export function defaultScope(scopes: Scope[], gpu: boolean): Scope | null {
  let best: Scope | null = null;
  for (const s of scopes) {
    const v = gpu ? s.forward_kernel_us : s.cpu_us;
    const b = best ? (gpu ? best.forward_kernel_us : best.cpu_us) : -1;
    if (v > b) best = s;
  }
  return best;
}

export function timelineParams(ctx: ViewContext, scope: string, call: string): Record<string, string | undefined> {
  return {trace: ctx.traceId, scope, call: call || undefined, ...ctx.patternParams()};
}

/** The zoom kept in the URL ('start,end' in µs from the call's start), or null. */
export function parseZoom(zoom: string): [number, number] | null {
  const [a, b] = zoom.split(',').map(Number);
  return zoom && Number.isFinite(a) && Number.isFinite(b) && b > a ? [a, b] : null;
}

/** The export link: the call's window as a Chrome trace, only the range shown when zoomed in
 * (trace µs: the call's start plus the view's). */
export function exportHref(params: Record<string, string | undefined>, start: number | null,
  view: [number, number] | null): string {
  const range = view && start !== null ? {start: (start + view[0]).toFixed(3), end: (start + view[1]).toFixed(3)} : {};
  const all = {...params, format: 'chrome', ...range};
  return `timeline?${new URLSearchParams(Object.entries(all).filter((kv): kv is [string, string] => kv[1] !== undefined && kv[1] !== ''))}`;
}

export function renderTimeline(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const gpu = e.breakdown_unit === 'gpu';
  const status = h('p', {class: 'muted', 'data-testid': 'timeline-status'}, 'loading the call…');
  const root = h('div', {class: 'view'});
  if (!e.scopes.length) {
    root.append(h('p', {class: 'muted', 'data-testid': 'timeline-status'}, 'No attention scope in this trace: no call to show.'));
    return root;
  }
  const chosen = e.scopes.find((s) => String(s.id) === ctx.state.scope) ?? defaultScope(e.scopes, gpu) ?? e.scopes[0];
  const scope = String(chosen.id);
  const scopeSelect = timelineScopeSelect(ctx, chosen.id);
  const pickButtons = PICKS.map((p) => h('button', {
    class: ctx.state.call === p || (!ctx.state.call && p === 'median') ? 'small active' : 'small',
    'data-testid': `timeline-${p}`, onclick: () => ctx.setState({call: p}),
  }, p));
  const callSelect = h('select', {'data-testid': 'timeline-call', 'aria-label': 'call',
    onchange: (ev: Event) => ctx.setState({call: (ev.target as HTMLSelectElement).value})});
  const params = timelineParams(ctx, scope, ctx.state.call);
  const exportLink = h('a', {class: 'button-link small', 'data-testid': 'timeline-export',
    href: exportHref(params, null, null), download: '',
    title: 'what is shown as a Chrome trace (the range zoomed to, when zoomed in): open it in Perfetto or chrome://tracing'},
  'export window (.json)');
  const summary = h('div', {class: 'timeline-summary', 'data-testid': 'timeline-summary'});
  const box = h('div');
  root.append(
    h('div', {class: 'toolbar'}, h('label', {}, 'Scope ', scopeSelect), ...pickButtons, h('label', {}, 'call ', callSelect),
      exportLink),
    status, summary, box);

  let disposed = false;
  let canvas: TimelineCanvas | null = null;
  ctx.onDispose(() => {
    disposed = true;
    canvas?.dispose();
  });
  void (async () => {
    let w: TimelineWindow | null;
    try {
      w = await untilReady(() => getRoute('timeline', timelineParams(ctx, scope, ctx.state.call)),
        (p) => { status.textContent = `analysing… ${Math.round(100 * p.progress)}%`; status.dataset.state = 'waiting'; },
        () => disposed);
    } catch (err) {
      status.textContent = (err as Error).message;
      status.dataset.state = 'failed';
      return;
    }
    if (!w || disposed) return;
    fillCalls(callSelect, w);
    const memory = await callMemory(ctx, w);
    if (disposed) return;
    status.textContent = '';
    status.dataset.state = 'ready';
    clear(summary);
    summary.append(...describe(w));
    const start = w.start;
    const view = parseZoom(ctx.state.zoom);
    // (the export is of the real times shown: a queued stretch drawn cut short is added back)
    const real = (v: [number, number] | null): [number, number] | null =>
      (v && canvas ? [canvas.realOffset(v[0]), canvas.realOffset(v[1])] : v);
    canvas = new TimelineCanvas({tracks: [{title: `${w.scope} call ${w.call + 1}`, window: w}], memory: [memory], view,
      onView: (v) => {
        // (kept in the URL without drawing the view again; the export follows what is shown)
        ctx.remember({zoom: v ? `${v[0].toFixed(3)},${v[1].toFixed(3)}` : ''});
        exportLink.setAttribute('href', exportHref(params, start, real(v)));
      }});
    exportLink.setAttribute('href', exportHref(params, start, real(view)));
    box.appendChild(canvas.el);
    canvas.attach();
  })();
  return root;
}

/** The scope picker, each scope with its calls' count. */
function timelineScopeSelect(ctx: ViewContext, chosen: number): HTMLSelectElement {
  const select = h('select', {'data-testid': 'timeline-scope', 'aria-label': 'scope',
    onchange: (ev: Event) => ctx.setState({scope: (ev.target as HTMLSelectElement).value, call: ''})});
  for (const s of ctx.entry.scopes) {
    const o = h('option', {value: String(s.id)}, `${s.name} (${s.count} ${noun(s.count, 'call')})`);
    if (s.id === chosen) o.selected = true;
    select.appendChild(o);
  }
  return select;
}

/** The memory allocated over the call's window, where the trace has memory events (null
 * otherwise, or where it cannot be had: the timeline stands without its memory curve). */
async function callMemory(ctx: ViewContext, w: TimelineWindow): Promise<MemoryCurve | null> {
  if (w.start === null || w.end === null) return null;
  try {
    const m = await getRoute('memory', {trace: ctx.traceId, start: String(w.start), end: String(w.end),
      ...ctx.patternParams()});
    return !('pending' in m) && m.curve ? {ts: m.curve.ts, allocated: m.curve.allocated, device: m.curve.device} : null;
  } catch {
    return null;
  }
}

function fillCalls(select: HTMLSelectElement, w: TimelineWindow): void {
  clear(select);
  const kept = w.kept.slice(0, MAX_LISTED);
  if (!kept.includes(w.call)) kept.unshift(w.call);
  const unit = timeScale(Math.max(0, ...kept.map((n) => w.durations[n] ?? 0))); // (one unit for the list)
  for (const n of kept) {
    const d = w.durations[n];
    // (numbered from 1 as people count; the value is the route's call number, from 0)
    const o = h('option', {value: String(n)}, `${n + 1}${d !== undefined ? ` (${unit.exact(d)})` : ''}`);
    if (n === w.call) o.selected = true;
    select.appendChild(o);
  }
}

/** The summary above the picture: which call, and what it did on each side, every time in
 * one unit (the longer of the call's length, from its start to its last forward work, and the window's). */
export function describe(w: TimelineWindow): HTMLElement[] {
  const which = Object.entries(w.picks).filter(([, n]) => n === w.call).map(([p]) => p);
  const n = w.counts; // (the window's counts, the server's: queries.timeline.window_counts)
  const length = w.durations[w.call] ?? (w.end ?? 0) - (w.start ?? 0);
  const unit = timeScale(Math.max(length, (w.end ?? 0) - (w.start ?? 0), ...w.projection.map((p) => (p.end ?? 0) - (p.start ?? 0))));
  const fmtUs = unit.exact;
  // (the window also holds the call's backward, which may run long after: its span said too,
  // so the header matches the picture)
  const span = w.start !== null && w.end !== null ? w.end - w.start : length;
  const spans = span > length + 1e-3 ? `; the window, with its backward, spans ${fmtUs(span)}` : '';
  const lines: HTMLElement[] = [h('p', {'data-testid': 'timeline-which', 'data-unit': unit.unit},
    `${w.scope}: call ${w.call + 1} of ${w.count}${which.length ? ` (${which.join(', ')})` : ''}, `
    + `${fmtUs(length)} from its start to its last forward work${spans}.`)];
  const facts = h('p', {class: 'small', 'data-testid': 'timeline-facts', 'data-cpu-events': String(n.cpu_events),
    'data-kernels': String(n.kernels), 'data-gpu-events': String(n.gpu_events),
    'data-kernel-us': n.kernel_us.toFixed(3), 'data-memcpy': String(n.memcpy)});
  const parts = [`${n.cpu_events} CPU events`];
  if (n.gpu_events) parts.push(`${n.kernels} kernels (${fmtUs(n.kernel_us)})`);
  if (n.memcpy) parts.push(`${n.memcpy} memcpy (${fmtUs(n.memcpy_us)})`);
  if (n.memset) parts.push(`${n.memset} memset`);
  facts.textContent = parts.join(' · ');
  lines.push(facts);
  if (w.stack?.length) {
    lines.push(h('p', {class: 'small', 'data-testid': 'timeline-stack', title: w.stack.join('\n')},
      `this call of the scope called from ${w.stack[0]}${w.stack.length > 1 ? ` (${counted(w.stack.length - 1, 'frame')} out; hover the call for all)` : ''}`));
  }
  const ops = n.copy_ops;
  lines.push(h('p', {class: 'small', 'data-testid': 'timeline-copies', 'data-copy-ops': ops.map((o) => o.name).join(',')},
    ops.length ? `copy ops in this call: ${ops.map((o) => `${o.name} ×${o.count}`).join(', ')}` : 'no copy op in this call'));
  for (const p of w.projection) {
    const phase = w.phases.find((x) => x.phase === p.phase);
    const cpuUs = phase ? phase.end - phase.start : 0;
    lines.push(h('p', {class: 'small', 'data-testid': `timeline-projection-${p.phase}`},
      p.start === null || p.end === null
        ? `${p.phase}: CPU ${fmtUs(cpuUs)}, nothing launched on a GPU`
        : `${p.phase}: CPU ${fmtUs(cpuUs)}; on the GPU ${fmtUs(p.end - p.start)} from first to last (busy ${fmtUs(p.busy_us)}, `
          + `idle ${fmtUs(p.idle_us)} in ${p.gaps.length} ${noun(p.gaps.length, 'gap')}, hatched)`));
  }
  if (w.dropped) {
    lines.push(h('p', {class: 'note warning small'},
      `This call has ${w.dropped.toLocaleString('en-US')} more events than a stored timeline keeps; the first are shown.`));
  }
  return lines;
}
