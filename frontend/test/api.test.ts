import {describe, expect, it, vi} from 'vitest';
import {AnalysisFailed, HttpError, getRoute, mayAskAgain, mergeListing, ownRows, untilReady, type Pending, type TraceRow, type Traces} from '../src/api';

const pending = (state: Pending['state']): Pending => ({pending: true, state, progress: 0});

describe('untilReady', () => {
  it('returns the answer of the try that was ready, after showing each pending one', async () => {
    const answers: (Pending | {value: number})[] = [pending('queued'), pending('analysing'), {value: 42}];
    const shown: string[] = [];
    const got = await untilReady(async () => answers.shift()!, (p) => shown.push(p.state), () => false, 1);
    expect(got).toEqual({value: 42});
    expect(shown).toEqual(['queued', 'analysing']);
  });
  it('ends with the job’s error when the analysis failed, not asking again', async () => {
    let asked = 0;
    const failed: Pending = {pending: true, state: 'error', progress: 1, error: 'w.pt.trace.json: not JSON'};
    const wait = untilReady(async () => { asked += 1; return asked === 1 ? pending('analysing') : failed; },
      () => undefined, () => false, 1);
    await expect(wait).rejects.toThrow('the analysis failed: w.pt.trace.json: not JSON');
    await expect(wait).rejects.toBeInstanceOf(AnalysisFailed);
    expect(asked).toBe(2);
  });
  it('gives up with null once the asker is gone', async () => {
    let stopped = false;
    let asked = 0;
    const got = await untilReady(async () => { asked += 1; return pending('queued'); }, () => { stopped = true; },
      () => stopped, 1);
    expect(got).toBeNull();
    expect(asked).toBe(1);
  });
});

const row = (id: string, state: TraceRow['state'] = 'queued'): TraceRow =>
  ({id, run: 'r', worker: id, span: '', file: `${id}.pt.trace.json`, size: 1, mtime: 1, state, progress: 0});
const answer = (traces: TraceRow[], partial: boolean, removed: string[] = []): Traces =>
  ({traces, partial, removed, cursor: 'c.1', runs: ['r'], notes: [], rescanning: false, label_regex: '', module_regex: ''});

describe('ownRows', () => {
  it('leaves out a capture merged into replays, and a merged row that comes back', () => {
    const capture: TraceRow = {...row('c'), merged_into: ['a']};
    expect(ownRows([row('a'), capture, row('b')]).map((t) => t.id)).toEqual(['a', 'b']);
    const held = ownRows(mergeListing([row('a')], answer([capture], true)));
    expect(held.map((t) => t.id)).toEqual(['a']);
    // no longer merged (its replay gone): a row of its own again
    expect(ownRows(mergeListing(held, answer([row('c')], true))).map((t) => t.id)).toEqual(['a', 'c']);
  });
});

describe('mergeListing', () => {
  it('takes a whole listing as it is', () => {
    const whole = [row('a'), row('b')];
    expect(mergeListing([row('x')], answer(whole, false))).toBe(whole);
  });
  it('replaces changed rows where they were, adds new ones last, drops the removed', () => {
    const held = [row('a'), row('b'), row('c')];
    const merged = mergeListing(held, answer([row('d'), row('b', 'done')], true, ['a']));
    expect(merged.map((t) => `${t.id}:${t.state}`)).toEqual(['b:done', 'c:queued', 'd:queued']);
    expect(held.map((t) => t.state)).toEqual(['queued', 'queued', 'queued']); // (not changed in place)
  });
  it('keeps what it held when nothing changed', () => {
    const held = [row('a')];
    expect(mergeListing(held, answer([], true))).toBe(held);
  });
});

describe('getRoute', () => {
  it('keeps a 202 answer’s state, progress and line of how far the read has come', async () => {
    const body = {state: 'analysing', progress: 0.205, bytes_read: 4400000000, bytes_total: 10737418240,
      detail: 'read 4.1 of 10.0 GiB (41%)'};
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), {status: 202}));
    try {
      expect(await getRoute('report', {trace: '0123456789abcdef'})).toEqual(
        {pending: true, state: 'analysing', progress: 0.205, error: undefined, detail: 'read 4.1 of 10.0 GiB (41%)'});
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('mayAskAgain', () => {
  it('asks again after no answer or a server that could not answer, never after a wrong question', () => {
    expect(mayAskAgain(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayAskAgain(new HttpError(500, 'Internal Server Error'))).toBe(true);
    expect(mayAskAgain(new HttpError(503, 'busy'))).toBe(true);
    expect(mayAskAgain(new HttpError(429, 'too many'))).toBe(true);
    expect(mayAskAgain(new HttpError(404, 'no run of that name under the logdir'))).toBe(false);
    expect(mayAskAgain(new HttpError(400, 'missing parameter: run'))).toBe(false);
    expect(mayAskAgain(new SyntaxError('Unexpected token'))).toBe(false);
  });
});
