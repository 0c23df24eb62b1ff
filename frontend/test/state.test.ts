import {describe, expect, it} from 'vitest';
import {EMPTY_STATE, mergeHash, navigate, parseHash, stateFromData, stateToData, type AppState, type ViewRecords} from '../src/model/state';

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

describe('per-view state', () => {
  const at = (patch: Partial<AppState>): AppState => ({...EMPTY_STATE, run: 'naive', ...patch});

  it('keeps the view left\'s table and brings it back when the view opens again', () => {
    const kernels = at({view: 'kernels', sort: 'count:desc', q: 'addmm', cols: 'grid'});
    const toScopes = navigate(kernels, {view: 'scopes'}, {});
    expect(toScopes.state).toEqual(at({view: 'scopes'}));
    expect(toScopes.records).toEqual({kernels: {sort: 'count:desc', q: 'addmm', zoom: '', cols: 'grid'}});
    const sorted = navigate(toScopes.state, {sort: 'name'}, toScopes.records);
    const back = navigate(sorted.state, {view: 'kernels'}, sorted.records);
    expect(back.state).toEqual(kernels);
    expect(back.records).toEqual({scopes: {sort: 'name', q: '', zoom: '', cols: ''}});
  });

  it('lets a key set with the move win over the view\'s kept one', () => {
    const records: ViewRecords = {kernels: {sort: 'count', q: 'addmm', zoom: '', cols: ''}};
    const r = navigate(at({view: 'sdpa'}), {view: 'kernels', q: 'flash'}, records);
    expect([r.state.sort, r.state.q]).toEqual(['count', 'flash']);
  });

  it('drops the timeline\'s window when its scope or call changes, in front or kept', () => {
    const zoomed = at({view: 'timeline', scope: '3', call: '2', zoom: '10,20'});
    expect(navigate(zoomed, {call: 'slowest'}, {}).state.zoom).toBe('');
    expect(navigate(zoomed, {scope: '4'}, {}).state).toEqual(at({view: 'timeline', scope: '4'}));
    // kept while another view is in front, then the scope moves there: the window is dropped
    const away = navigate(zoomed, {view: 'kernels'}, {});
    expect(away.records.timeline?.zoom).toBe('10,20');
    const sameScope = navigate(away.state, {view: 'timeline'}, away.records);
    expect(sameScope.state.zoom).toBe('10,20');
    const otherScope = navigate(away.state, {scope: '5'}, away.records);
    expect(otherScope.records.timeline).toEqual({sort: '', q: '', zoom: '', cols: ''});
  });

  it('drops the memory view\'s window with its device or trace, not with the scope or the patterns', () => {
    const zoomed = at({view: 'memory', device: '0', zoom: '1,2'});
    expect(navigate(zoomed, {device: '1'}, {}).state.zoom).toBe('');
    expect(navigate(zoomed, {run: 'other'}, {}).state.zoom).toBe('');
    expect(navigate(zoomed, {label: 'attn'}, {}).state.zoom).toBe('1,2');
    expect(navigate(zoomed, {scope: '2', zoom: '1.5,1.7'}, {}).state.zoom).toBe('1.5,1.7');
    const away = navigate(zoomed, {view: 'overview'}, {});
    expect(navigate(away.state, {run: 'other'}, away.records).records.memory?.zoom).toBe('');
  });

  it('clears a call number when the scope changes', () => {
    expect(navigate(at({view: 'timeline', scope: '1', call: '7'}), {scope: '2'}, {}).state.call).toBe('');
    expect(navigate(at({view: 'timeline', scope: '1'}), {scope: '2', call: '3'}, {}).state.call).toBe('3');
  });
});
