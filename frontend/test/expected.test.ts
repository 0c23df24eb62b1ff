import {describe, expect, it} from 'vitest';
import {renderExpected} from '../src/views/expected';

const fused = {kernels_per_call: 1, tensor_cores: true, score_matrix: false};
// aspects as the report gives them (the rules are Python's: tests/test_verdict.py)
type Cell = [key: string, expected: string, observed: string, why?: string];
const aspects = (cells: Cell[]) => cells.map(([key, expected, observed, why]) =>
  ({key, expected, observed, differs: why !== undefined, why: why ?? null,
    state: why !== undefined ? 'mismatch' : observed === '–' ? 'unknown' : expected === observed ? 'match' : 'differs'}));
const gpuAspects = (kernels = '1', why?: string) => aspects([['kernels_per_call', '1', kernels, why],
  ['tensor_cores', 'yes', 'yes'], ['score_matrix', 'no', 'no'], ['copies_per_call', '0', '0']]);

describe('expected → observed', () => {
  it('draws one row per op with its mismatch said, and the matches counted', () => {
    const row = (op: string, backend: string, observed: typeof fused, mismatches: string[]) => ({
      op, backend, count: 4, kernel_us: 40, cpu_us: 8, kernel_us_per_call: 10, cpu_us_per_call: 2, dtype: 'bfloat16',
      expectation: {expected: fused, observed, mismatches, aspects: gpuAspects(String(observed.kernels_per_call), mismatches[0])},
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {breakdown_unit: 'gpu', attention_ops: [
      row('aten::_scaled_dot_product_flash_attention', 'flash', fused, []),
      row('aten::_scaled_dot_product_efficient_attention', 'efficient', {...fused, kernels_per_call: 2},
        ['2 kernels per call where a fused backend launches one']),
    ],
    // (the lines and the count are the report's: analysis/expected.py, tests/test_verdict.py)
    expected: {pictured: 2, matching: 1, matching_line: '1 of 2 ops looks as its kind should (flash).',
      mismatch_lines: [{text: 'aten::_scaled_dot_product_efficient_attention (efficient): 2 kernels per call', op: 'x',
        backend: 'efficient', shapes: 1, row: 1}]}};
    const box = renderExpected(e)!;
    const rows = box.querySelectorAll('tbody tr');
    expect(rows.length).toBe(2);
    expect([...rows[1].querySelectorAll('td[data-differs=true]')].map((td) => td.textContent)).toEqual(['1 → 2']);
    expect(rows[0].querySelectorAll('td[data-differs=true]').length).toBe(0);
    expect(box.querySelector('li')!.textContent).toContain('2 kernels per call');
    const matches = box.querySelector('[data-testid=overview-expected-matches]')!;
    expect(matches.textContent).toBe('1 of 2 ops looks as its kind should (flash).');
    expect([matches.getAttribute('data-field'), matches.getAttribute('data-value')]).toEqual(['expected.matching', '1']);
    // the kernel time per call, the column before the scopes (none here)
    const cells = [...rows[0].querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(-3)).toEqual(['0 → 0', '10.0', '–']);
    // each number names the report field it shows
    expect([...rows[1].querySelectorAll('td[data-field]')].map((td) => [td.getAttribute('data-field'), td.getAttribute('data-value')]))
      .toEqual([['attention_ops[1].count', '4'], ['attention_ops[1].kernel_us_per_call', '10']]);
    // in one unit, named in the headers; the key columns shown, the rest in the table's column list
    expect([...box.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['attention op', 'calls', 'kernels / call',
      'Tensor Cores', 'Lq×Lkv score matrix', 'copies / call', 'kernel µs / call', 'scopes']);
    expect([...box.querySelectorAll('[data-testid=overview-expected-table-columns] label')].map((l) => l.textContent!.trim()))
      .toEqual(['B×H×Lq×Lkv×D', 'backend', 'dtype', 'launch', 'CPU µs / call']);
    // a state is the cell's class (its colour): a mismatch is never drawn as a match
    expect(rows[1].querySelector('td[data-aspect=kernels_per_call]')!.className).toBe('mismatch');
  });

  it('shows the shape where two rows are of one op, which would look alike without it', () => {
    const row = (B: number) => ({op: 'aten::_scaled_dot_product_flash_attention', backend: 'flash', count: 2, kernel_us: 20,
      cpu_us: 4, kernel_us_per_call: 10, cpu_us_per_call: 2, dtype: 'bfloat16', shape: {B, H: 16, Lq: 512, Lkv: 512, D: 64},
      expectation: {expected: fused, observed: fused, mismatches: [], aspects: gpuAspects()}});
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {breakdown_unit: 'gpu', attention_ops: [row(1), row(8)], scopes: [], expected: null};
    const box = renderExpected(e)!;
    expect([...box.querySelectorAll('th')].map((th) => th.textContent).slice(0, 2)).toEqual(['attention op', 'B×H×Lq×Lkv×D']);
    expect([...box.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1].textContent))
      .toEqual(['1×16×512×512×64', '8×16×512×512×64']);
  });

  it('a CPU-only trace: ops and copies per call, a copy marked', () => {
    const picture = {kernels_per_call: null, tensor_cores: null, score_matrix: false, copies_per_call: 0, ops_per_call: null};
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {breakdown_unit: 'cpu_op', attention_ops: [{op: 'aten::_scaled_dot_product_flash_attention_for_cpu',
      backend: 'flash', count: 2, kernel_us: 0, cpu_us: 300, kernel_us_per_call: 0, cpu_us_per_call: 150, dtype: 'float32',
      expectation: {expected: picture,
        observed: {...picture, copies_per_call: 1.5, ops_per_call: 2.5, launch_apis: []}, mismatches: ['1.5 copies per call'],
        aspects: aspects([['ops_per_call', 'any', '2.5'], ['copies_per_call', '0', '1.5', '1.5 copies per call'],
          ['score_matrix', 'no', 'no']])}}]};
    const box = renderExpected(e)!;
    expect([...box.querySelectorAll('th')].map((th) => th.textContent)).toEqual(
      ['attention op', 'calls', 'CPU ops / call', 'copies / call', 'Lq×Lkv score matrix', 'CPU µs / call', 'scopes']);
    const marked = [...box.querySelectorAll('td[data-differs=true]')];
    expect(marked.map((td) => [td.getAttribute('data-aspect'), td.textContent])).toEqual([['copies_per_call', '0 → 1.5']]);
    expect(box.querySelector('td[data-aspect=ops_per_call]')!.textContent).toBe('any → 2.5');
    expect(box.querySelector('[data-testid=overview-expected-matches]')).toBeNull();
  });

  it('says what a CPU-only trace shows instead', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {breakdown_unit: 'cpu_op', attention_ops: [{op: 'aten::scaled_dot_product_attention', backend: 'math', count: 2,
      kernel_us: 0, cpu_us: 300, kernel_us_per_call: 0, cpu_us_per_call: 150, dtype: 'float32', expectation: null}]};
    expect(renderExpected(e)!.textContent).toContain('aten::scaled_dot_product_attention 150.0 µs CPU');
    expect(renderExpected({...e, attention_ops: []})).toBeNull();
  });
});

describe('per scope, and a mismatch linked to its evidence', () => {
  const fused = {kernels_per_call: 1, tensor_cores: true, score_matrix: false, copies_per_call: 0, ops_per_call: null};
  // (scope_calls: the report's count of each op's calls inside each scope, its nesting included)
  const row = (op: string, scope_ids: number[], scope_calls: {scope_id: number; calls: number}[], observed = fused,
    mismatches: string[] = []) => ({
    op, backend: 'flash', count: 2, kernel_us: 20, cpu_us: 4, kernel_us_per_call: 10, cpu_us_per_call: 2, dtype: 'bfloat16',
    scope_ids, scope_calls,
    expectation: {expected: fused, observed: {...observed, launch_apis: ['cudaLaunchKernel']}, mismatches,
      aspects: aspects([['kernels_per_call', '1', String(observed.kernels_per_call), mismatches[0]], ['tensor_cores', 'yes', 'yes'],
        ['score_matrix', 'no', 'no'], ['copies_per_call', '0', String(observed.copies_per_call),
          observed.copies_per_call ? '1 copy per call' : undefined]])}});
  // layer0 (0) holds core (2); layer1 (1) apart
  const line = {text: 'b (flash): 3 kernels per call where a fused backend launches one', op: 'b', backend: 'flash', shapes: 1, row: 1};
  const bOnly = {pictured: 1, matching: 0, matching_line: null, mismatch_lines: [line]};
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
  const e: any = {breakdown_unit: 'gpu', scopes: [{id: 0, name: 'layer0', parent_id: null, expected: null},
    {id: 1, name: 'layer1', parent_id: null, expected: bOnly}, {id: 2, name: 'layer0/core', parent_id: 0, expected: null}],
  expected: {pictured: 2, matching: 1, matching_line: '1 of 2 ops looks as its kind should (flash).', mismatch_lines: [line]},
  attention_ops: [row('a', [2], [{scope_id: 0, calls: 2}, {scope_id: 2, calls: 2}]),
    row('b', [1], [{scope_id: 1, calls: 1}], {...fused, kernels_per_call: 3, copies_per_call: 1},
      ['3 kernels per call where a fused backend launches one'])]};

  it('a scope holds the ops of its calls and of the scopes inside it', async () => {
    const {opsInScope} = await import('../src/views/expected');
    expect(opsInScope(e, 0).map((r) => r.op)).toEqual(['a']);
    expect(opsInScope(e, 2).map((r) => r.op)).toEqual(['a']);
    expect(opsInScope(e, 1).map((r) => r.op)).toEqual(['b']);
    const box = renderExpected(e, () => undefined, 1)!;
    expect(box.getAttribute('data-testid')).toBe('scope-expected');
    expect(box.querySelectorAll('tbody tr').length).toBe(1);
    expect(box.querySelector('h3')!.textContent).toBe('Expected → observed, the attention ops in layer1');
    // the scope's own calls of op b (1 of its 2 in the trace), as the report counts them
    expect(box.querySelector('[data-testid=expected-calls]')!.textContent).toBe('1');
    expect(box.querySelector('[data-testid=expected-calls]')!.getAttribute('data-field')).toBe('attention_ops[1].scope_calls[0].calls');
    expect(box.querySelector('[data-testid=scope-expected-mismatches]')!.textContent).toContain(line.text);
    expect(renderExpected(e)!.querySelector('[data-testid=expected-calls]')!.textContent).toBe('2');
  });

  it('each op names its scopes, and a marked cell and a mismatch line open the evidence', () => {
    const went: object[] = [];
    const box = renderExpected(e, (patch) => went.push(patch))!;
    const scopes = box.querySelectorAll<HTMLButtonElement>('[data-testid=expected-scopes] button');
    expect([...scopes].map((b) => b.textContent)).toEqual(['layer0/core', 'layer1']);
    scopes[0].click();
    const kernels = box.querySelector<HTMLButtonElement>('td[data-aspect=kernels_per_call] button[data-evidence=kernels]')!;
    kernels.click();
    box.querySelector<HTMLButtonElement>('td[data-aspect=copies_per_call] button[data-evidence=timeline]')!.click();
    box.querySelector<HTMLButtonElement>('[data-testid=overview-expected-mismatches] li button')!.click();
    expect(went).toEqual([
      {view: 'kernels', scope: '2', kfilter: ''},
      {view: 'kernels', scope: '1', kfilter: '', call: ''},
      {view: 'timeline', scope: '1', kfilter: '', call: ''},
      {view: 'kernels', scope: '1', kfilter: '', call: ''},
    ]);
    expect(box.querySelectorAll('td[data-differs=false] button').length).toBe(0); // (a match links nowhere)
  });
});

describe('expected → observed cells', () => {
  it('a difference the kind allows is never drawn as a match, an unknown is grey', () => {
    const cells = aspects([['kernels_per_call', '1', '1'], ['tensor_cores', 'no', 'yes'], ['score_matrix', 'no', '–'],
      ['copies_per_call', '0', '0']]);
    const row = {op: 'x', backend: 'flash', count: 1, kernel_us: 1, cpu_us: 1, kernel_us_per_call: 1, cpu_us_per_call: 1,
      dtype: 'bfloat16', expectation: {expected: fused, observed: fused, mismatches: [], aspects: cells}};
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {breakdown_unit: 'gpu', attention_ops: [row], expected: {pictured: 1, matching: 1,
      matching_line: '1 of 1', mismatch_lines: []}};
    const box = renderExpected(e)!;
    const state = (key: string) => box.querySelector(`td[data-aspect=${key}]`)!.className;
    expect([state('kernels_per_call'), state('tensor_cores'), state('score_matrix')]).toEqual(['match', 'differs', 'unknown']);
  });
});


describe('evidence words (#59 item 9)', () => {
  it('names CPU ops where a CPU-only trace\u2019s Kernels view lists them', async () => {
    const {onCpu, EVIDENCE} = await import('../src/views/expected');
    expect(onCpu(true, 'see the kernels')).toBe('see the kernels');
    expect(onCpu(false, 'see the kernels')).toBe('see the CPU ops');
    expect(onCpu(false, EVIDENCE.tensor_cores.what)).toBe('its CPU ops and their cores');
    expect(onCpu(false, EVIDENCE.score_matrix.what)).toBe('its memory');
  });
});
