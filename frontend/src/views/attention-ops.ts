// The attention-op table: every attention call of the trace (SDPA, FlexAttention,
// FlashAttention, xFormers, aiter, serving engines' paged attention, eager chains found by
// their pattern), by op, shape, dtype and causal flag. The view's URL key stays "sdpa", so
// that links from before it covered more than SDPA still open it.
import {grid, LEGEND_UNDER_TITLE, makeChart, tooltipElement} from '../charts';
import {h} from '../dom';
import {fmtBytes, fmtNum, fmtTick, fmtUs, noun, shortName, timeScale} from '../model/format';
import type {AttentionOpRow, Entry} from '../report';
import {DataTable, formatCell, timeColumn, type Column} from '../table';
import {callSiteCell, renderCallSites} from './call-sites';
import {keepTable, type ViewContext} from './context';
import {shapeText} from './expected';

type ShapeKey = 'B' | 'H' | 'Hkv' | 'Lq' | 'Lkv' | 'D' | 'T';

/** A time column whose cell, where the time measures nothing, gives the server's words for why
 * (AttentionOpRow.kernel_unmeasured, backward_kernel_unmeasured: "ran on the CPU", "none in
 * this window"), never a 0; the CSV leaves such a cell empty. */
function timeOrWhy(key: string, label: string, unit: ReturnType<typeof timeScale>, field: string,
  us: (r: AttentionOpRow) => number | null, why: (r: AttentionOpRow) => string | null): Column<AttentionOpRow> {
  return {...timeColumn<AttentionOpRow>(key, label, unit, (r) => (why(r) ? null : us(r)), undefined, field),
    render: (r: AttentionOpRow) => {
      const words = why(r);
      const v = us(r);
      if (words) return h('span', {class: 'muted', 'data-testid': 'unmeasured'}, words);
      return formatCell(v === null ? null : Math.round((v / unit.div) * 1e6) / 1e6, unit.digits);
    }};
}

export function renderAttentionOps(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const rows = e.attention_ops ?? [];
  const shape = (k: ShapeKey) => (r: AttentionOpRow) => r.shape?.[k] ?? null;
  const gpu = e.breakdown_unit === 'gpu';
  // one time unit for the table and its CSV, by its largest time (the unit in each header)
  const unit = timeScale(Math.max(0, ...rows.flatMap((r) => [r.kernel_us, r.backward_kernel_us, r.cpu_us])));
  const time = (key: string, label: string, get: (r: AttentionOpRow) => number | null, field: string) =>
    timeColumn<AttentionOpRow>(key, label, unit, get, undefined, field);
  const columns: Column<AttentionOpRow>[] = [
    {key: 'op', label: 'op'},
    {key: 'backend', label: 'backend'},
    {key: 'count', label: 'calls', numeric: true, field: 'count'},
    {key: 'tflops', label: 'TFLOP/s', numeric: true, digits: 3, value: (r) => (gpu ? r.tflops : r.cpu_tflops),
      field: gpu ? 'tflops' : 'cpu_tflops',
      // (a note where the kernels hold GEMMs that are not the attention's own: marked, said on hover)
      render: (r) => {
        const v = gpu ? r.tflops : r.cpu_tflops;
        const text = v === null ? '' : fmtNum(v, 3);
        return gpu && r.tflops_note ? h('span', {title: r.tflops_note, 'data-testid': 'tflops-note'}, `${text}*`) : text;
      },
      title: 'over the kernels each call launched (CPU-only: its CPU time); see “FLOPs are”; *: its kernels hold other GEMMs (hover)'},
    gpu ? timeOrWhy('kernel_us', 'kernel', unit, 'kernel_us', (r) => r.kernel_us, (r) => r.kernel_unmeasured) : time('cpu_us', 'CPU', (r) => r.cpu_us, 'cpu_us'),
    // (the row's rate over the best published one for its device: the figure and its source on hover)
    {key: 'best', label: '% of best', numeric: true, digits: 1, field: 'best_published.0.share_of_best',
      value: (r) => (r.best_published[0]?.share_of_best ?? null) === null ? null : 100 * r.best_published[0].share_of_best!,
      render: (r) => bestCell(r),
      title: 'the row\u2019s rate as % of the best published figure for its device, dtype and kind (docs/devices.md); the figure and its source on hover'},
    gpu ? timeOrWhy('mean', 'per call', unit, 'kernel_us_per_call', (r) => r.kernel_us_per_call, (r) => r.kernel_unmeasured) : time('mean', 'per call', (r) => r.cpu_us_per_call, 'cpu_us_per_call'),
    timeOrWhy('backward_kernel_us', 'bwd kernel', unit, 'backward_kernel_us', (r) => r.backward_kernel_us, (r) => r.backward_kernel_unmeasured),
    {key: 'shape', label: 'B×H×Lq×Lkv×D', title: 'the call\u2019s shape (each part in the columns list too; T: tokens of a paged or packed call)',
      value: (r) => shapeText(r)},
    {key: 'dtype', label: 'dtype'},
    {key: 'family', label: 'family'},
    {key: 'serving_phase', label: 'serving phase', value: (r) => r.serving_phase ?? '',
      title: 'a serving call’s phase: its engine step’s, or decode for one query token per sequence'},
    {key: 'B', label: 'B', numeric: true, value: shape('B'), field: 'shape.B'},
    {key: 'T', label: 'tokens', numeric: true, value: shape('T'), field: 'shape.T'},
    {key: 'H', label: 'heads', numeric: true, value: shape('H'), field: 'shape.H'},
    {key: 'Hkv', label: 'KV heads', numeric: true, value: shape('Hkv'), field: 'shape.Hkv'},
    {key: 'Lq', label: 'Lq', numeric: true, value: shape('Lq'), field: 'shape.Lq'},
    {key: 'Lkv', label: 'Lkv', numeric: true, value: shape('Lkv'), field: 'shape.Lkv'},
    {key: 'D', label: 'head dim', numeric: true, value: shape('D'), field: 'shape.D'},
    {key: 'causal', label: 'causal', value: (r) => (r.causal === null ? '?' : r.causal ? 'yes' : 'no'),
      title: '?: the trace does not record the flag (an SDPA call records is_causal with record_shapes=True; an eager chain has none, its mask being ops of its own)'},
    {key: 'gflop', label: 'GFLOP/call', numeric: true, digits: 3, field: 'flops_per_call',
      value: (r) => (r.flops_per_call === null ? null : r.flops_per_call / 1e9)},
    {key: 'flops_note', label: 'FLOPs are', value: (r) => (r.flops_note === null ? 'the count' : r.flops_note)},
    {key: 'score_matrix_bytes', label: 'L×L bytes', numeric: true, field: 'score_matrix_bytes', value: (r) => r.score_matrix_bytes,
      render: (r) => (r.score_matrix_bytes === null ? '' : fmtBytes(r.score_matrix_bytes)),
      title: 'eager chains: one Lq×Lkv score matrix per call'},
    ...(gpu ? [time('cpu_us', 'CPU', (r) => r.cpu_us, 'cpu_us')] : []),
    {key: 'kernel_backends', label: 'kernels', value: (r) => r.kernel_backends.join(', ')},
    {key: 'call_sites', label: 'op called at', value: (r) => r.call_sites.map((s) => s.user ?? s.library).join('; '),
      render: (r) => callSiteCell(r.call_sites),
      title: 'where the attention op was called: your innermost frame around the op\u2019s calls (with_stack=True; the Scopes view\u2019s is the frame around the label or module); all of them on hover'},
  ];
  // the key columns fit at 1280 px; the rest are one tick away in the columns list
  const key = new Set(['op', 'backend', 'count', 'tflops', 'best', 'kernel_us', 'cpu_us', 'mean', 'backward_kernel_us', 'shape', 'dtype', 'gflop']);
  // (on a GPU trace its CPU time is a detail; on a CPU-only one it is the time)
  for (const c of columns) c.secondary = !key.has(c.key) || (gpu && c.key === 'cpu_us');
  const table = new DataTable<AttentionOpRow>({columns, rows, filename: 'attention_ops.csv', testId: 'sdpa-table', keep: keepTable(ctx),
    sort: {key: gpu ? 'kernel_us' : 'cpu_us', desc: true}, rowField: (_r, i) => `attention_ops[${i}]`});
  if (!rows.length) {
    return h('div', {class: 'view', 'data-testid': 'attention-ops-view', 'data-unit': unit.unit}, h('p', {class: 'muted', 'data-testid': 'attention-ops-empty'},
      'No attention op ran in this trace (no scaled_dot_product_attention, FlexAttention, FlashAttention or '
      + 'serving-engine attention op, and no eager Q·Kᵀ, softmax, ·V chain found). Record with '
      + 'record_shapes=True to see their shapes.'));
  }
  return h('div', {class: 'view', 'data-testid': 'attention-ops-view', 'data-unit': unit.unit},
    renderRoofline(ctx),
    h('p', {class: 'muted'}, h('span', {'data-field': 'attention.op_calls', 'data-value': String(e.attention.op_calls)},
      fmtNum(e.attention.op_calls)), ` attention ${noun(e.attention.op_calls, 'call')}. FLOPs: 4·B·H·Lq·Lkv·D per call, `
      + 'halved when causal; FlexAttention gives the dense upper bound, variable-length calls an estimate, paged '
      + `calls none (see “FLOPs are”); TFLOP/s over the kernels each call launched${gpu ? '' : ' (CPU-only trace: over the op’s CPU time)'}.`,
      gpu && e.hardware ? h('span', {'data-testid': 'hardware-convention'}, ` ${e.hardware.convention}`) : null),
    table.el,
    renderCallSites(ctx));
}

/** The row's share of the best published figure(s), each figure's line and source on hover. */
export function bestCell(r: AttentionOpRow): HTMLElement | string {
  const best = r.best_published;
  if (!best.length) return '';
  const share = best[0].share_of_best;
  const title = best.map((b) => `${b.line} (${b.source})`).join('\n');
  return h('span', {title, 'data-testid': 'best-published'}, share === null ? '–' : `${fmtNum(100 * share, 1)}%`);
}

/** One roofline point: an attention-op row or a GEMM row inside attention. */
export interface RoofPoint {
  name: string;
  kind: 'attention op' | 'GEMM' | 'prefill step' | 'decode step' | 'mixed step';
  dtype: string | null;
  intensity: number; // FLOPs per byte
  tflops: number; // achieved
  us: number; // its time (kernels; CPU-only traces: the op's CPU time)
  filter: string; // what the Kernels view is filtered by on a click
  /** the report fields of intensity, tflops and us ('attention_ops[2].flops_per_byte') */
  fields: {intensity: string; tflops: string; us: string};
}

export function rooflinePoints(e: Entry): RoofPoint[] {
  const gpu = e.breakdown_unit === 'gpu';
  const out: RoofPoint[] = [];
  const fields = (at: string, tflops: string, us: string) =>
    ({intensity: `${at}.flops_per_byte`, tflops: `${at}.${tflops}`, us: `${at}.${us}`});
  (e.attention_ops ?? []).forEach((r, i) => {
    const achieved = gpu ? r.tflops : r.cpu_tflops;
    if (r.flops_per_byte === null || achieved === null || achieved <= 0) return;
    const shape = r.shape ? ['B', 'H', 'Lq', 'Lkv', 'D'].map((k) => (r.shape as any)[k] ?? '?').join('×') : '';
    out.push({name: `${r.op} ${shape}`, kind: 'attention op', dtype: r.dtype, intensity: r.flops_per_byte,
      tflops: achieved, us: gpu ? r.kernel_us : r.cpu_us, filter: r.kernel_backends[0] ?? 'attention',
      fields: fields(`attention_ops[${i}]`, gpu ? 'tflops' : 'cpu_tflops', gpu ? 'kernel_us' : 'cpu_us')});
  });
  (e.attention_gemms ?? []).forEach((g, i) => {
    if (g.flops_per_byte === null || g.tflops === null || g.tflops <= 0) return;
    out.push({name: `${g.op} ${g.M}×${g.N}×${g.K}${g.B > 1 ? ` ×${g.B}` : ''} (${g.phase})`, kind: 'GEMM',
      dtype: g.dtype, intensity: g.flops_per_byte, tflops: g.tflops, us: gpu ? g.kernel_us : g.cpu_us, filter: 'gemm',
      fields: fields(`attention_gemms[${i}]`, 'tflops', gpu ? 'kernel_us' : 'cpu_us')});
  });
  // a serving engine's steps: their attention calls together, labelled by phase
  (e.serving?.steps ?? []).forEach((st, i) => {
    if (st.flops_per_byte === null || st.tflops === null || st.tflops <= 0) return;
    out.push({name: `engine step ${st.index} (${st.phase}, ${st.tokens} tokens)`, kind: `${st.phase} step`, dtype: st.dtype,
      intensity: st.flops_per_byte, tflops: st.tflops, us: st.attention_kernel_us, filter: 'attention',
      fields: fields(`serving.steps[${i}]`, 'tflops', 'attention_kernel_us')});
  });
  return out;
}

const POINT_COLOURS: Record<RoofPoint['kind'], string> = {'attention op': '#e8710a', GEMM: '#1a73e8',
  'prefill step': '#188038', 'decode step': '#d93025', 'mixed step': '#9334e6'};

const PEAK_OF_DTYPE: Record<string, string> = {float32: 'fp32', bfloat16: 'bf16', float16: 'fp16',
  float8_e4m3fn: 'fp8', float8_e5m2: 'fp8'};

/** A number shown, naming the report field it is (data-field) beside its value. */
const num = (field: string, value: number, text: string) => h('span', {'data-field': field, 'data-value': String(value)}, text);

/** The roofline chart: the roofs given, and a scatter series per kind of point, each sized
 * by its time; the tooltip names the point. */
export function rooflineOption(points: RoofPoint[], matched: string | null, xmin: number, xmax: number, roofs: any[]): any {
  const maxUs = Math.max(...points.map((p) => p.us), 1);
  const kinds = [...new Set(points.map((p) => p.kind))];
  return {
    title: {text: `Roofline${matched ? `: ${matched}` : ' (no peak known for this device)'}`, textStyle: {fontSize: 13}},
    tooltip: {
      trigger: 'item',
      formatter: (p: any) => {
        const pt = p.seriesType === 'scatter' ? points[p.data?.index] : undefined;
        if (p.seriesType !== 'scatter' || !pt) return tooltipElement(String(p.seriesName), []);
        return tooltipElement(shortName(pt.name, 80), [
          ['kind', pt.kind], ['dtype', pt.dtype ?? '?'], ['FLOPs/byte', pt.intensity.toFixed(1)],
          ['TFLOP/s', String(pt.tflops)], ['time', fmtUs(pt.us)]]);
      },
    },
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 30, top: 74, bottom: 40}),
    xAxis: {type: 'log', name: 'FLOPs/byte', nameLocation: 'middle', nameGap: 25, min: xmin, max: xmax,
      axisLabel: {formatter: fmtTick}},
    yAxis: {type: 'log', name: 'TFLOP/s', axisLabel: {formatter: fmtTick}},
    series: [
      // a series per kind of point, so that the legend says what each colour is
      ...kinds.map((kind) => ({name: `${kind}s`, type: 'scatter',
        data: points.flatMap((p, index) => (p.kind === kind ? [{value: [p.intensity, p.tflops], index}] : [])),
        symbolSize: (_v: unknown, params: any) => 6 + 24 * Math.sqrt(points[params.data.index].us / maxUs),
        itemStyle: {color: POINT_COLOURS[kind], opacity: 0.8}})),
      ...roofs,
    ],
  };
}

/** Log-log FLOPs/byte against TFLOP/s: the device's roofs (one per dtype in use), a point per
 * attention-op shape and attention GEMM sized by its time; a click opens its kernels. */
function renderRoofline(ctx: ViewContext): HTMLElement {
  // (a click on a point, or its button in the list, opens the Kernels view filtered to it)
  const e = ctx.entry;
  const points = rooflinePoints(e);
  if (!points.length) {
    return h('p', {class: 'muted', 'data-testid': 'roofline-empty'},
      'No roofline: no attention op or GEMM here has both FLOPs and bytes (record with record_shapes=True).');
  }
  const box = h('div', {class: 'chart roofline', 'data-testid': 'roofline-chart'});
  box.dataset.points = String(points.length);
  const hw = e.hardware;
  const bandwidth = hw?.memory_tbps ?? null;
  const dtypes = [...new Set(points.map((p) => PEAK_OF_DTYPE[p.dtype ?? ''] ?? ''))].filter((d) => d);
  const xs = points.map((p) => p.intensity);
  const xmin = Math.max(Math.min(...xs) / 4, 0.01);
  const xmax = Math.max(...xs) * 4;
  const roofs = dtypes.flatMap((d) => {
    const peak = (hw?.peak_tflops as Record<string, number> | null | undefined)?.[d];
    if (!peak) return [];
    const ridge = bandwidth ? peak / bandwidth : null;
    const line = bandwidth
      ? [[xmin, xmin * bandwidth], ...(ridge && ridge > xmin && ridge < xmax ? [[ridge, peak]] : []), [xmax, Math.min(xmax * bandwidth, peak)]]
      : [[xmin, peak], [xmax, peak]];
    return [{name: `${d.toUpperCase()} roof (${peak} TFLOP/s${bandwidth ? `, ${bandwidth} TB/s` : ''})`, type: 'line',
      data: line, showSymbol: false, lineStyle: {type: 'dashed', width: 1}, silent: true}];
  });
  requestAnimationFrame(() => {
    const chart = makeChart(box);
    ctx.onDispose(() => chart.dispose());
    chart.setOption(rooflineOption(points, hw?.matched ?? null, xmin, xmax, roofs));
    chart.on('click', (p: any) => {
      const pt = p.seriesType === 'scatter' ? points[p.data?.index] : undefined;
      if (pt) open(pt);
    });
  });
  const open = (pt: RoofPoint) => ctx.setState({view: 'kernels', scope: '', kfilter: pt.filter});
  // the points as a list too: readable without the canvas, and each opens its kernels
  const list = h('ul', {class: 'roof-points', 'data-testid': 'roofline-points'},
    ...points.map((pt) => h('li', {},
      h('button', {type: 'button', 'data-testid': 'roofline-point', onclick: () => open(pt)}, 'kernels'),
      ` ${shortName(pt.name, 90)}: `, num(pt.fields.intensity, pt.intensity, pt.intensity.toFixed(1)), ' FLOPs/byte, ',
      num(pt.fields.tflops, pt.tflops, String(pt.tflops)), ' TFLOP/s, ', num(pt.fields.us, pt.us, fmtUs(pt.us)))));
  return h('div', {}, box, list);
}
