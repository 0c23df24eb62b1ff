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
});
