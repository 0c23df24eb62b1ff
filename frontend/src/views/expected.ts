// "Guess first, then look": per attention op (kind, backend, shape), the picture its kind
// should show beside the one the trace shows (kernels per call, Tensor Cores, an Lq×Lkv
// score matrix), a mismatch marked and said in words, with what was observed besides
// (dtype, CPU and kernel time per call). The expected pictures are the kind registry's
// (report: attention_ops[].expectation).

import {h} from '../dom';
import {fmtNum, fmtUs, shortName} from '../format';
import type {AttentionOpRow, Entry} from '../report';

type Picture = {kernels_per_call: number | null; tensor_cores: boolean | null; score_matrix: boolean;
  copies_per_call?: number | null; ops_per_call?: number | null};

const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '–' : v ? 'yes' : 'no');
const count = (v: number | null | undefined) => (v === null || v === undefined ? '–' : fmtNum(v));

/** The cells of one aspect: expected, observed, and whether they differ. */
export function aspectCells(expected: Picture, observed: Picture, key: keyof Picture, mismatches: string[] = []):
  {exp: string; obs: string; differs: boolean} {
  const e = expected[key];
  const o = observed[key];
  if (key === 'kernels_per_call') {
    // the kind's own bound decides (eager attention: five or six), as the report's mismatch says
    const differs = mismatches.some((m) => m.includes('kernels per call'));
    return {exp: e === null ? 'any' : fmtNum(e as number), obs: count(o as number | null), differs};
  }
  if (key === 'ops_per_call') return {exp: 'any', obs: count(o as number | null), differs: false};
  if (key === 'copies_per_call') {
    // a copy where the kind needs none (the hidden-copy note says which op made it)
    const differs = typeof o === 'number' && typeof e === 'number' && o > e;
    return {exp: count(e as number | null), obs: count(o as number | null), differs};
  }
  // a shortfall only: Tensor Cores expected and not used; a score matrix built where none
  // should be (Tensor Cores where the kind does not need them are no fault)
  const differs = key === 'tensor_cores' ? e === true && o === false : e === false && o === true;
  return {exp: yesNo(e as boolean | null), obs: yesNo(o as boolean | null), differs};
}

/** Each mismatch once: rows of one op and backend that differ alike (two shapes of one
 * SDPA op) are one line, with how many rows it covers. */
export function mismatchLines(rows: AttentionOpRow[]): string[] {
  const lines = new Map<string, number>();
  for (const r of rows) {
    for (const m of r.expectation?.mismatches ?? []) {
      const text = `${shortName(r.op, 60)} (${r.backend}): ${m}`;
      lines.set(text, (lines.get(text) ?? 0) + 1);
    }
  }
  return [...lines].map(([text, n]) => (n > 1 ? `${text} (${n} shapes)` : text));
}

export function renderExpected(e: Entry): HTMLElement | null {
  const rows = e.attention_ops.filter((r) => r.count > 0);
  if (!rows.length) return null;
  const gpu = e.breakdown_unit === 'gpu';
  const withPicture = rows.filter((r) => r.expectation);
  // the aspects compared, by what the trace has: kernels on a GPU, CPU ops on a CPU-only trace
  const aspects: [keyof Picture, string][] = gpu
    ? [['kernels_per_call', 'kernels / call'], ['tensor_cores', 'Tensor Cores'], ['score_matrix', 'Lq×Lkv score matrix'],
      ['copies_per_call', 'copies / call']]
    : [['ops_per_call', 'CPU ops / call'], ['copies_per_call', 'copies / call'], ['score_matrix', 'Lq×Lkv score matrix']];
  const head = ['attention op', 'backend', 'calls', ...aspects.map(([, label]) => label), 'dtype',
    ...(gpu ? ['launch', 'kernel / call'] : []), 'CPU / call'];
  const cell = (c: {exp: string; obs: string; differs: boolean}, why: string, key: string) =>
    h('td', {class: c.differs ? 'mismatch' : 'match', title: c.differs ? why : 'as expected', 'data-differs': String(c.differs),
      'data-aspect': key},
    h('span', {class: 'muted'}, `${c.exp} → `), c.obs);
  const tr = (r: AttentionOpRow) => {
    const x = r.expectation!;
    const why = (key: string) => (key === 'copies_per_call'
      ? 'copies inside each call (aten::copy_) where the kind needs none: the notes say which op makes them'
      : x.mismatches.join('; ') || 'differs from the kind\'s picture');
    return h('tr', {'data-op': r.op},
      h('td', {title: r.op}, shortName(r.op, 60)), h('td', {}, r.backend),
      h('td', {class: 'num'}, String(r.count)),
      ...aspects.map(([key]) => cell(aspectCells(x.expected, x.observed, key, x.mismatches), why(key), key)),
      h('td', {}, r.dtype ?? '–'),
      ...(gpu ? [h('td', {}, (x.observed.launch_apis ?? []).join(', ') || '–'), h('td', {class: 'num'}, fmtUs(r.kernel_us / r.count))] : []),
      h('td', {class: 'num'}, fmtUs(r.cpu_us / r.count)));
  };
  const box = h('div', {'data-testid': 'overview-expected'}, h('h3', {}, 'Expected → observed, per attention op'));
  if (withPicture.length) {
    box.append(
      h('table', {class: 'data compare expected'}, h('thead', {}, h('tr', {}, ...head.map((x) => h('th', {}, x)))),
        h('tbody', {}, ...withPicture.map(tr))),
      h('ul', {class: 'summary', 'data-testid': 'overview-expected-mismatches'}, ...mismatchLines(withPicture).map((m) =>
        h('li', {class: 'summary-mismatch'}, m))));
    const copies = (r: AttentionOpRow) => (r.expectation!.observed.copies_per_call ?? 0) > 0;
    const matches = withPicture.filter((r) => !r.expectation!.mismatches.length && !copies(r));
    if (matches.length) {
      box.append(h('p', {class: 'muted small', 'data-testid': 'overview-expected-matches'},
        `${matches.length} of ${withPicture.length} op(s) look as their kind should (${[...new Set(matches.map((r) => r.backend))].join(', ')}).`));
    }
  } else {
    box.append(h('p', {class: 'muted small'}, gpu
      ? 'No attention op launched kernels in this trace: there is no picture to check.'
      : 'No attention op here has a picture to check; per call: '
        + rows.map((r) => `${shortName(r.op, 50)} ${fmtUs(r.cpu_us / r.count)} CPU`).join(', ') + '.'));
  }
  return box;
}
