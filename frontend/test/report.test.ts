import {describe, expect, it} from 'vitest';
import {allAttentionKernels, type Entry, type KernelRow} from '../src/report';

const k = (name: string, phase: 'forward' | 'backward', count: number, total: number, min: number, max: number): KernelRow =>
  ({name, phase, category: 'gemm', backend: null, count, total_us: total, mean_us: total / count, min_us: min,
    max_us: max, share: 0});

describe('allAttentionKernels', () => {
  it('merges top-level scopes only (nested ones are inside their parents)', () => {
    const entry = {scopes: [
      {id: 0, parent_id: null, kernels: [k('gemm', 'forward', 2, 10, 4, 6)]},
      {id: 1, parent_id: 0, kernels: [k('gemm', 'forward', 2, 10, 4, 6)]},
      {id: 2, parent_id: null, kernels: [k('gemm', 'forward', 1, 3, 3, 3), k('gemm', 'backward', 1, 7, 7, 7)]},
    ]} as unknown as Entry;
    const rows = allAttentionKernels(entry);
    const fwd = rows.find((r) => r.phase === 'forward')!;
    expect(fwd.count).toBe(3);
    expect(fwd.total_us).toBe(13);
    expect(fwd.min_us).toBe(3);
    expect(fwd.max_us).toBe(6);
    expect(fwd.share).toBeCloseTo(13 / 20);
    expect(rows.map((r) => r.phase)).toEqual(['forward', 'backward']);
  });
});
