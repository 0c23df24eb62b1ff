// The report entry (docs/report-schema.md), as the frontend reads it.

export interface KernelRow {
  name: string;
  phase: 'forward' | 'backward';
  category: string;
  backend: string | null;
  count: number;
  total_us: number;
  mean_us: number;
  min_us: number;
  max_us: number;
  share: number;
  cores?: string | null;
  launch_api?: string;
  launch_kind?: string;
  grid?: number[] | null;
  block?: number[] | null;
  registers_per_thread?: number | null;
  shared_memory?: number | null;
  blocks_per_sm?: number | null;
  warps_per_sm?: number | null;
  occupancy_reported?: number | null;
  occupancy_theoretical?: number | null;
}

export interface CategoryRow {
  phase: string;
  category: string;
  count: number;
  total_us: number;
  share: number;
}

export interface MemoryRow {
  device: string;
  phase: string;
  alloc_bytes: number;
  freed_bytes: number;
  net_bytes: number;
  alloc_count: number;
  free_count: number;
  peak_allocated: number | null;
}

export interface Scope {
  id: number;
  name: string;
  source: string;
  parent: string | null;
  parent_id: number | null;
  count: number;
  cpu_us: number;
  cpu_us_per_instance: number;
  backward_cpu_us: number;
  forward_kernel_us: number;
  backward_kernel_us: number;
  kernel_us_per_instance: number;
  kernels_per_instance: number;
  backward_kernels_per_instance: number;
  gpu_ops_per_instance: number;
  cpu_ops_per_instance: number;
  memcpy: {count: number; us: number};
  memset: {count: number; us: number};
  kernels: KernelRow[];
  categories: CategoryRow[];
  memory: MemoryRow[];
}

export interface SdpaRow {
  op: string;
  backend: string;
  kernel_backends: string[];
  count: number;
  kernel_us: number;
  backward_kernel_us: number;
  cpu_us: number;
  flops: number | null;
  flops_per_call: number | null;
  tflops: number | null;
  cpu_tflops: number | null;
  shape: {B: number; H: number; Lq: number; Lkv: number; D: number; Dv?: number} | null;
  causal: boolean | null;
  dtype: string | null;
}

export interface Advice {
  level: 'warning' | 'info';
  code: string;
  message: string;
}

export interface Attention {
  scope_source: string;
  forward_kernel_us: number;
  backward_kernel_us: number;
  kernel_us: number;
  kernel_share: number | null;
  forward_kernels: number;
  backward_kernels: number;
  cpu_us: number;
  forward_cpu_us: number;
  backward_cpu_us: number;
  cpu_share: number | null;
  memcpy_us: number;
  memcpy_count: number;
  memset_us: number;
  memset_count: number;
  cpu_ops: number;
  backends: string[];
  categories: CategoryRow[];
  top_kernels: KernelRow[];
  peak_memory: {device: string; phase: string; peak_allocated: number}[];
}

export interface Entry {
  path: string;
  ok: boolean;
  device: string | null;
  breakdown_unit: 'gpu' | 'cpu_op';
  total_kernel_us: number;
  steps: {count: number; total_us: number};
  attention: Attention | null;
  unattributed_kernels: number;
  unattributed_kernel_us: number;
  attention_kernels_outside_scopes: {count: number; us: number; backends: string[]};
  scopes: Scope[];
  sdpa: SdpaRow[];
  patterns: {label_regex: string; module_regex: string};
  advice: Advice[];
  errors: string[];
  warnings: string[];
}

/** Kernel rows of all attention: the top-level scopes' rows merged (nested scopes are
 * inside their parents already, so nothing is counted twice). */
export function allAttentionKernels(entry: Entry): KernelRow[] {
  const merged = new Map<string, KernelRow>();
  for (const s of entry.scopes) {
    if (s.parent_id !== null) continue;
    for (const k of s.kernels) {
      const key = `${k.phase}\u0000${k.name}`;
      const m = merged.get(key);
      if (!m) {
        merged.set(key, {...k});
        continue;
      }
      m.count += k.count;
      m.total_us += k.total_us;
      m.min_us = Math.min(m.min_us, k.min_us);
      m.max_us = Math.max(m.max_us, k.max_us);
    }
  }
  const rows = [...merged.values()];
  const total = rows.reduce((a, r) => a + r.total_us, 0);
  for (const r of rows) {
    r.total_us = Math.round(r.total_us * 1000) / 1000;
    r.mean_us = Math.round((r.total_us / r.count) * 1000) / 1000;
    r.share = total ? r.total_us / total : 0;
  }
  return rows.sort((a, b) => b.total_us - a.total_us);
}
