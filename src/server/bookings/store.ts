// Where bookings live: an SQL database through libSQL's client. By default a file, data/bookings.db, that
// is created on first use; DATABASE_URL points at another file or at a libSQL server (for a site that runs
// on several machines). A booking and its email job are written in one transaction: a booking to be emailed
// is never stored without its job, nor a job queued for a booking that is not stored.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type InStatement, type Row } from '@libsql/client';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import { newReference } from './reference.ts';

export const DEFAULT_DATABASE = 'data/bookings.db';

/** Where the email of a booking stands. `none`: no SMTP_URL was set when it arrived. */
export type EmailState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; nextAttemptAt: number; lastError: string | null }
  | { state: 'sent'; sentAt: string };

export interface StoredBooking extends Booking {
  id: number;
  reference: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  handledAt: string | null;
  /** The owner's email about this booking. */
  mail: EmailState;
}

export interface BookingStore {
  /** The database as the owner would recognise it (a file path, or the server's address without secrets). */
  readonly location: string;
  /** The database itself, for what keeps its own tables beside the bookings (the owner's inbox). */
  readonly client: Client;
  /** Stores a booking (and its email job when `email`), once per idempotency key. */
  add(booking: Booking, opts: { idempotencyKey?: string; email: boolean; now: number }): Promise<{ reference: string; created: boolean }>;
  /** Newest first; every booking when `limit` is undefined. */
  list(limit?: number): Promise<StoredBooking[]>;
  count(): Promise<number>;
  find(reference: string): Promise<StoredBooking | undefined>;
  markHandled(reference: string, now: number): Promise<StoredBooking | undefined>;
  /** Bookings whose email is due and not being sent by another process right now, oldest first. */
  dueEmails(now: number, limit: number): Promise<StoredBooking[]>;
  /** Takes an email job for `leaseMs`; false when another process took it first. */
  claimEmail(bookingId: number, now: number, leaseMs: number): Promise<boolean>;
  emailSent(bookingId: number, now: number): Promise<void>;
  emailFailed(bookingId: number, nextAttemptAt: number, error: string): Promise<void>;
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

const SCHEMA: InStatement[] = [
  `CREATE TABLE IF NOT EXISTS bookings (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    idempotency_key TEXT UNIQUE,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    service TEXT NOT NULL,
    date TEXT NOT NULL,
    message TEXT NOT NULL,
    handled_at TEXT
  )`,
  // One row per booking that is to be emailed; `lease_until` keeps two servers from sending the same one.
  `CREATE TABLE IF NOT EXISTS email_outbox (
    booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
    state TEXT NOT NULL CHECK (state IN ('pending', 'sent')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS email_outbox_due ON email_outbox (state, next_attempt_at)',
];

const SELECT = `SELECT b.*, o.state AS email_state, o.attempts AS email_attempts, o.next_attempt_at AS email_next,
  o.last_error AS email_error, o.sent_at AS email_sent_at
  FROM bookings b LEFT JOIN email_outbox o ON o.booking_id = b.id`;

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
  const db = createClient({ url, authToken: opts.authToken });
  try {
    if (file) {
      // Readers (npm run bookings) never block the server, and a busy file is waited for, not an error.
      await db.execute('PRAGMA journal_mode = WAL');
      await db.execute('PRAGMA busy_timeout = 5000');
      await db.execute('PRAGMA synchronous = FULL');
    }
    await db.batch(SCHEMA, 'write');
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
        sql: `INSERT INTO bookings (reference, idempotency_key, received_at, name, email, service, date, message)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        args: [reference, opts.idempotencyKey ?? null, new Date(opts.now).toISOString(), booking.name, booking.email, booking.service, booking.date, booking.message],
      },
    ];
    if (opts.email) {
      // Selects nothing when the insert above was skipped as a repeat.
      statements.push({
        sql: `INSERT INTO email_outbox (booking_id, state, next_attempt_at) SELECT id, 'pending', ? FROM bookings WHERE reference = ?`,
        args: [opts.now, reference],
      });
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
      const sql = `${SELECT} WHERE o.state = 'pending' AND o.next_attempt_at <= ? AND o.lease_until <= ? ORDER BY o.next_attempt_at, b.id LIMIT ?`;
      return (await db.execute({ sql, args: [now, now, limit] })).rows.map(toBooking);
    },
    async claimEmail(bookingId, now, leaseMs) {
      const result = await db.execute({
        sql: `UPDATE email_outbox SET lease_until = ? WHERE booking_id = ? AND state = 'pending' AND lease_until <= ?`,
        args: [now + leaseMs, bookingId, now],
      });
      return result.rowsAffected === 1;
    },
    async emailSent(bookingId, now) {
      await db.execute({
        sql: `UPDATE email_outbox SET state = 'sent', attempts = attempts + 1, sent_at = ?, lease_until = 0, last_error = NULL WHERE booking_id = ?`,
        args: [new Date(now).toISOString(), bookingId],
      });
    },
    async emailFailed(bookingId, nextAttemptAt, error) {
      await db.execute({
        sql: `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = 0, last_error = ? WHERE booking_id = ?`,
        args: [nextAttemptAt, error.slice(0, 500), bookingId],
      });
    },
    async nextEmailDue() {
      const row = (await db.execute(`SELECT MIN(MAX(next_attempt_at, lease_until)) AS due FROM email_outbox WHERE state = 'pending'`)).rows[0];
      return row?.due == null ? undefined : Number(row.due);
    },
    close: () => db.close(),
  };
}

const text = (value: unknown): string => (value == null ? '' : String(value));

function toBooking(row: Row): StoredBooking {
  const state = row.email_state;
  const mail: EmailState =
    state === 'sent'
      ? { state: 'sent', sentAt: text(row.email_sent_at) }
      : state === 'pending'
        ? { state: 'pending', attempts: Number(row.email_attempts), nextAttemptAt: Number(row.email_next), lastError: row.email_error == null ? null : text(row.email_error) }
        : { state: 'none' };
  return {
    id: Number(row.id),
    reference: text(row.reference),
    receivedAt: text(row.received_at),
    handledAt: row.handled_at == null ? null : text(row.handled_at),
    name: text(row.name),
    email: text(row.email),
    service: text(row.service),
    date: text(row.date),
    message: text(row.message),
    mail,
  };
}
