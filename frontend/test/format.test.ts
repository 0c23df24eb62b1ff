import {describe, expect, it} from 'vitest';
import {counted, fmtBytes, fmtPct, fmtUs, kernelBase, kernelLabels, noun, shortName, verb} from '../src/model/format';

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
  it('the short form: no namespaces, templates folded, the functor named', () => {
    const labels = kernelLabels([add, mul, copy, add]);
    expect(labels.get(add)).toBe('elementwise_kernel<…> · CUDAFunctor_add');
    expect(labels.get(mul)).toBe('elementwise_kernel<…> · BinaryFunctor_mul');
    expect(labels.get(copy)).toBe('elementwise_kernel<…> · direct_copy_kernel_cuda');
    expect(new Set(labels.values()).size).toBe(3);
  });
  it('names the functor of real ATen kernels (the Qwen H100 trace)', async () => {
    const {kernelShort} = await import('../src/model/format');
    const mulBf16 = 'void at::native::elementwise_kernel<128, 4, at::native::gpu_kernel_impl_nocast<at::native::BinaryFunctor<c10::BFloat16, c10::BFloat16, c10::BFloat16, at::native::binary_internal::MulFunctor<float> > >(at::TensorIteratorBase&, at::native::BinaryFunctor<c10::BFloat16, c10::BFloat16, c10::BFloat16, at::native::binary_internal::MulFunctor<float> > const&)::{lambda(int)#1}>(int, at::native::gpu_kernel_impl_nocast<at::native::BinaryFunctor<c10::BFloat16, c10::BFloat16, c10::BFloat16, at::native::binary_internal::MulFunctor<float> > >(at::TensorIteratorBase&, at::native::BinaryFunctor<c10::BFloat16, c10::BFloat16, c10::BFloat16, at::native::binary_internal::MulFunctor<float> > const&)::{lambda(int)#1})';
    expect(kernelShort(mulBf16)).toBe('elementwise_kernel<…> · MulFunctor');
    expect(kernelShort('void at::native::vectorized_elementwise_kernel<4, at::native::bfloat16_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda(float)#1}, std::array<char*, 2ul> >(int, at::native::bfloat16_copy_kernel_cuda(at::TensorIteratorBase&)::{lambda(float)#1}, std::array<char*, 2ul>)'))
      .toBe('vectorized_elementwise_kernel<…> · bfloat16_copy_kernel_cuda');
    expect(kernelShort('void at::native::reduce_kernel<512, 1, at::native::ReduceOp<float, at::native::MeanOps<float, float, float, float>, unsigned int, float, 4> >(at::native::ReduceOp<float, at::native::MeanOps<float, float, float, float>, unsigned int, float, 4>)'))
      .toBe('reduce_kernel<…> · MeanOps');
    expect(kernelShort('void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous namespace)::pow_tensor_scalar_kernel_impl<float, float>(at::TensorIteratorBase&, float)::{lambda(float)#1}, std::array<char*, 2ul> >(int, at::native::(anonymous namespace)::pow_tensor_scalar_kernel_impl<float, float>(at::TensorIteratorBase&, float)::{lambda(float)#1}, std::array<char*, 2ul>)'))
      .toBe('vectorized_elementwise_kernel<…> · pow_tensor_scalar_kernel_impl');
    // no template: the name as it is
    expect(kernelShort('sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas'))
      .toBe('sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_off_kernel__5x_cublas');
    expect(kernelShort('void at::native::(anonymous namespace)::CatArrayBatchedCopy<at::native::(anonymous namespace)::OpaqueType<2u>, unsigned int, 4, 64, 64>(at::native::(anonymous namespace)::OpaqueType<2u>*, int)'))
      .toBe('CatArrayBatchedCopy<…>');
  });
  it('names with nothing of their own get a number', () => {
    const labels = kernelLabels(['k<1>', 'k<2>']);
    expect([...labels.values()]).toEqual(['k<…> · #1', 'k<…> · #2']);
  });
});

describe('one unit per chart', () => {
  it('is chosen by the largest value and shared by the axis and the tooltips', async () => {
    const {timeScale} = await import('../src/model/format');
    const small = timeScale(900);
    expect(small.unit).toBe('µs');
    expect(small.text(412.345)).toBe('412.3 µs');
    const big = timeScale(400_000);
    expect(big.unit).toBe('ms');
    expect(big.axis(400_000)).toBe('400');
    expect(big.text(13_672.6)).toBe('13.67 ms');
    expect(timeScale(2_500_000).unit).toBe('s');
  });
});

describe('table decimals', () => {
  it('a column of fractions shows fixed decimals, a column of whole numbers none', async () => {
    const {columnDigits, formatCell} = await import('../src/table');
    const rows = [{a: 1, b: 2.5, c: 0.004}, {a: 20, b: 30, c: 1.25}];
    const digits = columnDigits([{key: 'a', label: 'a', numeric: true}, {key: 'b', label: 'b', numeric: true},
      {key: 'c', label: 'c', numeric: true, digits: 3}], rows);
    expect(digits).toEqual([null, 1, 3]);
    expect(formatCell(30, digits[1])).toBe('30.0');
    expect(formatCell(2.5, digits[1])).toBe('2.5');
    expect(formatCell(0.004, digits[2])).toBe('0.004');
    expect(formatCell(20, digits[0])).toBe('20');
    expect(formatCell(28284.2713, 1)).toBe('28,284.3');
  });
});

describe('axis ticks', () => {
  it('keep three significant digits, never the float’s every digit', async () => {
    const {fmtTick} = await import('../src/model/format');
    expect(fmtTick(5.33333325)).toBe('5.33');
    expect(fmtTick(1937.953364)).toBe('1,940');
    expect(fmtTick(0.0123456)).toBe('0.0123');
    expect(fmtTick(100)).toBe('100');
    expect(fmtTick(0)).toBe('0');
  });
});

describe('the ranks table', () => {
  it('lists the stragglers first, then the slowest, at most the limit', async () => {
    const {rankRows} = await import('../src/views/trends');
    const w = (worker: string, us: number, straggler: boolean) => ({worker, rank: null, us_per_step: us, fused_kernel_us_per_step: null,
      straggler, slower_in: straggler ? ['attention' as const] : [], difference: null});
    const rows = rankRows([w('a', 10, false), w('b', 30, true), w('c', 20, false), w('d', 25, true)], 3);
    expect(rows.map((r) => r.worker)).toEqual(['b', 'd', 'c']);
  });
});

describe('words for counts', () => {
  it('the singular for exactly one, else the plural; a verb that agrees', () => {
    expect([0, 1, 2].map((n) => counted(n, 'call'))).toEqual(['0 calls', '1 call', '2 calls']);
    expect(counted(1024, 'step')).toBe('1,024 steps');
    expect([noun(1, 'launch', 'launches'), noun(3, 'launch', 'launches'), noun(1.5, 'kernel')]).toEqual(['launch', 'launches', 'kernels']);
    expect([verb(1, 'differs', 'differ'), verb(2, 'differs', 'differ')]).toEqual(['differs', 'differ']);
  });
});
