import {describe, expect, it} from 'vitest';
import {HOWTO, layerBars, partsLine, threadsLine} from '../src/views/overview';
import type {Entry, Scope} from '../src/report';
import {renderNotes, renderVerdict} from '../src/views/verdict';
import {bestCell, rooflinePoints} from '../src/views/attention-ops';

// A GPU entry cut to what the summary and the roofline read; numbers chosen by hand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut entry, not a whole one
function entry(): any {
  const op = {
    op: 'aten::_scaled_dot_product_flash_attention', family: 'sdpa', backend: 'flash', kernel_backends: ['flash (FlashAttention-2 in PyTorch)'],
    count: 24, kernel_us: 2722.7, cpu_us: 900, cpu_tflops: null, tflops: 90.258, flops_per_byte: 139.75, dtype: 'bfloat16',
    shape: {B: 16, H: 16, Lq: 559, Lkv: 559, D: 64}, peak_tflops: 989.4, pct_of_peak_compute: 9.12, pct_of_peak_bandwidth: 19.28,
    bound: 'memory', expectation: {mismatches: ['2 kernels per call where a fused backend launches one']},
  };
  const scope = (id: number, fwd: number) => ({id, name: `Attn_${id}`, parent_id: null, forward_kernel_us: fwd,
    backward_kernel_us: 0, cpu_us: 0, backward_cpu_us: 0});
  return {
    breakdown_unit: 'gpu',
    attention: {categories: [
      {phase: 'forward', category: 'elementwise', total_us: 600},
      {phase: 'forward', category: 'attention', total_us: 300},
      {phase: 'forward', category: 'gemm', total_us: 100},
    ]},
    scopes: [scope(0, 100), scope(1, 100), scope(2, 400)],
    attention_ops: [op],
    attention_gemms: [{op: 'aten::mm', M: 8, N: 16, K: 32, B: 1, phase: 'forward', dtype: 'bfloat16', flops_per_byte: 4.2,
      tflops: 1.5, kernel_us: 10, cpu_us: 5}],
    hardware: {matched: 'H100 SXM', peak_tflops: {bf16: 989.4}, memory_tbps: 3.35, note: null},
    advice: [
      {level: 'warning', code: 'elementwise_heavy', message: 'Elementwise kernels take most.', saves_us: 300},
      {level: 'info', code: 'fused_occupancy_expected', message: 'By design.', saves_us: null},
    ],
  };
}

describe('the how-to snippet', () => {
  it('records what the text beside it asks for: frames (with_stack) for module scopes and call sites', () => {
    expect(HOWTO).toContain('with_stack=True');
    expect(HOWTO).not.toContain('with_modules');
    expect(HOWTO).toContain('record_function(');
  });
});

describe('overview verdict', () => {
  // the verdict's sentences, changes and notes are the report's (tests/test_verdict.py holds
  // how they are computed); the Overview draws them as they are
  it('draws the report\'s sentence, device line, changes and grouped notes as given', () => {
    const v = {
      sentence: 'Attention takes 25.0% of GPU kernel time (1.00 ms of 4.00 ms): elementwise kernels 60%.',
      device: 'On the H100 SXM, an op runs at 9.1% of its 989.4 TFLOP/s.',
      mismatches: 1,
      changes: [{code: 'elementwise_heavy', message: 'Elementwise kernels take most.', saves_us: 300, saves: '300.0 µs'}],
      notes: [{group: 'measurement' as const, title: 'About the measurements', notes: [{code: 'occupancy_gap', level: 'info', text: 'By design.'}]}],
    };
    const box = renderVerdict(v);
    expect(box.querySelector('[data-testid=verdict-sentence]')!.textContent).toBe(v.sentence);
    expect(box.querySelector('[data-testid=verdict-device]')!.textContent).toBe(v.device);
    const li = box.querySelector('[data-testid=verdict-changes] li')!;
    expect([li.getAttribute('data-code'), li.textContent]).toEqual(['elementwise_heavy', 'Elementwise kernels take most. Could save about 300.0 µs.']);
    expect(box.querySelector('[data-testid=verdict-mismatches]')!.textContent).toContain('1 attention op differs');
    const notes = renderNotes(v, [], false)!;
    expect([...notes.querySelectorAll('.note')].map((n) => [n.getAttribute('data-code'), n.textContent])).toEqual([['occupancy_gap', 'By design.']]);
    expect(renderVerdict({...v, changes: [], mismatches: 0}).querySelector('[data-testid=verdict-no-changes]')).not.toBeNull();
  });
});
describe('roofline points', () => {
  it('one per attention-op row and attention GEMM with intensity and throughput', () => {
    const pts = rooflinePoints(entry());
    expect(pts).toHaveLength(2);
    expect(pts[0]).toMatchObject({kind: 'attention op', intensity: 139.75, tflops: 90.258, us: 2722.7,
      filter: 'flash (FlashAttention-2 in PyTorch)'});
    expect(pts[0].name).toBe('aten::_scaled_dot_product_flash_attention 16×16×559×559×64');
    expect(pts[1]).toMatchObject({kind: 'GEMM', name: 'aten::mm 8×16×32 (forward)', filter: 'gemm'});
  });
  it('a serving engine step is a point labelled by its phase', () => {
    const e = entry();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut serving section
    (e as any).serving = {steps: [
      {index: 0, phase: 'decode', tokens: 32, dtype: 'bfloat16', flops_per_byte: 7.963, tflops: 33.035, attention_kernel_us: 655.692},
      {index: 1, phase: 'prefill', tokens: 100, dtype: 'bfloat16', flops_per_byte: null, tflops: null, attention_kernel_us: 5},
    ]};
    const pts = rooflinePoints(e);
    expect(pts).toHaveLength(3);
    expect(pts[2]).toMatchObject({kind: 'decode step', name: 'engine step 0 (decode, 32 tokens)', intensity: 7.963,
      tflops: 33.035, us: 655.692});
  });
  it('rows without bytes or time give no point', () => {
    const e = entry();
    e.attention_ops[0].flops_per_byte = null;
    e.attention_gemms[0].tflops = null;
    expect(rooflinePoints(e)).toHaveLength(0);
  });
});

describe('the headline parts', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut attention section
  const attention = (outside: number, found: number, source = 'module+op'): any => ({scope_source: source, parts: {
    scopes: {kernel_us: 19974.261, cpu_us: 0},
    outside_labels: {count: outside ? 152 : 0, kernel_us: outside, cpu_us: 0},
    found_by_kernel: {count: found ? 24 : 0, kernel_us: found},
  }});
  const text = (nodes: (HTMLElement | string)[]) => nodes.map((n) => (typeof n === 'string' ? n : n.textContent)).join('');
  it('names each part when attention lies outside the scopes (the SD 3.5 figures)', () => {
    expect(text(partsLine(attention(204565.196, 0)))).toBe('in your scopes 19.97 ms · outside them 204.57 ms (152 calls)');
  });
  it('says found by kernel for a graph replay with no scopes at all', () => {
    const a = attention(0, 655.692, 'none');
    a.parts.scopes.kernel_us = 0;
    expect(text(partsLine(a))).toBe('found by kernel 655.7 µs (24 kernels, no scope)');
  });
  it('adds nothing when all attention is in the scopes', () => {
    expect(partsLine(attention(0, 0))).toEqual([]);
  });
});

describe('graph replays line', () => {
  it('says what the replays ran and their attention, and nothing without them', async () => {
    const {graphsLine} = await import('../src/views/overview');
    const e = entry();
    expect(graphsLine(e)).toEqual([]);
    e.graph_replays = {launches: 1, kernels: 421, kernel_us: 10388.482, attention_kernels: 24, attention_kernel_us: 655.692, replays: [], annotations: [], capture_merge: null};
    const span = graphsLine(e)[1] as HTMLElement;
    expect(span.textContent).toBe('graph replays: 1 launch ran 421 kernels (10.39 ms), attention 655.7 µs of them (24 kernels)');
    // (the merge's sentence is the report's: capture_merge.line, drawn as it is)
    const line = 'capture graph_capture_rank_0.pt.trace.json merged: 1 of 1 replay, 421 GPU rows given the ops they were captured under';
    e.graph_replays.capture_merge = {capture: 'c.json', replays: 1, replays_merged: 1, gpu_rows_matched: 421,
      launches_not_replayed: 0, mismatch: null, line};
    expect((graphsLine(e)[3] as HTMLElement).textContent).toBe(line);
    e.graph_replays.annotations = [
      {name: 'attention/layer0', kernels: 2, kernel_us: 30, backward_kernels: 1, attention: true},
      {name: 'mlp', kernels: 1, kernel_us: 30, backward_kernels: 0, attention: false},
    ];
    expect((graphsLine(e)[3] as HTMLElement).textContent)
      .toBe('graph annotations: 2; attention by the label pattern: attention/layer0 (2 kernels, 30.0 µs)');
  });
});

describe('the layer chart', () => {
  const scope = (id: number, us: number, source = 'module') => ({id, name: `layer${id}`, source, parent_id: null,
    forward_kernel_us: us, backward_kernel_us: 0, cpu_us: 0, backward_cpu_us: 0}) as unknown as Scope;
  const entry = (n: number) => ({breakdown_unit: 'gpu',
    scopes: [...Array.from({length: n}, (_, i) => scope(i, 100 + (i % 7))), scope(n, 9999, 'op')],
    // (the order and the choice are the report's: analysis/layers.py, tests/test_layers.py)
    layers: {count: n, scope_ids: Array.from({length: n}, (_, i) => i),
      scope_ids_by_time: Array.from({length: n}, (_, i) => i).sort((a, b) => (b % 7) - (a % 7) || a - b),
      sorted_by_time: n > 40, median_us: 103, outliers: [], outside: {scopes: 1, calls: 152, us: 9999}}}) as unknown as Entry;
  it('draws the layers in id order, never the op scope outside them', () => {
    const bars = layerBars(entry(24))!;
    expect(bars.sorted).toBe(false);
    expect(bars.scopes.map((s) => s.id)).toEqual(Array.from({length: 24}, (_, i) => i));
  });
  it('sorts more than 40 layers by time, the longest first', () => {
    const bars = layerBars(entry(70))!;
    expect(bars.sorted).toBe(true);
    const times = bars.scopes.map((s) => s.forward_kernel_us);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(bars.scopes.some((s) => s.id === 70)).toBe(false);
  });
  it('shows the sorted layers in the order they run on demand (#59 item 7)', () => {
    const bars = layerBars(entry(70), true)!;
    expect(bars.sorted).toBe(false);
    expect(bars.scopes.map((s) => s.id)).toEqual(Array.from({length: 70}, (_, i) => i));
    expect(layerBars(entry(24), true)!.scopes.map((s) => s.id)).toEqual(layerBars(entry(24))!.scopes.map((s) => s.id));
  });
  it('lists the outliers short: five, then how many more, all of them on hover', async () => {
    const {outlierList} = await import('../src/views/overview');
    const l = {...entry(70).layers!, outliers: Array.from({length: 7}, (_, i) =>
      ({scope_id: i, name: `layer${i}`, us: 200 + i, ratio: 2})) };
    const box = outlierList(l);
    const items = [...box.querySelectorAll('li')].map((li) => li.textContent);
    expect(items.length).toBe(6);
    expect(items[0]).toBe('layer0 200.0 µs (2× the median)');
    expect(items[5]).toBe('and 2 more (hover for all)');
    expect(box.getAttribute('title')!.split('\n').length).toBe(7);
  });
});

describe('best published', () => {
  it('a row shows its share of the best figure, every figure and source on hover', () => {
    const row = {...entry().attention_ops[0], best_published: [
      {kind: 'forward', kernel: 'FlashAttention-3', source: 'Shah et al. (2024)', tflops: 740, tbps: null, pct_of_peak: 74.8,
        share_of_best: 0.122, line: 'best published forward on H100 SXM: FlashAttention-3, 740 TFLOP/s (75% of peak); this op reaches 12% of it'},
    ]};
    const cell = bestCell(row) as HTMLElement;
    expect(cell.textContent).toBe('12.2%');
    expect(cell.title).toBe('best published forward on H100 SXM: FlashAttention-3, 740 TFLOP/s (75% of peak); this op reaches 12% of it (Shah et al. (2024))');
    expect(bestCell({...row, best_published: []})).toBe('');
  });
});

describe('the per-layer chart', () => {
  it('draws and names a backward series only where a layer ran one', async () => {
    const {layerChartOption} = await import('../src/views/overview');
    const {timeScale} = await import('../src/model/format');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- hand-cut scopes
    const scopes: any = [{name: 'a'}, {name: 'b'}];
    const names = (bwd: number[]) => layerChartOption(scopes, false, true, [1, 2], bwd, timeScale(3)).series
      .map((x: {name: string}) => x.name);
    expect(names([0, 0])).toEqual(['forward']);
    expect(names([0, 1])).toEqual(['forward', 'backward']);
  });
});

describe('the first card stays short (#59 item 9)', () => {
  it('puts its parts and graph-replay lines behind a closed disclosure, none where there are none', async () => {
    const {moreOf} = await import('../src/views/overview');
    const span = document.createElement('span');
    span.textContent = 'graph replays: 3 launches';
    const [box] = moreOf([document.createElement('br'), span], 'graph replays, where it comes from');
    expect(box.tagName).toBe('DETAILS');
    expect((box as HTMLDetailsElement).open).toBe(false);
    expect(box.querySelector('summary')!.textContent).toBe('graph replays, where it comes from');
    expect([...box.childNodes].map((n) => n.nodeName)).toEqual(['SUMMARY', 'SPAN']); // (no leading line break)
    expect(moreOf([], 'where it comes from')).toEqual([]);
  });
});

describe('attention\'s CPU time by thread', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hand-cut attention section
  const attention = (threads: any[], wall: number, overlap: number): any => ({cpu_threads: {threads, wall_us: wall, overlap_us: overlap}});
  it('says each thread\'s forward and backward and the clock time, as the report gives them', () => {
    const lines = threadsLine(attention([
      {thread: 200, forward_us: 0, backward_us: 300},
      {thread: 100, forward_us: 200, backward_us: 0},
    ], 400, 100)) as HTMLElement[];
    expect(lines.map((l) => l.textContent)).toEqual([
      'thread 200: backward 300.0 µs',
      'thread 100: forward 200.0 µs',
      'on the clock 400.0 µs (100.0 µs of the sum ran beside other attention work)',
    ]);
    expect(lines[2].dataset.value).toBe('400');
  });
  it('says nothing where one thread ran it all', () => {
    expect(threadsLine(attention([{thread: 100, forward_us: 200, backward_us: 0}], 200, 0))).toEqual([]);
  });
});
