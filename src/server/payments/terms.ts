// What a booking costs and what holds its time, worked out on the server from the content served (the site's
// services in site.config.yaml, a party package's amounts in the build's booking offer): never from the request.
import { policySentence } from '../../data/bookings/deposit-words.ts';
import { depositCents } from '../../schema/money.ts';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import { durationOf, findChoice, findPackage, type Schedule } from '../appointments/schedule.ts';

export interface BookingTerms {
  priceCents?: number;
  depositCents?: number;
  prepare?: string;
  /** The policy in words, when a deposit applies and the policy is written. */
  policy?: string;
  /** Hours before the start until which a cancellation is refunded. */
  refundHoursBefore?: number;
}

const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

export function termsOfBooking(schedule: Schedule | undefined, booking: Pick<Booking, 'service' | 'package' | 'guests'>): BookingTerms {
  if (!schedule) return {};
  const choice = findChoice(schedule, booking.service);
  if (!choice) return {};
  const key = durationOf(schedule, choice, { ...(booking.package && { package: booking.package }), ...(booking.guests !== '' && { guests: Number(booking.guests) }) })?.key;
  const duration = key === undefined ? undefined : schedule.availability.durations.find((d) => d.service === key);
  let price: number | undefined;
  let deposit: number | string | undefined;
  let prepare: string | undefined;
  if (choice.packages) {
    const title = booking.package ? findPackage(choice, booking.package) : undefined;
    const pkg = choice.packages.find((p) => p.title === title);
    [price, deposit, prepare] = [pkg?.priceAmount, pkg?.deposit, pkg?.prepare];
  } else {
    const service = schedule.services.find((s) => s.name === choice.label);
    [price, deposit, prepare] = [service?.price, service?.deposit, service?.prepare];
  }
  const held = depositCents(deposit, price);
  const policy = schedule.availability.policy;
  const priceCents = cents(price);
  const prep = prepare ?? duration?.prepare;
  return {
    ...(priceCents !== undefined && { priceCents }),
    ...(held !== undefined && { depositCents: held }),
    ...(prep && { prepare: prep }),
    ...(held !== undefined && policy && { policy: policySentence(policy), refundHoursBefore: policy.refundHoursBefore }),
  };
}
