// Compare's timelines side by side: the median call of one scope in each compared trace, on
// one time axis, each aligned at its own start (naive against in-place shows the copy go;
// math against flash shows twenty kernels against one).

import {getRoute, HttpError, untilReady} from '../api';
import {clear, h} from '../dom';
import {compareLabels, shortName, timeScale} from '../model/format';
import type {Compare as CompareResult} from '../report';
import {TimelineCanvas} from '../timeline-canvas';
import type {ViewContext} from './context';

export function renderCompareTimelines(ctx: ViewContext, c: CompareResult): HTMLElement {
  const root = h('div', {'data-testid': 'compare-timelines'});
  // (the scope shown first is the compare's: the first that every trace has)
  const first = c.timeline_scope ?? c.scopes[0]?.key ?? null;
  if (first === null) return root;
  if (c.timeline_scope === null) {
    root.appendChild(h('p', {class: 'muted small', 'data-testid': 'compare-timeline-none-shared'},
      'No scope is in every compared trace: pick one; the traces without it say so.'));
  }
  const select = h('select', {'data-testid': 'compare-timeline-scope', 'aria-label': 'scope'});
  for (const s of c.scopes) {
    const o = h('option', {value: s.key}, shortName(s.key, 80));
    if (s.key === first) o.selected = true;
    select.appendChild(o);
  }
  const status = h('p', {class: 'muted', 'data-testid': 'compare-timeline-status'}, 'loading the calls…');
  const lines = h('ul', {class: 'summary', 'data-testid': 'compare-timeline-lines'});
  const box = h('div');
  root.append(h('div', {class: 'toolbar'}, h('label', {}, 'Scope ', select),
    h('span', {class: 'muted small'}, 'the median call of each trace, each from its own start')), status, lines, box);
  let seq = 0;
  let canvas: TimelineCanvas | null = null;
  let disposed = false;
  ctx.onDispose(() => {
    disposed = true;
    canvas?.dispose();
  });
  const load = async (key: string) => {
    const names = c.scopes.find((s) => s.key === key)?.names ?? [];
    const mine = ++seq;
    status.textContent = 'loading the calls…';
    delete status.dataset.state;
    clear(lines);
    clear(box);
    canvas?.dispose();
    const windows = await Promise.all(c.traces.map(async (t, i) => {
      const name = names[i];
      if (!name) return 'no such scope in this trace';
      try {
        return await untilReady(() => getRoute('timeline', {trace: t.id, name, ...ctx.patternParams()}),
          () => undefined, () => disposed || mine !== seq);
      } catch (err) {
        return err instanceof HttpError ? err.message : String(err);
      }
    }));
    if (disposed || mine !== seq) return;
    const tracks = [];
    const labelOf = compareLabels(ctx, c, 60);
    // the lines' times in one unit: the longest call's
    const unit = timeScale(Math.max(0, ...windows.map((w) => (w && typeof w !== 'string' ? w.durations[w.call] ?? 0 : 0))));
    for (let i = 0; i < c.traces.length; i++) {
      const w = windows[i];
      const label = labelOf(i);
      if (w === null) return;
      if (typeof w === 'string') {
        lines.appendChild(h('li', {class: 'muted'}, `${label}: ${w}`));
        continue;
      }
      tracks.push({title: `${label} · call ${w.call + 1} of ${w.count}`, window: w});
      const n = w.counts; // (the server's: queries.timeline.window_counts)
      const copies = n.copy_ops.map((o) => o.name);
      const parts = [`${unit.exact(w.durations[w.call] ?? 0)}`, `${n.cpu_ops} CPU ops`];
      if (n.gpu_events) parts.push(`${n.kernels} kernels`);
      if (n.memcpy) parts.push(`${n.memcpy} memcpy (${unit.exact(n.memcpy_us)})`);
      parts.push(copies.length ? `copy ops: ${copies.join(', ')}` : 'no copy op');
      lines.appendChild(h('li', {'data-trace': c.traces[i].id, 'data-unit': unit.unit, 'data-kernels': String(n.kernels),
        'data-copy-ops': copies.join(',')}, `${label}: ${parts.join(' · ')}`));
    }
    status.textContent = '';
    status.dataset.state = 'ready';
    if (!tracks.length) return;
    canvas = new TimelineCanvas({tracks});
    box.appendChild(canvas.el);
    canvas.attach();
  };
  select.addEventListener('change', () => void load(select.value));
  void load(first);
  return root;
}
