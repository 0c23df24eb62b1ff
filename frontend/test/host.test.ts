import {describe, expect, it, vi} from 'vitest';
import {selectTrace} from '../src/index';
import {EMPTY_STATE} from '../src/model/state';

const t = (run: string, worker: string, span: string) =>
  ({id: `${run}${worker}${span}`, run, worker, span, file: 'f', size: 1, mtime: 0, state: 'done' as const, progress: 1});

describe('selectTrace', () => {
  const traces = [t('a', 'w0', '1'), t('a', 'w0', '2'), t('a', 'w1', '1'), t('b', 'w0', '9')];
  it('defaults to the first run, first worker, newest span', () => {
    expect(selectTrace(traces, EMPTY_STATE)!.id).toBe('aw02');
  });
  it('honours a valid selection and falls back on a stale one', () => {
    expect(selectTrace(traces, {...EMPTY_STATE, run: 'a', worker: 'w0', span: '1'})!.id).toBe('aw01');
    expect(selectTrace(traces, {...EMPTY_STATE, run: 'gone', worker: 'x'})!.id).toBe('aw02');
    expect(selectTrace(traces, {...EMPTY_STATE, run: 'b'})!.id).toBe('bw09');
    expect(selectTrace([], EMPTY_STATE)).toBeNull();
  });
  it('loads without a TensorBoard host', () => {
    vi.stubGlobal('fetch', vi.fn());
    expect(typeof selectTrace).toBe('function');
  });
});

describe('Host.setUrlData', () => {
  it('pushes an entry for a navigation, replaces for a detail, and adds none for the same URL', async () => {
    const {Host} = await import('../src/host');
    const host = new Host(() => undefined);
    const start = window.history.length;
    host.setUrlData({view: 'scopes'}, true);
    expect(window.location.hash).toBe('#p.attention.view=scopes');
    expect(window.history.length).toBe(start + 1);
    host.setUrlData({view: 'scopes', sort: 'count'});
    expect(window.history.length).toBe(start + 1);
    expect(window.location.hash).toBe('#p.attention.view=scopes&p.attention.sort=count');
    host.setUrlData({view: 'scopes', sort: 'count'}, true);
    expect(window.history.length).toBe(start + 1);
  });
});
