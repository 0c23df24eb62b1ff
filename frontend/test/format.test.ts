import {describe, expect, it} from 'vitest';
import {fmtBytes, fmtPct, fmtUs, shortName} from '../src/format';

describe('format', () => {
  it('microseconds scale to ms and s', () => {
    expect(fmtUs(12.345)).toBe('12.3 µs');
    expect(fmtUs(2722.705)).toBe('2.72 ms');
    expect(fmtUs(4_500_000)).toBe('4.50 s');
    expect(fmtUs(null)).toBe('–');
    expect(fmtUs(Number.NaN)).toBe('–');
  });
  it('shares and bytes', () => {
    expect(fmtPct(0.340413)).toBe('34.0%');
    expect(fmtPct(null)).toBe('–');
    expect(fmtBytes(512)).toBe('512 B');
    expect(fmtBytes(1536)).toBe('1.5 KiB');
    expect(fmtBytes(2028977152)).toBe('1.9 GiB');
    expect(fmtBytes(-4096)).toBe('-4.0 KiB');
  });
  it('long names keep their head', () => {
    expect(shortName('abc', 10)).toBe('abc');
    expect(shortName('x'.repeat(20), 10)).toBe('xxxxxxxxx…');
  });
});
