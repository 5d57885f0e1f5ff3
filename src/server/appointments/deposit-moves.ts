// The moves of an appointment that a deposit makes (src/server/payments/ calls them): paid, so the time is held
// (or confirmed) as any booking's; never paid, so it is free again; and the owner's No-show, which keeps a paid
// deposit. Like every move, each is one guarded transaction (moves.ts) naming the state it expects, so a
// webhook sent twice, late or out of order changes the appointment at most once. What becomes of a paid
// deposit when an appointment ends (refunded or kept) is written here too, for every move that ends one.
import type { InStatement } from '@libsql/client';
import type { StoredBooking } from '../bookings/store.ts';
import { emailKinds } from '../bookings/store.ts';
import { bookedData } from '../bookings/booking-rows.ts';
import type { Kit } from './book-kit.ts';
import { change, job, setStatus, type MoveResult } from './moves.ts';

/** A paid deposit's refund, owed until Stripe has taken it (src/server/payments/refunds.ts). */
export const refundDeposit = (b: StoredBooking): InStatement[] =>
  b.money?.deposit === 'paid' ? [{ sql: `UPDATE bookings SET deposit_state = 'refund-due' WHERE id = ? AND deposit_state = 'paid'`, args: [b.id] }] : [];

/** A paid deposit kept (a late cancellation, a no-show), as the policy the customer agreed to says. */
export const keepDeposit = (b: StoredBooking): InStatement[] =>
  b.money?.deposit === 'paid' ? [{ sql: `UPDATE bookings SET deposit_state = 'kept' WHERE id = ? AND deposit_state = 'paid'`, args: [b.id] }] : [];

/** What a customer's cancellation does to a paid deposit: refunded until the policy's hours before, kept after. */
export const cancelledInTime = (b: StoredBooking, now: number): boolean => b.money?.refundUntil === undefined || now <= b.money.refundUntil;

export interface PaidSession {
  session: string;
  paymentIntent: string | undefined;
}

export interface DepositMoves {
  /**
   * The deposit is paid: a time awaiting it is held for the owner (or confirmed, for a service booked at
   * once), and the owner and the customer are emailed as for any booking. A payment that comes after the
   * hold ran out takes the time again while it is free; otherwise it is refunded. `unchanged` for a payment
   * already applied.
   */
  depositPaid(b: StoredBooking, paid: PaidSession, then: 'held' | 'confirmed', now: number): Promise<MoveResult>;
  /** The deposit was never paid (the payment page expired or was left, or the hold ran out): the time is free. */
  depositLapsed(b: StoredBooking, now: number): Promise<MoveResult>;
  /** The owner's No-show, once the appointment has begun: it ends, a paid deposit is kept, and the customer is told why. */
  noShow(b: StoredBooking, now: number): Promise<MoveResult>;
}

export function depositMoves(kit: Kit): DepositMoves {
  const { opts, base, run, refuse, holdUntil } = kit;
  const paidStatements = (b: StoredBooking, paid: PaidSession, then: 'held' | 'confirmed', now: number): InStatement[] => [
    ...setStatus(b, then, then === 'confirmed' ? 'confirmed' : 'new', now, then === 'held' ? holdUntil(now) : null),
    { sql: `UPDATE bookings SET deposit_state = 'paid', checkout_session = ?, payment_intent = ? WHERE id = ?`, args: [paid.session, paid.paymentIntent ?? null, b.id] },
    // The emails every booking gets, held back until the deposit was paid, with the time as booked (store.ts).
    ...(opts.email()
      ? emailKinds.map((kind) => ({
          sql: `INSERT INTO email_jobs (booking_id, key, kind, data, state, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT (booking_id, key) DO NOTHING`,
          args: [b.id, kind, kind, b.appointment ? bookedData({ start: b.appointment.start, end: b.appointment.end, status: then }) : '{}', now],
        }))
      : []),
    // A time confirmed at once once paid: the texts a confirmation sends, to a customer who asked for them.
    ...(then === 'confirmed' && b.appointment ? kit.confirmation(b, b.appointment.start, b.appointment.end, b.appointment.sequence, now, 'texts') : []),
    // The owner's text too: a booking whose deposit is never paid is no booking to be told of.
    ...(opts.textOwner?.() ? [job(b, 'text-owner', 'text-owner', base(b, b.appointment?.sequence ?? 0, b.appointment?.start ?? '', b.appointment?.end ?? ''), now)] : []),
  ];
  return {
    depositPaid(b, paid, then, now) {
      const a = b.appointment;
      const state = b.money?.deposit;
      if (!a || b.money?.depositCents === undefined) return refuse('closed');
      if (state !== 'due' && state !== 'lapsed') return refuse('unchanged');
      if (a.status === 'awaiting-deposit') {
        return run(b, opts.email(), { bump: false }, async () => [...paidStatements(b, paid, then, now), change(b, 'customer', 'paid', a.start, '', now)]);
      }
      // Paid after the time was freed: taken again while it is still free, or the payment goes back.
      return run(b, opts.email(), { bump: true }, async (tx) => {
        const time = { start: Date.parse(a.start), end: Date.parse(a.end), ...(a.place && { place: a.place }) };
        if (state === 'lapsed' && a.status === 'released' && (await kit.fits(tx, b, time))) {
          return [...paidStatements(b, paid, then, now), change(b, 'customer', 'paid', a.start, '', now)];
        }
        return [
          { sql: `UPDATE bookings SET deposit_state = 'refund-due', checkout_session = ?, payment_intent = ? WHERE id = ?`, args: [paid.session, paid.paymentIntent ?? null, b.id] },
          // The payment, and why it goes back; "refunded" is written once Stripe has taken the refund (refunds.ts).
          change(b, 'customer', 'paid', a.start, 'after the time was no longer held: refund asked for', now),
        ];
      });
    },
    depositLapsed(b, now) {
      const a = b.appointment;
      if (a?.status !== 'awaiting-deposit') return refuse('closed');
      return run(b, false, { bump: true }, async () => [
        ...setStatus(b, 'released', 'cancelled', now),
        { sql: `UPDATE bookings SET deposit_state = 'lapsed' WHERE id = ? AND deposit_state = 'due'`, args: [b.id] },
        change(b, 'site', 'expired', a.start, 'the deposit was not paid', now),
      ]);
    },
    noShow(b, now) {
      const a = b.appointment;
      if (!a || (a.status !== 'confirmed' && a.status !== 'held')) return refuse('closed');
      if (Date.parse(a.start) > now) return refuse('stale');
      const email = opts.email();
      return run(b, email, { bump: true }, async (_tx, sequence) => [
        ...setStatus(b, 'released', 'done', now),
        ...keepDeposit(b),
        ...(email ? [job(b, 'no-show', `no-show#${sequence}`, { ...base(b, sequence, a.start, a.end), ...(b.money?.deposit === 'paid' && { deposit: 'kept' as const }) }, now)] : []),
        change(b, 'owner', 'no-show', a.start, '', now),
      ]);
    },
  };
}
