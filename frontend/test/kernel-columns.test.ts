import {describe, expect, it} from 'vitest';
import {kernelColumns, limitsCell, nameSays} from '../src/views/kernels';
import {timeScale} from '../src/model/format';
import {toCsv} from '../src/csv';
import {valueOf} from '../src/table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut kernel row
const row: any = {name: 'flash_fwd_kernel', phase: 'forward', category: 'attention', backend: 'flash', count: 24,
  total_us: 2722.705, mean_us: 113.446, min_us: 100.5, max_us: 130.25, share: 0.175};

describe('kernel table times', () => {
  it('in the view\'s unit: shown, sorted and written in it, the unit in the header', () => {
    const cols = kernelColumns(true, false, undefined, timeScale(9720));
    const total = cols.find((c) => c.key === 'total_us')!;
    expect(total.label).toBe('total ms');
    expect(valueOf(total, row)).toBe(2.722705);
    expect(total.digits).toBe(3);
    expect(cols.find((c) => c.key === 'mean_us')!.label).toBe('mean ms');
    const csv = toCsv([row], cols.filter((c) => ['name', 'total_us', 'mean_us'].includes(c.key)));
    expect(csv).toBe('kernel,total ms,mean ms\r\nflash_fwd_kernel,2.722705,0.113446\r\n');
  });
  it('in µs where the view\'s times are under a millisecond', () => {
    const total = kernelColumns(true, false, undefined, timeScale(900)).find((c) => c.key === 'total_us')!;
    expect(total.label).toBe('total µs');
    expect(valueOf(total, row)).toBe(2722.705);
  });
});

describe('occupancy limits', () => {
  it('shows the trace\u2019s limiting factors, the block limits on hover; nothing without them', () => {
    const cell = limitsCell({...row, occupancy_limits: {limited_by: ['registers', 'shared memory'], active_blocks_per_sm: 1,
      registers: 1, shared_memory: 1, warps: 8, blocks: 32, barriers: null}}) as HTMLElement;
    expect(cell.textContent).toBe('registers, shared memory');
    expect(cell.title).toBe('active blocks/SM: 1\nregisters: 1\nshared memory: 1\nwarps: 8\nblocks: 32');
    expect(limitsCell(row)).toBe('');
  });
});

describe('what a kernel name says', () => {
  it('in words, each part only where the name says it', () => {
    expect(nameSays({...row, name_says: {direction: 'forward', dtype: 'bfloat16', head_dim: 128, causal: true, tile: [128, 128]}}))
      .toBe('forward bfloat16 hd128 causal 128×128');
    expect(nameSays({...row, name_says: {direction: 'backward', dtype: null, head_dim: null, causal: false, tile: null}}))
      .toBe('backward not causal');
    expect(nameSays(row)).toBeNull();
  });
});
