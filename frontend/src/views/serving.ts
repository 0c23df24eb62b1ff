// A serving engine's steps on the Overview (report: serving): per phase the tokens, the
// attention time and its cost per token; a chart of each step's attention split by phase;
// and per step how close its attention calls run to the device (decode held to the memory
// bandwidth, prefill to compute, a mixed step by where the roofline puts it).
import {axisTooltip, grid, LEGEND_UNDER_TITLE, makeChart, unitName} from '../charts';
import {h} from '../dom';
import {fmtNum, noun, timeScale} from '../model/format';
import type {Entry} from '../report';
import type {ServingStep, ServingWindow} from '../report-schema';
import {DataTable, timeColumn} from '../table';

const PHASE_COLOURS = {prefill: '#1a73e8', decode: '#e8710a', shared: '#9334e6'};

/** What a step (or a window of steps) is held to, in words: "78.3% of bandwidth". */
export function heldText(s: Pick<ServingStep, 'judged_by' | 'pct_of_peak_bandwidth' | 'pct_of_peak_compute'>): string {
  const pct = s.judged_by === 'bandwidth' ? s.pct_of_peak_bandwidth : s.judged_by === 'compute' ? s.pct_of_peak_compute : null;
  return pct === null ? '–' : `${pct.toFixed(1)}% of ${s.judged_by === 'bandwidth' ? 'memory bandwidth' : 'peak compute'}`;
}

const tokensText = (v: number | null) => (v === null ? '?' : String(v));

/** The engine steps' chart: attention a step, stacked by phase (one kernel for both apart). */
export function servingStepOption(steps: ServingStep[], stepScale: ReturnType<typeof timeScale>): any {
  return {
    title: {text: 'Attention per engine step, by phase', textStyle: {fontSize: 13}},
    tooltip: axisTooltip((ps) => `step ${ps[0]?.axisValue ?? ''}`, (p) => stepScale.text(p.value), true),
    legend: {...LEGEND_UNDER_TITLE},
    grid: grid({left: 60, right: 20, top: 56, bottom: 30}),
    xAxis: {type: 'category', name: 'step', data: steps.map((x) => String(x.index))},
    yAxis: {type: 'value', ...unitName(stepScale.unit), axisLabel: {formatter: stepScale.axis}},
    series: (['prefill', 'decode', 'shared'] as const).map((k) => ({
      name: k === 'shared' ? 'one kernel for both' : k, type: 'bar', stack: 'phase', itemStyle: {color: PHASE_COLOURS[k]},
      data: steps.map((x) => x[`${k}_kernel_us`]),
    })),
  };
}

export function renderServing(e: Entry, onDispose: (f: () => void) => void): HTMLElement | null {
  const s = e.serving;
  if (!s) return null;
  const scale = timeScale(Math.max(0, ...s.phases.map((p) => p.attention_kernel_us)));
  const phases = h('table', {class: 'plain', 'data-testid': 'serving-phases'},
    h('thead', {}, h('tr', {}, ...['phase', 'steps', 'prefill tokens', 'decode tokens', 'attention',
      'µs per token', 'prefill · decode · shared'].map((t) => h('th', {}, t)))),
    h('tbody', {}, ...s.phases.map((p) => h('tr', {'data-phase': p.phase},
      h('td', {}, p.phase), h('td', {class: 'num'}, String(p.steps)),
      h('td', {class: 'num'}, tokensText(p.prefill_tokens)), h('td', {class: 'num'}, tokensText(p.decode_tokens)),
      h('td', {class: 'num', 'data-value': String(p.attention_kernel_us)}, scale.text(p.attention_kernel_us)),
      h('td', {class: 'num', 'data-value': String(p.attention_us_per_token ?? '')}, fmtNum(p.attention_us_per_token, 3)),
      h('td', {class: 'num'}, [p.prefill_kernel_us, p.decode_kernel_us, p.shared_kernel_us].map((v) => scale.text(v)).join(' · '))))));
  // the whole trace and its steady window (warm-up and drain left out), as the report computed them
  const windows: [string, ServingWindow][] = [];
  if (s.overall) windows.push(['whole trace', s.overall]);
  if (s.steady) windows.push(['steady window', s.steady]);
  const windowScale = timeScale(Math.max(0, ...windows.map(([, w]) => w.attention_kernel_us)));
  const windowTable = h('table', {class: 'plain', 'data-testid': 'serving-windows'},
    h('thead', {}, h('tr', {}, ...['window', 'steps', 'phase', 'requests', 'tokens', 'attention', 'µs per token',
      'held to'].map((t) => h('th', {}, t)))),
    h('tbody', {}, ...windows.map(([name, w]) => h('tr', {'data-window': name},
      h('td', {}, name), h('td', {class: 'num'}, `${w.first_step}–${w.last_step}`), h('td', {}, w.phase),
      h('td', {class: 'num'}, w.requests_min === w.requests_max ? String(w.requests_min) : `${w.requests_min}–${w.requests_max}`),
      h('td', {class: 'num'}, String(w.tokens)),
      h('td', {class: 'num', 'data-value': String(w.attention_kernel_us)}, windowScale.text(w.attention_kernel_us)),
      h('td', {class: 'num', 'data-value': String(w.attention_us_per_token ?? '')}, fmtNum(w.attention_us_per_token, 3)),
      h('td', {}, heldText(w))))));
  const steadyNote = s.steady_note ? h('p', {class: 'muted small', 'data-testid': 'serving-steady-note'},
    `No steady window: ${s.steady_note}.`) : null;
  // the steps' one unit: their chart's and their table's (and its CSV's)
  const stepScale = timeScale(Math.max(0, ...s.steps.map((x) => x.attention_kernel_us)));
  const chartBox = s.steps.length > 1 ? h('div', {class: 'chart', 'data-testid': 'serving-step-chart'}) : null;
  if (chartBox) requestAnimationFrame(() => {
    const chart = makeChart(chartBox);
    onDispose(() => chart.dispose());
    chart.setOption(servingStepOption(s.steps, stepScale));
  });
  const steps = new DataTable<ServingStep>({
    columns: [
      {key: 'index', label: 'step', numeric: true},
      {key: 'phase', label: 'phase'},
      {key: 'prefill_tokens', label: 'prefill tokens', numeric: true},
      {key: 'decode_tokens', label: 'decode tokens', numeric: true},
      timeColumn<ServingStep>('attention_kernel_us', 'attention', stepScale, (x) => x.attention_kernel_us),
      {key: 'attention_us_per_token', label: 'µs / token', numeric: true, digits: 3},
      {key: 'attention_calls', label: 'calls', numeric: true},
      {key: 'tflops', label: 'TFLOP/s', numeric: true},
      {key: 'tbps', label: 'TB/s', numeric: true, digits: 3},
      {key: 'held', label: 'held to', value: heldText, title: 'decode: the memory bandwidth; prefill: peak compute; mixed: by the roofline'},
      timeColumn<ServingStep>('kv_cache_write_us', 'KV write', stepScale, (x) => x.kv_cache_write_us),
      timeColumn<ServingStep>('rotary_us', 'rotary', stepScale, (x) => x.rotary_us),
      timeColumn<ServingStep>('fused_rotary_kv_us', 'fused rotary + KV write', stepScale, (x) => x.fused_rotary_kv_us),
      timeColumn<ServingStep>('gpu_idle_us', 'GPU idle', stepScale, (x) => x.gpu_idle_us,
        'the step’s GPU range less the union of what it ran'),
    ],
    rows: s.steps, filename: 'serving_steps.csv', testId: 'serving-steps', sort: {key: 'index', desc: false}, maxHeight: 260,
  });
  const kv = s.kv_cache_dtype ? `KV cache ${s.kv_cache_dtype} (from ${s.kv_cache_dtype_from})` : 'KV cache dtype not in the trace (taken as the query’s)';
  const shown = s.steps_total > s.steps.length ? ` (the first ${s.steps.length} listed)` : '';
  return h('div', {'data-testid': 'serving'},
    h('h3', {}, `Serving engine steps: ${s.steps_total}${shown}`),
    h('p', {class: 'muted small'}, `From the engine’s ${s.source.join(' and ')} ${noun(s.source.length, 'label')}; ${kv}. ${s.flops_note}.`),
    phases, windowTable, steadyNote, chartBox, steps.el);
}

/** A trend point's attention per token, for the Trends view: null where the step is a
 * profiler step (no tokens) or ran no attention. */
export function perToken(p: {tokens: number | null; forward_kernel_us: number}): number | null {
  return p.tokens ? p.forward_kernel_us / p.tokens : null;
}
