// Marking an appointment done, with the review asked for in the same write transaction: the customer (by
// their email address, trimmed and lower case, across all their bookings) is asked at most once, and the
// email and the text are outbox jobs written with that row, so a restart or a second server never asks twice.
import type { Client, InStatement } from '@libsql/client';
import type { StoredBooking } from '../bookings/store.ts';
import { statusStatements } from '../inbox/inbox-store.ts';
import type { ReviewJobData } from './review-email.ts';

/** The customer as a review is kept: their email address, trimmed and lower case. */
export const customerKey = (email: string): string => email.trim().toLowerCase();

export interface ReviewAsk {
  /** The owner left "Ask for a review" ticked. */
  ask: boolean;
  /** The review page of the content; none, nothing is asked. */
  url: string | undefined;
  /** Whether emails are sent (SMTP_URL) and texts (TWILIO_*). */
  email: boolean;
  texts: boolean;
}

/** When a customer was asked, and with which booking. */
export interface ReviewAsked {
  at: string;
  bookingId: number;
  reference: string;
}

const jobOf = (b: StoredBooking, kind: 'review' | 'text-review', data: ReviewJobData, due: number): InStatement => ({
  sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT (booking_id, key) DO NOTHING`,
  args: [b.id, kind, kind, JSON.stringify(data), due],
});

/** Marks the booking done; asks for the review when asked to and this customer never was. Whether it asked. */
export async function markDone(db: Client, b: StoredBooking, review: ReviewAsk, now: number): Promise<{ asked: boolean }> {
  const at = new Date(now).toISOString();
  const text = review.texts && b.textOptIn === 'true' && !b.textsStoppedAt;
  const tx = await db.transaction('write');
  try {
    await tx.batch(statusStatements(b.id, 'done', at));
    let asked = false;
    if (review.ask && review.url && (review.email || text)) {
      const row = await tx.execute({ sql: 'INSERT INTO review_requests (email, booking_id, asked_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING', args: [customerKey(b.email), b.id, at] });
      if (row.rowsAffected === 1) {
        const data = { reviewUrl: review.url };
        await tx.batch([...(review.email ? [jobOf(b, 'review', data, now)] : []), ...(text ? [jobOf(b, 'text-review', data, now)] : [])]);
        asked = true;
      }
    }
    await tx.commit();
    return { asked };
  } finally {
    tx.close();
  }
}

/** When each of these customers was asked for a review (by their email address as kept). */
export async function reviewsAsked(db: Client, emails: readonly string[]): Promise<Map<string, ReviewAsked>> {
  const keys = [...new Set(emails.map(customerKey))];
  if (keys.length === 0) return new Map();
  const rows = (await db.execute({
    sql: `SELECT r.email, r.asked_at, r.booking_id, b.reference FROM review_requests r JOIN bookings b ON b.id = r.booking_id WHERE r.email IN (${keys.map(() => '?').join(', ')})`,
    args: keys,
  })).rows;
  return new Map(rows.map((row) => [String(row.email), { at: String(row.asked_at), bookingId: Number(row.booking_id), reference: String(row.reference) }]));
}
