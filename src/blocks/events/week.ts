// Pure calendar math on 'YYYY-MM-DD' day strings, through date-fns. The days are handled in UTC on purpose:
// a calendar day has no time zone once "today" has been read in Chicago (chicagoToday), so neither DST nor
// the visitor's time zone can shift a week. Labels are date-fns's en-US, whatever the visitor's language.
import { addDays as addDaysTo } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import { tz } from '@date-fns/tz';
import type { EventItem } from '../../data/events/types.ts';

const inUtc = { in: tz('UTC') };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDay(isoDay: string): Date {
  if (!ISO_DAY.test(isoDay)) throw new RangeError(`expected YYYY-MM-DD, got ${JSON.stringify(isoDay)}`);
  return parseISO(isoDay, inUtc);
}

const label = (isoDay: string, pattern: string): string => format(toDay(isoDay), pattern, inUtc);

export function addDays(isoDay: string, days: number): string {
  return format(addDaysTo(toDay(isoDay), days, inUtc), 'yyyy-MM-dd', inUtc);
}

/** The Sunday that starts the week holding `isoDay`. */
export function weekStart(isoDay: string): string {
  return format(startOfWeek(toDay(isoDay), { ...inUtc, weekStartsOn: 0 }), 'yyyy-MM-dd', inUtc);
}

/** The Sunday of the week `offset` weeks away from the week holding `today` (negative = earlier). */
export function shownWeekStart(today: string, offset: number): string {
  return addDays(weekStart(today), offset * 7);
}

/** The seven days Sunday..Saturday from `sunday`. */
export function weekDays(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** 'Nov 22 – Nov 28, 2026'; both years are named when the week spans New Year. */
export function weekRangeLabel(sunday: string): string {
  const saturday = addDays(sunday, 6);
  const sameYear = sunday.slice(0, 4) === saturday.slice(0, 4);
  return `${label(sunday, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${label(saturday, 'MMM d, yyyy')}`;
}

/** 'Sat' */
export function weekdayLabel(isoDay: string): string {
  return label(isoDay, 'EEE');
}

/** 28 */
export function dayOfMonth(isoDay: string): number {
  return Number(label(isoDay, 'd'));
}

/** 'Saturday, November 28, 2026' */
export function fullDateLabel(isoDay: string): string {
  return label(isoDay, 'EEEE, MMMM d, yyyy');
}

/** 'November 2026' */
export function monthLabel(isoDay: string): string {
  return label(isoDay, 'MMMM yyyy');
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
