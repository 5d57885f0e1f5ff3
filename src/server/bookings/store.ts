// Where bookings live: an SQL database through libSQL's client. By default a file, data/bookings.db, that
// is created on first use; DATABASE_URL points at another file or at a libSQL server (for a site that runs
// on several machines). A booking and its email job are written in one transaction: a booking to be emailed
// is never stored without its job, nor a job queued for a booking that is not stored. A booking that holds
// a time is checked and written in one write transaction, so no other writer can take or move a time between.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { createClient, type Client, type InStatement, type Transaction } from '@libsql/client';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import { bookedData, dataOf, emailKinds, placeOf, SELECT, text, toBooking, type AppointmentStatus, type BookedTime, type JobKind, type StoredBooking } from './booking-rows.ts';
import { databaseFile, databaseUrl, describeDatabase } from './database-url.ts';
import { migrate } from './migrations.ts';
import { oneWriter } from './one-writer.ts';
import { newReference } from './reference.ts';
import { confirmedAtOnceTexts } from '../texts/confirmed-at-once.ts';
import type { Travel } from '../../schema/travel-fee.ts';

// What the rest of the server reads of the bookings comes from here, as it always has.
export { appointmentEmailKinds, emailKinds, SELECT, textKinds, toBooking } from './booking-rows.ts';
export type { AppointmentEmailKind, AppointmentStatus, BookedTime, EmailKind, EmailState, JobKind, StoredBooking, TextKind } from './booking-rows.ts';
export { databaseFile, databaseMissing, databaseUrl, DEFAULT_DATABASE, describeDatabase } from './database-url.ts';

/** How long a write waits for a database file another process is writing. */
const BUSY_WAIT_MS = 5000;

export interface AddOptions {
  idempotencyKey?: string;
  email: boolean;
  now: number;
  /** Who asks (their address, as rate limits group it): counted against the hours one address may hold. */
  heldBy?: string;
  /** The owner is texted about it (texts are set up and OWNER_TEXT_TO is set): its job is stored with it. */
  textOwner?: boolean;
  /** Texts are set up: a time confirmed at once is texted to a customer who asked, with its reminder then. */
  textsConfirmed?: { remindAt: number };
  /** What the booking costs and holds, kept as it was when booked (src/server/payments/terms.ts). */
  money?: { priceCents?: number; depositCents?: number; policy?: string; refundUntil?: number };
  /** The travel fee the customer was told (the free times' and the thank-you's), kept with the booking. */
  travel?: Travel;
  /** More to store with the booking, in its transaction (a party's page): statements that find it by its reference. */
  also?: (reference: string) => InStatement[];
}

/** A time asked for with a booking, and the rule it must keep with the other times of its window. */
export interface TimeRequest {
  time: BookedTime;
  /** `awaiting-deposit`: held until `hold.until` while the customer pays the deposit (src/server/payments/). */
  status: 'held' | 'confirmed' | 'awaiting-deposit';
  /** The times that can conflict with it: those overlapping this window (ms; its day). */
  window: { from: number; to: number };
  /** Whether the time still fits among the times held or confirmed in the window. */
  fits(held: readonly BookedTime[]): boolean;
  /** A held time: when it is freed unless the owner confirms it. */
  hold?: { until: number };
  /** How many hours of times to come one address may have booked online (held, or confirmed at once) together. */
  maxHoursPerAddress?: number;
}

export type AddResult = { reference: string; created: boolean };
/** Why a time was not held: someone else holds it, or this address already holds as many hours as it may. */
export type TimeRefused = { taken: true } | { tooMany: true };

/** One email to send: which booking, which kind, its name within the booking, what it says beyond the booking, and how many tries failed so far. */
export interface EmailJob {
  booking: StoredBooking;
  kind: JobKind;
  /** Unique within the booking: 'owner' and 'customer' for the first two, e.g. 'confirmed#2' for the others. */
  key: string;
  data: Record<string, unknown>;
  attempts: number;
}

export interface BookingStore {
  /** The database as the owner would recognise it (a file path, or the server's address without secrets). */
  readonly location: string;
  /** The database itself, for what keeps its own tables beside the bookings (the owner's inbox). */
  readonly client: Client;
  /** Stores a booking (and its email jobs when `email`), once per idempotency key. */
  add(booking: Booking, opts: AddOptions): Promise<AddResult>;
  /**
   * Stores a booking that holds a time, in one write transaction that reads the times of its window, asks
   * `fits` and stores it: of requests for one time made at once, exactly one holds it. `taken` when the time
   * no longer fits, `tooMany` when the address holds its hours already; a repeat (same key) gets its reference.
   */
  addWithTime(booking: Booking, opts: AddOptions, request: TimeRequest): Promise<AddResult | TimeRefused>;
  /** The times held or confirmed that overlap `from`-`to` (ms), earliest first. */
  heldTimes(from: number, to: number): Promise<BookedTime[]>;
  /** The bookings whose time, held or confirmed, overlaps `from`-`to` (ms), earliest first. */
  appointmentsBetween(from: number, to: number): Promise<StoredBooking[]>;
  /** Newest first; every booking when `limit` is undefined. */
  list(limit?: number): Promise<StoredBooking[]>;
  count(): Promise<number>;
  find(reference: string): Promise<StoredBooking | undefined>;
  markHandled(reference: string, now: number): Promise<StoredBooking | undefined>;
  /** Emails that are due and not being sent by another process right now, oldest first. */
  dueEmails(now: number, limit: number): Promise<EmailJob[]>;
  /** Takes an email job (by its key) that is due for `leaseMs`; false when another process took it first, sent it, or put it off. */
  claimEmail(bookingId: number, key: string, now: number, leaseMs: number): Promise<boolean>;
  emailSent(bookingId: number, key: string, now: number): Promise<void>;
  emailFailed(bookingId: number, key: string, nextAttemptAt: number, error: string): Promise<void>;
  /** An email that no longer applies (a reminder of a time that changed): never sent. */
  emailDropped(bookingId: number, key: string): Promise<void>;
  /** When the next pending email is due (a time in ms), or undefined when none is pending. */
  nextEmailDue(): Promise<number | undefined>;
  close(): void;
}

export interface StoreOptions {
  /** A libSQL URL (file:, libsql:, https:, ...), ':memory:', or a file path. */
  url: string;
  authToken?: string;
  /** Base for relative file paths. Default: the working directory. */
  root?: string;
}

export async function openBookingStore(opts: StoreOptions): Promise<BookingStore> {
  const url = databaseUrl(opts.url, opts.root);
  const file = databaseFile(url);
  if (file) mkdirSync(dirname(file), { recursive: true });
  // A file busy with another writer (a second server, `npm run bookings`) is waited for, not an error: on every
  // connection the client opens, not only the first (a PRAGMA holds for one connection).
  const db = oneWriter(createClient({ url, authToken: opts.authToken, ...(file && { timeout: BUSY_WAIT_MS }) }), url);
  try {
    if (file) {
      // Readers (npm run bookings) never block the server.
      await db.execute('PRAGMA journal_mode = WAL');
      await db.execute(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
      await db.execute('PRAGMA synchronous = FULL');
    }
    await migrate(db);
    return createStore(db, describeDatabase(url), await holderKey(db));
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The key that hashes who holds a time: made once per database, so no visitor's address is kept as it is. */
async function holderKey(db: Client): Promise<string> {
  await db.execute({ sql: `INSERT OR IGNORE INTO appointment_secrets (name, value) VALUES ('holder-key', ?)`, args: [randomBytes(32).toString('base64url')] });
  return String((await db.execute(`SELECT value FROM appointment_secrets WHERE name = 'holder-key'`)).rows[0]?.value);
}

/** What reads inside or outside a transaction. */
type Reader = Pick<Transaction, 'execute'>;

const HOLDING: readonly AppointmentStatus[] = ['held', 'confirmed', 'awaiting-deposit'];

function createStore(db: Client, location: string, key: string): BookingStore {
  const holder = (address: string) => createHmac('sha256', key).update(address).digest('base64url').slice(0, 22);
  const one = async (sql: string, args: (string | number)[]) => {
    const row = (await db.execute({ sql, args })).rows[0];
    return row ? toBooking(row) : undefined;
  };

  const holding = HOLDING.map((h) => `'${h}'`).join(', ');
  /** The times held or confirmed that overlap a window (its end, then its start). */
  const overlapping = `FROM bookings WHERE appointment_status IN (${holding}) AND starts_at < ? AND ends_at > ?`;
  const iso = (ms: number) => new Date(ms).toISOString();

  /**
   * The statements that store a booking (nothing when its idempotency key was stored before: the insert
   * returns no row) and its email jobs, to run in one transaction.
   */
  function insert(booking: Booking, opts: AddOptions, reference: string, t?: TimeRequest): InStatement[] {
    const statements: InStatement[] = [
      {
        sql: `INSERT INTO bookings (reference, idempotency_key, received_at, name, email, service, date, message, phone, place, guests, package, time_of_day,
                appointment_status, starts_at, ends_at, place_lat, place_lng, held_until, held_by)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        args: [
          reference, opts.idempotencyKey ?? null, iso(opts.now),
          booking.name, booking.email, booking.service, booking.date, booking.message,
          booking.phone, booking.place, booking.guests === '' ? null : Number(booking.guests), booking.package, booking.timeOfDay ?? '',
          t?.status ?? null, t ? iso(t.time.start) : null, t ? iso(t.time.end) : null, t?.time.place?.lat ?? null, t?.time.place?.lng ?? null,
          t?.status === 'held' || t?.status === 'awaiting-deposit' ? (t.hold?.until ?? null) : null, t && opts.heldBy ? holder(opts.heldBy) : null,
        ],
      },
    ];
    // Texts asked for (the number checked as a US one): a repeat's reference is new and matches no row.
    if (booking.textOptIn === 'true') statements.push({ sql: 'UPDATE bookings SET text_opt_in = 1 WHERE reference = ?', args: [reference] });
    if (opts.textsConfirmed && t?.status === 'confirmed' && booking.textOptIn === 'true') {
      statements.push(...confirmedAtOnceTexts(reference, { start: t.time.start, end: t.time.end, location: booking.place, remindAt: opts.textsConfirmed.remindAt }, opts.now));
    }
    if (opts.textOwner) {
      statements.push({
        sql: `INSERT INTO email_jobs (booking_id, key, kind, state, next_attempt_at) SELECT id, 'text-owner', 'text-owner', 'pending', ? FROM bookings WHERE reference = ?`,
        args: [opts.now, reference],
      });
    }
    const m = opts.money;
    if (m && (m.priceCents !== undefined || m.depositCents !== undefined)) {
      statements.push({
        sql: 'UPDATE bookings SET price_cents = ?, deposit_cents = ?, deposit_state = ?, deposit_policy = ?, refund_until = ? WHERE reference = ?',
        args: [m.priceCents ?? null, m.depositCents ?? null, m.depositCents !== undefined ? 'due' : null, m.policy ?? '', m.refundUntil ?? null, reference],
      });
    }
    if (opts.travel) statements.push({ sql: 'UPDATE bookings SET travel_cents = ?, travel_line = ? WHERE reference = ?', args: [opts.travel.cents, opts.travel.line, reference] });
    // Before the emails, so the first email to the customer already knows what was stored with the booking.
    if (opts.also) statements.push(...opts.also(reference));
    if (opts.email) {
      // One job per kind of email; selects nothing when the insert above was skipped as a repeat. Each carries
      // the time as booked: the first emails describe what was asked, even when the owner proposed another first.
      const data = t && (t.status === 'held' || t.status === 'confirmed') ? bookedData({ start: iso(t.time.start), end: iso(t.time.end), status: t.status }) : '{}';
      for (const kind of emailKinds) {
        statements.push({
          sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) SELECT id, ?, ?, ?, 'pending', ? FROM bookings WHERE reference = ?`,
          args: [kind, kind, data, opts.now, reference],
        });
      }
    }
    return statements;
  }

  /**
   * The hours of times to come an address has booked online: held ones still waiting on the owner, and ones
   * confirmed at once (a service the owner takes without confirming), which would otherwise be free to hoard.
   */
  async function hoursHeldBy(tx: Reader, address: string, now: number): Promise<number> {
    const row = (await tx.execute({
      // In whole minutes: julianday's fractions of a day would make three 4-hour holds a hair over 12 hours.
      sql: `SELECT COALESCE(SUM(ROUND((julianday(ends_at) - julianday(starts_at)) * 1440)), 0) / 60.0 AS hours FROM bookings
            WHERE held_by = ? AND ((appointment_status = 'held' AND held_until > ?) OR (appointment_status = 'confirmed' AND julianday(starts_at) > julianday(?)))`,
      args: [holder(address), now, new Date(now).toISOString()],
    })).rows[0];
    return Number(row?.hours ?? 0);
  }

  /**
   * Stores a booking with its time in one write transaction: the window's times are read, checked and the
   * booking written while no other writer (here or in another process on the same file) can move a time.
   */
  async function insertWithTime(booking: Booking, opts: AddOptions, request: TimeRequest, reference: string): Promise<'stored' | 'repeat' | TimeRefused> {
    const tx = await db.transaction('write');
    try {
      if (!request.fits(await held(tx, request.window.from, request.window.to))) return { taken: true };
      if (request.maxHoursPerAddress !== undefined && opts.heldBy) {
        const hours = (request.time.end - request.time.start) / 3_600_000;
        if ((await hoursHeldBy(tx, opts.heldBy, opts.now)) + hours > request.maxHoursPerAddress) return { tooMany: true };
      }
      const [inserted] = await tx.batch(insert(booking, opts, reference, request));
      if ((inserted?.rows.length ?? 0) === 0) return 'repeat';
      await tx.commit();
      return 'stored';
    } finally {
      // Rolls back whatever was not committed.
      tx.close();
    }
  }

  /** The booking stored earlier with this idempotency key, if any. */
  const earlier = (key: string | undefined) => (key === undefined ? Promise.resolve(undefined) : one(`${SELECT} WHERE b.idempotency_key = ?`, [key]));

  /** Stores with a fresh reference, drawing again when two bookings drew the same one (one chance in billions). */
  async function store(attempt: (reference: string) => Promise<boolean>): Promise<{ stored: boolean; reference: string }> {
    for (let tries = 0; ; tries++) {
      const reference = newReference();
      try {
        return { stored: await attempt(reference), reference };
      } catch (error) {
        if (tries < 3 && String(error).includes('bookings.reference')) continue;
        throw error;
      }
    }
  }

  async function held(reader: Reader, from: number, to: number) {
    const rows = (await reader.execute({ sql: `SELECT id, starts_at, ends_at, place_lat, place_lng ${overlapping} ORDER BY starts_at`, args: [iso(to), iso(from)] })).rows;
    return rows.map((row) => ({
      id: Number(row.id),
      start: Date.parse(text(row.starts_at)),
      end: Date.parse(text(row.ends_at)),
      ...placeOf(row),
    }));
  }

  return {
    location,
    client: db,
    async add(booking, opts) {
      const { stored, reference } = await store(async (ref) => {
        const [inserted] = await db.batch(insert(booking, opts, ref), 'write');
        return (inserted?.rows.length ?? 0) > 0;
      });
      if (stored) return { reference, created: true };
      const first = await earlier(opts.idempotencyKey);
      if (first) return { reference: first.reference, created: false };
      throw new Error('a repeated booking was not found');
    },
    async addWithTime(booking, opts, request) {
      const repeat = async () => {
        const first = await earlier(opts.idempotencyKey);
        return first && { reference: first.reference, created: false };
      };
      // A repeat of a stored booking gets its reference, even once its time is no longer free.
      const before = await repeat();
      if (before) return before;
      let refused: TimeRefused | undefined;
      const { stored, reference } = await store(async (ref) => {
        const outcome = await insertWithTime(booking, opts, request, ref);
        if (typeof outcome === 'object') refused = outcome;
        return outcome === 'stored';
      });
      if (stored) return { reference, created: true };
      return (await repeat()) ?? refused ?? { taken: true };
    },
    heldTimes: (from, to) => held(db, from, to).then((times) => times.map(({ id: _, ...time }) => time)),
    async appointmentsBetween(from, to) {
      const sql = `${SELECT} WHERE b.id IN (SELECT id ${overlapping}) ORDER BY b.starts_at`;
      return (await db.execute({ sql, args: [iso(to), iso(from)] })).rows.map(toBooking);
    },
    async list(limit) {
      const sql = `${SELECT} ORDER BY b.id DESC${limit === undefined ? '' : ' LIMIT ?'}`;
      return (await db.execute({ sql, args: limit === undefined ? [] : [limit] })).rows.map(toBooking);
    },
    async count() {
      return Number((await db.execute('SELECT COUNT(*) AS n FROM bookings')).rows[0]?.n ?? 0);
    },
    find: (reference) => one(`${SELECT} WHERE b.reference = ?`, [reference]),
    async markHandled(reference, now) {
      await db.execute({ sql: 'UPDATE bookings SET handled_at = ? WHERE reference = ? AND handled_at IS NULL', args: [new Date(now).toISOString(), reference] });
      return one(`${SELECT} WHERE b.reference = ?`, [reference]);
    },
    async dueEmails(now, limit) {
      const due = await db.execute({
        sql: `SELECT booking_id, key, kind, data, attempts FROM email_jobs WHERE state = 'pending' AND next_attempt_at <= ? AND lease_until <= ?
              ORDER BY next_attempt_at, booking_id, key LIMIT ?`,
        args: [now, now, limit],
      });
      const jobs: EmailJob[] = [];
      for (const row of due.rows) {
        const booking = await one(`${SELECT} WHERE b.id = ?`, [Number(row.booking_id)]);
        if (booking) jobs.push({ booking, kind: row.kind as JobKind, key: text(row.key), data: dataOf(row.data), attempts: Number(row.attempts) });
      }
      return jobs;
    },
    async claimEmail(bookingId, key, now, leaseMs) {
      const result = await db.execute({
        // One statement, so one process wins; a job another server tried meanwhile (and put off after a failure) is not due.
        sql: `UPDATE email_jobs SET lease_until = ? WHERE booking_id = ? AND key = ? AND state = 'pending' AND lease_until <= ? AND next_attempt_at <= ?`,
        args: [now + leaseMs, bookingId, key, now, now],
      });
      return result.rowsAffected === 1;
    },
    async emailSent(bookingId, key, now) {
      await db.execute({
        sql: `UPDATE email_jobs SET state = 'sent', attempts = attempts + 1, sent_at = ?, lease_until = 0, last_error = NULL WHERE booking_id = ? AND key = ?`,
        args: [new Date(now).toISOString(), bookingId, key],
      });
    },
    async emailFailed(bookingId, key, nextAttemptAt, error) {
      await db.execute({
        sql: `UPDATE email_jobs SET attempts = attempts + 1, next_attempt_at = ?, lease_until = 0, last_error = ? WHERE booking_id = ? AND key = ?`,
        args: [nextAttemptAt, error.slice(0, 500), bookingId, key],
      });
    },
    async emailDropped(bookingId, key) {
      await db.execute({ sql: `UPDATE email_jobs SET state = 'dropped', lease_until = 0 WHERE booking_id = ? AND key = ? AND state = 'pending'`, args: [bookingId, key] });
    },
    async nextEmailDue() {
      const row = (await db.execute(`SELECT MIN(MAX(next_attempt_at, lease_until)) AS due FROM email_jobs WHERE state = 'pending'`)).rows[0];
      return row?.due == null ? undefined : Number(row.due);
    },
    close: () => db.close(),
  };
}
