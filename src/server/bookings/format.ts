// Dates and times of bookings as the owner reads them. The business is in Texas: times are Central time,
// whatever the zone of the server.
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { tz } from '@date-fns/tz';

const central = tz('America/Chicago');

/** "Monday, March 2, 2026 at 9:10 AM" for an ISO timestamp. */
export function formatTime(iso: string | number): string {
  return format(typeof iso === 'number' ? new Date(iso) : parseISO(iso), "EEEE, MMMM d, yyyy 'at' h:mm a", { in: central });
}

const centralParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});
const HOUR = 3_600_000;
/** Central time's offset from UTC (ms) in each UTC hour asked so far: it changes only on the hour. */
const offsets = new Map<number, number>();

function centralOffset(time: number): number {
  const hour = Math.floor(time / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const part of centralParts.formatToParts(hour * HOUR)) p[part.type] = part.value;
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - hour * HOUR;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * "2026-03-02 09:10" (Central time), which spreadsheets sort and read as a date. A CSV has one or two per
 * booking: the zone's offset is looked up once an hour of time, not once a booking.
 */
export function formatSortable(iso: string): string {
  const time = Date.parse(iso); // stored times are full ISO times in UTC
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${iso}`);
  return new Date(time + centralOffset(time)).toISOString().slice(0, 16).replace('T', ' ');
}

/** "Saturday, April 18, 2026" for a 'YYYY-MM-DD' day. */
export function formatDay(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d, yyyy');
}

/** The preferred time of day as the owner reads it ("Morning"); empty (any time) stays empty. */
export function formatTimeOfDay(value = ''): string {
  return value && value.charAt(0).toUpperCase() + value.slice(1);
}

/** "Saturday, April 18, 2026, morning": the preferred date with the time of day, as far as either was given. */
export function formatPreferred(date: string, timeOfDay = ''): string {
  const day = date ? formatDay(date) : '';
  return [day, day ? timeOfDay : formatTimeOfDay(timeOfDay)].filter(Boolean).join(', ');
}
