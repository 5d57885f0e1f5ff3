// Every CSV the project writes (the inbox's download, `npm run bookings -- --csv`) goes through here, so
// that no cell a visitor typed opens as a live formula in a spreadsheet. OWASP's rule: a cell that starts
// with = + - @, a tab or a carriage return gets a single quote in front, whatever follows it (papaparse's own
// `escapeFormulae` looks only at the first line of a cell, so "=HYPERLINK(...)" followed by a line break,
// U+2028 or U+2029 went through as a formula).
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as a spreadsheet keeps it as text: a leading = + - @ tab or CR gets a single quote in front. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Rows as CSV records, each ending in CRLF (so chunks can be joined as they are written), with every cell
 * neutralised. A neutralised cell is quoted, as spreadsheets expect a quoted text cell.
 */
export function csvRecords(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const safe = rows.map((row) => row.map(neutralizeCell));
  const neutralized = (value: unknown) => typeof value === 'string' && value.startsWith("'") && FORMULA_START.test(value.slice(1));
  return `${Papa.unparse(safe, { newline: '\r\n', escapeFormulae: false, quotes: neutralized })}\r\n`;
}
