// "Guess first, then look": per attention op (kind, backend, shape), the picture its kind
// should show beside the one the trace shows (kernels per call, Tensor Cores, an Lq×Lkv
// score matrix), a mismatch marked and said in words, with what was observed besides
// (dtype, CPU and kernel time per call). The expected pictures are the kind registry's
// (report: attention_ops[].expectation).

import {h} from '../dom';
import {fmtNum, fmtUs, shortName} from '../format';
import type {AttentionOpRow, Entry} from '../report';

type Picture = {kernels_per_call: number | null; tensor_cores: boolean | null; score_matrix: boolean};

const yesNo = (v: boolean | null | undefined) => (v === null || v === undefined ? '–' : v ? 'yes' : 'no');

/** The cells of one aspect: expected, observed, and whether they differ. */
export function aspectCells(expected: Picture, observed: Picture, key: keyof Picture, mismatches: string[] = []):
  {exp: string; obs: string; differs: boolean} {
  const e = expected[key];
  const o = observed[key];
  if (key === 'kernels_per_call') {
    // the kind's own bound decides (eager attention: five or six), as the report's mismatch says
    const differs = mismatches.some((m) => m.includes('kernels per call'));
    return {exp: e === null ? 'any' : fmtNum(e as number), obs: o === null ? '–' : fmtNum(o as number), differs};
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
  const head = ['attention op', 'backend', 'calls', 'kernels / call', 'Tensor Cores', 'Lq×Lkv score matrix', 'dtype',
    gpu ? 'kernel / call' : 'CPU / call'];
  const cell = (c: {exp: string; obs: string; differs: boolean}, why: string) =>
    h('td', {class: c.differs ? 'mismatch' : 'match', title: c.differs ? why : 'as expected', 'data-differs': String(c.differs)},
      h('span', {class: 'muted'}, `${c.exp} → `), c.obs);
  const tr = (r: AttentionOpRow) => {
    const x = r.expectation!;
    const why = x.mismatches.join('; ') || 'differs from the kind\'s picture';
    const per = gpu ? r.kernel_us / r.count : r.cpu_us / r.count;
    return h('tr', {'data-op': r.op},
      h('td', {title: r.op}, shortName(r.op, 60)), h('td', {}, r.backend),
      h('td', {class: 'num'}, String(r.count)),
      cell(aspectCells(x.expected, x.observed, 'kernels_per_call', x.mismatches), why),
      cell(aspectCells(x.expected, x.observed, 'tensor_cores'), why),
      cell(aspectCells(x.expected, x.observed, 'score_matrix'), why),
      h('td', {}, r.dtype ?? '–'), h('td', {class: 'num'}, fmtUs(per)));
  };
  const box = h('div', {'data-testid': 'overview-expected'}, h('h3', {}, 'Expected → observed, per attention op'));
  if (withPicture.length) {
    box.append(
      h('table', {class: 'data compare expected'}, h('thead', {}, h('tr', {}, ...head.map((x) => h('th', {}, x)))),
        h('tbody', {}, ...withPicture.map(tr))),
      h('ul', {class: 'summary', 'data-testid': 'overview-expected-mismatches'}, ...mismatchLines(withPicture).map((m) =>
        h('li', {class: 'summary-mismatch'}, m))));
    const matches = withPicture.filter((r) => !r.expectation!.mismatches.length);
    if (matches.length) {
      box.append(h('p', {class: 'muted small', 'data-testid': 'overview-expected-matches'},
        `${matches.length} of ${withPicture.length} op(s) look as their kind should (${matches.map((r) => r.backend).join(', ')}).`));
    }
  } else {
    box.append(h('p', {class: 'muted small'}, gpu
      ? 'No attention op launched kernels in this trace: there is no picture to check.'
      : 'A CPU-only trace: the expected pictures are of GPU kernels; per call here: '
        + rows.map((r) => `${shortName(r.op, 50)} ${fmtUs(r.cpu_us / r.count)} CPU`).join(', ') + '.'));
  }
  return box;
}
