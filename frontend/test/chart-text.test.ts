/// <reference types="vite/client" />
/* eslint-disable @typescript-eslint/no-explicit-any -- ECharts' params and the hand-cut route answers are loosely typed */
// Text stays text in every chart: a name holding markup (a run, worker, scope, op, kernel,
// device or call site is untrusted text) goes through every chart's option builder and every
// tooltip formatter in it, as makeChart passes them (textOnlyOption), and no element of the
// markup is ever made. ECharts puts a formatter's string into the page with innerHTML: a worker
// named <meta http-equiv=refresh ...> once navigated the tab's frame away on hover.
import {describe, expect, it} from 'vitest';
import {categoryPhaseOption, textOnlyOption} from '../src/charts';
import {timeScale} from '../src/model/format';
import {rooflineOption, type RoofPoint} from '../src/views/attention-ops';
import {compareScopeOption} from '../src/views/compare';
import {topKernelsOption} from '../src/views/kernels';
import {memoryChartOptions, memorySeries} from '../src/views/memory';
import {layerChartOption} from '../src/views/overview';
import {servingStepOption} from '../src/views/serving';
import {
  layerTrendOption, memoryTrendOption, ranksStripOption, shareTrendOption, timeTrendOption, tokenTrendOption,
} from '../src/views/trends';

const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(2)>',
  '<meta http-equiv=refresh content=0;url=https://example.invalid/>',
  '<iframe src=javascript:alert(3)></iframe>',
  '</div><script>alert(4)</script>',
];
const NAME = (what: string, i = 0) => `${what} ${MARKUP[i % MARKUP.length]}`;
const SCALE = timeScale(5000);

type Formatter = ((p: any) => unknown) & {axis?: boolean};

/** Every tooltip formatter in an option (the chart's, a series', a data item's), each marked
 * whether its tooltip is axis-triggered (given an array of points) or not (one point). */
function formatters(option: any): Formatter[] {
  const out: Formatter[] = [];
  const walk = (v: any): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'tooltip' && x && typeof (x as any).formatter === 'function') {
          const f: Formatter = (p: any) => (x as any).formatter(p);
          f.axis = (x as any).trigger === 'axis';
          out.push(f);
        }
        walk(x);
      }
    }
  };
  walk(option);
  return out;
}

/** The params ECharts gives a formatter, with markup wherever a name goes: one item per data
 * index (as an item-triggered tooltip gets it), or the same as an axis-triggered array. */
function hostileParams(n: number, axis: boolean): any[] {
  const items = Array.from({length: n}, (_, i) => ({
    dataIndex: i, seriesIndex: 0, seriesName: NAME('series', i), name: NAME('category', i), axisValue: NAME('axis', i),
    axisValueLabel: NAME('axis', i), value: [i, 1000 + i], data: {index: i, name: NAME('item', i)}, seriesType: 'scatter',
    marker: '<span style="color:red">●</span>',
  }));
  return axis ? [items, items.map((p) => ({...p, seriesType: 'line'}))]
    : [...items, ...items.map((p) => ({...p, seriesType: 'bar', value: 1000}))];
}

/** No element the markup could make: every element of the answer is the tooltip's own. */
function assertText(node: unknown, where: string): void {
  expect(node, where).toBeInstanceOf(HTMLElement);
  const el = node as HTMLElement;
  const tags = [...el.querySelectorAll('*'), el].map((x) => x.tagName);
  expect(tags.filter((t) => t !== 'DIV' && t !== 'SPAN'), where).toEqual([]);
  expect(el.querySelector('[onerror],[onload],[http-equiv],[src]'), where).toBeNull();
}

/** Every formatter of the option, with markup in every name: as the builder wrote it (each
 * builds its tooltip as DOM itself) and as makeChart passes it (textOnlyOption). */
function checkOption(name: string, option: any, points = 3): number {
  const own = formatters(option);
  const passed = formatters(textOnlyOption(option));
  for (const [how, fs] of [['as built', own], ['as passed', passed]] as const) {
    for (const [i, f] of fs.entries()) {
      for (const params of hostileParams(points, f.axis === true)) assertText(f(params), `${name}, formatter ${i} ${how}`);
    }
  }
  return passed.length;
}

// hand-cut answers of the routes, with markup in every name they carry
const worker = (i: number, straggler = false) => ({worker: NAME('worker', i), rank: i, us_per_step: 1000 + 100 * i, straggler,
  difference: null});
const point = (step: number) => ({step, share: 0.2, forward_kernel_us: 100, backward_kernel_us: 50, attention_cpu_us: 300,
  attention_peak_allocated: 1 << 20, layers: {[NAME('layer', step)]: 40}, phase: 'decode', tokens: 8});
const trends: any = {
  run: NAME('run'), spans: 1, pending: 0,
  trend: {workers: [0, 1, 2].map((i) => ({worker: NAME('worker', i), points: [1, 2, 3].map(point)}))},
  ranks: {workers: [worker(0), worker(1), worker(2, true)], median_us_per_step: 1100, threshold: 1.15},
};
const kernel = (i: number) => ({name: NAME('kernel', i), phase: 'forward', category: 'attention', count: 3, total_us: 300 - i,
  mean_us: 100, backend: NAME('backend', i)});
const roofPoint = (i: number, kind: RoofPoint['kind']): RoofPoint => ({name: NAME('op', i), kind, dtype: NAME('dtype', i),
  intensity: 10 + i, tflops: 5 + i, us: 100, filter: NAME('filter', i), fields: {intensity: 'a', tflops: 'b', us: 'c'}});
const compare: any = {
  unit: 'gpu', baseline: 0, traces: [{path: NAME('trace', 0)}, {path: NAME('trace', 1)}],
  scopes: [0, 1].map((i) => ({key: NAME('scope', i), metrics: [{metric: 'gpu_us_per_instance', values: [100, 200]}]})),
};
const memory: any = {
  curve: {ts: [0, 10, 20], allocated: [0, 1 << 20, 0], reserved: [2 << 20, 2 << 20, 2 << 20]},
  instances: [{start: 0, end: 10, scope: NAME('scope'), phase: 'forward'}, {start: 10, end: 20, scope: NAME('scope', 1), phase: 'backward'}],
};

describe('every chart keeps trace names as text', () => {
  const scopes: any[] = [0, 1, 2].map((i) => ({id: i, name: NAME('scope', i)}));
  const series = memorySeries(memory, {ts: memory.curve.ts, allocated: memory.curve.allocated}, (t) => t / 1000);
  // (the option builders of every chart of the tab: a new chart's builder belongs here, which the
  // last test holds)
  const CHARTS: [string, any][] = [
    ['ranksStripOption', ranksStripOption(trends.ranks.workers, SCALE, 1100)],
    ['shareTrendOption', shareTrendOption(true, [{name: NAME('worker'), type: 'line', data: [[1, 0.2]]}])],
    ['timeTrendOption', timeTrendOption(trends, true, SCALE)],
    ['layerTrendOption', layerTrendOption(trends, [NAME('layer', 1), NAME('layer', 2)], SCALE)],
    ['memoryTrendOption', memoryTrendOption(trends)],
    ['tokenTrendOption', tokenTrendOption(trends, ['decode'])],
    ['layerChartOption', layerChartOption(scopes, false, true, [1, 2, 3], [3, 2, 1], SCALE)],
    ['categoryPhaseOption', categoryPhaseOption(NAME('title'), [{category: NAME('category'), phase: 'forward', total_us: 5}], SCALE)],
    ['topKernelsOption', topKernelsOption([kernel(0), kernel(1), kernel(2)] as any, new Map([[NAME('kernel', 0), NAME('label')]]), SCALE)],
    ['rooflineOption', rooflineOption([roofPoint(0, 'attention op'), roofPoint(1, 'GEMM'), roofPoint(2, 'decode step')],
      NAME('device'), 1, 100, [{name: NAME('roof'), type: 'line', data: [[1, 1]]}])],
    ['compareScopeOption', compareScopeOption(compare, compare.scopes, (i) => NAME('trace', i), SCALE)],
    ['servingStepOption', servingStepOption([0, 1, 2].map((i) => ({index: i, prefill_kernel_us: 1, decode_kernel_us: 2,
      shared_kernel_us: 0})) as any, SCALE)],
    ['memoryChartOptions', memoryChartOptions([0, 1 << 20], series)],
    ['memorySeries', {series}],
  ];

  it.each(CHARTS)('%s: every tooltip formatter answers DOM text, never markup', (name, option) => {
    expect(checkOption(name, option)).toBeGreaterThan(0);
  });

  it('the ranks strip says the worker under the pointer as text, whole', () => {
    const f = formatters(textOnlyOption(ranksStripOption(trends.ranks.workers, SCALE, 1100)))[0];
    for (const [i, w] of trends.ranks.workers.entries()) {
      const el = f({dataIndex: i, value: w.us_per_step}) as HTMLElement;
      assertText(el, 'ranks strip');
      expect(el.textContent).toContain(w.worker);
    }
  });

  it('every setOption of the views passes one of the builders checked above', () => {
    const sources = import.meta.glob('../src/views/*.ts', {query: '?raw', import: 'default', eager: true}) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const names = new Set(CHARTS.map(([n]) => n));
    for (const [path, src] of Object.entries(sources)) {
      const file = path.split('/').pop()!;
      for (const m of src.matchAll(/\.setOption\(\s*([A-Za-z_]\w*|\{)/g)) {
        // (the memory chart's zoom replaces its series (memorySeries) and y axis; the trends'
        // stepChart is handed the trend builders' options)
        const arg = m[1];
        const ok = names.has(arg) || (file === 'memory.ts' && arg === '{') || (file === 'trends.ts' && arg === 'option');
        expect(ok, `${file}: setOption(${arg}...) is not a checked builder`).toBe(true);
      }
    }
  });
});

describe('textOnlyOption: whatever a formatter gives becomes text', () => {
  const hostile = MARKUP.join(' ');
  const cases: [string, any][] = [
    ['a formatter returning a string', {tooltip: {formatter: () => hostile}}],
    ['a string template', {tooltip: {trigger: 'item', formatter: '{a}: {b} {c}'}}],
    ['no formatter (ECharts\' default)', {tooltip: {trigger: 'axis'}}],
    ['a series\' own tooltip', {series: [{type: 'bar', tooltip: {formatter: (p: any) => `${p.name}`}}]}],
    ['a data item\'s own tooltip', {series: [{type: 'bar', data: [{value: 1, tooltip: {formatter: () => hostile}}]}]}],
  ];
  it.each(cases)('%s', (_name, option) => {
    const fs = formatters(textOnlyOption(option));
    expect(fs.length).toBe(1);
    const el = fs[0]({seriesName: hostile, name: hostile, value: 3}) as HTMLElement;
    assertText(el, _name);
    expect(el.textContent).toContain(MARKUP[0]);
  });
  it('leaves the option it was given as it was, and its data arrays as they are', () => {
    const f = () => 'x';
    const data = [[1, 2], [3, 4]];
    const option = {tooltip: {formatter: f}, series: [{data}]};
    const out: any = textOnlyOption(option);
    expect(option.tooltip.formatter).toBe(f);
    expect(out.series[0].data).toBe(data);
  });
});
