// Trends over training (one point per profiler step of every span of the run, per worker)
// and the ranks of the run's workers, from the /trends route. The chart extends as new
// spans are written and analysed: the view asks again while spans are pending.
import {getRoute, isPending, mayAskAgain} from '../api';
import {axisTooltip, grid, LEGEND_UNDER_TITLE, makeChart, tooltipElement, unitName} from '../charts';
import {clear, h} from '../dom';
import {binaryTick, counted, fmtBytes, fmtNum, fmtPct, noun, shortName, timeScale} from '../model/format';
import type {Trends as TrendsResult} from '../report';
import type {ViewContext} from './context';
import {perToken} from './serving';
import {type Drawn, type XY, workerLines} from '../model/series';

export function renderTrends(ctx: ViewContext): HTMLElement {
  const out = h('div', {'data-testid': 'trends-result'}, h('p', {class: 'muted'}, 'loading the run’s steps…'));
  let alive = true;
  ctx.onDispose(() => {
    alive = false;
  });
  const gpu = ctx.entry.breakdown_unit === 'gpu';
  // asked again every 2 s while spans are pending, or after an error that may pass (the last
  // answer stays shown meanwhile), 300 times at most
  const load = async (tries: number): Promise<void> => {
    if (!alive) return;
    const again = (): boolean => {  // (whether it will ask again)
      if (tries >= 300) return false;
      setTimeout(() => void load(tries + 1), 2000);
      return true;
    };
    let r;
    try {
      r = await getRoute('trends', {run: ctx.current.run, ...ctx.patternParams()});
    } catch (err) {
      if (!alive) return;
      const retry = mayAskAgain(err) && again();
      out.querySelector('[data-testid=trends-error]')?.remove();
      out.prepend(h('div', {class: 'note warning', 'data-testid': 'trends-error'},
        `Could not load the trend: ${(err as Error).message}${retry ? ' (asking again)' : ''}`));
      return;
    }
    if (!alive || isPending(r)) return;
    clear(out);
    out.appendChild(renderResult(ctx, r, gpu));
    if (r.pending > 0) again();
  };
  void load(0);
  return h('div', {class: 'view'}, out);
}

type Point = TrendsResult['trend']['workers'][number]['points'][number];

/** One measure's lines: each worker's, or past a few the band and the stragglers
 * (series.workerLines), as ECharts series; the name's suffix says the measure. */
function lines(r: TrendsResult, y: (p: Point) => number | null, suffix = '', keep: (p: Point) => boolean = () => true): any[] {
  const stragglers = r.ranks.workers.filter((w) => w.straggler).map((w) => w.worker);
  const drawn = workerLines(r.trend.workers.map((w) => ({name: w.worker,
    data: w.points.filter(keep).map((p): XY => [p.step, y(p)])})), stragglers);
  return drawn.map((l: Drawn) => ({
    name: `${l.role === 'worker' ? shortName(l.name, 24) : l.name}${suffix}`, type: 'line', showSymbol: l.data.length <= 60,
    data: l.data, lineStyle: l.role === 'low' || l.role === 'high' ? {type: 'dashed', width: 1} : undefined,
  }));
}

function drawnPoints(series: any[]): number {
  return series.reduce((n, s) => n + s.data.length, 0);
}

function renderResult(ctx: ViewContext, r: TrendsResult, gpu: boolean): HTMLElement {
  const points = r.trend.workers.reduce((a, w) => a + w.points.length, 0);
  const head = h('p', {class: 'muted', 'data-testid': 'trends-head'},
    `${r.run}: ${counted(points, 'step')} from ${(r.spans - r.pending).toLocaleString('en-US')} of ${counted(r.spans, 'span')}`
    + (r.pending ? ` (${r.pending} still being analysed)` : '') + '.');
  if (!points) {
    return h('div', {}, head, h('p', {class: 'muted', 'data-testid': 'trends-empty'},
      'No profiler steps in this run: record with torch.profiler.schedule(...) and call prof.step() each step; '
      + 'repeat=N writes one span per cycle, and the trend follows them.'));
  }
  // (why its share differs from the Overview's: another denominator, said where both show)
  const shareNote = h('p', {class: 'muted small', 'data-testid': 'trends-share-note'}, gpu
    ? 'Share per step: attention\'s kernel time over all kernel time launched in the step. The Overview\'s share is over '
      + 'every kernel of the trace, the ones launched between steps or before the first included, so the two differ.'
    : 'Share per step: attention\'s CPU time over the step\'s time. The Overview\'s share is over all the steps together.');
  const shareBox = h('div', {class: 'chart', 'data-testid': 'trend-share-chart'});
  const timeBox = h('div', {class: 'chart', 'data-testid': 'trend-time-chart'});
  shareBox.dataset.points = String(points);
  // (every point counts in the head and the ranks; the chart draws at most a few lines, each downsampled)
  const shareSeries = lines(r, (p) => p.share);
  shareBox.dataset.drawn = String(drawnPoints(shareSeries));
  shareBox.dataset.lines = String(shareSeries.length);
  const hasMemory = r.trend.workers.some((w) => w.points.some((p) => p.attention_peak_allocated !== null));
  const layerNames = topLayers(r, 8);
  const memoryBox = hasMemory ? h('div', {class: 'chart', 'data-testid': 'trend-memory-chart'}) : null;
  const layerBox = layerNames.length ? h('div', {class: 'chart', 'data-testid': 'trend-layer-chart'}) : null;
  if (layerBox) layerBox.dataset.layers = String(layerNames.length);
  // serving engine steps: attention per token, a series per worker and phase
  const phases = ['prefill', 'decode', 'mixed'].filter((ph) => r.trend.workers.some((w) => w.points.some((p) => p.phase === ph)));
  const tokenBox = phases.length ? h('div', {class: 'chart', 'data-testid': 'trend-token-chart'}) : null;
  requestAnimationFrame(() => drawTrendCharts(ctx, r, gpu, shareSeries, phases, layerNames,
    {shareBox, timeBox, memoryBox, tokenBox, layerBox}));
  const ranks = r.ranks.workers.length > 1 ? renderRanks(ctx, r) : null;
  return h('div', {}, head, shareNote, h('div', {class: 'row2'}, shareBox, timeBox),
    memoryBox || layerBox ? h('div', {class: 'row2'}, memoryBox, layerBox) : null,
    tokenBox ? h('div', {class: 'row2'}, tokenBox) : null, ranks);
}

type TrendBoxes = {shareBox: HTMLElement; timeBox: HTMLElement; memoryBox: HTMLElement | null;
  tokenBox: HTMLElement | null; layerBox: HTMLElement | null};

const atStep = (title: string) => (ps: any[]) => `${title} ${ps[0]?.axisValue ?? ''}`;
const stepAxis = () => ({type: 'value', name: 'step', minInterval: 1, scale: true});
const chartTitle = (text: string) => ({text, textStyle: {fontSize: 13}});

/** A chart of steps drawn into box, disposed with the view. */
function stepChart(ctx: ViewContext, box: HTMLElement, option: any): void {
  const chart = makeChart(box);
  ctx.onDispose(() => chart.dispose());
  chart.setOption(option);
}

/** The trend's charts: share and time per step, and where the run has them, peak memory,
 * time per token of engine steps, and time per layer. */
function drawTrendCharts(ctx: ViewContext, r: TrendsResult, gpu: boolean, shareSeries: any[], phases: string[],
  layerNames: string[], boxes: TrendBoxes): void {
  const scale = trendScale(r, gpu);
  stepChart(ctx, boxes.shareBox, shareTrendOption(gpu, shareSeries));
  stepChart(ctx, boxes.timeBox, timeTrendOption(r, gpu, scale));
  if (boxes.memoryBox) stepChart(ctx, boxes.memoryBox, memoryTrendOption(r));
  if (boxes.tokenBox) stepChart(ctx, boxes.tokenBox, tokenTrendOption(r, phases));
  if (boxes.layerBox) stepChart(ctx, boxes.layerBox, layerTrendOption(r, layerNames, scale));
}

/** The scale of the trend's times: every worker's forward and backward (or CPU) time a step. */
export function trendScale(r: TrendsResult, gpu: boolean): ReturnType<typeof timeScale> {
  const allTimes = r.trend.workers.flatMap((w) => w.points.flatMap((p) => (gpu ? [p.forward_kernel_us, p.backward_kernel_us] : [p.attention_cpu_us])));
  return timeScale(Math.max(0, ...allTimes));
}

/** Attention's share a step, a line per worker (or the band and the stragglers). */
export function shareTrendOption(gpu: boolean, shareSeries: any[]): any {
  return {
    title: chartTitle(`Attention share of ${gpu ? 'GPU kernel' : 'step (CPU)'} time per step`),
    tooltip: axisTooltip(atStep('share at step'), (p) => fmtPct(p.value[1])),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 64, bottom: 30}),
    xAxis: stepAxis(),
    yAxis: {type: 'value', axisLabel: {formatter: (v: number) => fmtPct(v, 0)}},
    series: shareSeries,
  };
}

/** Attention's kernel time (forward and backward) or CPU time a step. */
export function timeTrendOption(r: TrendsResult, gpu: boolean, scale: ReturnType<typeof timeScale>): any {
  return {
    title: chartTitle(gpu ? 'Attention kernel time per step' : 'Attention CPU time per step'),
    tooltip: axisTooltip(atStep('at step'), (p) => scale.text(p.value[1])),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 64, bottom: 30}),
    xAxis: stepAxis(),
    yAxis: {type: 'value', ...unitName(scale.unit), axisLabel: {formatter: scale.axis}},
    series: gpu
      ? [...lines(r, (p) => p.forward_kernel_us, ' forward'), ...lines(r, (p) => p.backward_kernel_us, ' backward')]
      : lines(r, (p) => p.attention_cpu_us, ' CPU'),
  };
}

/** The longest layers' time a step, of the first worker. */
export function layerTrendOption(r: TrendsResult, layerNames: string[], scale: ReturnType<typeof timeScale>): any {
  const w = r.trend.workers[0];
  return {
    title: chartTitle(`Time per layer per step (${shortName(w.worker, 30)}; the ${layerNames.length} longest)`),
    tooltip: axisTooltip(atStep('at step'), (p) => scale.text(p.value[1])),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 60, bottom: 30}),
    xAxis: stepAxis(),
    yAxis: {type: 'value', ...unitName(scale.unit), axisLabel: {formatter: scale.axis}},
    series: layerNames.map((name) => ({name: shortName(name, 30), type: 'line', showSymbol: true,
      data: w.points.map((p) => [p.step, p.layers?.[name] ?? null])})),
  };
}

export function memoryTrendOption(r: TrendsResult): any {
  const peakMax = Math.max(0, ...r.trend.workers.flatMap((w) => w.points.map((p) => p.attention_peak_allocated ?? 0)));
  return {
    title: chartTitle('Peak memory allocated inside attention per step'),
    tooltip: axisTooltip(atStep('at step'), (p) => fmtBytes(p.value[1])),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 80, right: 20, top: 64, bottom: 30}),
    xAxis: stepAxis(),
    // (ticks of a round binary size: 512 KiB, not 293.0 KiB)
    yAxis: {type: 'value', interval: binaryTick(peakMax), axisLabel: {formatter: (v: number) => fmtBytes(v)}},
    series: lines(r, (p) => p.attention_peak_allocated ?? null, '', (p) => p.attention_peak_allocated !== null),
  };
}

/** Serving engine steps: attention per token, a series per worker and phase. */
export function tokenTrendOption(r: TrendsResult, phases: string[]): any {
  return {
    title: chartTitle('Attention kernel time per token, per engine step'),
    tooltip: axisTooltip(atStep('at step'), (p) => `${fmtNum(p.value[1], 3)} µs`),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 60, bottom: 30}),
    xAxis: stepAxis(),
    yAxis: {type: 'value', ...unitName('µs / token')},
    series: phases.flatMap((ph) => lines(r, (p) => perToken(p), ` ${ph}`, (p) => p.phase === ph)),
  };
}

/** The layers (top-level scopes) of the first worker with the most time over its steps. */
export function topLayers(r: TrendsResult, limit: number): string[] {
  const w = r.trend.workers[0];
  if (!w) return [];
  const total = new Map<string, number>();
  for (const p of w.points) {
    for (const [name, us] of Object.entries(p.layers ?? {})) total.set(name, (total.get(name) ?? 0) + us);
  }
  return [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([name]) => name);
}

/** The rows the ranks table lists at most: the stragglers first, then the slowest. */
export const RANK_ROWS = 100;

type RankRow = TrendsResult['ranks']['workers'][number];

/** The ranks table's rows: stragglers first, then by attention per step, slowest first. */
export function rankRows(workers: RankRow[], limit = RANK_ROWS): RankRow[] {
  return [...workers].sort((a, b) => Number(b.straggler) - Number(a.straggler) || b.us_per_step - a.us_per_step
    || a.worker.localeCompare(b.worker)).slice(0, limit);
}

/** The ranks strip's chart: a bar per worker (sorted), stragglers red, the median marked;
 * the tooltip names the worker under the pointer. */
export function ranksStripOption(workers: RankRow[], scale: ReturnType<typeof timeScale>, median: number | null): any {
  const stragglers = workers.filter((w) => w.straggler).length;
  return {
    title: {text: `Attention per step of each of the ${workers.length} workers, sorted (${counted(stragglers, 'straggler')})`,
      textStyle: {fontSize: 13}},
    tooltip: {trigger: 'item', formatter: (p: any) => {
      const w = workers[p.dataIndex];
      return tooltipElement(w ? shortName(w.worker, 80) : '', [['attention a step', scale.text(p.value)]]);
    }},
    grid: grid({left: 60, right: 20, top: 40, bottom: 30}),
    xAxis: {type: 'category', name: 'workers', data: workers.map((w) => w.worker), axisLabel: {show: workers.length <= 32}},
    yAxis: {type: 'value', ...unitName(scale.unit), axisLabel: {formatter: scale.axis}},
    series: [{type: 'bar', barCategoryGap: workers.length > 200 ? 0 : '20%',
      data: workers.map((w) => ({value: w.us_per_step, itemStyle: {color: w.straggler ? '#d93025' : '#1a73e8'}})),
      markLine: median === null ? undefined : {symbol: 'none', silent: true,
        label: {formatter: 'median'}, data: [{yAxis: median}]}}],
  };
}

/** Every worker of the run as one bar of a sorted strip (attention per step), the median
 * marked and the stragglers in red; a click on a bar, or on a worker in the table, opens it. */
function renderRanks(ctx: ViewContext, r: TrendsResult): HTMLElement {
  const workers = [...r.ranks.workers].sort((a, b) => a.us_per_step - b.us_per_step || a.worker.localeCompare(b.worker));
  const stragglers = workers.filter((w) => w.straggler).length;
  const strip = h('div', {class: 'chart', 'data-testid': 'ranks-strip'});
  strip.dataset.workers = String(workers.length);
  strip.dataset.stragglers = String(stragglers);
  const open = (worker: string) => ctx.setState({worker, span: '', scope: '', view: 'overview'});
  // the strip's, the heading's and the table's times in one unit: the slowest worker's
  const scale = timeScale(Math.max(0, ...workers.map((w) => w.us_per_step)));
  requestAnimationFrame(() => {
    const chart = makeChart(strip);
    ctx.onDispose(() => chart.dispose());
    chart.setOption(ranksStripOption(workers, scale, r.ranks.median_us_per_step));
    chart.on('click', (p: any) => {
      const w = workers[p.dataIndex];
      if (w) open(w.worker);
    });
  });
  const rows = rankRows(r.ranks.workers);
  const more = r.ranks.workers.length - rows.length;
  return h('div', {},
    h('h3', {}, `Ranks (median ${r.ranks.median_us_per_step === null ? '–' : scale.exact(r.ranks.median_us_per_step)} `
      + `of attention a step; over ${r.ranks.threshold}× is a straggler)`),
    strip,
    h('table', {class: 'data compare', 'data-testid': 'ranks-table', 'data-unit': scale.unit},
      h('thead', {}, h('tr', {}, ...['worker', 'rank', `attention ${scale.unit} / step`, 'straggler', 'the difference']
        .map((x) => h('th', {}, x)))),
      h('tbody', {}, ...rows.map((w) => h('tr', {class: w.straggler ? 'straggler' : ''},
        h('td', {}, h('button', {type: 'button', class: 'link', 'data-testid': 'rank-open', 'data-worker': w.worker,
          onclick: () => open(w.worker)}, shortName(w.worker, 50))),
        h('td', {class: 'num'}, w.rank === null ? '–' : String(w.rank)),
        h('td', {class: 'num'}, scale.figure(w.us_per_step)), h('td', {}, w.straggler ? 'yes' : ''),
        h('td', {}, w.difference ? `${w.difference.scope}: +${scale.exact(w.difference.us_per_step_over_median)} a step` : ''))))),
    more > 0 ? h('p', {class: 'muted small', 'data-testid': 'ranks-more'},
      `${more} more ${noun(more, 'worker')} in the strip above (the table lists the stragglers, then the slowest).`) : null);
}

