// The customer's page of an appointment, `/appointment/<token>`, reached from the link in their emails: no
// account, plain HTML forms rendered on the server, phone first, in the site's colours. Opening it changes
// nothing; its forms accept a proposed time, cancel, or ask for another time (a free time of a day they
// pick, or a message), once per link. A change must come from this page (Origin or Sec-Fetch-Site, as the
// inbox checks) and carry the link's form token; requests are limited per address. The owner is told by
// email (the outbox) and in the inbox.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { SELECT, toBooking, type BookingStore, type StoredBooking } from '../bookings/store.ts';
import { clientKey, TRUST_NONE, type TrustProxy } from '../client-address.ts';
import { html } from '../page-shell.tsx';
import { privateAnswers, sameSiteForms } from '../private-pages.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { sameToken } from '../same-token.ts';
import { bookingFreeTimes } from './api.ts';
import type { AppointmentBook, MoveResult } from './book.ts';
import { appointmentView, cancelCheck, customerText as t, Notice, Page, standsText } from './customer-view.tsx';
import type { AppointmentLinks } from './links.ts';
import type { Schedule } from './schedule.ts';
import type { CustomerIntake } from '../intake/customer-intake.tsx';

export { customerText } from './customer-view.tsx';

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
  /** The questions before the visit (src/server/intake/): answered on this page without using the link up. */
  intake?: CustomerIntake;
  /** The page of a party booked online, for its host (src/server/parties/). */
  partyUrl?: (linkId: string) => string | undefined;
}

export function customerPage(opts: CustomerPageOptions): Hono {
  /** The host's way back to their party's page. */
  const partyOf = (b: StoredBooking): { partyUrl?: string } => {
    const url = b.partyLink && opts.partyUrl?.(b.partyLink);
    return url ? { partyUrl: url } : {};
  };
  const rate = opts.rateLimit ?? { windowMs: 10 * 60_000, max: 30 };
  const limiter = new FixedWindowLimiter(rate.windowMs, rate.max);
  const trust = opts.trustProxy ?? TRUST_NONE;
  const app = new Hono();
  const message = (c: Context, text: string, status: 200 | 400 | 403 | 404 | 409 | 410 | 429, error = true) =>
    c.html(html(<Page business={opts.business()}>{<Notice text={text} error={error} />}</Page>), status);

  const limited: MiddlewareHandler = async (c, next) => {
    const verdict = limiter.hit(clientKey(c, trust), opts.now());
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
    const form = opts.links.formToken(found.link.id);
    const intake = await opts.intake?.section(found.booking, found.action, form, opts.now());
    return c.html(appointmentView(opts.business(), { booking: found.booking, action: found.action, form, ...(date && { date, times: times?.times ?? [] }), ...(intake && { intake }), ...partyOf(found.booking) }));
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
    const view = { booking, action: found.action, form: opts.links.formToken(link.id), ...partyOf(booking) };
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
      if (form.sure !== 'yes') return booking.appointment?.status === 'released' ? message(c, t.closed, 409) : c.html(cancelCheck(opts.business(), view, opts.now()));
      return used(await opts.book.customerCancel(booking, link.id, now), t.done.cancelled);
    }
    if (form.do === 'intake' && opts.intake) {
      // Answers change no time: the link stays good for one change of time.
      const answered = await opts.intake.answer(booking, found.action, view.form, form, now);
      if (answered.closed) return message(c, t.closed, 409);
      if (answered.saved) opts.onChange?.();
      return c.html(appointmentView(opts.business(), { ...view, intake: answered.section }), answered.saved ? 200 : 400);
    }
    if (form.do !== 'ask') return again(t.needSomething, 400);
    const text = typeof form.message === 'string' ? form.message.trim().slice(0, 1000) : '';
    const start = typeof form.start === 'string' ? form.start : '';
    if (!start) {
      if (!text) return again(t.needSomething, 400);
      return used(await opts.book.customerAsk(booking, link.id, { message: text }, now), t.done.wrote(standsText(booking)));
    }
    // The time must be one the day offers for this booking, as the form showed.
    const day = start.slice(0, 10);
    const offered = await timesOn(booking, day);
    const chosen = offered?.times.find((time) => time.start === start);
    if (!offered || !chosen) return again(t.taken, 409);
    const time = { start: Date.parse(chosen.start), end: Date.parse(chosen.end), place: offered.place };
    return used(await opts.book.customerAsk(booking, link.id, { time, message: text }, now), t.done.asked(standsText(booking)));
  });
  return app;
}
