// What a trend chart draws of many workers and many steps: never every worker as a line of
// its own past a few (a legend of 1,024 entries, and a canvas that takes seconds), never
// more points a line than the chart has pixels for. Terms:
// - a series: [x, y] points in x order (y null where the step has no value);
// - the band: per x, the median, lowest and highest y across the workers;
// - downsampling: the points cut into buckets by index, each keeping its lowest and its
//   highest point (in x order), and the first and last point always: a spike survives.
// Only what is drawn is cut; the head, tables and ranks use every point. Pure (unit-tested).

export type XY = [number, number | null];

/** Workers drawn one line each, at most; past it the band and the named workers. */
export const MAX_WORKER_SERIES = 8;
/** Points drawn a line, at most. */
export const MAX_CHART_POINTS = 600;

export function downsample(data: XY[], max = MAX_CHART_POINTS): XY[] {
  if (data.length <= max || max < 4) return data;
  const buckets = Math.floor((max - 2) / 2);
  const inner = data.slice(1, -1);
  const out: XY[] = [data[0]];
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * inner.length) / buckets);
    const to = Math.floor(((b + 1) * inner.length) / buckets);
    let lo = -1;
    let hi = -1;
    for (let i = from; i < to; i++) {
      const y = inner[i][1];
      if (y === null) continue;
      if (lo < 0 || y < (inner[lo][1] as number)) lo = i;
      if (hi < 0 || y > (inner[hi][1] as number)) hi = i;
    }
    if (lo < 0) continue;
    for (const i of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]) out.push(inner[i]);
  }
  out.push(data[data.length - 1]);
  return out;
}

function median(sorted: number[]): number {
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
}

/** Per x across the series: the median, lowest and highest y (xs where no series has one
 * are left out). */
export function band(series: XY[][]): {median: XY[]; low: XY[]; high: XY[]} {
  const byX = new Map<number, number[]>();
  for (const s of series) {
    for (const [x, y] of s) {
      if (y === null) continue;
      const ys = byX.get(x);
      if (ys) ys.push(y);
      else byX.set(x, [y]);
    }
  }
  const xs = [...byX.keys()].sort((a, b) => a - b);
  const out = {median: [] as XY[], low: [] as XY[], high: [] as XY[]};
  for (const x of xs) {
    const ys = byX.get(x)!.sort((a, b) => a - b);
    out.median.push([x, median(ys)]);
    out.low.push([x, ys[0]]);
    out.high.push([x, ys[ys.length - 1]]);
  }
  return out;
}

export type Drawn = {name: string; data: XY[]; role: 'worker' | 'median' | 'low' | 'high'};

/** The lines of one measure: each worker's when there are at most maxSeries, else the band
 * over all of them and the named workers (the stragglers, at most maxSeries) on top; each
 * line downsampled. */
export function workerLines(workers: {name: string; data: XY[]}[], named: string[] = [],
  maxSeries = MAX_WORKER_SERIES, maxPoints = MAX_CHART_POINTS): Drawn[] {
  if (workers.length <= maxSeries) {
    return workers.map((w) => ({name: w.name, data: downsample(w.data, maxPoints), role: 'worker'}));
  }
  const b = band(workers.map((w) => w.data));
  const n = workers.length;
  const wanted = new Set(named.slice(0, maxSeries));
  return [
    {name: `median of ${n} workers`, data: downsample(b.median, maxPoints), role: 'median'},
    {name: `lowest of ${n}`, data: downsample(b.low, maxPoints), role: 'low'},
    {name: `highest of ${n}`, data: downsample(b.high, maxPoints), role: 'high'},
    ...workers.filter((w) => wanted.has(w.name)).map((w): Drawn => ({name: w.name, data: downsample(w.data, maxPoints), role: 'worker'})),
  ];
}
