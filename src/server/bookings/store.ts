// Where bookings live: an SQL database through libSQL's client. By default a file, data/bookings.db, that
// is created on first use; DATABASE_URL points at another file or at a libSQL server (for a site that runs
// on several machines). A booking and its email job are written in one transaction: a booking to be emailed
// is never stored without its job, nor a job queued for a booking that is not stored.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type InStatement, type Row } from '@libsql/client';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import { migrate, TEXT_COLUMNS } from './migrations.ts';
import { newReference } from './reference.ts';

export const DEFAULT_DATABASE = 'data/bookings.db';
/** How long a write waits for a database file another process is writing. */
const BUSY_WAIT_MS = 5000;

/** Where one email about a booking stands. `none`: no SMTP_URL was set when it arrived. */
export type EmailState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; nextAttemptAt: number; lastError: string | null }
  | { state: 'sent'; sentAt: string };

/** The emails each booking gets: the owner's notification and the customer's confirmation. */
export const emailKinds = ['owner', 'customer'] as const;
export type EmailKind = (typeof emailKinds)[number];

export interface StoredBooking extends Booking {
  id: number;
  reference: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  handledAt: string | null;
  mail: Record<EmailKind, EmailState>;
}

/** One email to send: which booking, which kind, and how many tries failed so far. */
export interface EmailJob {
  booking: StoredBooking;
  kind: EmailKind;
  attempts: number;
}

export interface BookingStore {
  /** The database as the owner would recognise it (a file path, or the server's address without secrets). */
  readonly location: string;
  /** The database itself, for what keeps its own tables beside the bookings (the owner's inbox). */
  readonly client: Client;
  /** Stores a booking (and its email jobs when `email`), once per idempotency key. */
  add(booking: Booking, opts: { idempotencyKey?: string; email: boolean; now: number }): Promise<{ reference: string; created: boolean }>;
  /** Newest first; every booking when `limit` is undefined. */
  list(limit?: number): Promise<StoredBooking[]>;
  count(): Promise<number>;
  find(reference: string): Promise<StoredBooking | undefined>;
  markHandled(reference: string, now: number): Promise<StoredBooking | undefined>;
  /** Emails that are due and not being sent by another process right now, oldest first. */
  dueEmails(now: number, limit: number): Promise<EmailJob[]>;
  /** Takes an email job that is due for `leaseMs`; false when another process took it first, sent it, or put it off. */
  claimEmail(bookingId: number, kind: EmailKind, now: number, leaseMs: number): Promise<boolean>;
  emailSent(bookingId: number, kind: EmailKind, now: number): Promise<void>;
  emailFailed(bookingId: number, kind: EmailKind, nextAttemptAt: number, error: string): Promise<void>;
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

/** Every column of a booking with its email jobs, as `b`; add a WHERE (the owner's inbox reads it too, with `toBooking`). */
export const SELECT = `SELECT b.id, b.reference, b.received_at, b.handled_at, b.guests,
  ${TEXT_COLUMNS.map((c) => `CAST(b.${c} AS BLOB) AS ${c}`).join(', ')},
  ${emailKinds.map((k) => `${k}.state AS ${k}_state, ${k}.attempts AS ${k}_attempts, ${k}.next_attempt_at AS ${k}_next, ${k}.last_error AS ${k}_error, ${k}.sent_at AS ${k}_sent_at`).join(',\n  ')}
  FROM bookings b
  ${emailKinds.map((k) => `LEFT JOIN email_jobs ${k} ON ${k}.booking_id = b.id AND ${k}.kind = '${k}'`).join('\n  ')}`;

/** The libSQL URL for a DATABASE_URL value (a bare path becomes a file: URL, relative to `root`). */
export function databaseUrl(value: string | undefined, root: string = process.cwd()): string {
  const raw = value?.trim() || DEFAULT_DATABASE;
  if (raw === ':memory:') return raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[a-z]:[\\/]/i.test(raw)) {
    if (!raw.startsWith('file:')) return raw;
    const path = raw.startsWith('file://') ? fileURLToPath(raw) : raw.slice('file:'.length);
    return `file:${isAbsolute(path) ? path : resolve(root, path)}`;
  }
  return `file:${isAbsolute(raw) ? raw : join(root, raw)}`;
}

/** The file behind a file: URL, or undefined for a server or an in-memory database. */
export function databaseFile(url: string): string | undefined {
  return url.startsWith('file:') ? url.slice('file:'.length) : undefined;
}

/** A URL for messages: no password, no token. */
export function describeDatabase(url: string): string {
  const file = databaseFile(url);
  if (file) return file;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url === ':memory:' ? 'memory (nothing is kept after the server stops)' : 'the configured database';
  }
}

export async function openBookingStore(opts: StoreOptions): Promise<BookingStore> {
  const url = databaseUrl(opts.url, opts.root);
  const file = databaseFile(url);
  if (file) mkdirSync(dirname(file), { recursive: true });
  // A file busy with another writer (a second server, `npm run bookings`) is waited for, not an error: on every
  // connection the client opens, not only the first (a PRAGMA holds for one connection).
  const db = createClient({ url, authToken: opts.authToken, ...(file && { timeout: BUSY_WAIT_MS }) });
  try {
    if (file) {
      // Readers (npm run bookings) never block the server.
      await db.execute('PRAGMA journal_mode = WAL');
      await db.execute(`PRAGMA busy_timeout = ${BUSY_WAIT_MS}`);
      await db.execute('PRAGMA synchronous = FULL');
    }
    await migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return createStore(db, describeDatabase(url));
}

/** True when the database would have to be created (a file that does not exist yet). */
export function databaseMissing(url: string): boolean {
  const file = databaseFile(url);
  return file !== undefined && !existsSync(file);
}

function createStore(db: Client, location: string): BookingStore {
  const one = async (sql: string, args: (string | number)[]) => {
    const row = (await db.execute({ sql, args })).rows[0];
    return row ? toBooking(row) : undefined;
  };

  async function insert(booking: Booking, opts: { idempotencyKey?: string; email: boolean; now: number }, reference: string) {
    const statements: InStatement[] = [
      {
        sql: `INSERT INTO bookings (reference, idempotency_key, received_at, name, email, service, date, message, phone, place, guests, package)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        args: [
          reference, opts.idempotencyKey ?? null, new Date(opts.now).toISOString(),
          booking.name, booking.email, booking.service, booking.date, booking.message,
          booking.phone, booking.place, booking.guests === '' ? null : Number(booking.guests), booking.package,
        ],
      },
    ];
    if (opts.email) {
      // One job per kind of email; selects nothing when the insert above was skipped as a repeat.
      for (const kind of emailKinds) {
        statements.push({
          sql: `INSERT INTO email_jobs (booking_id, kind, state, next_attempt_at) SELECT id, ?, 'pending', ? FROM bookings WHERE reference = ?`,
          args: [kind, opts.now, reference],
        });
      }
    }
    const [inserted] = await db.batch(statements, 'write');
    return (inserted?.rows.length ?? 0) > 0;
  }

  return {
    location,
    client: db,
    async add(booking, opts) {
      for (let attempt = 0; ; attempt++) {
        try {
          const reference = newReference();
          if (await insert(booking, opts, reference)) return { reference, created: true };
          const earlier = await one(`${SELECT} WHERE b.idempotency_key = ?`, [opts.idempotencyKey ?? '']);
          if (earlier) return { reference: earlier.reference, created: false };
          throw new Error('a repeated booking was not found');
        } catch (error) {
          // Two bookings drew the same reference (one chance in billions): draw again.
          if (attempt < 3 && String(error).includes('bookings.reference')) continue;
          throw error;
        }
      }
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
        sql: `SELECT booking_id, kind, attempts FROM email_jobs WHERE state = 'pending' AND next_attempt_at <= ? AND lease_until <= ?
              ORDER BY next_attempt_at, booking_id, kind LIMIT ?`,
        args: [now, now, limit],
      });
      const jobs: EmailJob[] = [];
      for (const row of due.rows) {
        const booking = await one(`${SELECT} WHERE b.id = ?`, [Number(row.booking_id)]);
        if (booking) jobs.push({ booking, kind: row.kind as EmailKind, attempts: Number(row.attempts) });
      }
      return jobs;
    },
    async claimEmail(bookingId, kind, now, leaseMs) {
      const result = await db.execute({
        // One statement, so one process wins; a job another server tried meanwhile (and put off after a failure) is not due.
        sql: `UPDATE email_jobs SET lease_until = ? WHERE booking_id = ? AND kind = ? AND state = 'pending' AND lease_until <= ? AND next_attempt_at <= ?`,
        args: [now + leaseMs, bookingId, kind, now, now],
      });
      return result.rowsAffected === 1;
    },
    async emailSent(bookingId, kind, now) {
      await db.execute({
        sql: `UPDATE email_jobs SET state = 'sent', attempts = attempts + 1, sent_at = ?, lease_until = 0, last_error = NULL WHERE booking_id = ? AND kind = ?`,
        args: [new Date(now).toISOString(), bookingId, kind],
      });
    },
    async emailFailed(bookingId, kind, nextAttemptAt, error) {
      await db.execute({
        sql: `UPDATE email_jobs SET attempts = attempts + 1, next_attempt_at = ?, lease_until = 0, last_error = ? WHERE booking_id = ? AND kind = ?`,
        args: [nextAttemptAt, error.slice(0, 500), bookingId, kind],
      });
    },
    async nextEmailDue() {
      const row = (await db.execute(`SELECT MIN(MAX(next_attempt_at, lease_until)) AS due FROM email_jobs WHERE state = 'pending'`)).rows[0];
      return row?.due == null ? undefined : Number(row.due);
    },
    close: () => db.close(),
  };
}

const utf8 = new TextDecoder();
/** A column read as bytes (see TEXT_COLUMNS) or as a value, as text. */
const text = (value: unknown): string => (value == null ? '' : value instanceof ArrayBuffer ? utf8.decode(value) : String(value));

function emailState(row: Row, kind: EmailKind): EmailState {
  const state = row[`${kind}_state`];
  if (state === 'sent') return { state: 'sent', sentAt: text(row[`${kind}_sent_at`]) };
  if (state !== 'pending') return { state: 'none' };
  const error = row[`${kind}_error`];
  return { state: 'pending', attempts: Number(row[`${kind}_attempts`]), nextAttemptAt: Number(row[`${kind}_next`]), lastError: error == null ? null : text(error) };
}

export function toBooking(row: Row): StoredBooking {
  return {
    id: Number(row.id),
    reference: text(row.reference),
    receivedAt: text(row.received_at),
    handledAt: row.handled_at == null ? null : text(row.handled_at),
    name: text(row.name),
    email: text(row.email),
    phone: text(row.phone),
    service: text(row.service),
    package: text(row.package),
    guests: row.guests == null ? '' : String(row.guests),
    place: text(row.place),
    date: text(row.date),
    message: text(row.message),
    mail: { owner: emailState(row, 'owner'), customer: emailState(row, 'customer') },
  };
}
