/* Generated from docs/report-schema.json by json-schema-to-typescript (npm run types): do not edit. */

/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TraceEntry".
 */
export type TraceEntry = Entry | ErrorEntry;
/**
 * one row per ProfilerStep#N (where there is none, per serving engine step), in time order (analysis/steps.py)
 */
export type PerStep = StepRow[];
/**
 * How calls are distributed (analysis/spread.py): n calls, their min, quartiles and max (linear interpolation), µs; null without calls
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Quartiles".
 */
export type Quartiles = null | Quartiles1;
/**
 * What /compare answers when ready: the compare, or, for a suggestion with nothing related to its baseline, CompareAlone.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CompareAnswer".
 */
export type CompareAnswer = Compare | CompareAlone;

/**
 * The output of `tb-attn report --json`, schema version 1. docs/report-schema.md is the readable version; the tests validate every report they produce against this file, a server checks every entry it reads from its cache against it (contract.py), and the frontend's report types are generated from it (frontend/src/report-schema.ts). Its $defs also define every route's answer (contract.ROUTE_ANSWERS).
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
  /**
   * torch's intra-op CPU threads while the trace was recorded, as tb-attn's recorder (`tb-attn demo`, `tb-attn sweep`) writes it in the trace's `tb_attn` metadata; null for a trace recorded elsewhere (the trace does not say). `tb-attn sweep --from` runs with as many.
   */
  torch_threads: number | null;
  total_kernel_us: number;
  steps: Steps;
  attention: Attention;
  unattributed_kernels: number;
  unattributed_kernel_us: number;
  unattributed_other: number;
  unattributed_causes: UnattributedCauses;
  attention_kernels_outside_scopes: StrayAttentionKernels;
  scopes: Scope[];
  layers: null | Layers;
  /**
   * The SDPA ops' rows of attention_ops, without family, flops_note and score_matrix_bytes: kept for readers of schema 1.
   */
  sdpa: SdpaRow[];
  /**
   * Every attention call (SDPA, FlexAttention, FlashAttention, xFormers, aiter, serving engines' attention ops, eager chains found by pattern), by op, shape, dtype and causal flag; sorted by kernel time.
   */
  attention_ops: AttentionOpRow[];
  attention_calls: AttentionCalls;
  expected: ExpectedSummary | null;
  attention_ops_outside_scopes: StrayAttentionOps;
  attention_gemms: GemmRow[];
  memory_curves: MemoryCurve[];
  patterns: Patterns;
  errors: string[];
  warnings: string[];
  analysis_seconds?: number;
  compiled: CompiledRegions;
  graph_replays: null | GraphReplays;
  serving: null | Serving;
  hardware: Hardware;
  /**
   * The Python frames the call sites come from: frames_recorded, the frames of the user's code and of libraries in the trace, torch's machinery and the standard library left out (0: recorded without with_stack=True); frames_kept, those enclosing a label, a module call or an op the analysis reads; note, what to do where there are none (null where there are); sites, the attention ops' call sites grouped by place (user and library frame): calls, us (their time), ops (the op names called there), the most time first, at most 20.
   */
  call_sites: {
    frames_recorded: number;
    frames_kept: number;
    note: string | null;
    sites: {
      user: string | null;
      library: string | null;
      calls: number;
      us: number;
      ops: string[];
    }[];
  };
  /**
   * Linear and recurrent token mixers, counted apart from softmax attention (null where the trace has none).
   */
  token_mixers: TokenMixers | null;
  /**
   * GPU busy time and attention's share of it (null on a CPU-only trace).
   */
  gpu_time: GpuTime | null;
  advice: Advice[];
  verdict: Verdict;
}
export interface Distributed {
  rank: number | null;
  world_size: number | null;
  backend: string | null;
}
export interface Steps {
  count: number;
  total_us: number;
  per_step: PerStep;
}
export interface StepRow {
  step: number;
  us: number;
  kernel_us: number;
  attention_cpu_us: number;
  attention_forward_kernel_us: number;
  attention_backward_kernel_us: number;
  attention_peak_allocated: number | null;
  layers: null | {
    [k: string]: number;
  };
  phase: null | ("prefill" | "decode" | "mixed");
  tokens: number | null;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Attention".
 */
export interface Attention {
  /**
   * What the scopes were found by: the user's labels and modules, each with +op and +pattern where attention ops or eager chains outside them are scopes of their own; where none matched, attention ops, eager chains (pattern), or none.
   */
  scope_source:
    | "label"
    | "label+op"
    | "label+pattern"
    | "label+op+pattern"
    | "module"
    | "module+op"
    | "module+pattern"
    | "module+op+pattern"
    | "label+module"
    | "label+module+op"
    | "label+module+pattern"
    | "label+module+op+pattern"
    | "op"
    | "pattern"
    | "op+pattern"
    | "none";
  forward_kernel_us: number;
  backward_kernel_us: number;
  kernel_us: number;
  kernel_share: number | null;
  /**
   * Kernel time inside attention of communication kernels (NCCL, RCCL, multimem, all-reduce, all-gather, ...): collectives launched inside an attention scope, not attention compute.
   */
  communication_kernel_us: number;
  /**
   * communication_kernel_us by what launched it (analysis/passes/communication.py): the launcher the host rows and Python frames around each launch name (tensor/sequence parallelism (DTensor redistribute), FSDP, DDP, pipeline parallelism, expert parallelism, else unnamed), the collective the kernel's recorded Collective name says, else its name (all-gather, reduce-scatter, all-reduce, all-to-all, send/recv, broadcast, collective) and the phase; the most kernel time first.
   */
  communication_by_launcher: CommunicationGroup[];
  /**
   * kernel_share without the communication kernels.
   */
  compute_kernel_share: number | null;
  forward_kernels: number;
  backward_kernels: number;
  cpu_us: number;
  forward_cpu_us: number;
  backward_cpu_us: number;
  /**
   * Where its forward CPU time goes (null on a CPU-only trace or without forward instances).
   */
  cpu_parts: CpuParts | null;
  cpu_threads: CpuThreads;
  /**
   * Where attention's elementwise (masks included) and copy kernels were launched (analysis/kernel_sites.py): by the innermost kept Python frame around each launch (the user's or a library's line, recorded with with_stack=True) and category, the most time first, at most 10; empty without frames or on a CPU-only trace. The elementwise advice names the largest with a change for each.
   */
  kernel_sites: KernelSite[];
  backward_of_calls_kernel_us: number;
  backward_of_calls_cpu_us: number;
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
  backends_in_use: BackendsInUse;
  categories: CategoryRow[];
  /**
   * every kernel row of attention (its scopes, outside them, found by kernel), the largest first, at most 1000; share is of attention's kernel time
   */
  kernels: KernelRow[];
  /**
   * attention's distinct kernel rows, however many are listed
   */
  kernels_total: number;
  peak_memory: PeakMemory[];
  /**
   * the highest peak_allocated of peak_memory's rows (null without memory events): the Overview's peak-memory card and a compare's peak_memory
   */
  peak_allocated: number | null;
  /**
   * Why peak_allocated is null, said where the number would be: 'not recorded: profile with profile_memory=True to see it' (no memory events in the trace) or 'no allocation while attention ran'; null where there is a peak.
   */
  peak_memory_note: string | null;
  parts: AttentionParts;
  per_call: PerCallSpread;
  /**
   * activation checkpointing's recompute: the attention scope instances the autograd engine ran again in the backward (the outermost of each), their CPU time and the GPU busy time of what they launched (null on a CPU-only trace); null where nothing was recomputed
   */
  recomputed: null | Recomputed;
  /**
   * the calls of every attention op (attention_ops[].count summed): what the Attention ops view counts
   */
  op_calls: number;
}
export interface CommunicationGroup {
  launcher: string;
  collective: string;
  phase: "forward" | "backward";
  kernels: number;
  kernel_us: number;
}
/**
 * Where attention's forward CPU time goes, on a GPU trace (analysis/cpu_parts.py), of its scopes' top-level forward instances; the five parts add up to total_us. Read by the launch-bound and CPU-bound advice: CUDA graphs remove the launch and dispatch parts, never a sync (which breaks a capture), CPU compute or the Python around a sync.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CpuParts".
 */
export interface CpuParts {
  /**
   * The instances' CPU time.
   */
  total_us: number;
  /**
   * The kernel, copy and set launch calls that wait for nothing.
   */
  launch_us: number;
  /**
   * The rest of the outermost ops that launch GPU work and wait for none: the framework's work to launch.
   */
  dispatch_us: number;
  /**
   * The outermost ops holding a call that waits for the device (cudaStreamSynchronize, cudaDeviceSynchronize, cudaEventSynchronize, a blocking cudaMemcpy: aten::item, .cpu(), nonzero), whole, and such calls outside every op.
   */
  sync_us: number;
  /**
   * The outermost ops that launch nothing: computed on the CPU (CPU tensors).
   */
  cpu_compute_us: number;
  /**
   * The instances' time outside every op and launch call: Python.
   */
  python_us: number;
  /**
   * The launch calls of launch_us (those inside a sync op are its).
   */
  launches: number;
  /**
   * Calls that wait for the device.
   */
  syncs: number;
  /**
   * The sync ops (and sync calls outside every op) by name, the most time first, at most 3.
   */
  sync_ops: CpuPartOp[];
  /**
   * The CPU ops by name, the most time first, at most 3.
   */
  cpu_ops: CpuPartOp1[];
}
export interface CpuPartOp {
  op: string;
  count: number;
  /**
   * Their CPU time.
   */
  us: number;
  /**
   * The user's line (else the library's) the most of their time was called from (call_sites.py); null where no frame says.
   */
  site: string | null;
}
export interface CpuPartOp1 {
  op: string;
  count: number;
  /**
   * Their CPU time.
   */
  us: number;
  /**
   * The user's line (else the library's) the most of their time was called from (call_sites.py); null where no frame says.
   */
  site: string | null;
}
/**
 * cpu_us by thread and on the clock (analysis/passes/cpu_threads.py): a training step runs attention's forward on the Python thread and its backward on the autograd engine's; their sum is CPU time, not time on the clock. A wait of one thread while another does the work is never counted (a backward-phase label around the main thread's wait for the autograd engine).
 */
export interface CpuThreads {
  /**
   * Each thread that ran attention's CPU time (the trace's tid): its forward windows (top-level forward scope instances) and backward windows (the outermost backward ops mapped to a scope, recompute and backward-phase roots, the unlinked backward); the most time first. Their sum is cpu_us.
   */
  threads: CpuThread[];
  /**
   * The union of every thread's windows: the clock time in which some thread ran attention.
   */
  wall_us: number;
  /**
   * cpu_us less wall_us: time counted more than once, windows that ran at the same time on two threads (one micro-batch's forward beside another's backward).
   */
  overlap_us: number;
}
export interface CpuThread {
  thread: number;
  forward_us: number;
  backward_us: number;
}
export interface KernelSite {
  /**
   * The frame: file.py(line): func.
   */
  site: string;
  /**
   * What to change there, by what its function and ops say it does: fuse a rotary embedding, build a mask once (or pass is_causal), avoid a copy; otherwise torch.compile.
   */
  change: string;
  category: "elementwise" | "memcpy";
  kernels: number;
  us: number;
  /**
   * The innermost op names around their launches, the most frequent first, at most 3.
   */
  ops: string[];
}
export interface CopiesOfOp {
  op: string | null;
  count: number;
  us: number;
}
/**
 * The Overview's backends card, from the calls and their kernels together (analysis/op_rows.backends_in_use): title ('SDPA backends in use' where every call is SDPA's, else 'Attention backends in use'); names, each call row's backend (its kernels' where they say one), the most time first, then the backends of fused kernels no call launched; an eager row whose scopes all hold a fused-kernel call is left out; kernels, the line on the fused kernels.
 */
export interface BackendsInUse {
  title: string;
  names: string[];
  kernels: string;
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
  cores?: "tensor" | "cuda" | "unknown" | null;
  launch_api?: string;
  launch_kind?: "runtime" | "driver";
  grid?: number[] | null;
  block?: number[] | null;
  registers_per_thread?: number | null;
  shared_memory?: number | null;
  blocks_per_sm?: number | null;
  warps_per_sm?: number | null;
  occupancy_reported?: number | null;
  occupancy_unmeasured?: string | null;
  occupancy_theoretical?: number | null;
  resident_blocks_per_sm?: number | null;
  /**
   * What limits the kernel's occupancy as the trace records it (Kineto's per-kernel "occupancy" object, since March 2026; analysis/kernels.occupancy_limits); null where the trace has none.
   */
  occupancy_limits?: null | OccupancyLimits;
  /**
   * What an attention kernel's readable name says (FlashAttention-4's flash_fwd_sm100_bf16_head_dim128_tile128x128_..._causal_...: kinds/flash.readable_name_facts): direction, dtype, head dim, causal, tile; each null where the name does not say; null for any other name. A graph-replayed kernel with no CPU op has this and nothing else of its call.
   */
  name_says?: null | KernelNameSays;
}
export interface OccupancyLimits {
  /**
   * Kineto's limitingFactors in words (REGS, SMEM, WARPS, BLOCKS, BARRIERS).
   */
  limited_by: ("registers" | "shared memory" | "warps" | "blocks" | "barriers")[];
  /**
   * activeBlocksPerMultiprocessor: the blocks of the launch one SM holds at once.
   */
  active_blocks_per_sm: number | null;
  /**
   * blockLimitRegs: the blocks an SM holds by its registers.
   */
  registers: number | null;
  /**
   * blockLimitSharedMem.
   */
  shared_memory: number | null;
  /**
   * blockLimitWarps.
   */
  warps: number | null;
  /**
   * blockLimitBlocks.
   */
  blocks: number | null;
  /**
   * blockLimitBarriers.
   */
  barriers: number | null;
}
export interface KernelNameSays {
  direction: "forward" | "backward";
  dtype: string | null;
  head_dim: number | null;
  causal: boolean | null;
  tile: number[] | null;
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
 * What the attention totals are made of: kernel_us = scopes.kernel_us + outside_labels.kernel_us + found_by_kernel.kernel_us + backward_without_forward.kernel_us, cpu_us = scopes.cpu_us + outside_labels.cpu_us + backward_without_forward.cpu_us.
 */
export interface AttentionParts {
  /**
   * The user's labels and modules (where none matched: the op and pattern scopes).
   */
  scopes: {
    kernel_us: number;
    cpu_us: number;
  };
  /**
   * Attention ops and eager chains outside every label and module, scopes of their own (count: their calls).
   */
  outside_labels: {
    count: number;
    kernel_us: number;
    cpu_us: number;
  };
  /**
   * Fused attention kernels that no scope owns (a graph replay's, or launched outside every scope), known by their names.
   */
  found_by_kernel: {
    count: number;
    kernel_us: number;
  };
  /**
   * The backward of attention calls whose forward is not in the trace: attention backward ops (an autograd node named after an attention forward, an attention op's _backward, or a backward node launching a fused attention kernel) linked to no forward op and outside every scope. count: those ops (the outermost); before_window: how many provably follow a forward that ran before the profiled window (their sequence number precedes every forward op's); kernel_us: the kernels they launched; cpu_us: their CPU time (in backward_cpu_us).
   */
  backward_without_forward: {
    count: number;
    before_window: number;
    kernel_us: number;
    cpu_us: number;
  };
}
/**
 * the spread of the calls (analysis/spread.py): cpu_us, each call's own CPU range; gpu_busy_us, the time the GPU was busy with what each call launched, over the calls that launched anything (null on a CPU-only trace)
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "PerCallSpread".
 */
export interface PerCallSpread {
  cpu_us: Quartiles;
  gpu_busy_us: Quartiles;
}
export interface Quartiles1 {
  n: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
}
export interface Recomputed {
  calls: number;
  cpu_us: number;
  gpu_busy_us: number | null;
}
/**
 * Why kernels are not attributed: no correlation id on the kernel (its args are missing), a correlation id that no launch in the trace has (launched before the profiled window), or (launch_thread_not_covered, counted apart from unattributed_kernels) a launch on a thread where the profiler recorded no CPU op.
 */
export interface UnattributedCauses {
  no_correlation_id: CountAndTime;
  launch_not_in_trace: CountAndTime;
  launch_thread_not_covered: CountAndTime;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CountAndTime".
 */
export interface CountAndTime {
  count: number;
  us: number;
}
/**
 * Fused attention kernels that no scope owns (no launch in the trace, as in a graph replay, or launched outside every scope), found by kernel name and counted in the attention totals (attention.parts.found_by_kernel).
 */
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
  source: "label" | "module" | "op" | "pattern";
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
  gpu_projection: null | GpuProjection;
  memcpy: CountAndTime;
  memset: CountAndTime;
  kernels: KernelRow[];
  categories: CategoryRow[];
  expected: ExpectedSummary | null;
  memory: MemoryRow[];
  /**
   * the forward's highest allocated level while the scope runs (bytes): the highest of its devices' memory rows, the host's only where no device has one; null without memory events
   */
  forward_peak_allocated: number | null;
  /**
   * the forward's bytes allocated less those freed while the scope runs, over every device
   */
  forward_net_bytes: number;
  per_call: PerCallSpread;
  /**
   * Its calls' call sites, the most time (else calls) first, at most 20; empty without Python frames around them.
   */
  call_sites: CallSite[];
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "GpuProjection".
 */
export interface GpuProjection {
  range_us: number;
  busy_us: number;
  idle_us: number;
  calls_with_gpu: number;
}
/**
 * the expected → observed summary under the per-op table (analysis/expected.py): of the whole trace's attention ops (entry.expected) or of a scope's (scopes[].expected); null where no op has a picture to check
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ExpectedSummary".
 */
export interface ExpectedSummary {
  /**
   * attention ops with calls and an expected picture
   */
  pictured: number;
  /**
   * pictured ops without a mismatch
   */
  matching: number;
  /**
   * each mismatch once, in the table's order: rows of one op and backend that differ alike are one line
   */
  mismatch_lines: MismatchLine[];
  /**
   * "M of N ops look as their kind should (backends)." (singular for one); null where none does
   */
  matching_line: string | null;
}
export interface MismatchLine {
  /**
   * "op (backend): words", with "(N shapes)" where it covers more than one row
   */
  text: string;
  op: string;
  backend: string;
  /**
   * the rows (shapes) it covers
   */
  shapes: number;
  /**
   * the index in attention_ops of the first row it is of (where its evidence is)
   */
  row: number;
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
 * Where in the user's code calls were made, from the Python frames of a trace recorded with with_stack=True (analysis/call_sites.py): user is the innermost frame of the user's code enclosing the calls, library the innermost frame of installed code inside it that is not torch's or the standard library's machinery, each as Kineto names the frame, "file.py(line): func" (null where none encloses them); calls: how many; us: their time (forward kernel time on a GPU trace, CPU time on a CPU-only one; null where not measured per call, as for scopes).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CallSite".
 */
export interface CallSite {
  user: string | null;
  library: string | null;
  calls: number;
  us: number | null;
}
/**
 * The Overview's per-layer chart, decided once (analysis/layers.py): the top-level scopes that are layers (label or module), their median time, the outliers named, and what ran outside every layer.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Layers".
 */
export interface Layers {
  count: number;
  scope_ids: number[];
  /**
   * the same layers, the longest first (ties by id)
   */
  scope_ids_by_time: number[];
  /**
   * more than 40 layers: the chart draws them in scope_ids_by_time's order (a distribution) and names the outliers only; else in scope_ids' order, each named
   */
  sorted_by_time: boolean;
  median_us: number;
  /**
   * The layers' time (their bars', summed) over attention's (kernel time, or on a CPU-only trace its CPU time, forward and backward): what share of attention the chart draws (a diffusion model's text-encoder layers held 9% of it, its transformer blocks lying outside every label); null where attention has no time.
   */
  share_of_attention: number | null;
  outliers: {
    scope_id: number;
    name: string;
    us: number;
    ratio: number;
  }[];
  outside: {
    scopes: number;
    calls: number;
    us: number;
  };
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
  /**
   * whether the call was given an explicit mask (or bias) tensor: SDPA's attn_mask, the fused ops' attn_bias; null where the op takes none or the trace does not say (eager chains, FlexAttention's block mask)
   */
  mask: boolean | null;
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
 * One row of the attention-op table: the calls of one op with one shape, dtype and causal flag (see analysis/attention_ops.py).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "AttentionOpRow".
 */
export interface AttentionOpRow {
  op: string;
  /**
   * How the op's inputs are read: sdpa (B,H,L,D), flex (FlexAttention, eager or its Triton template), flash (FlashAttention, xFormers, aiter: B,L,H,D), varlen (FlashAttention on packed sequences), paged (serving engines: tokens, heads, head dim), mha (the multi-head attention fast path: B,L,E and num_heads), eager (a Q·Kᵀ-softmax-·V chain found by its pattern), custom (an op named as no attention op, found by the fused attention kernels it launches: a custom autograd Function or extension op), other.
   */
  family: "sdpa" | "flex" | "flash" | "varlen" | "paged" | "mha" | "eager" | "custom" | "other";
  /**
   * The backend its kernels say; else the op's library by its namespace; an nn.MultiheadAttention fast-path call that computed its scores itself (bmm, softmax, bmm) and launched no fused kernel: 'unfused (bmm + softmax)'; else the kind's default.
   */
  backend: string;
  kernel_backends: string[];
  count: number;
  kernel_us: number;
  /**
   * "ran on the CPU" where the calls launched no kernel (a CPU-only trace; on a GPU trace an op on CPU tensors, as an offloaded KV cache's): kernel_us and kernel_us_per_call are then no measured time and the tab shows these words instead of a 0; null where the calls' kernels were measured
   */
  kernel_unmeasured: string | null;
  backward_kernel_us: number;
  /**
   * why backward_kernel_us is no measured time, where it is not one: "ran on the CPU" on a CPU-only trace (no kernels), "none in this window" where none of the calls' backward ran in it (a forward-only trace, or a backward counted apart: attention.parts.backward_without_forward); null where the calls' backward kernels were measured. The tab shows these words in the column instead of a 0
   */
  backward_kernel_unmeasured: string | null;
  cpu_us: number;
  /**
   * kernel_us / count (null without calls): the per-call time every view shows
   */
  kernel_us_per_call: number | null;
  /**
   * cpu_us / count (null without calls)
   */
  cpu_us_per_call: number | null;
  flops: number | null;
  flops_per_call: number | null;
  tflops: number | null;
  /**
   * where its calls' kernel time holds GEMMs that are not its attention's own (a fused call's projections; the multi-head fast path's in and out projections): says tflops is over all its kernels, how much of that is such GEMMs, and the TFLOP/s over the rest; null otherwise (no GEMM kernel, or GEMMs that are its attention: eager chains, the math backend)
   */
  tflops_note: string | null;
  cpu_tflops: number | null;
  shape: AttentionOpShape | null;
  causal: boolean | null;
  /**
   * whether the call was given an explicit mask (or bias) tensor: SDPA's attn_mask, the fused ops' attn_bias; null where the op takes none or the trace does not say (eager chains, FlexAttention's block mask)
   */
  mask: boolean | null;
  dtype: string | null;
  /**
   * Why flops is not the exact count: a dense upper bound (FlexAttention block masks), an estimate (variable-length batches), or why there are none (paged attention). null: the count.
   */
  flops_note: string | null;
  /**
   * Eager chains: the bytes of one Lq×Lkv score matrix per call, in the softmax's dtype. null for fused ops (they never build it).
   */
  score_matrix_bytes: number | null;
  /**
   * Q, K, V read and O written once: (B·H·Lq·D + B·Hkv·Lkv·D + B·Hkv·Lkv·Dv + B·H·Lq·Dv) · bytes per element (TraceLens' Data Moved); null for paged and eager calls.
   */
  bytes_per_call: number | null;
  /**
   * flops_per_call / bytes_per_call
   */
  flops_per_byte: number | null;
  /**
   * bytes moved over kernel_us (CPU-only traces: cpu_us), in TB/s
   */
  tbps: number | null;
  /**
   * 2.5 × flops_per_call, FlashAttention-2's count of a backward pass; fused families only
   */
  backward_flops_per_call: number | null;
  /**
   * backward FLOPs over backward_kernel_us
   */
  backward_tflops: number | null;
  /**
   * The dense peak of the device for the row's dtype (hardware.peak_tflops), null when unknown.
   */
  peak_tflops: number | null;
  /**
   * Achieved TFLOP/s as % of peak_tflops.
   */
  pct_of_peak_compute: number | null;
  /**
   * Achieved TB/s as % of the device's memory bandwidth.
   */
  pct_of_peak_bandwidth: number | null;
  /**
   * compute when flops_per_byte is at or above the ridge point (peak FLOP/s over peak bytes/s), memory below it; null without peaks.
   */
  bound: "compute" | "memory" | null;
  /**
   * The best published figures this row is measured against (analysis/best_published.py, tb_attn_plugin/best_published.json, docs/devices.md): decode (memory bandwidth) for decode calls, else forward (the short-causal figure where the row is causal with 1,024 keys or fewer) and backward where the row has a backward rate; empty without a device with peaks, a figure for it, or on a CPU-only trace.
   */
  best_published: BestPublished[];
  /**
   * math-backend rows: what the trace shows of why it ran and what it cost
   */
  math_fallback: null | MathFallback;
  /**
   * An nn.MultiheadAttention fast-path row (aten::_native_multi_head_attention): its calls asked for attention weights averaged over the heads (need_weights and average_attn_weights True, the module's defaults; Concrete Inputs 10 and 11), and the time of that averaging (analysis/mha_calls.py); null on other rows or where no call did.
   */
  weights_averaged: null | WeightsAveraged;
  /**
   * guess first, then look: the picture this kind of call should show, the one the trace shows, and what differs (GPU rows that launched kernels, and every row of a CPU-only trace)
   */
  expectation: null | Expectation;
  serving_phase: "prefill" | "decode" | "mixed" | null;
  /**
   * the innermost scopes (ids in scopes) holding its calls, ascending; empty where every call is outside the scopes
   */
  scope_ids: number[];
  /**
   * the op's calls inside each scope (itself or one inside it): what a scope's view says, not the op's calls in the whole trace
   */
  scope_calls: {
    scope_id: number;
    calls: number;
  }[];
  /**
   * Its calls' call sites, the most time (else calls) first, at most 20; empty without Python frames around them.
   */
  call_sites: CallSite[];
}
/**
 * The dims of one attention call. B, H, Lq, Lkv, D (and Dv when V's head dim differs, Hkv when K and V have fewer heads than Q: grouped-query attention) for dense calls; T (query tokens), H and D for paged calls, with Tkv (key tokens), B (sequences), Lq and Lkv (the longest query and key sequences) for variable-length calls. Eager chains on flattened heads (bmm) give B·H as B, with H 1.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "AttentionOpShape".
 */
export interface AttentionOpShape {
  B?: number;
  H?: number;
  Hkv?: number;
  Lq?: number;
  Lkv?: number;
  D?: number;
  Dv?: number;
  T?: number;
  Tkv?: number;
}
export interface BestPublished {
  kind: "forward" | "backward" | "decode";
  /**
   * The kernel that reached it.
   */
  kernel: string;
  /**
   * Where it was published.
   */
  source: string;
  /**
   * Forward and backward: its TFLOP/s (causal FLOPs halved).
   */
  tflops: number | null;
  /**
   * Decode: its TB/s.
   */
  tbps: number | null;
  /**
   * Its % of the device's peak (decode: of its bandwidth).
   */
  pct_of_peak: number | null;
  /**
   * The row's achieved rate over the figure's (tflops, backward_tflops or tbps); null where the row has none.
   */
  share_of_best: number | null;
  /**
   * The figure in words, as the text and the tab print it.
   */
  line: string;
}
export interface MathFallback {
  reasons: string[];
  mask_rebuilt: boolean;
  safe_softmax: boolean;
  upcast: boolean;
  /**
   * the CPU time of the GEMM ops inside the math calls (what a fused call still does; a CPU-only trace's estimate of what a fused backend saves is the calls' CPU time less it)
   */
  gemm_cpu_us: number;
}
export interface WeightsAveraged {
  calls: number;
  /**
   * The time of the aten::sum and aten::div_ inside them that average the weights: kernel µs on a GPU trace, CPU µs on a CPU-only one.
   */
  us: number;
}
export interface Expectation {
  expected: {
    kernels_per_call: number | null;
    tensor_cores: boolean | null;
    score_matrix: boolean;
    copies_per_call: number | null;
    ops_per_call: number | null;
  };
  observed: {
    kernels_per_call: number | null;
    tensor_cores: boolean | null;
    score_matrix: boolean;
    copies_per_call: number | null;
    ops_per_call: number | null;
    launch_apis: string[];
  };
  mismatches: string[];
  /**
   * the aspects compared, in the order shown (GPU: kernels_per_call, tensor_cores, score_matrix, copies_per_call; CPU-only: ops_per_call, copies_per_call, score_matrix), each cell as shown and whether it differs, decided in Python (analysis/op_expectation.aspects)
   */
  aspects: Aspect[];
}
export interface Aspect {
  key: "kernels_per_call" | "tensor_cores" | "score_matrix" | "copies_per_call" | "ops_per_call";
  /**
   * the expected cell: yes, no, a count, any, or – where not known
   */
  expected: string;
  /**
   * the observed cell, the same way
   */
  observed: string;
  /**
   * a shortfall: marked, its mismatch said in why
   */
  differs: boolean;
  /**
   * the mismatch in words (one of mismatches); null when it does not differ
   */
  why: string | null;
  /**
   * How the cell is drawn: mismatch where a mismatch is said (differs true); differs where the known values differ though the kind allows it (never drawn as a match); unknown where the trace does not say; match where they agree.
   */
  state: "match" | "mismatch" | "differs" | "unknown";
}
/**
 * The attention calls one by one (analysis/passes/attention_calls.py), each a call of a row of attention_ops: count, every call of the table; calls, the costliest at most 4096 (kernel time on a GPU trace, else CPU time), in the order they started. A call's op, family, backend, shape, dtype and flags are its row's (op_row: its index in attention_ops); scope_id, the innermost scope holding it (null outside every scope); kernel_us, its forward kernels; backward_kernel_us, its backward op's kernels; cpu_us, its own CPU range; user and library, its call site (null where no frame encloses it).
 */
export interface AttentionCalls {
  count: number;
  /**
   * @maxItems 4096
   */
  calls: AttentionCall[];
}
export interface AttentionCall {
  op_row: number;
  ts: number;
  scope_id: number | null;
  kernel_us: number;
  backward_kernel_us: number;
  cpu_us: number;
  user: string | null;
  library: string | null;
}
/**
 * Attention ops and eager chains outside every label and module (and outside backward passes), counted as scopes of their own (source op or pattern) in every total; zero where no label or module matched.
 */
export interface StrayAttentionOps {
  count: number;
  cpu_us: number;
  ops: string[];
  kernel_us: number;
}
/**
 * The GEMM calls inside attention of one op, dims, dtype, bias and phase (analysis/gemms.py), with TraceLens' GEMM model.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "GemmRow".
 */
export interface GemmRow {
  op: string;
  phase: "forward" | "backward";
  B: number;
  M: number;
  N: number;
  K: number;
  bias: boolean;
  dtype: string | null;
  count: number;
  /**
   * every device activity launched inside the calls (kernels and cuBLAS' memsets)
   */
  kernel_us: number;
  cpu_us: number;
  /**
   * 2·B·M·N·K, plus B·M·N with a bias
   */
  flops_per_call: number;
  /**
   * (B·M·K + B·K·N + B·M·N + bias elements) · bytes per element
   */
  bytes_per_call: number | null;
  flops_per_byte: number | null;
  /**
   * over kernel_us (CPU-only traces: cpu_us)
   */
  tflops: number | null;
  tbps: number | null;
  /**
   * The dense peak of the device for the row's dtype (hardware.peak_tflops), null when unknown.
   */
  peak_tflops: number | null;
  /**
   * Achieved TFLOP/s as % of peak_tflops.
   */
  pct_of_peak_compute: number | null;
  /**
   * Achieved TB/s as % of the device's memory bandwidth.
   */
  pct_of_peak_bandwidth: number | null;
  /**
   * compute when flops_per_byte is at or above the ridge point (peak FLOP/s over peak bytes/s), memory below it; null without peaks.
   */
  bound: "compute" | "memory" | null;
  /**
   * Its calls' call sites, the most time (else calls) first, at most 20; empty without Python frames around them.
   */
  call_sites: CallSite[];
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
 * torch.compile in the trace (analysis/compiled.py): outermost compiled regions, forward attention calls inside them and how many of those no label or module encloses, and the attention backward ops of compiled backward graphs paired with their forward ops or left unpaired, and the compiled graph calls inside attention scopes whose attention the trace does not show.
 */
export interface CompiledRegions {
  regions: number;
  attention_ops: number;
  attention_ops_unlabelled: number;
  backward_paired: number;
  backward_unpaired: number;
  /**
   * Outermost '## Call CompiledFxGraph' calls inside attention scopes with no attention op in them: which attention they computed is not in the trace.
   */
  opaque_graph_calls: number;
  opaque_graph_cpu_us: number;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "GraphReplays".
 */
export interface GraphReplays {
  launches: number;
  kernels: number;
  kernel_us: number;
  attention_kernels: number;
  attention_kernel_us: number;
  /**
   * @maxItems 100
   */
  replays: GraphReplay[];
  /**
   * @maxItems 100
   */
  annotations: {
    name: string;
    kernels: number;
    kernel_us: number;
    backward_kernels: number;
    attention: boolean;
  }[];
  capture_merge: null | CaptureMerge;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "GraphReplay".
 */
export interface GraphReplay {
  launch_api: string;
  ts: number;
  cpu_us: number;
  kernels: number;
  kernel_us: number;
  memcpy_memset: number;
  attention_kernels: number;
  attention_kernel_us: number;
  gpu_range_us: number | null;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CaptureMerge".
 */
export interface CaptureMerge {
  capture: string;
  replays: number;
  replays_merged: number;
  gpu_rows_matched: number;
  mismatch: string | null;
  /**
   * captured launches at a graph's end that no merged replay ran (per replay at most 1, or 1% of the graph's, and fewer than it ran): merged without GPU rows
   */
  launches_not_replayed: number;
  /**
   * The capture's Python frames merged around its rows (recorded with with_stack=True): a replayed call's call site is then its captured launch's, said in the merge line.
   */
  frames_merged: number;
  /**
   * what the merge did, in words: what the text report and the tab print
   */
  line: string;
}
/**
 * A serving engine's steps (analysis/engine_steps.py, analysis/serving.py); null where the trace labels none.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Serving".
 */
export interface Serving {
  source: ("batch annotation" | "sglang step" | "vllm step")[];
  kv_cache_dtype: string | null;
  kv_cache_dtype_from: string | null;
  /**
   * @maxItems 2000
   */
  steps: ServingStep[];
  steps_total: number;
  phases: ServingPhase[];
  /**
   * the serving figures over every step
   */
  overall: ServingWindow | null;
  /**
   * the serving figures over the steady window (warm-up and drain left out), null where there is none (steady_note says why)
   */
  steady: ServingWindow | null;
  steady_note: string | null;
  flops_note: string;
}
/**
 * One engine step (analysis/serving.py): its batch, the attention kernel time it launched, and its attention calls held to the device.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ServingStep".
 */
export interface ServingStep {
  index: number;
  label: string;
  ts: number;
  us: number;
  phase: "prefill" | "decode" | "mixed";
  prefill_requests: number | null;
  decode_requests: number | null;
  prefill_tokens: number | null;
  decode_tokens: number | null;
  tokens: number;
  prefill_context_tokens: number | null;
  decode_context_tokens: number | null;
  attention_kernels: number;
  attention_kernel_us: number;
  attention_us_per_token: number | null;
  prefill_kernel_us: number;
  decode_kernel_us: number;
  shared_kernel_us: number;
  kv_cache_write_us: number;
  rotary_us: number;
  /**
   * Kernels that apply the rotary embedding and write the KV cache in one launch: one fused kernel, counted here only (not in kv_cache_write_us or rotary_us).
   */
  fused_rotary_kv_us: number;
  graph_launches: number;
  gpu_range_us: number | null;
  gpu_idle_us: number | null;
  attention_calls: number;
  dtype: string | null;
  flops: number | null;
  bytes: number | null;
  flops_per_byte: number | null;
  tflops: number | null;
  tbps: number | null;
  pct_of_peak_compute: number | null;
  pct_of_peak_bandwidth: number | null;
  bound: "compute" | "memory" | null;
  judged_by: "compute" | "bandwidth" | null;
}
/**
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ServingPhase".
 */
export interface ServingPhase {
  phase: "prefill" | "decode" | "mixed";
  steps: number;
  tokens: number;
  prefill_tokens: number | null;
  decode_tokens: number | null;
  attention_kernel_us: number;
  attention_us_per_token: number | null;
  prefill_kernel_us: number;
  decode_kernel_us: number;
  shared_kernel_us: number;
}
/**
 * serving figures over a run of engine steps (analysis/serving.py: overall, every step; steady, the steady window's)
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ServingWindow".
 */
export interface ServingWindow {
  first_step: number;
  last_step: number;
  steps: number;
  phase: "prefill" | "decode" | "mixed";
  requests_min: number;
  requests_max: number;
  tokens: number;
  attention_kernel_us: number;
  attention_us_per_token: number | null;
  prefill_kernel_us: number;
  decode_kernel_us: number;
  shared_kernel_us: number;
  flops: number | null;
  bytes: number | null;
  tflops: number | null;
  tbps: number | null;
  pct_of_peak_compute: number | null;
  pct_of_peak_bandwidth: number | null;
  bound: "compute" | "memory" | null;
  judged_by: "compute" | "bandwidth" | null;
}
/**
 * The device the trace ran on and its peaks (analysis/hardware.py, docs/devices.md).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Hardware".
 */
export interface Hardware {
  /**
   * name, SM (CU) count and memory of the device that ran the most kernel time, from deviceProperties; name cpu on CPU-only traces; null when a GPU trace has no deviceProperties
   */
  properties: null | {
    name: string;
    sms: number | null;
    memory_gib: number | null;
    /**
     * computeMajor.computeMinor of deviceProperties ("10.0": Blackwell); null where not recorded.
     */
    compute_capability: string | null;
  };
  /**
   * the key of the peak-table entry it matched
   */
  matched: string | null;
  /**
   * how the device was matched to its peaks: by its name, or by its SM count and memory where the trace's name does not say; null where nothing matched
   */
  matched_by: string | null;
  /**
   * builtin, or the path of the user's peaks file
   */
  origin: string | null;
  peak_tflops: null | {
    fp32?: number;
    tf32?: number;
    bf16?: number;
    fp16?: number;
    fp8?: number;
  };
  memory_tbps: number | null;
  /**
   * the vendor document of the figures
   */
  source: string | null;
  /**
   * why there is no peak, and how to supply one
   */
  note: string | null;
  /**
   * How every TFLOP/s and % of peak is counted: a causal call's FLOPs halved, as FlashAttention's papers count them, and which peak (the matched device's, from the datasheet or your --device-peaks file, with its source). analysis/best_published.convention.
   */
  convention: string;
}
/**
 * Linear and recurrent token mixers (analysis/token_mixers.py; kinds/linear.py): Gated DeltaNet and delta-rule layers, Mamba / SSM scans and their short convolution, RWKV's WKV, RetNet's retention, lightning and other linear attention. They sit where attention sits in a hybrid model and are named like it; no softmax attention total, share, FLOP count or advice counts them. A call is an op a mixer's forward ops name, with no mixer op around it; its kernels are those its launches enclose, and a kernel of no call whose name a mixer's fingerprint matches (a graph replay's) is mixer work too.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TokenMixers".
 */
export interface TokenMixers {
  /**
   * Mixer calls (outermost mixer ops).
   */
  calls: number;
  /**
   * The mixers' kernel time: their calls' kernels and the mixer kernels of no call.
   */
  kernel_us: number;
  /**
   * The mixer calls' CPU time (their ops' durations).
   */
  cpu_us: number;
  /**
   * Of kernel_us, the part an attention scope encloses (a label or module the patterns match, around a mixer layer): the scope keeps its time, as labelled, and this says how much of it is mixers'.
   */
  inside_attention_us: number;
  /**
   * Per mixer kind, the most kernel time first.
   */
  kinds: TokenMixerKind[];
  /**
   * Label and module scopes whose calls hold mixer calls and no softmax attention (no attention op's call, no fused attention kernel): their time stays in attention's totals, as labelled, and they hold no softmax attention.
   */
  scopes_without_softmax: ScopeWithoutSoftmax[];
}
export interface TokenMixerKind {
  /**
   * The registry's mixer (kinds/linear.py).
   */
  kind: "gated_deltanet" | "mamba" | "rwkv" | "retention" | "linear_attention";
  /**
   * The mixer's short name, as the verdict's sentence says it ("Gated DeltaNet").
   */
  label: string;
  /**
   * The mixer in words.
   */
  summary: string;
  /**
   * The op names of its calls.
   */
  ops: string[];
  calls: number;
  kernel_us: number;
  kernels: number;
}
export interface ScopeWithoutSoftmax {
  scope_id: number;
  name: string;
}
/**
 * GPU time two ways (analysis/gpu_time.py): the kernels' sum, which every breakdown adds up, and the busy time, the union of their intervals (overlaps counted once), which is what the GPU spent. Where streams run at once the sum exceeds the busy time, and a share of the sum is not a share of the GPU's time: each share names its roof.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "GpuTime".
 */
export interface GpuTime {
  /**
   * Per device: its kernels' sum and busy time.
   */
  devices: DeviceBusy[];
  /**
   * The devices' busy time, summed.
   */
  busy_us: number;
  /**
   * The union of attention's kernels' intervals per device (its scopes', its backward's, the ones found by kernel), summed.
   */
  attention_busy_us: number;
  /**
   * attention_busy_us without attention's collectives (attention.communication_by_launcher).
   */
  attention_own_busy_us: number;
  /**
   * attention_busy_us / busy_us: attention's share of the GPU's busy time (null without kernels).
   */
  busy_share: number | null;
  /**
   * attention_own_busy_us / busy_us.
   */
  own_busy_share: number | null;
  /**
   * Of attention's collectives' busy time, the part during which a compute kernel of the device also ran (overlapped communication).
   */
  communication_overlapped_us: number;
  clipped: ClippedKernels;
}
export interface DeviceBusy {
  device: number;
  /**
   * Its kernels' durations summed.
   */
  kernel_us: number;
  /**
   * The union of its kernels' intervals.
   */
  busy_us: number;
}
/**
 * Kernels that ran past the next kernel's start on their own stream (programmatic dependent launch, or a duration that overflowed): each overlap counted once, the earlier kernel's end clipped to the next one's start before any figure is made; a warning says so.
 */
export interface ClippedKernels {
  kernels: number;
  /**
   * The time clipped, in all.
   */
  us: number;
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
    | "occupancy_gap"
    | "launch_thread_not_covered"
    | "attention_ops_outside_scopes"
    | "elementwise_heavy"
    | "launch_bound"
    | "cpu_bound"
    | "mha_need_weights"
    | "older_backend"
    | "backward_slow"
    | "below_peak"
    | "eager_score_matrix"
    | "fused_occupancy_expected"
    | "decode_below_bandwidth"
    | "prefill_decode_mixed"
    | "kv_write_rotary_separate"
    | "serving_gpu_idle"
    | "communication_in_attention"
    | "recomputed_attention"
    | "backward_without_forward"
    | "hugging_face_eager_attention"
    | "sweep_these_shapes";
  message: string;
  /**
   * the time the change could save over the trace, by the rule of its code (docs/report-schema.md); null where none is estimated
   */
  saves_us: number | null;
  /**
   * for an item that names a command to run: the command line alone, to copy
   */
  command?: string;
}
/**
 * What the first screen says, computed once (analysis/verdict.py): the tab's Overview, the text report and the Python API print these fields
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Verdict".
 */
export interface Verdict {
  /**
   * attention's share of GPU kernel time (CPU step time on a CPU-only trace) and where it goes by category
   */
  sentence: string;
  /**
   * the device and how close attention runs to it; a device the trace does not name is never named as a fact
   */
  device: string;
  /**
   * attention ops whose observed picture differs from their kind's (an aspect that differs)
   */
  mismatches: number;
  /**
   * at most three advice items with a time estimate, largest first
   */
  changes: Change[];
  /**
   * every other advice item and warning once, by group, in reading order
   */
  notes: NoteGroup[];
}
export interface Change {
  code: string;
  message: string;
  saves_us: number;
  /**
   * saves_us in the unit of the largest change's (e.g. 0.82 ms)
   */
  saves: string;
}
export interface NoteGroup {
  group: "check" | "measurement" | "trace";
  title: string;
  notes: Note[];
}
export interface Note {
  code: string | null;
  level: string;
  text: string;
  /**
   * the advice item's command, where it names one
   */
  command?: string;
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
  /**
   * @maxItems 0
   */
  attention_ops: [];
  /**
   * @maxItems 0
   */
  attention_gemms: [];
  /**
   * Only when true: the failure is the file's situation, not its content (permission denied, a read or the store failing, the file replaced or changed since it was listed, the time limit), so it may pass; the tab tries the file again, with back-off.
   */
  retryable?: true;
}
/**
 * one metric across the compared traces: values, value - baseline, value / baseline (null where either is missing)
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "MetricRow".
 */
export interface MetricRow {
  metric: string;
  unit: string;
  what: string;
  values: (number | null)[];
  deltas: (number | null)[];
  ratios: (number | null)[];
  /**
   * medians only (cpu_us_median, gpu_us_median): each trace's calls' [p25, p75], null where it has none
   */
  spreads?: (null | [number, number])[];
  /**
   * medians only: whether each trace's change from the baseline is inside the calls' spread (their p25-p75 ranges overlap); null for the baseline and where a spread is missing
   */
  within_noise?: (boolean | null)[];
}
/**
 * The compare of two or more report entries against a baseline (tb_attn_plugin/decisions.py; the /compare route and tb-attn compare --json).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Compare".
 */
export interface Compare {
  /**
   * @minItems 2
   */
  traces: [
    {
      label: string;
      path?: string;
      id?: string;
      gpu: boolean;
    },
    {
      label: string;
      path?: string;
      id?: string;
      gpu: boolean;
    },
    ...{
      label: string;
      path?: string;
      id?: string;
      gpu: boolean;
    }[]
  ];
  baseline: number;
  unit: "gpu" | "cpu_op";
  overall: MetricRow[];
  categories: MetricRow[];
  scopes: {
    key: string;
    names: (string | null)[];
    backends: (null | string[])[];
    metrics: MetricRow[];
  }[];
  kernels: {
    trace: number;
    appeared: {
      name: string;
      us: number;
      /**
       * its calls (kernels or CPU ops) in the trace that has it
       */
      count: number;
      /**
       * us over the calls of that trace's top-level scopes
       */
      us_per_call: number | null;
      /**
       * CPU-only traces: the time of the copies this CPU op made (a copy_ under it, not in its own self time), over the same calls; null on a GPU trace or where it made none
       */
      copy_us_per_call: number | null;
    }[];
    disappeared: {
      name: string;
      us: number;
      /**
       * its calls (kernels or CPU ops) in the trace that has it
       */
      count: number;
      /**
       * us over the calls of that trace's top-level scopes
       */
      us_per_call: number | null;
      /**
       * CPU-only traces: the time of the copies this CPU op made (a copy_ under it, not in its own self time), over the same calls; null on a GPU trace or where it made none
       */
      copy_us_per_call: number | null;
    }[];
  }[];
  variants: {
    trace: number;
    kernels_per_forward: number | null;
    ops_per_forward: number | null;
    gpu_us_per_forward: number | null;
    cpu_us_per_forward: number | null;
    gemm_cores: string[];
    copies: number;
    copies_per_forward: number | null;
    copy_us_per_forward: number | null;
    backend: string | null;
    peak_memory: number | null;
    explanations: string[];
    /**
     * the median CPU time of its calls (attention.per_call.cpu_us)
     */
    cpu_us_median: number | null;
    /**
     * its calls' CPU time [p25, p75]; null without calls
     */
    cpu_us_spread: null | [number, number];
    /**
     * the median GPU busy time of its calls (attention.per_call.gpu_busy_us; null on a CPU-only trace)
     */
    gpu_us_median: number | null;
    /**
     * its calls' GPU busy time [p25, p75]; null without
     */
    gpu_us_spread: null | [number, number];
    /**
     * 1 for the smallest median time per call (ranked_by), ties and traces without one after, in trace order: the table's order
     */
    rank: number;
    ranked_by: "gpu_us_median" | "cpu_us_median";
    /**
     * whether its median (ranked_by) is within the baseline's calls' spread (their p25-p75 ranges overlap): no change to rank on; null for the baseline and where a spread is missing
     */
    within_noise: boolean | null;
  }[];
  changes: {
    trace: number;
    what: string;
    base: number;
    value: number;
    delta: number;
  }[];
  /**
   * the scope key whose median calls the timelines show side by side by default: the first scope (in scopes' order) that every compared trace has; null where none does
   */
  timeline_scope: string | null;
  /**
   * the traces a suggested compare (the route's related=1) left out as unrelated to the baseline (decisions.unrelated): a training step beside forward-only variants, or the other way; empty otherwise
   */
  left_out: {
    id: string;
    label: string;
    reason: string;
  }[];
}
/**
 * The /compare route's answer to a suggested compare (related=1) where nothing is related to the baseline: every other trace left out (a training step beside forward-only variants, or the other way), each with why; nothing is compared.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "CompareAlone".
 */
export interface CompareAlone {
  alone: true;
  baseline: {
    id: string;
    label: string;
  };
  /**
   * the traces a suggested compare (the route's related=1) left out as unrelated to the baseline (decisions.unrelated): a training step beside forward-only variants, or the other way; empty otherwise
   */
  left_out: {
    id: string;
    label: string;
    reason: string;
  }[];
}
/**
 * The /trends route: a run's steps over training, per worker, and its ranks (tb_attn_plugin/decisions.py).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Trends".
 */
export interface Trends {
  run: string;
  spans: number;
  pending: number;
  trend: {
    workers: {
      worker: string;
      points: {
        span: string;
        step: number;
        share: number | null;
        forward_kernel_us: number;
        backward_kernel_us: number;
        attention_cpu_us: number;
        step_us: number;
        attention_peak_allocated: number | null;
        layers: null | {
          [k: string]: number;
        };
        phase: null | ("prefill" | "decode" | "mixed");
        tokens: number | null;
      }[];
    }[];
  };
  ranks: {
    median_us_per_step: number | null;
    /**
     * A straggler is over this many times the ranks' median in a metric (and more than 3.5 scaled MADs above it).
     */
    threshold: number;
    workers: {
      worker: string;
      rank: number | null;
      us_per_step: number;
      /**
       * Its fused attention kernels' own time per step (kernels whose names say attention); null on a CPU-only trace or a summary without it.
       */
      fused_kernel_us_per_step: number | null;
      straggler: boolean;
      /**
       * The metrics it is a straggler in (decide/trends.py: over threshold times the ranks' median and more than 3.5 scaled median absolute deviations above it)
       */
      slower_in: ("attention" | "fused kernels")[];
      difference: null | {
        scope: string;
        us_per_step_over_median: number;
      };
    }[];
  };
}
/**
 * The part of a report entry that the trend and ranks views read (compare.step_summary), stored beside each shared result.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "StepSummary".
 */
export interface StepSummary {
  ok: true;
  breakdown_unit: "gpu" | "cpu_op";
  /**
   * The rank, world size and backend of a torch.distributed job, from the trace's distributedInfo; null without it.
   */
  distributed: Distributed | null;
  attention: {
    kernel_us: number;
    cpu_us: number;
    /**
     * The fused attention kernels' own time (attention.categories of category attention).
     */
    fused_kernel_us?: number;
  };
  steps: {
    count: number;
    per_step: PerStep;
  };
  scopes: {
    name: string;
    parent_id: number | null;
    forward_kernel_us: number;
    backward_kernel_us: number;
    cpu_us: number;
    backward_cpu_us: number;
  }[];
}
/**
 * A row of the /traces route: one trace under the logdir and its analysis's state.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TraceRow".
 */
export interface TraceRow {
  id: string;
  run: string;
  worker: string;
  span: string;
  file: string;
  size: number;
  mtime: number;
  state: "queued" | "analysing" | "done" | "error" | "being_written";
  progress: number;
  place?: number;
  /**
   * A running analysis: the bytes of the file its read has come to (of a gzipped file, its compressed bytes).
   */
  bytes_read?: number;
  /**
   * A running analysis: the file's size, of which bytes_read are read.
   */
  bytes_total?: number;
  /**
   * A running analysis: how far it has come, as the tab shows it under its progress bar ("read 4.1 of 10.0 GiB (41%)", "read all 10.0 GiB; analysing"); a queued one waiting for the shared results to be listed: "looking for a stored result in the shared results".
   */
  detail?: string;
  seconds?: number | null;
  error?: string;
  /**
   * @minItems 1
   */
  merged_into?: [string, ...string[]];
}
/**
 * The /traces route: every trace under the logdir, or the rows changed since a cursor (docs/http_api.md).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Traces".
 */
export interface Traces {
  traces: TraceRow[];
  removed: string[];
  cursor: string;
  partial: boolean;
  runs: string[];
  notes: string[];
  rescanning: boolean;
  label_regex: string;
  module_regex: string;
}
/**
 * A 202 answer: the analysis a route waits on is not done (its job's state); /report adds the trace's names, /compare how many of its traces are pending.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "JobState".
 */
export interface JobState {
  state: "queued" | "analysing" | "done" | "error" | "being_written";
  progress: number;
  error?: string;
  place?: number;
  /**
   * A running analysis: the bytes of the file its read has come to (of a gzipped file, its compressed bytes).
   */
  bytes_read?: number;
  /**
   * A running analysis: the file's size, of which bytes_read are read.
   */
  bytes_total?: number;
  /**
   * A running analysis: how far it has come, as the tab shows it under its progress bar ("read 4.1 of 10.0 GiB (41%)", "read all 10.0 GiB; analysing"); a queued one waiting for the shared results to be listed: "looking for a stored result in the shared results".
   */
  detail?: string;
  seconds?: number | null;
  id?: string;
  run?: string;
  worker?: string;
  span?: string;
  pending?: number;
}
/**
 * One allocation of the /memory route's window: the CPU op it was made in (its innermost enclosing op; null outside every op), and the scope and phase (null outside every scope).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Allocation".
 */
export interface Allocation {
  ts: number;
  bytes: number;
  allocated_after: number;
  op: string | null;
  scope: string | null;
  phase: null | ("forward" | "backward");
}
/**
 * One instance of a scope overlapping the /memory route's window (for shading).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ScopeWindow".
 */
export interface ScopeWindow {
  scope: string;
  scope_id: number;
  start: number;
  end: number;
  phase: "forward" | "backward";
}
/**
 * The /memory route: one device's allocator curve in a window, its largest allocations and the scope instances overlapping it.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "MemoryWindow".
 */
export interface MemoryWindow {
  devices: string[];
  device: string | null;
  curve: null | MemoryCurve;
  allocations: Allocation[];
  allocation_count: number;
  instances: ScopeWindow[];
  instance_count: number;
}
/**
 * The /instances route: when each instance of one scope ran.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Instances".
 */
export interface Instances {
  scope: string;
  scope_id: number;
  count: number;
  instances: Instance[];
}
/**
 * One instance of the scope.
 */
export interface Instance {
  start: number;
  end: number;
  phase: "forward" | "backward";
}
/**
 * A GPU row's launch configuration as the trace records it (null where it does not).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "LaunchConfig".
 */
export interface LaunchConfig {
  grid?: (number | null)[] | null;
  block?: (number | null)[] | null;
  registers_per_thread?: number | null;
  shared_memory?: number | null;
  blocks_per_sm?: number | null;
  warps_per_sm?: number | null;
  occupancy?: number | null;
  /**
   * where the profiler reported 0% for a kernel it did not estimate (the kernel rows' rule, KernelRow.occupancy_unmeasured: more shared memory than it estimates for, or a launch API no kernel of the trace has an estimate through), why; `occupancy` is then null
   */
  occupancy_unmeasured?: string | null;
  /**
   * Kineto's limitingFactors as bits: REGS 1, SMEM 2, WARPS 4, BLOCKS 8, BARRIERS 16 (present only where the trace records its occupancy object, as are the six that follow).
   */
  limiting_factors?: number | null;
  active_blocks_per_sm?: number | null;
  block_limit_registers?: number | null;
  block_limit_shared_memory?: number | null;
  block_limit_warps?: number | null;
  block_limit_blocks?: number | null;
  block_limit_barriers?: number | null;
}
/**
 * A CPU row of a /timeline window.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TimelineCpuEvent".
 */
export interface TimelineCpuEvent {
  ts: number;
  dur: number;
  name: string;
  depth: number;
  kind: "op" | "label" | "module" | "launch";
  phase: "forward" | "backward";
  pid: number;
  tid: number;
  correlation?: number;
  input_dims?: string;
  sequence_number?: number;
  fwd_thread_id?: number;
}
/**
 * A GPU row of a /timeline window; launched_by is the index of its launch in cpu.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TimelineGpuEvent".
 */
export interface TimelineGpuEvent {
  ts: number;
  dur: number;
  name: string;
  kind: "kernel" | "memcpy" | "memset";
  device: number;
  stream: number;
  launched_by: number;
  correlation?: number;
  config?: LaunchConfig;
}
/**
 * The GPU projection of one phase of a /timeline window: its GPU rows' range, union and idle gaps.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TimelineProjection".
 */
export interface TimelineProjection {
  phase: "forward" | "backward";
  start: number | null;
  end: number | null;
  busy_us: number;
  idle_us: number;
  gaps: [number, number][];
}
/**
 * The /timeline route: one call of one scope as the Timeline view draws it (docs/http_api.md).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "TimelineWindow".
 */
export interface TimelineWindow {
  scope: string;
  scope_id: number;
  call: number;
  count: number;
  picks: TimelinePicks;
  kept: number[];
  durations: number[];
  dropped: number;
  stack: string[];
  phases: TimelinePhase[];
  start: number | null;
  end: number | null;
  cpu: TimelineCpuEvent[];
  gpu: TimelineGpuEvent[];
  projection: TimelineProjection[];
  /**
   * where all the call's GPU work starts long after its CPU work ended (80% of the window or more: a graph replay's op returns at once and its kernels run behind earlier work), that stretch: from the end of its CPU work to its first GPU row (µs, the trace's clock), drawn cut short; null otherwise
   */
  queued: null | QueuedStretch;
  /**
   * where no queued stretch is: the longest stretch of the window in which none of the call's events runs (no CPU event, no GPU row), where it is at least as long as the rest of the window (a training call's forward and backward far apart, a launch queue before its kernels), that stretch (µs, the trace's clock), drawn cut short as a queued one is; null otherwise
   */
  idle: null | IdleStretch;
  /**
   * what the Timeline's header and Compare's timeline lines say of the window (queries.timeline.window_counts): its CPU events and ops, GPU events, kernels, memcpys and memsets with their summed times, and its copy ops by name (aten::clone, copy_, _to_copy, contiguous) with their calls, in the order they first run
   */
  counts: {
    cpu_events: number;
    cpu_ops: number;
    gpu_events: number;
    kernels: number;
    kernel_us: number;
    memcpy: number;
    memcpy_us: number;
    memset: number;
    copy_ops: {
      name: string;
      count: number;
    }[];
  };
}
/**
 * The call numbers of the median, slowest and fastest call.
 */
export interface TimelinePicks {
  median: number;
  slowest: number;
  fastest: number;
}
/**
 * Where a phase's outermost CPU rows run.
 */
export interface TimelinePhase {
  phase: "forward" | "backward";
  start: number;
  end: number;
}
export interface QueuedStretch {
  start: number;
  end: number;
  us: number;
}
export interface IdleStretch {
  start: number;
  end: number;
  us: number;
}
/**
 * The /timeline route with format=chrome: the window as a Chrome trace (JSON Object Format) that Perfetto opens.
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "ChromeTrace".
 */
export interface ChromeTrace {
  schemaVersion: 1;
  displayTimeUnit: "ms";
  traceName: string;
  otherData: ChromeTraceScope;
  traceEvents: ChromeTraceEvent[];
}
/**
 * The scope, its id and the call the window is.
 */
export interface ChromeTraceScope {
  scope: string;
  scope_id: number;
  call: number;
}
/**
 * A complete event (ph X) or one end of a launch's flow (ph s and f, cat ac2g).
 */
export interface ChromeTraceEvent {
  ph: "X" | "s" | "f";
  cat: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    [k: string]: unknown;
  };
  id?: number;
  bp?: "e";
}
/**
 * The /config route: the effective settings (never a path of the server's machine).
 *
 * This interface was referenced by `Report`'s JSON-Schema
 * via the `definition` "Config".
 */
export interface Config {
  version: string;
  schema_version: number;
  plugin_name: "attention";
  label_regex: string;
  module_regex: string;
  default_label_regex: string;
  default_module_regex: string;
  workers: number;
  cache: boolean;
  max_trace_mb: number;
  max_events: number;
  max_memory_mb: number;
  timeout_s: number;
}
