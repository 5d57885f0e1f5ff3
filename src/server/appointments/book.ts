// What happens to an appointment after the request, in the database: the owner confirms it, declines it
// (with a reason), proposes another time or cancels it; the customer, with their link, accepts a proposed
// time, cancels, or asks for another time. Each change counts up the appointment's SEQUENCE and is written
// in one transaction with the emails it causes (jobs of the outbox, so each is sent once, across restarts)
// and with a line in appointment_changes, which the inbox shows. The reminder is a job due the day before
// at availability.reminderHour; it is dropped when sent if the time changed since.
import type { Client, InStatement, Transaction } from '@libsql/client';
import type { Coordinates } from '../../schema/structured-data.ts';
import { DEFAULT_REMINDER_HOUR, type Availability } from '../../schema/availability.ts';
import type { AppointmentEmailKind, StoredBooking } from '../bookings/store.ts';
import { statusStatements, type BookingStatus } from '../inbox/inbox-store.ts';
import type { AppointmentJobData } from './emails.ts';
import { addCalendarDays, businessDate, fitsBetween, instantOf } from './free-times.ts';
import type { AppointmentLinks } from './links.ts';

export type ChangeWhat = 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'accepted' | 'asked' | 'message';

export interface AppointmentChange {
  at: string;
  who: 'owner' | 'customer';
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
  /** The availability of the version served (the reminder's hour, the time between appointments). */
  availability: () => Availability | undefined;
}

/** What the owner's change did: whether the customer was emailed, and what about. */
export interface OwnerOutcome {
  emailed: boolean;
}

export type CustomerOutcome = { ok: true } | { ok: false; reason: 'used' | 'taken' };

/** A new time: start and end (ms), where. */
export interface NewTime {
  start: number;
  end: number;
  place?: Coordinates;
}

const iso = (ms: number) => new Date(ms).toISOString();

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

export interface AppointmentBook {
  confirm(b: StoredBooking, now: number): OwnerOutcome & { statements: InStatement[] };
  cancel(b: StoredBooking, now: number): OwnerOutcome & { statements: InStatement[] };
  decline(b: StoredBooking, reason: string, now: number): Promise<OwnerOutcome>;
  /** False when the time overlaps another appointment (with the time between and the drive). */
  propose(b: StoredBooking, time: NewTime, message: string, now: number): Promise<OwnerOutcome & { fits: boolean }>;
  customerAccept(b: StoredBooking, linkId: string, now: number): Promise<CustomerOutcome>;
  customerCancel(b: StoredBooking, linkId: string, now: number): Promise<CustomerOutcome>;
  /** Another time the customer chose (held for them until the owner confirms it), or only a message. */
  customerAsk(b: StoredBooking, linkId: string, ask: { time?: NewTime; message: string }, now: number): Promise<CustomerOutcome>;
  changes(bookingId: number): Promise<AppointmentChange[]>;
}

export function appointmentBook(opts: BookOptions): AppointmentBook {
  const { db, links } = opts;

  const job = (b: StoredBooking, kind: AppointmentEmailKind, key: string, data: AppointmentJobData, due: number): InStatement => ({
    sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT (booking_id, key) DO NOTHING`,
    args: [b.id, key, kind, JSON.stringify(data), due],
  });
  const change = (b: StoredBooking, who: 'owner' | 'customer', what: ChangeWhat, start: string | null, detail: string, now: number): InStatement => ({
    sql: 'INSERT INTO appointment_changes (booking_id, at, who, what, starts_at, detail) VALUES (?, ?, ?, ?, ?, ?)',
    args: [b.id, iso(now), who, what, start, detail.slice(0, 2000)],
  });
  /** The new SEQUENCE, written only if no other change came first. */
  const sequenceUp = (b: StoredBooking): { sequence: number; statement: InStatement } => {
    const from = b.appointment?.sequence ?? 0;
    return { sequence: from + 1, statement: { sql: 'UPDATE bookings SET appointment_sequence = ? WHERE id = ? AND appointment_sequence = ?', args: [from + 1, b.id, from] } };
  };
  const base = (b: StoredBooking, sequence: number, start: string, end: string): AppointmentJobData => ({ sequence, start, end, location: b.place });

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

  /** Runs `statements` in one transaction after using up the link; false when the link was used meanwhile. */
  async function withLink(linkId: string, now: number, work: (tx: Transaction) => Promise<InStatement[] | undefined>): Promise<CustomerOutcome> {
    const tx = await db.transaction('write');
    try {
      const used = await tx.execute(links.use(linkId, now));
      if (used.rowsAffected !== 1) {
        await tx.rollback();
        return { ok: false, reason: 'used' };
      }
      const statements = await work(tx);
      if (!statements) {
        await tx.rollback();
        return { ok: false, reason: 'taken' };
      }
      await tx.batch(statements);
      await tx.commit();
      return { ok: true };
    } finally {
      tx.close();
    }
  }

  const ownerTold = (b: StoredBooking, sequence: number, data: AppointmentJobData, now: number): InStatement[] =>
    opts.email() ? [job(b, 'owner-change', `owner-change#${sequence}`, data, now)] : [];

  return {
    confirm(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return { emailed: false, statements: [] };
      const { sequence, statement } = sequenceUp(b);
      const statements = [statement, ...confirmation(b, a.start, a.end, sequence, now), change(b, 'owner', 'confirmed', a.start, '', now)];
      return { emailed: opts.email(), statements };
    },
    cancel(b, now) {
      const a = b.appointment;
      if (!a || a.status === 'released') return { emailed: false, statements: [] };
      const { sequence, statement } = sequenceUp(b);
      // A confirmed time is in the customer's calendar: the cancellation takes it out. A held one was never promised.
      const emailed = a.status === 'confirmed' && opts.email();
      return {
        emailed,
        statements: [statement, ...(emailed ? [job(b, 'cancelled', `cancelled#${sequence}`, base(b, sequence, a.start, a.end), now)] : []), change(b, 'owner', 'cancelled', a.start, '', now)],
      };
    },
    async decline(b, reason, now) {
      const a = b.appointment;
      const { sequence, statement } = sequenceUp(b);
      const start = a?.start ?? '';
      const statements: InStatement[] = [
        statement,
        ...statusStatements(b.id, 'cancelled', iso(now)),
        { sql: `UPDATE bookings SET appointment_status = 'released' WHERE id = ? AND appointment_status IN ('held', 'confirmed')`, args: [b.id] },
        ...(opts.email() && a ? [job(b, 'declined', `declined#${sequence}`, { ...base(b, sequence, a.start, a.end), reason, wasConfirmed: a.status === 'confirmed' }, now)] : []),
        change(b, 'owner', 'declined', start || null, reason, now),
      ];
      await db.batch(statements, 'write');
      return { emailed: opts.email() && a !== null };
    },
    async propose(b, time, message, now) {
      const availability = opts.availability();
      const tx = await db.transaction('write');
      try {
        if (!(await fits(tx, b, time, availability))) {
          await tx.rollback();
          return { emailed: false, fits: false };
        }
        const { sequence, statement } = sequenceUp(b);
        const start = iso(time.start);
        const end = iso(time.end);
        const link = links.create(b.id, now, time.start);
        const email = opts.email();
        await tx.batch([
          statement,
          {
            sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, place_lat = ?, place_lng = ?, appointment_status = 'held' WHERE id = ?`,
            args: [start, end, time.place?.lat ?? null, time.place?.lng ?? null, b.id],
          },
          ...statusStatements(b.id, 'new', iso(now)),
          link.statement,
          ...(email ? [job(b, 'proposed', `proposed#${sequence}`, { ...base(b, sequence, start, end), link: link.id, expires: time.start, ...(message && { message }) }, now)] : []),
          change(b, 'owner', 'proposed', start, message, now),
        ]);
        await tx.commit();
        return { emailed: email, fits: true };
      } finally {
        tx.close();
      }
    },
    customerAccept(b, linkId, now) {
      const a = b.appointment;
      return withLink(linkId, now, async () => {
        if (!a || a.status !== 'held') return undefined;
        const { sequence, statement } = sequenceUp(b);
        return [
          statement,
          `UPDATE bookings SET appointment_status = 'confirmed' WHERE id = ${b.id}`,
          ...statusStatements(b.id, 'confirmed', iso(now)),
          ...confirmation(b, a.start, a.end, sequence, now),
          ...ownerTold(b, sequence, { ...base(b, sequence, a.start, a.end), what: 'accepted' }, now),
          change(b, 'customer', 'accepted', a.start, '', now),
        ];
      });
    },
    customerCancel(b, linkId, now) {
      const a = b.appointment;
      return withLink(linkId, now, async () => {
        if (!a || a.status === 'released') return undefined;
        const { sequence, statement } = sequenceUp(b);
        const data = base(b, sequence, a.start, a.end);
        return [
          statement,
          `UPDATE bookings SET appointment_status = 'released' WHERE id = ${b.id}`,
          ...statusStatements(b.id, 'cancelled', iso(now)),
          ...(opts.email() ? [job(b, 'cancelled', `cancelled#${sequence}`, data, now)] : []),
          ...ownerTold(b, sequence, { ...data, what: 'cancelled' }, now),
          change(b, 'customer', 'cancelled', a.start, '', now),
        ];
      });
    },
    customerAsk(b, linkId, ask, now) {
      const a = b.appointment;
      return withLink(linkId, now, async (tx) => {
        if (!a) return undefined;
        const { sequence, statement } = sequenceUp(b);
        if (!ask.time) {
          return [
            statement,
            ...ownerTold(b, sequence, { ...base(b, sequence, a.start, a.end), what: 'message', message: ask.message }, now),
            change(b, 'customer', 'message', a.start, ask.message, now),
          ];
        }
        const time = ask.time;
        if (!(await fits(tx, b, time, opts.availability()))) return undefined;
        const start = iso(time.start);
        const end = iso(time.end);
        const status: BookingStatus = 'new';
        return [
          statement,
          {
            sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, place_lat = COALESCE(?, place_lat), place_lng = COALESCE(?, place_lng), appointment_status = 'held' WHERE id = ?`,
            args: [start, end, time.place?.lat ?? null, time.place?.lng ?? null, b.id],
          },
          ...statusStatements(b.id, status, iso(now)),
          ...ownerTold(b, sequence, { ...base(b, sequence, start, end), what: 'asked', previous: a.start, ...(ask.message && { message: ask.message }) }, now),
          change(b, 'customer', 'asked', start, ask.message, now),
        ];
      });
    },
    async changes(bookingId) {
      const rows = (await db.execute({ sql: 'SELECT at, who, what, starts_at, detail FROM appointment_changes WHERE booking_id = ? ORDER BY id', args: [bookingId] })).rows;
      return rows.map((row) => ({
        at: String(row.at),
        who: row.who === 'customer' ? 'customer' : 'owner',
        what: String(row.what) as ChangeWhat,
        start: row.starts_at == null ? null : String(row.starts_at),
        detail: String(row.detail ?? ''),
      }));
    },
  };
}
