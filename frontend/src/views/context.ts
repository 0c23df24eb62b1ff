import type {TraceInfo} from '../api';
import type {Entry} from '../report';
import type {AppState} from '../state';

export interface ViewContext {
  entry: Entry;
  traceId: string;
  /** every trace of the logdir, and the one in view (compare and trends read them) */
  traces: TraceInfo[];
  current: TraceInfo;
  state: AppState;
  setState: (patch: Partial<AppState>) => void;
  /** label/module overrides to pass along with every request */
  patternParams: () => Record<string, string | undefined>;
  /** register cleanup (charts, timers) run when the view is replaced */
  onDispose: (fn: () => void) => void;
}
