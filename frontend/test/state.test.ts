import {describe, expect, it} from 'vitest';
import {EMPTY_STATE, mergeHash, parseHash, stateFromData, stateToData} from '../src/state';

describe('URL state', () => {
  it('round-trips through TensorBoard hash keys', () => {
    const s = {...EMPTY_STATE, run: 'runs/exp 1', view: 'kernels' as const, scope: '3', label: 'attn|&='};
    const hash = mergeHash('#attention&tagFilter=loss', 'attention', stateToData(s));
    expect(hash.startsWith('attention&tagFilter=loss&p.attention.')).toBe(true);
    expect(stateFromData(parseHash('#' + hash, 'attention'))).toEqual(s);
  });
  it('replaces its own keys and keeps the others', () => {
    const once = mergeHash('attention&p.attention.view=memory&p.other.x=1', 'attention', {view: 'sdpa'});
    expect(once).toBe('attention&p.other.x=1&p.attention.view=sdpa');
  });
  it('rejects unknown views, bad scope ids and malformed escapes', () => {
    expect(stateFromData({view: 'evil', scope: '1; drop'})).toEqual(EMPTY_STATE);
    expect(parseHash('#attention&p.attention.run=%E0%A4%A&p.attention.view=sdpa', 'attention')).toEqual({view: 'sdpa'});
  });
  it('omits defaults', () => {
    expect(stateToData(EMPTY_STATE)).toEqual({});
  });
});

describe('long worker and span lists', () => {
  it('lists at most 200, keeps the current one, and narrows by search', async () => {
    const {limitList} = await import('../src/index');
    const items: [string, string][] = Array.from({length: 1000}, (_, i) => [`rank${i}`, `rank${i}`]);
    const all = limitList(items, 'rank999', '');
    expect(all.items).toHaveLength(200);
    expect(all.items.some(([v]) => v === 'rank999')).toBe(true);
    expect(all.hidden).toBe(800);
    const some = limitList(items, 'rank0', 'rank99');
    expect(some.items.map(([v]) => v)).toEqual(['rank0', 'rank99', 'rank990', 'rank991', 'rank992', 'rank993',
      'rank994', 'rank995', 'rank996', 'rank997', 'rank998', 'rank999']);
    expect(some.hidden).toBe(988);
  });
});
