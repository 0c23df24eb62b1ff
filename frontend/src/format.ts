// Number formatting for tables and cards. Pure functions (unit-tested).

export function fmtUs(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (Math.abs(v) >= 1e6) return `${(v / 1e6).toFixed(2)} s`;
  if (Math.abs(v) >= 1e3) return `${(v / 1e3).toFixed(2)} ms`;
  return `${v.toFixed(digits)} µs`;
}

export function fmtPct(v: number | null | undefined, digits = 1): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  return `${(100 * v).toFixed(digits)}%`;
}

export function fmtBytes(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  const sign = v < 0 ? '-' : '';
  let x = Math.abs(v);
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let i = 0;
  while (x >= 1024 && i < units.length - 1) {
    x /= 1024;
    i++;
  }
  return i === 0 ? `${sign}${x} B` : `${sign}${x.toFixed(1)} ${units[i]}`;
}

export function fmtNum(v: number | null | undefined, digits = 2): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return v.toLocaleString('en-US', {maximumFractionDigits: digits});
}

/** Long C++ kernel names: keep the head, which says what the kernel is. */
export function shortName(name: string, limit = 90): string {
  return name.length <= limit ? name : name.slice(0, limit - 1) + '…';
}
