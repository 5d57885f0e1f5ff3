// The page a customer comes back to from Stripe's payment page: the thank-you with "Deposit paid: $25" and
// their appointment (its price, what to prepare, the policy agreed to); while Stripe's word is on its way, a
// page that looks again by itself; and after leaving the payment page without paying, the time freed at once
// with a way to try again. Its address carries a token made from the booking, so no one else reads it.
import { Hono } from 'hono';
import { depositWords } from '../../data/bookings/deposit-words.ts';
import { formatCents } from '../../schema/money.ts';
import { feeText } from '../../schema/travel-fee.ts';
import type { AppointmentBook } from '../appointments/book.ts';
import { statusLine } from '../appointments/as-it-stands.ts';
import { serviceDetails } from '../appointments/emails.ts';
import { travelOfBooking, type Schedule } from '../appointments/schedule.ts';
import { bookingEmailText } from '../bookings/emails.ts';
import { formatTime } from '../bookings/format.ts';
import type { BookingStore, StoredBooking } from '../bookings/store.ts';
import { html, Shell, unbroken } from '../page-shell.tsx';
import { privateAnswers } from '../private-pages.ts';
import { paymentText as t } from './texts.ts';

export const DEPOSIT_RETURN_PATH = '/booking/deposit';

export interface ReturnPageOptions {
  store: BookingStore;
  book: () => AppointmentBook;
  /** Asks Stripe whether the booking's payment page was paid, and applies it as the webhook would; whether it did. */
  paidMeanwhile: (b: StoredBooking) => Promise<boolean>;
  validToken: (reference: string, token: string) => boolean;
  /** The content served, for what to prepare (as the emails say it). */
  schedule: () => Schedule | undefined;
  business: () => { name: string; phone: string };
  bookingPage: () => string;
  now: () => number;
  onChange: () => void;
}

/** The appointment as the customer agreed to it, what to prepare for it, and the travel fee (paid on the day: no deposit is taken on it). */
function Details({ b, prepare, travel }: { b: StoredBooking; prepare: string | undefined; travel: string | undefined }) {
  const m = b.money ?? {};
  const rows: [string, string | undefined][] = [
    ['When', b.appointment ? formatTime(b.appointment.start) : undefined],
    ['Service', b.package ? `${b.service}: ${b.package}` : b.service],
    [depositWords.price, m.priceCents !== undefined ? formatCents(m.priceCents) : undefined],
    [bookingEmailText.travel, travel],
    [depositWords.policyHeading, m.policy],
    [t.prepare, prepare],
    ['Reference', b.reference],
  ];
  return (
    <dl>
      {rows.filter((r): r is [string, string] => r[1] !== undefined).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function depositReturnPage(o: ReturnPageOptions): Hono {
  const app = new Hono();
  app.use(DEPOSIT_RETURN_PATH, privateAnswers);
  app.get(DEPOSIT_RETURN_PATH, async (c) => {
    const business = o.business();
    const page = (body: React.ReactNode, status: 200 | 404 = 200, refresh = false) =>
      c.html(
        html(
          <Shell title={t.title} businessName={business.name} brand={business.name} home="/">
            {refresh && <meta httpEquiv="refresh" content="3" />}
            <h1>{t.title}</h1>
            {body}
          </Shell>,
        ),
        status,
      );
    const reference = c.req.query('reference') ?? '';
    let b = o.validToken(reference, c.req.query('token') ?? '') ? await o.store.find(reference) : undefined;
    if (!b || b.money?.depositCents === undefined) return page(<p>{t.unknown}</p>, 404);
    const cents = b.money.depositCents;
    // Back without paying: the time is freed now rather than at the hold's end.
    if (c.req.query('left') === '1' && b.appointment?.status === 'awaiting-deposit') {
      if ((await o.book().depositLapsed(b, o.now())).ok) o.onChange();
      b = (await o.store.find(reference)) ?? b;
    }
    // Back from paying before Stripe's webhook: asked of Stripe, so the thank-you need not wait for it.
    if (c.req.query('left') !== '1' && b.appointment?.status === 'awaiting-deposit' && (await o.paidMeanwhile(b))) b = (await o.store.find(reference)) ?? b;
    const state = b.money?.deposit;
    const tryAgain = <p><a className="btn primary" href={o.bookingPage()}>{t.tryAgain}</a></p>;
    if (state === 'due' && b.appointment?.status === 'awaiting-deposit') return page(<p role="status">{t.waiting}</p>, 200, true);
    if (state === 'due' || state === 'lapsed') {
      return page(<><p role="alert">{c.req.query('left') === '1' ? t.notHeld : t.lapsed}</p>{tryAgain}</>);
    }
    if (b.appointment?.status === 'released') return page(<><p role="alert">{t.refundedLate(depositWords.refunded(formatCents(cents)))}</p>{tryAgain}</>);
    const standing = statusLine(b, 'customer');
    return page(
      <>
        <p role="status">{t.paid}</p>
        <p><strong>{depositWords.depositPaid(formatCents(cents))}</strong></p>
        {standing && <p>{standing}</p>}
        <Details b={b} prepare={serviceDetails(o.schedule(), b).prepare} travel={feeText(travelOfBooking(o.schedule(), b))} />
        <p>{b.appointment?.status === 'confirmed' ? t.confirmed : t.heldHours}</p>
        <p>{t.call(unbroken(business.phone))}</p>
      </>,
    );
  });
  return app;
}
