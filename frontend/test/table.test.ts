import {describe, expect, it} from 'vitest';
import {arrangeRows, compareValues, DataTable, type Column} from '../src/table';

interface Row {id: string; parent: string | null; name: string; us: number | null}
const cols: Column<Row>[] = [{key: 'name', label: 'name'}, {key: 'us', label: 'us', numeric: true}];
const rows: Row[] = [
  {id: '0', parent: null, name: 'attention/layer0', us: 90},
  {id: '1', parent: '0', name: 'attention/layer0/qkv', us: 50},
  {id: '2', parent: '0', name: 'attention/layer0/sdpa', us: 30},
  {id: '3', parent: null, name: 'attention/layer1', us: 100},
  {id: '4', parent: '3', name: 'attention/layer1/sdpa', us: null},
];

describe('arrangeRows', () => {
  it('sorts flat rows, empty cells last', () => {
    const out = arrangeRows(rows, cols, '', {key: 'us', desc: true}).map((r) => r.row.id);
    expect(out).toEqual(['3', '0', '1', '2', '4']);
    expect(compareValues(null, 1)).toBeGreaterThan(0);
  });
  it('keeps children under parents in tree mode and sorts siblings', () => {
    const out = arrangeRows(rows, cols, '', {key: 'us', desc: true}, (r) => r.id, (r) => r.parent);
    expect(out.map((r) => [r.row.id, r.depth])).toEqual([['3', 0], ['4', 1], ['0', 0], ['1', 1], ['2', 1]]);
  });
  it('a filter match keeps its ancestors', () => {
    const out = arrangeRows(rows, cols, 'QKV', null, (r) => r.id, (r) => r.parent);
    expect(out.map((r) => r.row.id)).toEqual(['0', '1']);
  });
});

describe('DataTable', () => {
  it('renders untrusted names as text and only the rows in view', () => {
    const many: Row[] = Array.from({length: 100000}, (_, i) => ({id: String(i), parent: null,
      name: i === 0 ? '<img src=x onerror=alert(1)>' : `k${i}`, us: i}));
    const t = new DataTable<Row>({columns: cols, rows: many, filename: 'x.csv', sort: {key: 'us', desc: false},
      maxHeight: 260});
    document.body.appendChild(t.el);
    expect(t.el.querySelector('img')).toBeNull();
    expect(t.el.querySelector('tbody td')!.textContent).toBe('<img src=x onerror=alert(1)>');
    const rendered = t.el.querySelectorAll('tbody tr:not(.spacer)').length;
    expect(rendered).toBeLessThan(100); // virtualised: not 100,000 rows in the DOM
    expect(t.visibleRows().length).toBe(100000);
  });
});

describe('column chooser', () => {
  it('shows the key columns, a secondary one once ticked, keeps the choice and exports every column', () => {
    const withDetail: Column<Row>[] = [...cols, {key: 'id', label: 'id', secondary: true}];
    const saved: string[][] = [];
    const keep = {sort: '', filter: '', columns: '', save: (s: string, f: string, c: string) => saved.push([s, f, c])};
    const t = new DataTable<Row>({columns: withDetail, rows, filename: 'x.csv', keep});
    const heads = () => [...t.el.querySelectorAll('th')].map((th) => th.getAttribute('data-key'));
    expect(heads()).toEqual(['name', 'us']);
    const list = t.el.querySelector('.column-chooser')!;
    expect(list.querySelector('summary')!.textContent).toBe('columns (0 of 1 more shown)');
    const box = list.querySelector<HTMLInputElement>('input[value=id]')!;
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    expect(heads()).toEqual(['name', 'us', 'id']);
    expect(t.el.querySelectorAll('tbody tr:first-child td').length).toBe(3);
    expect(saved[saved.length - 1]).toEqual(['', '', 'id']);
    // read back from the URL: shown at once; an unknown key is dropped
    const again = new DataTable<Row>({columns: withDetail, rows, filename: 'x.csv', keep: {...keep, columns: 'id,nope'}});
    expect([...again.el.querySelectorAll('th')].map((th) => th.getAttribute('data-key'))).toEqual(['name', 'us', 'id']);
    // a table without secondary columns has no list
    expect(new DataTable<Row>({columns: cols, rows, filename: 'x.csv'}).el.querySelector('.column-chooser')).toBeNull();
  });
});
