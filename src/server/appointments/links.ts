// The links emailed to customers to cancel an appointment or ask for another time: no account, no password.
// A link is `/appointment/<id>.<expiry>.<signature>`: a random id recorded in the database with its booking,
// when it expires, and an HMAC-SHA256 of both with the server's key (APPOINTMENT_LINK_SECRET, or a random key
// kept in the database when that is not set). A link whose signature is wrong is refused before the database
// is read; one that has expired, or has been used (a change made with it), is refused after. Opening the page
// changes nothing (a mail program that opens links to check them uses nothing up): only its form does, once.
import { createHmac, randomBytes } from 'node:crypto';
import type { Client, InStatement } from '@libsql/client';
import { sameToken } from '../same-token.ts';

/** The least length of APPOINTMENT_LINK_SECRET. */
export const LINK_SECRET_MIN = 32;

export type LinkCheck =
  | { ok: true; id: string; bookingId: number; expiresAt: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export interface AppointmentLinks {
  /** A new link's id and the statement that records it (to run in the transaction of the change it goes with). */
  create(bookingId: number, now: number, expiresAt: number): { id: string; statement: InStatement };
  /** The token of a recorded link (for the email's address). */
  token(id: string, expiresAt: number): string;
  /** Whether a token is a link of this site that is still good; reads the database only for a well-signed one. */
  check(token: string, now: number): Promise<LinkCheck>;
  /** The statement that uses a link up: it changes one row only while the link is unused and unexpired. */
  use(id: string, now: number): InStatement;
  /** The token a page's form carries for this link (with the Origin check, against cross-site posts). */
  formToken(id: string): string;
}

/** The signing key: the environment's, or one made once and kept in the database. */
export async function linkKey(db: Client, fromEnv: string | undefined): Promise<string> {
  const secret = fromEnv?.trim();
  if (secret) {
    if (secret.length < LINK_SECRET_MIN) throw new Error(`APPOINTMENT_LINK_SECRET must be at least ${LINK_SECRET_MIN} characters (e.g. openssl rand -base64 32).`);
    return secret;
  }
  await db.execute({ sql: `INSERT OR IGNORE INTO appointment_secrets (name, value) VALUES ('link-key', ?)`, args: [randomBytes(32).toString('base64url')] });
  return String((await db.execute(`SELECT value FROM appointment_secrets WHERE name = 'link-key'`)).rows[0]?.value);
}

const TOKEN = /^([\w-]{22})\.([0-9a-z]{1,12})\.([\w-]{43})$/;

export function appointmentLinks(db: Client, key: string): AppointmentLinks {
  const sign = (what: string) => createHmac('sha256', key).update(what).digest('base64url');
  return {
    create(bookingId, now, expiresAt) {
      const id = randomBytes(16).toString('base64url');
      return { id, statement: { sql: 'INSERT INTO appointment_links (id, booking_id, created_at, expires_at) VALUES (?, ?, ?, ?)', args: [id, bookingId, now, expiresAt] } };
    },
    token(id, expiresAt) {
      const body = `${id}.${expiresAt.toString(36)}`;
      return `${body}.${sign(`link:${body}`)}`;
    },
    async check(token, now) {
      const match = TOKEN.exec(token);
      if (!match) return { ok: false, reason: 'invalid' };
      const [, id, expiry, signature] = match as unknown as [string, string, string, string];
      if (!sameToken(signature, sign(`link:${id}.${expiry}`))) return { ok: false, reason: 'invalid' };
      const row = (await db.execute({ sql: 'SELECT booking_id, expires_at, used_at FROM appointment_links WHERE id = ?', args: [id] })).rows[0];
      if (!row || Number(row.expires_at) !== parseInt(expiry, 36)) return { ok: false, reason: 'invalid' };
      if (row.used_at != null) return { ok: false, reason: 'used' };
      if (Number(row.expires_at) <= now) return { ok: false, reason: 'expired' };
      return { ok: true, id, bookingId: Number(row.booking_id), expiresAt: Number(row.expires_at) };
    },
    use: (id, now) => ({ sql: 'UPDATE appointment_links SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?', args: [now, id, now] }),
    formToken: (id) => sign(`form:${id}`),
  };
}
