// ECharts, bundled (only the parts used). Axis labels and legends are drawn on canvas;
// tooltips are built as DOM elements with textContent, so trace names never become HTML.
// ECharts puts a tooltip formatter's string into the page with innerHTML: every chart is made
// by makeChart, whose setOption passes each option through textOnlyOption, so whatever a
// formatter returns (or a string template, or no formatter at all) reaches the page as text.

import {BarChart, LineChart, ScatterChart} from 'echarts/charts';
import {
  DataZoomComponent, GridComponent, LegendComponent, MarkAreaComponent, TitleComponent, ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import {CanvasRenderer} from 'echarts/renderers';
import {h} from './dom';

echarts.use([BarChart, LineChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent,
  MarkAreaComponent, TitleComponent, ToolboxComponent, CanvasRenderer]);

export {echarts};
export type Chart = echarts.ECharts;

export function tooltipElement(title: string, lines: [string, string][]): HTMLElement {
  return h('div', {class: 'tip'}, h('div', {class: 'tip-title'}, title),
    ...lines.map(([k, v]) => h('div', {}, h('span', {class: 'muted'}, k + ': '), v)));
}

/** What a tooltip formatter returned, as a DOM element: an element as it is, anything else
 * (a string, with whatever markup a trace's names hold) as the text of one. */
export function asTooltipNode(v: unknown): HTMLElement {
  if (typeof HTMLElement !== 'undefined' && v instanceof HTMLElement) return v;
  return h('div', {class: 'tip'}, String(v ?? ''));
}

// (a point's name and value as ECharts gives them to a formatter)
const pointName = (p: any): string => String(p?.name ?? p?.axisValueLabel ?? p?.axisValue ?? '');
const pointValue = (p: any): string => (Array.isArray(p?.value) ? p.value.join(', ') : String(p?.value ?? ''));

/** The text of an ECharts string template ({a} series, {b} name, {c} value) for one point. */
function templateText(template: string, p: any): string {
  return template.replace(/\{([abc])\}/g, (_m, k: string) => (k === 'a' ? String(p?.seriesName ?? '')
    : k === 'b' ? pointName(p) : pointValue(p)));
}

/** A tooltip's formatter that always returns DOM: the chart's own formatter's answer made
 * text where it is not an element; a string template filled in as text; where none is given,
 * ECharts' default (the point's name, then each series and its value) built as text. */
function textFormatter(given: unknown): (params: any) => HTMLElement {
  return (params: any) => {
    const ps: any[] = Array.isArray(params) ? params : [params];
    if (typeof given === 'function') return asTooltipNode(given(params));
    if (typeof given === 'string') return asTooltipNode(ps.map((p) => templateText(given, p)).join('\n'));
    return tooltipElement(pointName(ps[0]), ps.map((p) => [String(p?.seriesName ?? ''), pointValue(p)] as [string, string]));
  };
}

/** The option with every tooltip in it (the chart's, a series', a data item's) given a
 * formatter that returns DOM (textFormatter); the option itself is not changed. */
export function textOnlyOption<T>(option: T): T {
  const walk = (v: any): any => {
    if (Array.isArray(v)) {
      // (a data array, unchanged, stays the same array: nothing copied for a curve of 100,000 points)
      const out = v.map(walk);
      return out.every((x, i) => x === v[i]) ? v : out;
    }
    if (v === null || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return v;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[k] = k === 'tooltip' && x !== null && typeof x === 'object' && !Array.isArray(x)
        ? {...walk(x), formatter: textFormatter((x as any).formatter)}
        : walk(x);
      changed ||= out[k] !== x;
    }
    return changed ? out : v;
  };
  return walk(option);
}

/** The tooltip of an axis-triggered chart: a title made from the points under the pointer,
 * then one line per series with its value as `value` writes it. `shadow` shades the
 * category (bar charts). */
export function axisTooltip(title: (ps: any[]) => string, value: (p: any) => string, shadow = false) {
  return {
    trigger: 'axis', ...(shadow ? {axisPointer: {type: 'shadow'}} : {}),
    formatter: (params: any) => {
      const ps: any[] = Array.isArray(params) ? params : [params];
      return tooltipElement(title(ps), ps.map((p) => [String(p.seriesName), value(p)] as [string, string]));
    },
  };
}

/** The category under the pointer: the title of bar-chart tooltips. */
export const categoryTitle = (ps: any[]): string => String(ps[0]?.name ?? '');

// the charts' theme, set by the app when TensorBoard's changes (charts are made anew then)
let chartTheme: string | undefined;
export function setChartTheme(dark: boolean): void {
  chartTheme = dark ? 'dark' : undefined;
}

export function makeChart(el: HTMLElement): Chart {
  const chart = echarts.init(el, chartTheme, {renderer: 'canvas'});
  // (every option of every chart passes textOnlyOption: trace names stay text in any tooltip)
  const setOption = chart.setOption.bind(chart) as (option: unknown, ...rest: unknown[]) => void;
  (chart as {setOption: unknown}).setOption = (option: unknown, ...rest: unknown[]) => setOption(textOnlyOption(option), ...rest);
  if (chartTheme) chart.setOption({backgroundColor: 'transparent'});
  const ro = new ResizeObserver(() => chart.resize());
  ro.observe(el);
  return chart;
}

/** A chart's legend on a line of its own under the title (scrolling when it is long), so that
 * it never covers the title at any width; the chart's grid starts 24 px lower for it. */
export const LEGEND_UNDER_TITLE = {top: 26, left: 0, type: 'scroll', width: '95%'} as const;

/** A chart's grid: its margins, and a few pixels that its axis labels keep from the canvas's
 * edges. ECharts moves the axes in when a label would pass those outer bounds, but it measures a
 * label by its font box, and a rotated label's glyphs reach a pixel or two past that (the bottom
 * edge cut the Compare chart's scope names). */
export function grid(margins: {left: number; right: number; top: number; bottom: number}) {
  return {...margins, outerBounds: {left: 3, right: 3, top: 3, bottom: 3}};
}

/** A value axis's unit written along the axis, beside its tick labels (at the axis's top it
 * sat under the legend and met it on narrow charts). */
export function unitName(unit: string, gap = 42): {name: string; nameLocation: 'middle'; nameGap: number; nameRotate: number} {
  return {name: unit, nameLocation: 'middle', nameGap: gap, nameRotate: 90};
}

/** Horizontal bars of time by kernel category, forward and backward stacked: each bar in
 * its category's colour, the backward part faded. A legend of the two phases would show
 * grey swatches over coloured bars, so the subtitle says it and the tooltip names the phase.
 * (The Overview's and the Kernels view's category charts; rows: a time per category and phase.) */
export function categoryPhaseOption(title: string, rows: {category: string; phase: string; total_us: number}[],
  scale: {unit: string; axis: (v: number) => string; text: (v: number) => string}): Record<string, unknown> {
  const names = [...new Set(rows.map((r) => r.category))];
  const usOf = (name: string, phase: string) => rows.find((r) => r.category === name && r.phase === phase)?.total_us ?? 0;
  return {
    // (the subtitle at ECharts' own gap under the title: a gap of 2 drew it over the title)
    title: {text: title, subtext: 'forward solid, backward faded', textStyle: {fontSize: 13}, subtextStyle: {fontSize: 11}},
    tooltip: {trigger: 'item', formatter: (p: any) => tooltipElement(`${p.seriesName} · ${p.name}`,
      [['time', scale.text(p.value)]])},
    grid: grid({left: 110, right: 30, top: 64, bottom: 30}),
    xAxis: {type: 'value', name: scale.unit, axisLabel: {formatter: scale.axis}},
    yAxis: {type: 'category', data: names},
    series: ['forward', 'backward'].map((phase) => ({
      name: phase, type: 'bar', stack: 'phase',
      data: names.map((n) => ({value: usOf(n, phase),
        itemStyle: {color: PALETTE[n] ?? '#999', opacity: phase === 'forward' ? 1 : 0.55}})),
    })),
  };
}

export const PALETTE: Record<string, string> = {
  attention: '#e8710a', gemm: '#1a73e8', softmax: '#9334e6', elementwise: '#12b5cb', reduction: '#f9ab00',
  memcpy: '#d93025', memset: '#a50e0e', communication: '#188038', other: '#80868b',
};
