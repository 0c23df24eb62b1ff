import {describe, expect, it} from 'vitest';
import {fmtBytes, fmtPct, fmtUs, kernelBase, kernelLabels, shortName} from '../src/format';

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

describe('kernel labels', () => {
  const add = 'void at::native::elementwise_kernel<128, 2, at::native::gpu_kernel_impl_nocast<at::native::CUDAFunctor_add<float> >(at::TensorIteratorBase&, at::native::CUDAFunctor_add<float> const&)::{lambda(int)#1}>(int, at::native::gpu_kernel_impl_nocast<at::native::CUDAFunctor_add<float> >(at::TensorIteratorBase&, at::native::CUDAFunctor_add<float> const&)::{lambda(int)#1})';
  const mul = add.split('CUDAFunctor_add').join('BinaryFunctor_mul');
  const copy = 'void at::native::elementwise_kernel<128, 4, at::native::direct_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda()#3}>(int, at::native::direct_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda()#3})';
  it('collapses templates and drops the argument list', () => {
    expect(kernelBase(add)).toBe('at::native::elementwise_kernel<…>');
    expect(kernelBase('ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_stages_64x4_tn')).toBe('ampere_bf16_s16816gemm_bf16_128x64_ldg8_f2f_stages_64x4_tn');
    expect(kernelBase('Memcpy DtoD (Device -> Device)')).toBe('Memcpy DtoD');
    expect(kernelBase('void at::native::(anonymous namespace)::CatArrayBatchedCopy<at::native::(anonymous namespace)::OpaqueType<2>, unsigned int, 4, 64, 64>(at::native::(anonymous namespace)::OpaqueType<2>*, int)'))
      .toBe('at::native::(anonymous namespace)::CatArrayBatchedCopy<…>');
  });
  it('names that collapse alike are told apart by what only they have', () => {
    const labels = kernelLabels([add, mul, copy, add]);
    expect(labels.get(add)).toBe('at::native::elementwise_kernel<…> · CUDAFunctor_add');
    expect(labels.get(mul)).toBe('at::native::elementwise_kernel<…> · BinaryFunctor_mul');
    expect(labels.get(copy)).toBe('at::native::elementwise_kernel<…> · direct_copy_kernel_cuda');
    expect(new Set(labels.values()).size).toBe(3);
  });
  it('names with nothing of their own get a number', () => {
    const labels = kernelLabels(['k<1>', 'k<2>']);
    expect([...labels.values()]).toEqual(['k<…> · #1', 'k<…> · #2']);
  });
});
