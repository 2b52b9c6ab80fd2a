/**
 * CSV files the sales team opens in a spreadsheet. Every cell is quoted, and a cell that would
 * start with = + - @ (or a tab or carriage return) is prefixed with a quote mark, so a visitor's
 * text is never run as a formula. Lines end with CRLF, as spreadsheets expect.
 */

/**
 * What a spreadsheet skips before it reads a formula: spaces of any kind (no-break and
 * ideographic spaces, newlines, tabs) and the invisible zero-width characters.
 */
const IGNORED_LEAD = /^[\s\u200b-\u200d\u2060\ufeff]*/u;
/**
 * Signs that start a formula, with their full-width forms (＝ ＋ － ＠), which some spreadsheets
 * read as the ASCII ones; a tab or carriage return ends the trimming above but starts a cell too.
 */
const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/u;

/** True when a spreadsheet could read the text as a formula. */
export function startsFormula(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  return FORMULA_START.test(text.replace(IGNORED_LEAD, ''));
}

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
  if (startsFormula(text)) text = `'${text}`;
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
