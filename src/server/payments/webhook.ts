// POST /api/payments/stripe: Stripe's events about the payment pages. The signature is checked on the raw
// body with the official SDK (a forged or unsigned event is refused with 400 and changes nothing); an event
// already applied (its id is recorded) is answered 200 and changes nothing; the others go through the
// appointment book, whose moves name the state they expect, so an event late, twice or out of order (an
// expiry after the payment, a payment after a cancellation) changes the booking at most once. Only database
// work happens before the answer: refunds are asked of Stripe afterwards.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppointmentBook, MoveResult } from '../appointments/book.ts';
import { SELECT, toBooking, type BookingStore, type StoredBooking } from '../bookings/store.ts';
import type { CheckoutEvent, Payments } from './stripe.ts';
import { paymentText } from './texts.ts';

export const STRIPE_WEBHOOK_PATH = '/payments/stripe';

export interface WebhookOptions {
  payments: Payments;
  store: BookingStore;
  book: () => AppointmentBook;
  thenStatus: (b: StoredBooking) => 'held' | 'confirmed';
  now: () => number;
  log: (...args: unknown[]) => void;
  onChange: () => void;
}

/** Stripe's events are small; a larger body is not one of them. */
const MAX_BYTES = 256 * 1024;

export function stripeWebhook(o: WebhookOptions): Hono {
  const db = o.store.client;
  const bookingOf = async (reference: string | undefined) => {
    if (!reference) return undefined;
    const row = (await db.execute({ sql: `${SELECT} WHERE b.reference = ?`, args: [reference] })).rows[0];
    return row ? toBooking(row) : undefined;
  };

  /** Applies an event; a move that lost a race to another change is tried once more on the booking as it is now. */
  async function apply(event: CheckoutEvent): Promise<boolean> {
    const s = event.session;
    if (!s || event.type === 'other') return false;
    for (let tries = 0; tries < 2; tries++) {
      const b = await bookingOf(s.reference);
      // A session that is not the booking's own (an older payment page) changes nothing.
      if (!b || (b.money?.checkoutSession && b.money.checkoutSession !== s.id)) return false;
      let outcome: MoveResult;
      if (event.type === 'checkout.session.completed') {
        if (!s.paid) return false;
        outcome = await o.book().depositPaid(b, { session: s.id, paymentIntent: s.paymentIntent }, o.thenStatus(b), o.now());
      } else {
        outcome = await o.book().depositLapsed(b, o.now());
      }
      if (outcome.ok) return true;
      if (outcome.reason !== 'stale') return false;
    }
    return false;
  }

  const app = new Hono();
  // Counted as the body arrives (a chunked body has no length to trust), not only from its header.
  const limit = bodyLimit({ maxSize: MAX_BYTES, onError: (c) => c.json({ error: 'too large' }, 413) });
  app.post(STRIPE_WEBHOOK_PATH, limit, async (c) => {
    const raw = await c.req.text();
    let event: CheckoutEvent;
    try {
      event = o.payments.verifyWebhook(raw, c.req.header('stripe-signature'));
    } catch {
      o.log(paymentText.log.webhookRefused);
      return c.json({ error: 'The signature is not valid.' }, 400);
    }
    try {
      const seen = await db.execute({ sql: 'SELECT 1 FROM payment_events WHERE id = ?', args: [event.id] });
      if (seen.rows.length > 0) return c.json({ received: true, duplicate: true }, 200);
      const changed = await apply(event);
      await db.execute({ sql: 'INSERT INTO payment_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING', args: [event.id, event.type, new Date(o.now()).toISOString()] });
      if (changed) o.onChange();
      return c.json({ received: true }, 200);
    } catch (error) {
      // Not recorded: Stripe sends it again, and its move is applied then.
      o.log(paymentText.log.webhookFailed, error instanceof Error ? error.message : String(error));
      return c.json({ error: 'Not applied; send it again.' }, 500);
    }
  });
  return app;
}
