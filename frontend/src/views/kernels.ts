import {categoryPhaseOption, grid, makeChart, PALETTE, tooltipElement} from '../charts';
import {h} from '../dom';
import {fmtNum, fmtPct, kernelLabels, kernelShort, noun, shortName, timeScale} from '../model/format';
import type {KernelRow} from '../report';
import {DataTable, formatCell, timeColumn, type Column, type TimeUnit} from '../table';
import {keepTable, type ViewContext} from './context';
import {coresText, isAmd} from '../model/device';
import {renderExpected} from './expected';

/** Puts text on the clipboard; where the page may not (an iframe without the permission),
 * through a selected text area. */
function copyText(text: string): void {
  const fallback = () => {
    const area = h('textarea', {style: 'position:fixed;left:-9999px', 'aria-hidden': 'true'});
    area.value = text;
    document.body.appendChild(area);
    area.select();
    try {
      document.execCommand('copy');
    } finally {
      area.remove();
    }
  };
  if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).catch(fallback);
  else fallback();
}

/** A kernel's cell: its short form (format.kernelShort), the full name on hover and a button
 * that copies it; a CPU op's name as it is. */
export function kernelNameCell(name: string, short: string): HTMLElement {
  return h('span', {class: 'kname', title: name, 'data-full': name}, shortName(short, 90),
    h('button', {type: 'button', class: 'copy', title: 'copy the full name', 'aria-label': 'copy the full name',
      onclick: (ev: Event) => {
        ev.stopPropagation();
        copyText(name);
      }}, '⧉'));
}

/** What each occupancy number is, said the same way for every device (column titles and the
 * note under the kernel table). */
export const OCCUPANCY_WORDS = {
  reported: 'reported by the profiler (CUPTI\'s estimate from the launch); 0 where the kernel was launched through '
    + 'the driver API (cuLaunchKernelEx, cudaLaunchKernelExC: cuBLAS, cuDNN, nvjet), which CUPTI does not estimate: '
    + 'a gap in the measurement, not an idle SM',
  theoretical: 'resident warps over the SM\'s maximum, from registers per thread, threads per block and shared memory '
    + 'against the device\'s limits (the occupancy calculator\'s rule); empty where the trace lacks one of them',
  resident: 'blocks of this launch one SM holds at once, by the same limits',
  grid: 'the grid\'s blocks over the device\'s SMs: how many each SM gets over the launch, not how many it holds at once',
};


const kernelTime = (key: 'total_us' | 'mean_us' | 'min_us' | 'max_us', what: string, unit: TimeUnit) =>
  timeColumn<KernelRow>(key, what, unit, (r) => r[key], undefined, key);

export function kernelColumns(gpu: boolean, amd = false, labels?: Map<string, string>, unit: TimeUnit = timeScale(0)): Column<KernelRow>[] {
  // the columns read first come first (name, total, share, count, mean, cores, occupancy,
  // backend): at 1280 px they stay in view and only the secondary ones scroll
  const cols: Column<KernelRow>[] = [
    {key: 'name', label: gpu ? 'kernel' : 'CPU op',
      render: (r) => kernelNameCell(r.name, gpu ? labels?.get(r.name) ?? kernelShort(r.name) : r.name)},
    kernelTime('total_us', 'total', unit),
    // (in % in the CSV too, as on the page)
    {key: 'share', label: 'share %', numeric: true, field: 'share', value: (r) => Math.round(r.share * 1e5) / 1e3, render: (r) => fmtPct(r.share)},
    {key: 'count', label: 'count', numeric: true, field: 'count'},
    kernelTime('mean_us', 'mean', unit),
    ...(gpu ? [{key: 'cores', label: 'cores', value: (r: KernelRow) => coresText(r.cores, amd),
      title: `GEMM and attention kernels: ${coresText('tensor', amd)} or FP32 by the kernel name, or `
        + `"unknown" where the name does not say; other kernels run on the ${amd ? 'vector units' : 'CUDA cores'}`},
    // (occupancy beside the cores: read with them, in view at 1280 px)
    {key: 'occupancy_reported', label: 'occupancy %', numeric: true, field: 'occupancy_reported', title: OCCUPANCY_WORDS.reported,
      // (a 0% the profiler did not estimate is no measurement: said so, the reason on hover)
      render: (r: KernelRow) => r.occupancy_unmeasured
        ? h('span', {class: 'muted', title: r.occupancy_unmeasured, 'data-testid': 'not-measured'}, 'not measured')
        : formatCell(r.occupancy_reported, 1)},
    {key: 'occupancy_theoretical', label: 'theor. occ. %', numeric: true, field: 'occupancy_theoretical', title: OCCUPANCY_WORDS.theoretical,
      secondary: true},
    // (what the trace records limits it, Kineto's occupancy object; its block limits on hover)
    {key: 'occupancy_limits', label: 'limited by', value: (r: KernelRow) => r.occupancy_limits?.limited_by.join(', ') ?? null,
      title: 'what limits the kernel\'s occupancy, as the trace records it (Kineto\'s occupancy object)',
      render: (r: KernelRow) => limitsCell(r)}] : []),
    {key: 'backend', label: 'backend'},
    {key: 'phase', label: 'phase'},
    {key: 'category', label: 'category', secondary: true},
    {...kernelTime('min_us', 'min', unit), secondary: true},
    {...kernelTime('max_us', 'max', unit), secondary: true},
  ];
  if (!gpu) return cols;
  // (the launch's detail: one tick away in the columns list, so that the table fits)
  return cols.concat(([
    {key: 'resident_blocks_per_sm', label: 'resident blocks/SM', numeric: true, field: 'resident_blocks_per_sm', title: OCCUPANCY_WORDS.resident},
    {key: 'blocks_per_sm', label: 'grid blocks/SM', numeric: true, field: 'blocks_per_sm', title: OCCUPANCY_WORDS.grid},
    {key: 'warps_per_sm', label: 'grid warps/SM', numeric: true, field: 'warps_per_sm', title: 'the launch\'s warps over the device\'s SMs, as blocks/SM'},
    {key: 'registers_per_thread', label: 'regs/thread', numeric: true, field: 'registers_per_thread'},
    {key: 'shared_memory', label: 'smem B', numeric: true, field: 'shared_memory'},
    {key: 'grid', label: 'grid', value: (r) => (r.grid ? r.grid.join('×') : null)},
    {key: 'block', label: 'block', value: (r) => (r.block ? r.block.join('×') : null)},
    {key: 'launch_api', label: 'launch'},
    // (a FlashAttention-4 readable name: what a replayed kernel with no CPU op says of its call)
    {key: 'name_says', label: 'name says', value: (r) => nameSays(r),
      title: 'what the kernel\u2019s readable name says: direction, dtype, head dim, causal, tile'},
  ] as Column<KernelRow>[]).map((c) => ({...c, secondary: true})));
}

/** A kernel row's name_says in words ("forward bfloat16 hd128 causal 128×128"); null without. */
export function nameSays(r: KernelRow): string | null {
  const n = r.name_says;
  if (!n) return null;
  const causal = n.causal === null ? null : n.causal ? 'causal' : 'not causal';
  return [n.direction, n.dtype, n.head_dim === null ? null : `hd${n.head_dim}`, causal, n.tile?.join('×') ?? null]
    .filter((x) => x !== null).join(' ');
}

/** The trace's own occupancy limits of a kernel: its limiting factors, the block limit of
 * each resource on hover. */
export function limitsCell(r: KernelRow): HTMLElement | string {
  const o = r.occupancy_limits;
  if (!o) return '';
  const limits: [string, number | null][] = [['active blocks/SM', o.active_blocks_per_sm], ['registers', o.registers],
    ['shared memory', o.shared_memory], ['warps', o.warps], ['blocks', o.blocks], ['barriers', o.barriers]];
  const title = limits.filter(([, v]) => v !== null).map(([k, v]) => `${k}: ${v}`).join('\n');
  return h('span', {title, 'data-testid': 'occupancy-limits'}, o.limited_by.join(', '));
}

export function renderKernels(ctx: ViewContext): HTMLElement {
  const e = ctx.entry;
  const gpu = e.breakdown_unit === 'gpu';
  const scope = ctx.state.scope === '' ? null : e.scopes.find((s) => String(s.id) === ctx.state.scope) ?? null;
  const filter = ctx.state.kfilter.toLowerCase();
  // (all attention: the report's rows of every part of it, as the Overview's largest kernels)
  const unfiltered = scope ? scope.kernels : e.attention.kernels;
  // (the roofline opens the kernels of a point: those of its backend, or the GEMMs)
  const rows = filter
    ? unfiltered.filter((r) => [r.name, r.backend ?? '', r.category].some((x) => x.toLowerCase().includes(filter)))
    : unfiltered;

  const select = scopeSelect(ctx);

  // (the report's categories of the scope, or of all attention: every kernel of it, where
  // the rows are the largest listed; a filter narrows the table and the top kernels only)
  const cats = (scope ?? e.attention).categories;
  // one time unit for the view: its charts, its table and its CSV, by its largest time
  const byCategory = new Map<string, number>();
  for (const c of cats) byCategory.set(c.category, (byCategory.get(c.category) ?? 0) + c.total_us);
  const viewScale = timeScale(Math.max(0, ...byCategory.values(), ...rows.map((r) => r.total_us)));
  const catBox = h('div', {class: 'chart', 'data-testid': 'kernel-category-chart'});
  const nameBox = h('div', {class: 'chart', 'data-testid': 'kernel-name-chart'});
  requestAnimationFrame(() => {
    const c1 = makeChart(catBox);
    const c2 = makeChart(nameBox);
    ctx.onDispose(() => {
      c1.dispose();
      c2.dispose();
    });
    c1.setOption(categoryPhaseOption(filter ? 'By category (all its kernels, unfiltered)' : 'By category', cats, viewScale));
    const top = [...rows].sort((a, b) => b.total_us - a.total_us).slice(0, 15).reverse();
    // (labels that tell the kernels apart: five bars once all read elementwise_kernel<128…)
    const labels = kernelLabels(top.map((r) => r.name), 40);
    c2.setOption(topKernelsOption(top, labels, viewScale));
  });

  // where the view's fields are in the report: the scope's, or all attention's
  const at = scope ? `scopes[${e.scopes.indexOf(scope)}]` : 'attention';
  const listedAt = new Map(unfiltered.map((r, i) => [r, i]));
  const table = new DataTable<KernelRow>({
    columns: kernelColumns(gpu, isAmd(ctx.entry), kernelLabels(rows.map((r) => r.name), 90), viewScale), rows, filename: `kernels_${scope ? scope.name : 'attention'}.csv`.replace(/[^\w.-]+/g, '_'),
    testId: 'kernel-table', keep: keepTable(ctx), sort: {key: 'total_us', desc: true},
    // (the table's rows are the listed ones, filtered: a row's place in the report is its
    // index among the listed ones, unfiltered)
    rowField: (r) => `${at}.kernels[${listedAt.get(r)}]`,
  });
  const summary = kernelSummary(e, scope, at);
  const filterNote = filter
    ? h('span', {class: 'filter-note', 'data-testid': 'kernel-filter'}, ` only “${ctx.state.kfilter}” `,
      h('button', {type: 'button', onclick: () => ctx.setState({kfilter: ''})}, 'show all'))
    : null;
  return h('div', {class: 'view', 'data-testid': 'kernels-view', 'data-unit': viewScale.unit},
    h('div', {class: 'toolbar'}, h('label', {}, 'Scope ', select), filterNote),
    h('p', {'data-testid': 'kernel-summary'}, ...summary),
    // the scope's own "guess first, then look": the attention ops its calls hold
    scope ? renderExpected(e, ctx.setState, scope.id) : null,
    h('div', {class: 'row2'}, catBox, nameBox),
    table.el,
    gpu ? h('details', {class: 'muted small', 'data-testid': 'occupancy-words'}, h('summary', {}, 'What the occupancy columns say'),
      h('ul', {}, h('li', {}, `occupancy %: ${OCCUPANCY_WORDS.reported}.`),
        h('li', {}, `theor. occ. %: ${OCCUPANCY_WORDS.theoretical}.`),
        h('li', {}, `resident blocks/SM: ${OCCUPANCY_WORDS.resident}.`),
        h('li', {}, `grid blocks/SM: ${OCCUPANCY_WORDS.grid}.`),
        h('li', {}, 'A fused attention kernel runs at low occupancy by design: many registers and much shared memory '
          + 'a block leave room for few blocks, each doing much work.'))) : null);
}

/** The scope picker: every scope, indented by its depth, "All attention" first. */
function scopeSelect(ctx: ViewContext): HTMLSelectElement {
  const select = h('select', {
    'data-testid': 'kernel-scope-select', 'aria-label': 'scope',
    onchange: (ev: Event) => ctx.setState({scope: (ev.target as HTMLSelectElement).value}),
  }, h('option', {value: ''}, 'All attention'));
  const depth = new Map<number, number>();
  for (const s of ctx.entry.scopes) {
    const d = s.parent_id === null ? 0 : (depth.get(s.parent_id) ?? 0) + 1;
    depth.set(s.id, d);
    const opt = h('option', {value: String(s.id)}, `${' '.repeat(2 * d)}${s.name}`);
    if (String(s.id) === ctx.state.scope) opt.selected = true;
    select.appendChild(opt);
  }
  return select;
}

/** The chart of the kernels with the most total time (top: the largest last, drawn on top). */
export function topKernelsOption(top: KernelRow[], labels: Map<string, string>, viewScale: ReturnType<typeof timeScale>): any {
  return {
    title: {text: `Top ${top.length} by total time`, textStyle: {fontSize: 13}},
    tooltip: {
      trigger: 'item',
      formatter: (p: any) => {
        const r = top[p.dataIndex];
        return tooltipElement(shortName(r.name, 160), [['phase', r.phase], ['category', r.category],
          ['count', fmtNum(r.count)], ['total', viewScale.text(r.total_us)], ['mean', viewScale.text(r.mean_us)]]);
      },
    },
    grid: grid({left: 260, right: 20, top: 30, bottom: 30}),
    xAxis: {type: 'value', name: viewScale.unit, axisLabel: {formatter: viewScale.axis}},
    yAxis: {type: 'category', data: top.map((r) => `${labels.get(r.name) ?? shortName(r.name, 40)} (${r.phase[0]})`),
      axisLabel: {width: 250, overflow: 'truncate'}},
    series: [{type: 'bar', data: top.map((r) => ({value: r.total_us, itemStyle: {color: PALETTE[r.category] ?? '#999'}}))}],
  };
}

/** The line over the table: the scope's counts and times per instance, or all attention's
 * distinct kernels; each number a field of the report, named beside its value (data-field). */
function kernelSummary(e: ViewContext['entry'], scope: ViewContext['entry']['scopes'][number] | null, at: string): (string | HTMLElement)[] {
  const gpu = e.breakdown_unit === 'gpu';
  const scopeScale = timeScale(Math.max(scope?.kernel_us_per_instance ?? 0, scope?.cpu_us_per_instance ?? 0));
  const num = (key: string, value: number | null, text: string) =>
    h('span', {'data-field': `${at}.${key}`, 'data-value': String(value ?? '')}, text);
  return scope
    ? [`${scope.name}: `, num('count', scope.count, String(scope.count)), ` ${noun(scope.count, 'instance')}; per instance `,
      num('kernels_per_instance', scope.kernels_per_instance, fmtNum(scope.kernels_per_instance)), ` ${noun(scope.kernels_per_instance, 'kernel')}, `,
      num('gpu_ops_per_instance', scope.gpu_ops_per_instance, fmtNum(scope.gpu_ops_per_instance)), ` ${noun(scope.gpu_ops_per_instance, 'GPU op')} incl. copies, `,
      num('cpu_ops_per_instance', scope.cpu_ops_per_instance, fmtNum(scope.cpu_ops_per_instance)), ` ${noun(scope.cpu_ops_per_instance, 'CPU op')}, `,
      num('kernel_us_per_instance', scope.kernel_us_per_instance, scopeScale.text(scope.kernel_us_per_instance)), ' GPU and ',
      num('cpu_us_per_instance', scope.cpu_us_per_instance, scopeScale.text(scope.cpu_us_per_instance)), ' CPU time']
    : ['All attention: ', num('kernels_total', e.attention.kernels_total, String(e.attention.kernels_total)),
      ` distinct ${noun(e.attention.kernels_total, gpu ? 'kernel' : 'CPU op')}`,
      ...(e.attention.kernels_total > e.attention.kernels.length
        ? [' (the largest ', num('kernels.length', e.attention.kernels.length, String(e.attention.kernels.length)), ' listed)'] : [])];
}
