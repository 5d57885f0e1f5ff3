// Events sheet -> validated, upcoming, sorted events. Pure: no I/O, no clock (`today` is passed in).
// Cell text is outside data: it is kept verbatim as text and never treated as markup.
import type { EventInput } from '../../schema/site-schema.ts';
import { readCsv, type CsvProblem } from './csv.ts';
import type { EventItem } from './types.ts';

export interface ParseEventsResult {
  events: EventItem[];
  /** One line per dropped row or CSV error, for the log. Never shown to visitors. */
  problems: string[];
  /** Set when the text is not an events sheet at all (no `date` column), e.g. an HTML login page. */
  fatal?: string;
}

type Field = keyof EventInput;
const FIELDS: readonly Field[] = ['date', 'eventName', 'time', 'price', 'location', 'address'];
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
// A sheet of junk could yield thousands of problems; the log needs the first few and a count.
const MAX_PROBLEMS = 50;

/**
 * Reads an MM-DD-YYYY date. One-digit months and days (5-3-2027) are accepted because Sheets users
 * type them; the year must have four digits so that 5-3-27 is not guessed at. Returns null unless
 * the three parts form a real calendar day (02-30-2027 and 13-01-2027 are rejected).
 */
export function parseSheetDate(value: string): { date: string; isoDate: string } | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, m = '', d = '', y = ''] = match;
  const month = Number(m);
  const day = Number(d);
  const year = Number(y);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const mm = m.padStart(2, '0');
  const dd = d.padStart(2, '0');
  return { date: `${mm}-${dd}-${y}`, isoDate: `${y}-${mm}-${dd}` };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Validates events already split into fields; `label(i)` names an input in problem lines. */
export function validateEvents(
  inputs: readonly EventInput[],
  label: (index: number) => string = (i) => `event ${i + 1}`,
): { events: EventItem[]; problems: string[] } {
  const events: EventItem[] = [];
  const problems: string[] = [];
  inputs.forEach((input, i) => {
    const parsed = parseSheetDate(input.date);
    if (parsed) {
      // Spelled out rather than spread: stray keys stay out and every item has one shape.
      const { eventName, time, price, location, address } = input;
      events.push({ date: parsed.date, isoDate: parsed.isoDate, eventName, time, price, location, address });
    } else {
      const why = input.date.trim() === '' ? 'date is empty' : `date ${quote(input.date)} is not a real MM-DD-YYYY date`;
      problems.push(`${label(i)}: ${why}; skipped`);
    }
  });
  return { events, problems };
}

/**
 * The events dated today or later, ascending by day: the one rule for sheet rows and sample events alike,
 * so a past date is never shown as upcoming. ISO dates compare correctly as text, so no Date objects (and
 * no time zone) are involved.
 */
export function upcomingEvents(events: readonly EventItem[], today: string): EventItem[] {
  return sortEvents(events.filter((e) => e.isoDate >= today));
}

/** Ascending by day; same-day events keep their sheet order. */
export function sortEvents(events: readonly EventItem[]): EventItem[] {
  // Grouping by day sorts only the distinct days, not every event: a sheet has few of them.
  const byDay = new Map<string, EventItem[]>();
  for (const e of events) {
    const day = byDay.get(e.isoDate);
    if (day) day.push(e);
    else byDay.set(e.isoDate, [e]);
  }
  return [...byDay.keys()].sort().flatMap((day) => byDay.get(day) ?? []);
}

interface SheetTable {
  rows: string[][];
  errors: CsvProblem[];
  /** Index of the first non-blank row, the header (-1 when every row is blank). */
  headerIndex: number;
  header: string[];
  /** Where each known column is, by its first matching header cell. */
  columns: Map<Field, number>;
}

function readTable(csvText: string): SheetTable {
  // Blank lines are skipped by hand so that a record's index + 1 stays the row number the owner sees in
  // Sheets, blank rows included.
  const parsed = readCsv(csvText);
  const headerIndex = parsed.rows.findIndex((cells) => !isBlank(cells));
  const header = parsed.rows[headerIndex] ?? [];
  const columns = new Map<Field, number>();
  header.forEach((name, i) => {
    const field = HEADER_ALIASES.get(name.trim().toLowerCase());
    if (field && !columns.has(field)) columns.set(field, i);
  });
  return { rows: parsed.rows, errors: parsed.errors, headerIndex, header, columns };
}

const foundHeader = (header: readonly string[]): string => header.slice(0, 8).map((h) => quote(h)).join(', ') || 'nothing';

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

export function parseEvents(csvText: string, today: string): ParseEventsResult {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${quote(today)}`);
  const { rows, errors, headerIndex, header, columns } = readTable(csvText);
  const problems = errors.map((e) => `row ${e.row + 1}: ${e.message} (${e.code})`);
  if (!columns.has('date')) {
    const fatal = `no "date" column in the header row (found ${foundHeader(header)})`;
    return { events: [], problems: cap([...problems, fatal]), fatal };
  }
  const missing = FIELDS.filter((f) => !columns.has(f));
  if (missing.length > 0) problems.push(`header has no ${missing.join(', ')} column; those cells are left empty`);

  const inputs: EventInput[] = [];
  const rowNumbers: number[] = [];
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
  const valid = validateEvents(inputs, (i) => `row ${rowNumbers[i] ?? '?'}`);
  // concat, not push(...): a sheet of junk can hold more problems than a call has arguments.
  const all = problems.concat(valid.problems);
  return { events: upcomingEvents(valid.events, today), problems: cap(all) };
}

function isBlank(cells: readonly string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function cell(cells: readonly string[], index: number): string {
  return index < 0 ? '' : (cells[index] ?? '').trim();
}

function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

function cap(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), `…and ${problems.length - MAX_PROBLEMS} more problems`];
}
