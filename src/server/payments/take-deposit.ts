// A booking form sent for a time whose service takes a deposit (payments set up): the visitor must have agreed
// to the cancellation policy (`policyAccepted: true`); the time is stored `awaiting-deposit`, held for
// HOLD_MINUTES, with no email yet; and the answer takes the visitor to Stripe's payment page for the amount the
// content says: a 303 for the form sent without JavaScript, `checkoutUrl` in the JSON for the form with it.
import type { Context } from 'hono';
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatCents } from '../../schema/money.ts';
import type { Booking } from '../../data/bookings/booking-schema.ts';
import type { AddOptions, AddResult, BookingStore, TimeRefused, TimeRequest } from '../bookings/store.ts';
import { publicOrigin } from '../public-origin.ts';
import type { TrustProxy } from '../client-address.ts';
import { HOLD_MINUTES, type DepositDesk } from './desk.ts';
import type { BookingTerms } from './terms.ts';
import { paymentText } from './texts.ts';

export interface DepositAsk {
  c: Context;
  desk: DepositDesk;
  store: BookingStore;
  booking: Booking;
  terms: BookingTerms & { depositCents: number };
  policyAccepted: unknown;
  add: Omit<AddOptions, 'email' | 'money'>;
  request: TimeRequest;
  trust: TrustProxy;
  /** A refusal as the booking API gives it (JSON, or the form's page again). */
  refuse: (status: 400 | 500, error: string, extra?: Record<string, unknown>) => Response | Promise<Response>;
  /** What the API answers when the time could not be held. */
  refused: (outcome: TimeRefused) => Response | Promise<Response>;
  form: boolean;
  stored: (created: boolean, reference: string) => void;
  log: (...args: unknown[]) => void;
}

/** The form's "I agree" box sends "true"; the API takes true. */
const agreed = (value: unknown) => value === true || value === 'true';

export async function takeDeposit(a: DepositAsk): Promise<Response> {
  const { c, terms } = a;
  if (!agreed(a.policyAccepted)) return a.refuse(400, depositWords.agreeMissing, { fields: { policyAccepted: depositWords.agreeMissing } });
  const now = a.add.now;
  const start = a.request.time.start;
  const request: TimeRequest = { ...a.request, status: 'awaiting-deposit', hold: { until: now + HOLD_MINUTES * 60_000 } };
  const money = {
    ...(terms.priceCents !== undefined && { priceCents: terms.priceCents }),
    depositCents: terms.depositCents,
    ...(terms.policy && { policy: terms.policy }),
    ...(terms.refundHoursBefore !== undefined && { refundUntil: start - terms.refundHoursBefore * 3_600_000 }),
  };
  // No email yet: the owner and the customer are emailed once the deposit is paid.
  let outcome: AddResult | TimeRefused = await a.store.addWithTime(a.booking, { ...a.add, email: false, money }, request);
  if (!('reference' in outcome)) return a.refused(outcome);
  let b = await a.store.find(outcome.reference);
  // The same form sent again after its deposit was never paid ("Try again"): a new booking, not the old one.
  if (!outcome.created && b?.money?.deposit === 'lapsed') {
    const { idempotencyKey: _old, ...fresh } = a.add;
    outcome = await a.store.addWithTime(a.booking, { ...fresh, email: false, money }, request);
    if (!('reference' in outcome)) return a.refused(outcome);
    b = await a.store.find(outcome.reference);
  }
  a.stored(outcome.created, outcome.reference);
  if (!b) return a.refuse(500, paymentText.checkoutFailed);
  if (b.appointment?.status !== 'awaiting-deposit') {
    // A repeat of a booking already paid (or freed): nothing more to pay.
    return a.form ? c.redirect(`/booking/thanks?reference=${encodeURIComponent(b.reference)}`, 303) : c.json({ reference: b.reference, repeated: true, status: b.appointment?.status }, 200, { 'Cache-Control': 'no-store' });
  }
  let url: string;
  try {
    url = await a.desk.checkout(b, terms, publicOrigin(c, a.trust));
  } catch (error) {
    a.log(paymentText.log.checkoutFailed, error instanceof Error ? error.message : String(error));
    await a.desk.release(b);
    return a.refuse(500, paymentText.checkoutFailed);
  }
  if (a.form) return c.redirect(url, 303);
  const deposit = formatCents(terms.depositCents);
  return c.json({ reference: b.reference, status: 'awaiting-deposit', checkoutUrl: url, deposit, heldMinutes: HOLD_MINUTES }, outcome.created ? 201 : 200, { 'Cache-Control': 'no-store' });
}
