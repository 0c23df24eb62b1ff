// The Overview's verdict: what the first screen says, once. Every sentence, the changes and
// the grouped notes are the report's (entry.verdict, computed in Python by
// tb_attn_plugin/analysis/verdict.py, which the text report prints too): this module only
// draws them, deriving nothing.

import {h} from '../dom';
import type {Entry} from '../report';
import type {Verdict} from '../report-schema';
import {counted, verb} from '../model/format';

export type {Verdict};

/** The entry's verdict as the report computed it. */
export function verdictOf(e: Entry): Verdict {
  return e.verdict;
}

/** The verdict block: the sentence, the device line, a pointer to mismatches, the changes. */
export function renderVerdict(v: Verdict): HTMLElement {
  return h('div', {class: 'verdict', 'data-testid': 'overview-verdict'},
    h('p', {class: 'verdict-sentence', 'data-testid': 'verdict-sentence'}, v.sentence),
    h('p', {class: 'verdict-device', 'data-testid': 'verdict-device'}, v.device),
    v.mismatches ? h('p', {class: 'summary-mismatch', 'data-testid': 'verdict-mismatches'},
      h('button', {class: 'link', type: 'button', onclick: () =>
        document.querySelector('[data-testid=overview-expected]')?.scrollIntoView({block: 'start'})},
      `${counted(v.mismatches, 'attention op')} ${verb(v.mismatches, 'differs', 'differ')} from the picture ${verb(v.mismatches, 'its', 'their')} kind should show`),
      ' (expected → observed, below).') : null,
    v.changes.length
      ? h('ol', {class: 'verdict-changes', 'data-testid': 'verdict-changes'}, ...v.changes.map((c) =>
        h('li', {'data-code': c.code, 'data-saves-us': String(c.saves_us)}, c.message, ' ',
          h('span', {class: 'saves'}, `Could save about ${c.saves}.`))))
      : h('p', {class: 'muted', 'data-testid': 'verdict-no-changes'}, 'No change with a time estimate: the notes below say what the trace shows.'),
  );
}

/** Everything else, once, grouped and folded (open when there is nothing else to read). */
export function renderNotes(v: Verdict, extra: (Node | null)[], open: boolean): HTMLElement | null {
  const count = v.notes.reduce((n, g) => n + g.notes.length, 0);
  if (!count && !extra.some(Boolean)) return null;
  const box = h('details', {class: 'notes-fold', 'data-testid': 'overview-notes'},
    h('summary', {}, `Notes and evidence (${count})`),
    ...v.notes.map((g) => h('div', {class: 'notes', 'data-group': g.group},
      h('h4', {}, g.title),
      ...g.notes.map((n) => h('div', {class: `note ${n.level}`, 'data-code': n.code ?? ''}, n.text,
        // a command to run (the sweep on this trace's shape): the line alone, to copy
        n.command ? h('pre', {class: 'command', 'data-testid': 'note-command'}, h('code', {}, n.command)) : null)))),
    ...extra);
  if (open) box.setAttribute('open', '');
  return box;
}
