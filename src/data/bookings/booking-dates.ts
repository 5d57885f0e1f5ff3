// The days a booking may ask for: from today in Texas (the business's day, whatever the visitor's or the
// server's time zone) to 18 months ahead. The form gives them to its date field as min and max; the
// booking schema refuses any other.
import { addMonths } from 'date-fns/addMonths';
import { lightFormat } from 'date-fns/lightFormat';
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
  // A calendar day, worked out in this machine's zone and written back in it: no zone shifts it.
  const max = lightFormat(addMonths(new Date(year, month - 1, day), BOOKING_MONTHS_AHEAD), 'yyyy-MM-dd');
  return { min: today, max };
}
