// Pure calendar math on 'YYYY-MM-DD' day strings. Days are counted in UTC on purpose: a calendar day
// has no time zone once "today" has been read in Chicago (chicagoToday), so DST cannot shift a week.
import type { EventItem } from '../../data/events/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(isoDay: string): Date {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`expected YYYY-MM-DD, got ${JSON.stringify(isoDay)}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return fromUtc(new Date(toUtc(isoDay).getTime() + days * DAY_MS));
}

/** The Sunday that starts the week holding `isoDay`. */
export function weekStart(isoDay: string): string {
  return addDays(isoDay, -toUtc(isoDay).getUTCDay());
}

/** The Sunday of the week `offset` weeks away from the week holding `today` (negative = earlier). */
export function shownWeekStart(today: string, offset: number): string {
  return addDays(weekStart(today), offset * 7);
}

/** The seven days Sunday..Saturday from `sunday`. */
export function weekDays(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

// en-US and UTC pinned: the labels must not depend on the visitor's language or time zone.
const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
const monthDay = fmt({ month: 'short', day: 'numeric' });
const monthDayYear = fmt({ month: 'short', day: 'numeric', year: 'numeric' });
const monthYear = fmt({ month: 'long', year: 'numeric' });
const weekdayShort = fmt({ weekday: 'short' });
const fullDate = fmt({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** 'Nov 22 – Nov 28, 2026'; both years are named when the week spans New Year. */
export function weekRangeLabel(sunday: string): string {
  const first = toUtc(sunday);
  const last = toUtc(addDays(sunday, 6));
  const start = first.getUTCFullYear() === last.getUTCFullYear() ? monthDay.format(first) : monthDayYear.format(first);
  return `${start} – ${monthDayYear.format(last)}`;
}

/** 'Sat' */
export function weekdayLabel(isoDay: string): string {
  return weekdayShort.format(toUtc(isoDay));
}

/** 28 */
export function dayOfMonth(isoDay: string): number {
  return toUtc(isoDay).getUTCDate();
}

/** 'Saturday, November 28, 2026' */
export function fullDateLabel(isoDay: string): string {
  return fullDate.format(toUtc(isoDay));
}

/** 'November 2026' */
export function monthLabel(isoDay: string): string {
  return monthYear.format(toUtc(isoDay));
}

export interface MonthGroup {
  /** 'YYYY-MM' */
  key: string;
  label: string;
  events: EventItem[];
}

/** Events grouped by month, months and days ascending; same-day events keep their order. */
export function groupByMonth(events: readonly EventItem[]): MonthGroup[] {
  const groups = new Map<string, EventItem[]>();
  // A stable sort, so events already in sheet order on one day stay that way.
  for (const event of [...events].sort((a, b) => (a.isoDate < b.isoDate ? -1 : a.isoDate > b.isoDate ? 1 : 0))) {
    const key = event.isoDate.slice(0, 7);
    const group = groups.get(key);
    if (group) group.push(event);
    else groups.set(key, [event]);
  }
  return [...groups].map(([key, list]) => ({ key, label: monthLabel(`${key}-01`), events: list }));
}

/** The events of one day, in their given order. */
export function eventsOn(events: readonly EventItem[], isoDay: string): EventItem[] {
  return events.filter((e) => e.isoDate === isoDay);
}
