import {describe, expect, it} from 'vitest';
import {memoryChartOptions, valuesAt, yAxisRange, zoomFromState} from '../src/views/memory';

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

describe('the zoomed chart\'s tooltip', () => {
  // a window's allocated and reserved steps (ms, bytes) and the faint whole trace around it
  const drawn = [
    {name: 'whole trace', data: [[0, 5], [1, 50], [9, 0]]},
    {name: 'allocated', data: [[2, 100], [3, 300], [4, 200]]},
    {name: 'reserved', data: [[2, 512], [3, null], [4, 1024]]},
  ];
  it('reads each drawn line where the cursor is: a step holds until the next point', () => {
    // at 2.9 ms the allocated line still draws 100 (the nearest point, 3 ms, says 300)
    expect(valuesAt(2.9, drawn)).toEqual([['allocated', 100], ['reserved', 512]]);
    expect(valuesAt(3, drawn)).toEqual([['allocated', 300]]);
    expect(valuesAt(4, drawn)).toEqual([['allocated', 200], ['reserved', 1024]]);
  });
  it('says no value where no line is drawn: before the window\'s first point, past its last', () => {
    expect(valuesAt(1.5, drawn)).toEqual([]);
    expect(valuesAt(4.5, drawn)).toEqual([]);
  });
  it('titles the tooltip with the cursor\'s time and reads the series drawn now', () => {
    let now = drawn;
    const options = memoryChartOptions([0, 1024], drawn, () => now);
    const at = (x: number) => options.tooltip.formatter([{axisValue: x, value: [3, 300]}]) as HTMLElement;
    expect(at(2.5).textContent).toContain('2.500 ms');
    expect(at(2.5).textContent).toContain('100 B');
    now = [{name: 'allocated', data: [[2, 2048], [5, 0]]}];  // (a zoom replaced the series)
    expect(at(2.5).textContent).toContain('2.0 KiB');
  });
  it('takes the time under the pointer where the chart says it (ECharts gives the nearest point\'s)', () => {
    const options = memoryChartOptions([0, 1024], drawn, () => drawn, () => 2.9);
    const tip = options.tooltip.formatter([{axisValue: 3, value: [3, 300]}]) as HTMLElement;
    expect(tip.textContent).toContain('2.900 ms');
    expect(tip.textContent).toContain('100 B');
  });
});
