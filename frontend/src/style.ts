// Styles, injected as a <style> element (TensorBoard's policy allows inline styles).
export const STYLE = `
body.tb-attn { margin: 0; font: 13px/1.4 Roboto, "Helvetica Neue", Arial, sans-serif; color: #202124; background: #fff; }
.app { padding: 12px 16px; }
.header { display: flex; flex-wrap: wrap; gap: 10px 24px; align-items: center; margin-bottom: 8px; }
.selectors, .patterns, .toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
select, input, button { font: inherit; }
select { max-width: 420px; }
input[type=text], input[type=search] { padding: 3px 6px; border: 1px solid #dadce0; border-radius: 4px; }
button { padding: 3px 10px; border: 1px solid #dadce0; border-radius: 4px; background: #f8f9fa; cursor: pointer; }
button:hover { background: #eef0f2; }
.tabs { display: flex; gap: 2px; border-bottom: 1px solid #dadce0; margin: 6px 0 12px; }
.tab { border: none; border-bottom: 3px solid transparent; border-radius: 0; background: none; padding: 8px 14px; }
.tab.active { border-bottom-color: #e8710a; font-weight: 500; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 10px; margin-bottom: 12px; }
.card { border: 1px solid #dadce0; border-radius: 8px; padding: 10px 12px; }
.card-title { color: #5f6368; font-size: 12px; }
.card-value { font-size: 22px; font-weight: 500; margin: 2px 0; overflow-wrap: anywhere; }
.card-sub { color: #5f6368; font-size: 12px; overflow-wrap: anywhere; }
.notes { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.note { padding: 8px 10px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.note.warning { background: #fef7e0; border-left: 4px solid #f9ab00; }
.note.info { background: #e8f0fe; border-left: 4px solid #1a73e8; }
pre.howto { background: #f1f3f4; padding: 10px; border-radius: 6px; overflow: auto; }
.row2 { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; margin-bottom: 12px; }
@media (max-width: 1000px) { .row2 { grid-template-columns: minmax(0, 1fr); } }
.chart { height: 320px; min-width: 0; }
.chart.tall { height: 380px; }
.chart.roofline { height: 380px; margin-bottom: 12px; }
ul.summary { margin: 0 0 12px; padding-left: 18px; }
ul.summary li { margin: 2px 0; overflow-wrap: anywhere; }
ul.summary li.summary-mismatch { color: #b06000; font-weight: 500; }
.filter-note { color: #5f6368; }
table.data.compare { width: auto; margin-bottom: 12px; }
table.data.compare td { max-width: 360px; }
tr.straggler td { background: #fce8e6; }
li.gone { color: #188038; }
li.new { color: #b06000; }
ul.roof-points { margin: 0 0 12px; padding-left: 0; list-style: none; font-size: 12px; color: #5f6368; }
ul.roof-points li { margin: 2px 0; overflow-wrap: anywhere; }
ul.roof-points button { padding: 0 6px; margin-right: 4px; }
.table-wrap { margin-bottom: 12px; }
.table-wrap .toolbar { margin-bottom: 4px; }
.viewport { overflow: auto; border: 1px solid #dadce0; border-radius: 6px; }
table.data { border-collapse: collapse; width: 100%; }
table.data th { position: sticky; top: 0; background: #f8f9fa; text-align: left; padding: 4px 8px; cursor: pointer;
  white-space: nowrap; border-bottom: 1px solid #dadce0; user-select: none; z-index: 1; }
table.data td { padding: 0 8px; height: 26px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 520px;
  border-bottom: 1px solid #f1f3f4; }
table.data .num { text-align: right; font-variant-numeric: tabular-nums; }
table.data tr.clickable { cursor: pointer; }
table.data tr.clickable:hover td { background: #f1f3f4; }
table.data tr.selected td { background: #fce8d5; }
table.data tr.spacer td { padding: 0; border: none; }
.muted { color: #5f6368; }
.small { font-size: 12px; }
.tip { max-width: 520px; white-space: normal; overflow-wrap: anywhere; }
.tip-title { font-weight: 500; margin-bottom: 2px; }
.progress-box { padding: 24px; }
progress { width: 320px; }
.empty { max-width: 760px; padding: 24px; }
h3 { font-size: 14px; font-weight: 500; margin: 8px 0; }
`;
