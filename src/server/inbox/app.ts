// The owner's bookings inbox (default /owner, OWNER_PATH to move it): a web-standard Hono app that the
// production server mounts. Without a password set it does not exist (404 like any unknown page). Its
// sign-in also opens the studio where the owner turned it on (OWNER_STUDIO, at <inbox>/studio).
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { normalizeReference } from '../bookings/reference.ts';
import type { BookingStore } from '../bookings/store.ts';
import { toTrustProxy, type TrustProxy } from '../client-address.ts';
import { privateAnswers, sameSiteForms } from '../private-pages.ts';
import { createAuth } from './auth.ts';
import { sameToken } from '../same-token.ts';
import { bookingsCsv } from './csv-export.ts';
import { cursorOf, isStatus, openInboxStore, type InboxFilter } from './inbox-store.ts';
import { inboxText as t, statusLabels } from './messages.ts';
import { bookingPage } from './booking-page.tsx';
import { inboxPage } from './list-page.tsx';
import { messagePage, seenOf, type PageContext } from './pages.tsx';
import { signInPage } from './sign-in-pages.tsx';
import { AppointmentSection, appointmentText, HeldTimes, isAppointmentNotice, type AppointmentNotice } from './appointment-pages.tsx';
import { appointmentRoutes } from './appointment-routes.ts';
import { markDone, reviewsAsked } from '../reviews/review-asks.ts';
import type { AppointmentDesk } from '../appointments/desk.ts';
import { travelOfBooking, type Schedule } from '../appointments/schedule.ts';
import { createElement, Fragment } from 'react';
import { partyRoutes, partySectionOf, type InboxParties } from '../parties/party-inbox.tsx';
import { intakeAnswersOf } from '../intake/answers.ts';
import { guestNamesOf, OwnerAnswers } from '../intake/AnswerList.tsx';
import { DeleteSection, deleteRoutes } from './delete-routes.tsx';
import type { PasswordSetting } from './password.ts';
import { openSignInLimits } from './sign-in-limits.ts';
import { openSignInLinks, type OwnerMail } from './sign-in-link.ts';
import { signInRoutes } from './sign-in-routes.ts';

export { DEFAULT_OWNER_PATH, ownerPath } from './owner-path.ts';

const COOKIE = 'owner_session';

export interface InboxOptions {
  bookings: BookingStore;
  /** Read on each request, so a password set with `npm run owner:password` takes effect without a restart. */
  password: () => PasswordSetting;
  base: string;
  businessName: string;
  /** The proxies in front (TRUST_PROXY, parsed): whose X-Forwarded-For, -Proto and -Host are believed. `true`: one. */
  trustProxy: TrustProxy | boolean;
  /** Emails the owner a one-time sign-in link while the password is paused for their address; unset: email is not set up. */
  ownerMail?: OwnerMail;
  /** How the sign-in slow-down waits (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  log?: (...args: unknown[]) => void;
  /** Where the studio is, when it is on: the inbox links to it, and signing in may come back to it. */
  studioPath?: string;
  /** What happens after a request (src/server/appointments/): Decline, Propose, emails on Confirm and Cancel, Today, the calendar. */
  appointments?: { desk: AppointmentDesk; schedule: () => Schedule | undefined; siteUrl: () => string };
  /** Parties booked online (src/server/parties/): their guests on the booking's page, with the time made to fit and a guest taken off. */
  parties?: InboxParties;
  /** Reviews after the visit: the content's review page (business.reviewUrl, read at each Mark done; none: nothing is asked), whether emails and texts are sent, and the outbox to wake. */
  reviews?: { url: () => string | undefined; email: boolean; texts: boolean; kick?: () => void };
}

export interface OwnerInbox {
  app: Hono;
  /** Whether the inbox exists (a password is set). */
  isOn(): boolean;
  /** The signed-in owner of a request (its session cookie), with the session's CSRF token. */
  session(c: Context): Promise<{ csrf: string } | undefined>;
  /** The sign-in page, coming back to `then` (a path under the inbox) once signed in. */
  signInAddress(then: string): string;
  /** The inbox's own address. */
  home: string;
}

export async function createOwnerInbox(opts: InboxOptions): Promise<OwnerInbox> {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((...args: unknown[]) => console.error(...args));
  const store = await openInboxStore(opts.bookings.client);
  const passwordHash = () => {
    const setting = opts.password();
    return setting.state === 'set' ? setting.hash : undefined;
  };
  const trust = toTrustProxy(opts.trustProxy);
  const [limits, links] = await Promise.all([
    openSignInLimits(opts.bookings.client),
    openSignInLinks(opts.bookings.client, { ...(opts.ownerMail && { mail: opts.ownerMail }), businessName: () => opts.businessName, log }),
  ]);
  const auth = createAuth({ store, limits, links, passwordHash, now, ...(opts.sleep && { sleep: opts.sleep }) });
  const base = opts.base;

  // The signed-in session of each request, looked up once.
  const sessions = new WeakMap<Request, Promise<{ id: string; csrf: string } | undefined>>();
  const sessionOf = (c: Context) => {
    let found = sessions.get(c.req.raw);
    if (!found) {
      const id = getCookie(c, COOKIE);
      found = auth.session(id).then((s) => (s && id ? { id, csrf: s.csrf } : undefined));
      sessions.set(c.req.raw, found);
    }
    return found;
  };

  const app = new Hono();
  app.use('*', async (c, next) => (passwordHash() ? next() : c.notFound()));
  // A change must come from a page of this site, besides carrying the token.
  app.use('*', privateAnswers, ...sameSiteForms(trust, 16 * 1024));

  const studio = opts.studioPath;
  const appointments = opts.appointments;
  const ctx = async (c: Context): Promise<PageContext> => ({ base, businessName: opts.businessName, csrf: (await sessionOf(c))?.csrf, ...(studio && { studio }), ...(appointments && { appointments: true }) });
  /** The page's context with who of these customers was asked for a review, and whether Mark done can ask (a review page, and emails or texts to send it). */
  const withReviews = async (context: PageContext, emails: string[]): Promise<PageContext> => ({
    ...context,
    reviews: { ask: opts.reviews?.url() !== undefined && (opts.reviews.email || opts.reviews.texts), asked: await reviewsAsked(opts.bookings.client, emails) },
  });
  /** The sign-in form; `then` is where it leads once signed in (a page of the inbox, or the inbox). */
  const signedOut = (c: Context, status: 200 | 401 | 429 = 401, problem?: string, then?: string) =>
    c.html(signInPage({ base, businessName: opts.businessName }, problem, then), status);

  /** Changes need a live session and its token. */
  const checkChange = async (c: Context) => {
    const form = await c.req.parseBody();
    const token = (await sessionOf(c))?.csrf;
    if (!token) return { ok: false as const, response: signedOut(c, 401, t.expired) };
    if (typeof form.csrf !== 'string' || !sameToken(form.csrf, token)) {
      return { ok: false as const, response: c.html(messagePage(await ctx(c), t.title, t.forbidden), 403) };
    }
    return { ok: true as const, form };
  };

  /** Where to go after a change: a page of the inbox, never anywhere else (escaped forms are read as the browser reads them). */
  const backTo = (value: unknown, fallback: string) => {
    if (typeof value !== 'string') return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return fallback;
    }
    const under = (v: string) => (v === base || v.startsWith(`${base}/`) || v.startsWith(`${base}?`)) && !/[\\\s]|\/\/|(^|\/)\.\.?(\/|\?|$)/.test(v);
    return under(value) && under(decoded) ? value : fallback;
  };
  const withNotice = (path: string, notice: string) => `${path}${path.includes('?') ? '&' : '?'}saved=${notice}`;

  const filterOf = (c: Context): InboxFilter => {
    const status = c.req.query('status');
    const service = c.req.query('service')?.trim();
    const query = c.req.query('q')?.trim();
    return { ...(isStatus(status) && { status }), ...(service && { service }), ...(query && { query: query.slice(0, 200) }) };
  };

  const noticeOf = async (c: Context) => {
    const saved = c.req.query('saved');
    if (saved === 'note') return t.noteSaved;
    if (isAppointmentNotice(saved)) {
      const reference = normalizeReference(c.req.query('ref') ?? '');
      const booking = reference ? await store.find(reference) : undefined;
      if (booking) return appointmentText.notices[saved](booking.name);
    }
    return isStatus(saved) ? t.statusSaved(statusLabels[saved]) : undefined;
  };

  const thenOf = (value: unknown) => {
    const then = backTo(value, base);
    return then === base ? undefined : then;
  };

  app.get('/', async (c) => {
    if (!(await sessionOf(c))) return signIn.signInView(c, thenOf(c.req.query('then')));
    const filter = filterOf(c);
    const cursor = cursorOf(c.req.query('before'), c.req.query('after'));
    const [page, matching, counts, services] = await Promise.all([store.page(filter, cursor), store.count(filter), store.counts(), store.services()]);
    const context = await withReviews(await ctx(c), page.bookings.map((b) => b.email));
    const held = appointments && createElement(HeldTimes, { ctx: context, held: await store.holds(now()) });
    return c.html(inboxPage(context, { ...page, cursor, matching, filter, counts, services, notice: await noticeOf(c), ...(held && { held }) }));
  });

  const signIn = signInRoutes(app, { auth, base, businessName: opts.businessName, cookie: COOKIE, trust, ...(opts.ownerMail && { mail: opts.ownerMail }), log, thenOf });

  app.post('/sign-out', async (c) => {
    const checked = await checkChange(c);
    if (!checked.ok) return checked.response;
    await auth.signOut((await sessionOf(c))?.id);
    deleteCookie(c, COOKIE, { path: base });
    return c.redirect(base, 303);
  });

  app.get('/bookings.csv', async (c) => {
    if (!(await sessionOf(c))) return c.redirect(base, 303);
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(bookingsCsv(store, filterOf(c)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings-${day}.csv"`,
    });
  });

  const referenceOf = (c: Context) => normalizeReference(c.req.param('ref') ?? '');

  app.get('/bookings/:ref', async (c) => {
    if (!(await sessionOf(c))) return c.redirect(base, 303);
    const reference = referenceOf(c);
    const booking = reference && (await store.find(reference));
    if (!booking) return c.html(messagePage(await ctx(c), t.title, t.notFound), 404);
    return c.html(await bookingView(c, booking.reference, await noticeOf(c)));
  });

  /** A booking's page, with its appointment when appointments are on; `problem` said in the appointment's section. */
  const bookingView = async (c: Context, reference: string, notice?: string, problem?: string) => {
    const booking = (await store.find(reference))!;
    const context = await withReviews(await ctx(c), [booking.email]);
    const section = appointments
      ? createElement(AppointmentSection, { ctx: context, booking, changes: await appointments.desk.book.changes(booking.id), now: now(), ...(problem && { problem }) })
      : undefined;
    // A party booked online: its guests, total and time, under the appointment.
    const party = opts.parties && (await partySectionOf(opts.parties, context, booking, now()));
    const sections = party ? createElement(Fragment, null, section, party) : section;
    const answers = await intakeAnswersOf(opts.bookings.client, booking.id);
    const intake = createElement(OwnerAnswers, { answers, guestNames: await guestNamesOf(opts.bookings.client, booking.id, answers), asked: (appointments?.desk.intakeQuestions(booking).length ?? 0) > 0 });
    const removal = createElement(DeleteSection, { ctx: context, booking });
    return bookingPage(context, booking, await store.history(booking.reference), notice, sections, travelOfBooking(appointments?.schedule(), booking), intake, removal);
  };
  const afterChange = (path: string, notice: AppointmentNotice, reference: string) => {
    appointments?.desk.kick();
    return `${withNotice(path, notice)}&ref=${reference}`;
  };

  const changeOf = async (c: Context) => {
    const checked = await checkChange(c);
    if (!checked.ok) return checked;
    const reference = referenceOf(c);
    const booking = reference ? await store.find(reference) : undefined;
    if (!booking) return { ok: false as const, response: c.html(messagePage(await ctx(c), t.title, t.notFound), 404) };
    // Decided on an older view of the appointment: nothing is changed, and the page shows it as it stands.
    const seen = checked.form.seen;
    if (typeof seen === 'string' && seen !== seenOf(booking)) return { ok: false as const, response: c.redirect(afterChange(`${base}/bookings/${booking.reference}`, 'stale', booking.reference), 303) };
    return { ...checked, booking };
  };
  const withTimes =
    appointments &&
    appointmentRoutes(app, {
      ...appointments,
      store,
      bookings: opts.bookings,
      base,
      now,
      ctx,
      signedIn: async (c) => (await sessionOf(c)) !== undefined,
      checkChange,
      changeOf,
      problem: async (c, reference, problem, status) => c.html(await bookingView(c, reference, undefined, problem), status),
      afterChange,
    });
  if (appointments && opts.parties) partyRoutes(app, { parties: opts.parties, book: appointments.desk.book, base, now, changeOf, afterChange });

  deleteRoutes(app, { store, db: opts.bookings.client, base, ctx, signedIn: async (c) => (await sessionOf(c)) !== undefined, checkChange, notFound: t.notFound });

  app.post('/bookings/:ref/status', async (c) => {
    const change = await changeOf(c);
    if (!change.ok) return change.response;
    const { booking, form } = change;
    const status = form.status;
    if (!isStatus(status)) return c.html(messagePage(await ctx(c), t.title, t.notFound), 400);
    const back = backTo(form.back, base);
    // Confirm and Cancel of a booking with a time go through the appointment book (and tell the customer).
    const moved = await withTimes?.setStatus(booking, status, back);
    if (moved) return c.redirect(moved, 303);
    if (status === 'done') {
      // Marked done: the customer thanked and asked for a review (once per customer), when the owner left it ticked.
      const r = opts.reviews;
      const review = { ask: form.review === 'yes', url: r?.url(), email: r?.email === true, texts: r?.texts === true };
      if ((await markDone(opts.bookings.client, booking, review, now())).asked) r?.kick?.();
    } else await store.setStatus(booking.reference, status, now());
    if (appointments && status === 'confirmed' && !booking.appointment) return c.redirect(afterChange(back, 'confirmed-notime', booking.reference), 303);
    return c.redirect(withNotice(back, status), 303);
  });

  app.post('/bookings/:ref/note', async (c) => {
    const checked = await checkChange(c);
    if (!checked.ok) return checked.response;
    const reference = referenceOf(c);
    const note = typeof checked.form.note === 'string' ? checked.form.note.slice(0, 2000) : '';
    if (!reference || !(await store.setNote(reference, note, now()))) return c.html(messagePage(await ctx(c), t.title, t.notFound), 404);
    return c.redirect(withNotice(`${base}/bookings/${reference}`, 'note'), 303);
  });

  return {
    app,
    isOn: () => passwordHash() !== undefined,
    session: async (c) => {
      const found = await sessionOf(c);
      return found && { csrf: found.csrf };
    },
    signInAddress: (then) => `${base}?then=${encodeURIComponent(then)}`,
    home: base,
  };
}
