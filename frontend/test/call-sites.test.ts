import {describe, expect, it} from 'vitest';
import {callSiteCell, renderKernelSites, shortFrame} from '../src/views/call-sites';

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
    expect(cell.title).toBe('/a/train.py(10): step → transformers/x.py(5): forward: 24 calls\nvllm/y.py(7): run: 2 calls');
    expect(callSiteCell([])).toBe('');
  });
});

describe('kernel sites', () => {
  it('draws each line with its kernels, time and the report\u2019s change, as text', () => {
    const el = renderKernelSites([
      {site: '/venv/transformers/models/qwen2/modeling_qwen2.py(68): apply_rotary_pos_emb', category: 'elementwise',
        kernels: 144, us: 4350.8, ops: ['aten::mul', 'aten::add'], change: 'fuse the rotary embedding'},
      {site: 'x.py(1): <img src=x onerror=alert(1)>', category: 'memcpy', kernels: 2, us: 10, ops: [], change: 'avoid the copy'},
    ]);
    const rows = [...el.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain('modeling_qwen2.py(68): apply_rotary_pos_emb');
    expect(rows[0]).toContain('fuse the rotary embedding');
    expect(rows[0]).toContain('144');
    expect(el.querySelector('img')).toBeNull();
    expect(rows[1]).toContain('<img src=x onerror=alert(1)>');
  });
});
