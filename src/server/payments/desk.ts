// Deposits, assembled: which booking takes one (the content served, never the request), the payment page it
// is sent to (the time held meanwhile, HOLD_MINUTES), the signed webhook, the page a customer comes back to, and
// the refunds owed. Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET there is no desk: no deposit is taken
// and bookings work as they always have.
import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import { sameToken } from '../same-token.ts';
import type { AppointmentBook } from '../appointments/book.ts';
import { durationOf, findChoice, type Schedule } from '../appointments/schedule.ts';
import { formatTime } from '../bookings/format.ts';
import type { BookingStore, StoredBooking } from '../bookings/store.ts';
import { settleRefunds } from './refunds.ts';
import { depositReturnPage, DEPOSIT_RETURN_PATH } from './return-page.tsx';
import type { Payments } from './stripe.ts';
import { termsOfBooking, type BookingTerms } from './terms.ts';
import { paymentText } from './texts.ts';
import { stripeWebhook } from './webhook.ts';

/**
 * How long a time is held while its deposit is paid. Stripe's payment page stays open at least 30 minutes,
 * so the hold is as long: a payment made on the page always finds its time still held.
 */
export const HOLD_MINUTES = 30;

export interface DepositDesk {
  /** The terms of a booking when it takes a deposit (payments are set up and its content asks for one). */
  depositOf(booking: Booking): (BookingTerms & { depositCents: number }) | undefined;
  /** The payment page of a booking stored awaiting its deposit; the same page when asked again. */
  checkout(b: StoredBooking, terms: BookingTerms & { depositCents: number }, origin: string): Promise<string>;
  /** Frees the time of a booking whose payment page could not be made. */
  release(b: StoredBooking): Promise<void>;
  /** POST /payments/stripe, to mount under /api. */
  webhook: Hono;
  /** The page a customer comes back to from the payment page, at the site's root. */
  routes: Hono;
  /** Asks Stripe for the refunds owed now (after a change). */
  settle(): void;
  close(): void;
}

export interface DepositDeskOptions {
  payments: Payments;
  webhookSecret: string;
  store: BookingStore;
  book: () => AppointmentBook;
  schedule: () => Schedule | undefined;
  business: () => { name: string; phone: string };
  /** The page with the booking form, for "Try again". */
  bookingPage: () => string;
  onChange: () => void;
  log: (...args: unknown[]) => void;
  now?: () => number;
}

export function openDepositDesk(opts: DepositDeskOptions): DepositDesk {
  const now = opts.now ?? Date.now;
  const { payments, store } = opts;
  // The return page's address carries this, so only the one who booked sees where their booking stands.
  const tokenOf = (reference: string) => createHmac('sha256', opts.webhookSecret).update(`deposit-return:${reference}`).digest('base64url').slice(0, 22);
  const validToken = (reference: string, token: string) => sameToken(tokenOf(reference), token);
  /** What a paid booking becomes: confirmed at once for a service the owner takes without confirming, else held for them. */
  const thenStatus = (b: StoredBooking): 'held' | 'confirmed' => {
    const schedule = opts.schedule();
    const choice = schedule && findChoice(schedule, b.service);
    const key = schedule && choice && durationOf(schedule, choice, { ...(b.package && { package: b.package }), ...(b.guests !== '' && { guests: Number(b.guests) }) })?.key;
    return key !== undefined && schedule?.availability.confirmAtOnce.includes(key) ? 'confirmed' : 'held';
  };
  /** A payment page paid, as Stripe says when asked: applied as the webhook applies it (once, whichever comes first). */
  const paidMeanwhile = async (b: StoredBooking): Promise<boolean> => {
    const session = b.money?.checkoutSession;
    if (!session) return false;
    try {
      const paid = await payments.checkoutPaid(session);
      if (!paid.paid) return false;
      const done = await opts.book().depositPaid(b, { session, paymentIntent: paid.paymentIntent }, thenStatus(b), now());
      if (done.ok) opts.onChange();
      return done.ok;
    } catch (error) {
      opts.log(paymentText.log.askFailed, error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  let settling: Promise<unknown> = Promise.resolve();
  const settle = () => {
    settling = settling.then(() => settleRefunds(store.client, payments, now(), opts.log)).catch((error: unknown) => opts.log(paymentText.log.refundFailed, error));
  };
  const timer = setInterval(settle, 60_000);
  timer.unref?.();

  return {
    depositOf(booking) {
      const terms = termsOfBooking(opts.schedule(), booking);
      return terms.depositCents !== undefined ? { ...terms, depositCents: terms.depositCents } : undefined;
    },
    async checkout(b, terms, origin) {
      const back = (left: boolean) => `${origin}${DEPOSIT_RETURN_PATH}?reference=${encodeURIComponent(b.reference)}&token=${tokenOf(b.reference)}${left ? '&left=1' : ''}`;
      const session = await payments.createCheckout({
        reference: b.reference,
        amountCents: terms.depositCents,
        description: paymentText.checkoutName(b.service, b.appointment ? formatTime(b.appointment.start) : b.date),
        email: b.email,
        successUrl: back(false),
        cancelUrl: back(true),
        expiresAt: (b.appointment?.heldUntil ?? now() + HOLD_MINUTES * 60_000) + 60_000,
      });
      // Which payment page belongs to the booking: an event of another session (an old one) changes nothing.
      await store.client.execute({ sql: 'UPDATE bookings SET checkout_session = ? WHERE id = ? AND checkout_session IS NULL', args: [session.id, b.id] });
      return session.url;
    },
    async release(b) {
      await opts.book().depositLapsed(b, now());
    },
    webhook: stripeWebhook({ payments, store, book: opts.book, thenStatus, now, log: opts.log, onChange: () => (settle(), opts.onChange()) }),
    routes: depositReturnPage({ store, book: opts.book, paidMeanwhile, validToken, schedule: opts.schedule, business: opts.business, bookingPage: opts.bookingPage, now, onChange: opts.onChange }),
    settle,
    close: () => clearInterval(timer),
  };
}
