import {describe, expect, it} from 'vitest';
import type {TraceRow} from '../src/api';
import {progressBox} from '../src/views/progress';

const row: TraceRow = {id: '0123456789abcdef', run: 'train', worker: 'w', span: '1', file: 'w.1.pt.trace.json',
  size: 10 * 2 ** 30, mtime: 1, state: 'analysing', progress: 0.2};

describe('progressBox', () => {
  it('shows the server’s line of how far the read has come under the bar, as it is', () => {
    const box = progressBox(row, {pending: true, state: 'analysing', progress: 0.205,
      detail: 'read 4.1 of 10.0 GiB (41%)'});
    expect(box.querySelector('[data-testid="progress-detail"]')?.textContent).toBe('read 4.1 of 10.0 GiB (41%)');
    expect((box.querySelector('progress') as HTMLProgressElement).getAttribute('value')).toBe('21');
    expect(box.textContent).toContain('train / w 1: analysing');
  });
  it('shows no line where the server gave none (queued, or no read reported yet)', () => {
    const box = progressBox(row, {pending: true, state: 'queued', progress: 0});
    expect(box.querySelector('[data-testid="progress-detail"]')).toBeNull();
    expect(box.textContent).toContain('waiting for an analysis worker');
  });
});
