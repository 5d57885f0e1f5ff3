// Events -> validated, upcoming, sorted events: the rules for sheet rows and sample events alike, and the
// problem lines of a sheet. Pure, and small: the events island uses it on the events the server sends. The
// sheet's CSV is read by parse.ts (papaparse), on the server, and in the browser only where the page reads
// the sheet itself.
import type { EventInput } from '../../schema/site-schema.ts';
import type { EventItem } from './types.ts';

export interface ParseEventsResult {
  events: EventItem[];
  /** One line per dropped row or CSV error, for the log. Never shown to visitors. */
  problems: string[];
  /** Set when the text is not an events sheet at all (no `date` column), e.g. an HTML login page. */
  fatal?: string;
}

export type Field = keyof EventInput;
export const FIELDS: readonly Field[] = ['date', 'eventName', 'time', 'price', 'location', 'address'];
// A sheet of junk could yield thousands of problems; the log needs the first few and a count.
const MAX_PROBLEMS = 50;

/** A sheet as parse.ts reads it: its rows as events to check, where they are, and what went wrong. */
export interface SheetRows {
  /** Every non-blank row after the header; none when there is no date column. */
  inputs: EventInput[];
  /** The row number the owner sees in Sheets of each input. */
  rowNumbers: number[];
  /** What reading the CSV found wrong, for the log. */
  problems: string[];
  header: string[];
  /** The columns the header lacks. */
  missing: Field[];
}

/** A sheet's upcoming events (a sheet without a date column is not an events sheet: `fatal`), and every problem for the log. */
export function eventsOfSheet(sheet: SheetRows, today: string): ParseEventsResult {
  const problems = [...sheet.problems];
  if (sheet.missing.includes('date')) {
    const fatal = `no "date" column in the header row (found ${foundHeader(sheet.header)})`;
    return { events: [], problems: cap([...problems, fatal]), fatal };
  }
  if (sheet.missing.length > 0) problems.push(`header has no ${sheet.missing.join(', ')} column; those cells are left empty`);
  const valid = validateEvents(sheet.inputs, (i) => `row ${sheet.rowNumbers[i] ?? '?'}`);
  // concat, not push(...): a sheet of junk can hold more problems than a call has arguments.
  return { events: upcomingEvents(valid.events, today), problems: cap(problems.concat(valid.problems)) };
}

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

/** A value for a problem line: quoted, and cut at 40 characters. */
export function quote(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** The first cells of a header row, for a problem line. */
export const foundHeader = (header: readonly string[]): string => header.slice(0, 8).map((h) => quote(h)).join(', ') || 'nothing';

function cap(problems: string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [...problems.slice(0, MAX_PROBLEMS), `…and ${problems.length - MAX_PROBLEMS} more problems`];
}
