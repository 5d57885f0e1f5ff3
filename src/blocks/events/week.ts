// Pure calendar math on 'YYYY-MM-DD' day strings. The days are handled in UTC on purpose: a calendar day
// has no time zone once "today" has been read in Chicago (chicagoToday), so neither DST nor the visitor's
// time zone can shift a week. Labels are in English, whatever the visitor's language. (No date library:
// this is the events island's code, and its page's JavaScript budget has React's runtime in it.)
import type { EventItem } from '../../data/events/types.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Midnight UTC of the day; a day that is not in the calendar (02-30) is refused. */
function toDay(isoDay: string): Date {
  const date = ISO_DAY.test(isoDay) ? new Date(`${isoDay}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDay) {
    throw new RangeError(`expected YYYY-MM-DD, got ${JSON.stringify(isoDay)}`);
  }
  return date;
}

const isoOf = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(isoDay: string, days: number): string {
  return isoOf(new Date(toDay(isoDay).getTime() + days * DAY_MS));
}

/** The Sunday that starts the week holding `isoDay`. */
export function weekStart(isoDay: string): string {
  return addDays(isoDay, -toDay(isoDay).getUTCDay());
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
  const short = (isoDay: string) => `${MONTHS[toDay(isoDay).getUTCMonth()]!.slice(0, 3)} ${dayOfMonth(isoDay)}`;
  return `${short(sunday)}${sameYear ? '' : `, ${sunday.slice(0, 4)}`} – ${short(saturday)}, ${saturday.slice(0, 4)}`;
}

/** 'Sat' */
export function weekdayLabel(isoDay: string): string {
  return WEEKDAYS[toDay(isoDay).getUTCDay()]!.slice(0, 3);
}

/** 28 */
export function dayOfMonth(isoDay: string): number {
  return toDay(isoDay).getUTCDate();
}

/** 'Saturday, November 28, 2026' */
export function fullDateLabel(isoDay: string): string {
  const day = toDay(isoDay);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${isoDay.slice(0, 4)}`;
}

/** 'November 2026' */
export function monthLabel(isoDay: string): string {
  return `${MONTHS[toDay(isoDay).getUTCMonth()]} ${isoDay.slice(0, 4)}`;
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
