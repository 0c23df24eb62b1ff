// What the tab shows while a trace's analysis is queued or running: its state in words, a bar
// and the server's line of how far the read has come (JobState.detail: "read 4.1 of 10.0 GiB:
// 20% of the analysis", the bar's share), which the tab shows as it is and computes nothing of.

import type {Pending, TraceRow} from '../api';
import {h} from '../dom';
import {fmtBytes} from '../model/format';

const WORDS: Record<string, string> = {
  queued: 'waiting for an analysis worker',
  analysing: 'analysing',
  being_written: 'being written (the profiler has not finished this file); it is analysed once complete',
};

export function progressBox(t: TraceRow, pending: Pending): HTMLElement {
  const {state, progress, error, detail} = pending;
  return h('div', {class: 'progress-box', 'data-testid': 'progress'},
    h('p', {}, `${t.run} / ${t.worker} ${t.span}: ${WORDS[state] ?? state} (${fmtBytes(t.size)})`),
    h('progress', {max: 100, value: Math.round(100 * progress)}),
    detail ? h('p', {class: 'small', 'data-testid': 'progress-detail'}, detail) : null,
    error ? h('p', {class: 'muted small'}, error) : null);
}
