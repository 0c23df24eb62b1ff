// Compare two or more traces (runs, variants, workers or spans) against a baseline. The
// server computes the comparison from the traces' stored reports (the /compare route); this
// view picks the traces and shows the walkthrough's table of variants, the metrics with
// their ratios to the baseline, a chart, and the kernels that appear or disappear.
import {getRoute, isPending, type TraceRow} from '../api';
import {axisTooltip, categoryTitle, grid, LEGEND_UNDER_TITLE, makeChart, unitName} from '../charts';
import {clear, h} from '../dom';
import {compareLabels, fmtBytes, fmtNum, noun, shortName, timeScale, traceLabel} from '../model/format';
import type {CompareAlone, Compare as CompareResult, MetricRow} from '../report';
import {renderCompareTimelines} from './compare-timelines';
import type {ViewContext} from './context';
import {type Column, DataTable} from '../table';

const COMPARE_TRIES = 600; // one a second

/** The machine a worker name is of: the name less a trailing process id ("host_4242": "host"). */
const machineOf = (worker: string): string => worker.replace(/[_.-]\d+$/, '');
/** The folder a run is in ("." for the logdir's own runs). */
const folderOf = (run: string): string => (run.includes('/') ? run.slice(0, run.lastIndexOf('/')) : '.');

/** The ids of the chosen traces (the cmp state key) that are listed. */
const chosenIds = (traces: TraceRow[], chosen: string): string[] => {
  const ids = new Set(traces.map((t) => t.id));
  return chosen.split(',').filter((x) => ids.has(x));
};

/** Whether the compare's traces are defaultSelection's suggestion (the user chose fewer than two). */
export const suggested = (traces: TraceRow[], chosen: string): boolean => chosenIds(traces, chosen).length < 2;

/** The traces a compare starts with: the chosen ones, else the trace in view (the baseline)
 * and only what is related to it, the first of these that has any: (1) variants: a trace of
 * each other run in the same folder recorded on the same machine (its worker name less the
 * process id); (2) ranks of one step: another worker of its run with the same span; (3) steps
 * of one worker: its other span nearest in time. Nothing else: unrelated traces (another
 * machine's, another folder's) are for the user to pick. The server then leaves out of these
 * the ones unrelated to the baseline (a training step beside forward-only variants: the
 * compare's left_out), the selection being a suggestion (suggested). */
export function defaultSelection(traces: TraceRow[], current: TraceRow, chosen: string): string[] {
  const picked = chosenIds(traces, chosen);
  if (picked.length >= 2) return picked;
  const out = [current.id];
  const machine = machineOf(current.worker);
  const folder = folderOf(current.run);
  for (const run of [...new Set(traces.map((t) => t.run))]) {
    if (run === current.run || folderOf(run) !== folder) continue;
    const variant = traces.find((t) => t.run === run && machineOf(t.worker) === machine);
    if (variant && out.length < 8) out.push(variant.id);
  }
  if (out.length > 1) return out;
  const peer = traces.find((t) => t.run === current.run && t.worker !== current.worker && t.span === current.span);
  if (peer) return [current.id, peer.id];
  const steps = traces.filter((t) => t.run === current.run && t.worker === current.worker && t.id !== current.id);
  const nearest = steps.sort((a, b) => Math.abs(a.mtime - current.mtime) - Math.abs(b.mtime - current.mtime))[0];
  return nearest ? [current.id, nearest.id] : out;
}

type KernelChange = CompareResult['kernels'][number]['appeared'][number];

/** The times a kernel change line says: its time a call (else its total) and its copies'. */
const changeTimes = (x: KernelChange): number[] => [x.us_per_call ?? x.us, x.copy_us_per_call ?? 0];

/** The one unit of the lines of kernels gone and new: their largest time's. */
export function changeUnit(changes: KernelChange[]): ReturnType<typeof timeScale> {
  return timeScale(Math.max(0, ...changes.flatMap(changeTimes)));
}

/** A kernel or CPU op found on one side only: its calls, its time per call, and (a CPU op)
 * the copies it made, which its own time leaves out: what went with it. Its times in unit, the
 * unit of every such line of the compare. */
export function kernelChangeText(x: KernelChange, unit = changeUnit([x])): string {
  const perCall = x.us_per_call !== null ? `${unit.exact(x.us_per_call)} a call` : `${unit.exact(x.us)}`;
  const copies = x.copy_us_per_call ? `, and the copies it made ${unit.exact(x.copy_us_per_call)} a call` : '';
  return `${fmtNum(x.count)} ${noun(x.count, 'call')}, ${perCall}${copies}`;
}

/** A ratio to the baseline: two decimals, or two significant digits below 0.01 (a copy cut
 * from 48.1 ms to 0.09 ms is 0.0019×, not "0.00×"). */
export function ratioText(ratio: number): string {
  return `${ratio !== 0 && Math.abs(ratio) < 0.01 ? Number(ratio.toPrecision(2)) : ratio.toFixed(2)}×`;
}

/** The cells of one metric row: a time row in one unit, its largest value's (each trace's
 * value read against the others), each beside its ratio to the baseline. */
export function rowCells(r: MetricRow, base: number): string[] {
  const unit = r.unit === 'µs' ? timeScale(Math.max(0, ...r.values.map((x) => Math.abs(x ?? 0)))) : null;
  const show = (x: number) => (r.unit === 'bytes' ? fmtBytes(x) : unit ? unit.exact(x) : fmtNum(x));
  return r.values.map((v, i) => {
    if (v === null) return '–';
    // (a median, its calls' p25-p75 beside it; a change within them said, as tb-attn compare does)
    const spread = r.spreads?.[i];
    const bound = (x: number) => (unit ? unit.figure(x) : show(x));
    const text = show(v) + (spread ? ` [${bound(spread[0])}–${bound(spread[1])}]` : '');
    const ratio = r.ratios[i];
    const noise = r.within_noise?.[i] ? ', within noise' : '';
    return i === base || ratio === null ? text : `${text} (${ratioText(ratio)}${noise})`;
  });
}

// the traces a compare table shows at once beside its first column; the others are one tick
// away in its column list (a dozen traces would make the page wider than the view)
export const KEY_TRACES = 4;

/** A table of metric rows on the DataTable: the metric, then a column a trace (the baseline
 * marked ◆), each value beside its ratio to the baseline; past KEY_TRACES traces the rest are
 * in the column list. */
export function metricTable(rows: MetricRow[], c: CompareResult, testId: string, label: (i: number) => string): HTMLElement {
  const cells = new Map(rows.map((r) => [r, rowCells(r, c.baseline)]));
  const columns: Column<MetricRow>[] = [
    {key: 'metric', label: 'metric', value: (r) => r.what},
    ...c.traces.map((t, i): Column<MetricRow> => ({key: `trace${i}`, label: `${i === c.baseline ? '◆ ' : ''}${label(i)}`,
      title: t.label, numeric: true, value: (r) => r.values[i], render: (r) => cells.get(r)![i],
      cell: (r) => ({'data-value': String(r.values[i] ?? '')}), secondary: i >= KEY_TRACES && i !== c.baseline})),
  ];
  return new DataTable<MetricRow>({columns, rows, filename: `${testId}.csv`, testId, tableClass: 'compare', maxHeight: 360}).el;
}

export function renderCompare(ctx: ViewContext): HTMLElement {
  const traces = ctx.traces;
  const selected = defaultSelection(traces, ctx.current, ctx.state.cmp);
  const base = selected.includes(ctx.state.base) ? ctx.state.base : selected[0];
  // the baseline is chosen first (among the traces chosen), and is the first column of every
  // table: the others read against it, left to right
  const baseSel = h('select', {'data-testid': 'compare-baseline', 'aria-label': 'baseline',
    onchange: (ev: Event) => ctx.setState({base: (ev.target as HTMLSelectElement).value})});
  for (const id of selected) {
    const t = traces.find((x) => x.id === id)!;
    const o = h('option', {value: id}, traceLabel(t));
    if (id === base) o.selected = true;
    baseSel.appendChild(o);
  }
  // a checkbox a trace: the baseline first, then the chosen (checked), then the rest (unchecked)
  const picker = h('div', {class: 'compare-picker', 'data-testid': 'compare-traces', role: 'group',
    'aria-label': 'traces to compare'});
  const rank = (id: string) => (id === base ? 0 : selected.includes(id) ? 1 : 2);
  for (const t of [...traces].sort((a, b) => rank(a.id) - rank(b.id))) {
    const box = h('input', {type: 'checkbox', value: t.id});
    (box as HTMLInputElement).checked = selected.includes(t.id);
    picker.appendChild(h('label', {class: 'compare-pick'}, box, ` ${t.id === base ? '◆ ' : ''}${traceLabel(t)}`));
  }
  const apply = h('button', {type: 'button', 'data-testid': 'compare-apply', onclick: () => {
    const ids = [...picker.querySelectorAll<HTMLInputElement>('input:checked')].map((o) => o.value);
    ctx.setState({cmp: ids.join(','), base: ids.includes(base) ? base : ids[0] ?? ''});
  }}, 'Compare');
  const ordered = [base, ...selected.filter((id) => id !== base)];
  const out = h('div', {'data-testid': 'compare-result'}, h('p', {class: 'muted'}, 'comparing…'));
  let alive = true;
  ctx.onDispose(() => {
    alive = false;
  });
  const load = async (tries: number): Promise<void> => {
    if (!alive) return;
    if (selected.length < 2) {
      clear(out);
      out.appendChild(h('p', {class: 'muted', 'data-testid': 'compare-empty'},
        'Choose two traces or more (runs, variants, workers or spans) to compare.'));
      return;
    }
    let r;
    try {
      r = await getRoute('compare', {traces: ordered.join(','), baseline: base,
        ...(suggested(traces, ctx.state.cmp) ? {related: '1'} : {}), ...ctx.patternParams()});
    } catch (err) {
      clear(out);
      out.appendChild(h('div', {class: 'note warning'}, `Could not compare: ${(err as Error).message}`));
      return;
    }
    if (!alive) return;
    if (isPending(r)) {
      clear(out);
      const waited = tries >= COMPARE_TRIES; // (ten minutes: say so rather than wait unseen)
      out.appendChild(h('p', {class: 'muted', 'data-testid': 'compare-waiting', 'data-state': waited ? 'stopped' : 'waiting'},
        waited ? `some traces are still analysing after ten minutes (${Math.round(100 * r.progress)}% done): press Compare to ask again.`
          : `analysing the traces to compare (${Math.round(100 * r.progress)}%)…`));
      if (!waited) setTimeout(() => void load(tries + 1), 1000);
      return;
    }
    clear(out);
    // (left out by the server as unrelated to the baseline: shown unticked, and said why)
    for (const x of r.left_out) {
      const box = picker.querySelector<HTMLInputElement>(`input[value="${x.id}"]`);
      if (box) box.checked = false;
      baseSel.querySelector(`option[value="${x.id}"]`)?.remove();
    }
    out.appendChild('alone' in r ? renderAlone(ctx, r) : renderResult(ctx, r));
  };
  void load(0);
  return h('div', {class: 'view'},
    h('div', {class: 'toolbar'}, h('label', {}, 'Baseline ', baseSel), h('label', {}, 'compared with ', picker), apply),
    h('p', {class: 'muted small', 'data-testid': 'compare-how'}, 'The baseline (◆, first column) is what the others are '
      + 'held to. Tick the traces, then Compare; the variants are ranked by their calls\u2019 median time. It starts with the trace in view and what is '
      + 'related to it: the other runs of its folder recorded on the same machine (variants), else the other workers '
      + 'of its step (ranks), else its nearest step; a training step is left out beside variants that run the forward only, '
      + 'and the other way round.'),
    out);
}

/** A listed trace's label as the picker shows it (traceLabel), or null where it is not listed. */
function listedLabel(ctx: ViewContext, id: string): string | null {
  const t = ctx.traces.find((x) => x.id === id);
  return t ? traceLabel(t) : null;
}

/** A suggestion with nothing related to its baseline: each trace left out, and why. */
function renderAlone(ctx: ViewContext, c: CompareAlone): HTMLElement {
  return h('div', {'data-testid': 'compare-alone'},
    h('p', {}, `Nothing here runs as ${shortName(listedLabel(ctx, c.baseline.id) ?? c.baseline.label, 100)} does: `
      + 'no trace to compare it with.'),
    h('ul', {class: 'summary muted', 'data-testid': 'compare-left-out'},
      ...c.left_out.map((x) => h('li', {'data-id': x.id},
        `${shortName(listedLabel(ctx, x.id) ?? x.label, 100)} is left out: it ${x.reason}. Tick it and press Compare to add it.`))));
}

function renderResult(ctx: ViewContext, c: CompareResult): HTMLElement {
  const gpu = c.unit === 'gpu';
  const label = compareLabels(ctx, c);
  const variants = variantsTable(c, label);
  // one line a trace, its largest changes (the compare's own, decisions.changes_by_size), each in one unit
  const whatChanged = changesList(c, label);
  const explanations = h('ul', {class: 'summary', 'data-testid': 'compare-explanations'},
    ...c.variants.flatMap((v) => v.explanations.map((x) => h('li', {}, `${label(v.trace)}: ${x}`))));
  const changes = kernelChanges(c, label);
  const chartBox = scopeChart(ctx, c, label);
  // (the suggested traces the server left out as unrelated to the baseline, and why)
  const leftOut = c.left_out.length ? h('ul', {class: 'summary muted', 'data-testid': 'compare-left-out'},
    ...c.left_out.map((x) => h('li', {'data-id': x.id},
      // (named as the picker names it, the listing's label, where it is listed)
      `${shortName(listedLabel(ctx, x.id) ?? x.label, 100)} is left out: it ${x.reason}. Tick it and press Compare to add it.`)))
    : null;
  return h('div', {}, leftOut,
    h('h3', {}, `What changed against ${label(c.baseline)}, largest first`), whatChanged,
    h('h3', {}, 'Variants'), variants, explanations,
    h('h3', {}, 'Timelines side by side'), renderCompareTimelines(ctx, c),
    h('h3', {}, 'Overall (per call of the top-level scopes)'), metricTable(c.overall, c, 'compare-overall', label),
    chartBox,
    h('h3', {}, gpu ? 'Kernels that appear or disappear' : 'CPU ops that appear or disappear'), changes,
    h('h3', {}, 'By category'), metricTable(c.categories, c, 'compare-categories', label),
    // (the long list last and folded: the summary, the variants and the timelines come first)
    c.scopes.length ? h('details', {'data-testid': 'compare-scopes'},
      h('summary', {}, `Per scope (${c.scopes.length}${c.scopes.length > 40 ? ', the first 40 shown' : ''})`),
      ...c.scopes.slice(0, 40).map((s) => h('div', {},
        h('h4', {}, `scope ${shortName(s.key, 80)}`), metricTable(s.metrics, c, 'compare-scope', label)))) : null);
}

/** The walkthrough's table on the DataTable: per forward (a call of the top-level scopes), the
 * columns the trace has (kernels and GEMM cores on a GPU, CPU ops on a CPU-only trace); the
 * GEMM cores, the copies' time and the peak memory in its column list. */
export function variantsTable(c: CompareResult, label: (i: number) => string): HTMLElement {
  const gpu = c.unit === 'gpu';
  // (its times in one unit, the largest's, named in the headers: 0.758 ms beside 4.870 ms)
  // (times per call: the medians of the calls with their p25-p75, what the rows are ranked by)
  const times = timeScale(Math.max(0, ...c.variants.flatMap((v) =>
    [gpu ? v.gpu_us_median : 0, v.cpu_us_median, v.copy_us_per_forward].map((x) => x ?? 0))));
  const time = (us: number | null | undefined) => (us === null || us === undefined ? '–' : times.figure(us));
  const median = (m: number | null, spread: number[] | null) =>
    (m === null ? '–' : `${times.figure(m)}${spread ? ` (${times.figure(spread[0])}–${times.figure(spread[1])})` : ''}`);
  type Variant = CompareResult['variants'][number];
  const col = (key: string, name: string, value: (v: Variant) => unknown, render: (v: Variant) => string,
    secondary = false): Column<Variant> => ({key, label: name, numeric: true, value, render, secondary});
  const columns: Column<Variant>[] = [
    {key: 'trace', label: 'trace', value: (v) => label(v.trace), cell: (v) => ({title: c.traces[v.trace].label}),
      render: (v) => `${v.trace === c.baseline ? '◆ ' : ''}${label(v.trace)}${v.within_noise ? ' (within noise)' : ''}`},
    ...(gpu ? [col('kernels', 'kernels / fwd', (v) => v.kernels_per_forward, (v) => fmtNum(v.kernels_per_forward)),
      col('gpu', `GPU busy ${times.unit} / call, median (p25–p75)`, (v) => v.gpu_us_median, (v) => median(v.gpu_us_median, v.gpu_us_spread))]
      : [col('ops', 'CPU ops / fwd', (v) => v.ops_per_forward, (v) => fmtNum(v.ops_per_forward))]),
    col('cpu', `CPU ${times.unit} / call, median (p25–p75)`, (v) => v.cpu_us_median, (v) => median(v.cpu_us_median, v.cpu_us_spread)),
    ...(gpu ? [{key: 'cores', label: 'GEMM cores', secondary: true, value: (v: Variant) => v.gemm_cores.join(', ') || null}] : []),
    col('copies', 'copies / fwd', (v) => v.copies_per_forward, (v) => fmtNum(v.copies_per_forward)),
    col('copy_us', `copy ${times.unit} / fwd`, (v) => v.copy_us_per_forward, (v) => time(v.copy_us_per_forward), true),
    {key: 'backend', label: 'backend', value: (v) => v.backend ?? null},
    col('peak', 'peak memory', (v) => v.peak_memory, (v) => fmtBytes(v.peak_memory), true),
  ];
  // (ranked by the report: the smallest median first; a median within the baseline's spread
  // is within noise, said, not coloured)
  const table = new DataTable<Variant>({columns, rows: [...c.variants].sort((a, b) => a.rank - b.rank),
    filename: 'compare-variants.csv', testId: 'compare-variants', tableClass: 'compare', maxHeight: 360,
    rowData: (v) => ({'data-trace': String(v.trace), 'data-rank': String(v.rank), class: v.within_noise ? 'muted' : null,
      title: v.within_noise ? `its median is within ${label(c.baseline)}'s spread: no change beyond the noise` : null})});
  table.el.querySelector('table')!.dataset.unit = times.unit;
  return table.el;
}

/** One line a trace, its largest changes (the compare's own, decisions.changes_by_size), each in one unit. */
function changesList(c: CompareResult, label: (i: number) => string): HTMLElement {
  const byTrace = new Map<number, typeof c.changes>();
  for (const x of c.changes) byTrace.set(x.trace, [...(byTrace.get(x.trace) ?? []), x]);
  return h('ul', {class: 'summary', 'data-testid': 'compare-changes'},
    ...[...byTrace].map(([trace, xs]) => h('li', {'data-trace': String(trace)}, h('b', {}, label(trace)), ': ',
      ...xs.flatMap((x, k) => {
        const unit = timeScale(Math.max(Math.abs(x.base), Math.abs(x.value)));
        return [k ? '; ' : '', h('span', {class: x.delta < 0 ? 'gone' : 'new', 'data-delta': String(x.delta)},
          `${x.what} ${unit.text(x.base)} → ${unit.text(x.value)} (${x.delta < 0 ? '−' : '+'}${unit.text(Math.abs(x.delta))})`)];
      }))));
}

/** The kernels (CPU ops on a CPU-only trace) each trace has that the baseline has not, and the other way round. */
function kernelChanges(c: CompareResult, label: (i: number) => string): HTMLElement {
  const gpu = c.unit === 'gpu';
  const changeScale = changeUnit(c.kernels.flatMap((k) => [...k.disappeared, ...k.appeared]));
  return h('div', {'data-testid': 'compare-kernels', 'data-unit': changeScale.unit},
    ...c.kernels.map((k) => h('div', {},
      h('h4', {}, `${label(k.trace)} against ${label(c.baseline)}`),
      k.disappeared.length || k.appeared.length
        ? h('ul', {class: 'summary'},
          ...k.disappeared.map((x) => h('li', {class: 'gone', 'data-name': x.name}, `− ${gpu ? 'kernel' : 'CPU op'} gone: `
            + `${shortName(x.name, 100)} (in the baseline: ${kernelChangeText(x, changeScale)})`)),
          ...k.appeared.map((x) => h('li', {class: 'new', 'data-name': x.name}, `+ ${gpu ? 'kernel' : 'CPU op'} new: `
            + `${shortName(x.name, 100)} (${kernelChangeText(x, changeScale)})`)))
        : h('p', {class: 'muted'}, `the same ${gpu ? 'kernels' : 'CPU ops'}`))));
}

/** The compare chart: time per call of each scope row, a bar per trace. */
export function compareScopeOption(c: CompareResult, rows: CompareResult['scopes'], label: (i: number) => string,
  scale: ReturnType<typeof timeScale>): any {
  const gpu = c.unit === 'gpu';
  const timeMetric = gpu ? 'gpu_us_per_instance' : 'cpu_us_per_instance';
  return {
    title: {text: `${gpu ? 'Forward kernel' : 'CPU'} time per call, by scope`, textStyle: {fontSize: 13}},
    tooltip: axisTooltip(categoryTitle, (p) => scale.text(p.value), true),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 64, bottom: 70}),
    xAxis: {type: 'category', data: rows.map((s) => shortName(s.key, 30)), axisLabel: {rotate: 30, fontSize: 10}},
    yAxis: {type: 'value', ...unitName(scale.unit), axisLabel: {formatter: scale.axis}},
    series: c.traces.map((_t, i) => ({
      name: label(i), type: 'bar',
      data: rows.map((s) => s.metrics.find((m) => m.metric === timeMetric)?.values[i] ?? 0),
    })),
  };
}

/** The chart of time per call by scope, a bar per trace (the first 40 scopes). */
function scopeChart(ctx: ViewContext, c: CompareResult, label: (i: number) => string): HTMLElement {
  const gpu = c.unit === 'gpu';
  const chartBox = h('div', {class: 'chart', 'data-testid': 'compare-chart'});
  const timeMetric = gpu ? 'gpu_us_per_instance' : 'cpu_us_per_instance';
  const rows = c.scopes.filter((s) => s.metrics.some((m) => m.metric === timeMetric)).slice(0, 40);
  const scale = timeScale(Math.max(0, ...rows.flatMap((s) => s.metrics.find((m) => m.metric === timeMetric)?.values ?? [])
    .map((v) => v ?? 0)));
  requestAnimationFrame(() => {
    const chart = makeChart(chartBox);
    ctx.onDispose(() => chart.dispose());
    chart.setOption(compareScopeOption(c, rows, label, scale));
  });
  return chartBox;
}
