// The owner's calendar subscription: `GET /calendar/<token>.ics`, every confirmed appointment with its
// address, which a phone's calendar app reads again every few hours. The token is a random secret kept in
// the database; the inbox shows the address and can reset it (the old address then reads nothing). A wrong
// token is a 404 before any appointment is read; the requests are limited per address, like the API's.
import { randomBytes } from 'node:crypto';
import type { Client } from '@libsql/client';
import { Hono } from 'hono';
import { SELECT, toBooking } from '../bookings/store.ts';
import { clientKey, TRUST_NONE, type TrustProxy } from '../client-address.ts';
import { sameToken } from '../same-token.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { PRIVATE_HEADERS } from '../private-pages.ts';
import { subscriptionFeed, type CalendarOwner } from './calendar-file.ts';
import { bookingEmailText as bookingLabels, rowsText } from '../bookings/emails.ts';
import { appointmentEmailText as appointmentLabels } from './emails.ts';
import { formatTime } from '../bookings/format.ts';

/** How far back the feed goes: the last month's appointments stay in the calendar. */
const FEED_PAST_MS = 31 * 86_400_000;

export interface CalendarFeed {
  /** The token, made on first use. */
  token(): Promise<string>;
  /** A new token: the old address stops working. */
  reset(): Promise<string>;
  app: Hono;
}

export interface CalendarFeedOptions {
  db: Client;
  owner: () => CalendarOwner;
  now: () => number;
  trustProxy?: TrustProxy;
}

const NAME = 'calendar-token';

export function calendarFeed(opts: CalendarFeedOptions): CalendarFeed {
  const { db } = opts;
  const limiter = new FixedWindowLimiter(10 * 60_000, 60);
  const fresh = () => randomBytes(24).toString('base64url');
  const read = async () => {
    const row = (await db.execute({ sql: 'SELECT value FROM appointment_secrets WHERE name = ?', args: [NAME] })).rows[0];
    return row ? String(row.value) : undefined;
  };
  const token = async () => {
    await db.execute({ sql: 'INSERT OR IGNORE INTO appointment_secrets (name, value) VALUES (?, ?)', args: [NAME, fresh()] });
    return (await read()) ?? '';
  };
  const app = new Hono();
  app.get('/calendar/:file', async (c) => {
    const verdict = limiter.hit(clientKey(c, opts.trustProxy ?? TRUST_NONE), opts.now());
    if (!verdict.allowed) return c.text('Too many requests', 429, { 'Retry-After': String(verdict.retryAfterSeconds) });
    const file = c.req.param('file');
    const given = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const kept = await read();
    if (!kept || !given || !sameToken(given, kept)) return c.notFound();
    const rows = (await db.execute({ sql: `${SELECT} WHERE b.appointment_status = 'confirmed' AND b.ends_at > ? ORDER BY b.starts_at`, args: [new Date(opts.now() - FEED_PAST_MS).toISOString()] })).rows;
    const owner = opts.owner();
    const appointments = rows.map(toBooking).flatMap((b) =>
      b.appointment
        ? [{
            reference: b.reference,
            start: b.appointment.start,
            end: b.appointment.end,
            sequence: b.appointment.sequence,
            summary: `${b.service}: ${b.name}`,
            location: b.place,
            description: rowsText([
              [appointmentLabels.when, formatTime(b.appointment.start)],
              [appointmentLabels.where, b.place],
              [appointmentLabels.service, b.package ? `${b.service}: ${b.package}` : b.service],
              [bookingLabels.name, b.name],
              [bookingLabels.phone, b.phone || '-'],
              [bookingLabels.email, b.email],
              [bookingLabels.reference, b.reference],
              ...(b.message ? [[bookingLabels.message, b.message] as [string, string]] : []),
            ]),
          }]
        : [],
    );
    return c.body(subscriptionFeed(owner, appointments, opts.now()), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      ...PRIVATE_HEADERS,
    });
  });
  return {
    token,
    async reset() {
      const next = fresh();
      await db.execute({ sql: 'INSERT INTO appointment_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value', args: [NAME, next] });
      return next;
    },
    app,
  };
}
