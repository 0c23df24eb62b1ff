import {describe, expect, it} from 'vitest';
import {EMPTY_STATE, PER_VIEW_KEYS, VIEWS} from '../src/model/state';
import {viewSpec, VIEW_REGISTRY} from '../src/views/registry';

describe('the view registry', () => {
  it('holds every view once, in the tabs\' order, each with a title, a render and known state keys', () => {
    expect(VIEW_REGISTRY.map((v) => v.id)).toEqual([...VIEWS]);
    for (const v of VIEW_REGISTRY) {
      expect(v.title.length).toBeGreaterThan(0);
      expect(typeof v.render).toBe('function');
      for (const k of v.keys) expect(Object.keys(EMPTY_STATE)).toContain(k);
    }
    expect(new Set(VIEW_REGISTRY.map((v) => v.title)).size).toBe(VIEW_REGISTRY.length);
    expect(viewSpec('sdpa').title).toBe('Attention ops');
    // a view's own table and window are kept per view; each is some view's key
    for (const k of PER_VIEW_KEYS) expect(VIEW_REGISTRY.some((v) => v.keys.includes(k))).toBe(true);
  });
});
