// Styles, injected as a <style> element (TensorBoard's policy allows inline styles).
export const STYLE = `
/* room for the scrollbar kept from the start: content that grows (a table of 200 rows under a
   chart) does not narrow the page and resize the charts under the user's drag */
html { scrollbar-gutter: stable; }
/* the gutter and scrollbar are the root's: dark with the tab (else a white stripe down its right edge) */
html:has(body.tb-attn.dark) { color-scheme: dark; background: #303030; }
:root, body.tb-attn {
  --fg: #202124; --bg: #fff; --muted: #5f6368; --border: #dadce0; --surface: #f8f9fa; --hover: #eef0f2;
  --subtle: #f1f3f4; --warn-bg: #fef7e0; --info-bg: #e8f0fe; --selected: #fce8d5; --alarm-bg: #fce8e6;
  --warn-fg: #b06000; --good-fg: #188038; --accent: #e8710a; --accent-fg: #c25e00; --control-line: #9aa0a6;
  color-scheme: light;
}
/* TensorBoard's dark theme (its body.dark-mode, followed from the host page), or the OS's when
   the tab runs on its own */
body.tb-attn.dark {
  --fg: #e8eaed; --bg: #303030; --muted: #9aa0a6; --border: #5f6368; --surface: #3c4043; --hover: #494c50;
  --subtle: #3a3b3d; --warn-bg: #4d3f10; --info-bg: #1f3a5a; --selected: #5a3d22; --alarm-bg: #5c2b29;
  --warn-fg: #fdd663; --good-fg: #81c995; --accent-fg: #ffb74d; --control-line: #80868b; color-scheme: dark;
}
body.tb-attn.dark a { color: #8ab4f8; }

body.tb-attn { margin: 0; font: 13px/1.4 Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--fg); background: var(--bg); }
.app { padding: 12px 16px; }
.header { display: flex; flex-wrap: wrap; gap: 10px 24px; align-items: center; margin-bottom: 8px; }
.selectors, .patterns, .toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
/* form controls as TensorBoard draws its own (Angular Material): a select or a text field is
   an underlined line with no box, its caret drawn, the line thicker and orange on focus; a
   button is a stroked one, its text in the accent colour; the same in dark, from the colours
   above. (Drawn here, not by the OS: a native box looked out of place in TensorBoard.) */
select, input, button { font: inherit; color: var(--fg); }
select, input[type=text], input[type=search] { background-color: transparent; border: none;
  border-bottom: 1px solid var(--control-line); border-radius: 0; padding: 4px 2px; min-height: 26px; box-sizing: border-box; }
select:not([multiple]) { appearance: none; -webkit-appearance: none; padding-right: 18px; cursor: pointer;
  background-image: linear-gradient(45deg, transparent 50%, var(--muted) 50%), linear-gradient(135deg, var(--muted) 50%, transparent 50%);
  background-position: calc(100% - 10px) 55%, calc(100% - 6px) 55%; background-size: 4px 4px; background-repeat: no-repeat; }
select option { background: var(--bg); color: var(--fg); }
select[multiple] { border: 1px solid var(--control-line); border-radius: 4px; padding: 2px; }
select:focus, input[type=text]:focus, input[type=search]:focus { outline: none; border-bottom: 2px solid var(--accent);
  padding-bottom: 3px; }
select[multiple]:focus { border: 1px solid var(--accent); padding: 2px; }
select { max-width: 420px; }
/* the span's list names each span's state ("analysing 40%", "done"): a width of its own, so
   that the header does not move when an analysis ends */
select[data-testid=span-select] { width: 24em; }
button { padding: 4px 12px; min-height: 28px; border: 1px solid var(--control-line); border-radius: 4px;
  background: transparent; color: var(--accent-fg); font-weight: 500; cursor: pointer; }
button:hover { background: var(--hover); }
button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
button:disabled { color: var(--muted); cursor: default; background: transparent; }
.tabs { display: flex; gap: 2px; border-bottom: 1px solid var(--border); margin: 6px 0 12px; }
.tab { border: none; border-bottom: 3px solid transparent; border-radius: 0; background: none; padding: 8px 14px;
  color: var(--fg); font-weight: 400; }
.tab.active { border-bottom-color: #e8710a; font-weight: 500; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 10px; margin-bottom: 12px; }
.card { border: 1px solid var(--border); border-radius: 8px; padding: 10px 12px; }
.card-title { color: var(--muted); font-size: 12px; }
.card-value { font-size: 22px; font-weight: 500; margin: 2px 0; overflow-wrap: anywhere; }
.card-sub { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
.card-more summary { cursor: pointer; }
.notes { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.note { padding: 8px 10px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.note.warning { background: var(--warn-bg); border-left: 4px solid #f9ab00; }
.note.info { background: var(--info-bg); border-left: 4px solid #1a73e8; }
pre.howto { background: var(--subtle); padding: 10px; border-radius: 6px; overflow: auto; }
.row2 { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; margin-bottom: 12px; }
@media (max-width: 1000px) { .row2 { grid-template-columns: minmax(0, 1fr); } }
.chart { height: 320px; min-width: 0; }
.chart.tall { height: 380px; }
.chart.roofline { height: 380px; margin-bottom: 12px; }
ul.summary { margin: 0 0 12px; padding-left: 18px; }
.verdict { margin: 0 0 14px; overflow-wrap: anywhere; }
.verdict p { margin: 2px 0 6px; }
.verdict-sentence { font-size: 16px; font-weight: 500; }
.verdict-device { color: var(--muted); }
.verdict-changes { margin: 6px 0 0; padding-left: 20px; }
.verdict-changes li { margin: 3px 0; }
.verdict-changes .saves { font-weight: 500; white-space: nowrap; }
.summary-mismatch { color: var(--warn-fg); font-weight: 500; }
.kname button.copy { border: none; background: none; padding: 0 0 0 4px; min-height: 0; font-weight: 400; color: var(--muted); cursor: pointer; font-size: 11px; visibility: hidden; }
tr:hover .kname button.copy, .kname button.copy:focus { visibility: visible; }
button.link { border: none; background: none; padding: 0; min-height: 0; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; }
details.notes-fold { margin: 12px 0; border-top: 1px solid var(--border); padding-top: 8px; }
details.notes-fold > summary { cursor: pointer; font-weight: 500; margin-bottom: 8px; }
details.notes-fold h4 { margin: 6px 0 2px; font-size: 13px; color: var(--muted); font-weight: 500; }
details.notes-fold pre.command { margin: 4px 0 2px; padding: 4px 8px; background: var(--code-bg, rgba(127,127,127,.12)); border-radius: 4px; white-space: pre-wrap; word-break: break-all; font-size: 12px; }
ul.summary li { margin: 2px 0; overflow-wrap: anywhere; }
ul.summary li.summary-mismatch { color: var(--warn-fg); font-weight: 500; }
.filter-note { color: var(--muted); }
.memory-legend { margin: -4px 0 8px; }
.swatch { display: inline-block; width: 12px; height: 10px; vertical-align: middle; border: 1px solid var(--border); }
.swatch.forward { background: rgba(232,113,10,0.3); }
.swatch.backward { background: rgba(26,115,232,0.3); }
table.data.compare { width: auto; margin-bottom: 12px; }
table.data.compare td { max-width: 360px; }
tr.straggler td { background: var(--alarm-bg); }
li.gone, span.gone { color: var(--good-fg); }
li.new, span.new { color: var(--warn-fg); }
ul.roof-points { margin: 0 0 12px; padding-left: 0; list-style: none; font-size: 12px; color: var(--muted); }
ul.roof-points li { margin: 2px 0; overflow-wrap: anywhere; }
ul.roof-points button { padding: 0 6px; margin-right: 4px; min-height: 0; }
.table-wrap { margin-bottom: 12px; }
.table-wrap .toolbar { margin-bottom: 4px; }
.column-chooser { position: relative; }
.column-chooser summary { cursor: pointer; color: var(--muted); font-size: 12px; }
.column-chooser .column-list { position: absolute; z-index: 3; background: var(--bg); border: 1px solid var(--border);
  border-radius: 6px; padding: 6px 10px; display: flex; flex-direction: column; max-height: 320px; overflow: auto; white-space: nowrap; }
.viewport { overflow: auto; border: 1px solid var(--border); border-radius: 6px; }
.scroll-x { overflow-x: auto; max-width: 100%; }
table.data { border-collapse: collapse; width: 100%; }
table.data th { position: sticky; top: 0; background: var(--surface); text-align: left; padding: 4px 8px; cursor: pointer;
  white-space: nowrap; border-bottom: 1px solid var(--border); user-select: none; z-index: 1; }
table.data td { padding: 0 8px; height: 26px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 340px;
  border-bottom: 1px solid var(--subtle); }
table.data .num { text-align: right; font-variant-numeric: tabular-nums; }
table.data tr.clickable { cursor: pointer; }
table.data tr.clickable:hover td { background: var(--subtle); }
table.data tr.selected td { background: var(--selected); }
table.data tr.spacer td { padding: 0; border: none; }
.muted { color: var(--muted); }
.small { font-size: 12px; }
.pager { display: inline-flex; align-items: center; gap: 2px; white-space: nowrap; }
.pager button { padding: 0 6px; min-height: 0; }
.tip { max-width: 520px; white-space: normal; overflow-wrap: anywhere; }
.tip-title { font-weight: 500; margin-bottom: 2px; }
.progress-box { padding: 24px; }
progress { width: 320px; }
.empty { max-width: 760px; padding: 24px; }
/* expected → observed */
table.data.expected td.mismatch { background: var(--alarm-bg); font-weight: 500; }
table.data.expected td.match { color: var(--good-fg); }
table.data.expected td.differs { color: var(--warn-fg); }
table.data.expected td.unknown { color: var(--muted); }
/* the Timeline view */
.timeline-box { position: relative; border: 1px solid var(--border); border-radius: 6px; }
.timeline-canvas { display: block; cursor: grab; border-radius: 6px; }
.timeline-canvas:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.timeline-tip { position: absolute; pointer-events: none; background: var(--bg); border: 1px solid var(--border);
  border-radius: 4px; padding: 6px 8px; box-shadow: 0 2px 6px rgba(0,0,0,0.2); z-index: 2; box-sizing: border-box;
  overflow-wrap: anywhere; }
.timeline-summary p { margin: 2px 0; }
.timeline .toolbar { margin: 6px 0; }
.compare-picker { display: flex; flex-direction: column; max-height: 190px; overflow: auto; border: 1px solid var(--border); padding: 4px 8px; min-width: 260px; max-width: 100%; }
/* (flex-shrink 0: a column of labels in a box of bounded height shrank each label below its
   text, clipping an underscore and the lower half of the baseline's ◆) */
.compare-pick { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; flex-shrink: 0; line-height: 1.6; }
button.active { border-color: var(--accent); font-weight: 500; }
a.button-link { padding: 4px 12px; border: 1px solid var(--control-line); border-radius: 4px; text-decoration: none;
  color: var(--accent-fg); font-weight: 500; }
h3 { font-size: 14px; font-weight: 500; margin: 8px 0; }
`;
