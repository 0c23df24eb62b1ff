// Requests to the plugin's routes. URLs are relative: the iframe's base is
// <path_prefix>/data/plugin/attention/, so --path_prefix is followed for free.

import type {
  CompareAnswer, Config, Instances, JobState, MemoryWindow, TimelineWindow, TraceEntry, TraceRow, Traces, Trends,
} from './report-schema';

export type {TraceRow, Traces};

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Whether asking again may get another answer: the request never reached an answer (a
 * network error), or the server said it could not answer now (5xx, 429). A 4xx says the
 * question itself is wrong: asked again, it gets the same answer. */
export function mayAskAgain(err: unknown): boolean {
  if (err instanceof HttpError) return err.status >= 500 || err.status === 429;
  return err instanceof TypeError;  // (fetch's own error: no answer came)
}

/** A 202 answer (the schema's JobState) as the client holds it, marked pending. */
export interface Pending {
  pending: true;
  state: JobState['state'];
  progress: number;
  error?: string;
  /** How far a running analysis has come ("read 4.1 of 10.0 GiB (41%)"), as the server says it. */
  detail?: string;
}

/** What each JSON route answers when ready (200), as docs/report-schema.json defines it; the
 * server's side is contract.ROUTE_ANSWERS, and the tests check every answer against it. */
export interface RouteAnswers {
  config: Config;
  traces: Traces;
  report: TraceEntry;
  memory: MemoryWindow;
  instances: Instances;
  timeline: TimelineWindow;
  compare: CompareAnswer;
  trends: Trends;
}

/** The typed client: one route's answer, or Pending while its analysis runs. */
export function getRoute<R extends keyof RouteAnswers>(route: R, params: Record<string, string | undefined> = {}):
  Promise<RouteAnswers[R] | Pending> {
  return getJson<RouteAnswers[R]>(route, params);
}

async function getJson<T>(path: string, params: Record<string, string | undefined> = {}): Promise<T | Pending> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
  const url = q.toString() ? `${path}?${q}` : path;
  const resp = await fetch(url, {headers: {Accept: 'application/json'}});
  const text = await resp.text();
  if (resp.status === 202) {
    const body = JSON.parse(text) as JobState;
    return {pending: true, state: body.state, progress: body.progress ?? 0, error: body.error, detail: body.detail};
  }
  if (!resp.ok) throw new HttpError(resp.status, text.slice(0, 500) || resp.statusText);
  return JSON.parse(text) as T;
}

export function isPending(x: unknown): x is Pending {
  return !!x && typeof x === 'object' && (x as Pending).pending === true;
}

/** The analysis a view waits on ended in an error: no later answer will be ready. */
export class AnalysisFailed extends Error {}

/** Ask until the answer is ready (not 202): each pending answer is shown (onPending) and
 * asked again after `delayMs`; null once `stopped()` says the asker is gone. The answer of
 * the last try is the one returned (a retry whose answer went nowhere left the Memory view at
 * "analysing…" for good). A pending answer whose state is "error" (the job failed) ends the
 * wait with AnalysisFailed and the job's message: asking again would wait for ever. */
export async function untilReady<T>(ask: () => Promise<T | Pending>, onPending: (p: Pending) => void,
  stopped: () => boolean, delayMs = 1000): Promise<T | null> {
  for (;;) {
    const body = await ask();
    if (stopped()) return null;
    if (!isPending(body)) return body;
    if (body.state === 'error') throw new AnalysisFailed(`the analysis failed: ${body.error ?? 'no reason given'}`);
    onPending(body);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (stopped()) return null;
  }
}

/** The rows the tab offers: a graph capture merged into its replays (merged_into) is shown
 * inside them (the replay's Overview says it was merged), not as a run of its own. */
export function ownRows(rows: TraceRow[]): TraceRow[] {
  return rows.some((t) => t.merged_into) ? rows.filter((t) => !t.merged_into) : rows;
}

/** The listing a client holds after an answer: a whole listing as it is; a partial one (the
 * rows changed since the cursor sent) merged into what was held: changed rows replaced where
 * they were, new ones added at the end, the removed ones dropped. */
export function mergeListing(held: TraceRow[], resp: Traces): TraceRow[] {
  if (!resp.partial) return resp.traces;
  if (!resp.traces.length && !resp.removed.length) return held;
  const changed = new Map(resp.traces.map((t) => [t.id, t]));
  const gone = new Set(resp.removed);
  const out: TraceRow[] = [];
  for (const t of held) {
    if (gone.has(t.id)) continue;
    out.push(changed.get(t.id) ?? t);
    changed.delete(t.id);
  }
  return out.concat([...changed.values()]);
}
