import {describe, expect, it} from 'vitest';
import {heldText, perToken, renderServing} from '../src/views/serving';

describe('serving engine steps', () => {
  it('holds decode to bandwidth, prefill to compute, and says nothing without peaks', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- hand-cut steps
    const step: any = {judged_by: 'bandwidth', pct_of_peak_bandwidth: 78.27, pct_of_peak_compute: 2.5};
    expect(heldText(step)).toBe('78.3% of memory bandwidth');
    expect(heldText({...step, judged_by: 'compute'})).toBe('2.5% of peak compute');
    expect(heldText({...step, pct_of_peak_bandwidth: null})).toBe('–');
    expect(heldText({...step, judged_by: null})).toBe('–');
  });

  it('gives a trend point its time per token, none for profiler steps', () => {
    expect(perToken({tokens: 32, forward_kernel_us: 655.692})).toBeCloseTo(20.4904, 4);
    expect(perToken({tokens: null, forward_kernel_us: 10})).toBeNull();
    expect(perToken({tokens: 0, forward_kernel_us: 10})).toBeNull();
  });

  it('draws the phases with their tokens and time, and nothing where there are no engine steps', () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {serving: {
      source: ['batch annotation'], kv_cache_dtype: 'bfloat16', kv_cache_dtype_from: '_C_cache_ops::reshape_and_cache_flash',
      steps: [], steps_total: 1, flops_note: 'every layer is taken to read the whole context',
      phases: [{phase: 'mixed', steps: 1, tokens: 8192, prefill_tokens: 8155, decode_tokens: 37, attention_kernel_us: 5146.906,
        attention_us_per_token: 0.6283, prefill_kernel_us: 0, decode_kernel_us: 0, shared_kernel_us: 5146.906}],
    }};
    const el = renderServing(e, () => undefined)!;
    const cells = [...el.querySelectorAll('[data-testid=serving-phases] tbody td')].map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual(['mixed', '1', '8155', '37', '5.15 ms', '0.628']);
    expect(el.textContent).toContain('KV cache bfloat16 (from _C_cache_ops::reshape_and_cache_flash)');
    expect(renderServing({...e, serving: null}, () => undefined)).toBeNull();
  });

  it('shows the whole trace and the steady window as the report gives them, or why there is none', () => {
    const window = (first: number, last: number, phase: string, lo: number, hi: number, tokens: number, us: number) => ({
      first_step: first, last_step: last, steps: last - first + 1, phase, requests_min: lo, requests_max: hi, tokens,
      attention_kernel_us: us, attention_us_per_token: us / tokens, prefill_kernel_us: 0, decode_kernel_us: us,
      shared_kernel_us: 0, flops: null, bytes: null, tflops: null, tbps: null, pct_of_peak_compute: null,
      pct_of_peak_bandwidth: 71.04, bound: 'memory', judged_by: 'bandwidth'});
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry
    const e: any = {serving: {source: ['batch annotation'], kv_cache_dtype: null, kv_cache_dtype_from: null, steps: [],
      steps_total: 10, flops_note: 'n', phases: [],
      overall: window(0, 9, 'mixed', 2, 33, 384, 1450), steady: window(2, 6, 'decode', 31, 33, 160, 700), steady_note: null}};
    const rows = [...renderServing(e, () => undefined)!.querySelectorAll('[data-testid=serving-windows] tbody tr')]
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['whole trace', '0–9', 'mixed', '2–33', '384', '1.45 ms', '3.776', '71.0% of memory bandwidth'],
      ['steady window', '2–6', 'decode', '31–33', '160', '0.70 ms', '4.375', '71.0% of memory bandwidth'],
    ]);
    const none = renderServing({...e, serving: {...e.serving, steady: null, steady_note: '1 engine step: too few'}},
      () => undefined)!;
    expect(none.querySelectorAll('[data-testid=serving-windows] tbody tr')).toHaveLength(1);
    expect(none.querySelector('[data-testid=serving-steady-note]')!.textContent).toBe('No steady window: 1 engine step: too few.');
  });
});
