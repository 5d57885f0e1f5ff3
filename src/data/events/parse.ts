// Events sheet -> validated, upcoming, sorted events. Pure: no I/O, no clock (`today` is passed in).
// Cell text is outside data: it is kept verbatim as text and never treated as markup. The sheet is read
// with papaparse on the server (the relay sends the browser its events as data); the browser loads this
// module only where it reads the sheet itself (a site without a server of its own, or a relay that answers CSV).
import Papa from 'papaparse';
import type { EventInput } from '../../schema/site-schema.ts';
import { eventsOfSheet, foundHeader, quote, type Field, type ParseEventsResult, type SheetRows } from './upcoming.ts';

export { parseSheetDate, sortEvents, upcomingEvents, validateEvents, type ParseEventsResult } from './upcoming.ts';

// Headers are compared trimmed and lower-cased, so 'Event Name' and 'EVENT_NAME' match too. A Map, not
// an object literal: a header cell reading "constructor" must not find Object.prototype.
const HEADER_ALIASES: ReadonlyMap<string, Field> = new Map([
  ['date', 'date'],
  ['eventname', 'eventName'],
  ['event_name', 'eventName'],
  ['event name', 'eventName'],
  ['time', 'time'],
  ['price', 'price'],
  ['location', 'location'],
  ['address', 'address'],
]);
// The fields, in upcoming.ts's order (FIELDS), from the aliases: readSheet, which the browser loads on its own
// where it reads the sheet, then needs nothing of the events island's code.
const FIELDS: readonly Field[] = [...new Set(HEADER_ALIASES.values())];

interface SheetTable {
  rows: string[][];
  errors: Papa.ParseError[];
  /** Index of the first non-blank row, the header (-1 when every row is blank). */
  headerIndex: number;
  header: string[];
  /** Where each known column is, by its first matching header cell. */
  columns: Map<Field, number>;
}

function readTable(csvText: string): SheetTable {
  // Blank lines are skipped by hand (papaparse's skipEmptyLines: 'greedy' would do the same) so that
  // a record's index + 1 stays the row number the owner sees in Sheets, blank rows included.
  const parsed = Papa.parse<string[]>(csvText, { delimiter: ',', skipEmptyLines: false });
  const headerIndex = parsed.data.findIndex((cells) => !isBlank(cells));
  const header = parsed.data[headerIndex] ?? [];
  const columns = new Map<Field, number>();
  header.forEach((name, i) => {
    const field = HEADER_ALIASES.get(name.trim().toLowerCase());
    if (field && !columns.has(field)) columns.set(field, i);
  });
  return { rows: parsed.data, errors: parsed.errors, headerIndex, header, columns };
}


/**
 * Why a text is not a usable copy of the events sheet, or undefined when it is: a header row naming every
 * column the page reads (in any order, aliases and extra columns allowed) and at least one data row.
 * The server's relay keeps its last good copy rather than replace it with anything less.
 */
export function sheetCopyProblem(csvText: string): string | undefined {
  const { rows, headerIndex, header, columns } = readTable(csvText);
  if (headerIndex < 0) return 'the answer is empty';
  const missing = FIELDS.filter((f) => !columns.has(f));
  if (missing.length > 0) {
    return `the header row has no ${missing.join(', ')} column (found ${foundHeader(header)}; expected ${FIELDS.join(', ')})`;
  }
  for (let i = headerIndex + 1; i < rows.length; i++) if (!isBlank(rows[i] ?? [])) return undefined;
  return 'the sheet has a header row but no event rows';
}

/** A sheet with its full header row and not one event row: what the owner's sheet says when there are no events. */
export function isHeaderOnlySheet(csvText: string): boolean {
  const { rows, headerIndex, columns } = readTable(csvText);
  return headerIndex >= 0 && FIELDS.every((f) => columns.has(f)) && rows.slice(headerIndex + 1).every(isBlank);
}

/** The sheet's rows as events to check (none without a date column), with their row numbers and what went wrong reading it. */
export function readSheet(csvText: string): SheetRows {
  const { rows, errors, headerIndex, header, columns } = readTable(csvText);
  const problems = errors.map((e) => `${e.row === undefined ? 'CSV' : `row ${e.row + 1}`}: ${e.message} (${e.code})`);
  const missing = FIELDS.filter((f) => !columns.has(f));
  const inputs: EventInput[] = [];
  const rowNumbers: number[] = [];
  if (!columns.has('date')) return { inputs, rowNumbers, problems, header, missing };
  const at = (f: Field): number => columns.get(f) ?? -1;
  const idx = { date: at('date'), name: at('eventName'), time: at('time'), price: at('price'), location: at('location'), address: at('address') };
  // A plain loop with no per-row closures: this runs once per sheet row (see bench/events.bench.ts).
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    if (isBlank(cells)) continue;
    inputs.push({
      date: cell(cells, idx.date),
      eventName: cell(cells, idx.name),
      time: cell(cells, idx.time),
      price: cell(cells, idx.price),
      location: cell(cells, idx.location),
      address: cell(cells, idx.address),
    });
    rowNumbers.push(i + 1);
  }
  return { inputs, rowNumbers, problems, header, missing };
}

export function parseEvents(csvText: string, today: string): ParseEventsResult {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${quote(today)}`);
  return eventsOfSheet(readSheet(csvText), today);
}

function isBlank(cells: readonly string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function cell(cells: readonly string[], index: number): string {
  return index < 0 ? '' : (cells[index] ?? '').trim();
}
