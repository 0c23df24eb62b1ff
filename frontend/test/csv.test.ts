import {describe, expect, it} from 'vitest';
import {csvCell, toCsv} from '../src/csv';

describe('csv', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell([5, 16, 16])).toBe('"[5,16,16]"');
  });
  it('defuses spreadsheet formulas in untrusted text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(-3)).toBe('-3'); // numbers stay numbers
  });
  it('writes a header and one line per row', () => {
    const text = toCsv([{name: 'flash', us: 2722.705}, {name: 'gemm, bf16', us: 1}], [
      {key: 'name', label: 'kernel'}, {key: 'us', label: 'total µs'},
    ]);
    expect(text).toBe('kernel,total µs\r\nflash,2722.705\r\n"gemm, bf16",1\r\n');
  });
});
