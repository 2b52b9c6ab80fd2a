/**
 * CSV files the sales team opens in a spreadsheet. Every cell is quoted, and a cell that would
 * start with = + - @ (or a tab or carriage return) is prefixed with a quote mark, so a visitor's
 * text is never run as a formula. Lines end with CRLF, as spreadsheets expect.
 */

/** One CSV cell: quoted, quotes doubled, a leading formula character neutralised. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole file: the header row, then one line per row, each line ending with CRLF. */
export function csvDocument(header: readonly string[], rows: readonly unknown[][]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/** The file name of an export made on a day: `<name>-YYYY-MM-DD.csv` (the day in UTC). */
export function datedCsvName(name: string, at: number): string {
  return `${name}-${new Date(at).toISOString().slice(0, 10)}.csv`;
}
