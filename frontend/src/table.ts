// Sortable, filterable, virtualised table with CSV download. Only the rows in view are in
// the DOM (spacer rows stand in for the rest), so 100k-row tables stay smooth.

import {CsvColumn, downloadCsv, toCsv} from './csv';
import {clear, h} from './dom';

export interface Column<T> {
  key: string;
  label: string;
  numeric?: boolean;
  value?: (row: T) => unknown; // for sorting, filtering and CSV
  render?: (row: T) => Node | string; // for display (text only)
  title?: string;
  /** numeric columns: the fixed decimals of a column that holds fractions (default 1) */
  digits?: number;
  /** the report field a cell shows, as a path inside its row ('total_us', 'shape.B'): the
   * cell carries it (data-field, after the table's rowField) and the field's own value
   * (data-value), so that a test holds every number shown to the report */
  field?: string;
  /** shown only when chosen (the table's "columns" list, kept in the URL): the key columns
   * fit at 1280 px, the rest one tick away, never clipped */
  secondary?: boolean;
  /** more of the cell's attributes, from its row (a state's class, a hover, data-* a test
   * reads): set after the table's own */
  cell?: (row: T) => Record<string, string | null>;
}

/** What a table keeps in the URL: its sort, filter and chosen secondary columns. */
export type TableKeep = {sort: string; filter: string; columns?: string;
  save: (sort: string, filter: string, columns: string) => void};

/** A time unit of a view (format.timeScale): its name, what µs are divided by, its decimals. */
export type TimeUnit = {unit: string; div: number; digits: number};

/** A time column in the view's unit: shown, sorted and written to the CSV in it, the unit in
 * its header (the CSV's too: one unit per view, the page's and the file's the same). `label`
 * names what it is ('total', 'CPU / inst'); `get` reads its µs (null: none). */
export function timeColumn<T>(key: string, label: string, unit: TimeUnit, get: (row: T) => number | null | undefined,
  title?: string, field?: string): Column<T> {
  return {key, label: `${label} ${unit.unit}`, numeric: true, digits: unit.digits, title, field,
    value: (r) => {
      const us = get(r);
      return us === null || us === undefined ? null : Math.round((us / unit.div) * 1e6) / 1e6;
    }};
}

/** Per column, the fixed decimals its numbers are shown (and exported) with: a numeric column
 * without its own render whose values include a fraction gets col.digits (default 1), so its
 * decimals line up; a column of whole numbers gets none. */
export function columnDigits<T>(columns: Column<T>[], rows: T[]): (number | null)[] {
  return columns.map((c) => {
    if (!c.numeric || c.render) return null;
    const fractional = rows.some((r) => {
      const v = valueOf(c, r);
      return typeof v === 'number' && Number.isFinite(v) && !Number.isInteger(v);
    });
    return fractional ? (c.digits ?? 1) : null;
  });
}

export interface TableOptions<T> {
  columns: Column<T>[];
  rows: T[];
  filename: string;
  testId?: string;
  rowKey?: (row: T) => string;
  parentKey?: (row: T) => string | null; // tree mode: children follow their parent
  selectedKey?: string | null;
  onSelect?: (row: T) => void;
  sort?: {key: string; desc: boolean};
  maxHeight?: number;
  /** where a row is in the report ('attention.kernels[3]'), told the row and its index in
   * rows: with a column's field, the path of the report field its cell shows (data-field) */
  rowField?: (row: T, index: number) => string;
  /** the sort, filter and chosen columns kept in the URL: read at start, told of every change */
  keep?: TableKeep;
  /** more of a row's attributes (data-* a test reads, a class, a hover) */
  rowData?: (row: T) => Record<string, string | null>;
  /** more classes of the table element ('compare expected': a view's own styles) */
  tableClass?: string;
}

/** 'total_us:desc' -> {key, desc}; '' or an unknown column -> null. */
export function parseSort(text: string, columns: {key: string}[]): {key: string; desc: boolean} | null {
  const [key, dir] = text.split(':');
  if (!key || !columns.some((c) => c.key === key)) return null;
  return {key, desc: dir === 'desc'};
}

export const ROW_HEIGHT = 26;
const OVERSCAN = 10;

/** The value at a path inside a row ('shape.B'); undefined where it is not there. */
export function fieldValue(row: unknown, path: string): unknown {
  let at: unknown = row;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

export function valueOf<T>(col: Column<T>, row: T): unknown {
  return col.value ? col.value(row) : (row as Record<string, unknown>)[col.key];
}

export function compareValues(a: unknown, b: unknown): number {
  const na = a === null || a === undefined || (typeof a === 'number' && Number.isNaN(a));
  const nb = b === null || b === undefined || (typeof b === 'number' && Number.isNaN(b));
  if (na || nb) return na === nb ? 0 : na ? 1 : -1; // empty cells last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Filter and order the rows; in tree mode siblings are sorted and children stay under parents,
 * and a match keeps its ancestors visible. Returns rows with their depth. */
export function arrangeRows<T>(
  rows: T[],
  columns: Column<T>[],
  filter: string,
  sort: {key: string; desc: boolean} | null,
  rowKey?: (row: T) => string,
  parentKey?: (row: T) => string | null,
): {row: T; depth: number}[] {
  const needle = filter.trim().toLowerCase();
  const matches = (r: T) =>
    !needle || columns.some((c) => String(valueOf(c, r) ?? '').toLowerCase().includes(needle));
  const col = sort ? columns.find((c) => c.key === sort.key) : undefined;
  const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));
  const cmp = (a: T, b: T) => {
    if (!col || !sort) return 0;
    const va = valueOf(col, a);
    const vb = valueOf(col, b);
    if (isEmpty(va) || isEmpty(vb)) return compareValues(va, vb); // empty cells last either way
    const d = compareValues(va, vb);
    return sort.desc ? -d : d;
  };
  if (!parentKey || !rowKey) {
    const out = rows.filter(matches);
    if (col) out.sort(cmp);
    return out.map((row) => ({row, depth: 0}));
  }
  const byKey = new Map(rows.map((r) => [rowKey(r), r]));
  const children = new Map<string | null, T[]>();
  for (const r of rows) {
    let p = parentKey(r);
    if (p !== null && !byKey.has(p)) p = null;
    if (!children.has(p)) children.set(p, []);
    children.get(p)!.push(r);
  }
  const keep = new Set<string>();
  for (const r of rows) {
    if (!matches(r)) continue;
    let k: string | null = rowKey(r);
    const seen = new Set<string>();
    while (k !== null && !seen.has(k)) {
      seen.add(k);
      keep.add(k);
      const pr = byKey.get(k);
      k = pr ? parentKey(pr) : null;
    }
  }
  const out: {row: T; depth: number}[] = [];
  const visited = new Set<string>();
  const walk = (p: string | null, depth: number) => {
    const kids = (children.get(p) || []).filter((r) => keep.has(rowKey(r)));
    if (col) kids.sort(cmp);
    for (const r of kids) {
      const k = rowKey(r);
      if (visited.has(k)) continue;
      visited.add(k);
      out.push({row: r, depth});
      walk(k, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export class DataTable<T> {
  readonly el: HTMLElement;
  private filter = '';
  private sort: {key: string; desc: boolean} | null;
  private arranged: {row: T; depth: number}[] = [];
  private digits: (number | null)[] = [];
  private viewport: HTMLElement;
  private tbody: HTMLTableSectionElement;
  private countLabel: HTMLElement;
  private thead: HTMLTableSectionElement;
  /** the secondary columns chosen (keys) */
  private chosen: Set<string>;
  /** the columns drawn: the key ones and the chosen secondary ones */
  private columns: Column<T>[] = [];
  /** each row's index in opts.rows (for rowField; made once a refresh, not once a cell) */
  private indexOf = new Map<T, number>();

  constructor(private opts: TableOptions<T>) {
    this.sort = (opts.keep && parseSort(opts.keep.sort, opts.columns)) ?? opts.sort ?? null;
    this.filter = opts.keep?.filter ?? '';
    this.chosen = new Set((opts.keep?.columns ?? '').split(',').filter((k) => opts.columns.some((c) => c.key === k)));
    const input = h('input', {
      type: 'search', placeholder: 'filter…', class: 'filter', 'aria-label': 'filter rows', value: this.filter,
      'data-testid': `${opts.testId ?? 'table'}-filter`,
      oninput: (e: Event) => {
        this.filter = (e.target as HTMLInputElement).value;
        this.refresh();
        this.save();
      },
    });
    this.countLabel = h('span', {class: 'muted'});
    const csv = h('button', {class: 'csv', 'data-testid': `${opts.testId ?? 'table'}-csv`, onclick: () => this.download()},
      'CSV');
    this.thead = h('thead');
    this.tbody = h('tbody');
    const table = h('table', {class: `data ${opts.tableClass ?? ''}`.trim(), 'data-testid': opts.testId ?? null},
      this.thead, this.tbody);
    this.viewport = h('div', {class: 'viewport'}, table);
    this.viewport.style.maxHeight = `${opts.maxHeight ?? 520}px`;
    this.viewport.addEventListener('scroll', () => this.paint());
    this.el = h('div', {class: 'table-wrap'}, h('div', {class: 'toolbar'}, input, this.countLabel, this.chooser(), csv),
      this.viewport);
    this.refresh();
  }

  /** The list of secondary columns, each a checkbox (none: no list). */
  private chooser(): HTMLElement | null {
    const secondary = this.opts.columns.filter((c) => c.secondary);
    if (!secondary.length) return null;
    const summary = h('summary', {});
    const said = () => {
      summary.textContent = `columns (${this.chosen.size} of ${secondary.length} more shown)`;
    };
    said();
    return h('details', {class: 'column-chooser', 'data-testid': `${this.opts.testId ?? 'table'}-columns`}, summary,
      h('div', {class: 'column-list'}, ...secondary.map((c) => {
        const box = h('input', {type: 'checkbox', value: c.key, onchange: (ev: Event) => {
          if ((ev.target as HTMLInputElement).checked) this.chosen.add(c.key);
          else this.chosen.delete(c.key);
          said();
          this.refresh();
          this.save();
        }});
        (box as HTMLInputElement).checked = this.chosen.has(c.key);
        return h('label', {title: c.title ?? ''}, box, ` ${c.label}`);
      })));
  }

  setRows(rows: T[], selectedKey?: string | null): void {
    this.opts.rows = rows;
    if (selectedKey !== undefined) this.opts.selectedKey = selectedKey;
    this.refresh();
  }

  private header(): void {
    clear(this.thead);
    const tr = h('tr');
    for (const c of this.columns) {
      const mark = this.sort?.key === c.key ? (this.sort.desc ? ' ▼' : ' ▲') : '';
      tr.appendChild(h('th', {
        class: c.numeric ? 'num' : '', title: c.title ?? null, 'data-key': c.key,
        onclick: () => {
          this.sort = this.sort?.key === c.key ? {key: c.key, desc: !this.sort.desc} : {key: c.key, desc: !!c.numeric};
          this.refresh();
          this.save();
        },
      }, c.label + mark));
    }
    this.thead.appendChild(tr);
  }

  private save(): void {
    this.opts.keep?.save(this.sort ? `${this.sort.key}${this.sort.desc ? ':desc' : ''}` : '', this.filter,
      this.opts.columns.filter((c) => this.chosen.has(c.key)).map((c) => c.key).join(','));
  }

  refresh(): void {
    this.columns = this.opts.columns.filter((c) => !c.secondary || this.chosen.has(c.key));
    this.indexOf = this.opts.rowField ? new Map(this.opts.rows.map((r, i) => [r, i])) : new Map();
    this.header();
    // (the filter and the sort read every column, shown or not: a row found by a hidden value stays)
    this.arranged = arrangeRows(this.opts.rows, this.opts.columns, this.filter, this.sort, this.opts.rowKey,
      this.opts.parentKey);
    this.digits = columnDigits(this.columns, this.opts.rows);
    this.countLabel.textContent = `${this.arranged.length.toLocaleString('en-US')} of ${this.opts.rows.length.toLocaleString('en-US')} rows`;
    this.paint();
  }

  private paint(): void {
    const total = this.arranged.length;
    const height = this.viewport.clientHeight || this.opts.maxHeight || 520;
    const first = Math.max(0, Math.floor(this.viewport.scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(total, first + Math.ceil(height / ROW_HEIGHT) + 2 * OVERSCAN);
    clear(this.tbody);
    const span = this.columns.length;
    if (first > 0) this.tbody.appendChild(spacer(first * ROW_HEIGHT, span));
    for (let i = first; i < last; i++) {
      const {row, depth} = this.arranged[i];
      const key = this.opts.rowKey ? this.opts.rowKey(row) : null;
      const tr = h('tr', {
        class: key !== null && key === this.opts.selectedKey ? 'selected' : '',
        'data-key': key,
        onclick: this.opts.onSelect ? () => this.opts.onSelect!(row) : null,
      });
      if (this.opts.onSelect) tr.classList.add('clickable');
      setAttributes(tr, this.opts.rowData?.(row));
      const at = this.opts.rowField?.(row, this.indexOf.get(row) ?? -1);
      this.columns.forEach((c, ci) => {
        const shown = c.render ? c.render(row) : formatCell(valueOf(c, row), this.digits[ci]);
        const td = h('td', {class: c.numeric ? 'num' : ''}, shown);
        if (c.field !== undefined && at !== undefined) {
          td.dataset.field = `${at}.${c.field}`;
          td.dataset.value = String(fieldValue(row, c.field) ?? '');
        }
        if (typeof shown === 'string') td.title = shown;
        setAttributes(td, c.cell?.(row));
        if (ci === 0 && depth > 0) td.style.paddingLeft = `${6 + depth * 16}px`;
        tr.appendChild(td);
      });
      this.tbody.appendChild(tr);
    }
    if (last < total) this.tbody.appendChild(spacer((total - last) * ROW_HEIGHT, span));
    if (total === 0) this.tbody.appendChild(h('tr', {}, h('td', {colspan: span, class: 'muted'}, 'no rows')));
  }

  download(): void {
    // every column, shown or not (the file is for reading elsewhere); numbers at the decimals
    // the table shows them with
    const digits = columnDigits(this.opts.columns, this.opts.rows);
    const cols: CsvColumn<{row: T}>[] = this.opts.columns.map((c, ci) => ({
      key: c.key, label: c.label, value: (r) => {
        const v = valueOf(c, r.row);
        const d = digits[ci];
        return typeof v === 'number' && d !== null && Number.isFinite(v) ? Number(v.toFixed(d)) : v;
      },
    }));
    downloadCsv(this.opts.filename, toCsv(this.arranged, cols));
  }

  /** The rows as shown (filtered and sorted): for tests and CSV. */
  visibleRows(): T[] {
    return this.arranged.map((a) => a.row);
  }
}

/** Attributes set on an element (null: left out); a class is added to the ones it has. */
function setAttributes(el: HTMLElement, attrs: Record<string, string | null> | undefined): void {
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === null) continue;
    if (k === 'class') el.classList.add(...v.split(' ').filter((x) => x));
    else el.setAttribute(k, v);
  }
}

function spacer(px: number, span: number): HTMLTableRowElement {
  const tr = h('tr', {class: 'spacer'}, h('td', {colspan: span}));
  tr.style.height = `${px}px`;
  return tr;
}

export function formatCell(v: unknown, digits: number | null = null): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'number') {
    if (digits !== null && Number.isFinite(v)) {
      return v.toLocaleString('en-US', {minimumFractionDigits: digits, maximumFractionDigits: digits});
    }
    return Number.isInteger(v) ? v.toLocaleString('en-US') : v.toLocaleString('en-US', {maximumFractionDigits: 3});
  }
  if (Array.isArray(v)) return v.join('×');
  return String(v);
}
