// What happens to an appointment after the request, in the database: the owner confirms it, declines it
// (with a reason), proposes another time or cancels it; the customer, with their link, accepts a proposed
// time, cancels, or asks for another time (or only writes); a held time the owner has not confirmed runs
// out after availability.holdHours. Each change is one guarded write transaction (moves.ts) with the emails
// it causes and a line in appointment_changes, which the inbox shows. The reminder is a job due the day
// before at availability.reminderHour; it is dropped when sent if the time changed since.
import type { Client, InStatement, Transaction } from '@libsql/client';
import type { Coordinates } from '../../schema/structured-data.ts';
import { DEFAULT_HOLD_HOURS, DEFAULT_REMINDER_HOUR, type Availability } from '../../schema/availability.ts';
import { toBooking, SELECT, type StoredBooking } from '../bookings/store.ts';
import type { AppointmentJobData } from './emails.ts';
import { addCalendarDays, businessDate, fitsBetween, instantOf } from './free-times.ts';
import type { AppointmentLinks } from './links.ts';
import { statusStatements } from '../inbox/inbox-store.ts';
import { change, iso, job, move, setStatus, type MoveOptions, type MoveResult, type Refusal, type Who } from './moves.ts';

/** What a change writes, given the SEQUENCE after it; or why it is refused. */
type Work = (tx: Transaction, sequence: number) => Promise<InStatement[] | Refusal>;

export type { MoveResult, Refusal } from './moves.ts';

export type ChangeWhat = 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'accepted' | 'asked' | 'message' | 'expired' | 'undone' | 'moved';

/** How long the owner's Cancel can be undone: its email waits that long, so an undone Cancel sends nothing. */
export const UNDO_SECONDS = 10;

export interface AppointmentChange {
  at: string;
  who: Who;
  what: ChangeWhat;
  /** The appointment's start after the change. */
  start: string | null;
  detail: string;
}

export interface BookOptions {
  db: Client;
  links: AppointmentLinks;
  /** Whether emails are sent (SMTP_URL): without, no job is queued. */
  email: () => boolean;
  /** The availability of the version served (the reminder's hour, the time between appointments, how long a hold lasts). */
  availability: () => Availability | undefined;
}

/** A new time: start and end (ms), where. */
export interface NewTime {
  start: number;
  end: number;
  place?: Coordinates;
}

/** When the reminder of an appointment starting at `start` goes: the day before at the hour (Texas time). */
export function reminderAt(start: string, hour: number = DEFAULT_REMINDER_HOUR): number {
  return instantOf(addCalendarDays(businessDate(Date.parse(start)), -1), hour * 60);
}

/** Whether a new time of a booking keeps its distance from the other times held or confirmed (read in the change's transaction). */
async function fits(tx: Transaction, b: StoredBooking, time: NewTime, availability: Availability | undefined): Promise<boolean> {
  const rows = (await tx.execute({
    sql: `SELECT starts_at, ends_at, place_lat, place_lng FROM bookings WHERE appointment_status IN ('held', 'confirmed') AND id != ? AND starts_at < ? AND ends_at > ?`,
    args: [b.id, iso(time.end + 86_400_000), iso(time.start - 86_400_000)],
  })).rows;
  const others = rows.map((row) => ({
    start: Date.parse(String(row.starts_at)),
    end: Date.parse(String(row.ends_at)),
    ...(row.place_lat != null && row.place_lng != null && { place: { lat: Number(row.place_lat), lng: Number(row.place_lng) } }),
  }));
  return fitsBetween({ start: time.start, end: time.end, place: time.place }, others, availability ?? { minutesBetween: 0, drivingMph: 40 });
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

export interface AppointmentBook {
  /** Confirm twice and the second does nothing (`unchanged`). */
  confirm(b: StoredBooking, now: number): Promise<MoveResult>;
  cancel(b: StoredBooking, now: number): Promise<MoveResult>;
  /** Takes back the owner's Cancel made less than UNDO_SECONDS ago, while the time is still free: as it was, nothing sent. */
  undoCancel(b: StoredBooking, now: number): Promise<MoveResult>;
  decline(b: StoredBooking, reason: string, now: number): Promise<MoveResult>;
  /** `taken` when the time overlaps another appointment (with the time between and the drive). */
  propose(b: StoredBooking, time: NewTime, message: string, now: number): Promise<MoveResult>;
  customerAccept(b: StoredBooking, linkId: string, now: number): Promise<MoveResult>;
  customerCancel(b: StoredBooking, linkId: string, now: number): Promise<MoveResult>;
  /** Another time the customer would like (free now, not held), or only a message: the appointment stands until the owner answers; a fresh link. */
  customerAsk(b: StoredBooking, linkId: string, ask: { time?: NewTime; message: string }, now: number): Promise<MoveResult>;
  /** The owner's yes to the time the customer asked for last: moved there and confirmed, while it is still free. */
  moveToAsked(b: StoredBooking, now: number): Promise<MoveResult>;
  /** Frees the held times whose hold ran out, telling the customer and the owner; how many. */
  expireHolds(now: number): Promise<number>;
  changes(bookingId: number): Promise<AppointmentChange[]>;
}

const HOLDING = new Set(['held', 'confirmed']);

export function appointmentBook(opts: BookOptions): AppointmentBook {
  const { db, links } = opts;
  const base = (b: StoredBooking, sequence: number, start: string, end: string): AppointmentJobData => ({ sequence, start, end, location: b.place });
  const holdUntil = (now: number) => now + (opts.availability()?.holdHours ?? DEFAULT_HOLD_HOURS) * 3_600_000;

  /** The confirmation's statements: the link (until the start), the email with the calendar file, the reminder. */
  function confirmation(b: StoredBooking, start: string, end: string, sequence: number, now: number): InStatement[] {
    if (!opts.email()) return [];
    const expires = Date.parse(start);
    const link = links.create(b.id, now, expires);
    const data = { ...base(b, sequence, start, end), link: link.id, expires };
    const remindAt = reminderAt(start, opts.availability()?.reminderHour);
    return [
      link.statement,
      job(b, 'confirmed', `confirmed#${sequence}`, data, now),
      // A confirmation after the reminder's hour is its own reminder.
      ...(remindAt > now ? [job(b, 'reminder', `reminder#${sequence}`, data, remindAt)] : []),
    ];
  }

  const ownerTold = (b: StoredBooking, key: string, data: AppointmentJobData, now: number): InStatement[] =>
    opts.email() ? [job(b, 'owner-change', `owner-change#${key}`, data, now)] : [];

  /** A move and whether it emailed anyone. */
  const run = async (b: StoredBooking, emailed: boolean, options: MoveOptions, work: Work): Promise<MoveResult> => {
    const done = await move(db, b, options, work);
    return done.ok ? { ok: true, emailed } : done;
  };
  /** Refused before anything is written: a closed appointment, or one already so. */
  const refuse = (reason: Refusal): Promise<MoveResult> => Promise.resolve({ ok: false, reason });

  /** A change through the customer's link: only while the appointment holds a time. */
  const byLink = (b: StoredBooking, linkId: string, now: number, bump: boolean, work: Work) =>
    !b.appointment || !HOLDING.has(b.appointment.status) ? refuse('closed') : run(b, opts.email(), { link: { use: links.use(linkId, now) }, bump }, work);

  return {
    confirm(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return refuse('closed');
      if (a.status === 'confirmed') return refuse('unchanged');
      return run(b, opts.email(), { bump: true }, async (_tx, sequence) => [
        ...setStatus(b, 'confirmed', 'confirmed', now),
        ...confirmation(b, a.start, a.end, sequence, now),
        change(b, 'owner', 'confirmed', a.start, '', now),
      ]);
    },
    cancel(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return refuse('closed');
      // A confirmed time is in the customer's calendar: the cancellation takes it out. A held one was never promised.
      const emailed = a.status === 'confirmed' && opts.email();
      return run(b, emailed, { bump: true }, async (_tx, sequence) => [
        ...setStatus(b, 'released', 'cancelled', now),
        ...(emailed ? [job(b, 'cancelled', `cancelled#${sequence}`, base(b, sequence, a.start, a.end), now + UNDO_SECONDS * 1000)] : []),
        change(b, 'owner', 'cancelled', a.start, '', now),
      ]);
    },
    undoCancel(b, now) {
      const a = b.appointment;
      if (!a || a.status !== 'released') return refuse('closed');
      return run(b, false, { bump: false }, async (tx, sequence) => {
        const last = (await tx.execute({ sql: 'SELECT who, what, at FROM appointment_changes WHERE booking_id = ? ORDER BY id DESC LIMIT 1', args: [b.id] })).rows[0];
        if (last?.who !== 'owner' || last.what !== 'cancelled' || Date.parse(String(last.at)) < now - UNDO_SECONDS * 1000) return 'closed';
        // Its email, not sent yet, goes (deleted, so a later Cancel's email of the same SEQUENCE is queued).
        const mail = await tx.execute({ sql: `DELETE FROM email_jobs WHERE booking_id = ? AND key = ? AND state = 'pending'`, args: [b.id, `cancelled#${sequence}`] });
        const sent = (await tx.execute({ sql: 'SELECT 1 FROM email_jobs WHERE booking_id = ? AND key = ?', args: [b.id, `cancelled#${sequence}`] })).rows.length > 0;
        if (sent && mail.rowsAffected === 0) return 'closed';
        if (!(await fits(tx, b, { start: Date.parse(a.start), end: Date.parse(a.end), ...(a.place && { place: a.place }) }, opts.availability()))) return 'taken';
        // What the inbox said before the Cancel: confirmed, or new (a held time).
        const before = (await tx.execute({ sql: 'SELECT status FROM booking_status_log WHERE booking_id = ? ORDER BY id DESC LIMIT 1 OFFSET 1', args: [b.id] })).rows[0];
        const confirmed = before?.status === 'confirmed';
        return [
          // The SEQUENCE the customer's calendar and the reminder know, as if the Cancel had not been.
          { sql: 'UPDATE bookings SET appointment_sequence = ? WHERE id = ?', args: [sequence - 1, b.id] },
          ...setStatus(b, confirmed ? 'confirmed' : 'held', confirmed ? 'confirmed' : 'new', now, confirmed || a.movedBy === 'owner' ? null : holdUntil(now)),
          change(b, 'owner', 'undone', a.start, '', now),
        ];
      });
    },
    decline(b, reason, now) {
      const a = b.appointment;
      if (a?.status === 'released') return refuse('closed');
      const emailed = opts.email() && a !== null;
      return run(b, emailed, { bump: true }, async (_tx, sequence) => [
        ...(a ? setStatus(b, 'released', 'cancelled', now) : statusStatements(b.id, 'cancelled', iso(now))),
        ...(emailed && a ? [job(b, 'declined', `declined#${sequence}`, { ...base(b, sequence, a.start, a.end), reason, wasConfirmed: a.status === 'confirmed' }, now)] : []),
        change(b, 'owner', 'declined', a?.start ?? null, reason, now),
      ]);
    },
    propose(b, time, message, now) {
      const email = opts.email();
      return run(b, email, { bump: true }, async (tx, sequence) => {
        if (!(await fits(tx, b, time, opts.availability()))) return 'taken';
        const [start, end] = [iso(time.start), iso(time.end)];
        const link = links.create(b.id, now, time.start);
        return [
          { sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, place_lat = ?, place_lng = ?, appointment_moved_by = 'owner' WHERE id = ?`, args: [start, end, time.place?.lat ?? null, time.place?.lng ?? null, b.id] },
          // It waits on the customer now, not on the owner: it does not run out.
          ...setStatus(b, 'held', 'new', now),
          link.statement,
          ...(email ? [job(b, 'proposed', `proposed#${sequence}`, { ...base(b, sequence, start, end), link: link.id, expires: time.start, ...(message && { message }) }, now)] : []),
          change(b, 'owner', 'proposed', start, message, now),
        ];
      });
    },
    customerAccept(b, linkId, now) {
      const a = b.appointment;
      if (a && !waitsOnCustomer(b)) return refuse(a.status === 'confirmed' ? 'unchanged' : 'closed');
      return byLink(b, linkId, now, true, async (_tx, sequence) => [
        ...setStatus(b, 'confirmed', 'confirmed', now),
        ...confirmation(b, a!.start, a!.end, sequence, now),
        ...ownerTold(b, String(sequence), { ...base(b, sequence, a!.start, a!.end), what: 'accepted' }, now),
        change(b, 'customer', 'accepted', a!.start, '', now),
      ]);
    },
    customerCancel(b, linkId, now) {
      const a = b.appointment;
      return byLink(b, linkId, now, true, async (_tx, sequence) => {
        const data = base(b, sequence, a!.start, a!.end);
        return [
          ...setStatus(b, 'released', 'cancelled', now),
          ...(opts.email() ? [job(b, 'cancelled', `cancelled#${sequence}`, data, now)] : []),
          ...ownerTold(b, String(sequence), { ...data, what: 'cancelled' }, now),
          change(b, 'customer', 'cancelled', a!.start, '', now),
        ];
      });
    },
    customerAsk(b, linkId, ask, now) {
      const a = b.appointment;
      const time = ask.time;
      // The appointment stands as it is until the owner answers (moveToAsked, Propose, Decline): an ask
      // changes nothing but the link, so the SEQUENCE stays, and with it the reminder. A time asked for
      // must be free now; it is not held (the owner moves the appointment to it only if it still is).
      return byLink(b, linkId, now, false, async (tx, sequence) => {
        if (time && !(await fits(tx, b, time, opts.availability()))) return 'taken';
        // The used link is replaced by a fresh one, in the customer's copy of what they asked.
        const link = links.create(b.id, now, Date.parse(a!.start));
        const key = `${sequence}#${link.id}`;
        const what = time ? 'asked' : 'message';
        const data = { ...base(b, sequence, a!.start, a!.end), ...(ask.message && { message: ask.message }), ...(time && { asked: iso(time.start) }) };
        return [
          link.statement,
          ...(opts.email() ? [job(b, 'asked', `asked#${key}`, { ...data, link: link.id, expires: Date.parse(a!.start), what }, now)] : []),
          ...ownerTold(b, key, { ...data, what }, now),
          change(b, 'customer', what, time ? iso(time.start) : a!.start, ask.message, now),
        ];
      });
    },
    moveToAsked(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return refuse('closed');
      return run(b, opts.email(), { bump: true }, async (tx, sequence) => {
        const asked = await lastAsked(tx, b.id);
        if (!asked) return 'stale';
        const time = { start: asked, end: asked + (Date.parse(a.end) - Date.parse(a.start)), ...(a.place && { place: a.place }) };
        if (!(await fits(tx, b, time, opts.availability()))) return 'taken';
        const [start, end] = [iso(time.start), iso(time.end)];
        return [
          { sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, appointment_moved_by = 'customer' WHERE id = ?`, args: [start, end, b.id] },
          ...setStatus(b, 'confirmed', 'confirmed', now),
          ...confirmation(b, start, end, sequence, now),
          change(b, 'owner', 'moved', start, '', now),
        ];
      });
    },
    async expireHolds(now) {
      const rows = (await db.execute({ sql: `${SELECT} WHERE b.appointment_status = 'held' AND b.held_until <= ?`, args: [now] })).rows;
      let freed = 0;
      for (const b of rows.map(toBooking)) {
        const a = b.appointment!;
        const email = opts.email();
        const done = await run(b, email, { bump: true }, async (_tx, sequence) => {
          const data = base(b, sequence, a.start, a.end);
          return [
            ...setStatus(b, 'released', 'cancelled', now),
            ...(email ? [job(b, 'expired', `expired#${sequence}`, data, now)] : []),
            ...ownerTold(b, String(sequence), { ...data, what: 'expired' }, now),
            change(b, 'site', 'expired', a.start, '', now),
          ];
        });
        if (done.ok) freed++;
      }
      return freed;
    },
    async changes(bookingId) {
      const rows = (await db.execute({ sql: 'SELECT at, who, what, starts_at, detail FROM appointment_changes WHERE booking_id = ? ORDER BY id', args: [bookingId] })).rows;
      return rows.map((row) => ({
        at: String(row.at),
        who: row.who === 'customer' || row.who === 'site' ? row.who : 'owner',
        what: String(row.what) as ChangeWhat,
        start: row.starts_at == null ? null : String(row.starts_at),
        detail: String(row.detail ?? ''),
      }));
    },
  };
}
