import {getRoute, untilReady} from '../api';
import {grid, LEGEND_UNDER_TITLE, makeChart, tooltipElement} from '../charts';
import {clear, h} from '../dom';
import {binaryTick, counted, fmtBytes, noun} from '../model/format';
import {DataTable, type Column} from '../table';
import {keepTable, type ViewContext} from './context';
import type {Allocation, MemoryWindow} from '../report-schema';

const MAX_SHADED = 400;

/** The Memory view's controls and boxes: a device and a scope to pick, whether allocations
 * outside attention count, the chart, the allocations' table box and the status line. */
function memoryLayout(ctx: ViewContext) {
  const status = h('p', {class: 'muted', 'data-testid': 'memory-status'}, 'loading memory events…');
  const deviceSelect = h('select', {'data-testid': 'memory-device', 'aria-label': 'device',
    onchange: (ev: Event) => ctx.setState({device: (ev.target as HTMLSelectElement).value})});
  const scopeSelect = h('select', {'data-testid': 'memory-scope', 'aria-label': 'scope',
    onchange: (ev: Event) => ctx.setState({scope: (ev.target as HTMLSelectElement).value, zoom: ''})},
  h('option', {value: ''}, 'any scope'));
  for (const s of ctx.entry.scopes) {
    const o = h('option', {value: String(s.id)}, s.name);
    if (String(s.id) === ctx.state.scope) o.selected = true;
    scopeSelect.appendChild(o);
  }
  const outside = h('input', {type: 'checkbox', 'data-testid': 'memory-outside', checked: ctx.state.alloc === 'all',
    onchange: (ev: Event) => ctx.setState({alloc: (ev.target as HTMLInputElement).checked ? 'all' : ''})});
  const chartBox = h('div', {class: 'chart tall', 'data-testid': 'memory-chart'});
  const listBox = h('div');
  const windowLabel = h('span', {class: 'muted'});
  // what the shading means (it has no legend entry of its own in the chart)
  const legend = h('div', {class: 'memory-legend muted small', 'data-testid': 'memory-legend'},
    h('span', {class: 'swatch forward'}), ' forward scope instance ',
    h('span', {class: 'swatch backward'}), ' its backward; the slider below always shows the whole trace');
  const controls = h('div', {class: 'toolbar'}, h('label', {}, 'Device ', deviceSelect),
    h('label', {}, 'Allocations in ', scopeSelect), h('label', {}, outside, ' outside attention too'), windowLabel);
  const detail = h('div', {}, controls, chartBox, legend, h('h3', {}, 'Allocations in the window'), listBox);
  detail.hidden = true; // shown once there are memory events: no empty dropdown, no blank chart
  const root = h('div', {class: 'view'}, status, detail);

  return {status, deviceSelect, chartBox, listBox, windowLabel, detail, root};
}

export function renderMemory(ctx: ViewContext): HTMLElement {
  const {status, deviceSelect, chartBox, listBox, windowLabel, detail, root} = memoryLayout(ctx);
  const table = allocationTable(ctx, () => t0);
  listBox.appendChild(table.el);

  let chart: ReturnType<typeof makeChart> | null = null;
  let t0 = 0;
  let disposed = false;
  let zoomTimer: ReturnType<typeof setTimeout> | undefined;
  ctx.onDispose(() => {
    disposed = true;
    if (zoomTimer) clearTimeout(zoomTimer);
    chart?.dispose();
  });

  const load = (start?: number, end?: number) => loadMemory(ctx, status, () => disposed, start, end);
  let whole: {ts: number[]; allocated: number[]} | null = null; // the first curve: the slider's context

  const draw = (m: MemoryWindow, first: boolean, zoomedIn = false) => {
    status.dataset.state = 'ready';
    if (!m.curve) {
      status.textContent = 'This trace has no memory events. Profile with profile_memory=True '
        + '(torch.profiler.profile(..., profile_memory=True)) to see allocated and reserved memory over time.';
      status.setAttribute('data-testid', 'memory-empty');
      return;
    }
    detail.hidden = false;
    if (first) {
      fillDevices(deviceSelect, m);
      t0 = m.curve.ts[0] ?? 0;
      whole = {ts: m.curve.ts, allocated: m.curve.allocated};
    }
    status.textContent = windowStatus(m);
    const toMs = (t: number) => (t - t0) / 1000;
    const series = memorySeries(m, whole!, toMs);
    table.setRows(m.allocations);
    windowLabel.textContent = m.allocation_count > m.allocations.length
      ? ` ${m.allocations.length} largest of ${m.allocation_count} allocations` : '';
    const values = [...m.curve.allocated, ...(m.curve.reserved ?? []).map((v) => v ?? 0)];
    if (chart && !first) {
      // zoomed: new detail for the same x axis, the zoom window stays; the y axis fitted to
      // the window's values (from 0 again for the whole trace)
      chart.setOption({series, yAxis: {...yAxisRange(values, !zoomedIn)}}, {replaceMerge: ['series']});
      return;
    }
    chart = makeChart(chartBox);
    chart.on('datazoom', () => {
      if (zoomTimer) clearTimeout(zoomTimer);
      zoomTimer = setTimeout(() => void zoomed(), 300);
    });
    const pointer = pointerTime(chart);
    chart.setOption(memoryChartOptions(values, series, () => (chart?.getOption() as any)?.series ?? [], pointer));
    chart.dispatchAction({type: 'takeGlobalCursor', key: 'dataZoomSelect', dataZoomSelectActive: true});
    // the zoom of the URL, else the scope picked: zoom to its first instance
    const initial = zoomFromState(ctx.state.zoom) ?? scopeWindow(m, ctx.state.scope, toMs);
    if (initial) {
      chart.dispatchAction({type: 'dataZoom', startValue: initial[0], endValue: initial[1]});
      chartBox.dataset.window = `${initial[0].toFixed(3)},${initial[1].toFixed(3)}`;
    }
  };

  const zoomed = async () => {
    if (!chart || disposed) return;
    const opt: any = chart.getOption();
    const dz = opt.dataZoom?.[0];
    if (!dz || dz.startValue === undefined || dz.endValue === undefined) return;
    const {start, end, zoomedIn, kept} = zoomWindow(Number(dz.startValue), Number(dz.endValue), t0, whole);
    ctx.remember({zoom: zoomedIn ? kept : ''});
    chartBox.dataset.window = kept;
    const m = await load(start, end);
    if (m) draw(m, false, zoomedIn);
  };

  void (async () => {
    const m = await load();
    if (m) draw(m, true);
  })();
  return root;
}

/** The y axis of a curve's window: round binary ticks around its values, from 0 for the whole
 * trace, fitted to the values of a window zoomed into (so its allocations do not look flat). */
export function yAxisRange(values: number[], fromZero: boolean): {min: number; max: number; interval: number} | undefined {
  const finite = values.filter((v) => Number.isFinite(v));
  if (!finite.length) return undefined;
  const top = Math.max(...finite);
  const bottom = fromZero ? 0 : Math.min(...finite);
  const interval = binaryTick(Math.max(top - bottom, 1)) ?? 1;
  const min = Math.floor(bottom / interval) * interval;
  return {min, max: Math.max(Math.ceil(top / interval) * interval, min + interval), interval};
}

/** 'start,end' (ms) -> [start, end], or null. */
export function zoomFromState(text: string): [number, number] | null {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return b > a ? [a, b] : null;
}

/** The window of the picked scope's first instance, with a tenth of its length either side. */
function scopeWindow(m: MemoryWindow, scope: string, toMs: (t: number) => number): [number, number] | null {
  if (scope === '') return null;
  const first = m.instances.find((i) => String(i.scope_id) === scope);
  if (!first) return null;
  const a = toMs(first.start);
  const b = toMs(first.end);
  const pad = Math.max((b - a) / 10, 0.001);
  return [a - pad, b + pad];
}

/** The chart's series: the whole trace drawn faint (series 0: the slider's shadow comes from
 * it, so zooming in keeps the whole trace as context), the window's allocated curve with the
 * scope instances shaded (series 1), and reserved where the trace recorded it. */
export function memorySeries(m: MemoryWindow, whole: {ts: number[]; allocated: number[]}, toMs: (t: number) => number): any[] {
  const curve = m.curve!;
  const areas = m.instances.slice(0, MAX_SHADED).map((i) => [
    {xAxis: toMs(i.start), name: i.scope, itemStyle: {color: i.phase === 'forward' ? 'rgba(232,113,10,0.12)' : 'rgba(26,115,232,0.12)'}},
    {xAxis: toMs(i.end)},
  ]);
  const series: any[] = [{
    name: 'whole trace', type: 'line', step: 'end', showSymbol: false, silent: true, sampling: 'lttb',
    lineStyle: {opacity: 0.25}, tooltip: {show: false},
    data: whole.ts.map((t, i) => [toMs(t), whole.allocated[i]]),
  }, {
    name: 'allocated', type: 'line', step: 'end', showSymbol: false, sampling: 'lttb',
    data: curve.ts.map((t, i) => [toMs(t), curve.allocated[i]]),
    markArea: {silent: true, label: {show: false}, data: areas},
  }];
  // a reserved line only where the trace recorded one (CPU runs report 0 throughout)
  if (curve.reserved && curve.reserved.some((v) => v !== null && v > 0)) {
    series.push({name: 'reserved', type: 'line', step: 'end', showSymbol: false, lineStyle: {type: 'dashed'},
      data: curve.ts.map((t, i) => [toMs(t), curve.reserved![i]])});
  }
  return series;
}

/** Each drawn line's value at time x (ms), as the line draws it: a step line holds a point's
 * value until the next point, and ends at its last one. ECharts' axis tooltip gives the
 * nearest point instead, which may be the next step's value (on neither line at the cursor)
 * or a point outside the window. The faint whole-trace line is context, not read. */
export function valuesAt(x: number, series: {name?: string; data?: unknown[]}[]): [string, number][] {
  const out: [string, number][] = [];
  for (const s of series) {
    const data = (s.data ?? []) as [number, number | null][];
    if (s.name === 'whole trace' || !data.length) continue;
    let lo = 0;
    let hi = data.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (data[mid][0] <= x) {
        at = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    // before the first point, or past the last one (where the line ends): nothing drawn there
    if (at < 0 || (at === data.length - 1 && x > data[at][0])) continue;
    const v = data[at][1];
    if (v !== null && Number.isFinite(v)) out.push([String(s.name), v]);
  }
  return out;
}

/** The time (ms) under the pointer over a chart, for its tooltip; null off it. Made before the
 * chart's options: its handler then runs before the chart's own (setOption makes those), so
 * the time is the current one when the tooltip asks. */
function pointerTime(chart: ReturnType<typeof makeChart>): () => number | null {
  let at: number | null = null;
  const zr = chart.getZr();
  zr.on('mousemove', (ev: any) => {
    const x = chart.convertFromPixel({xAxisIndex: 0}, ev.offsetX);
    at = typeof x === 'number' && Number.isFinite(x) ? x : null;
  });
  zr.on('globalout', () => {
    at = null;
  });
  return () => at;
}

/** The chart's options when first drawn (zoomed windows replace its series and y axis);
 * drawn: the series drawn now (a zoom replaces them), which the tooltip reads; pointer: the
 * time under the pointer (ECharts gives an axis tooltip the nearest point's time instead). */
export function memoryChartOptions(values: number[], series: any[], drawn: () => any[] = () => series,
  pointer: () => number | null = () => null): any {
  return {
    animation: false,
    tooltip: {
      trigger: 'axis',
      // (the pointer's own time, not the nearest point's: valuesAt reads the lines there)
      axisPointer: {type: 'line', snap: false},
      formatter: (params: any) => {
        const ps = Array.isArray(params) ? params : [params];
        const x = pointer() ?? Number(ps[0]?.axisValue);
        if (!Number.isFinite(x)) return tooltipElement(String(ps[0]?.axisValue ?? ''), []);
        return tooltipElement(`${x.toFixed(3)} ms`, valuesAt(x, drawn()).map(([name, v]) => [name, fmtBytes(v)]));
      },
    },
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 80, right: 30, top: 54, bottom: 70}),
    // (the zoom's ends are labelled too: rounded to the µs, not 2.640549658203125)
    xAxis: {type: 'value', name: 'ms', scale: true, axisLabel: {formatter: (v: number) => String(Number(v.toFixed(3)))}},
    // ticks at round binary sizes (256 MiB, not 476.8 MiB)
    yAxis: {type: 'value', ...yAxisRange(values, true), axisLabel: {formatter: (v: number) => fmtBytes(v)}},
    dataZoom: [{type: 'inside', xAxisIndex: 0, filterMode: 'none', zoomOnMouseWheel: true, moveOnMouseMove: false},
      {type: 'slider', xAxisIndex: 0, filterMode: 'none'}],
    // brush to zoom: drag across the chart to zoom into that window; the toolbox resets
    toolbox: {right: 20, feature: {dataZoom: {yAxisIndex: 'none', title: {zoom: 'brush to zoom', back: 'zoom out'}}}},
    series,
  };
}

/** The allocations' table; origin: the curve's first time (the times are shown from it). */
function allocationTable(ctx: ViewContext, origin: () => number): DataTable<Allocation> {
  const columns: Column<Allocation>[] = [
    // (the value is what the table shows, so the CSV holds the same milliseconds)
    {key: 'ts', label: 'time (ms)', numeric: true, value: (r) => Number(((r.ts - origin()) / 1000).toFixed(3))},
    {key: 'bytes', label: 'bytes', numeric: true, render: (r) => fmtBytes(r.bytes)},
    {key: 'allocated_after', label: 'allocated after', numeric: true, render: (r) => fmtBytes(r.allocated_after)},
    {key: 'op', label: 'op', title: 'the CPU op the allocation was made in (its innermost enclosing op)'},
    {key: 'scope', label: 'scope'},
    {key: 'phase', label: 'phase'},
  ];
  return new DataTable<Allocation>({columns, rows: [], filename: 'allocations.csv', testId: 'memory-allocations', keep: keepTable(ctx),
    sort: {key: 'bytes', desc: true}, maxHeight: 360});
}

/** The /memory window from start to end (µs; the whole trace without them), waited for while
 * the trace is analysed; null (said in status) where it failed. */
async function loadMemory(ctx: ViewContext, status: HTMLElement, disposed: () => boolean,
  start?: number, end?: number): Promise<MemoryWindow | null> {
  const params: Record<string, string | undefined> = {
    trace: ctx.traceId, device: ctx.state.device || undefined, scope: ctx.state.scope || undefined,
    // the largest allocations inside attention, unless all are asked for (filtering the
    // largest overall left the table empty where attention's are small: Qwen H100)
    allocations: ctx.state.alloc === 'all' ? 'all' : 'attention',
    start: start === undefined ? undefined : String(start), end: end === undefined ? undefined : String(end),
    ...ctx.patternParams(),
  };
  try {
    return await untilReady(() => getRoute('memory', params),
      (p) => { status.textContent = `memory events: ${p.state}…`; status.dataset.state = 'waiting'; },
      disposed);
  } catch (err) {
    status.textContent = `memory: ${(err as Error).message}`;
    status.dataset.state = 'failed';
    return null;
  }
}

/** The device picker: the trace's devices, the window's selected. */
function fillDevices(select: HTMLSelectElement, m: MemoryWindow): void {
  clear(select);
  for (const d of m.devices) {
    const o = h('option', {value: d}, d);
    if (d === m.device) o.selected = true;
    select.appendChild(o);
  }
}

/** The zoom's window (ms from t0) as the route asks it (start and end in µs), whether it is
 * inside the whole trace (zoomedIn), and as kept in the URL. */
export function zoomWindow(a: number, b: number, t0: number, whole: {ts: number[]} | null) {
  const full = whole && whole.ts.length ? [0, (whole.ts[whole.ts.length - 1] - t0) / 1000] : null;
  return {
    start: t0 + a * 1000, end: t0 + b * 1000,
    zoomedIn: !full || a > full[0] + 1e-9 || b < full[1] - 1e-9,
    kept: `${a.toFixed(3)},${b.toFixed(3)}`,
  };
}

/** The status line of a window with memory events. */
function windowStatus(m: MemoryWindow): string {
  const curve = m.curve!;
  return `${curve.points.toLocaleString('en-US')} ${noun(curve.points, 'allocator event')} in view`
    + (curve.reconstructed ? ' (allocated rebuilt from allocation sizes: this trace has no totals)' : '')
    + `; ${counted(m.instance_count, 'scope instance')} shaded. Drag across the chart (or the slider) to zoom in.`;
}
