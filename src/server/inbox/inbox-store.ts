// What the inbox keeps beside the bookings, in the same database: each booking's status and note (with
// when they changed) and the owner's sign-in sessions (the limits on wrong passwords: sign-in-limits.ts).
import type { Client, InStatement } from '@libsql/client';
import type { StoredBooking } from '../bookings/store.ts';

export const STATUSES = ['new', 'confirmed', 'done', 'cancelled'] as const;
export type BookingStatus = (typeof STATUSES)[number];
export const isStatus = (value: unknown): value is BookingStatus => STATUSES.includes(value as BookingStatus);

export interface InboxBooking extends StoredBooking {
  status: BookingStatus;
  /** ISO time of the last status change, or null while it is new and untouched. */
  statusAt: string | null;
  note: string;
  noteAt: string | null;
}

export interface InboxFilter {
  status?: BookingStatus;
  service?: string;
  /** Words to find in the name, email, reference or message. */
  query?: string;
}

export interface StatusChange {
  status: BookingStatus;
  at: string;
}

export interface Session {
  csrf: string;
  expiresAt: number;
}

const SCHEMA: InStatement[] = [
  `CREATE TABLE IF NOT EXISTS booking_status (
    booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
    status TEXT NOT NULL CHECK (status IN ('new', 'confirmed', 'done', 'cancelled')),
    changed_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS booking_status_log (
    id INTEGER PRIMARY KEY,
    booking_id INTEGER NOT NULL REFERENCES bookings(id),
    status TEXT NOT NULL,
    changed_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS booking_notes (
    booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
    note TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  // Only a hash of each session id is kept: a copy of the database does not sign anyone in.
  `CREATE TABLE IF NOT EXISTS owner_sessions (
    id_hash TEXT PRIMARY KEY,
    csrf TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  )`,
];

export interface InboxStore {
  list(filter: InboxFilter): Promise<InboxBooking[]>;
  find(reference: string): Promise<InboxBooking | undefined>;
  history(reference: string): Promise<StatusChange[]>;
  /** False when no booking has that reference. */
  setStatus(reference: string, status: BookingStatus, now: number): Promise<boolean>;
  setNote(reference: string, note: string, now: number): Promise<boolean>;
  counts(): Promise<Record<BookingStatus, number>>;
  services(): Promise<string[]>;

  createSession(idHash: string, csrf: string, now: number, expiresAt: number): Promise<void>;
  session(idHash: string, now: number): Promise<Session | undefined>;
  endSession(idHash: string): Promise<void>;
}

const STATUS_SQL = `COALESCE(s.status, CASE WHEN b.handled_at IS NOT NULL THEN 'done' ELSE 'new' END)`;

export async function openInboxStore(db: Client, bookings: { list(): Promise<StoredBooking[]>; find(reference: string): Promise<StoredBooking | undefined> }): Promise<InboxStore> {
  await db.batch(SCHEMA, 'write');

  const extras = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, { status: BookingStatus; statusAt: string | null; note: string; noteAt: string | null }>();
    const marks = ids.map(() => '?').join(',');
    const rows = (
      await db.execute({
        sql: `SELECT b.id, ${STATUS_SQL} AS status, COALESCE(s.changed_at, b.handled_at) AS status_at, n.note, n.updated_at AS note_at
              FROM bookings b LEFT JOIN booking_status s ON s.booking_id = b.id LEFT JOIN booking_notes n ON n.booking_id = b.id
              WHERE b.id IN (${marks})`,
        args: ids,
      })
    ).rows;
    return new Map(
      rows.map((row) => [
        Number(row.id),
        {
          status: isStatus(row.status) ? row.status : 'new',
          statusAt: row.status_at == null ? null : String(row.status_at),
          note: row.note == null ? '' : String(row.note),
          noteAt: row.note_at == null ? null : String(row.note_at),
        },
      ]),
    );
  };

  const withExtras = async (list: StoredBooking[]): Promise<InboxBooking[]> => {
    const more = await extras(list.map((b) => b.id));
    return list.map((b) => ({ ...b, ...(more.get(b.id) ?? { status: 'new', statusAt: null, note: '', noteAt: null }) }));
  };

  const idOf = async (reference: string) => {
    const row = (await db.execute({ sql: 'SELECT id FROM bookings WHERE reference = ?', args: [reference] })).rows[0];
    return row ? Number(row.id) : undefined;
  };

  return {
    async list(filter) {
      const all = await withExtras(await bookings.list());
      const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return all.filter(
        (b) =>
          (!filter.status || b.status === filter.status) &&
          (!filter.service || b.service === filter.service) &&
          words.every((word) => [b.reference, b.name, b.email, b.message, b.note].some((field) => field.toLowerCase().includes(word))),
      );
    },
    async find(reference) {
      const booking = await bookings.find(reference);
      return booking ? (await withExtras([booking]))[0] : undefined;
    },
    async history(reference) {
      const id = await idOf(reference);
      if (id === undefined) return [];
      const rows = (await db.execute({ sql: 'SELECT status, changed_at FROM booking_status_log WHERE booking_id = ? ORDER BY id', args: [id] })).rows;
      return rows.filter((row) => isStatus(row.status)).map((row) => ({ status: row.status as BookingStatus, at: String(row.changed_at) }));
    },
    async setStatus(reference, status, now) {
      const id = await idOf(reference);
      if (id === undefined) return false;
      const at = new Date(now).toISOString();
      await db.batch(
        [
          {
            sql: `INSERT INTO booking_status (booking_id, status, changed_at) VALUES (?, ?, ?)
                  ON CONFLICT (booking_id) DO UPDATE SET status = excluded.status, changed_at = excluded.changed_at`,
            args: [id, status, at],
          },
          { sql: 'INSERT INTO booking_status_log (booking_id, status, changed_at) VALUES (?, ?, ?)', args: [id, status, at] },
          // `npm run bookings` shows "handled" for what the inbox calls done.
          { sql: `UPDATE bookings SET handled_at = CASE WHEN ? = 'done' THEN COALESCE(handled_at, ?) ELSE NULL END WHERE id = ?`, args: [status, at, id] },
        ],
        'write',
      );
      return true;
    },
    async setNote(reference, note, now) {
      const id = await idOf(reference);
      if (id === undefined) return false;
      await db.execute({
        sql: `INSERT INTO booking_notes (booking_id, note, updated_at) VALUES (?, ?, ?)
              ON CONFLICT (booking_id) DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at`,
        args: [id, note, new Date(now).toISOString()],
      });
      return true;
    },
    async counts() {
      const rows = (await db.execute(`SELECT ${STATUS_SQL} AS status, COUNT(*) AS n FROM bookings b LEFT JOIN booking_status s ON s.booking_id = b.id GROUP BY 1`)).rows;
      const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;
      for (const row of rows) if (isStatus(row.status)) counts[row.status] = Number(row.n);
      return counts;
    },
    async services() {
      return (await db.execute('SELECT DISTINCT service FROM bookings ORDER BY service')).rows.map((row) => String(row.service));
    },

    async createSession(idHash, csrf, now, expiresAt) {
      await db.batch(
        [
          { sql: 'DELETE FROM owner_sessions WHERE expires_at <= ?', args: [now] },
          { sql: 'INSERT INTO owner_sessions (id_hash, csrf, created_at, expires_at) VALUES (?, ?, ?, ?)', args: [idHash, csrf, now, expiresAt] },
        ],
        'write',
      );
    },
    async session(idHash, now) {
      const row = (await db.execute({ sql: 'SELECT csrf, expires_at FROM owner_sessions WHERE id_hash = ? AND expires_at > ?', args: [idHash, now] })).rows[0];
      return row ? { csrf: String(row.csrf), expiresAt: Number(row.expires_at) } : undefined;
    },
    async endSession(idHash) {
      await db.execute({ sql: 'DELETE FROM owner_sessions WHERE id_hash = ?', args: [idHash] });
    },

  };
}
