import {describe, expect, it} from 'vitest';
import {changeUnit, defaultSelection, kernelChangeText, KEY_TRACES, metricTable, ratioText, variantsTable} from '../src/views/compare';
import type {TraceRow} from '../src/api';
import type {MetricRow} from '../src/report';
import {compareLabels, distinctTraceLabels, spanText} from '../src/model/format';

describe('compare labels', () => {
  it('a span named by its time in ms or ns reads as a time, anything else as it is', () => {
    expect(spanText('1700000000000')).toBe('2023-11-14 22:13:20');
    expect(spanText('1773709742341309550')).toBe('2026-03-17 01:09:02');
    expect(spanText('7')).toBe('7');
    expect(spanText('rank0')).toBe('rank0');
  });
  it('traces shown together are told apart by what differs: the run, the worker, the span', () => {
    const tr = (run: string, worker: string, span: string) => ({run, worker, span});
    // the demo's variants: one machine, one span time, so the run alone
    expect(distinctTraceLabels([tr('naive', 'demo', '1700000000000'), tr('naive_inplace', 'demo', '1700000000000')]))
      .toEqual(['naive', 'naive_inplace']);
    // two ranks of one step: the worker; two steps of one worker: the span, as a time
    expect(distinctTraceLabels([tr('job', 'rank0', '7'), tr('job', 'rank1', '7')])).toEqual(['rank0', 'rank1']);
    expect(distinctTraceLabels([tr('job', 'rank0', '1700000000000'), tr('job', 'rank0', '1700000060000')]))
      .toEqual(['2023-11-14 22:13:20', '2023-11-14 22:14:20']);
    // the run alone where it tells them apart, though the spans differ by a second
    expect(distinctTraceLabels([tr('naive', 'demo', '1700000000000'), tr('inplace', 'demo', '1700000001000')]))
      .toEqual(['naive', 'inplace']);
    // two runs of two workers each: run and worker
    expect(distinctTraceLabels([tr('a', 'h1', '7'), tr('a', 'h2', '7'), tr('b', 'h1', '7'), tr('b', 'h2', '7')]))
      .toEqual(['a / h1', 'a / h2', 'b / h1', 'b / h2']);
    // a trace alone, or two alike, keep every part
    expect(distinctTraceLabels([tr('a', 'h1', '7'), tr('b', 'h2', '7')])).toEqual(['a', 'b']);
    expect(distinctTraceLabels([tr('a', 'h1', '7')])).toEqual(['a / h1 / 7']);
    expect(distinctTraceLabels([tr('a', 'h1', ''), tr('a', 'h1', '')])).toEqual(['a / h1', 'a / h1']);
  });
  it('a compared trace not in the listing keeps the label the compare gives, the others their whole label', () => {
    const ctx = {traces: [{id: 'n', run: 'naive', worker: 'demo', span: '7'}, {id: 'i', run: 'inplace', worker: 'demo', span: '7'}]};
    const both = compareLabels(ctx, {traces: [{id: 'n', label: 'x'}, {id: 'i', label: 'y'}]});
    expect([both(0), both(1)]).toEqual(['naive', 'inplace']);
    const one = compareLabels(ctx, {traces: [{id: 'n', label: 'x'}, {id: 'gone', label: 'old/trace.json'}]});
    expect([one(0), one(1)]).toEqual(['naive / demo / 7', 'old/trace.json']);
  });
});

const t = (id: string, run: string, worker: string, span = '', mtime = 1): TraceRow =>
  ({id, run, worker, span, file: '', size: 1, mtime, state: 'done', progress: 1});

describe('the traces a compare starts with', () => {
  // the demo's variants and train run (worker "demo"), and shared traces of other machines
  const logdir = [t('n', 'naive', 'demo'), t('i', 'naive_inplace', 'demo'), t('q', 'qwen_h100', 'h100'),
    t('r', 'reload_me', 'w'), t('x', 'exp/a', 'host_12'), t('y', 'exp/b', 'host_99'), t('z', 'exp/c', 'other_5')];
  it('variants: the runs of its folder recorded on the same machine, nothing else', () => {
    expect(defaultSelection(logdir, logdir[0], '')).toEqual(['n', 'i']);
    expect(defaultSelection(logdir, logdir[4], '')).toEqual(['x', 'y']); // (host_12, host_99: one machine)
  });
  it('ranks of one step, else the nearest step of the worker, else nothing but itself', () => {
    const ranks = [t('a0', 'job', 'rank0', '5'), t('a1', 'job', 'rank1', '5'), t('b0', 'job', 'rank0', '6')];
    expect(defaultSelection(ranks, ranks[0], '')).toEqual(['a0', 'a1']);
    const steps = [t('s1', 'job', 'w', '1', 10), t('s2', 'job', 'w', '2', 20), t('s3', 'job', 'w', '3', 31)];
    expect(defaultSelection(steps, steps[1], '')).toEqual(['s2', 's1']);
    expect(defaultSelection(logdir, logdir[2], '')).toEqual(['q']); // (another machine's traces are not related)
  });
  it('the chosen traces when two or more of them are listed', () => {
    expect(defaultSelection(logdir, logdir[0], 'q,r,gone')).toEqual(['q', 'r']);
    expect(defaultSelection(logdir, logdir[0], 'q')).toEqual(['n', 'i']);
  });
});

describe('a kernel or CPU op on one side only', () => {
  it('its calls, its time a call, and the copies it made a call', () => {
    expect(kernelChangeText({name: 'aten::masked_fill', us: 210.7, count: 3, us_per_call: 70.2, copy_us_per_call: 7515.2}))
      .toBe('3 calls, 0.070 ms a call, and the copies it made 7.515 ms a call');
    expect(kernelChangeText({name: 'k', us: 5, count: 1, us_per_call: null, copy_us_per_call: null})).toBe('1 call, 5.0 µs');
    // the lines of one compare in one unit, their largest time's: 70.2 µs beside 7,515.2 µs is 0.070 ms
    const fill = {name: 'aten::masked_fill', us: 210.7, count: 3, us_per_call: 70.2, copy_us_per_call: 7515.2};
    const clone = {name: 'aten::clone', us: 54, count: 1, us_per_call: 54, copy_us_per_call: null};
    const unit = changeUnit([fill, clone]);
    expect([kernelChangeText(fill, unit), kernelChangeText(clone, unit)])
      .toEqual(['3 calls, 0.070 ms a call, and the copies it made 7.515 ms a call', '1 call, 0.054 ms a call']);
  });
});

describe('ratioText', () => {
  it('keeps two decimals, and two significant digits where they would read 0.00', () => {
    expect(ratioText(0.5)).toBe('0.50×');
    expect(ratioText(2)).toBe('2.00×');
    expect(ratioText(0.09 / 48.1)).toBe('0.0019×');
    expect(ratioText(0)).toBe('0.00×');
  });
});

describe('a metric row', () => {
  it('shows a median with its calls\' spread beside it, and a change within it as within noise', async () => {
    const {rowCells} = await import('../src/views/compare');
    const row: MetricRow = {metric: 'cpu_us_median', unit: 'µs', what: 'median CPU time per call',
      values: [7291, 6030, 7100], deltas: [0, -1261, -191], ratios: [1, 0.827, 0.9738],
      spreads: [[7142, 7544], [5721, 6145], [7000, 7300]], within_noise: [null, false, true]};
    expect(rowCells(row, 0)).toEqual(['7.291 ms [7.142–7.544]', '6.030 ms [5.721–6.145] (0.83×)',
      '7.100 ms [7.000–7.300] (0.97×, within noise)']);
  });
});

describe('compare tables on the DataTable', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut compare of six traces
  const c: any = {unit: 'gpu', baseline: 0, traces: [0, 1, 2, 3, 4, 5].map((i) => ({label: `run${i}`})),
    variants: [
      {trace: 0, rank: 2, kernels_per_forward: 3, gpu_us_median: 200, gpu_us_spread: [190, 210], cpu_us_median: 50,
        cpu_us_spread: null, gemm_cores: ['tensor'], copies_per_forward: 0, copy_us_per_forward: 0, backend: 'flash',
        peak_memory: 1024, within_noise: false},
      {trace: 1, rank: 1, kernels_per_forward: 1, gpu_us_median: 100, gpu_us_spread: null, cpu_us_median: 40,
        cpu_us_spread: null, gemm_cores: [], copies_per_forward: 2, copy_us_per_forward: 12, backend: null,
        peak_memory: 2048, within_noise: true},
    ]};
  const label = (i: number) => `run${i}`;
  it('a metric table shows the baseline and the first traces, the rest in its column list', () => {
    const row: MetricRow = {what: 'GPU µs / call', unit: 'µs', values: [100, 200, 50, null, 100, 100],
      ratios: [1, 2, 0.5, null, 1, 1]} as MetricRow;
    const el = metricTable([row], c, 'compare-overall', label);
    expect([...el.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['metric', '◆ run0', 'run1', 'run2', 'run3']);
    expect(KEY_TRACES).toBe(4);
    expect([...el.querySelectorAll('[data-testid=compare-overall-columns] label')].map((l) => l.textContent!.trim()))
      .toEqual(['run4', 'run5']);
    const cells = [...el.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['GPU µs / call', '100.0 µs', '200.0 µs (2.00×)', '50.0 µs (0.50×)', '–']);
  });
  it('the variants table ranks by the report, keeps its key columns and says a change within noise', () => {
    const el = variantsTable(c, label);
    const table = el.querySelector('table')!;
    expect(table.dataset.unit).toBe('µs');
    expect([...el.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['trace', 'kernels / fwd',
      'GPU busy µs / call, median (p25–p75)', 'CPU µs / call, median (p25–p75)', 'copies / fwd', 'backend']);
    const rows = [...el.querySelectorAll('tbody tr')];
    expect(rows.map((r) => [r.getAttribute('data-trace'), r.getAttribute('data-rank'), r.className.includes('muted')]))
      .toEqual([['1', '1', true], ['0', '2', false]]);
    expect([...rows[1].querySelectorAll('td')].map((td) => td.textContent))
      .toEqual(['◆ run0', '3', '200.0 (190.0–210.0)', '50.0', '0', 'flash']);
    expect(rows[0].querySelector('td')!.textContent).toBe('run1 (within noise)');
  });
});
