import {describe, expect, it} from 'vitest';
import {EMPTY_STATE, mergeHash, parseHash, stateFromData, stateToData} from '../src/model/state';

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
  const items: [string, string][] = Array.from({length: 1000}, (_, i) => [`rank${i}`, `rank${i}`]);

  it('shows the page of the current entry, 200 at a time, and any other page', async () => {
    const {pageOfList} = await import('../src/index');
    const last = pageOfList(items, 'rank999', '', null);
    expect([last.page, last.pages, last.first, last.last, last.matching]).toEqual([4, 5, 801, 1000, 1000]);
    expect(last.items).toHaveLength(200);
    expect(last.items[0][0]).toBe('rank800');
    const first = pageOfList(items, 'rank999', '', 0); // another page: the current one stays listed
    expect(first.items.map(([v]) => v).slice(0, 3)).toEqual(['rank999', 'rank0', 'rank1']);
    expect(first.items).toHaveLength(201);
    expect([first.first, first.last]).toEqual([1, 200]);
    expect(pageOfList(items, 'rank0', '', 99).page).toBe(4); // (bounded)
    expect(pageOfList(items, 'rank0', '', -3).page).toBe(0);
  });

  it('narrows by search', async () => {
    const {pageOfList} = await import('../src/index');
    const some = pageOfList(items, 'rank0', 'rank99', null);
    expect(some.items.map(([v]) => v)).toEqual(['rank0', 'rank99', 'rank990', 'rank991', 'rank992', 'rank993',
      'rank994', 'rank995', 'rank996', 'rank997', 'rank998', 'rank999']);
    expect([some.pages, some.matching, some.total]).toEqual([1, 12, 1000]);
    expect(pageOfList(items, 'none', 'zzz', null)).toMatchObject({items: [], first: 0, last: 0, matching: 0});
  });
});
