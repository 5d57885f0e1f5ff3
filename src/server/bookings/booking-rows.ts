// A booking as the database keeps it, and as the code reads it back: its type, the SELECT that reads every
// column of it with its first two email jobs, and the mapping of such a row (the owner's inbox reads them too).
import type { Travel } from '../../schema/travel-fee.ts';
import type { Row } from '@libsql/client';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import type { Coordinates } from '../../schema/structured-data.ts';
import { TEXT_COLUMNS } from './migrations.ts';

/** Where one email about a booking stands. `none`: no SMTP_URL was set when it arrived. */
export type EmailState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; nextAttemptAt: number; lastError: string | null }
  | { state: 'sent'; sentAt: string };

/** The emails each booking gets: the owner's notification and the customer's confirmation. */
export const emailKinds = ['owner', 'customer'] as const;
export type EmailKind = (typeof emailKinds)[number];

/**
 * The emails about an appointment (src/server/appointments/emails.ts): to the customer when the owner
 * confirms, declines, proposes another time or cancels, and the day before; to the owner when the customer
 * changes something through their link.
 */
export const appointmentEmailKinds = ['confirmed', 'declined', 'proposed', 'cancelled', 'reminder', 'asked', 'expired', 'owner-change', 'no-show', 'review', 'intake-alert', 'intake-reminder', 'party-deadline', 'party-deadline-owner'] as const;
export type AppointmentEmailKind = (typeof appointmentEmailKinds)[number];
/**
 * The texts about a booking (src/server/texts/), jobs of the same outbox as the emails: the owner's for a new
 * booking, and the customer's (when they asked for texts) on confirmation and the day before.
 */
export const textKinds = ['text-owner', 'text-confirmed', 'text-reminder', 'text-review'] as const;
export type TextKind = (typeof textKinds)[number];
export type JobKind = EmailKind | AppointmentEmailKind | TextKind;

/**
 * Where the time of a booking stands: `held` until the owner confirms it, `confirmed`, or `released` (free
 * again: the booking was cancelled). Held and confirmed times are offered to no one else.
 */
export type AppointmentStatus = 'held' | 'confirmed' | 'released' | 'awaiting-deposit';

/** Where a booking's deposit stands (src/server/payments/): `refund-due` until Stripe has taken the refund; `lapsed`: never paid. */
export type DepositState = 'due' | 'paid' | 'refund-due' | 'refunded' | 'kept' | 'lapsed';

/** What a booking costs and holds, as it was when booked (cents), and where its deposit stands. */
export interface BookingMoney {
  priceCents?: number;
  depositCents?: number;
  deposit?: DepositState;
  /** The cancellation policy the customer agreed to, in words. */
  policy?: string;
  /** Until when a cancellation is refunded (ms). */
  refundUntil?: number;
  checkoutSession?: string;
  paymentIntent?: string;
}

/** A time in the book: start and end in ms since the epoch, and where (unknown for no coordinates). */
export interface BookedTime {
  start: number;
  end: number;
  place?: Coordinates;
}

export interface StoredBooking extends Booking {
  id: number;
  reference: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  handledAt: string | null;
  /** The time the booking holds (ISO 8601, UTC), where, and its status; null for a request for a preferred date. */
  appointment: {
    start: string;
    end: string;
    place?: Coordinates;
    status: AppointmentStatus;
    sequence: number;
    /** Who moved the time last: the owner (a proposal, waiting on the customer) or the customer (waiting on the owner). */
    movedBy?: 'owner' | 'customer';
    /** When a held time that waits on the owner is freed (ms). */
    heldUntil?: number;
  } | null;
  mail: Record<EmailKind, EmailState>;
  /** Its price and deposit; empty for a booking without either. */
  money?: BookingMoney;
  /** When the customer's number replied STOP (ISO 8601): no more texts about this booking. */
  textsStoppedAt?: string;
  /** The travel fee as the customer was told it when booking (bookings from before it was kept have none: today's content says it). */
  travel?: Travel;
  /** A party booked online: the id of its page's link, which the host shares with the guests (src/server/parties/). */
  partyLink?: string;
}

/** Every column of a booking with its email jobs, as `b`; add a WHERE (the owner's inbox reads it too, with `toBooking`). */
export const SELECT = `SELECT b.id, b.reference, b.received_at, b.handled_at, b.guests, b.appointment_status, b.starts_at, b.ends_at, b.place_lat, b.place_lng, b.appointment_sequence,
  b.appointment_moved_by, b.held_until, b.text_opt_in, b.texts_stopped_at,
  b.price_cents, b.deposit_cents, b.deposit_state, CAST(b.deposit_policy AS BLOB) AS deposit_policy, b.refund_until, b.checkout_session, b.payment_intent,
  (SELECT link_id FROM parties WHERE booking_id = b.id) AS party_link, b.travel_cents, CAST(b.travel_line AS BLOB) AS travel_line,
  ${TEXT_COLUMNS.map((c) => `CAST(b.${c} AS BLOB) AS ${c}`).join(', ')},
  ${emailKinds.map((k) => `${k}.state AS ${k}_state, ${k}.attempts AS ${k}_attempts, ${k}.next_attempt_at AS ${k}_next, ${k}.last_error AS ${k}_error, ${k}.sent_at AS ${k}_sent_at`).join(',\n  ')}
  FROM bookings b
  ${emailKinds.map((k) => `LEFT JOIN email_jobs ${k} ON ${k}.booking_id = b.id AND ${k}.key = '${k}'`).join('\n  ')}`;

const utf8 = new TextDecoder();
/** A column read as bytes (see TEXT_COLUMNS) or as a value, as text. */
export const text = (value: unknown): string => (value == null ? '' : value instanceof ArrayBuffer ? utf8.decode(value) : String(value));

function emailState(row: Row, kind: EmailKind): EmailState {
  const state = row[`${kind}_state`];
  if (state === 'sent') return { state: 'sent', sentAt: text(row[`${kind}_sent_at`]) };
  if (state !== 'pending') return { state: 'none' };
  const error = row[`${kind}_error`];
  return { state: 'pending', attempts: Number(row[`${kind}_attempts`]), nextAttemptAt: Number(row[`${kind}_next`]), lastError: error == null ? null : text(error) };
}

/** An email job's JSON data (an object; anything else reads as none). */
/** What the first emails' jobs carry: the time as it was booked (ISO 8601, UTC) and how it was held. */
export interface BookedTimeData {
  start: string;
  end: string;
  status: 'held' | 'confirmed';
}

export const bookedData = (booked: BookedTimeData): string => JSON.stringify(booked);

/** The booking with its time as it was booked, when the job carries it (jobs queued before it did not). */
export function asBooked(b: StoredBooking, data: Record<string, unknown>): StoredBooking {
  const a = b.appointment;
  if (!a || typeof data.start !== 'string' || typeof data.end !== 'string' || (data.status !== 'held' && data.status !== 'confirmed')) return b;
  const { movedBy: _movedBy, ...asked } = a;
  return { ...b, appointment: { ...asked, start: data.start, end: data.end, status: data.status } };
}

export function dataOf(value: unknown): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text(value) || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The place of an appointment's row, when it has coordinates. */
export const placeOf = (row: Row): { place?: Coordinates } =>
  row.place_lat == null || row.place_lng == null ? {} : { place: { lat: Number(row.place_lat), lng: Number(row.place_lng) } };

export function toBooking(row: Row): StoredBooking {
  return {
    id: Number(row.id),
    reference: text(row.reference),
    receivedAt: text(row.received_at),
    handledAt: row.handled_at == null ? null : text(row.handled_at),
    appointment:
      row.starts_at == null
        ? null
        : {
            start: text(row.starts_at),
            end: text(row.ends_at),
            ...placeOf(row),
            status: text(row.appointment_status) as AppointmentStatus,
            sequence: Number(row.appointment_sequence ?? 0),
            ...(row.appointment_moved_by != null && { movedBy: text(row.appointment_moved_by) === 'owner' ? ('owner' as const) : ('customer' as const) }),
            ...(row.held_until != null && { heldUntil: Number(row.held_until) }),
          },
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    service: text(row.service),
    package: text(row.package),
    guests: row.guests == null ? '' : String(row.guests),
    place: text(row.place),
    date: text(row.date),
    timeOfDay: text(row.time_of_day),
    message: text(row.message),
    ...(Number(row.text_opt_in ?? 0) === 1 && { textOptIn: 'true' }),
    ...(row.texts_stopped_at != null && { textsStoppedAt: text(row.texts_stopped_at) }),
    ...(row.party_link != null && { partyLink: text(row.party_link) }),
    ...(row.travel_cents != null && { travel: { cents: Number(row.travel_cents), line: text(row.travel_line) } }),
    mail: { owner: emailState(row, 'owner'), customer: emailState(row, 'customer') },
    // Only for a booking with a price or a deposit: the others read as they always have.
    ...(row.price_cents != null || row.deposit_cents != null ? { money: moneyOf(row) } : {}),
  };
}

const num = (value: unknown): number | undefined => (value == null ? undefined : Number(value));

function moneyOf(row: Row): BookingMoney {
  const priceCents = num(row.price_cents);
  const depositCents = num(row.deposit_cents);
  const refundUntil = num(row.refund_until);
  const policy = text(row.deposit_policy);
  return {
    ...(priceCents !== undefined && { priceCents }),
    ...(depositCents !== undefined && { depositCents }),
    ...(row.deposit_state != null && { deposit: text(row.deposit_state) as DepositState }),
    ...(policy && { policy }),
    ...(refundUntil !== undefined && { refundUntil }),
    ...(row.checkout_session != null && { checkoutSession: text(row.checkout_session) }),
    ...(row.payment_intent != null && { paymentIntent: text(row.payment_intent) }),
  };
}
