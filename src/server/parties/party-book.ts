// Parties in the database (tables of migration 13): a party booked online gets a page with a signed link
// (`/party/<id>.<signature>`, the appointments' key, no account), which the host shares with the guests; each
// guest who signs up is one write transaction that checks the party is still open, has a place left (the
// package's most guests, as it was when booked), and has no guest of honor yet when they say they are it, so
// of two guests racing for the last place exactly one gets it. At the package's deadline (`days_before` the
// party, counted from the time as it stands) the host and the owner are emailed, once, whether the fewest
// guests signed up.
import { createHmac, randomBytes } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';
import type { PackagePlan } from '../../schema/party-plan.ts';
import { sameToken } from '../same-token.ts';
import { text } from '../bookings/booking-rows.ts';
import type { ChosenItem, GuestLine } from './party-total.ts';

export interface PartyRecord {
  bookingId: number;
  linkId: string;
  maxGuests: number;
  minimumGuests?: number;
  daysBefore?: number;
  /** When the host and the owner were told whether the fewest guests signed up (ISO 8601). */
  deadlineToldAt?: string;
}

export interface PartyGuest extends GuestLine {
  id: number;
  email: string;
  phone: string;
  signedAt: string;
}

export interface NewGuest {
  name: string;
  email: string;
  phone: string;
  choices: readonly ChosenItem[];
  guestOfHonor: boolean;
}

/** Why a guest was not added: the party is closed (cancelled, or begun), full, or has its guest of honor. */
export type SignUpRefusal = 'closed' | 'full' | 'honor-taken';
export type SignUpResult = { ok: true; guestId: number; repeated: boolean } | { ok: false; reason: SignUpRefusal };

const TOKEN = /^([\w-]{22})\.([\w-]{43})$/;

/** A new party page's link id (random; the page's address is it and its signature). */
export const newPartyLinkId = (): string => randomBytes(16).toString('base64url');

/** The party page's links: signed with the appointments' key, so a link changed by a letter is refused before the database is read. */
export function partyLinks(key: string) {
  const sign = (id: string) => createHmac('sha256', key).update(`party:${id}`).digest('base64url');
  return {
    token: (id: string) => `${id}.${sign(id)}`,
    /** The link's id, when the token is one this site signed. */
    idOf(token: string): string | undefined {
      const match = TOKEN.exec(token);
      return match && sameToken(match[2]!, sign(match[1]!)) ? match[1] : undefined;
    },
    /** The token a guest's form carries (with the Origin check, against cross-site posts). */
    formToken: (id: string) => createHmac('sha256', key).update(`party-form:${id}`).digest('base64url'),
  };
}
export type PartyLinks = ReturnType<typeof partyLinks>;

/** The statement that opens the party of the booking `reference` (to run with the booking's own, in its transaction). */
export function openPartyStatement(reference: string, linkId: string, pkg: PackagePlan, now: number): InStatement {
  return {
    sql: `INSERT INTO parties (booking_id, link_id, max_guests, minimum_guests, days_before, created_at) SELECT id, ?, ?, ?, ?, ? FROM bookings WHERE reference = ?`,
    args: [linkId, pkg.maxGuests, pkg.minimumGuests ?? null, pkg.minimumGuests !== undefined ? (pkg.confirmGuestsDaysBefore ?? null) : null, new Date(now).toISOString(), reference],
  };
}

const num = (v: unknown) => (v == null ? undefined : Number(v));

function toParty(row: Record<string, unknown>): PartyRecord {
  const minimumGuests = num(row.minimum_guests);
  const daysBefore = num(row.days_before);
  return {
    bookingId: Number(row.booking_id),
    linkId: String(row.link_id),
    maxGuests: Number(row.max_guests),
    ...(minimumGuests !== undefined && { minimumGuests }),
    ...(daysBefore !== undefined && { daysBefore }),
    ...(row.deadline_told_at != null && { deadlineToldAt: String(row.deadline_told_at) }),
  };
}

function choicesOf(value: unknown): ChosenItem[] {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.flatMap((c: Partial<ChosenItem>) => (typeof c?.name === 'string' && typeof c.cents === 'number' ? [{ name: c.name, cents: c.cents }] : [])) : [];
  } catch {
    return [];
  }
}


/** The statuses of a time that still takes sign-ups. */
const OPEN_STATUSES = "('held', 'confirmed', 'awaiting-deposit')";

export function partyBook(db: Client) {
  const read = async (sql: string, args: (string | number)[]) => {
    const row = (await db.execute({ sql, args })).rows[0];
    return row ? toParty(row as unknown as Record<string, unknown>) : undefined;
  };
  return {
    byLink: (linkId: string) => read('SELECT * FROM parties WHERE link_id = ?', [linkId]),
    ofBooking: (bookingId: number) => read('SELECT * FROM parties WHERE booking_id = ?', [bookingId]),
    async guests(bookingId: number): Promise<PartyGuest[]> {
      const rows = (await db.execute({
        sql: 'SELECT id, CAST(name AS BLOB) AS name, CAST(email AS BLOB) AS email, CAST(phone AS BLOB) AS phone, choices, guest_of_honor, signed_at FROM party_guests WHERE booking_id = ? ORDER BY id',
        args: [bookingId],
      })).rows;
      return rows.map((row) => ({
        id: Number(row.id),
        name: text(row.name),
        email: text(row.email),
        phone: text(row.phone),
        choices: choicesOf(row.choices),
        guestOfHonor: Number(row.guest_of_honor) === 1,
        signedAt: String(row.signed_at),
      }));
    },
    /**
     * Adds a guest in one write transaction (with `also`'s statements, e.g. their answers, given the guest's
     * id); a repeat of the same `repeatKey` (a double tap, a reload) is the guest added the first time.
     */
    async signUp(bookingId: number, guest: NewGuest, repeatKey: string, now: number, also: (guestId: number) => InStatement[] = () => []): Promise<SignUpResult> {
      const tx = await db.transaction('write');
      try {
        const earlier = (await tx.execute({ sql: 'SELECT id FROM party_guests WHERE repeat_key = ? AND booking_id = ?', args: [repeatKey, bookingId] })).rows[0];
        if (earlier) return { ok: true, guestId: Number(earlier.id), repeated: true };
        const party = (await tx.execute({
          sql: `SELECT p.max_guests, b.starts_at, b.appointment_status FROM parties p JOIN bookings b ON b.id = p.booking_id WHERE p.booking_id = ?`,
          args: [bookingId],
        })).rows[0];
        if (!party) return { ok: false, reason: 'closed' };
        const status = party.appointment_status == null ? null : String(party.appointment_status);
        // Cancelled or done in the inbox (a party booked by request has no time whose status would say so).
        const owner = (await tx.execute({ sql: 'SELECT status FROM booking_status WHERE booking_id = ?', args: [bookingId] })).rows[0]?.status;
        if (owner === 'cancelled' || owner === 'done') return { ok: false, reason: 'closed' };
        const begun = party.starts_at != null && Date.parse(String(party.starts_at)) <= now;
        // A party booked by request (no time yet) takes sign-ups; a cancelled, declined or freed one does not.
        if (begun || (party.starts_at != null && !OPEN_STATUSES.includes(`'${status}'`))) return { ok: false, reason: 'closed' };
        const count = Number((await tx.execute({ sql: 'SELECT COUNT(*) AS n FROM party_guests WHERE booking_id = ?', args: [bookingId] })).rows[0]?.n ?? 0);
        if (count >= Number(party.max_guests)) return { ok: false, reason: 'full' };
        if (guest.guestOfHonor && (await tx.execute({ sql: 'SELECT 1 FROM party_guests WHERE booking_id = ? AND guest_of_honor = 1', args: [bookingId] })).rows.length > 0) {
          return { ok: false, reason: 'honor-taken' };
        }
        const inserted = await tx.execute({
          sql: `INSERT INTO party_guests (booking_id, name, email, phone, choices, guest_of_honor, signed_at, repeat_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          args: [bookingId, guest.name, guest.email, guest.phone, JSON.stringify(guest.choices), guest.guestOfHonor ? 1 : 0, new Date(now).toISOString(), repeatKey],
        });
        const guestId = Number(inserted.rows[0]?.id);
        const more = also(guestId);
        if (more.length > 0) await tx.batch(more);
        await tx.commit();
        return { ok: true, guestId, repeated: false };
      } finally {
        tx.close();
      }
    },
    /** The owner takes a guest off the list (they cannot come after all), with their answers. */
    async removeGuest(bookingId: number, guestId: number): Promise<boolean> {
      if (!Number.isSafeInteger(guestId) || guestId < 1) return false;
      const tx = await db.transaction('write');
      try {
        const removed = await tx.execute({ sql: 'DELETE FROM party_guests WHERE id = ? AND booking_id = ?', args: [guestId, bookingId] });
        if (removed.rowsAffected !== 1) return false;
        // Their answers, and the alert about them not sent yet, go with them.
        await tx.batch([
          { sql: 'DELETE FROM intake_answers WHERE booking_id = ? AND guest_id = ?', args: [bookingId, guestId] },
          { sql: `DELETE FROM email_jobs WHERE booking_id = ? AND key = ? AND state = 'pending'`, args: [bookingId, `intake-alert#${guestId}`] },
        ]);
        await tx.commit();
        return true;
      } finally {
        tx.close();
      }
    },
    /** Whether the owner closed the booking in the inbox (cancelled, or done). */
    async closedByOwner(bookingId: number): Promise<boolean> {
      const status = (await db.execute({ sql: 'SELECT status FROM booking_status WHERE booking_id = ?', args: [bookingId] })).rows[0]?.status;
      return status === 'cancelled' || status === 'done';
    },
    /**
     * Tells the host and the owner, once, of each party whose deadline has come: whether the fewest guests
     * signed up. The mark and the two emails are written in one transaction that counts the guests, and only
     * while the party was not told yet, so two servers or a restart tell it once. How many were told.
     */
    async tellDeadlines(now: number, email: boolean): Promise<number> {
      // A server that sends no email tells no one: the parties wait for one that does.
      if (!email) return 0;
      const rows = (await db.execute({
        sql: `SELECT p.booking_id, p.minimum_guests, p.days_before, b.starts_at FROM parties p JOIN bookings b ON b.id = p.booking_id
              WHERE p.days_before IS NOT NULL AND p.deadline_told_at IS NULL AND b.starts_at IS NOT NULL AND b.appointment_status IN ('held', 'confirmed')`,
        args: [],
      })).rows;
      let told = 0;
      for (const row of rows) {
        const start = Date.parse(String(row.starts_at));
        if (start - Number(row.days_before) * 86_400_000 > now || start <= now) continue;
        const bookingId = Number(row.booking_id);
        const tx = await db.transaction('write');
        try {
          const marked = await tx.execute({ sql: 'UPDATE parties SET deadline_told_at = ? WHERE booking_id = ? AND deadline_told_at IS NULL', args: [new Date(now).toISOString(), bookingId] });
          if (marked.rowsAffected !== 1) continue;
          const signedUp = Number((await tx.execute({ sql: 'SELECT COUNT(*) AS n FROM party_guests WHERE booking_id = ?', args: [bookingId] })).rows[0]?.n ?? 0);
          const data = JSON.stringify({ signedUp, minimum: Number(row.minimum_guests), start: String(row.starts_at) });
          await tx.batch(
            ['party-deadline', 'party-deadline-owner'].map((kind) => ({
              sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT (booking_id, key) DO NOTHING`,
              args: [bookingId, kind, kind, data, now],
            })),
          );
          await tx.commit();
          told++;
        } finally {
          tx.close();
        }
      }
      return told;
    },
  };
}
export type PartyBook = ReturnType<typeof partyBook>;
