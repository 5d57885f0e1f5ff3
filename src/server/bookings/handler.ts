// POST /bookings: the booking form's fields as JSON -> 201 { reference }; or, from the form sent without
// JavaScript (application/x-www-form-urlencoded, from a page of this site only), a 303 to the thank-you page,
// or the form's page again with its messages and what was typed (form-pages.tsx). Checked with the schema the form
// uses (src/data/bookings/booking-schema.ts), stored before anything else happens, then the email job is
// started. Every refusal is JSON with an `error` a person can read.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import type { PostedForm } from '../../blocks/contact-form/use-booking-form.ts';
import { emptyBooking } from '../../blocks/contact-form/send-booking.ts';
import { isSameOrigin } from '../public-origin.ts';
import { BOOKING_THANKS_PATH, formPagesOf } from './form-pages.tsx';
import { bookingToday } from '../../data/bookings/booking-dates.ts';
import { checkBooking, idempotencyKeyShape, type Booking, type OfferedService } from '../../data/bookings/booking-schema.ts';
import { clientKey, TRUST_NONE, type TrustProxy } from '../client-address.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { createFreeTimesApi, freeTimeMessages, prepareTime } from '../appointments/api.ts';
import { travelOf, type Schedule } from '../appointments/schedule.ts';
import { newReference } from './reference.ts';
import type { InStatement } from '@libsql/client';
import type { AddResult, BookingStore, TimeRefused } from './store.ts';
import type { DepositDesk } from '../payments/desk.ts';
import { takeDeposit } from '../payments/take-deposit.ts';
import { termsOfBooking } from '../payments/terms.ts';
import { usTextNumber } from '../texts/phone.ts';
import { reminderAt } from '../appointments/book-kit.ts';
import type { PartyPlan } from '../../schema/party-plan.ts';
import { newPartyLinkId, openPartyStatement } from '../parties/party-book.ts';
import type { Travel } from '../../schema/travel-fee.ts';
import { planOf } from '../parties/plans.ts';

export const bookingErrors = {
  fields: (names: string[]) => `Some fields need attention: ${names.join(', ')}.`,
  notObject: 'Send the booking as a JSON object with the form fields: name, email, service, date, message (and optionally phone, place, guests, package).',
  notJson: 'The booking is not valid JSON.',
  contentType: 'Send the booking as JSON (Content-Type: application/json).',
  tooLarge: (bytes: number) => `The booking is too large: at most ${Math.round(bytes / 1024)} KB.`,
  key: 'idempotencyKey must be 16 to 64 letters, digits, "-" or "_".',
  tooMany: 'Too many bookings from this address. Please wait a little, or call or email us.',
  storeFailed: 'The booking could not be saved. Please try again, or call or email us.',
  method: 'Bookings are sent with POST.',
} as const;

export interface BookingsApiOptions {
  store: BookingStore;
  /** Whether each booking is to be emailed (SMTP_URL is set). */
  email: boolean;
  /**
   * The services and party types (with their packages) the booking form offers; any other is refused. A
   * function when it can change while the server runs (a publish adds a party).
   */
  offered: readonly OfferedService[] | (() => readonly OfferedService[]);
  /** Today in Texas, 'YYYY-MM-DD' (injectable for tests). */
  today?: () => string;
  /** Called after a booking and its email jobs are stored. */
  onStored?: () => void;
  /** Whether the owner is texted about each new booking (texts are set up and OWNER_TEXT_TO is set). */
  textOwner?: boolean;
  /** Whether customers who tick the texts box are texted (texts are set up): the answer says so (`texted`). */
  texts?: boolean;
  /** Per client. Default 10 bookings in 10 minutes. */
  rateLimit?: { windowMs: number; max: number };
  /** Proxies in front of the server whose X-Forwarded-For is believed (see TRUST_PROXY). Default none. */
  trustProxy?: TrustProxy;
  /** Largest body accepted, in bytes. Default 16 KB (the form's longest fields take about 10 KB). */
  maxBodyBytes?: number;
  /**
   * When bookings may hold a time (the site's availability settings): a booking with a `start` holds it, and
   * GET /free-times offers them. Undefined, or answering undefined: bookings ask for a preferred date.
   */
  schedule?: () => Schedule | undefined;
  now?: () => number;
  log?: (...args: unknown[]) => void;
  /** Deposits (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set): a time whose service takes one is held while it is paid. */
  deposits?: DepositDesk;
  /** The party types' plans of the version served: a party booked gets a page the host shares with the guests. */
  partyPlans?: () => readonly PartyPlan[];
}

const NO_STORE = { 'Cache-Control': 'no-store' };
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
/** What a form sent without JavaScript held, kept for its answer. */
const VALUES = 'bookingFormValues';


/** Minutes within which a form sent again with the same fields is taken as the same booking. */
const FORM_REPEAT_MINUTES = 10;

/** The idempotency key of a booking sent as a plain form: its fields, within FORM_REPEAT_MINUTES. */
function formKey(fields: unknown, now: number): string {
  const window = Math.floor(now / (FORM_REPEAT_MINUTES * 60_000));
  return `form-${createHash('sha256').update(JSON.stringify([fields, window])).digest('base64url').slice(0, 40)}`;
}

export function createBookingsApi(opts: BookingsApiOptions): Hono {
  const rate = opts.rateLimit ?? { windowMs: 10 * 60_000, max: 10 };
  const limiter = new FixedWindowLimiter(rate.windowMs, rate.max);
  const maxBodyBytes = opts.maxBodyBytes ?? 16 * 1024;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((...args: unknown[]) => console.error(...args));

  const trust = opts.trustProxy ?? TRUST_NONE;
  /** The price the content gives the booking's choice, kept with it (the inbox and the emails show it). */
  const priceOf = (booking: Booking) => {
    const cents = termsOfBooking(opts.schedule?.(), booking).priceCents;
    return cents === undefined ? undefined : { priceCents: cents };
  };
  /** What is stored with a booking besides its fields: the travel fee it was told, and a party's page (a party type with a plan). */
  const partyOf = (booking: Booking): { travel?: Travel; also?: (reference: string) => InStatement[] } => {
    const plan = planOf(opts.partyPlans?.() ?? [], booking.service, booking.package);
    const travel = travelOf(opts.schedule?.(), booking.place);
    if (!plan) return travel ? { travel } : {};
    const linkId = newPartyLinkId();
    return { ...(travel && { travel }), also: (reference) => [openPartyStatement(reference, linkId, plan.pkg, now())] };
  };
  const sameSite = csrf({ origin: (origin, c) => isSameOrigin(origin, c, trust) });
  /** A form sent without JavaScript, to a server that can answer it with the form's page. */
  const fromForm = (c: Context) => FORM_TYPE.test(c.req.header('content-type') ?? '') && (formPagesOf(c)?.holdsForm() ?? false);
  /** The form's page with `posted` drawn in it, as the answer to a form sent without JavaScript. */
  const formPage = (c: Context, status: 400 | 409 | 413 | 429 | 500, posted: PostedForm, headers: Record<string, string> = {}) =>
    c.html(formPagesOf(c)?.page({ values: { ...emptyBooking, ...(c.get(VALUES as never) as PostedForm['values']) }, ...posted }) ?? '', status, { ...NO_STORE, ...headers });

  const refuse = (c: Context, status: 400 | 405 | 409 | 413 | 415 | 429 | 500, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    // Every field stays filled in, with the phone number and email to reach us instead.
    if (status !== 405 && status !== 415 && fromForm(c)) return formPage(c, status, extra.fields ? { errors: extra.fields as PostedForm['errors'] } : { failed: true }, headers);
    return c.json({ error, ...extra }, status, { ...NO_STORE, ...headers });
  };
  /** The thank-you of a form sent without JavaScript: a fixed page of this site, with the reference. */
  const thank = (c: Context, reference: string) => c.redirect(`${BOOKING_THANKS_PATH}?reference=${encodeURIComponent(reference)}`, 303);

  const app = new Hono();
  app.post(
    '/bookings',
    // Counted before the body is read: refused and malformed requests use the server too.
    async (c, next) => {
      // An IPv6 /64 is one client, as for signing in: its many addresses share one limit.
      const verdict = limiter.hit(clientKey(c, trust), now());
      if (!verdict.allowed) {
        const wait = String(verdict.retryAfterSeconds);
        // A form sent without JavaScript comes back filled in (a body of a size it may have is read).
        if (fromForm(c) && Number(c.req.header('content-length')) <= maxBodyBytes) c.set(VALUES as never, Object.fromEntries(new URLSearchParams(await c.req.text())) as never);
        return refuse(c, 429, bookingErrors.tooMany, { retryAfterSeconds: verdict.retryAfterSeconds }, { 'Retry-After': wait });
      }
      await next();
    },
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => refuse(c, 413, bookingErrors.tooLarge(maxBodyBytes)) }),
    // A form (any of the types a page of another site may post without asking) only from a page of this site.
    (c, next) => (fromForm(c) ? sameSite(c, next) : next()),
    async (c) => {
      const form = fromForm(c);
      if (!form && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return refuse(c, 415, bookingErrors.contentType);
      let body: unknown;
      try {
        body = form ? Object.fromEntries(new URLSearchParams(await c.req.text())) : await c.req.json();
      } catch {
        return refuse(c, 400, bookingErrors.notJson);
      }
      if (form) c.set(VALUES as never, body as never);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(c, 400, bookingErrors.notObject);
      const fields = body as Record<string, unknown>;

      // The form's hidden field: people never see it, bots fill it in. They get what a person would get.
      if (typeof fields.website === 'string' && fields.website.trim() !== '') {
        log('[bookings] a submission with the hidden field filled in was ignored');
        return form ? thank(c, newReference()) : c.json({ reference: newReference() }, 201, NO_STORE);
      }
      const sentKey = fields.idempotencyKey;
      if (sentKey !== undefined && (typeof sentKey !== 'string' || !idempotencyKeyShape.test(sentKey))) return refuse(c, 400, bookingErrors.key);
      const checked = checkBooking(fields, {
        services: typeof opts.offered === 'function' ? opts.offered() : opts.offered,
        today: (opts.today ?? (() => bookingToday(new Date(now()))))(),
        // A number for texts is checked fully here (the form checks its shape) and kept as E.164.
        textNumber: usTextNumber,
      });
      if (!checked.ok) return refuse(c, 400, bookingErrors.fields(Object.keys(checked.fields)), { fields: checked.fields });
      // A form sent without JavaScript carries no key: the same booking sent again within minutes (a double
      // tap, a reload of the sent form) is the same one.
      const key = sentKey ?? (form ? formKey([checked.booking, fields.start], now()) : undefined);

      /**
       * The answer to a booking stored, or found stored already (a repeat of its idempotency key). `emailed`:
       * the visitor is sent a confirmation email (email is set up), so the form may say so.
       */
      const answer = (stored: AddResult, extra: Record<string, unknown> = {}) => {
        if (stored.created) {
          log(`[bookings] ${stored.reference} stored`);
          opts.onStored?.();
        }
        if (form) return thank(c, stored.reference);
        // The form thanks for texts only where they will come: the box ticked, and texts set up.
        const texted = opts.texts === true && checked.booking.textOptIn === 'true' ? { texted: true } : {};
        // The travel fee's line for the thank-you ("Travel to Emory: $19"), as the free times said it.
        const line = travelOf(opts.schedule?.(), checked.booking.place)?.line;
        const travel = line ? { travel: line } : {};
        if (!stored.created) return c.json({ reference: stored.reference, repeated: true, emailed: opts.email, ...texted, ...travel }, 200, NO_STORE);
        return c.json({ reference: stored.reference, ...extra, emailed: opts.email, ...texted, ...travel }, 201, NO_STORE);
      };
      const chosen = fields.start;
      try {
        const textOwner = opts.textOwner === true;
        if (chosen === undefined || chosen === '') return answer(await opts.store.add(checked.booking, { idempotencyKey: key, email: opts.email, textOwner, now: now(), money: priceOf(checked.booking), ...partyOf(checked.booking) }));
        // A chosen time: stored only while it is still free, in one transaction.
        const prepared = prepareTime(opts.store, opts.schedule?.(), checked.booking, chosen, now());
        if (!prepared.ok) return refuse(c, 400, bookingErrors.fields(Object.keys(prepared.fields)), { fields: prepared.fields });
        const timeRefused = async (stored: TimeRefused) => {
          if ('taken' in stored) return refuse(c, 409, freeTimeMessages.taken, { times: await prepared.taken(now()) });
          // Said at the time chosen, by the form with or without JavaScript.
          const message = freeTimeMessages.tooManyHeld(prepared.request.maxHoursPerAddress ?? 0);
          return refuse(c, 409, message, { fields: { start: message } });
        };
        // A service that takes a deposit (payments set up): the time is held while it is paid on Stripe's page.
        const deposit = opts.deposits?.depositOf(prepared.booking);
        if (deposit && opts.deposits) {
          return await takeDeposit({
            c, desk: opts.deposits, store: opts.store, booking: prepared.booking, terms: deposit, policyAccepted: fields.policyAccepted,
            // No owner's text yet: it goes with the emails once the deposit is paid (deposit-moves.ts).
            add: { idempotencyKey: key, now: now(), heldBy: clientKey(c, trust), ...partyOf(prepared.booking) }, request: prepared.request, trust, form,
            refuse: (status, error, extra) => refuse(c, status, error, extra), refused: timeRefused,
            stored: (created, reference) => created && (log(`[bookings] ${reference} stored, awaiting its deposit`), opts.onStored?.()), log,
          });
        }
        // A time confirmed at once: a customer who asked for texts is texted now, and the day before.
        const textsConfirmed = opts.texts ? { textsConfirmed: { remindAt: reminderAt(new Date(prepared.request.time.start).toISOString(), opts.schedule?.()?.availability.reminderHour) } } : {};
        const stored = await opts.store.addWithTime(prepared.booking, { idempotencyKey: key, email: opts.email, textOwner, ...textsConfirmed, now: now(), heldBy: clientKey(c, trust), money: priceOf(prepared.booking), ...partyOf(prepared.booking) }, prepared.request);
        if ('taken' in stored || 'tooMany' in stored) return timeRefused(stored);
        return answer(stored, { start: prepared.start, status: prepared.request.status });
      } catch (error) {
        log('[bookings] a booking could not be stored:', error);
        return refuse(c, 500, bookingErrors.storeFailed);
      }
    },
  );
  app.all('/bookings', (c) => refuse(c, 405, bookingErrors.method, {}, { Allow: 'POST' }));
  const deposits = opts.deposits;
  const takesDeposit = deposits && ((choice: { service: string; package: string; guests: string }) => deposits.depositOf({ ...emptyBooking, ...choice }) !== undefined);
  app.route('/', createFreeTimesApi({ store: opts.store, schedule: opts.schedule ?? (() => undefined), now, ...(opts.trustProxy && { trustProxy: opts.trustProxy }), ...(takesDeposit && { takesDeposit }) }));
  return app;
}
