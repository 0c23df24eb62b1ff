// The Timeline view's layout, apart from drawing (so it is tested without a canvas): one or
// more call windows (/timeline answers) as tracks on one time axis, each aligned at its own
// start; per track a row per CPU nesting depth of each thread, then a row per GPU stream;
// boxes, launch → GPU row arrows and the GPU's idle gaps, in µs from each track's start.
// A window's queued stretch (the report's: its GPU work starts long after its CPU work, as a
// graph replay's does), or else its idle stretch (the report's: none of its events runs for
// half the window or more, as between a training call's forward and backward), is drawn cut
// short: the times after it are moved back by the time cut (Cut.us less its drawn width), said
// by a marker and added back where a time is told.

import type {TimelineCpuEvent, TimelineGpuEvent, TimelineWindow} from '../report-schema';

export interface Track {
  title: string;
  window: TimelineWindow;
}

export interface Row {
  label: string;
  track: number;
  gpu: boolean;
}

export interface Box {
  x0: number; // µs from the track's start, as drawn (after a cut: moved back by its shift)
  x1: number;
  row: number;
  track: number;
  gpu: boolean;
  index: number; // into the window's cpu or gpu list
  color: string;
  shift: number; // µs the cut before it took away (0 without one): x0 + shift is its real offset
}

/** A track's queued stretch as drawn: from x0 to x1 (its drawn width), us long; the times
 * after it are drawn shift µs earlier than they ran. */
export interface Cut {
  track: number;
  kind: 'queued' | 'idle';
  x0: number;
  x1: number;
  us: number;
  shift: number;
}

/** A track's drawn offset (µs from its start, as drawn) as the offset it really has. */
export function realOffset(cuts: Cut[], track: number, t: number): number {
  const c = cuts.find((x) => x.track === track);
  if (!c || t <= c.x0) return t;
  if (t >= c.x1) return t + c.shift;
  return c.x0 + ((t - c.x0) * c.us) / (c.x1 - c.x0);
}

/** A track's real offset (µs from its start) as drawn: realOffset's inverse. */
export function drawnOffset(cuts: Cut[], track: number, t: number): number {
  const c = cuts.find((x) => x.track === track);
  if (!c || t <= c.x0) return t;
  if (t >= c.x0 + c.us) return t - c.shift;
  return c.x0 + ((t - c.x0) * (c.x1 - c.x0)) / c.us;
}

export interface Gap {
  x0: number;
  x1: number;
  rowFrom: number; // the track's GPU rows, inclusive
  rowTo: number;
}

export interface Layout {
  rows: Row[];
  boxes: Box[];
  arrows: [number, number][]; // (launch box, GPU box) as indices into boxes
  gaps: Gap[];
  cuts: Cut[];
  span: number; // µs: the longest track, as drawn
  byRow: number[][]; // per row, its boxes by start
}

const KERNEL_COLORS: [RegExp, string][] = [
  [/flash|fmha|attention|attn|sdpa|paged|unified_attention/i, '#e8710a'],
  [/gemm|xmma|cutlass|matmul|cublas|hipblas|\bmm\b|wmma|mfma/i, '#1a73e8'],
  [/softmax/i, '#188038'],
  [/elementwise|copy|transpose|cat|index|reduce/i, '#80868b'],
];
const CPU_COLORS: Record<TimelineCpuEvent['kind'], string> = {label: '#f29900', module: '#9334e6', op: '#4285f4', launch: '#9aa0a6'};

export function gpuColor(e: TimelineGpuEvent): string {
  if (e.kind === 'memcpy') return '#d93025';
  if (e.kind === 'memset') return '#a142f4';
  for (const [re, c] of KERNEL_COLORS) if (re.test(e.name)) return c;
  return '#12b5cb';
}

export function cpuColor(e: TimelineCpuEvent): string {
  return CPU_COLORS[e.kind];
}

/** Lays the tracks out: rows top to bottom, track after track. */
export function layoutTracks(tracks: Track[]): Layout {
  const rows: Row[] = [];
  const boxes: Box[] = [];
  const arrows: [number, number][] = [];
  const gaps: Gap[] = [];
  const cuts: Cut[] = [];
  let span = 0;
  tracks.forEach((track, ti) => {
    const w = track.window;
    const origin = w.start ?? 0;
    // the queued stretch drawn as a tenth of the rest of the window (at least 1 µs)
    const q = w.queued ?? w.idle ?? null;
    const rest = q ? (w.end ?? origin) - origin - q.us : 0;
    const drawn = q ? Math.max(rest * 0.1, 1) : 0;
    const shift = q ? Math.max(q.us - drawn, 0) : 0;
    const at = (t: number) => (q && t >= q.end ? shift : 0);
    const x = (t: number) => t - origin - at(t);
    if (q) cuts.push({track: ti, kind: w.queued ? 'queued' : 'idle', x0: q.start - origin, x1: q.start - origin + drawn, us: q.us, shift});
    span = Math.max(span, (w.end ?? origin) - origin - shift);
    // CPU: per thread (first seen first), a row per depth
    const threads: string[] = [];
    const depthOf = new Map<string, number>();
    for (const e of w.cpu) {
      const k = `${e.pid}/${e.tid}`;
      if (!depthOf.has(k)) threads.push(k);
      depthOf.set(k, Math.max(depthOf.get(k) ?? 0, e.depth + 1));
    }
    const firstRow = new Map<string, number>();
    for (const k of threads) {
      firstRow.set(k, rows.length);
      for (let d = 0; d < (depthOf.get(k) ?? 0); d++) {
        rows.push({label: d === 0 ? `CPU ${k.split('/')[1]}` : '', track: ti, gpu: false});
      }
    }
    const cpuBox: number[] = [];
    for (let i = 0; i < w.cpu.length; i++) {
      const e = w.cpu[i];
      cpuBox.push(boxes.length);
      boxes.push({x0: x(e.ts), x1: x(e.ts) + e.dur, row: (firstRow.get(`${e.pid}/${e.tid}`) ?? 0) + e.depth,
        track: ti, gpu: false, index: i, color: cpuColor(e), shift: at(e.ts)});
    }
    // GPU: a row per (device, stream), in order
    const streams = [...new Set(w.gpu.map((e) => `${e.device}/${e.stream}`))].sort((a, b) => {
      const [da, sa] = a.split('/').map(Number);
      const [db, sb] = b.split('/').map(Number);
      return da - db || sa - sb;
    });
    const gpuFirst = rows.length;
    const streamRow = new Map<string, number>();
    for (const k of streams) {
      streamRow.set(k, rows.length);
      const [dev, stream] = k.split('/');
      rows.push({label: `GPU ${dev} stream ${stream}`, track: ti, gpu: true});
    }
    for (let i = 0; i < w.gpu.length; i++) {
      const e = w.gpu[i];
      const b = boxes.length;
      boxes.push({x0: x(e.ts), x1: x(e.ts) + e.dur, row: streamRow.get(`${e.device}/${e.stream}`) ?? gpuFirst,
        track: ti, gpu: true, index: i, color: gpuColor(e), shift: at(e.ts)});
      if (e.launched_by >= 0 && e.launched_by < cpuBox.length) arrows.push([cpuBox[e.launched_by], b]);
    }
    if (streams.length) {
      for (const p of w.projection) {
        for (const [s, e] of p.gaps) gaps.push({x0: x(s), x1: x(s) + (e - s), rowFrom: gpuFirst, rowTo: rows.length - 1});
      }
    }
  });
  const byRow: number[][] = rows.map(() => []);
  boxes.forEach((b, i) => byRow[b.row].push(i));
  for (const list of byRow) list.sort((a, b) => boxes[a].x0 - boxes[b].x0);
  return {rows, boxes, arrows, gaps, cuts, span, byRow};
}

/** The box of a row under time x (µs from the track's start), or -1: the last box that starts
 * at or before x and ends at or after it. */
export function boxAt(layout: Layout, row: number, x: number, slack = 0): number {
  const list = layout.byRow[row];
  if (!list) return -1;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (layout.boxes[list[mid]].x0 <= x + slack) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && i >= lo - 64; i--) {
    const b = layout.boxes[list[i]];
    if (b.x1 + slack >= x) return list[i];
  }
  return -1;
}

/** Which boxes of a row to draw at a scale: a box narrower than a pixel that falls in the
 * pixel column of the one drawn before it is left out (the pixels cannot show it). */
export function visibleBoxes(layout: Layout, row: number, t0: number, t1: number, pxPerUs: number): number[] {
  const out: number[] = [];
  let lastPx = -Infinity;
  for (const i of layout.byRow[row] ?? []) {
    const b = layout.boxes[i];
    if (b.x1 < t0 || b.x0 > t1) continue;
    const px = Math.floor((b.x0 - t0) * pxPerUs);
    const wide = (b.x1 - b.x0) * pxPerUs >= 1;
    if (!wide && px <= lastPx) continue;
    out.push(i);
    lastPx = Math.floor((b.x1 - t0) * pxPerUs);
  }
  return out;
}

/** Axis ticks for [t0, t1] µs: a round step giving about `count` ticks, and the unit the
 * view writes every time in (µs below 2 ms of span, else ms). */
export function timeTicks(t0: number, t1: number, count = 8): {ticks: number[]; unit: 'µs' | 'ms'; label: (t: number) => string} {
  const span = Math.max(t1 - t0, 1e-3);
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let t = Math.ceil(t0 / step) * step; t <= t1 + 1e-9; t += step) ticks.push(Number(t.toFixed(6)));
  const unit = span < 2000 ? 'µs' : 'ms';
  const digits = (s: number) => Math.max(0, -Math.floor(Math.log10(s)));
  const label = unit === 'µs'
    ? (t: number) => t.toFixed(Math.min(3, digits(step)))
    : (t: number) => (t / 1000).toFixed(Math.min(3, digits(step / 1000)));
  return {ticks, unit, label};
}

/** The keys the Timeline answers, as Perfetto's: W / S zoom in / out around `at` (the pointer's
 * time, else the middle), A / D pan a fifth of the range left / right (the arrow keys too), 0 or
 * Home the whole call. */
export const TIMELINE_KEYS = 'W/S: zoom · A/D: pan · 0: whole call';

/** The range [t0, t1] (µs from the tracks' start) a key gives, within [-5%, 105%] of the whole
 * span `full` as the wheel's; 'whole' for the whole call; null for a key the Timeline leaves. */
export function viewForKey(key: string, t0: number, t1: number, full: number, at?: number): [number, number] | 'whole' | null {
  const span = Math.max(t1 - t0, 1e-3);
  const lo = -full * 0.05;
  const hi = full * 1.05;
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (k === '0' || k === 'Home') return 'whole';
  if (k === 'w' || k === 's' || k === '+' || k === '=' || k === '-') {
    const factor = k === 'w' || k === '+' || k === '=' ? 0.8 : 1.25;
    const mid = at !== undefined && at >= t0 && at <= t1 ? at : (t0 + t1) / 2;
    const next = Math.min(Math.max(span * factor, 1e-3), hi - lo);
    const left = Math.max(lo, mid - ((mid - t0) / span) * next);
    return [left, Math.min(hi, left + next)];
  }
  if (k === 'a' || k === 'd' || k === 'ArrowLeft' || k === 'ArrowRight') {
    const step = (k === 'a' || k === 'ArrowLeft' ? -1 : 1) * span * 0.2;
    const left = Math.min(Math.max(t0 + step, lo), Math.max(lo, hi - span));
    return [left, left + span];
  }
  return null;
}
