// The report entry (docs/report-schema.md). Its types are generated from the schema
// (docs/report-schema.json -> report-schema.ts, `npm run types`), so that the frontend and
// the report cannot drift: CI regenerates them and compares.
import type {Entry, KernelRow} from './report-schema';

export type {
  Advice, Attention, AttentionOpRow, CategoryRow, Compare, Entry, KernelRow, MemoryRow, MetricRow, Scope, SdpaRow,
  Trends,
} from './report-schema';

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
