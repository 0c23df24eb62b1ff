import {makeChart, PALETTE, tooltipElement} from '../charts';
import {h} from '../dom';
import {fmtBytes, fmtPct, fmtUs, shortName} from '../format';
import {DataTable} from '../table';
import type {KernelRow} from '../report';
import type {ViewContext} from './context';
import {kernelColumns} from './kernels';

export const HOWTO = `with torch.profiler.profile(
        schedule=torch.profiler.schedule(wait=1, warmup=1, active=3),
        on_trace_ready=torch.profiler.tensorboard_trace_handler("runs/exp1"),
        record_shapes=True, profile_memory=True, with_modules=True) as prof:
    for step, batch in enumerate(loader):
        with torch.profiler.record_function("attention/layer0"):
            out = attention(q, k, v)
        ...
        prof.step()`;

function card(testId: string, title: string, value: string, raw: number | null, sub: (string | Node)[]): HTMLElement {
  return h('div', {class: 'card', 'data-testid': testId},
    h('div', {class: 'card-title'}, title),
    h('div', {class: 'card-value', 'data-value': raw === null ? '' : String(raw)}, value),
    h('div', {class: 'card-sub'}, ...sub));
}

export function renderOverview(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const a = e.attention!;
  const gpu = e.breakdown_unit === 'gpu';
  const sdpaBackends = [...new Set(e.sdpa.map((s) => s.backend))];
  const cards = h('div', {class: 'cards'},
    gpu
      ? card('overview-kernel-share', 'Attention share of GPU kernel time', fmtPct(a.kernel_share), a.kernel_share, [
        h('span', {'data-testid': 'overview-kernel-us', 'data-value': String(a.kernel_us)}, `${fmtUs(a.kernel_us)} of ${fmtUs(e.total_kernel_us)}`),
        h('br'),
        h('span', {'data-testid': 'overview-forward-kernel-us', 'data-value': String(a.forward_kernel_us)}, `forward ${fmtUs(a.forward_kernel_us)}`),
        ' · ',
        h('span', {'data-testid': 'overview-backward-kernel-us', 'data-value': String(a.backward_kernel_us)}, `backward ${fmtUs(a.backward_kernel_us)}`),
      ])
      : card('overview-kernel-share', 'GPU kernels', 'none in this trace', null, ['CPU-only trace: breakdowns are over CPU ops']),
    card('overview-cpu-share', 'Attention share of step time on CPU', fmtPct(a.cpu_share), a.cpu_share, [
      h('span', {'data-testid': 'overview-cpu-us', 'data-value': String(a.cpu_us)}, fmtUs(a.cpu_us)),
      ` (forward ${fmtUs(a.forward_cpu_us)} · backward ${fmtUs(a.backward_cpu_us)})`,
      h('br'), `${e.steps.count} profiled step(s)`,
    ]),
    card('overview-backends', 'SDPA backends in use', sdpaBackends.join(', ') || 'no SDPA op', null, [
      a.backends.length ? `fused kernels: ${a.backends.join(', ')}` : 'no fused attention kernel',
    ]),
    card('overview-peak-memory', 'Peak memory while attention runs',
      a.peak_memory.length ? fmtBytes(Math.max(...a.peak_memory.map((m) => m.peak_allocated))) : '–',
      a.peak_memory.length ? Math.max(...a.peak_memory.map((m) => m.peak_allocated)) : null,
      a.peak_memory.map((m) => h('div', {}, `${m.device} ${m.phase}: ${fmtBytes(m.peak_allocated)}`))),
    card('overview-unattributed', 'Unattributed kernels', String(e.unattributed_kernels), e.unattributed_kernels, [
      `${fmtUs(e.unattributed_kernel_us)} launched before the profiled window`,
    ]),
  );

  const notes = h('div', {class: 'notes', 'data-testid': 'overview-advice'});
  for (const adv of e.advice) {
    notes.appendChild(h('div', {class: `note ${adv.level}`, 'data-code': adv.code}, adv.message));
  }
  if (e.advice.some((x) => x.code === 'no_label')) {
    notes.appendChild(h('pre', {class: 'howto'}, HOWTO));
  }
  for (const w of e.warnings) notes.appendChild(h('div', {class: 'note info'}, w));

  const chartBox = h('div', {class: 'chart', 'data-testid': 'overview-category-chart'});
  const cats = [...new Set(a.categories.map((c) => c.category))];
  const byPhase = (phase: string) => cats.map((c) => a.categories.find((x) => x.category === c && x.phase === phase)?.total_us ?? 0);
  requestAnimationFrame(() => {
    const chart = makeChart(chartBox);
    ctx.onDispose(() => chart.dispose());
    chart.setOption({
      title: {text: gpu ? 'Attention GPU time by category' : 'Attention CPU self time by category', textStyle: {fontSize: 13}},
      tooltip: {
        trigger: 'axis', axisPointer: {type: 'shadow'},
        formatter: (params: any) => {
          const ps = Array.isArray(params) ? params : [params];
          return tooltipElement(String(ps[0]?.name ?? ''), ps.map((p: any) => [String(p.seriesName), fmtUs(p.value)]));
        },
      },
      legend: {top: 0, right: 0},
      grid: {left: 110, right: 20, top: 40, bottom: 30},
      xAxis: {type: 'value', name: 'µs'},
      yAxis: {type: 'category', data: cats},
      series: ['forward', 'backward'].map((phase) => ({
        name: phase, type: 'bar', stack: 'phase', itemStyle: {color: phase === 'forward' ? '#5f6368' : '#bdc1c6'}, data: byPhase(phase).map((v, i) => ({
          value: v, itemStyle: {color: PALETTE[cats[i]] ?? '#999', opacity: phase === 'forward' ? 1 : 0.55},
        })),
      })),
    });
  });

  const top = new DataTable<KernelRow>({
    columns: kernelColumns(gpu).slice(0, 10), rows: a.top_kernels.slice(0, 10), filename: 'top_kernels.csv',
    testId: 'overview-top-kernels', sort: {key: 'total_us', desc: true}, maxHeight: 300,
  });
  return h('div', {class: 'view'},
    e.errors.length ? h('div', {class: 'note warning'}, e.errors.join('\n')) : null,
    cards, notes,
    h('div', {class: 'row2'}, chartBox,
      h('div', {}, h('h3', {}, gpu ? 'Top attention kernels' : 'Top attention CPU ops (self time)'), top.el)),
    h('p', {class: 'muted small'}, `Trace: ${shortName(e.path, 200)} · device: ${e.device ?? 'CPU only'} · scopes by ${a.scope_source}`),
  );
}
