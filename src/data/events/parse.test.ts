import { describe, expect, it } from 'vitest';
import { parseEvents, parseSheetDate } from './parse.ts';
import { eventItemSchema } from './types.ts';

const TODAY = '2027-01-10';
const HEAD = 'date,eventName,time,price,location,address';
const row = (date: string, name: string): string => `${date},${name},10 AM - 2 PM,$99,Greenville TX,1 Main St`;
const sheet = (...rows: string[]): string => [HEAD, ...rows].join('\n');

interface Case {
  name: string;
  csv: string;
  /** Event names in the order returned. */
  names: string[];
  /** Each pattern must match some problem line; `problems` counts them when given. */
  problemMatch?: RegExp[];
  problems?: number;
  fatal?: boolean;
}

const cases: Case[] = [
  { name: 'good sheet, sorted by date', csv: sheet(row('03-01-2027', 'C'), row('01-20-2027', 'A'), row('02-01-2027', 'B')), names: ['A', 'B', 'C'], problems: 0 },
  { name: 'same-day events keep sheet order', csv: sheet(row('02-01-2027', 'X'), row('01-15-2027', 'first'), row('01-15-2027', 'second'), row('01-15-2027', 'third')), names: ['first', 'second', 'third', 'X'], problems: 0 },
  { name: 'today kept, past dropped without a problem', csv: sheet(row('01-09-2027', 'yesterday'), row('01-10-2027', 'today'), row('12-31-2026', 'last year')), names: ['today'], problems: 0 },
  { name: 'BOM and CRLF', csv: `\uFEFF${HEAD}\r\n${row('01-11-2027', 'A')}\r\n${row('01-12-2027', 'B')}\r\n`, names: ['A', 'B'], problems: 0 },
  { name: 'quoted commas and line breaks', csv: sheet('01-11-2027,"Gems, Glam & More",10 AM,"$1,000","Greenville, TX","1 Main St\nSuite 4"'), names: ['Gems, Glam & More'], problems: 0 },
  { name: 'extra columns ignored, any column order', csv: 'notes,address,Date,eventName,extra,time,price,location\nhello,1 Main,01-11-2027,A,zzz,9 AM,$5,Here', names: ['A'], problems: 0 },
  { name: 'header alias event_name in odd case, padded headers', csv: ' DATE ,Event_Name,TIME,Price,LOCATION,Address\n01-11-2027,A,t,p,l,a', names: ['A'], problems: 0 },
  { name: "header alias 'event name'", csv: 'Date,EVENT NAME,Time,Price,Location,Address\n01-11-2027,A,t,p,l,a', names: ['A'], problems: 0 },
  { name: 'prototype-looking headers are just unknown columns', csv: 'constructor,__proto__,toString,date,eventName\nx,y,z,01-11-2027,A', names: ['A'], problems: 1 },
  { name: 'impossible day 02-30-2027', csv: sheet(row('02-30-2027', 'bad'), row('01-11-2027', 'ok')), names: ['ok'], problemMatch: [/row 2\b.*"02-30-2027"/], problems: 1 },
  { name: 'month 13', csv: sheet(row('13-01-2027', 'bad')), names: [], problemMatch: [/row 2\b.*"13-01-2027"/], problems: 1 },
  { name: 'ISO date is not MM-DD-YYYY', csv: sheet(row('2027-01-05', 'bad')), names: [], problemMatch: [/row 2\b.*"2027-01-05"/], problems: 1 },
  { name: 'slashes are not hyphens', csv: sheet(row('01/05/2027', 'bad')), names: [], problemMatch: [/row 2\b.*"01\/05\/2027"/], problems: 1 },
  { name: 'two-digit year rejected', csv: sheet(row('01-05-27', 'bad')), names: [], problemMatch: [/row 2\b.*"01-05-27"/], problems: 1 },
  { name: 'four parts rejected', csv: sheet(row('01-05-2027-1', 'bad')), names: [], problems: 1 },
  { name: 'empty date', csv: sheet(',no date,t,p,l,a'), names: [], problemMatch: [/row 2\b.*empty/], problems: 1 },
  { name: 'invalid past date is still reported', csv: sheet(row('02-30-2020', 'bad')), names: [], problems: 1 },
  { name: 'leap days', csv: sheet(row('02-29-2028', 'leap'), row('02-29-2027', 'not leap'), row('02-29-2100', 'century')), names: ['leap'], problems: 2 },
  { name: 'blank and comma-only lines skipped, row numbers still match the sheet', csv: `${HEAD}\n\n,,,,,\n  \n${row('99-99-2027', 'bad')}\n${row('01-11-2027', 'A')}\n\n`, names: ['A'], problemMatch: [/row 5\b.*"99-99-2027"/], problems: 1 },
  { name: 'HTML in a cell is literal text', csv: sheet(row('01-11-2027', '<img src=x onerror=alert(1)><b>Party</b>')), names: ['<img src=x onerror=alert(1)><b>Party</b>'], problems: 0 },
  { name: 'header only', csv: `${HEAD}\n`, names: [], problems: 0 },
  { name: 'empty text', csv: '', names: [], fatal: true },
  { name: 'an HTML error page', csv: '<!DOCTYPE html>\n<html><head><title>Sign in</title></head>\n<body><p class="err">"Error 404, page not found</p></body></html>', names: [], fatal: true },
  { name: 'binary junk', csv: '\u0000\u0001\u00ff\ufffd"\u0007,\n\r\u0000PK\u0003\u0004,,"', names: [], fatal: true },
  // Spec §8: CSV parse errors are logged only, so the row papaparse salvaged is kept as it reads.
  { name: 'unterminated quote is a problem, not a throw', csv: sheet(row('01-11-2027', 'A'), '01-12-2027,"Broken,t,p,l,a'), names: ['A', 'Broken,t,p,l,a'], problemMatch: [/row 3\b.*MissingQuotes/] },
  { name: 'missing columns give empty text and one problem', csv: 'date,eventName\n01-11-2027,A', names: ['A'], problemMatch: [/time, price, location, address/], problems: 1 },
  { name: 'short rows give empty text', csv: sheet('01-11-2027,A'), names: ['A'], problems: 0 },
];

describe('parseEvents', () => {
  it.each(cases)('$name', ({ csv, names, problemMatch = [], problems, fatal = false }) => {
    const result = parseEvents(csv, TODAY);
    expect(result.events.map((e) => e.eventName)).toEqual(names);
    for (const event of result.events) expect(eventItemSchema.safeParse(event).success).toBe(true);
    for (const pattern of problemMatch) expect(result.problems.some((p) => pattern.test(p))).toBe(true);
    if (problems !== undefined) expect(result.problems).toHaveLength(problems);
    expect(result.fatal !== undefined).toBe(fatal);
  });

  it('keeps every field, trimmed, and normalises the date', () => {
    const { events } = parseEvents(sheet(' 1-9-2028 , Glow Night ,6 PM - 9 PM, $75+ ,"Commerce, TX","1200 Park St"'), TODAY);
    expect(events).toEqual([
      { date: '01-09-2028', isoDate: '2028-01-09', eventName: 'Glow Night', time: '6 PM - 9 PM', price: '$75+', location: 'Commerce, TX', address: '1200 Park St' },
    ]);
  });

  it('cells missing from short rows and absent columns are empty strings', () => {
    const [event] = parseEvents('date,eventName\n01-11-2027', TODAY).events;
    expect(event).toEqual({ date: '01-11-2027', isoDate: '2027-01-11', eventName: '', time: '', price: '', location: '', address: '' });
  });

  it('reads 10,000 rows and caps the problem list', () => {
    const rows: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      // Every third row is past (2026), every fifth has an impossible month.
      const date = i % 5 === 0 ? `13-${day}-2027` : i % 3 === 0 ? `06-${day}-2026` : `06-${day}-2027`;
      rows.push(row(date, `E${i}`));
    }
    const { events, problems } = parseEvents(sheet(...rows), TODAY);
    const expected = rows.filter((_, i) => i % 5 !== 0 && i % 3 !== 0).length;
    expect(events).toHaveLength(expected);
    expect(events.every((e, i) => i === 0 || events[i - 1]!.isoDate <= e.isoDate)).toBe(true);
    expect(problems).toHaveLength(51);
    expect(problems.at(-1)).toMatch(/1950/);
  });

  it('rejects a malformed today (a programming error, not outside data)', () => {
    expect(() => parseEvents(sheet(), '01-10-2027')).toThrow(RangeError);
  });
});

describe('parseSheetDate', () => {
  it.each([
    ['01-05-2027', '2027-01-05'],
    ['1-5-2027', '2027-01-05'],
    [' 12-31-2027 ', '2027-12-31'],
    ['02-29-2000', '2000-02-29'],
  ])('%s -> %s', (input, iso) => {
    expect(parseSheetDate(input)?.isoDate).toBe(iso);
  });

  it.each(['', '00-10-2027', '01-00-2027', '04-31-2027', '02-29-1900', '001-05-2027', '1-5-27', 'Jan-05-2027', '０１-05-2027'])(
    'rejects %j',
    (input) => {
      expect(parseSheetDate(input)).toBeNull();
    },
  );
});
