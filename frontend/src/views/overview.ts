import {axisTooltip, categoryPhaseOption, categoryTitle, grid, LEGEND_UNDER_TITLE, makeChart, unitName} from '../charts';
import {h} from '../dom';
import {counted, fmtBytes, fmtPct, fmtUs, kernelLabels, noun, shortName, timeScale} from '../model/format';
import {DataTable} from '../table';
import type {Entry, KernelRow, Scope} from '../report';
import type {ViewContext} from './context';
import {renderExpected} from './expected';
import {renderServing} from './serving';
import {isAmd} from '../model/device';
import {kernelColumns} from './kernels';
import {renderNotes, renderVerdict, verdictOf} from './verdict';

// the Overview's top kernels: the key columns only (the Kernels view has them all)
const TOP_KERNEL_COLUMNS = ['name', 'total_us', 'share', 'count', 'mean_us', 'cores', 'occupancy_reported', 'backend'];

export const HOWTO = `with torch.profiler.profile(
        schedule=torch.profiler.schedule(wait=1, warmup=1, active=3),
        on_trace_ready=torch.profiler.tensorboard_trace_handler("runs/exp1"),
        record_shapes=True, profile_memory=True, with_stack=True) as prof:
    for step, batch in enumerate(loader):
        with torch.profiler.record_function("attention/layer0"):
            out = attention(q, k, v)
        ...
        prof.step()`;

function card(testId: string, title: string, value: string, raw: number | null, sub: (string | Node)[]): HTMLElement {
  return h('div', {class: 'card', 'data-testid': testId},
    h('div', {class: 'card-title'}, title),
    h('div', {class: 'card-value', 'data-value': raw === null ? '' : String(raw)}, value),
    h('div', {class: 'card-sub'}, ...sub));
}

/** Where the headline's attention comes from, when not all of it is in the user's scopes:
 * "in your labels … · attention ops outside them … · found by kernel …". */
export function partsLine(a: NonNullable<ViewContext['entry']['attention']>): (HTMLElement | string)[] {
  const p = a.parts;
  const unlinked = p?.backward_without_forward;
  if (!p || (!p.outside_labels.count && !p.found_by_kernel.count && !unlinked?.count)) return [];
  const scale = timeScale(Math.max(p.scopes.kernel_us, p.outside_labels.kernel_us, p.found_by_kernel.kernel_us, unlinked?.kernel_us ?? 0));
  const items: (HTMLElement | string)[] = [];
  const add = (testId: string, value: number, text: string) => {
    if (items.length) items.push(' · ');
    items.push(h('span', {'data-testid': testId, 'data-value': String(value)}, text));
  };
  if (p.scopes.kernel_us || !a.scope_source.startsWith('none')) add('overview-part-scopes', p.scopes.kernel_us, `in your scopes ${scale.text(p.scopes.kernel_us)}`);
  if (p.outside_labels.count) add('overview-part-outside', p.outside_labels.kernel_us, `outside them ${scale.text(p.outside_labels.kernel_us)} (${counted(p.outside_labels.count, 'call')})`);
  if (p.found_by_kernel.count) add('overview-part-found', p.found_by_kernel.kernel_us, `found by kernel ${scale.text(p.found_by_kernel.kernel_us)} (${counted(p.found_by_kernel.count, 'kernel')}, no scope)`);
  if (unlinked?.count) add('overview-part-unlinked', unlinked.kernel_us, `backward without its forward ${scale.text(unlinked.kernel_us)} (${counted(unlinked.count, 'call')})`);
  return [h('br'), ...items];
}

/** A card's details behind a disclosure (#59 item 9: the first card stays short on every trace,
 * a graph replay's lines a click away); nothing where there are none. */
export function moreOf(lines: (HTMLElement | string)[], what: string): HTMLElement[] {
  if (!lines.length) return [];
  const body = lines[0] instanceof HTMLElement && lines[0].tagName === 'BR' ? lines.slice(1) : lines;
  return [h('details', {class: 'card-more', 'data-testid': 'overview-card-more'}, h('summary', {}, what), ...body)];
}

/** Attention's CPU time by thread, where more than one thread ran it: the forward on the
 * Python thread, the backward on the autograd engine's (the report's cpu_threads). */
export function threadsLine(a: NonNullable<ViewContext['entry']['attention']>): (HTMLElement | string)[] {
  const t = a.cpu_threads;
  if (t.threads.length < 2) return [];
  const scale = timeScale(Math.max(...t.threads.map((r) => Math.max(r.forward_us, r.backward_us)), t.wall_us));
  const rows = t.threads.map((r) => {
    const parts = ([['forward', r.forward_us], ['backward', r.backward_us]] as const)
      .filter(([, us]) => us > 0).map(([what, us]) => `${what} ${scale.text(us)}`);
    return h('div', {'data-testid': 'overview-cpu-thread', 'data-value': String(r.forward_us + r.backward_us)},
      `thread ${r.thread}: ${parts.join(' · ')}`);
  });
  const clock = `on the clock ${scale.text(t.wall_us)}` +
    (t.overlap_us > 0 ? ` (${scale.text(t.overlap_us)} of the sum ran beside other attention work)` : '');
  return [...rows, h('div', {'data-testid': 'overview-cpu-wall', 'data-value': String(t.wall_us)}, clock)];
}

/** What CUDA or HIP graph replays ran: their kernels have no launch of their own, so no
 * scope holds them; their attention is the part found by kernel. */
export function graphsLine(e: ViewContext['entry']): (HTMLElement | string)[] {
  const g = e.graph_replays;
  if (!g) return [];
  const scale = timeScale(g.kernel_us);
  return [h('br'), h('span', {'data-testid': 'overview-graph-replays', 'data-value': String(g.attention_kernel_us)},
    `graph replays: ${g.launches} ${noun(g.launches, 'launch', 'launches')} ran ${g.kernels} kernels (${scale.text(g.kernel_us)}), `
    + `attention ${timeScale(g.attention_kernel_us).text(g.attention_kernel_us)} of them (${counted(g.attention_kernels, 'kernel')})`),
  ...annotationLine(g), ...captureLine(g)];
}

/** PyTorch's CUDA graph annotations on the replayed kernels, and which are attention. */
function annotationLine(g: NonNullable<ViewContext['entry']['graph_replays']>): (HTMLElement | string)[] {
  if (!g.annotations.length) return [];
  const attention = g.annotations.filter((a) => a.attention);
  const scale = timeScale(Math.max(...g.annotations.map((a) => a.kernel_us)));
  const text = `graph annotations: ${g.annotations.length}` + (attention.length
    ? `; attention by the label pattern: ${attention.map((a) => `${a.name} (${counted(a.kernels, 'kernel')}, ${scale.text(a.kernel_us)})`).join(', ')}`
    : '; none matches the label pattern');
  return [h('br'), h('span', {'data-testid': 'overview-graph-annotations', 'data-value': String(attention.length)}, text)];
}

/** Whether the replays' graph capture was merged in, and where it stopped matching. */
function captureLine(g: NonNullable<ViewContext['entry']['graph_replays']>): (HTMLElement | string)[] {
  const m = g.capture_merge;
  if (!m) return [];
  // (the report's own sentence: reader/capture.py's merge_line)
  return [h('br'), h('span', {'data-testid': 'overview-capture-merge', 'data-value': String(m.gpu_rows_matched),
    class: m.mismatch ? 'summary-mismatch' : ''}, m.line)];
}

export function renderOverview(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const a = e.attention!;
  const gpu = e.breakdown_unit === 'gpu';
  // (the calls' backends and their kernels', together: the report's, said once)
  const inUse = a.backends_in_use;
  // one unit within a card: "forward 15.47 ms · backward 0.00 ms", not "· backward 0.0 µs"
  const phaseScale = timeScale(Math.max(a.forward_kernel_us, a.backward_kernel_us));
  const cpuScale = timeScale(Math.max(a.cpu_us, a.forward_cpu_us, a.backward_cpu_us));
  const totalScale = timeScale(Math.max(a.kernel_us, e.total_kernel_us));
  const cards = h('div', {class: 'cards'},
    gpu
      ? card('overview-kernel-share', 'Attention share of GPU kernel time', fmtPct(a.kernel_share), a.kernel_share, [
        h('span', {'data-testid': 'overview-kernel-us', 'data-value': String(a.kernel_us)}, `${totalScale.text(a.kernel_us)} of ${totalScale.text(e.total_kernel_us)}`),
        h('br'),
        h('span', {'data-testid': 'overview-forward-kernel-us', 'data-value': String(a.forward_kernel_us)}, `forward ${phaseScale.text(a.forward_kernel_us)}`),
        ' · ',
        h('span', {'data-testid': 'overview-backward-kernel-us', 'data-value': String(a.backward_kernel_us)}, `backward ${phaseScale.text(a.backward_kernel_us)}`),
        ...moreOf([...partsLine(a), ...graphsLine(e)], e.graph_replays ? 'graph replays, where it comes from' : 'where it comes from'),
      ])
      : card('overview-kernel-share', 'GPU kernels', 'none in this trace', null, ['CPU-only trace: breakdowns are over CPU ops']),
    card('overview-cpu-share', 'Attention share of step time on CPU', fmtPct(a.cpu_share), a.cpu_share, [
      h('span', {'data-testid': 'overview-cpu-us', 'data-value': String(a.cpu_us)}, cpuScale.text(a.cpu_us)),
      ` (forward ${cpuScale.text(a.forward_cpu_us)} · backward ${cpuScale.text(a.backward_cpu_us)})`,
      h('br'), `${counted(e.steps.count, 'profiled step')}`,
      ...moreOf(threadsLine(a), 'by thread'),
    ]),
    card('overview-backends', inUse.title, inUse.names.join(', ') || 'no attention op', null, [inUse.kernels]),
    card('overview-peak-memory', 'Peak memory while attention runs',
      a.peak_allocated === null ? a.peak_memory_note ?? '–' : fmtBytes(a.peak_allocated), a.peak_allocated,
      a.peak_memory.map((m) => h('div', {}, `${m.device} ${m.phase}: ${fmtBytes(m.peak_allocated)}`))),
    gpu ? card('overview-unattributed', 'Unattributed kernels', String(e.unattributed_kernels), e.unattributed_kernels, [
      `${fmtUs(e.unattributed_kernel_us)} launched before the profiled window`,
    ]) : null,
  );

  const verdict = verdictOf(e);
  const layers = renderLayerChart(ctx);
  const howto = e.advice.some((x) => x.code === 'no_label') ? h('pre', {class: 'howto'}, HOWTO) : null;

  // no attention found: say how to label it, not empty axes
  const empty = !a.categories.length;
  const chartBox = empty
    ? h('div', {class: 'note info', 'data-testid': 'overview-no-attention'},
      'No attention time in this trace: no label, module or attention op matched. Label the attention code with '
      + 'record_function (below), record with with_stack=True for nn.Module scopes, or change the patterns above.')
    : h('div', {class: 'chart', 'data-testid': 'overview-category-chart'});
  const cats = [...new Set(a.categories.map((c) => c.category))];
  const byPhase = (phase: string) => cats.map((c) => a.categories.find((x) => x.category === c && x.phase === phase)?.total_us ?? 0);
  const catScale = timeScale(Math.max(0, ...cats.map((_, i) => byPhase('forward')[i] + byPhase('backward')[i])));
  if (!empty) requestAnimationFrame(() => {
    const chart = makeChart(chartBox);
    ctx.onDispose(() => chart.dispose());
    chart.setOption(categoryPhaseOption(gpu ? 'Attention GPU time by category' : 'Attention CPU self time by category',
      a.categories, catScale));
  });

  const topRows = a.kernels.slice(0, 10);  // (the Kernels view's "All attention" rows, the largest)
  const top = new DataTable<KernelRow>({
    columns: kernelColumns(gpu, isAmd(e), kernelLabels(topRows.map((r) => r.name), 90), catScale)
      .filter((c) => TOP_KERNEL_COLUMNS.includes(c.key)),
    rows: topRows, filename: 'top_kernels.csv',
    testId: 'overview-top-kernels', sort: {key: 'total_us', desc: true}, maxHeight: 300,
  });
  return h('div', {class: 'view'},
    e.errors.length ? h('div', {class: 'note warning'}, e.errors.join('\n')) : null,
    renderVerdict(verdict), cards, renderExpected(e, ctx.setState), renderServing(e, (f) => ctx.onDispose(f)),
    layers,
    chartBox,
    // (full width: its columns read first stay in view at 1280 px)
    h('div', {}, h('h3', {}, gpu ? 'Top attention kernels' : 'Top attention CPU ops (self time)'), top.el),
    // notes and evidence, each once, folded (open when no attention was found: the how-to)
    renderNotes(verdict, [howto], empty),
    h('p', {class: 'muted small'}, `Trace: ${shortName(e.path, 200)} · device: ${e.device ?? 'CPU only'} · scopes by ${a.scope_source}`),
  );
}

/** The layer chart's bars: the layers in id order, or, past 40 layers, the longest first
 * (then the axis names none: the outliers are listed beneath, every name is on hover); the
 * order and the choice are the report's (entry.layers, analysis/layers.py). */
export function layerBars(e: Entry, byDepth = false): {scopes: Scope[]; sorted: boolean} | null {
  const l = e.layers;
  if (!l) return null;
  const byId = new Map(e.scopes.map((s) => [s.id, s]));
  // (byDepth: the layers in the order they run, asked for on a sorted chart: #59 item 7)
  const sorted = l.sorted_by_time && !byDepth;
  const ids = sorted ? l.scope_ids_by_time : l.scope_ids;
  return {scopes: ids.map((id) => byId.get(id)).filter((s): s is Scope => s !== undefined), sorted};
}

/** The outliers as a short list: the first OUTLIERS_SHOWN, then how many more (all on hover). */
export const OUTLIERS_SHOWN = 5;
export function outlierList(l: NonNullable<Entry['layers']>): HTMLElement {
  const all = l.outliers.map((o) => `${shortName(o.name, 40)} ${timeScale(o.us).text(o.us)} (${o.ratio}× the median)`);
  const more = all.length - OUTLIERS_SHOWN;
  return h('div', {class: 'muted small', 'data-testid': 'overview-layer-outliers', title: all.join('\n')},
    `Outliers (the median layer: ${timeScale(l.median_us).text(l.median_us)}):`,
    h('ul', {class: 'summary'}, ...all.slice(0, OUTLIERS_SHOWN).map((t) => h('li', {}, t)),
      ...(more > 0 ? [h('li', {}, `and ${more} more (hover for all)`)] : [])));
}

/** The layer chart: a bar per layer, forward and backward stacked; every name on hover. */
export function layerChartOption(scopes: Scope[], sorted: boolean, gpu: boolean, fwd: number[], bwd: number[],
  scale: ReturnType<typeof timeScale>): any {
  const what = sorted ? `${scopes.length} layers, sorted by time; the outliers named` : 'per layer (top-level scope)';
  return {
    title: {text: `Attention ${gpu ? 'GPU' : 'CPU'} time ${what}`, textStyle: {fontSize: 13}},
    tooltip: axisTooltip(categoryTitle, (p) => scale.text(p.value), true),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 64, bottom: 60}),
    // (sorted: no name under the bars, every one on hover, the outliers listed beneath)
    xAxis: {type: 'category', data: scopes.map((s) => shortName(s.name, 40)),
      axisLabel: sorted ? {show: false} : {rotate: 45, fontSize: 10}},
    yAxis: {type: 'value', ...unitName(scale.unit), axisLabel: {formatter: scale.axis}},
    // (a legend only for what is drawn: no "backward" on a forward-only trace)
    series: [
      {name: 'forward', type: 'bar', stack: 'phase', data: fwd, itemStyle: {color: '#1a73e8'}},
      ...(bwd.some((v) => v > 0) ? [{name: 'backward', type: 'bar', stack: 'phase', data: bwd, itemStyle: {color: '#8ab4f8'}}] : []),
    ],
  };
}

/** Attention time per layer (a top-level label or module scope), forward and backward
 * stacked: 24 near-identical rows become one picture where the odd layer stands out; past
 * MANY_LAYERS a sorted distribution with its outliers named. The attention ops outside every
 * layer are said beneath, never drawn as one more bar. */
function renderLayerChart(ctx: ViewContext): HTMLElement | null {
  const e = ctx.entry;
  const gpu = e.breakdown_unit === 'gpu';
  const bars = layerBars(e);
  if (!bars || !e.layers) return null;
  const {scopes, sorted} = bars;
  const box = h('div', {class: 'chart', 'data-testid': 'overview-layer-chart'});
  let chart: ReturnType<typeof makeChart> | null = null;
  // a sorted chart shows the layers in the order they run on demand (and back)
  const order = e.layers.sorted_by_time ? h('button', {class: 'small', 'data-testid': 'overview-layer-order',
    onclick: () => {
      const byDepth = box.dataset.sorted === 'true';
      const next = layerBars(e, byDepth)!;
      box.dataset.sorted = String(next.sorted);
      order!.textContent = next.sorted ? 'in the order they run' : 'sorted by time';
      const f = next.scopes.map((s) => (gpu ? s.forward_kernel_us : s.cpu_us));
      const b = next.scopes.map((s) => (gpu ? s.backward_kernel_us : s.backward_cpu_us));
      chart?.setOption(layerChartOption(next.scopes, next.sorted, gpu, f, b, scale), {notMerge: true});
    }}, 'in the order they run') : null;
  const fwd = scopes.map((s) => (gpu ? s.forward_kernel_us : s.cpu_us));
  const bwd = scopes.map((s) => (gpu ? s.backward_kernel_us : s.backward_cpu_us));
  box.dataset.layers = String(scopes.length);
  box.dataset.sorted = String(sorted);
  const scale = timeScale(Math.max(0, ...fwd.map((v, i) => v + bwd[i])));
  const out = e.layers.outside;
  const outside = out.calls
    ? h('p', {class: 'muted small', 'data-testid': 'overview-layers-outside', 'data-value': String(out.us)},
      `Outside every layer: ${counted(out.calls, 'attention call')} of ${counted(out.scopes, 'op scope')}, ${timeScale(out.us).text(out.us)} `
      + '(not a layer: drawn in no bar)')
    : null;
  const outliers = sorted && e.layers.outliers.length ? outlierList(e.layers) : null;
  requestAnimationFrame(() => {
    const made = makeChart(box);
    chart = made;
    ctx.onDispose(() => made.dispose());
    made.setOption(layerChartOption(scopes, sorted, gpu, fwd, bwd, scale));
  });
  // what share of attention the bars hold (the report's: layers.share_of_attention)
  const held = e.layers.share_of_attention;
  const share = held === null ? null : h('p', {class: 'muted small', 'data-testid': 'overview-layers-share',
    'data-value': String(held)}, `The ${scopes.length} layers' bars hold ${fmtPct(held)} of attention's time.`);
  return h('div', {}, order, box, share, outliers, outside);
}
