import {describe, expect, it} from 'vitest';
import {coresText, isAmd} from '../src/model/device';
import {kernelColumns} from '../src/views/kernels';

describe('cores in the device’s words', () => {
  it('names AMD matrix cores and vector units, NVIDIA Tensor and CUDA cores, and says unknown when the name does not say', () => {
    expect(isAmd({device: 'AMD Instinct MI300X', hardware: null} as never)).toBe(true);
    expect(isAmd({device: 'HIP GPU (name unknown)', hardware: {matched: 'MI300X'}} as never)).toBe(true);
    expect(isAmd({device: 'NVIDIA H100 80GB HBM3', hardware: {matched: 'H100 SXM'}} as never)).toBe(false);
    expect(coresText('tensor', true)).toBe('matrix cores');
    expect(coresText('tensor', false)).toBe('Tensor Cores');
    expect(coresText('cuda', true)).toBe('vector units');
    expect(coresText('cuda', false)).toBe('CUDA cores');
    expect(coresText('unknown', false)).toBe('unknown');
    expect(coresText(null, false)).toBe('');
  });
  it('keeps the cores among the first eight columns (the Overview’s top kernels)', () => {
    expect(kernelColumns(true).slice(0, 8).map((c) => c.key)).toContain('cores');
    expect(kernelColumns(false).map((c) => c.key)).not.toContain('cores');
  });
});
