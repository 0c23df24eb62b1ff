import type {TraceRow} from '../api';
import type {Entry} from '../report';
import type {AppState} from '../model/state';
import type {TableKeep} from '../table';

export interface ViewContext {
  entry: Entry;
  traceId: string;
  /** every trace of the logdir, and the one in view (compare and trends read them) */
  traces: TraceRow[];
  current: TraceRow;
  state: AppState;
  setState: (patch: Partial<AppState>) => void;
  /** keep a detail of the view (sort, filter, zoom) in the URL without drawing the view again */
  remember: (patch: Partial<AppState>) => void;
  /** label/module overrides to pass along with every request */
  patternParams: () => Record<string, string | undefined>;
  /** register cleanup (charts, timers) run when the view is replaced */
  onDispose: (fn: () => void) => void;
}

/** The view's main table keeps its sort, filter and chosen columns in the URL. */
export function keepTable(ctx: ViewContext): TableKeep {
  return {sort: ctx.state.sort, filter: ctx.state.q, columns: ctx.state.cols,
    save: (sort, q, cols) => ctx.remember({sort, q, cols})};
}
