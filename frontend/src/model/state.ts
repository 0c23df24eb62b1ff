// What the tab shows, as URL data: TensorBoard keeps plugin state in its own URL hash as
// p.<plugin>.<key>=value, so a copied TensorBoard link reopens the same view.

export const VIEWS = ['overview', 'scopes', 'timeline', 'kernels', 'memory', 'sdpa', 'compare', 'trends'] as const;
export type View = (typeof VIEWS)[number];

export interface AppState {
  run: string;
  worker: string;
  span: string;
  view: View;
  scope: string; // scope id, '' for all attention
  kfilter: string; // kernels view: only rows whose name, backend or category holds this ('' for all)
  cmp: string; // compare view: the trace ids compared, comma-separated ('' for the default choice)
  base: string; // compare view: the baseline's trace id
  sort: string; // the view's main table: 'column' or 'column:desc'
  q: string; // the view's main table: its filter text
  zoom: string; // memory view: 'start,end' in ms from the first memory event; timeline: in µs from the call's start, as drawn
  alloc: string; // memory view: 'all' lists allocations outside attention too
  label: string; // label regex override, '' for the server's
  module: string; // module regex override, '' for the server's
  device: string; // memory view device
  call: string; // timeline view: the call shown (a number, median, slowest or fastest; '' for the median)
  cols: string; // the view's main table: the secondary columns shown beside its key ones, comma-separated keys
}

export const EMPTY_STATE: AppState = {
  run: '', worker: '', span: '', view: 'overview', scope: '', kfilter: '', cmp: '', base: '', sort: '', q: '', zoom: '', alloc: '', label: '', module: '', device: '', call: '', cols: '',
};

const KEYS = Object.keys(EMPTY_STATE) as (keyof AppState)[];

export function stateFromData(data: Record<string, string>): AppState {
  const s: AppState = {...EMPTY_STATE};
  for (const k of KEYS) {
    const v = data[k];
    if (typeof v === 'string') (s as Record<keyof AppState, string>)[k] = v;
  }
  if (!(VIEWS as readonly string[]).includes(s.view)) s.view = 'overview';
  if (!/^\d{0,9}$/.test(s.scope)) s.scope = '';
  if (!/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(s.zoom)) s.zoom = '';
  if (s.alloc !== 'all') s.alloc = '';
  if (!/^(\d{1,9}|median|slowest|fastest)$/.test(s.call)) s.call = '';
  if (!/^[\w,]{0,400}$/.test(s.cols)) s.cols = '';
  return s;
}

export function stateToData(s: AppState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of KEYS) {
    if (s[k] !== EMPTY_STATE[k]) out[k] = s[k];
  }
  return out;
}

/** Merge plugin data into a TensorBoard hash ("attention&p.attention.run=a&other=1"). */
export function mergeHash(hash: string, plugin: string, data: Record<string, string>): string {
  const prefix = `p.${plugin}.`;
  const parts = hash.replace(/^#/, '').split('&').filter((p) => p && !p.startsWith(prefix));
  for (const [k, v] of Object.entries(data)) {
    parts.push(`${prefix}${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  }
  return parts.join('&');
}

/** The plugin's own keys out of a hash. */
export function parseHash(hash: string, plugin: string): Record<string, string> {
  const prefix = `p.${plugin}.`;
  const out: Record<string, string> = {};
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (!part.startsWith(prefix)) continue;
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      out[decodeURIComponent(part.slice(prefix.length, eq))] = decodeURIComponent(part.slice(eq + 1));
    } catch {
      // a malformed escape: ignore that key
    }
  }
  return out;
}
