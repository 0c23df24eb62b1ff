/* Generated from docs/report-schema.json by json-schema-to-typescript (npm run types): do not edit. */

/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TraceEntry".
 */
export type TraceEntry = Entry | ErrorEntry;

/**
 * The output of `tb-attn report --json`, schema version 1. docs/report-schema.md is the readable version; the tests validate every report they produce against this file, a server checks every entry it reads from its cache against it (contract.py), and the frontend's report types are generated from it (frontend/src/report-schema.ts).
 */
export interface Report {
  schema_version: 1;
  tool: string;
  traces: TraceEntry[];
}
/**
 * The report entry of a trace that could be read.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Entry".
 */
export interface Entry {
  path: string;
  ok: true;
  device: string | null;
  devices: (string | null)[];
  breakdown_unit: "gpu" | "cpu_op";
  events: number;
  /**
   * The rank, world size and backend of a torch.distributed job, from the trace's distributedInfo; null without it.
   */
  distributed: Distributed | null;
  total_kernel_us: number;
  steps: Steps;
  attention: Attention;
  unattributed_kernels: number;
  unattributed_kernel_us: number;
  unattributed_other: number;
  unattributed_causes: UnattributedCauses;
  attention_kernels_outside_scopes: StrayAttentionKernels;
  scopes: Scope[];
  sdpa: SdpaRow[];
  memory_curves: MemoryCurve[];
  patterns: Patterns;
  advice: Advice[];
  errors: string[];
  warnings: string[];
  analysis_seconds?: number;
}
export interface Distributed {
  rank: number | null;
  world_size: number | null;
  backend: string | null;
}
export interface Steps {
  count: number;
  total_us: number;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Attention".
 */
export interface Attention {
  scope_source: "label" | "module" | "label+module" | "op" | "none";
  forward_kernel_us: number;
  backward_kernel_us: number;
  kernel_us: number;
  kernel_share: number | null;
  /**
   * Kernel time inside attention of communication kernels (NCCL, RCCL, multimem, all-reduce, all-gather, ...): collectives launched inside an attention scope, not attention compute.
   */
  communication_kernel_us: number;
  /**
   * kernel_share without the communication kernels.
   */
  compute_kernel_share: number | null;
  forward_kernels: number;
  backward_kernels: number;
  cpu_us: number;
  forward_cpu_us: number;
  backward_cpu_us: number;
  cpu_share: number | null;
  memcpy_us: number;
  memcpy_count: number;
  /**
   * Copies inside attention by the CPU op that launched them (the innermost op around each copy's launch; null: none), most time first.
   */
  copies_by_op: CopiesOfOp[];
  memset_us: number;
  memset_count: number;
  cpu_ops: number;
  backends: string[];
  categories: CategoryRow[];
  top_kernels: KernelRow[];
  peak_memory: PeakMemory[];
}
export interface CopiesOfOp {
  op: string | null;
  count: number;
  us: number;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CategoryRow".
 */
export interface CategoryRow {
  phase: "forward" | "backward";
  category:
    "attention" | "gemm" | "softmax" | "elementwise" | "reduction" | "memcpy" | "memset" | "communication" | "other";
  count: number;
  total_us: number;
  share: number;
}
/**
 * A breakdown row: one kernel name (or on CPU-only traces one CPU op name) in one phase. The launch details are present on kernel rows only.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "KernelRow".
 */
export interface KernelRow {
  name: string;
  phase: "forward" | "backward";
  category:
    "attention" | "gemm" | "softmax" | "elementwise" | "reduction" | "memcpy" | "memset" | "communication" | "other";
  backend: string | null;
  count: number;
  total_us: number;
  mean_us: number;
  min_us: number;
  max_us: number;
  share: number;
  cores?: "tensor" | "cuda" | null;
  launch_api?: string;
  launch_kind?: "runtime" | "driver";
  grid?: number[] | null;
  block?: number[] | null;
  registers_per_thread?: number | null;
  shared_memory?: number | null;
  blocks_per_sm?: number | null;
  warps_per_sm?: number | null;
  occupancy_reported?: number | null;
  occupancy_theoretical?: number | null;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "PeakMemory".
 */
export interface PeakMemory {
  device: string;
  phase: "forward" | "backward";
  peak_allocated: number;
}
/**
 * Why unattributed kernels are: no correlation id on the kernel (its args are missing), or a correlation id that no launch in the trace has (launched before the profiled window).
 */
export interface UnattributedCauses {
  no_correlation_id: CountAndTime;
  launch_not_in_trace: CountAndTime;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CountAndTime".
 */
export interface CountAndTime {
  count: number;
  us: number;
}
export interface StrayAttentionKernels {
  count: number;
  us: number;
  backends: string[];
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Scope".
 */
export interface Scope {
  id: number;
  name: string;
  source: "label" | "module" | "op";
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
  memcpy: CountAndTime;
  memset: CountAndTime;
  kernels: KernelRow[];
  categories: CategoryRow[];
  memory: MemoryRow[];
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "MemoryRow".
 */
export interface MemoryRow {
  device: string;
  phase: "forward" | "backward";
  alloc_bytes: number;
  freed_bytes: number;
  net_bytes: number;
  alloc_count: number;
  free_count: number;
  peak_allocated: number | null;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "SdpaRow".
 */
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
  shape: SdpaShape | null;
  causal: boolean | null;
  dtype: string | null;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "SdpaShape".
 */
export interface SdpaShape {
  B: number;
  H: number;
  Lq: number;
  Lkv: number;
  D: number;
  Dv?: number;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "MemoryCurve".
 */
export interface MemoryCurve {
  device: string;
  points: number;
  reconstructed: boolean;
  ts: number[];
  allocated: number[];
  reserved: (number | null)[] | null;
}
export interface Patterns {
  label_regex: string;
  module_regex: string;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Advice".
 */
export interface Advice {
  level: "warning" | "info";
  code:
    | "no_label"
    | "sdpa_math_fallback"
    | "fp32_gemm"
    | "hidden_copy"
    | "kernels_without_correlation"
    | "unattributed_kernels"
    | "attention_kernels_outside_scopes"
    | "occupancy_gap";
  message: string;
}
/**
 * The entry of a trace that could not be read: errors say why.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ErrorEntry".
 */
export interface ErrorEntry {
  path: string;
  ok: false;
  device: null;
  total_kernel_us: number;
  attention: null;
  unattributed_kernels: number;
  /**
   * @maxItems 0
   */
  scopes: [];
  /**
   * @maxItems 0
   */
  sdpa: [];
  /**
   * @minItems 1
   */
  errors: [string, ...string[]];
  warnings: string[];
}
