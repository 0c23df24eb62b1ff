// The view registry: every view of the tab once, with its tab's title, its render function
// and the state keys it reads beyond the trace and scope (what a link to it holds; those of
// model/state.ts's PER_VIEW_KEYS it keeps as its own when another view opens). The tabs and
// the render dispatch read it; adding a view is its
// module, a line here and its id in model/state.ts's VIEWS (test/registry.test.ts holds them equal).
import type {AppState, View} from '../model/state';
import {renderAttentionOps} from './attention-ops';
import {renderCompare} from './compare';
import type {ViewContext} from './context';
import {renderKernels} from './kernels';
import {renderMemory} from './memory';
import {renderOverview} from './overview';
import {renderScopes} from './scopes';
import {renderTimeline} from './timeline';
import {renderTrends} from './trends';

export interface ViewSpec {
  id: View;
  title: string;
  render: (ctx: ViewContext) => HTMLElement;
  /** the state keys the view reads besides run, worker, span, scope and the patterns */
  keys: (keyof AppState)[];
}

export const VIEW_REGISTRY: readonly ViewSpec[] = [
  {id: 'overview', title: 'Overview', render: renderOverview, keys: []},
  {id: 'scopes', title: 'Scopes', render: renderScopes, keys: ['sort', 'q', 'cols']},
  {id: 'timeline', title: 'Timeline', render: renderTimeline, keys: ['call', 'zoom']},
  {id: 'kernels', title: 'Kernels', render: renderKernels, keys: ['kfilter', 'sort', 'q', 'cols']},
  {id: 'memory', title: 'Memory', render: renderMemory, keys: ['device', 'zoom', 'alloc', 'sort', 'q']},
  {id: 'sdpa', title: 'Attention ops', render: renderAttentionOps, keys: ['sort', 'q', 'cols']},
  {id: 'compare', title: 'Compare', render: renderCompare, keys: ['cmp', 'base']},
  {id: 'trends', title: 'Trends & ranks', render: renderTrends, keys: []},
];

export function viewSpec(id: View): ViewSpec {
  return VIEW_REGISTRY.find((v) => v.id === id) ?? VIEW_REGISTRY[0];
}
