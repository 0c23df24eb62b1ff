// The report entry (docs/report-schema.md). Its types are generated from the schema
// (docs/report-schema.json -> report-schema.ts, `npm run types`), so that the frontend and
// the report cannot drift: CI regenerates them and compares.

export type {
  Advice, Attention, AttentionOpRow, CallSite, CategoryRow, Compare, CompareAlone, CompareAnswer, Entry, KernelRow, MemoryRow, MetricRow, Scope, SdpaRow,
  Trends,
} from './report-schema';
