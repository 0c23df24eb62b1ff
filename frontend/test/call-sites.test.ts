import {describe, expect, it} from 'vitest';
import {callSiteCell, shortFrame} from '../src/views/call-sites';

describe('call sites', () => {
  it('shows a frame by its file, line and function, whole on hover', () => {
    expect(shortFrame('/work/main/tb_attn_plugin/demo.py(193): forward')).toBe('demo.py(193): forward');
    expect(shortFrame('transformers/integrations/sdpa_attention.py(18): sdpa_attention_forward'))
      .toBe('sdpa_attention.py(18): sdpa_attention_forward');
    // a slash inside the function's name is not the path's
    expect(shortFrame('train.py(12): <lambda>/x')).toBe('train.py(12): <lambda>/x');
    expect(shortFrame(null)).toBe('');
  });

  it('a cell says the first site, how many more, and every one on hover', () => {
    const cell = callSiteCell([
      {user: '/a/train.py(10): step', library: 'transformers/x.py(5): forward', calls: 24, us: 100},
      {user: null, library: 'vllm/y.py(7): run', calls: 2, us: 1},
    ]) as HTMLElement;
    expect(cell.textContent).toBe('train.py(10): step (+1)');
    expect(cell.title).toBe('/a/train.py(10): step → transformers/x.py(5): forward: 24 call(s)\nvllm/y.py(7): run: 2 call(s)');
    expect(callSiteCell([])).toBe('');
  });
});
