// CSV export. Cells are untrusted text (labels, kernel names): quoted per RFC 4180, and a
// leading =, +, -, @, tab or CR is defused so a spreadsheet never runs it as a formula.

export interface CsvColumn<T> {
  key: string;
  label: string;
  value?: (row: T) => unknown;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = "'" + s;
  if (/[",\r\n]/.test(s)) s = '"' + s.replace(/"/g, '""') + '"';
  return s;
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const head = columns.map((c) => csvCell(c.label)).join(',');
  const body = rows.map((r) =>
    columns.map((c) => csvCell(c.value ? c.value(r) : (r as Record<string, unknown>)[c.key])).join(','),
  );
  return [head, ...body].join('\r\n') + '\r\n';
}

export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob([text], {type: 'text/csv;charset=utf-8'});
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
