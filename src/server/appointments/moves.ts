// How every change of an appointment is written: in one write transaction that first names the state it
// expects (the status and SEQUENCE the change was decided on) and goes on only if the booking is still in
// it. A change that lost a race to another (a Confirm and a Cancel at once, a customer's page opened before
// the owner's Decline) changes nothing and queues no email. The statements that a change writes beside the
// booking (its emails as outbox jobs, a line in appointment_changes, the inbox's status) are made here too.
import type { Client, InStatement, Transaction } from '@libsql/client';
import type { AppointmentStatus, JobKind, StoredBooking } from '../bookings/store.ts';
import { statusStatements, type BookingStatus } from '../inbox/inbox-store.ts';
import type { AppointmentJobData } from './emails.ts';

/** Why a change was not made: the booking changed meanwhile, the link was used, the time is not free, the appointment is closed (cancelled, declined, run out), or it is already so. */
export type Refusal = 'stale' | 'used' | 'taken' | 'closed' | 'unchanged';
export type MoveResult = { ok: true; emailed: boolean } | { ok: false; reason: Refusal };

export type Who = 'owner' | 'customer' | 'site';

export const iso = (ms: number) => new Date(ms).toISOString();

/** An email (or text) job of the outbox (sent once, across restarts and servers). */
export const job = (b: StoredBooking, kind: JobKind, key: string, data: AppointmentJobData, due: number): InStatement => ({
  sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT (booking_id, key) DO NOTHING`,
  args: [b.id, key, kind, JSON.stringify(data), due],
});

/** The line the inbox shows under the booking: when, who, what, the time after the change, and a reason or message. */
export const change = (b: StoredBooking, who: Who, what: string, start: string | null, detail: string, now: number): InStatement => ({
  sql: 'INSERT INTO appointment_changes (booking_id, at, who, what, starts_at, detail) VALUES (?, ?, ?, ?, ?, ?)',
  args: [b.id, iso(now), who, what, start, detail.slice(0, 2000)],
});

/** The appointment's new status (and the inbox's), with when a hold waiting on the owner runs out. */
export function setStatus(b: StoredBooking, status: AppointmentStatus, inbox: BookingStatus, now: number, heldUntil: number | null = null): InStatement[] {
  return [{ sql: 'UPDATE bookings SET appointment_status = ?, held_until = ? WHERE id = ?', args: [status, heldUntil, b.id] }, ...statusStatements(b.id, inbox, iso(now))];
}

export interface MoveOptions {
  /** Uses up the customer's link in the same transaction (refused as `used` when it was used meanwhile). */
  link?: { use: InStatement };
  /** Whether the change counts up the SEQUENCE (a message alone does not: the reminder stays). */
  bump: boolean;
}

/**
 * Runs a change of `b` in one write transaction: the link, then the guard (the status and SEQUENCE `b`
 * was read with; for a request without a time, no time), then `work`'s statements, or nothing when `work`
 * refuses. `work` gets the SEQUENCE after the change.
 */
export async function move(db: Client, b: StoredBooking, opts: MoveOptions, work: (tx: Transaction, sequence: number) => Promise<InStatement[] | Refusal>): Promise<{ ok: true } | { ok: false; reason: Refusal }> {
  const tx = await db.transaction('write');
  try {
    if (opts.link && (await tx.execute(opts.link.use)).rowsAffected !== 1) return { ok: false, reason: 'used' };
    const a = b.appointment;
    // A request without a time has no SEQUENCE the owner saw: only that it still has no time.
    const guard = a
      ? { sql: 'UPDATE bookings SET appointment_sequence = appointment_sequence + ? WHERE id = ? AND appointment_status = ? AND appointment_sequence = ? RETURNING appointment_sequence', args: [opts.bump ? 1 : 0, b.id, a.status, a.sequence] }
      : { sql: 'UPDATE bookings SET appointment_sequence = appointment_sequence + ? WHERE id = ? AND starts_at IS NULL RETURNING appointment_sequence', args: [opts.bump ? 1 : 0, b.id] };
    const guarded = await tx.execute(guard);
    const row = guarded.rows[0];
    if (!row) return { ok: false, reason: 'stale' };
    const statements = await work(tx, Number(row.appointment_sequence));
    if (typeof statements === 'string') return { ok: false, reason: statements };
    await tx.batch(statements);
    await tx.commit();
    return { ok: true };
  } finally {
    // Rolls back whatever was not committed: a refused change leaves no trace.
    tx.close();
  }
}
