// The customer's page of an appointment, `/appointment/<token>`, reached from the link in their emails: no
// account, plain HTML forms rendered on the server, phone first, in the site's colours. Opening it changes
// nothing; its forms accept a proposed time, cancel, or ask for another time (a free time of a day they
// pick, or a message), once per link. A change must come from this page (Origin or Sec-Fetch-Site, as the
// inbox checks) and carry the link's form token; requests are limited per address. The owner is told by
// email (the outbox) and in the inbox.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import { SELECT, toBooking, type BookingStore, type StoredBooking } from '../bookings/store.ts';
import { formatDay, formatTime } from '../bookings/format.ts';
import { clientAddress, TRUST_NONE, type TrustProxy } from '../client-address.ts';
import { sameToken } from '../same-token.ts';
import { html, PageHead, SendButton, TextBox } from '../inbox/pages.tsx';
import { privateAnswers, sameSiteForms } from '../private-pages.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { bookingFreeTimes } from './api.ts';
import { waitsOnCustomer, type AppointmentBook, type MoveResult } from './book.ts';
import type { FreeTime } from './free-times.ts';
import type { AppointmentLinks } from './links.ts';
import type { Schedule } from './schedule.ts';

export const customerText = {
  title: 'Your appointment',
  invalid: 'This link is not valid. Please use the link in your email as it is, or call or text us.',
  expired: 'This link has expired. Please call or text us to change your appointment.',
  used: 'This link has already been used. The newest email from us has the link that works now; or call or text us.',
  when: 'When',
  where: 'Where',
  service: 'Service',
  reference: 'Reference',
  status: 'Status',
  statuses: { proposed: 'We proposed this time: waiting for your answer', held: 'Held for you: waiting for our confirmation', confirmed: 'Confirmed', released: 'Cancelled' },
  accept: 'Yes, this time works',
  acceptHint: 'We proposed this time: say yes and it is confirmed.',
  cancel: 'Cancel my appointment',
  cancelHint: 'The time is freed for someone else; we are told at once.',
  cancelSure: (when: string) => `Cancel your appointment on ${when}? The time is freed for someone else.`,
  cancelYes: 'Yes, cancel it',
  cancelKeep: 'No, keep my appointment',
  closed: 'This appointment is no longer open to changes (it was cancelled, declined or not confirmed in time). Please call or text us, or book again on our website.',
  stale: 'Your appointment changed while this page was open. Here it is as it stands now; please choose again.',
  alreadyConfirmed: 'Your appointment is already confirmed. See you then!',
  standsHint: 'Your appointment stands as it is until we answer. We email you a copy of your request with a fresh link.',
  another: 'Ask for another time',
  pickDay: 'Day',
  showTimes: 'Show free times',
  freeTimes: (day: string) => `Free times on ${day}`,
  noTimes: 'No free time that day. Try another day, or send us a message.',
  message: 'Message (optional with a time)',
  send: 'Send my request',
  needSomething: 'Please choose a time or write a message.',
  taken: 'Sorry, that time was just taken. Please choose another.',
  done: {
    accepted: 'Thank you! Your appointment is confirmed. We emailed you the details and a calendar file.',
    cancelled: 'Your appointment is cancelled, and we have been told. We hope to see you another time.',
    asked: 'Thank you! We have your request. Your appointment stands as it is until we answer, and we emailed you a copy with a fresh link.',
    wrote: 'Thank you! Your appointment stands as it is until we answer you. We emailed you a copy of your message with a fresh link.',
  },
  call: (phone: string) => `Questions? Call or text us at ${phone}.`,
  tooMany: 'Too many requests from this connection. Please wait a few minutes, or call or text us.',
  refused: 'This change was refused because the page was out of date. Please open the link from your email again.',
} as const;

const t = customerText;

export interface CustomerPageOptions {
  store: BookingStore;
  links: AppointmentLinks;
  book: AppointmentBook;
  schedule: () => Schedule | undefined;
  business: () => { name: string; phone: string };
  trustProxy?: TrustProxy;
  now: () => number;
  /** Per client, for the page and its forms. Default 30 in 10 minutes. */
  rateLimit?: { windowMs: number; max: number };
  /** Told after a customer's change (the outbox looks for the emails at once). */
  onChange?: () => void;
}

function Page({ business, children }: { business: { name: string; phone: string }; children: ReactNode }) {
  return (
    <html lang="en">
      <PageHead title={t.title} businessName={business.name} />
      <body>
        <header className="top">
          <a className="brand" href="/">
            {business.name}
          </a>
        </header>
        <main>
          <h1>{t.title}</h1>
          {children}
          <p>{t.call(business.phone)}</p>
        </main>
      </body>
    </html>
  );
}

/** A change in one tap: accept the proposed time, or cancel (which asks first: `sure` on the second tap). */
function OneTap({ action, form, what, hint, label, primary, sure }: { action: string; form: string; what: 'accept' | 'cancel'; hint: string; label: string; primary?: boolean; sure?: boolean }) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="do" value={what} />
      {sure && <input type="hidden" name="sure" value="yes" />}
      <p>{hint}</p>
      <button className={primary ? 'btn primary' : 'btn'} type="submit">
        {label}
      </button>
    </form>
  );
}

const Notice = ({ text, error }: { text: string; error?: boolean }) => (
  <p className={error ? 'notice error' : 'notice'} role={error ? 'alert' : 'status'}>
    {text}
  </p>
);

/** The status as the customer reads it: a proposal waits on them, a held time on us. */
const statusOf = (b: StoredBooking): string => (waitsOnCustomer(b) ? t.statuses.proposed : t.statuses[b.appointment?.status ?? 'released']);

/** The second step of Cancel: nothing changes until the customer says yes. */
function cancelCheck(business: { name: string; phone: string }, v: View): string {
  const a = v.booking.appointment;
  return html(
    <Page business={business}>
      <OneTap action={v.action} form={v.form} what="cancel" hint={t.cancelSure(a ? formatTime(a.start) : v.booking.reference)} label={t.cancelYes} sure />
      <p>
        <a className="btn primary" href={v.action}>
          {t.cancelKeep}
        </a>
      </p>
    </Page>,
  );
}

interface View {
  booking: StoredBooking;
  action: string;
  form: string;
  date?: string;
  times?: FreeTime[];
  problem?: string;
}

function appointmentView(business: { name: string; phone: string }, v: View): string {
  const a = v.booking.appointment;
  return html(
    <Page business={business}>
      {v.problem && <Notice text={v.problem} error />}
      <dl>
        {a && (
          <>
            <dt>{t.when}</dt>
            <dd>{formatTime(a.start)}</dd>
          </>
        )}
        <dt>{t.where}</dt>
        <dd>{v.booking.place}</dd>
        <dt>{t.service}</dt>
        <dd>{v.booking.package ? `${v.booking.service}: ${v.booking.package}` : v.booking.service}</dd>
        <dt>{t.reference}</dt>
        <dd>{v.booking.reference}</dd>
        {a && (
          <>
            <dt>{t.status}</dt>
            <dd>{statusOf(v.booking)}</dd>
          </>
        )}
      </dl>
      {waitsOnCustomer(v.booking) && <OneTap action={v.action} form={v.form} what="accept" hint={t.acceptHint} label={t.accept} primary />}
      {a && a.status !== 'released' && (
        <section aria-labelledby="another">
          <h2 id="another">{t.another}</h2>
          <p>{t.standsHint}</p>
          <form method="get" action={v.action} className="row">
            <div>
              <label htmlFor="date">{t.pickDay}</label>
              <input id="date" name="date" type="date" defaultValue={v.date ?? ''} required />
            </div>
            <button className="btn" type="submit">
              {t.showTimes}
            </button>
          </form>
          <form method="post" action={v.action}>
            <input type="hidden" name="form" value={v.form} />
            <input type="hidden" name="do" value="ask" />
            {v.date && v.times && (
              <fieldset className="times">
                <legend>{t.freeTimes(formatDay(v.date))}</legend>
                {v.times.length === 0 ? (
                  <p>{t.noTimes}</p>
                ) : (
                  <div className="time-list">
                    {v.times.map((time) => (
                      <label key={time.start} className="time">
                        <input type="radio" name="start" value={time.start} />
                        {time.label}
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
            )}
            <TextBox id="message" label={t.message} rows={3} />
            <SendButton label={t.send} primary />
          </form>
        </section>
      )}
      {a && a.status !== 'released' && <OneTap action={v.action} form={v.form} what="cancel" hint={t.cancelHint} label={t.cancel} />}
    </Page>,
  );
}

export function customerPage(opts: CustomerPageOptions): Hono {
  const rate = opts.rateLimit ?? { windowMs: 10 * 60_000, max: 30 };
  const limiter = new FixedWindowLimiter(rate.windowMs, rate.max);
  const trust = opts.trustProxy ?? TRUST_NONE;
  const app = new Hono();
  const message = (c: Context, text: string, status: 200 | 400 | 403 | 404 | 409 | 410 | 429, error = true) =>
    c.html(html(<Page business={opts.business()}>{<Notice text={text} error={error} />}</Page>), status);

  const limited: MiddlewareHandler = async (c, next) => {
    const verdict = limiter.hit(clientAddress(c, trust), opts.now());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return message(c, t.tooMany, 429);
    }
    return next();
  };
  app.use('/appointment/*', privateAnswers, limited, ...sameSiteForms(trust, 8 * 1024));

  /** The link of the request and its booking, or the page that says why not. */
  const open = async (c: Context) => {
    const token = c.req.param('token') ?? '';
    const checked = await opts.links.check(token, opts.now());
    if (!checked.ok) return { response: message(c, t[checked.reason], checked.reason === 'invalid' ? 404 : 410) };
    const row = (await opts.store.client.execute({ sql: `${SELECT} WHERE b.id = ?`, args: [checked.bookingId] })).rows[0];
    if (!row) return { response: message(c, t.invalid, 404) };
    return { link: checked, booking: toBooking(row), action: `/appointment/${token}` };
  };

  const timesOn = async (booking: StoredBooking, date: string | undefined) =>
    date ? await bookingFreeTimes(opts.store, opts.schedule(), booking, date, opts.now()) : undefined;

  app.get('/appointment/:token', async (c) => {
    const found = await open(c);
    if ('response' in found) return found.response;
    const date = c.req.query('date');
    const times = await timesOn(found.booking, date);
    return c.html(appointmentView(opts.business(), { booking: found.booking, action: found.action, form: opts.links.formToken(found.link.id), ...(date && { date, times: times?.times ?? [] }) }));
  });

  app.post('/appointment/:token', async (c) => {
    const found = await open(c);
    if ('response' in found) return found.response;
    const { booking, link } = found;
    const form = await c.req.parseBody();
    if (typeof form.form !== 'string' || !sameToken(form.form, opts.links.formToken(link.id))) return message(c, t.refused, 403);
    const now = opts.now();
    const done = (text: string) => {
      opts.onChange?.();
      return message(c, text, 200, false);
    };
    const view = { booking, action: found.action, form: opts.links.formToken(link.id) };
    const again = async (problem: string, status: 400 | 409, fresh = false) => {
      // After a lost race the page shows the appointment as it stands now.
      const row = fresh ? (await opts.store.client.execute({ sql: `${SELECT} WHERE b.id = ?`, args: [booking.id] })).rows[0] : undefined;
      return c.html(appointmentView(opts.business(), { ...view, ...(row && { booking: toBooking(row) }), problem }), status);
    };
    const used = (outcome: MoveResult, text: string) => {
      if (outcome.ok) return done(text);
      switch (outcome.reason) {
        case 'used':
          return message(c, t.used, 410);
        case 'closed':
          return message(c, t.closed, 409);
        case 'unchanged':
          return message(c, t.alreadyConfirmed, 200, false);
        case 'stale':
          return again(t.stale, 409, true);
        case 'taken':
          return again(t.taken, 409);
      }
    };

    if (form.do === 'accept') return used(await opts.book.customerAccept(booking, link.id, now), t.done.accepted);
    if (form.do === 'cancel') {
      if (form.sure !== 'yes') return booking.appointment?.status === 'released' ? message(c, t.closed, 409) : c.html(cancelCheck(opts.business(), view));
      return used(await opts.book.customerCancel(booking, link.id, now), t.done.cancelled);
    }
    if (form.do !== 'ask') return again(t.needSomething, 400);
    const text = typeof form.message === 'string' ? form.message.trim().slice(0, 1000) : '';
    const start = typeof form.start === 'string' ? form.start : '';
    if (!start) {
      if (!text) return again(t.needSomething, 400);
      return used(await opts.book.customerAsk(booking, link.id, { message: text }, now), t.done.wrote);
    }
    // The time must be one the day offers for this booking, as the form showed.
    const day = start.slice(0, 10);
    const offered = await timesOn(booking, day);
    const chosen = offered?.times.find((time) => time.start === start);
    if (!offered || !chosen) return again(t.taken, 409);
    const time = { start: Date.parse(chosen.start), end: Date.parse(chosen.end), place: offered.place };
    return used(await opts.book.customerAsk(booking, link.id, { time, message: text }, now), t.done.asked);
  });
  return app;
}
