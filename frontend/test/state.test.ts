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
