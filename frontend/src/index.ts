// The Attention tab. TensorBoard imports this module in the plugin's iframe and calls render().

import {getRoute, HttpError, isPending, mayAskAgain, mergeListing, ownRows, type Pending, type TraceRow, type Traces} from './api';
import {clear, h} from './dom';
import {Host} from './host';
import type {TraceEntry} from './report-schema';
import {EMPTY_STATE, leaveView, navigate, stateFromData, stateToData, type AppState, type ViewRecords} from './model/state';
import {STYLE} from './style';
import {setChartTheme} from './charts';
import {watchTheme} from './theme';
import type {ViewContext} from './views/context';
import {progressBox} from './views/progress';
import {HOWTO} from './views/overview';
import {viewSpec, VIEW_REGISTRY} from './views/registry';

const POLL_MS = 1000;

export function selectTrace(traces: TraceRow[], s: AppState): TraceRow | null {
  if (!traces.length) return null;
  const runs = [...new Set(traces.map((t) => t.run))];
  const run = runs.includes(s.run) ? s.run : runs[0];
  const inRun = traces.filter((t) => t.run === run);
  const workers = [...new Set(inRun.map((t) => t.worker))];
  const worker = workers.includes(s.worker) ? s.worker : workers[0];
  const spans = inRun.filter((t) => t.worker === worker);
  // the newest span by default: the run in progress
  return spans.find((t) => t.span === s.span) ?? spans[spans.length - 1];
}

class App {
  private state: AppState = {...EMPTY_STATE};
  private viewRecords: ViewRecords = {}; // the views not in front: their tables and windows (model/state.ts)
  private traces: TraceRow[] = [];
  private cursor = ''; // the last /traces answer's: a poll gets what changed after it
  private defaults = {label: '', module: ''};
  private entry: TraceEntry | null = null;
  private entryKey = '';
  private host: Host;
  private header = h('div', {class: 'header'});
  private tabs = h('nav', {class: 'tabs', 'data-testid': 'view-tabs'});
  private body = h('main', {class: 'body'});
  private disposers: (() => void)[] = [];
  private reportTimer: ReturnType<typeof setTimeout> | undefined;
  private tracesTimer: ReturnType<typeof setTimeout> | undefined;
  private loadSeq = 0;
  // The scroll position kept across a redraw of the same view of the same worker (TensorBoard's
  // reload of a rewritten trace: its progress, then the view again); a move elsewhere starts
  // at the top. drawnKey: what the body shows now; draws: how many views it has drawn.
  private drawnKey = '';
  private keptScroll: {key: string; y: number} | null = null;
  private draws = 0;
  private listSearch = '';
  // the page shown of the worker and span lists; null: the page of the current entry
  private listPages: {worker: number | null; span: number | null} = {worker: null, span: null};

  constructor(root: HTMLElement) {
    this.host = new Host(() => void this.refresh(true));
    root.append(h('style', {}, STYLE), this.header, this.tabs, this.body);
  }

  async start(): Promise<void> {
    watchTheme((theme) => {
      document.body.classList.toggle('dark', theme === 'dark');
      document.body.dataset.theme = theme;
      setChartTheme(theme === 'dark');
      if (this.entry) this.renderBody(); // the charts are drawn again in the new theme
    });
    this.state = stateFromData(await this.host.getUrlData());
    this.host.watchUrl(() => void this.followUrl());
    await this.refresh();
  }

  /** A link pasted into an open tab: show what it holds. */
  private async followUrl(): Promise<void> {
    const next = stateFromData(await this.host.getUrlData());
    const same = (Object.keys(next) as (keyof AppState)[]).every((k) => next[k] === this.state[k]);
    if (same) return;
    // (a link's own view record wins over a kept one: it is in the link)
    if (next.view !== this.state.view) this.viewRecords = leaveView(this.viewRecords, this.state, next.view).records;
    this.state = next;
    this.entryKey = '';
    this.renderHeader();
    await this.loadReport();
  }

  /** TensorBoard reloaded (or a trace is being analysed): list the traces again. */
  async refresh(fresh = false): Promise<void> {
    let resp: Traces;
    try {
      // (fresh: TensorBoard's reload, a request to see what is new: the server lists again
      // now, and answers the whole listing; a poll sends the last cursor and gets what changed:
      // a few rows, not thousands)
      const r = await getRoute('traces', fresh || !this.cursor ? {fresh: fresh ? '1' : undefined} : {since: this.cursor});
      if (isPending(r)) return;
      resp = r;
    } catch (err) {
      // (no answer, or a server that could not answer now: asked again, the view drawn
      // again from the next listing; a listing that stopped here froze the tab for good)
      const again = mayAskAgain(err);
      this.showError(`Could not list traces: ${(err as Error).message}${again ? ' (asking again)' : ''}`);
      if (again) {
        this.entry = null;
        if (this.tracesTimer) clearTimeout(this.tracesTimer);
        this.tracesTimer = setTimeout(() => void this.refresh(), 2 * POLL_MS);
      }
      return;
    }
    const before = this.current();
    this.traces = ownRows(mergeListing(this.traces, resp));
    this.cursor = resp.cursor;
    this.defaults = {label: resp.label_regex, module: resp.module_regex};
    if (this.tracesTimer) clearTimeout(this.tracesTimer);
    if (resp.rescanning) {
      // the server answered its last listing while it lists the logdir again: a trace written
      // since shows once that listing is done
      this.tracesTimer = setTimeout(() => void this.refresh(), POLL_MS);
    } else if (this.traces.some((t) => t.state === 'queued' || t.state === 'analysing')) {
      this.tracesTimer = setTimeout(() => void this.refresh(), 2 * POLL_MS);
    }
    // The view in front is drawn again only when its trace changed (another file, or the
    // same one rewritten: a new analysis) or has no report yet; a listing that only moves
    // other traces' states leaves it as it is (redrawn every 2 s while others were analysed,
    // it lost the user's zoom, scroll and drag).
    const now = this.current();
    const changed = !before || !now || before.id !== now.id || before.size !== now.size || before.mtime !== now.mtime;
    if (changed) this.entryKey = '';
    this.renderHeader();
    if (changed || !this.entry) await this.loadReport();
  }

  private remember = (patch: Partial<AppState>) => {
    this.state = {...this.state, ...patch};
    this.host.setUrlData(stateToData(this.state));
  };

  private setState = (patch: Partial<AppState>) => {
    const before = this.state;
    ({state: this.state, records: this.viewRecords} = navigate(before, patch, this.viewRecords));
    // a move to another view, scope, call, trace or compare is a history entry (Back returns)
    const navigation: (keyof AppState)[] = ['view', 'scope', 'call', 'run', 'worker', 'span', 'cmp', 'base'];
    this.host.setUrlData(stateToData(this.state), navigation.some((k) => before[k] !== this.state[k]));
    const traceKeys: (keyof AppState)[] = ['run', 'worker', 'span', 'label', 'module'];
    const traceChanged = traceKeys.some((k) => before[k] !== this.state[k]);
    this.renderHeader();
    if (traceChanged) void this.loadReport();
    else this.renderBody();
  };

  private current(): TraceRow | null {
    return selectTrace(this.traces, this.state);
  }

  private patternParams = () => ({
    label_regex: this.state.label || undefined,
    module_regex: this.state.module || undefined,
  });

  private renderHeader(): void {
    clear(this.header);
    clear(this.tabs);
    const t = this.current();
    if (!t) return;
    const runs = [...new Set(this.traces.map((x) => x.run))];
    const inRun = this.traces.filter((x) => x.run === t.run);
    const workers = [...new Set(inRun.map((x) => x.worker))];
    const spans = inRun.filter((x) => x.worker === t.worker);
    // thousands of workers or spans: a search box, and at most LIST_LIMIT entries listed
    const search = h('input', {type: 'search', 'data-testid': 'list-search', 'aria-label': 'search workers and spans',
      placeholder: 'search workers, spans…', size: 18, value: this.listSearch});
    search.addEventListener('input', () => {
      this.listSearch = search.value;
      this.listPages = {worker: null, span: null}; // (the page of the current entry among the matches)
      this.renderHeader();
      const again = this.header.querySelector<HTMLInputElement>('[data-testid=list-search]');
      again?.focus();
      again?.setSelectionRange(again.value.length, again.value.length);
    });
    const workerPage = pageOfList(workers.map((w) => [w, w] as [string, string]), t.worker, this.listSearch,
      this.listPages.worker);
    const spanPage = pageOfList(spans.map((x) => [x.span, spanText(x)] as [string, string]), t.span, this.listSearch,
      this.listPages.span);
    const big = workers.length > LIST_LIMIT / 4 || spans.length > LIST_LIMIT / 4 || this.listSearch !== '';
    this.header.append(
      h('div', {class: 'selectors'},
        this.selector('run-select', 'Run', runs.map((r) => [r, r]), t.run, 'run'),
        this.selector('worker-select', 'Worker', workerPage.items, t.worker, 'worker'),
        this.listPager('worker', workerPage),
        this.selector('span-select', 'Span', spanPage.items, t.span, 'span'),
        this.listPager('span', spanPage),
        big ? search : null),
      this.patternControls(),
    );
    for (const v of VIEW_REGISTRY) {
      this.tabs.appendChild(h('button', {
        class: v.id === this.state.view ? 'tab active' : 'tab', 'data-view': v.id,
        onclick: () => this.setState({view: v.id}),
      }, v.title));
    }
  }

  /** A picker of the run, the worker or the span; picking one resets what is under it. */
  private selector(testId: string, label: string, values: [string, string][], current: string, key: keyof AppState): HTMLElement {
    const s = h('select', {'data-testid': testId, 'aria-label': label,
      onchange: (ev: Event) => {
        const patch: Partial<AppState> = {[key]: (ev.target as HTMLSelectElement).value} as Partial<AppState>;
        if (key === 'run') Object.assign(patch, {worker: '', span: '', scope: ''});
        if (key === 'worker') Object.assign(patch, {span: '', scope: ''});
        if (key === 'run') this.listPages = {worker: null, span: null};
        if (key === 'worker') this.listPages.span = null;
        if (key === 'span') Object.assign(patch, {scope: ''});
        this.setState(patch);
      }});
    for (const [v, text] of values) {
      const o = h('option', {value: v}, text);
      if (v === current) o.selected = true;
      s.appendChild(o);
    }
    return h('label', {}, label + ' ', s);
  }

  /** A list longer than a page: which entries are listed, and buttons to the pages around. */
  private listPager(which: 'worker' | 'span', lp: ListPage): HTMLElement | null {
    if (lp.pages <= 1) return null;
    const go = (page: number) => () => {
      this.listPages[which] = page;
      this.renderHeader();
    };
    return h('span', {class: 'pager muted small', 'data-testid': `${which}-pager`},
      h('button', {class: 'small', 'data-testid': `${which}-page-prev`, disabled: lp.page === 0,
        title: `the ${LIST_LIMIT} ${which}s before`, onclick: go(lp.page - 1)}, '‹'),
      h('span', {'data-testid': `${which}-page`},
        ` ${which}s ${lp.first.toLocaleString('en-US')}–${lp.last.toLocaleString('en-US')} of `
        + `${lp.matching.toLocaleString('en-US')}${lp.matching < lp.total ? ' matching' : ''} `),
      h('button', {class: 'small', 'data-testid': `${which}-page-next`, disabled: lp.page >= lp.pages - 1,
        title: `the next ${LIST_LIMIT} ${which}s`, onclick: go(lp.page + 1)}, '›'));
  }

  /** The label and module patterns asked for, applied on Enter or Apply, and the effective ones. */
  private patternControls(): HTMLElement {
    const label = h('input', {type: 'text', 'data-testid': 'label-regex', 'aria-label': 'label regex', size: 28,
      value: this.state.label || this.defaults.label});
    const module = h('input', {type: 'text', 'data-testid': 'module-regex', 'aria-label': 'module regex', size: 16,
      value: this.state.module || this.defaults.module});
    const apply = () => this.setState({
      label: label.value === this.defaults.label ? '' : label.value,
      module: module.value === this.defaults.module ? '' : module.value,
    });
    const onEnter = (ev: Event) => {
      if ((ev as KeyboardEvent).key === 'Enter') apply();
    };
    label.addEventListener('keydown', onEnter);
    module.addEventListener('keydown', onEnter);
    const eff = this.entry?.ok ? this.entry.patterns : undefined;
    return h('div', {class: 'patterns'},
      h('label', {}, 'Labels ', label), h('label', {}, 'Modules ', module),
      h('button', {onclick: apply, 'data-testid': 'apply-patterns'}, 'Apply'),
      h('button', {onclick: () => this.setState({label: '', module: ''}), title: 'the server\'s patterns'}, 'Reset'),
      // (before the report comes, the patterns asked for: the header keeps its size when it comes)
      h('span', {class: 'muted small', 'data-testid': 'effective-patterns'},
        `effective: labels /${eff ? eff.label_regex : this.state.label || this.defaults.label}/i, `
        + `modules /${eff ? eff.module_regex : this.state.module || this.defaults.module}/i`));
  }

  private async loadReport(): Promise<void> {
    if (this.reportTimer) clearTimeout(this.reportTimer);
    const t = this.current();
    if (!t) {
      this.entry = null;
      this.renderEmpty();
      return;
    }
    const key = `${t.id}|${this.state.label}|${this.state.module}`;
    if (key === this.entryKey && this.entry) {
      this.renderBody();
      return;
    }
    const seq = ++this.loadSeq;
    let r;
    try {
      r = await getRoute('report', {trace: t.id, ...this.patternParams()});
    } catch (err) {
      if (seq !== this.loadSeq) return;
      const msg = err instanceof HttpError ? err.message : String(err);
      const again = mayAskAgain(err);  // (as a listing: asked again while the error may pass)
      this.showError(`Could not load the report: ${msg}${again ? ' (asking again)' : ''}`);
      if (again) this.reportTimer = setTimeout(() => void this.loadReport(), 2 * POLL_MS);
      return;
    }
    if (seq !== this.loadSeq) return; // a newer selection won
    if (isPending(r)) {
      this.entry = null;
      if (!this.state.label && !this.state.module) {
        // one state for the trace in view: the span picker says what the body says (the
        // listing's row was asked at another moment; the server's progress only moves on)
        this.traces = this.traces.map((x) => (x.id === t.id
          ? {...x, state: r.state, progress: r.progress, detail: r.detail ?? undefined} : x));
        this.renderHeader();
      }
      this.showProgress(t, r);
      this.reportTimer = setTimeout(() => void this.loadReport(), POLL_MS);
      return;
    }
    this.entry = r;
    this.entryKey = key;
    if (r.ok && !this.state.label && !this.state.module && t.state !== 'done') {
      // the listing's state (of the default patterns' analysis) is older than this report
      this.traces = this.traces.map((x) => (x.id === t.id ? {...x, state: 'done', progress: 1} : x));
    }
    this.renderHeader();
    this.renderBody();
  }

  private dispose(): void {
    for (const fn of this.disposers.splice(0)) fn();
  }

  private viewKey(): string {
    const t = this.current();
    return `${this.state.view}|${t?.run ?? ''}|${t?.worker ?? ''}`;
  }

  /** Before the body is cleared: the scroll position, where it shows this view. */
  private keepScroll(): void {
    const y = (document.scrollingElement ?? document.documentElement).scrollTop;
    if (this.drawnKey && this.drawnKey === this.viewKey() && y > 0) this.keptScroll = {key: this.drawnKey, y};
    this.drawnKey = '';
  }

  /** After the view is drawn: back where the reader was, if it is the view they left. */
  private restoreScroll(): void {
    const key = this.viewKey();
    this.drawnKey = key;
    this.body.dataset.draws = String(++this.draws);
    const kept = this.keptScroll;
    this.keptScroll = null;
    if (!kept || kept.key !== key) return;
    (document.scrollingElement ?? document.documentElement).scrollTop = kept.y;
  }

  private renderBody(): void {
    this.dispose();
    this.keepScroll();
    clear(this.body);
    const e = this.entry;
    const t = this.current();
    if (!e || !t) return;
    if (!e.ok || !e.attention) {
      this.body.appendChild(h('div', {class: 'note warning', 'data-testid': 'trace-error'},
        `This trace could not be read: ${e.errors.join('; ')}`));
      return;
    }
    const ctx: ViewContext = {
      entry: e, traceId: t.id, traces: this.traces, current: t, state: this.state, setState: this.setState,
      remember: this.remember, patternParams: this.patternParams,
      onDispose: (fn) => this.disposers.push(fn),
    };
    const render = viewSpec(this.state.view).render;
    try {
      this.body.appendChild(render(ctx));
    } catch (err) {
      this.body.appendChild(h('div', {class: 'note warning'}, `This view failed: ${(err as Error).message}`));
    }
    this.restoreScroll();
  }

  private showProgress(t: TraceRow, pending: Pending): void {
    this.dispose();
    this.keepScroll();
    clear(this.body);
    this.body.appendChild(progressBox(t, pending));
  }

  private showError(message: string): void {
    this.dispose();
    clear(this.body);
    this.body.appendChild(h('div', {class: 'note warning', 'data-testid': 'load-error'}, message));
  }

  private renderEmpty(): void {
    this.dispose();
    clear(this.header);
    clear(this.tabs);
    clear(this.body);
    this.body.appendChild(h('div', {class: 'empty', 'data-testid': 'empty-state'},
      h('h2', {}, 'No PyTorch profiler traces found'),
      h('p', {}, 'This tab reads *.pt.trace.json[.gz] files under --logdir. Record one with '
        + 'torch.profiler and tensorboard_trace_handler, and label attention with record_function:'),
      h('pre', {class: 'howto'}, HOWTO),
      h('p', {class: 'muted'}, 'Or try it on the demo traces: tb-attn demo --out runs/demo')));
  }
}

const LIST_LIMIT = 200;

export interface ListPage {
  items: [string, string][]; // the page's entries (the current one always among them)
  page: number; // 0-based
  pages: number;
  first: number; // 1-based positions of the page's entries among those matching
  last: number;
  matching: number; // entries that match the search
  total: number;
}

/** One page (LIST_LIMIT entries) of a long list, of the entries matching the search (by
 * text). page null: the page that holds the current entry. The current entry is always
 * listed, so the select shows it whatever page is shown. */
export function pageOfList(items: [string, string][], current: string, search: string, page: number | null): ListPage {
  const needle = search.trim().toLowerCase();
  const matching = needle ? items.filter(([v, text]) => v === current || text.toLowerCase().includes(needle)) : items;
  const pages = Math.max(1, Math.ceil(matching.length / LIST_LIMIT));
  const at = matching.findIndex(([v]) => v === current);
  const p = Math.min(pages - 1, Math.max(0, page ?? (at >= 0 ? Math.floor(at / LIST_LIMIT) : 0)));
  const shown = matching.slice(p * LIST_LIMIT, (p + 1) * LIST_LIMIT);
  const cur = items.find(([v]) => v === current);
  if (cur && !shown.includes(cur)) shown.unshift(cur);
  return {items: shown, page: p, pages, first: matching.length ? p * LIST_LIMIT + 1 : 0,
    last: Math.min(matching.length, (p + 1) * LIST_LIMIT), matching: matching.length, total: items.length};
}

function stateText(t: TraceRow): string {
  if (t.state === 'analysing') return t.detail ?? `analysing ${Math.round(100 * t.progress)}%`;
  if (t.state === 'being_written') return 'being written';
  return t.state;
}

export async function render(): Promise<void> {
  document.body.classList.add('tb-attn');
  const root = h('div', {class: 'app', 'data-testid': 'tb-attn'});
  document.body.appendChild(root);
  await new App(root).start();
}

/** A span as the picker lists it: its start time where its name is one, and its state. */
function spanText(x: TraceRow): string {
  const when = x.span && /^\d{13,}$/.test(x.span) ? new Date(Number(x.span.slice(0, 13))).toISOString().replace('T', ' ').slice(0, 19) : x.span;
  return `${when || x.file} — ${stateText(x)}`;
}
