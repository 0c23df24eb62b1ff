// The Overview's verdict: what the first screen says, once. Terms:
// - the sentence: attention's share of GPU kernel time (CPU step time on a CPU-only trace)
//   and where that time goes, by kernel category;
// - the device line: the device and how close attention runs to it (the largest rated
//   attention op, else the serving step held to its peak);
// - the changes: at most three advice items with a time estimate, largest first (the report
//   sorts them), each with the time it could save;
// - the notes: every other advice item and reading warning, each once (an identical text is
//   one note), grouped by what the reader does with it; folded below the evidence.
// Pure functions of the report entry (unit-tested); the Overview draws them.

import {h} from '../dom';
import {fmtPct, timeScale} from '../format';
import type {Advice, Entry} from '../report';

export const MAX_CHANGES = 3;

const CATEGORY_WORDS: Record<string, string> = {
  attention: 'fused attention kernels', gemm: 'GEMMs', softmax: 'softmax', elementwise: 'elementwise kernels',
  reduction: 'reductions', memcpy: 'copies', memset: 'memsets', communication: 'communication', other: 'other kernels',
};
// (a CPU-only trace's categories are of CPU ops)
const CPU_WORDS: Record<string, string> = {attention: 'fused attention ops', elementwise: 'elementwise ops', other: 'other ops'};

export type Change = {code: string; message: string; saves_us: number; saves: string};
export type NoteGroup = {group: 'check' | 'measurement' | 'trace'; title: string; notes: {code: string | null; level: string; text: string}[]};
export type Verdict = {sentence: string; device: string; mismatches: number; changes: Change[]; notes: NoteGroup[]};

/** Where attention's time goes, the three largest categories as shares of it. */
function whereItGoes(e: Entry): string {
  const words = e.breakdown_unit === 'gpu' ? CATEGORY_WORDS : {...CATEGORY_WORDS, ...CPU_WORDS};
  const byCat = new Map<string, number>();
  for (const c of e.attention!.categories) byCat.set(c.category, (byCat.get(c.category) ?? 0) + c.total_us);
  const total = [...byCat.values()].reduce((x, y) => x + y, 0);
  if (!(total > 0)) return '';
  const top = [...byCat.entries()].sort((x, y) => y[1] - x[1]).slice(0, 3);
  return top.map(([c, us]) => `${words[c] ?? c} ${fmtPct(us / total, 0)}`).join(', ');
}

export function verdictSentence(e: Entry): string {
  const a = e.attention!;
  const gpu = e.breakdown_unit === 'gpu';
  const where = whereItGoes(e);
  if (!where) return `No attention found in this ${gpu ? 'GPU' : 'CPU-only'} trace: no label, module or attention op matched.`;
  const backward = gpu ? a.backward_kernel_us : a.backward_cpu_us;
  const own = gpu ? a.kernel_us : a.cpu_us;
  const back = backward > 0 && own > 0 ? `; backward is ${fmtPct(backward / own, 0)} of it` : '';
  if (gpu) {
    const scale = timeScale(Math.max(a.kernel_us, e.total_kernel_us));
    return `Attention takes ${fmtPct(a.kernel_share)} of GPU kernel time (${scale.text(a.kernel_us)} of `
      + `${scale.text(e.total_kernel_us)}): ${where}${back}.`;
  }
  const scale = timeScale(a.cpu_us);
  const share = a.cpu_share === null ? `${scale.text(a.cpu_us)} of CPU time` : `${fmtPct(a.cpu_share)} of step time on the CPU (${scale.text(a.cpu_us)})`;
  return `Attention takes ${share}, its CPU self time in ${where}${back}.`;
}

/** The device and how close attention runs to it. */
export function deviceLine(e: Entry): string {
  if (e.breakdown_unit !== 'gpu') return `On the CPU: the trace has no GPU kernels${e.device ? ` (${e.device})` : ''}.`;
  const hw = e.hardware;
  const name = hw?.matched ?? e.device ?? 'this GPU';
  const rated = (e.attention_ops ?? []).filter((r) => r.pct_of_peak_compute !== null).sort((x, y) => y.kernel_us - x.kernel_us);
  if (rated.length) {
    const r = rated[0];
    return `On the ${name}, ${r.op} runs at ${fmtPct((r.pct_of_peak_compute ?? 0) / 100)} of its ${r.peak_tflops} TFLOP/s`
      + (r.pct_of_peak_bandwidth !== null ? ` and ${fmtPct(r.pct_of_peak_bandwidth / 100)} of its memory bandwidth` : '')
      + (r.bound ? ` (${r.bound}-bound at ${r.flops_per_byte?.toFixed(0)} FLOPs/byte).` : '.');
  }
  // a serving step held to the peak it is judged by (decode: bandwidth; prefill: compute)
  const held = (s: NonNullable<Entry['serving']>['steps'][number]) =>
    (s.judged_by === 'bandwidth' ? s.pct_of_peak_bandwidth : s.judged_by === 'compute' ? s.pct_of_peak_compute : null);
  const steps = (e.serving?.steps ?? []).filter((s) => held(s) !== null).sort((x, y) => y.attention_kernel_us - x.attention_kernel_us);
  if (steps.length) {
    const s = steps[0];
    return `On the ${name}, the ${s.phase} step's attention runs at ${fmtPct((held(s) ?? 0) / 100)} of its `
      + `${s.judged_by === 'bandwidth' ? 'memory bandwidth' : 'peak compute'}.`;
  }
  if (hw?.note) return `On ${hw.properties?.name || e.device || 'this device'}: no peak is known, so achieved TFLOP/s only (docs/devices.md says how to supply one).`;
  return `On the ${name}: no attention op here has the shapes and dtype a throughput needs, so there is no figure to hold to its peak.`;
}

/** A reading warning without the trace's path in front (the page names the trace). */
function warningText(e: Entry, w: string): string {
  return w.startsWith(`${e.path}: `) ? w.slice(e.path.length + 2) : w;
}

const MEASUREMENT_CODES = new Set(['fused_occupancy_expected', 'occupancy_gap', 'kernels_without_correlation', 'unattributed_kernels',
  'launch_thread_not_covered', 'attention_kernels_outside_scopes', 'attention_ops_outside_scopes', 'no_label']);

export function verdictOf(e: Entry): Verdict {
  const scale = timeScale(Math.max(0, ...e.advice.map((x) => x.saves_us ?? 0)));
  const changes: Change[] = e.advice.filter((x): x is Advice & {saves_us: number} => x.saves_us !== null && x.saves_us > 0)
    .slice(0, MAX_CHANGES)
    .map((x) => ({code: x.code, message: x.message, saves_us: x.saves_us, saves: scale.text(x.saves_us)}));
  const shown = new Set(changes.map((c) => c.message.trim()));
  const groups: NoteGroup[] = [
    {group: 'check', title: 'Worth checking', notes: []},
    {group: 'measurement', title: 'About the measurements', notes: []},
    {group: 'trace', title: 'About the trace', notes: []},
  ];
  const add = (g: number, code: string | null, level: string, text: string) => {
    const key = text.trim();
    if (!key || shown.has(key)) return;  // said once: a change, or a note already listed
    shown.add(key);
    groups[g].notes.push({code, level, text: key});
  };
  for (const x of e.advice) add(MEASUREMENT_CODES.has(x.code) ? 1 : 0, x.code, x.level, x.message);
  for (const w of e.warnings) add(2, null, 'info', warningText(e, w));
  const mismatches = (e.attention_ops ?? []).filter((r) => r.count > 0 && r.expectation?.mismatches.length).length;
  return {sentence: verdictSentence(e), device: deviceLine(e), mismatches, changes, notes: groups.filter((g) => g.notes.length)};
}

/** The verdict block: the sentence, the device line, a pointer to mismatches, the changes. */
export function renderVerdict(v: Verdict): HTMLElement {
  return h('div', {class: 'verdict', 'data-testid': 'overview-verdict'},
    h('p', {class: 'verdict-sentence', 'data-testid': 'verdict-sentence'}, v.sentence),
    h('p', {class: 'verdict-device', 'data-testid': 'verdict-device'}, v.device),
    v.mismatches ? h('p', {class: 'summary-mismatch', 'data-testid': 'verdict-mismatches'},
      h('button', {class: 'link', type: 'button', onclick: () =>
        document.querySelector('[data-testid=overview-expected]')?.scrollIntoView({block: 'start'})},
      `${v.mismatches} attention op(s) differ from the picture their kind should show`),
      ' (expected → observed, below).') : null,
    v.changes.length
      ? h('ol', {class: 'verdict-changes', 'data-testid': 'verdict-changes'}, ...v.changes.map((c) =>
        h('li', {'data-code': c.code, 'data-saves-us': String(c.saves_us)}, c.message, ' ',
          h('span', {class: 'saves'}, `Could save about ${c.saves}.`))))
      : h('p', {class: 'muted', 'data-testid': 'verdict-no-changes'}, 'No change with a time estimate: the notes below say what the trace shows.'),
  );
}

/** Everything else, once, grouped and folded (open when there is nothing else to read). */
export function renderNotes(v: Verdict, extra: (Node | null)[], open: boolean): HTMLElement | null {
  const count = v.notes.reduce((n, g) => n + g.notes.length, 0);
  if (!count && !extra.some(Boolean)) return null;
  const box = h('details', {class: 'notes-fold', 'data-testid': 'overview-notes'},
    h('summary', {}, `Notes and evidence (${count})`),
    ...v.notes.map((g) => h('div', {class: 'notes', 'data-group': g.group},
      h('h4', {}, g.title),
      ...g.notes.map((n) => h('div', {class: `note ${n.level}`, 'data-code': n.code ?? ''}, n.text)))),
    ...extra);
  if (open) box.setAttribute('open', '');
  return box;
}
