import {describe, expect, it} from 'vitest';
import {untilReady, type Pending} from '../src/api';

const pending = (state: string): Pending => ({pending: true, state, progress: 0});

describe('untilReady', () => {
  it('returns the answer of the try that was ready, after showing each pending one', async () => {
    const answers: (Pending | {value: number})[] = [pending('queued'), pending('analysing'), {value: 42}];
    const shown: string[] = [];
    const got = await untilReady(async () => answers.shift()!, (p) => shown.push(p.state), () => false, 1);
    expect(got).toEqual({value: 42});
    expect(shown).toEqual(['queued', 'analysing']);
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
