export type CsvCell = string | number;

/** A field as RFC 4180 wants it, quoted; text a spreadsheet would run as a formula is defused. */
function field(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document: a header row, then the rows, lines ending in CRLF. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Offers the text as a file: built in the browser from the answer on screen, no second call. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click has run; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `metrics-node-reboots-2026-01-01-to-2026-03-31-week.csv` */
export const csvFileName = (metric: string, from: string, to: string, group: string) => `metrics-${metric}-${from}-to-${to}-${group}.csv`;
