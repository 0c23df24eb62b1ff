import {describe, expect, it} from 'vitest';
import {yAxisRange, zoomFromState} from '../src/views/memory';

describe('the memory chart\'s y axis', () => {
  it('starts at 0 for the whole trace, at round binary ticks', () => {
    // 3000 bytes: ticks of 512 (the first power of two with at most 6 ticks), up to 3072
    expect(yAxisRange([0, 1200, 3000], true)).toEqual({min: 0, max: 3072, interval: 512});
  });
  it('fits a zoomed window to its own values, so its allocations do not look flat', () => {
    // 4096..5196: a range of 1100, ticks of 256, from 4096 to 5376 (21 × 256)
    expect(yAxisRange([4096, 5196, 4700], false)).toEqual({min: 4096, max: 5376, interval: 256});
    // one level only: one tick above it
    expect(yAxisRange([4096], false)).toEqual({min: 4096, max: 4097, interval: 1});
    expect(yAxisRange([], false)).toBeUndefined();
  });
  it('reads the zoom kept in the URL', () => {
    expect(zoomFromState('1.5,2.25')).toEqual([1.5, 2.25]);
    expect(zoomFromState('2,1')).toBeNull();
  });
});
