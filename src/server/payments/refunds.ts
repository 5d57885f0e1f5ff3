// Refunds owed (a Decline, a cancellation inside the policy, a payment that came after its time was taken) are
// written as `refund-due` by the appointment's move, in its transaction; here they are asked of Stripe, after
// the move, and marked `refunded` once Stripe took them. A refund that fails stays owed and is asked again;
// its idempotency key (the booking's reference) makes asking twice refund once. A Cancel the owner can still
// undo is left alone until its seconds are over. The booking's one "refunded" change is written here, with
// the state, once the refund is made: until then the deposit reads "refund on its way".
import type { Client } from '@libsql/client';
import { UNDO_SECONDS } from '../appointments/book.ts';
import type { Payments } from './stripe.ts';
import { paymentText } from './texts.ts';

export async function settleRefunds(db: Client, payments: Payments, now: number, log: (...args: unknown[]) => void): Promise<number> {
  const due = (await db.execute({
    sql: `SELECT b.id, b.reference, b.deposit_cents, b.payment_intent FROM bookings b WHERE b.deposit_state = 'refund-due'
          AND NOT EXISTS (SELECT 1 FROM appointment_changes c WHERE c.booking_id = b.id AND c.who = 'owner' AND c.what = 'cancelled' AND c.at > ?)`,
    args: [new Date(now - UNDO_SECONDS * 1000).toISOString()],
  })).rows;
  let refunded = 0;
  for (const row of due) {
    const id = Number(row.id);
    const intent = row.payment_intent == null ? undefined : String(row.payment_intent);
    const cents = Number(row.deposit_cents ?? 0);
    if (!intent || cents <= 0) continue;
    try {
      await payments.refund(intent, cents, `refund-${String(row.reference)}`);
    } catch (error) {
      log(paymentText.log.refundFailed, error instanceof Error ? error.message : String(error));
      continue;
    }
    const done = await db.batch(
      [
        { sql: `UPDATE bookings SET deposit_state = 'refunded' WHERE id = ? AND deposit_state = 'refund-due'`, args: [id] },
        { sql: `INSERT INTO appointment_changes (booking_id, at, who, what, starts_at, detail) SELECT id, ?, 'site', 'refunded', starts_at, '' FROM bookings WHERE id = ? AND changes() = 1`, args: [new Date(now).toISOString(), id] },
      ],
      'write',
    );
    if (done[0]?.rowsAffected === 1) refunded++;
  }
  return refunded;
}
