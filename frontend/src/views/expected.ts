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

export function renderExpected(e: Entry, go?: Go, scopeId?: number): HTMLElement | null {
  const rows = (scopeId === undefined ? e.attention_ops : opsInScope(e, scopeId)).filter((r) => r.count > 0);
  // (the mismatch lines and the matches, said and counted by the report: entry.expected, or
  // the scope's; analysis/expected.py)
  const scopeIndex = scopeId === undefined ? -1 : e.scopes.findIndex((s) => s.id === scopeId);
  const summary = scopeId === undefined ? e.expected : e.scopes[scopeIndex]?.expected ?? null;
  const summaryAt = scopeId === undefined ? 'expected' : `scopes[${scopeIndex}].expected`;
  if (!rows.length) return null;
  const gpu = e.breakdown_unit === 'gpu';
  const cores = coresText('tensor', isAmd(e));
  const withPicture = rows.filter((r) => r.expectation);
  const scopeName = (id: number) => e.scopes.find((s) => s.id === id)?.name ?? String(id);
  // the aspects compared, as the report gives them (kernels on a GPU, CPU ops on a CPU-only trace)
  const aspects = withPicture.length ? withPicture[0].expectation!.aspects.map((a) => a.key) : [];
  // the times a call in one unit, the largest's, named in the headers
  const times = timeScale(Math.max(0, ...withPicture.flatMap((r) => [r.kernel_us_per_call ?? 0, r.cpu_us_per_call ?? 0])));
  const head = ['attention op', 'backend', 'calls', ...aspects.map((key) => aspectLabel(key, cores)), 'dtype',
    ...(gpu ? ['launch', `kernel ${times.unit} / call`] : []), `CPU ${times.unit} / call`, ...(scopeId === undefined ? ['scopes'] : [])];
  // a link to the evidence of an aspect in the op's first scope (in view: this scope)
  const evidence = (r: AttentionOpRow, key: string, text: string) => {
    const where = EVIDENCE[key];
    const scope = scopeId ?? (r.scope_ids ?? [])[0];
    if (!go || !where || scope === undefined) return text;
    return h('button', {class: 'link', 'data-evidence': where.view, title: `see ${onCpu(gpu, where.what)} in ${scopeName(scope)}`,
      onclick: () => go({view: where.view, scope: String(scope), kfilter: '', call: ''})}, text);
  };
  const cell = (r: AttentionOpRow, a: Aspect) =>
    h('td', {class: a.state, title: a.why ?? STATE_WORDS[a.state], 'data-differs': String(a.differs), 'data-state': a.state,
      'data-aspect': a.key},
    h('span', {class: 'muted'}, `${a.expected} → `), a.differs ? evidence(r, a.key, a.observed) : a.observed);
  const tr = (r: AttentionOpRow) => {
    const x = r.expectation!;
    const at = `attention_ops[${e.attention_ops.indexOf(r)}]`;
    // (a scope's table: the op's calls in that scope, not in the whole trace)
    const calls = scopeId === undefined
      ? numCell(`${at}.count`, r.count, String(r.count), 'expected-calls')
      : numCell(`${at}.scope_calls[${(r.scope_calls ?? []).findIndex((c) => c.scope_id === scopeId)}].calls`,
        callsIn(r, scopeId), String(callsIn(r, scopeId)), 'expected-calls');
    return h('tr', {'data-op': r.op},
      h('td', {title: r.op}, shortName(r.op, 60)), h('td', {}, r.backend),
      calls,
      ...x.aspects.map((a) => cell(r, a)),
      h('td', {}, r.dtype ?? '–'),
      ...(gpu ? [h('td', {}, (x.observed.launch_apis ?? []).join(', ') || '–'),
        numCell(`${at}.kernel_us_per_call`, r.kernel_us_per_call, r.kernel_us_per_call === null ? '–' : times.figure(r.kernel_us_per_call))] : []),
      numCell(`${at}.cpu_us_per_call`, r.cpu_us_per_call, r.cpu_us_per_call === null ? '–' : times.figure(r.cpu_us_per_call)),
      ...(scopeId === undefined ? [scopesCell(r, scopeName, go)] : []));
  };
  const title = scopeId === undefined ? 'Expected → observed, per attention op'
    : `Expected → observed, the attention ops in ${shortName(scopeName(scopeId), 60)}`;
  const testId = scopeId === undefined ? 'overview-expected' : 'scope-expected';
  const box = h('div', {'data-testid': testId}, h('h3', {}, title));
  if (withPicture.length) {
    // a mismatch said once, with a link to the kernels of the first scope of an op it is of
    // (in a box of its own width that scrolls: the table never makes the page wider than the view)
    box.append(
      h('div', {class: 'scroll-x', 'data-testid': `${testId}-scroll`},
        h('table', {class: 'data compare expected'}, h('thead', {}, h('tr', {}, ...head.map((x) => h('th', {}, x)))),
          h('tbody', {}, ...withPicture.map(tr)))),
      h('ul', {class: 'summary', 'data-testid': `${testId}-mismatches`},
        ...(summary?.mismatch_lines ?? []).map((line) => {
          const link = evidence(e.attention_ops[line.row], 'kernels_per_call', onCpu(gpu, 'see the kernels'));
          return h('li', {class: 'summary-mismatch'}, line.text, ...(typeof link !== 'string' ? [' — ', link] : []));
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

/** The first three scopes an op is called in, each a link to its kernels. */
function scopesCell(r: AttentionOpRow, scopeName: (id: number) => string, go?: Go): HTMLElement {
  const ids = r.scope_ids ?? [];
  const shown = ids.slice(0, 3).flatMap((id, k) => [k ? ', ' : '', go
    ? h('button', {class: 'link', 'data-scope': String(id), title: `the kernels of ${scopeName(id)}`,
      onclick: () => go({view: 'kernels', scope: String(id), kfilter: ''})}, shortName(scopeName(id), 28))
    : shortName(scopeName(id), 28)]);
  return h('td', {'data-testid': 'expected-scopes'}, ...(ids.length ? shown : ['–']), ids.length > 3 ? ` +${ids.length - 3}` : '');
}

/** A number's cell, naming the report field it shows (data-field) beside its value. */
function numCell(field: string, value: number | null, text: string, testId?: string): HTMLElement {
  return h('td', {class: 'num', 'data-field': field, 'data-value': String(value ?? ''), 'data-testid': testId ?? null}, text);
}
