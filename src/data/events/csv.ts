// The events sheet's CSV read into rows of cells (RFC 4180: "," between cells, a cell in double quotes may
// hold commas, line breaks and "" for a quote; a row ends at \r\n, \n or \r). Small on purpose: the events
// island parses the sheet in the browser, on a page whose JavaScript budget has React's runtime in it.
// A quote left open is reported and the rest of the text kept as that cell, as a spreadsheet reads it.

export interface CsvProblem {
  /** The row (0-based) where it was found. */
  row: number;
  code: 'MissingQuotes' | 'InvalidQuotes';
  message: string;
}

export function readCsv(text: string): { rows: string[][]; errors: CsvProblem[] } {
  const rows: string[][] = [];
  const errors: CsvProblem[] = [];
  if (text === '') return { rows, errors };
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  for (;;) {
    let value = '';
    if (text[i] === '"') {
      // A quoted cell: up to the quote that is followed by a comma, a line break or the end.
      let at = i + 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) {
          errors.push({ row: rows.length, code: 'MissingQuotes', message: 'Quoted field unterminated' });
          value += text.slice(at);
          at = n;
          break;
        }
        value += text.slice(at, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          at = quote + 2;
          continue;
        }
        // Spaces between the closing quote and the comma are dropped.
        let after = quote + 1;
        while (text[after] === ' ' || text[after] === '\t') after++;
        const next = text[after];
        if (next === undefined || next === ',' || next === '\n' || next === '\r') {
          at = after;
          break;
        } else {
          errors.push({ row: rows.length, code: 'InvalidQuotes', message: 'Trailing quote on quoted field is malformed' });
          value += '"';
          at = quote + 1;
        }
      }
      i = at;
    } else {
      let end = i;
      while (end < n && text[end] !== ',' && text[end] !== '\n' && text[end] !== '\r') end++;
      value = text.slice(i, end);
      i = end;
    }
    row.push(value);
    if (i >= n) {
      rows.push(row);
      return { rows, errors };
    }
    const c = text[i];
    i++;
    if (c === ',') continue;
    if (c === '\r' && text[i] === '\n') i++;
    rows.push(row);
    row = [];
  }
}
