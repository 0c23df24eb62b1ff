import type {Entry} from '../report';
import type {AppState} from '../state';

export interface ViewContext {
  entry: Entry;
  traceId: string;
  state: AppState;
  setState: (patch: Partial<AppState>) => void;
  /** label/module overrides to pass along with every request */
  patternParams: () => Record<string, string | undefined>;
  /** register cleanup (charts, timers) run when the view is replaced */
  onDispose: (fn: () => void) => void;
}
