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

/** "2026-03-02 09:10" (Central time), which spreadsheets sort and read as a date. */
export function formatSortable(iso: string): string {
  return format(parseISO(iso), 'yyyy-MM-dd HH:mm', { in: central });
}

/** "Saturday, April 18, 2026" for a 'YYYY-MM-DD' day. */
export function formatDay(date: string): string {
  return format(parseISO(date), 'EEEE, MMMM d, yyyy');
}
