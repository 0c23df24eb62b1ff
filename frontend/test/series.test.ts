import {describe, expect, it} from 'vitest';
import {band, downsample, workerLines, type XY} from '../src/model/series';

describe('downsample', () => {
  it('keeps a short series whole', () => {
    const s: XY[] = [[1, 5], [2, 6], [3, 7]];
    expect(downsample(s, 10)).toBe(s);
  });
  it('keeps the first and last point and each bucket\'s lowest and highest, in x order', () => {
    // 2 + 10 points, max 6: buckets of the 10 inner points: 2 buckets of 5
    const s: XY[] = [[0, 1], [1, 3], [2, 9], [3, 4], [4, 2], [5, 5], [6, 5], [7, 0], [8, 6], [9, 7], [10, 8], [11, 4]];
    expect(downsample(s, 6)).toEqual([[0, 1], [2, 9], [4, 2], [7, 0], [10, 8], [11, 4]]);
  });
  it('a spike of one point among thousands survives', () => {
    const s: XY[] = Array.from({length: 5000}, (_, i) => [i, i === 3217 ? 100 : 1] as XY);
    const d = downsample(s, 600);
    expect(d.length).toBeLessThanOrEqual(600);
    expect(d).toContainEqual([3217, 100]);
    expect(d[0]).toEqual([0, 1]);
    expect(d[d.length - 1]).toEqual([4999, 1]);
  });
  it('a bucket of nulls draws nothing', () => {
    const s: XY[] = [[0, 1], [1, null], [2, null], [3, null], [4, null], [5, 2], [6, 3], [7, 4], [8, 5], [9, 9]];
    expect(downsample(s, 6)).toEqual([[0, 1], [5, 2], [8, 5], [9, 9]]);
  });
});

describe('band', () => {
  it('per step the median, lowest and highest across workers', () => {
    const b = band([[[1, 10], [2, 20]], [[1, 30], [2, null]], [[1, 20], [3, 5]], [[1, 40]]]);
    expect(b.median).toEqual([[1, 25], [2, 20], [3, 5]]);
    expect(b.low).toEqual([[1, 10], [2, 20], [3, 5]]);
    expect(b.high).toEqual([[1, 40], [2, 20], [3, 5]]);
  });
});

describe('worker lines', () => {
  const workers = (n: number) => Array.from({length: n}, (_, i) => ({name: `rank${i}`, data: [[1, i], [2, i + 1]] as XY[]}));
  it('each worker a line when there are few', () => {
    expect(workerLines(workers(3)).map((l) => [l.name, l.role])).toEqual([['rank0', 'worker'], ['rank1', 'worker'], ['rank2', 'worker']]);
  });
  it('1,024 workers: the band and the stragglers, not 1,024 lines', () => {
    const lines = workerLines(workers(1024), ['rank17', 'rank200']);
    expect(lines.map((l) => [l.name, l.role])).toEqual([
      ['median of 1024 workers', 'median'], ['lowest of 1024', 'low'], ['highest of 1024', 'high'],
      ['rank17', 'worker'], ['rank200', 'worker'],
    ]);
    expect(lines[0].data).toEqual([[1, 511.5], [2, 512.5]]);
    expect(lines[2].data).toEqual([[1, 1023], [2, 1024]]);
  });
});
