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

// Per-view state: each view keeps its own main table's sort, filter text and columns and its
// window (zoom). The URL holds the view in front's; the others' are kept for the session in a
// record per view, so that a view opened again shows its table as the user left it.
export const PER_VIEW_KEYS = ['sort', 'q', 'zoom', 'cols'] as const;
export type PerViewKey = (typeof PER_VIEW_KEYS)[number];
export type ViewRecord = Pick<AppState, PerViewKey>;
/** The records of the views not in front (the one in front's is in the state itself). */
export type ViewRecords = Partial<Record<View, ViewRecord>>;

/** The per-view keys of a state: the record of the view in front. */
export function viewRecord(s: AppState): ViewRecord {
  return {sort: s.sort, q: s.q, zoom: s.zoom, cols: s.cols};
}

/** The view in front (s.view) left for another: its record kept, the other's taken out of the
 * records (undefined where that view was never left). */
export function leaveView(records: ViewRecords, s: AppState, next: View): {opened: ViewRecord | undefined; records: ViewRecords} {
  const {[next]: opened, ...others} = {...records, [s.view]: viewRecord(s)};
  return {opened, records: others};
}

// A window (zoom) belongs to what it was drawn over: the Memory view's to its trace and
// device, the Timeline's to its trace, scope and call. Which keys each view's window hangs on:
const WINDOW_DEPENDS_ON: Partial<Record<View, (keyof AppState)[]>> = {
  memory: ['run', 'worker', 'span', 'device'],
  timeline: ['run', 'worker', 'span', 'label', 'module', 'scope', 'call'],
};

/** The state and the records after a change the user made (a patch of keys): a move to
 * another view keeps the view left's record and brings back the one opened's (keys set in the
 * patch win); a call number belongs to its scope; a window that no longer matches what it was
 * drawn over is dropped, in front or kept. Pure: the tab stores what it returns. */
export function navigate(before: AppState, patch: Partial<AppState>, records: ViewRecords): {state: AppState; records: ViewRecords} {
  let state: AppState = {...before};
  let kept = records;
  const view = patch.view ?? before.view;
  if (view !== before.view) {
    const left = leaveView(records, before, view);
    kept = left.records;
    state = {...state, ...(left.opened ?? viewRecord(EMPTY_STATE))};
  }
  if (patch.scope !== undefined && patch.scope !== before.scope) state.call = '';
  state = {...state, ...patch};
  const moved = (keys: (keyof AppState)[]) => keys.some((k) => state[k] !== before[k]);
  for (const [v, keys] of Object.entries(WINDOW_DEPENDS_ON) as [View, (keyof AppState)[]][]) {
    if (!moved(keys)) continue;
    if (v === state.view && patch.zoom === undefined) state.zoom = '';
    const rec = kept[v];
    if (rec && rec.zoom) kept = {...kept, [v]: {...rec, zoom: ''}};
  }
  return {state, records: kept};
}
