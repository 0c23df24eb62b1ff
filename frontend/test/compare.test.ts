import {describe, expect, it} from 'vitest';
import {changesBySize} from '../src/views/compare';
import {spanText} from '../src/format';

describe('compare labels', () => {
  it('a span named by its time in ms or ns reads as a time, anything else as it is', () => {
    expect(spanText('1700000000000')).toBe('2023-11-14 22:13:20');
    expect(spanText('1773709742341309550')).toBe('2026-03-17 01:09:02');
    expect(spanText('7')).toBe('7');
    expect(spanText('rank0')).toBe('rank0');
  });
});

describe('what changed', () => {
  it('each trace\'s time metrics and copy time by the size of their change, largest first', () => {
    const row = (metric: string, what: string, unit: string, values: (number | null)[]) => ({metric, unit, what, values, deltas: [], ratios: []});
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut compare result
    const c: any = {
      traces: [{label: 'naive'}, {label: 'inplace'}], baseline: 0,
      overall: [row('cpu_us_per_instance', 'CPU time per call', 'µs', [900, 700]), row('cpu_ops_per_instance', 'CPU ops', 'ops', [40, 30])],
      categories: [row('memcpy', 'memcpy', 'µs', [48100, 90]), row('gemm', 'gemm', 'µs', [100, 100])],
      variants: [{trace: 0, copy_us_per_forward: 60}, {trace: 1, copy_us_per_forward: 20}],
    };
    const changes = changesBySize(c);
    expect(changes.map((x) => [x.what, x.delta])).toEqual([
      ['memcpy time', -48010], ['CPU time per call', -200], ['copy time per call', -40],
    ]);
  });
});
