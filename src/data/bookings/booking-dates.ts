// The days a booking may ask for: from today in Texas (the business's day, whatever the visitor's or the
// server's time zone) to 18 months ahead. The form gives them to its date field as min and max; the
// booking schema refuses any other.
import { chicagoToday } from '../events/today.ts';

export const BOOKING_MONTHS_AHEAD = 18;

export interface BookingDateRange {
  /** 'YYYY-MM-DD', inclusive. */
  min: string;
  max: string;
}

/** Today in America/Chicago, 'YYYY-MM-DD'. */
export const bookingToday = (now: Date = new Date()): string => chicagoToday(now);

/** From `today` ('YYYY-MM-DD') to the same day 18 months later (the month's last day when it is shorter). */
export function bookingDateRange(today: string): BookingDateRange {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Calendar arithmetic on the numbers alone (no date library in the form's download), as date-fns's
  // addMonths does it: the same day of the month, or the month's last day when it is shorter.
  const months = month - 1 + BOOKING_MONTHS_AHEAD;
  const [y, m] = [year + Math.floor(months / 12), (months % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return { min: today, max: `${pad(y, 4)}-${pad(m, 2)}-${pad(Math.min(day, last), 2)}` };
}
