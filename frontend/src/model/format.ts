// Number formatting for tables and cards. Pure functions (unit-tested).

export function fmtUs(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (Math.abs(v) >= 1e6) return `${(v / 1e6).toFixed(2)} s`;
  if (Math.abs(v) >= 1e3) return `${(v / 1e3).toFixed(2)} ms`;
  return `${v.toFixed(digits)} µs`;
}

export function fmtPct(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  return `${(100 * v).toFixed(digits)}%`;
}

export function fmtBytes(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  const sign = v < 0 ? '-' : '';
  let x = Math.abs(v);
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let i = 0;
  while (x >= 1024 && i < units.length - 1) {
    x /= 1024;
    i++;
  }
  return i === 0 ? `${sign}${x} B` : `${sign}${x.toFixed(1)} ${units[i]}`;
}

export function fmtNum(v: number | null | undefined, digits = 2): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return v.toLocaleString('en-US', {maximumFractionDigits: digits});
}

/** An axis tick: three significant digits at most ("5.33", "1,940", "0.0123"), never the
 * float's every digit (a log axis's ends are its data's extremes). */
export function fmtTick(v: number): string {
  if (!Number.isFinite(v)) return '';
  if (v === 0) return '0';
  return Number(v.toPrecision(3)).toLocaleString('en-US', {maximumFractionDigits: 20});
}

/** Long C++ kernel names: keep the head, which says what the kernel is. */
export function shortName(name: string, limit = 90): string {
  return name.length <= limit ? name : name.slice(0, limit - 1) + '…';
}

/** A kernel name without its argument list and with template arguments collapsed:
 * `void at::native::elementwise_kernel<128, 2, …>(int, …)` -> `at::native::elementwise_kernel<…>`. */
export function kernelBase(name: string): string {
  let s = name.replace(/^void\s+/, '');
  const open = argumentListStart(s);
  if (open > 0) s = s.slice(0, open);
  let depth = 0;
  let out = '';
  for (const ch of s) {
    if (ch === '<') {
      if (depth === 0) out += '<…';
      depth += 1;
    } else if (ch === '>' && depth > 0) {
      depth -= 1;
      if (depth === 0) out += '>';
    } else if (depth === 0) {
      out += ch;
    }
  }
  return out.trim() || name;
}

/** Where the argument list starts: the "(" matching the ")" that ends the name (-1: it does
 * not end in one). Earlier groups, as in `(anonymous namespace)::`, belong to the name. */
function argumentListStart(s: string): number {
  if (!s.endsWith(')')) return -1;
  let depth = 0;
  for (let i = s.length - 1; i >= 0; i--) {
    if (s[i] === ')') depth += 1;
    else if (s[i] === '(' && --depth === 0) return i;
  }
  return -1;
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]{2,}/g;

// What an ATen kernel template runs, in the order that names it best: the op's CUDA kernel
// function (a lambda's home: direct_copy_kernel_cuda), an op's kernel impl, the innermost
// functor (BinaryFunctor<…, MulFunctor<float>>: MulFunctor), a reduction's ops (MeanOps).
const FUNCTOR_RULES: RegExp[] = [/\b(\w+_kernel_cuda)\b/, /\b(\w+_kernel_impl)\b/, /\b(\w*Functor\w*)\b/g, /\b(\w+Ops)\b/];

/** The functor or op a templated kernel runs, from its template arguments (null: none). */
export function functorOf(name: string): string | null {
  const s = name.replace(/^void\s+/, '');
  const open = s.indexOf('<');
  if (open < 0) return null;
  const end = argumentListStart(s);
  const template = s.slice(open, end > open ? end : s.length);
  for (const rule of FUNCTOR_RULES) {
    if (rule.global) {
      const all = [...template.matchAll(rule)].map((m) => m[1]).filter((x) => !/^(Binary|Unary)Functor$/.test(x));
      if (all.length) return all[all.length - 1];
    } else {
      const m = template.match(rule);
      if (m) return m[1];
    }
  }
  return null;
}

/** A kernel's short form: its own name without namespaces, template arguments folded, and
 * the functor it runs: `elementwise_kernel<…> · MulFunctor`. The full name stays on hover. */
export function kernelShort(name: string): string {
  const base = kernelBase(name);
  // (the last component outside template brackets: at::native::(anonymous namespace)::Cat<…> -> Cat<…>)
  const cut = base.lastIndexOf('::', base.indexOf('<') < 0 ? base.length : base.indexOf('<'));
  const own = cut >= 0 ? base.slice(cut + 2) : base;
  const functor = own.includes('<') ? functorOf(name) : null;
  return functor ? `${own} · ${functor}` : own;
}

/** Short labels for kernel names that still tell them apart: the short form (kernelShort),
 * and where two names shorten alike, the first identifier of the full name that the others
 * lack, else a number. Keyed by the full name. */
export function kernelLabels(names: string[], limit = 60): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const base = kernelShort(name);
    const group = groups.get(base);
    if (group) group.push(name);
    else groups.set(base, [name]);
  }
  const labels = new Map<string, string>();
  for (const [base, members] of groups) {
    if (members.length === 1) {
      labels.set(members[0], shortName(base, limit));
      continue;
    }
    const tokens = members.map((m) => new Set(m.match(IDENTIFIER) ?? []));
    members.forEach((name, i) => {
      const own = [...(name.match(IDENTIFIER) ?? [])].find((t) => tokens.every((other, j) => j === i || !other.has(t)));
      const tail = own ?? `#${i + 1}`;
      labels.set(name, `${shortName(base, Math.max(10, limit - tail.length - 3))} · ${tail}`);
    });
  }
  return labels;
}

/** One time unit for a chart, chosen by its largest value (µs in, µs/ms/s out): the axis, its
 * labels and the tooltips then agree (no axis in µs up to 400,000 beside tooltips in ms). */
export function timeScale(maxUs: number): {unit: string; div: number; digits: number; axis: (v: number) => string;
  text: (v: number) => string; figure: (v: number) => string; exact: (v: number) => string} {
  // (the thresholds of fmtUs, so that a chart and a card say the same)
  const [unit, div] = maxUs >= 1e6 ? ['s', 1e6] : maxUs >= 1e3 ? ['ms', 1e3] : ['µs', 1];
  // a table's decimals in this unit: 0.1 µs either way (µs 1, ms 4 would be 0.1 ns: 3)
  const digits = div === 1 ? 1 : 3;
  // a table's figure in this unit, the unit said by its header: the table's decimals
  const figure = (v: number) => (v / (div as number)).toLocaleString('en-US',
    {minimumFractionDigits: digits, maximumFractionDigits: digits});
  return {
    unit,
    div: div as number,
    digits,
    axis: (v: number) => (v / div).toLocaleString('en-US', {maximumFractionDigits: 2}),
    text: (v: number) => `${(v / div).toLocaleString('en-US', {minimumFractionDigits: div === 1 ? 1 : 2, maximumFractionDigits: div === 1 ? 1 : 2})} ${unit}`,
    figure,
    // prose beside a table's figures: the table's decimals (0.055 ms, not 0.06 ms)
    exact: (v: number) => `${figure(v)} ${unit}`,
  };
}

/** A span as the reader knows it: tensorboard_trace_handler names a span by its time in ms
 * (13 digits) or ns (19): a time of day, not a 19-digit id. */
export function spanText(span: string): string {
  if (!/^\d{13,19}$/.test(span)) return span;
  const ms = span.length >= 19 ? Number(span.slice(0, 13)) : Number(span);
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString().replace('T', ' ').slice(0, 19) : span;
}

export function traceLabel(t: {run: string; worker: string; span: string}): string {
  return [t.run, t.worker, spanText(t.span)].filter((x) => x).join(' / ');
}

/** The labels that tell traces shown together apart: the fewest of run, worker and span
 * (in that order of preference) that give each trace a label of its own. The demo's variants
 * read "naive", not "naive / demo / 2026-…" (their spans differ too, by a second: the run
 * alone tells them apart); ranks of one step read by worker, steps of one worker by span. A
 * trace alone, or traces no part tells apart, keep every part. */
export function distinctTraceLabels(ts: {run: string; worker: string; span: string}[]): string[] {
  const parts = ts.map((t) => [t.run, t.worker, spanText(t.span)]);
  const whole = (p: string[]) => p.filter((x) => x).join(' / ');
  if (ts.length < 2) return parts.map(whole);
  for (const keep of [[0], [1], [2], [0, 1], [0, 2], [1, 2]]) {
    const labels = parts.map((p) => keep.map((k) => p[k]).filter((x) => x).join(' / '));
    if (labels.every((x) => x) && new Set(labels).size === labels.length) return labels;
  }
  return parts.map(whole);
}

/** Short labels of the compared traces: distinctTraceLabels of the listing's traces where all are
 * listed; else each listed trace's whole label, and the label the compare gives the others. */
export function compareLabels(ctx: {traces: {id: string; run: string; worker: string; span: string}[]},
  c: {traces: {id?: string; label: string}[]}, max = 48): (i: number) => string {
  const listed = c.traces.map((t) => ctx.traces.find((x) => x.id === t.id));
  const distinct = listed.every((t) => t) ? distinctTraceLabels(listed.map((t) => t!)) : null;
  return (i: number) => shortName(distinct ? distinct[i] : listed[i] ? traceLabel(listed[i]!) : c.traces[i].label, max);
}

/** An axis interval of a round binary size giving about five ticks up to max bytes. */
export function binaryTick(max: number): number | undefined {
  if (!(max > 0)) return undefined;
  let step = 1;
  while (max / step > 6) step *= 2;
  return step;
}

/** A noun for a count: the singular for exactly one, else the plural ('1 call', '0 calls',
 * '1.5 kernels'); many where the plural is not one + 's'. */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** The verb that agrees with a count: verb(1, 'differs', 'differ') -> 'differs'. */
export function verb(n: number, singular: string, plural: string): string {
  return n === 1 ? singular : plural;
}

/** A count and its noun: '1 call', '12 calls' (the count as text, with thousands separators). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${noun(n, one, many)}`;
}
