// The business is in Texas: "today" for events is the date in Chicago, whatever the time zone of
// the visitor or of the build machine.
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';

const inChicago = { in: tz('America/Chicago') };

/** The calendar date ('YYYY-MM-DD') of `now` in America/Chicago. */
export function chicagoToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', inChicago);
}
