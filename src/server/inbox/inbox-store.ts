// What the inbox keeps beside the bookings, in the same database: each booking's status and note (with
// when they changed) and the owner's sign-in sessions (the limits on wrong passwords: sign-in-limits.ts).
import type { Client, InStatement, Row } from '@libsql/client';
import { SELECT, toBooking, type StoredBooking } from '../bookings/store.ts';
import type { IntakeAnswer } from '../intake/answers.ts';

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

/** A time held now, and how many times the same connection holds while they wait for the owner (1: only this one). */
export interface HeldTime {
  booking: InboxBooking;
  fromSameAddress: number;
}

export interface StatusChange {
  status: BookingStatus;
  at: string;
}

export interface Session {
  csrf: string;
  expiresAt: number;
}

/** Where a page of the list starts: older than `before`, or newer than `after` (booking ids); the newest page without either. */
export interface PageCursor {
  before?: number;
  after?: number;
}

export interface InboxPage {
  /** Newest first. */
  bookings: InboxBooking[];
  /** The cursors of the pages beside this one, when there are bookings there. */
  newer?: PageCursor;
  older?: PageCursor;
}

export const PAGE_SIZE = 50;

/** What the CSV download shows of a booking. */
export type ExportedBooking = Required<Pick<InboxBooking, 'id' | 'reference' | 'receivedAt' | 'status' | 'statusAt' | 'name' | 'email' | 'phone' | 'service' | 'package' | 'guests' | 'place' | 'date' | 'timeOfDay' | 'message' | 'note'>> & {
  /** The appointment's start (a full ISO time), when a time was booked. */
  startsAt: string;
  /** The price and deposit kept with the booking (cents), and where the deposit stands. */
  priceCents: number | null;
  depositCents: number | null;
  depositState: string;
  /** The answers before the visit by person (0: the customer who booked), in the order asked. */
  answers: Map<number, IntakeAnswer[]>;
  /** The names of the party's guests who answered, by their id. */
  guestNames: Map<number, string>;
};

const idOfText = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

/** The cursor of a page's address (`?before=` or `?after=`); anything else is the newest page. */
export function cursorOf(before: string | undefined, after: string | undefined): PageCursor {
  const older = idOfText(before);
  if (older !== undefined) return { before: older };
  const newer = idOfText(after);
  return newer === undefined ? {} : { after: newer };
}

export interface InboxStore {
  /** One page of the bookings that match, newest first: the filters and the paging are done by the database. */
  page(filter: InboxFilter, cursor?: PageCursor, size?: number): Promise<InboxPage>;
  /** How many bookings match. */
  count(filter: InboxFilter): Promise<number>;
  /** Every booking that matches, oldest first, with what a download shows of it, a thousand at a time (never all of them at once). */
  chunks(filter: InboxFilter, size?: number): AsyncGenerator<ExportedBooking[]>;
  find(reference: string): Promise<InboxBooking | undefined>;
  history(reference: string): Promise<StatusChange[]>;
  /** The inbox's status of a booking (a booking's time is the appointment book's); false when no booking has that reference. */
  setStatus(reference: string, status: BookingStatus, now: number): Promise<boolean>;
  setNote(reference: string, note: string, now: number): Promise<boolean>;
  /** The times held now (waiting for the owner or for the customer), soonest first, each with how many holds its visitor's connection has. */
  holds(now: number): Promise<HeldTime[]>;
  counts(): Promise<Record<BookingStatus, number>>;
  services(): Promise<string[]>;

  createSession(idHash: string, csrf: string, now: number, expiresAt: number): Promise<void>;
  session(idHash: string, now: number): Promise<Session | undefined>;
  endSession(idHash: string): Promise<void>;
}

/** A booking's new status (and the log line of it), as statements for a transaction; `at` is ISO. */
export function statusStatements(id: number, status: BookingStatus, at: string): InStatement[] {
  return [
    {
      sql: `INSERT INTO booking_status (booking_id, status, changed_at) VALUES (?, ?, ?)
            ON CONFLICT (booking_id) DO UPDATE SET status = excluded.status, changed_at = excluded.changed_at`,
      args: [id, status, at],
    },
    { sql: 'INSERT INTO booking_status_log (booking_id, status, changed_at) VALUES (?, ?, ?)', args: [id, status, at] },
    // `npm run bookings` shows "handled" for what the inbox calls done.
    { sql: `UPDATE bookings SET handled_at = CASE WHEN ? = 'done' THEN COALESCE(handled_at, ?) ELSE NULL END WHERE id = ?`, args: [status, at, id] },
  ];
}

const STATUS_SQL = `COALESCE(s.status, CASE WHEN b.handled_at IS NOT NULL THEN 'done' ELSE 'new' END)`;
const EXTRAS_JOIN = 'LEFT JOIN booking_status s ON s.booking_id = b.id LEFT JOIN booking_notes n ON n.booking_id = b.id';
const SEARCHED = ['b.reference', 'b.name', 'b.email', 'b.message', "COALESCE(n.note, '')"];

/** The joins the filters need (`s` for the status, `n` for the note a search also reads). */
const joinsOf = (filter: InboxFilter) =>
  [filter.status && 'LEFT JOIN booking_status s ON s.booking_id = b.id', filter.query?.trim() && 'LEFT JOIN booking_notes n ON n.booking_id = b.id'].filter(Boolean).join(' ');

/** The filters as SQL over `b` (bookings), `s` (status) and `n` (note). Search words match anywhere, any case (SQLite's, for letters A to Z). */
function whereOf(filter: InboxFilter): { sql: string; args: (string | number)[] } {
  const parts: string[] = [];
  const args: (string | number)[] = [];
  if (filter.status) {
    parts.push(`${STATUS_SQL} = ?`);
    args.push(filter.status);
  }
  if (filter.service) {
    parts.push('b.service = ?');
    args.push(filter.service);
  }
  const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 20);
  for (const word of words) {
    parts.push(`(${SEARCHED.map((field) => `instr(lower(${field}), lower(?)) > 0`).join(' OR ')})`);
    args.push(...SEARCHED.map(() => word));
  }
  return { sql: parts.length > 0 ? parts.join(' AND ') : '1', args };
}

const textOf = (value: unknown) => (value == null ? '' : String(value));

/** A booking as the download's query writes it: a JSON array of these columns, in this order. */
/** The answers of a booking as the download's query writes them: [person, question, answer, alert, a guest's name] each (a JSON text, or already read). */
function answersOf(value: unknown): { answers: Map<number, IntakeAnswer[]>; guestNames: Map<number, string> } {
  const list = (typeof value === 'string' ? JSON.parse(value) : value ?? []) as unknown[][];
  const byGuest = new Map<number, IntakeAnswer[]>();
  const guestNames = new Map<number, string>();
  for (const [guest, question, answer, alert, guestName] of list) {
    const answers = byGuest.get(Number(guest)) ?? [];
    byGuest.set(Number(guest), answers);
    if (guestName != null) guestNames.set(Number(guest), textOf(guestName));
    answers.push({ questionId: '', question: textOf(question), answer: textOf(answer), alert: Number(alert) === 1 });
  }
  return { answers: byGuest, guestNames };
}

function exported([id, reference, receivedAt, status, statusAt, name, email, phone, service, pkg, guests, place, startsAt, date, timeOfDay, message, note, priceCents, depositCents, depositState, answers]: unknown[]): ExportedBooking {
  return {
    id: Number(id),
    reference: textOf(reference),
    receivedAt: textOf(receivedAt),
    status: isStatus(status) ? status : 'new',
    statusAt: statusAt == null ? null : String(statusAt),
    name: textOf(name),
    email: textOf(email),
    phone: textOf(phone),
    service: textOf(service),
    package: textOf(pkg),
    guests: textOf(guests),
    place: textOf(place),
    startsAt: textOf(startsAt),
    date: textOf(date),
    timeOfDay: textOf(timeOfDay),
    message: textOf(message),
    note: textOf(note),
    priceCents: priceCents == null ? null : Number(priceCents),
    depositCents: depositCents == null ? null : Number(depositCents),
    depositState: textOf(depositState),
    ...answersOf(answers),
  };
}

function toInboxBooking(row: Row): InboxBooking {
  return {
    ...toBooking(row),
    status: isStatus(row.status) ? row.status : 'new',
    statusAt: row.status_at == null ? null : String(row.status_at),
    note: row.note == null ? '' : String(row.note),
    noteAt: row.note_at == null ? null : String(row.note_at),
  };
}

/** The inbox's tables are made by the bookings' migrations (src/server/bookings/migrations.ts). */
export async function openInboxStore(db: Client): Promise<InboxStore> {

  /** The bookings (with status and note) whose ids the subquery `ids` selects, in `order` of id. */
  const withIds = async (ids: string, args: (string | number)[], order: 'ASC' | 'DESC') =>
    (
      await db.execute({
        sql: `SELECT b.*, ${STATUS_SQL} AS status, COALESCE(s.changed_at, b.handled_at) AS status_at, n.note, n.updated_at AS note_at
              FROM (${SELECT} WHERE b.id IN (${ids})) AS b ${EXTRAS_JOIN} ORDER BY b.id ${order}`,
        args,
      })
    ).rows.map(toInboxBooking);

  /** Up to `limit` matching bookings from an id on, going older (DESC) or newer (ASC). */
  const matching = (filter: InboxFilter, from: { below?: number; above?: number }, limit: number) => {
    const where = whereOf(filter);
    const bound = from.below !== undefined ? ' AND b.id < ?' : from.above !== undefined ? ' AND b.id > ?' : '';
    const order = from.above !== undefined ? 'ASC' : 'DESC';
    const ids = `SELECT b.id FROM bookings b ${joinsOf(filter)} WHERE ${where.sql}${bound} ORDER BY b.id ${order} LIMIT ?`;
    return withIds(ids, [...where.args, ...(bound ? [from.below ?? from.above ?? 0] : []), limit], order);
  };

  const anyFrom = async (filter: InboxFilter, bound: string, id: number) => {
    const where = whereOf(filter);
    const sql = `SELECT EXISTS (SELECT 1 FROM bookings b ${joinsOf(filter)} WHERE ${where.sql} AND ${bound}) AS found`;
    return Number((await db.execute({ sql, args: [...where.args, id] })).rows[0]?.found) === 1;
  };

  const idOf = async (reference: string) => {
    const row = (await db.execute({ sql: 'SELECT id FROM bookings WHERE reference = ?', args: [reference] })).rows[0];
    return row ? Number(row.id) : undefined;
  };

  const firstPage = async (filter: InboxFilter, size: number, before?: number): Promise<InboxPage> => {
    const rows = await matching(filter, { below: before }, size + 1);
    const bookings = rows.slice(0, size);
    const last = bookings.at(-1);
    const newer = before !== undefined && (await anyFrom(filter, 'b.id >= ?', before));
    return {
      bookings,
      ...(newer && { newer: bookings[0] ? { after: bookings[0].id } : {} }),
      ...(rows.length > size && last && { older: { before: last.id } }),
    };
  };

  return {
    async page(filter, cursor = {}, size = PAGE_SIZE) {
      if (cursor.after === undefined) return firstPage(filter, size, cursor.before);
      const rows = await matching(filter, { above: cursor.after }, size + 1);
      // Fewer than a page newer than the cursor: that is the newest page.
      if (rows.length <= size) return firstPage(filter, size);
      const bookings = rows.slice(0, size).reverse();
      const last = bookings.at(-1);
      return { bookings, newer: { after: bookings[0]!.id }, ...(last && (await anyFrom(filter, 'b.id < ?', last.id)) && { older: { before: last.id } }) };
    },
    async count(filter) {
      const where = whereOf(filter);
      const row = (await db.execute({ sql: `SELECT COUNT(*) AS n FROM bookings b ${joinsOf(filter)} WHERE ${where.sql}`, args: where.args })).rows[0];
      return Number(row?.n ?? 0);
    },
    async *chunks(filter, size = 1000) {
      const where = whereOf(filter);
      // One JSON text per chunk: reading a thousand rows of a dozen columns through the client one by one
      // takes some 50 times longer. JSON keeps every character of the text (even NUL).
      const sql = `SELECT json_group_array(json_array(b.id, b.reference, b.received_at, ${STATUS_SQL}, COALESCE(s.changed_at, b.handled_at),
                     b.name, b.email, b.phone, b.service, b.package, b.guests, b.place, b.starts_at, b.date, b.time_of_day, b.message,
                     COALESCE(n.note, ''), b.price_cents, b.deposit_cents, b.deposit_state,
                     (SELECT json_group_array(json_array(a.guest_id, a.question, a.answer, a.alert, (SELECT g.name FROM party_guests g WHERE g.id = a.guest_id AND a.guest_id > 0))) FROM (SELECT * FROM intake_answers WHERE booking_id = b.id ORDER BY guest_id, rowid) a))) AS chunk
                   FROM bookings b ${EXTRAS_JOIN}
                   WHERE b.id IN (SELECT b.id FROM bookings b ${joinsOf(filter)} WHERE ${where.sql} AND b.id > ? ORDER BY b.id LIMIT ?)`;
      for (let above = 0; ; ) {
        const json = (await db.execute({ sql, args: [...where.args, above, size] })).rows[0]?.chunk;
        const chunk = (JSON.parse(String(json ?? '[]')) as unknown[][]).map(exported).sort((a, b) => a.id - b.id);
        if (chunk.length > 0) yield chunk;
        if (chunk.length < size) return;
        above = chunk.at(-1)!.id;
      }
    },
    async find(reference) {
      return (await withIds('SELECT id FROM bookings WHERE reference = ?', [reference], 'DESC'))[0];
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
      // Only the inbox's own status: a booking's time is changed by the appointment book alone
      // (src/server/appointments/book.ts), in a transaction that names the state it expects.
      await db.batch(statusStatements(id, status, new Date(now).toISOString()), 'write');
      return true;
    },
    async holds(now) {
      const at = new Date(now).toISOString();
      const held = `SELECT id FROM bookings WHERE appointment_status = 'held' AND ends_at > ? ORDER BY starts_at LIMIT 50`;
      const [bookings, same] = await Promise.all([
        withIds(held, [at], 'ASC'),
        db.execute({
          sql: `SELECT b.id, (SELECT COUNT(*) FROM bookings o WHERE o.held_by = b.held_by AND o.appointment_status = 'held' AND o.held_until > ?) AS n
                FROM bookings b WHERE b.id IN (${held})`,
          args: [now, at],
        }),
      ]);
      const counts = new Map(same.rows.map((row) => [Number(row.id), Number(row.n)]));
      return bookings
        .map((booking) => ({ booking, fromSameAddress: Math.max(1, counts.get(booking.id) ?? 1) }))
        .sort((x, y) => Date.parse(x.booking.appointment?.start ?? '') - Date.parse(y.booking.appointment?.start ?? ''));
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
