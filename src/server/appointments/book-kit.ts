// What the owner's and the customer's changes of an appointment share (owner-moves.ts, customer-moves.ts):
// when the reminder goes, how long a Cancel can be undone, who an appointment waits on, the customer's last
// ask, the guarded move with whether it emailed anyone, the confirmation's statements (link, email, reminder),
// the owner told of the customer's change, and the check that a new time keeps its distance from the others,
// read in the change's own transaction.
import type { InStatement, Transaction } from '@libsql/client';
import { DEFAULT_HOLD_HOURS, DEFAULT_REMINDER_HOUR, type Availability } from '../../schema/availability.ts';
import type { StoredBooking } from '../bookings/store.ts';
import type { Client } from '@libsql/client';
import type { Coordinates } from '../../schema/structured-data.ts';
import type { AppointmentLinks } from './links.ts';
import type { AppointmentJobData } from './emails.ts';
import { addCalendarDays, businessDate, fitsBetween, instantOf } from './free-times.ts';
import { iso, job, move, type MoveOptions, type MoveResult, type Refusal } from './moves.ts';
import { intakeConfirmationStatements } from '../intake/reminders.ts';

/** How long the owner's Cancel can be undone: its email waits that long, so an undone Cancel sends nothing. */
export interface BookOptions {
  db: Client;
  links: AppointmentLinks;
  /** Whether emails are sent (SMTP_URL): without, no job is queued. */
  email: () => boolean;
  /** Whether texts are sent (TWILIO_*): the customers who asked for them are texted on confirmation and the day before. */
  texts?: () => boolean;
  /** Whether the owner is texted each new booking (OWNER_TEXT_TO): one awaiting its deposit, once it is paid. */
  textOwner?: () => boolean;
  /** The availability of the version served (the reminder's hour, the time between appointments, how long a hold lasts). */
  availability: () => Availability | undefined;
  /** Whether the customer of a booking has questions to answer before the visit (src/server/intake/): a confirmation then queues the reminder to answer. */
  intake?: (b: StoredBooking) => boolean;
}

/** A new time: start and end (ms), where. */
export interface NewTime {
  start: number;
  end: number;
  place?: Coordinates;
}

export const UNDO_SECONDS = 10;

/** When the reminder of an appointment starting at `start` goes: the day before at the hour (Texas time). */
export function reminderAt(start: string, hour: number = DEFAULT_REMINDER_HOUR): number {
  return instantOf(addCalendarDays(businessDate(Date.parse(start)), -1), hour * 60);
}

/**
 * The start (ms) of the time the customer asked for, when their ask is the last change of the appointment
 * (anything after it, a Propose or a Decline, answered it).
 */
export async function lastAsked(db: Pick<Transaction, 'execute'>, bookingId: number): Promise<number | undefined> {
  const row = (await db.execute({ sql: 'SELECT who, what, starts_at FROM appointment_changes WHERE booking_id = ? ORDER BY id DESC LIMIT 1', args: [bookingId] })).rows[0];
  return row?.who === 'customer' && row.what === 'asked' && row.starts_at != null ? Date.parse(String(row.starts_at)) : undefined;
}

/** Whether the appointment waits on the customer's answer to a time the owner proposed. */
export const waitsOnCustomer = (b: StoredBooking): boolean => b.appointment?.status === 'held' && b.appointment.movedBy === 'owner';

/** What a change writes, given the SEQUENCE after it; or why it is refused. */
export type Work = (tx: Transaction, sequence: number) => Promise<InStatement[] | Refusal>;

/** Whether a new time of a booking keeps its distance from the other times held or confirmed (read in the change's transaction). */
export async function fits(tx: Transaction, b: StoredBooking, time: NewTime, availability: Availability | undefined): Promise<boolean> {
  const rows = (await tx.execute({
    sql: `SELECT starts_at, ends_at, place_lat, place_lng FROM bookings WHERE appointment_status IN ('held', 'confirmed', 'awaiting-deposit') AND id != ? AND starts_at < ? AND ends_at > ?`,
    args: [b.id, iso(time.end + 86_400_000), iso(time.start - 86_400_000)],
  })).rows;
  const others = rows.map((row) => ({
    start: Date.parse(String(row.starts_at)),
    end: Date.parse(String(row.ends_at)),
    ...(row.place_lat != null && row.place_lng != null && { place: { lat: Number(row.place_lat), lng: Number(row.place_lng) } }),
  }));
  return fitsBetween({ start: time.start, end: time.end, place: time.place }, others, availability ?? { minutesBetween: 0, drivingMph: 40 });
}

const HOLDING = new Set(['held', 'confirmed']);

export type Kit = ReturnType<typeof bookKit>;

export function bookKit(opts: BookOptions) {
  const { db, links } = opts;
  const base = (b: StoredBooking, sequence: number, start: string, end: string): AppointmentJobData => ({ sequence, start, end, location: b.place });

  /** A move and whether it emailed anyone. */
  const run = async (b: StoredBooking, emailed: boolean, options: MoveOptions, work: Work): Promise<MoveResult> => {
    const done = await move(db, b, options, work);
    return done.ok ? { ok: true, emailed } : done;
  };
  /** Refused before anything is written: a closed appointment, or one already so. */
  const refuse = (reason: Refusal): Promise<MoveResult> => Promise.resolve({ ok: false, reason });

  return {
    opts,
    base,
    run,
    refuse,
    fits: (tx: Transaction, b: StoredBooking, time: NewTime) => fits(tx, b, time, opts.availability()),
    /** Until when a time held for a visitor waits for the owner. */
    holdUntil: (now: number) => now + (opts.availability()?.holdHours ?? DEFAULT_HOLD_HOURS) * 3_600_000,
    /**
     * The confirmation's statements: the link (until the start), the email with the calendar file, the
     * reminder; and, for a customer who asked for texts (and never replied STOP), the same two as texts,
     * with the same link and the same timing.
     */
    confirmation(b: StoredBooking, start: string, end: string, sequence: number, now: number, only?: 'texts'): InStatement[] {
      // `texts`: the texts alone, for a time confirmed at once whose emails went their own way (a deposit paid).
      const email = only !== 'texts' && opts.email();
      const text = opts.texts?.() === true && b.textOptIn === 'true' && !b.textsStoppedAt;
      if (!email && !text) return [];
      const expires = Date.parse(start);
      const link = links.create(b.id, now, expires);
      const data = { ...base(b, sequence, start, end), link: link.id, expires };
      const remindAt = reminderAt(start, opts.availability()?.reminderHour);
      // A confirmation after the reminder's hour is its own reminder.
      const remind = remindAt > now;
      return [
        link.statement,
        ...(email ? [job(b, 'confirmed', `confirmed#${sequence}`, data, now), ...(remind ? [job(b, 'reminder', `reminder#${sequence}`, data, remindAt)] : [])] : []),
        ...(email && opts.intake?.(b) ? intakeConfirmationStatements(b.id, data, [`confirmed#${sequence}`, `reminder#${sequence}`], now, opts.availability()?.reminderHour) : []),
        ...(text ? [job(b, 'text-confirmed', `text-confirmed#${sequence}`, data, now), ...(remind ? [job(b, 'text-reminder', `text-reminder#${sequence}`, data, remindAt)] : [])] : []),
      ];
    },
    /** The owner told by email of what the customer did (or of a hold that ran out). */
    ownerTold: (b: StoredBooking, key: string, data: AppointmentJobData, now: number): InStatement[] =>
      opts.email() ? [job(b, 'owner-change', `owner-change#${key}`, data, now)] : [],
    /** A change through the customer's link: only while the appointment holds a time. */
    byLink: (b: StoredBooking, linkId: string, now: number, bump: boolean, work: Work) =>
      !b.appointment || !HOLDING.has(b.appointment.status) ? refuse('closed') : run(b, opts.email(), { link: { use: links.use(linkId, now) }, bump }, work),
  };
}
