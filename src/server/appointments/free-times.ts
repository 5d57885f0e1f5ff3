// The free start times of one day, for one service at one place: the pure rules, with no database and no
// clock of their own. A time is free when the appointment fits in the day's hours and leaves, before and
// after every appointment already held or confirmed that day, the time kept between appointments plus the
// drive between the two places (road miles, with the town pages' road factor, at the settings' speed).
// The hours are the hours appointments take place: the drive from the office to the first one and back
// from the last one is outside them, so the office's place plays no part.
// Times are the business's (America/Chicago), daylight-saving days included: a wall-clock time of the day
// becomes an instant through @date-fns/tz, never through a fixed offset.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { BUSINESS_TIME_ZONE, hoursOn, isDayOff, weekdays, type Availability } from '../../schema/availability.ts';
import { roadMiles } from '../../schema/distance.ts';
import type { Coordinates } from '../../schema/structured-data.ts';

const MINUTE = 60_000;

/** An appointment already in the book: when it starts and ends (ms since the epoch) and where. */
export interface Appointment {
  start: number;
  end: number;
  /** Undefined when the place is not known: only the time between appointments is kept. */
  place?: Coordinates;
}

export interface FreeTimesInput {
  availability: Availability;
  /** How long the appointment asked for takes (appointmentMinutes). */
  minutes: number;
  /** The day, 'YYYY-MM-DD', in the business's time zone. */
  date: string;
  /** Where the appointment asked for would be. */
  place: Coordinates;
  /** The appointments held or confirmed that day (others are ignored only by being left out). */
  appointments: readonly Appointment[];
  /** ms since the epoch. */
  now: number;
}

export interface FreeTime {
  /** ISO 8601 with the business's offset of that day, e.g. 2026-12-11T11:00:00-06:00. */
  start: string;
  end: string;
  /** The time of day as visitors read it, e.g. "11:00 AM". */
  label: string;
}

/** Why a day offers no time: not a working day, a day off, too soon or too far ahead, or every time taken. */
export type NoTimeReason = 'closed' | 'day-off' | 'too-soon' | 'too-far' | 'full';

export interface FreeTimes {
  times: FreeTime[];
  reason?: NoTimeReason;
}

/** A calendar day, 'YYYY-MM-DD', as numbers. */
function dayParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** The instant of a wall-clock time (minutes after midnight) on `date` in the business's time zone. */
export function instantOf(date: string, minuteOfDay: number): number {
  const [y, m, d] = dayParts(date);
  return new TZDate(y, m - 1, d, Math.floor(minuteOfDay / 60), minuteOfDay % 60, BUSINESS_TIME_ZONE).getTime();
}

const zoned = (ms: number) => new TZDate(ms, BUSINESS_TIME_ZONE);

/** 'YYYY-MM-DD' of an instant in the business's time zone. */
export const businessDate = (ms: number): string => format(zoned(ms), 'yyyy-MM-dd');

/** The day `days` after `date` ('YYYY-MM-DD'). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = dayParts(date);
  return format(addDays(new Date(y, m - 1, d, 12), days), 'yyyy-MM-dd');
}

/** From the first instant of `date` to the first of the next day, in the business's time zone. */
export function dayWindow(date: string): { from: number; to: number } {
  return { from: instantOf(date, 0), to: instantOf(addCalendarDays(date, 1), 0) };
}

/** An instant as the API gives it: ISO with the business's offset, and the time of day for people. */
export function freeTime(start: number, end: number): FreeTime {
  const iso = (ms: number) => format(zoned(ms), "yyyy-MM-dd'T'HH:mm:ssXXX");
  return { start: iso(start), end: iso(end), label: format(zoned(start), 'h:mm a') };
}

/** Whole minutes of driving between two places at `mph` (rounded up), 0 when a place is not known. */
export function driveMinutes(from: Coordinates | undefined, to: Coordinates | undefined, mph: number): number {
  if (!from || !to) return 0;
  return Math.ceil((roadMiles(from, to) / mph) * 60);
}

/** Whether an appointment from `start` to `end` at `place` keeps its distance from every one in `appointments`. */
export function fitsBetween(
  slot: { start: number; end: number; place: Coordinates | undefined },
  appointments: readonly Appointment[],
  rules: Pick<Availability, 'minutesBetween' | 'drivingMph'>,
): boolean {
  return appointments.every((other) => {
    const afterOther = other.end + (rules.minutesBetween + driveMinutes(other.place, slot.place, rules.drivingMph)) * MINUTE <= slot.start;
    const beforeOther = slot.end + (rules.minutesBetween + driveMinutes(slot.place, other.place, rules.drivingMph)) * MINUTE <= other.start;
    return afterOther || beforeOther;
  });
}

/** Whether `date` may be booked at all on `now`'s day (how soon, how far ahead); the reason when not. */
export function bookableDay(availability: Availability, date: string, now: number): NoTimeReason | undefined {
  const today = businessDate(now);
  if (date < addCalendarDays(today, availability.earliestDaysAhead)) return 'too-soon';
  if (date > addCalendarDays(today, availability.latestDaysAhead)) return 'too-far';
  if (isDayOff(availability, date)) return 'day-off';
  const [y, m, d] = dayParts(date);
  if (!hoursOn(availability, weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!)) return 'closed';
  return undefined;
}

/** The start times of `date` at which the appointment asked for fits, earliest first. */
export function freeTimes(input: FreeTimesInput): FreeTimes {
  const { availability, date, now } = input;
  const closedBecause = bookableDay(availability, date, now);
  if (closedBecause) return { times: [], reason: closedBecause };
  const [y, m, d] = dayParts(date);
  const hours = hoursOn(availability, weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!)!;
  const closes = instantOf(date, hours.closes);
  const starts = new Set<number>();
  for (let minute = hours.opens; minute < hours.closes; minute += availability.startEvery) starts.add(instantOf(date, minute));
  const times: FreeTime[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    const end = start + input.minutes * MINUTE;
    // A wall time that does not exist (the hour skipped in March) lands outside the day's hours: skipped.
    if (start < instantOf(date, hours.opens) || end > closes || start <= now) continue;
    if (fitsBetween({ start, end, place: input.place }, input.appointments, availability)) times.push(freeTime(start, end));
  }
  return times.length > 0 ? { times } : { times, reason: 'full' };
}
