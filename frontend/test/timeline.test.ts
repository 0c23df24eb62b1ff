import {describe, expect, it} from 'vitest';
import {boxAt, drawnOffset, layoutTracks, realOffset, timeTicks, viewForKey, visibleBoxes} from '../src/model/timeline-layout';
import {tipPosition} from '../src/timeline-canvas';
import type {TimelineWindow} from '../src/report-schema';
import {describe as describeCall, exportHref, parseZoom} from '../src/views/timeline';

// the window of tests/test_timeline.py's call 0, cut down: a label (0-100) holding a matmul
// (10-30) that launches a GEMM on stream 7 (1000-1030) and a softmax (40-60) that launches
// a kernel on stream 8 (1020-1050); a backward op on another thread
function window(): TimelineWindow {
  return {
    scope: 'attention/layer0', scope_id: 0, call: 0, count: 3, picks: {median: 2, slowest: 0, fastest: 1},
    kept: [0, 1, 2], durations: [1065, 1010, 1050], dropped: 0, stack: [],
    phases: [{phase: 'forward', start: 0, end: 100}, {phase: 'backward', start: 2000, end: 2030}],
    start: 0, end: 2030,
    cpu: [
      {ts: 0, dur: 100, name: 'attention/layer0', depth: 0, kind: 'label', phase: 'forward', pid: 1, tid: 100},
      {ts: 10, dur: 20, name: 'aten::matmul', depth: 1, kind: 'op', phase: 'forward', pid: 1, tid: 100},
      {ts: 12, dur: 2, name: 'cudaLaunchKernel', depth: 2, kind: 'launch', phase: 'forward', pid: 1, tid: 100, correlation: 5},
      {ts: 40, dur: 20, name: 'aten::softmax', depth: 1, kind: 'op', phase: 'forward', pid: 1, tid: 100},
      {ts: 42, dur: 2, name: 'cudaLaunchKernel', depth: 2, kind: 'launch', phase: 'forward', pid: 1, tid: 100, correlation: 6},
      {ts: 2000, dur: 30, name: 'MmBackward0', depth: 0, kind: 'op', phase: 'backward', pid: 1, tid: 200},
    ],
    gpu: [
      {ts: 1000, dur: 30, name: 'sm80_xmma_gemm', kind: 'kernel', device: 0, stream: 7, launched_by: 2, correlation: 5},
      {ts: 1020, dur: 30, name: 'softmax_warp_forward', kind: 'kernel', device: 0, stream: 8, launched_by: 4, correlation: 6},
      {ts: 1060, dur: 5, name: 'Memcpy DtoD', kind: 'memcpy', device: 0, stream: 7, launched_by: 4},
    ],
    projection: [{phase: 'forward', start: 1000, end: 1065, busy_us: 55, idle_us: 10, gaps: [[1050, 1060]]}],
    queued: null,
    idle: null,
    // (the server's counts of the events above: queries.timeline.window_counts, tested in tests/test_timeline.py)
    counts: {cpu_events: 6, cpu_ops: 3, gpu_events: 3, kernels: 2, kernel_us: 60, memcpy: 1, memcpy_us: 5, memset: 0,
      copy_ops: []},
  };
}

describe('timeline layout', () => {
  it('draws a queued stretch cut short, the times after it moved back and told whole', () => {
    // a graph replay's op (0-3 µs) whose two kernels run 11,500 µs later (11,503-11,550)
    const w: TimelineWindow = {...window(), phases: [{phase: 'forward', start: 0, end: 3}], start: 0, end: 11550,
      cpu: [{ts: 0, dur: 3, name: 'vllm::unified_attention_with_output', depth: 0, kind: 'op', phase: 'forward', pid: 1, tid: 1}],
      gpu: [{ts: 11503, dur: 41, name: 'kernel_unified_attention_3d', kind: 'kernel', device: 0, stream: 7, launched_by: -1},
        {ts: 11544, dur: 6, name: 'reduce_segments', kind: 'kernel', device: 0, stream: 7, launched_by: -1}],
      projection: [{phase: 'forward', start: 11503, end: 11550, busy_us: 47, idle_us: 0, gaps: []}],
      queued: {start: 3, end: 11503, us: 11500}};
    const l = layoutTracks([{title: 'replay', window: w}]);
    // the rest of the window is 50 µs: the stretch is drawn 5 µs wide, so 11,495 µs are taken away
    expect(l.cuts).toEqual([{track: 0, kind: 'queued', x0: 3, x1: 8, us: 11500, shift: 11495}]);
    // drawn and real offsets, each the other's inverse (before, inside and after the cut)
    expect([0, 3, 5.5, 8, 49].map((t) => realOffset(l.cuts, 0, t))).toEqual([0, 3, 5753, 11503, 11544]);
    expect([0, 3, 5753, 11503, 11544].map((t) => drawnOffset(l.cuts, 0, t))).toEqual([0, 3, 5.5, 8, 49]);
    expect(realOffset(l.cuts, 1, 49)).toBe(49); // (another track: none cut)
    expect(l.span).toBe(55);
    const kernels = l.boxes.filter((b) => b.gpu);
    expect(kernels.map((b) => [b.x0, b.x1, b.shift])).toEqual([[8, 49, 11495], [49, 55, 11495]]);
    expect(l.boxes.filter((b) => !b.gpu).map((b) => [b.x0, b.shift])).toEqual([[0, 0]]);
    // without a queued stretch nothing is cut
    expect(layoutTracks([{title: 'a', window: window()}]).cuts).toEqual([]);
  });

  it('draws an idle stretch cut short as a queued one, said as such (#59 item 8)', () => {
    // the fixture's call with its backward 20,000 µs later: the server's idle stretch is
    // 1,065-21,000 (nothing runs); the rest of the window is 1,095 µs, so it is drawn 109.5 wide
    const late = window();
    late.cpu[5] = {...late.cpu[5], ts: 21000};
    const w: TimelineWindow = {...late, end: 21030, idle: {start: 1065, end: 21000, us: 19935}};
    const l = layoutTracks([{title: 'a', window: w}]);
    expect(l.cuts).toEqual([{track: 0, kind: 'idle', x0: 1065, x1: 1174.5, us: 19935, shift: 19825.5}]);
    expect(l.span).toBeCloseTo(1204.5, 6);
    expect(l.boxes.filter((b) => !b.gpu).map((b) => b.x0)).toEqual([0, 10, 12, 40, 42, 1174.5]);
  });

  it('gives a row per depth of each thread, then one per stream', () => {
    const l = layoutTracks([{title: 'a', window: window()}]);
    expect(l.rows.map((r) => r.label)).toEqual(['CPU 100', '', '', 'CPU 200', 'GPU 0 stream 7', 'GPU 0 stream 8']);
    expect(l.boxes.map((b) => b.row)).toEqual([0, 1, 2, 1, 2, 3, 4, 5, 4]);
    expect(l.span).toBe(2030);
  });

  it('joins each GPU row to its launch and hatches the gaps over the GPU rows', () => {
    const l = layoutTracks([{title: 'a', window: window()}]);
    expect(l.arrows).toEqual([[2, 6], [4, 7], [4, 8]]);
    expect(l.gaps).toEqual([{x0: 1050, x1: 1060, rowFrom: 4, rowTo: 5}]);
  });

  it('aligns tracks at their own start', () => {
    const later = {...window(), start: 500, end: 2530,
      cpu: window().cpu.map((e) => ({...e, ts: e.ts + 500})), gpu: window().gpu.map((e) => ({...e, ts: e.ts + 500}))};
    const l = layoutTracks([{title: 'a', window: window()}, {title: 'b', window: later}]);
    const first = l.boxes.filter((b) => b.track === 0).map((b) => b.x0);
    const second = l.boxes.filter((b) => b.track === 1).map((b) => b.x0);
    expect(second).toEqual(first);
    expect(l.rows.length).toBe(12);
  });

  it('finds the box under a time, and leaves out what a pixel cannot show', () => {
    const l = layoutTracks([{title: 'a', window: window()}]);
    expect(boxAt(l, 1, 15)).toBe(1);
    expect(boxAt(l, 1, 45)).toBe(3);
    expect(boxAt(l, 1, 35)).toBe(-1);
    // at 0.01 px per µs the two depth-1 ops (20 µs each, 30 µs apart) share a pixel column
    expect(visibleBoxes(l, 1, 0, 2030, 0.01)).toEqual([1]);
    expect(visibleBoxes(l, 1, 0, 2030, 1)).toEqual([1, 3]);
  });

  it('writes one unit per axis, with round steps', () => {
    expect(timeTicks(0, 100).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(timeTicks(0, 100).unit).toBe('µs');
    const ms = timeTicks(0, 10000);
    expect(ms.unit).toBe('ms');
    expect(ms.ticks.map(ms.label)).toEqual(['0', '2', '4', '6', '8', '10']);
  });
});

describe('timeline summary', () => {
  it('counts what the window holds', () => {
    const lines = describeCall(window());
    expect(lines[0].textContent).toContain('call 1 of 3 (slowest)');
    const facts = lines[1];
    expect(facts.dataset.kernels).toBe('2');
    expect(facts.dataset.kernelUs).toBe('60.000');
    expect(facts.dataset.memcpy).toBe('1');
    expect(lines[2].textContent).toBe('no copy op in this call');
    const copied = describeCall({...window(), counts: {...window().counts, copy_ops: [{name: 'aten::clone', count: 2}]}});
    expect(copied[2].textContent).toBe('copy ops in this call: aten::clone ×2');
    expect(copied[2].dataset.copyOps).toBe('aten::clone');
    // every time in the call's unit: 1,065 µs long, so ms
    expect(lines[0].textContent).toContain('1.065 ms from its start');
    // the window runs to the backward's end (0 to 2,030 µs): said, so the header matches the picture
    expect(lines[0].textContent).toContain('last forward work; the window, with its backward, spans 2.030 ms');
    expect(lines[1].textContent).toContain('2 kernels (0.060 ms)');
    expect(lines[3].textContent).toContain('busy 0.055 ms');
    expect(lines[3].textContent).toContain('idle 0.010 ms');
  });
});

describe('the zoom kept in the URL and the export of what is shown', () => {
  it('reads a range and refuses anything else', () => {
    expect(parseZoom('12.5,40')).toEqual([12.5, 40]);
    for (const bad of ['', '40,12', 'a,b', '5', '1,1']) expect(parseZoom(bad)).toBeNull();
  });
  it('exports the call, or only the range shown, in trace µs', () => {
    const params = {trace: 'abc', scope: '0', call: undefined};
    expect(exportHref(params, 1000, null)).toBe('timeline?trace=abc&scope=0&format=chrome');
    expect(exportHref(params, 1000, [5, 25.5])).toBe('timeline?trace=abc&scope=0&format=chrome&start=1005.000&end=1025.500');
    expect(exportHref(params, null, [5, 25])).toBe('timeline?trace=abc&scope=0&format=chrome');
  });
});

describe('the hover tip kept inside the canvas', () => {
  it('goes below right of the pointer where it fits', () => {
    expect(tipPosition(100, 50, 200, 80, 800, 400)).toEqual([112, 64]);
  });
  it('moves left near the right edge and up near the bottom', () => {
    expect(tipPosition(700, 350, 200, 80, 800, 400)).toEqual([488, 262]);
  });
  it('starts at 0 when it is larger than the canvas', () => {
    expect(tipPosition(10, 10, 900, 500, 800, 400)).toEqual([0, 0]);
  });
});

describe('the Timeline\'s keys (#59 item 8: Perfetto\'s W/A/S/D)', () => {
  // a call of 1,000 µs shown whole; the ranges worked out by hand (zoom x0.8 / x1.25, pan a
  // fifth of the range, within -5% and 105% of the call as the wheel's)
  it('zooms in and out around the middle or the pointer', () => {
    expect(viewForKey('w', 0, 1000, 1000)).toEqual([100, 900]);
    expect(viewForKey('W', 0, 1000, 1000, 0)).toEqual([0, 800]);
    expect(viewForKey('s', 100, 900, 1000)).toEqual([0, 1000]);
    expect(viewForKey('s', 0, 1000, 1000)).toEqual([-50, 1050]);
    expect(viewForKey('+', 0, 1000, 1000)).toEqual(viewForKey('w', 0, 1000, 1000));
    // (a pointer outside the range shown is no centre: the middle is)
    expect(viewForKey('w', 0, 500, 1000, 900)).toEqual([50, 450]);
  });
  it('pans a fifth of the range, kept within the call', () => {
    expect(viewForKey('d', 0, 500, 1000)).toEqual([100, 600]);
    expect(viewForKey('ArrowRight', 500, 1000, 1000)).toEqual([550, 1050]);
    expect(viewForKey('a', 0, 500, 1000)).toEqual([-50, 450]);
    expect(viewForKey('ArrowLeft', 0, 500, 1000)).toEqual(viewForKey('A', 0, 500, 1000));
  });
  it('shows the whole call on 0 or Home and leaves other keys', () => {
    expect(viewForKey('0', 100, 200, 1000)).toBe('whole');
    expect(viewForKey('Home', 100, 200, 1000)).toBe('whole');
    expect(viewForKey('x', 100, 200, 1000)).toBeNull();
    expect(viewForKey('Enter', 100, 200, 1000)).toBeNull();
  });
});
