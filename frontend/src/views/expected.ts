// "Guess first, then look": per attention op (kind, backend, shape), the picture its kind
// should show beside the one the trace shows (kernels per call, Tensor Cores, an Lq×Lkv
// score matrix), a mismatch marked and said in words, with what was observed besides
// (dtype, CPU and kernel time per call). The expected pictures are the kind registry's
// (report: attention_ops[].expectation). Per scope: the ops whose calls a scope holds
// (attention_ops[].scope_ids), shown in that scope's Kernels view; each op names its scopes,
// and a mismatch links to its evidence (the kernels of its scope for a kernel count or the
// cores, its memory for a score matrix, a call's timeline for the copies).

import {coresText, isAmd} from '../model/device';
import {h} from '../dom';
import {type Column, DataTable} from '../table';
import {fmtUs, shortName, timeScale} from '../model/format';
import type {AttentionOpRow, Entry} from '../report';
import type {Aspect} from '../report-schema';
import type {AppState} from '../model/state';

/** Where the table links to: a view of the tab (ViewContext.setState). */
export type Go = (patch: Partial<AppState>) => void;

/** Where the evidence of an aspect is: the view that shows it for a scope. */
export const EVIDENCE: Record<string, {view: AppState['view']; what: string}> = {
  kernels_per_call: {view: 'kernels', what: 'its kernels'},
  tensor_cores: {view: 'kernels', what: 'its kernels and their cores'},
  score_matrix: {view: 'memory', what: 'its memory'},
  copies_per_call: {view: 'timeline', what: 'a call as it ran (the copies)'},
};

/** Evidence words as a trace's Kernels view reads: on a CPU-only trace it lists CPU ops (#59 item 9). */
export const onCpu = (gpu: boolean, words: string): string => (gpu ? words : words.replace('kernels', 'CPU ops'));

/** An op's calls inside a scope (itself or a scope inside it), as the report counts them
 * (attention_ops[].scope_calls); 0 where it has none there. */
export function callsIn(r: AttentionOpRow, scopeId: number): number {
  return (r.scope_calls ?? []).find((c) => c.scope_id === scopeId)?.calls ?? 0;
}

/** The ops whose calls a scope holds, itself or a scope inside it (ids of the entry's scopes). */
export function opsInScope(e: Entry, scopeId: number): AttentionOpRow[] {
  return e.attention_ops.filter((r) => callsIn(r, scopeId) > 0);
}

// what a cell's state says on hover where no mismatch is said
const STATE_WORDS: Record<string, string> = {
  match: 'as expected', mismatch: 'a mismatch', differs: 'differs from the kind\u2019s picture, which allows it',
  unknown: 'the trace does not say',
};

/** The header of each aspect (the report decides its cells and whether it differs:
 * attention_ops[].expectation.aspects, tb_attn_plugin/analysis/op_expectation.py). */
function aspectLabel(key: Aspect['key'], cores: string): string {
  return {kernels_per_call: 'kernels / call', tensor_cores: cores, score_matrix: 'Lq×Lkv score matrix',
    copies_per_call: 'copies / call', ops_per_call: 'CPU ops / call'}[key];
}

/** A call's shape, B×H×Lq×Lkv×D (T: the tokens of a paged or packed call); null where the
 * trace records none. */
export function shapeText(r: AttentionOpRow): string | null {
  if (!r.shape) return null;
  const dims = (['B', 'H', 'Lq', 'Lkv', 'D'] as const).map((k) => r.shape?.[k] ?? '?').join('×');
  return dims + (r.shape.T !== undefined && r.shape.T !== null ? ` (T ${r.shape.T})` : '');
}

/** What the expected → observed table shows (renderExpected's rows and where they link). */
type ExpectedTable = {e: Entry; rows: AttentionOpRow[]; scopeId?: number; go?: Go; gpu: boolean};

/** The table's columns on the DataTable: the op, its calls, each aspect (expected → observed,
 * its state from the report), its time a call and its scopes kept; backend, dtype, launch and
 * the other time behind the column picker, and the shape kept where two rows are of one op
 * (they would look alike without it). */
function expectedColumns(t: ExpectedTable): Column<AttentionOpRow>[] {
  const {e, rows, scopeId, go, gpu} = t;
  const cores = coresText('tensor', isAmd(e));
  const aspects = rows[0].expectation!.aspects.map((a) => a.key);
  const scopeName = (id: number) => e.scopes.find((s) => s.id === id)?.name ?? String(id);
  // the times a call in one unit, the largest's, named in the headers
  const times = timeScale(Math.max(0, ...rows.flatMap((r) => [r.kernel_us_per_call ?? 0, r.cpu_us_per_call ?? 0])));
  const alike = new Set(rows.map((r) => r.op)).size < rows.length;
  const at = (r: AttentionOpRow) => `attention_ops[${e.attention_ops.indexOf(r)}]`;
  // a link to the evidence of an aspect in the op's first scope (in view: this scope)
  const evidence = (r: AttentionOpRow, key: string, text: string) => {
    const where = EVIDENCE[key];
    const scope = scopeId ?? (r.scope_ids ?? [])[0];
    if (!go || !where || scope === undefined) return text;
    return h('button', {class: 'link', 'data-evidence': where.view, title: `see ${onCpu(gpu, where.what)} in ${scopeName(scope)}`,
      onclick: () => go({view: where.view, scope: String(scope), kfilter: '', call: ''})}, text);
  };
  const aspectOf = (r: AttentionOpRow, key: string) => r.expectation!.aspects.find((a) => a.key === key)!;
  const perCall = (key: string, label: string, get: (r: AttentionOpRow) => number | null, secondary: boolean): Column<AttentionOpRow> =>
    ({key, label: `${label} ${times.unit} / call`, numeric: true, secondary, value: (r) => get(r),
      render: (r) => (get(r) === null ? '–' : times.figure(get(r)!)), field: key});
  // (a scope's table: the op's calls in that scope, not in the whole trace)
  const calls = (r: AttentionOpRow) => (scopeId === undefined ? r.count : callsIn(r, scopeId));
  const callsField = (r: AttentionOpRow) => (scopeId === undefined ? `${at(r)}.count`
    : `${at(r)}.scope_calls[${(r.scope_calls ?? []).findIndex((c) => c.scope_id === scopeId)}].calls`);
  return [
    {key: 'op', label: 'attention op', value: (r) => r.op, render: (r) => shortName(r.op, 60), cell: (r) => ({title: r.op})},
    {key: 'shape', label: 'B×H×Lq×Lkv×D', value: (r) => shapeText(r), secondary: !alike,
      title: 'the call\u2019s shape: shown where two rows are of one op'},
    {key: 'backend', label: 'backend', secondary: true},
    {key: 'calls', label: 'calls', numeric: true, value: calls,
      cell: (r) => ({'data-testid': 'expected-calls', 'data-field': callsField(r), 'data-value': String(calls(r))})},
    ...aspects.map((key): Column<AttentionOpRow> => ({key, label: aspectLabel(key, cores), value: (r) => aspectOf(r, key).observed,
      render: (r) => {
        const a = aspectOf(r, key);
        return h('span', {}, h('span', {class: 'muted'}, `${a.expected} → `), a.differs ? evidence(r, a.key, a.observed) : a.observed);
      },
      cell: (r) => {
        const a = aspectOf(r, key);
        return {class: a.state, title: a.why ?? STATE_WORDS[a.state], 'data-differs': String(a.differs), 'data-state': a.state,
          'data-aspect': a.key};
      }})),
    {key: 'dtype', label: 'dtype', secondary: true},
    ...(gpu ? [{key: 'launch', label: 'launch', secondary: true,
      value: (r: AttentionOpRow) => (r.expectation!.observed.launch_apis ?? []).join(', ') || null}] : []),
    ...(gpu ? [perCall('kernel_us_per_call', 'kernel', (r) => r.kernel_us_per_call, false)] : []),
    perCall('cpu_us_per_call', 'CPU', (r) => r.cpu_us_per_call, gpu),
    ...(scopeId === undefined ? [{key: 'scopes', label: 'scopes', value: (r: AttentionOpRow) => (r.scope_ids ?? []).map(scopeName).join(', '),
      render: (r: AttentionOpRow) => scopesCell(r, scopeName, go),
      cell: (r: AttentionOpRow) => ({'data-testid': 'expected-scopes', title: (r.scope_ids ?? []).map(scopeName).join(', ') || null})}] : []),
  ];
}

export function renderExpected(e: Entry, go?: Go, scopeId?: number): HTMLElement | null {
  const rows = (scopeId === undefined ? e.attention_ops : opsInScope(e, scopeId)).filter((r) => r.count > 0);
  // (the mismatch lines and the matches, said and counted by the report: entry.expected, or
  // the scope's; analysis/expected.py)
  const scopeIndex = scopeId === undefined ? -1 : e.scopes.findIndex((s) => s.id === scopeId);
  const summary = scopeId === undefined ? e.expected : e.scopes[scopeIndex]?.expected ?? null;
  const summaryAt = scopeId === undefined ? 'expected' : `scopes[${scopeIndex}].expected`;
  if (!rows.length) return null;
  const gpu = e.breakdown_unit === 'gpu';
  const withPicture = rows.filter((r) => r.expectation);
  const scopeName = (id: number) => e.scopes.find((s) => s.id === id)?.name ?? String(id);
  const title = scopeId === undefined ? 'Expected → observed, per attention op'
    : `Expected → observed, the attention ops in ${shortName(scopeName(scopeId), 60)}`;
  const testId = scopeId === undefined ? 'overview-expected' : 'scope-expected';
  const box = h('div', {'data-testid': testId}, h('h3', {}, title));
  if (withPicture.length) {
    // the DataTable: its key columns fit the view, the rest one tick away in its column list
    const table = new DataTable<AttentionOpRow>({columns: expectedColumns({e, rows: withPicture, scopeId, go, gpu}),
      rows: withPicture, filename: `${testId}.csv`, testId: `${testId}-table`, tableClass: 'compare expected',
      rowField: (r) => `attention_ops[${e.attention_ops.indexOf(r)}]`, rowData: (r) => ({'data-op': r.op}), maxHeight: 360});
    const mismatchLink = (row: number) => {
      const scope = scopeId ?? (e.attention_ops[row].scope_ids ?? [])[0];
      if (!go || scope === undefined) return null;
      return h('button', {class: 'link', 'data-evidence': 'kernels', title: `see ${onCpu(gpu, 'its kernels')} in ${scopeName(scope)}`,
        onclick: () => go({view: 'kernels', scope: String(scope), kfilter: '', call: ''})}, onCpu(gpu, 'see the kernels'));
    };
    box.append(
      h('div', {'data-testid': `${testId}-scroll`}, table.el),
      h('ul', {class: 'summary', 'data-testid': `${testId}-mismatches`},
        ...(summary?.mismatch_lines ?? []).map((line) => {
          const link = mismatchLink(line.row);
          return h('li', {class: 'summary-mismatch'}, line.text, ...(link ? [' — ', link] : []));
        })));
    if (summary?.matching_line) {
      box.append(h('p', {class: 'muted small', 'data-testid': `${testId}-matches`, 'data-field': `${summaryAt}.matching`,
        'data-value': String(summary.matching)}, summary.matching_line));
    }
  } else {
    box.append(h('p', {class: 'muted small'}, gpu
      ? (e.attention?.kernel_us ?? 0) > 0
        // (fused kernels with no attention op around them: graph replays, kernels found by name)
        ? 'No attention call here has a picture to check: its kernels ran with no attention op around them (a graph '
          + 'replay, or kernels found by their names).'
        : 'No attention op launched kernels in this trace: there is no picture to check.'
      : 'No attention op here has a picture to check; per call: '
        + rows.map((r) => `${shortName(r.op, 50)} ${r.cpu_us_per_call === null ? 'not measured' : fmtUs(r.cpu_us_per_call)} CPU`).join(', ') + '.'));
  }
  return box;
}

/** The first scope an op is called in, a link to its kernels, and how many more (every one on
 * the cell's hover: three names side by side made the table wider than the view). */
function scopesCell(r: AttentionOpRow, scopeName: (id: number) => string, go?: Go): HTMLElement {
  const ids = r.scope_ids ?? [];
  if (!ids.length) return h('span', {}, '–');
  const first = ids[0];
  const name = shortName(scopeName(first), 28);
  return h('span', {}, go
    ? h('button', {class: 'link', 'data-scope': String(first), title: `the kernels of ${scopeName(first)}`,
      onclick: () => go({view: 'kernels', scope: String(first), kfilter: ''})}, name)
    : name, ids.length > 1 ? ` +${ids.length - 1}` : '');
}
