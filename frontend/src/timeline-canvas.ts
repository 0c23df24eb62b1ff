// A small canvas renderer of timeline tracks (model/timeline-layout.ts): rows of boxes on one time
// axis, launch → GPU row arrows, the GPU's idle gaps hatched, and a memory curve beneath.
// Wheel (or the + / − buttons, or W / S) zooms around the pointer, a drag (or A / D) pans, a
// double click (or "whole call", or 0) shows everything. Only what the pixels can show is drawn.

import type {MemoryCurve as SchemaMemoryCurve} from './report-schema';
import {tooltipElement} from './charts';
import {h} from './dom';
import {fmtBytes, fmtUs, kernelBase} from './model/format';
import {TIMELINE_KEYS, boxAt, drawnOffset, layoutTracks, realOffset, timeTicks, viewForKey, visibleBoxes, type Track} from './model/timeline-layout';

const ROW_H = 18;
const AXIS_H = 22;
const LABEL_W = 132;
const MEMORY_H = 64;
const TRACK_TITLE_H = 18;

/** The part of a /memory answer's curve the canvas draws under a track (ts in trace µs). */
export type MemoryCurve = Pick<SchemaMemoryCurve, 'ts' | 'allocated' | 'device'>;

export interface TimelineCanvasOptions {
  tracks: Track[];
  memory?: (MemoryCurve | null)[]; // per track
  /** the range shown at first, in µs from the tracks' start (null: the whole call) */
  view?: [number, number] | null;
  /** told the range shown after each zoom, pan or reset (null: the whole call again) */
  onView?: (view: [number, number] | null) => void;
}

/** Where a tip of w × h goes for a pointer at (x, y) on a canvas of width × height: below
 * right of the pointer, moved left and up as far as it must to stay inside (at 0 when it is
 * larger than the canvas). */
export function tipPosition(x: number, y: number, w: number, h: number, width: number, height: number): [number, number] {
  const left = x + 12 + w <= width ? x + 12 : Math.max(0, Math.min(x - 12 - w, width - w));
  const top = y + 14 + h <= height ? y + 14 : Math.max(0, Math.min(y - 8 - h, height - h));
  return [left, top];
}

export class TimelineCanvas {
  readonly el: HTMLElement;
  private canvas: HTMLCanvasElement;
  private tip: HTMLElement;
  private layout;
  private t0 = 0;
  private t1 = 1;
  private width = 800;
  private rowTop: number[] = [];
  private memTop: number[] = [];
  private height = 0;
  private observer: ResizeObserver | null = null;
  private dragging: {x: number; t0: number; t1: number} | null = null;
  private pointerT: number | undefined = undefined; // the time under the pointer (the keys zoom around it)

  constructor(private opts: TimelineCanvasOptions) {
    this.layout = layoutTracks(opts.tracks);
    this.t1 = Math.max(this.layout.span, 1e-3);
    const v = opts.view;
    if (v && Number.isFinite(v[0]) && Number.isFinite(v[1]) && v[1] > v[0]) [this.t0, this.t1] = v;
    // (focusable: the keys zoom and pan once it is clicked or tabbed to)
    this.canvas = h('canvas', {class: 'timeline-canvas', 'data-testid': 'timeline-canvas', tabindex: '0',
      'aria-label': `timeline of the call: ${TIMELINE_KEYS}`});
    this.canvas.dataset.view = `${this.t0},${this.t1}`;
    this.tip = h('div', {class: 'timeline-tip', 'data-testid': 'timeline-tip'});
    this.tip.hidden = true;
    const zoom = (f: number) => () => this.zoomAt((this.t0 + this.t1) / 2, f);
    const toolbar = h('div', {class: 'toolbar small'},
      h('button', {class: 'small', 'data-testid': 'timeline-zoom-in', title: 'zoom in', onclick: zoom(0.5)}, '+'),
      h('button', {class: 'small', 'data-testid': 'timeline-zoom-out', title: 'zoom out', onclick: zoom(2)}, '−'),
      h('button', {class: 'small', 'data-testid': 'timeline-reset', onclick: () => this.reset()}, 'whole call'),
      h('span', {class: 'muted'}, `wheel: zoom · drag: pan · double click: whole call · ${TIMELINE_KEYS} · hover: details`));
    this.el = h('div', {class: 'timeline'}, toolbar, h('div', {class: 'timeline-box'}, this.canvas, this.tip));
    this.layoutRows();
    const l = this.layout;
    // what is drawn, for the page's own checks and tests: counts, not pixels
    this.canvas.dataset.cpuBoxes = String(l.boxes.filter((b) => !b.gpu).length);
    this.canvas.dataset.gpuBoxes = String(l.boxes.filter((b) => b.gpu).length);
    this.canvas.dataset.arrows = String(l.arrows.length);
    this.canvas.dataset.gaps = String(l.gaps.length);
    this.canvas.dataset.cuts = String(l.cuts.length);
    this.canvas.dataset.rows = String(l.rows.length);
    this.canvas.dataset.tracks = String(opts.tracks.length);
    this.bind();
  }

  /** Start drawing once the element is in the page (its width is known then). */
  attach(): void {
    this.observer = new ResizeObserver(() => this.draw());
    this.observer.observe(this.el);
    this.draw();
  }

  dispose(): void {
    this.observer?.disconnect();
  }

  private layoutRows(): void {
    let y = AXIS_H;
    let track = -1;
    this.rowTop = [];
    this.memTop = [];
    this.layout.rows.forEach((r, i) => {
      if (r.track !== track) {
        if (track >= 0) y = this.closeTrack(track, y);
        track = r.track;
        if (this.opts.tracks.length > 1) y += TRACK_TITLE_H;
      }
      this.rowTop[i] = y;
      y += ROW_H;
    });
    if (track >= 0) y = this.closeTrack(track, y);
    this.height = y + 4;
  }

  private closeTrack(track: number, y: number): number {
    if (this.opts.memory?.[track]) {
      this.memTop[track] = y + 4;
      return y + 4 + MEMORY_H;
    }
    return y + 6;
  }

  private reset(): void {
    this.t0 = 0;
    this.t1 = Math.max(this.layout.span, 1e-3);
    this.draw();
    this.viewChanged(true);
  }

  /** The range shown changed: said on the canvas (data-view, µs from the start) and told. */
  private viewChanged(whole = false): void {
    this.canvas.dataset.view = `${this.t0},${this.t1}`;
    this.opts.onView?.(whole ? null : [this.t0, this.t1]);
  }

  /** A drawn offset of the first track (the Timeline view's one call) as the real one. */
  realOffset(t: number): number {
    return realOffset(this.layout.cuts, 0, t);
  }

  private pxPerUs(): number {
    return (this.width - LABEL_W) / (this.t1 - this.t0);
  }

  private timeAt(px: number): number {
    return this.t0 + (px - LABEL_W) / this.pxPerUs();
  }

  private zoomAt(t: number, factor: number): void {
    const span = Math.max((this.t1 - this.t0) * factor, 1e-3);
    const full = Math.max(this.layout.span, 1e-3);
    const left = (t - this.t0) / (this.t1 - this.t0);
    this.t0 = Math.max(-full * 0.05, t - left * span);
    this.t1 = Math.min(full * 1.05, this.t0 + span);
    this.draw();
    this.viewChanged();
  }

  private bind(): void {
    const c = this.canvas;
    c.addEventListener('wheel', (ev) => {
      ev.preventDefault();
      const rect = c.getBoundingClientRect();
      this.zoomAt(this.timeAt(ev.clientX - rect.left), ev.deltaY > 0 ? 1.25 : 0.8);
    }, {passive: false});
    c.addEventListener('mousedown', (ev) => {
      this.dragging = {x: ev.clientX, t0: this.t0, t1: this.t1};
    });
    window.addEventListener('mouseup', () => {
      const moved = this.dragging && this.dragging.t0 !== this.t0;
      this.dragging = null;
      if (moved) this.viewChanged();
    });
    c.addEventListener('mousemove', (ev) => {
      const rect = c.getBoundingClientRect();
      if (this.dragging) {
        const dt = (ev.clientX - this.dragging.x) / this.pxPerUs();
        this.t0 = this.dragging.t0 - dt;
        this.t1 = this.dragging.t1 - dt;
        this.draw();
        return;
      }
      this.pointerT = ev.clientX - rect.left >= LABEL_W ? this.timeAt(ev.clientX - rect.left) : undefined;
      this.hover(ev.clientX - rect.left, ev.clientY - rect.top);
    });
    c.addEventListener('mouseleave', () => {
      this.tip.hidden = true;
      this.pointerT = undefined;
    });
    c.addEventListener('dblclick', () => this.reset());
    c.addEventListener('keydown', (ev) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const next = viewForKey(ev.key, this.t0, this.t1, Math.max(this.layout.span, 1e-3), this.pointerT);
      if (next === null) return;
      ev.preventDefault(); // (the arrows and Home would scroll the page)
      if (next === 'whole') {
        this.reset();
        return;
      }
      [this.t0, this.t1] = next;
      this.draw();
      this.viewChanged();
    });
  }

  /** The box under the pointer and its tooltip; -1 where there is none. */
  boxUnder(x: number, y: number): number {
    const row = this.rowTop.findIndex((top) => y >= top && y < top + ROW_H);
    if (row < 0 || x < LABEL_W) return -1;
    return boxAt(this.layout, row, this.timeAt(x), 2 / this.pxPerUs());
  }

  private hover(x: number, y: number): void {
    const i = this.boxUnder(x, y);
    if (i < 0) {
      this.tip.hidden = true;
      return;
    }
    const b = this.layout.boxes[i];
    const w = this.opts.tracks[b.track].window;
    const lines: [string, string][] = [];
    let title: string;
    if (b.gpu) {
      const e = w.gpu[b.index];
      title = e.name;
      lines.push(['kind', e.kind], ['duration', fmtUs(e.dur)], ['stream', `GPU ${e.device} stream ${e.stream}`]);
      const launch = w.cpu[e.launched_by];
      if (launch) {
        lines.push(['launched by', `${launch.name} (${fmtUs(e.ts - launch.ts)} before it ran)`]);
      }
      const cfg = e.config ?? {};
      const dims = (v: unknown) => (Array.isArray(v) ? v.join('×') : String(v));
      for (const [k, label] of [['grid', 'grid'], ['block', 'block'], ['registers_per_thread', 'registers/thread'],
        ['shared_memory', 'shared memory'], ['occupancy', 'occupancy (reported) %']] as const) {
        const v = cfg[k];
        if (v !== null && v !== undefined) lines.push([label, k === 'shared_memory' ? fmtBytes(Number(v)) : dims(v)]);
      }
      // a 0% the profiler did not estimate: the server's words, as the Kernels view says them
      if (cfg.occupancy_unmeasured) lines.push(['occupancy (reported) %', cfg.occupancy_unmeasured]);
    } else {
      const e = w.cpu[b.index];
      title = e.name;
      lines.push(['kind', e.kind], ['duration', fmtUs(e.dur)], ['phase', e.phase], ['thread', String(e.tid)]);
      if (e.input_dims) lines.push(['input dims', e.input_dims]);
      // the call itself: where in the user's code it was made, innermost frame first
      if (e.depth === 0 && e.phase === 'forward') {
        (w.stack ?? []).forEach((frame, i) => lines.push([i ? '' : 'called from', frame]));
      }
    }
    // (its real offset: a cut before it took b.shift away from where it is drawn)
    lines.push(['starts at', `${fmtUs(b.x0 + b.shift)} into the call`]);
    this.tip.replaceChildren(tooltipElement(title, lines));
    this.tip.hidden = false;
    // sized to its content (a long kernel name wraps inside the box's width), then placed
    // inside the canvas: left of the pointer near the right edge, above it near the bottom
    // (a tip taller than a short canvas starts at its top and shows whole below it)
    this.tip.style.maxWidth = `${Math.max(160, Math.min(560, this.width - 16))}px`;
    const [left, top] = tipPosition(x, y, this.tip.offsetWidth, this.tip.offsetHeight, this.width, this.height);
    this.tip.style.left = `${left}px`;
    this.tip.style.top = `${top}px`;
  }

  draw(): void {
    const width = Math.max(this.el.clientWidth || 800, 320);
    this.width = width;
    const dpr = window.devicePixelRatio || 1;
    const c = this.canvas;
    c.width = Math.round(width * dpr);
    c.height = Math.round(this.height * dpr);
    c.style.width = `${width}px`;
    c.style.height = `${this.height}px`;
    const g = c.getContext('2d');
    if (!g) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    const css = getComputedStyle(document.body);
    const fg = css.getPropertyValue('--fg').trim() || '#202124';
    const muted = css.getPropertyValue('--muted').trim() || '#5f6368';
    const border = css.getPropertyValue('--border').trim() || '#dadce0';
    const bg = css.getPropertyValue('--bg').trim() || '#fff';
    g.fillStyle = bg;
    g.fillRect(0, 0, width, this.height);
    g.font = '11px Roboto, Arial, sans-serif';
    g.textBaseline = 'middle';
    const k = this.pxPerUs();
    const X = (t: number) => LABEL_W + (t - this.t0) * k;
    const colors = {fg, muted, border};
    this.drawAxis(g, X, colors);
    this.drawLabels(g, colors);
    g.save();
    g.beginPath();
    g.rect(LABEL_W, 0, width - LABEL_W, this.height);
    g.clip();
    this.drawGapsAndCuts(g, X, colors);
    this.drawBoxes(g, X, k);
    this.drawArrows(g, X, colors);
    this.drawMemory(g, X, colors);
    g.restore();
  }

  /** The time axis: ticks, their labels and the axis's title. */
  private drawAxis(g: CanvasRenderingContext2D, X: (t: number) => number, colors: {fg: string; muted: string; border: string}): void {
    const {muted, border} = colors;
    const l = this.layout;
    const width = this.width;
    const {ticks, unit, label} = timeTicks(this.t0, this.t1);
    g.strokeStyle = border;
    g.fillStyle = muted;
    g.lineWidth = 1;
    for (const t of ticks) {
      const x = Math.round(X(t)) + 0.5;
      g.beginPath();
      g.moveTo(x, AXIS_H - 4);
      g.lineTo(x, this.height);
      g.globalAlpha = 0.35;
      g.stroke();
      g.globalAlpha = 1;
      // (right of its tick; left of it where it would pass the canvas's right edge)
      // (one track: its real offsets, a queued stretch's time added back after the cut)
      const text = label(this.opts.tracks.length === 1 ? realOffset(l.cuts, 0, t) : t);
      const w = g.measureText(text).width;
      g.fillText(text, x + 2 + w > width - 2 ? x - 2 - w : x + 2, 9);
    }
    g.fillText(`time into the call (${unit})`, 4, 9);
  }

  /** The tracks' titles (where there are several) and the rows' labels. */
  private drawLabels(g: CanvasRenderingContext2D, colors: {fg: string; muted: string; border: string}): void {
    const {fg, muted} = colors;
    const l = this.layout;
    let track = -1;
    l.rows.forEach((r, i) => {
      if (r.track !== track && this.opts.tracks.length > 1) {
        g.fillStyle = fg;
        g.fillText(this.opts.tracks[r.track].title, 4, this.rowTop[i] - TRACK_TITLE_H / 2);
      }
      track = r.track;
      if (r.label) {
        g.fillStyle = muted;
        g.fillText(r.label, 4, this.rowTop[i] + ROW_H / 2);
      }
    });
  }

  /** The GPU's idle gaps, hatched behind its rows, and the queued or idle stretches drawn cut short. */
  private drawGapsAndCuts(g: CanvasRenderingContext2D, X: (t: number) => number, colors: {fg: string; muted: string; border: string}): void {
    const {muted} = colors;
    const l = this.layout;
    const width = this.width;
    for (const gap of l.gaps) {
      const x0 = X(gap.x0);
      const x1 = X(gap.x1);
      if (x1 < LABEL_W || x0 > width) continue;
      const top = this.rowTop[gap.rowFrom];
      const bottom = this.rowTop[gap.rowTo] + ROW_H;
      g.fillStyle = 'rgba(217,48,37,0.12)';
      g.fillRect(x0, top, Math.max(x1 - x0, 1), bottom - top);
    }
    // a queued or idle stretch, drawn cut short: a band over its track's rows, its length said
    for (const cut of l.cuts) {
      const rowsOf = l.rows.map((r, i) => (r.track === cut.track ? i : -1)).filter((i) => i >= 0);
      if (!rowsOf.length) continue;
      const x0 = X(cut.x0);
      const x1 = X(cut.x1);
      if (x1 < LABEL_W || x0 > width) continue;
      const top = this.rowTop[rowsOf[0]];
      const bottom = this.rowTop[rowsOf[rowsOf.length - 1]] + ROW_H;
      g.fillStyle = 'rgba(128,134,139,0.18)';
      g.fillRect(x0, top, Math.max(x1 - x0, 2), bottom - top);
      g.fillStyle = muted;
      g.font = '11px Roboto, sans-serif';
      g.textBaseline = 'middle';
      g.fillText(`⋯ ${fmtUs(cut.us)} ${cut.kind === 'queued' ? 'queued' : 'nothing runs'} ⋯`, Math.max(x0, LABEL_W) + 3, top + (bottom - top) / 2);
    }
  }

  /** The events' boxes, downsampled per row, named where wide enough. */
  private drawBoxes(g: CanvasRenderingContext2D, X: (t: number) => number, k: number): void {
    const l = this.layout;
    for (let row = 0; row < l.rows.length; row++) {
      const y = this.rowTop[row];
      for (const i of visibleBoxes(l, row, this.t0, this.t1, k)) {
        const b = l.boxes[i];
        const x0 = X(b.x0);
        const w = Math.max((b.x1 - b.x0) * k, 1);
        g.fillStyle = b.color;
        g.fillRect(x0, y + 1, w, ROW_H - 3);
        if (w > 30) {
          const box = this.opts.tracks[b.track].window;
          const name = b.gpu ? box.gpu[b.index].name : box.cpu[b.index].name;
          g.fillStyle = '#fff';
          g.save();
          g.beginPath();
          g.rect(x0, y, w, ROW_H);
          g.clip();
          g.fillText(kernelBase(name), Math.max(x0, LABEL_W) + 3, y + ROW_H / 2);
          g.restore();
        }
      }
    }
  }

  /** Arrows from each launch to its kernel's row. */
  private drawArrows(g: CanvasRenderingContext2D, X: (t: number) => number, colors: {fg: string; muted: string; border: string}): void {
    const {fg} = colors;
    const l = this.layout;
    const width = this.width;
    g.strokeStyle = fg;
    g.fillStyle = fg;
    g.globalAlpha = l.arrows.length > 400 ? 0.25 : 0.55;
    for (const [from, to] of l.arrows) {
      const a = l.boxes[from];
      const b = l.boxes[to];
      const xa = X(a.x0);
      const xb = X(b.x0);
      if ((xa < LABEL_W && xb < LABEL_W) || (xa > width && xb > width)) continue;
      const ya = this.rowTop[a.row] + ROW_H - 2;
      const yb = this.rowTop[b.row] + 1;
      g.beginPath();
      g.moveTo(xa, ya);
      g.lineTo(xb, yb);
      g.stroke();
      g.beginPath();
      g.moveTo(xb, yb);
      g.lineTo(xb - 3, yb - 5);
      g.lineTo(xb + 3, yb - 5);
      g.closePath();
      g.fill();
    }
    g.globalAlpha = 1;
  }

  /** Each track's memory curve under it, with its device and range (drawn outside the clip of the boxes, which it then sets again). */
  private drawMemory(g: CanvasRenderingContext2D, X: (t: number) => number, colors: {fg: string; muted: string; border: string}): void {
    const {muted} = colors;
    const l = this.layout;
    const width = this.width;
    this.opts.memory?.forEach((m, ti) => {
      if (!m || !m.ts.length) return;
      const top = this.memTop[ti];
      const origin = this.opts.tracks[ti].window.start ?? 0;
      const lo = Math.min(...m.allocated);
      const hi = Math.max(...m.allocated);
      const Y = (v: number) => top + MEMORY_H - 8 - ((v - lo) / Math.max(hi - lo, 1)) * (MEMORY_H - 16);
      g.strokeStyle = '#e8710a';
      g.beginPath();
      m.ts.forEach((t, i) => {
        const x = X(drawnOffset(l.cuts, ti, t - origin));
        const y = Y(m.allocated[i]);
        if (i === 0) g.moveTo(x, y);
        else {
          g.lineTo(x, Y(m.allocated[i - 1]));
          g.lineTo(x, y);
        }
      });
      g.stroke();
      g.restore();
      g.save();
      g.fillStyle = muted;
      g.fillText(`${m.device} memory`, 4, top + 10);
      g.fillText(`${fmtBytes(lo)} – ${fmtBytes(hi)}`, 4, top + 26);
      g.beginPath();
      g.rect(LABEL_W, 0, width - LABEL_W, this.height);
      g.clip();
    });
  }
}
