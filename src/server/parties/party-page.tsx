// The party's page, `/party/<id>.<signature>`, which the host shares with the guests: no account, plain HTML
// forms rendered on the server, phone first. Opening it changes nothing; its form signs a guest up (name,
// email, phone, what they choose from the package, whether they are the guest of honor, and the questions
// before the visit of the services they choose), once per form (a double tap or a reload adds no one twice).
// A sign-up must come from this page (Origin or Sec-Fetch-Site, and the link's form token) and requests are
// limited per address. The deadline's emails go from here too: every minute, the parties whose deadline has
// come are told (party-book.ts), once across restarts and servers.
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { emailShape, isPhone } from '../../data/bookings/booking-fields.ts';
import type { PartyPlan } from '../../schema/party-plan.ts';
import { fill } from '../../schema/fill.ts';
import { SELECT, toBooking, type BookingStore, type StoredBooking } from '../bookings/store.ts';
import { clientKey, TRUST_NONE, type TrustProxy } from '../client-address.ts';
import { privateAnswers, sameSiteForms } from '../private-pages.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import { sameToken } from '../same-token.ts';
import type { Schedule } from '../appointments/schedule.ts';
import { linkKey } from '../appointments/links.ts';
import { IntakeFields } from '../intake/IntakeFields.tsx';
import { readIntakeAnswers, saveIntakeStatements } from '../intake/answers.ts';
import { intakeQuestionsFor } from '../intake/questions.ts';
import { partyBook, partyLinks, type PartyBook, type PartyLinks, type PartyRecord } from './party-book.ts';
import { partyState } from './party-state.ts';
import { cap, partyNotice, partyView, type SignUpForm } from './party-view.tsx';
import { planOf } from './plans.ts';
import { partyWords as w } from './party-words.ts';

export interface PartyDeskOptions {
  store: BookingStore;
  /** APPOINTMENT_LINK_SECRET; unset: the key kept in the database (the appointments' own). */
  linkSecret: string | undefined;
  plans: () => readonly PartyPlan[];
  schedule: () => Schedule | undefined;
  business: () => { name: string; phone: string };
  /** The site's public address, for the links in the emails. */
  siteUrl: () => string;
  /** Whether emails are sent (SMTP_URL): the deadline's emails are queued only then. */
  emails: boolean;
  trust?: TrustProxy;
  now?: () => number;
  /** Told after a sign-up or a deadline told (the outbox looks for emails at once). */
  onChange?: () => void;
  log?: (...args: unknown[]) => void;
  /** Per client, for the page and its form. Default 60 in 10 minutes. */
  rateLimit?: { windowMs: number; max: number };
  /** How often the deadlines are looked at. Default a minute. */
  deadlineCheckMs?: number;
}

export interface PartyDesk {
  book: PartyBook;
  links: PartyLinks;
  /** `/party/<token>`, to mount at the site's root. */
  routes: Hono;
  /** The page's address of a link id (for the emails). */
  url(linkId: string): string;
  /** Tells the parties whose deadline has come; how many. */
  tellDeadlines(): Promise<number>;
  close(): void;
}

const NAME_MAX = 100;
const REPEAT = /^[\w-]{22}$/;

type Form = Record<string, string | string[]>;
const one = (form: Form, key: string): string => {
  const value = form[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

export async function openPartyDesk(opts: PartyDeskOptions): Promise<PartyDesk> {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((...args: unknown[]) => console.error(...args));
  const db = opts.store.client;
  const book = partyBook(db);
  const links = partyLinks(await linkKey(db, opts.linkSecret));
  const rate = opts.rateLimit ?? { windowMs: 10 * 60_000, max: 60 };
  const limiter = new FixedWindowLimiter(rate.windowMs, rate.max);
  const trust = opts.trust ?? TRUST_NONE;
  const notice = (c: Context, text: string, status: 403 | 404 | 409 | 429) => c.html(partyNotice(opts.business(), text), status);

  const limited: MiddlewareHandler = async (c, next) => {
    const verdict = limiter.hit(clientKey(c, trust), now());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return notice(c, w.tooMany, 429);
    }
    return next();
  };

  /** The party of the request's link and its booking, or the page that says why not. */
  const open = async (c: Context): Promise<{ response: Response } | { record: PartyRecord; booking: StoredBooking; token: string }> => {
    const token = c.req.param('token') ?? '';
    const linkId = links.idOf(token);
    const record = linkId === undefined ? undefined : await book.byLink(linkId);
    const row = record && (await db.execute({ sql: `${SELECT} WHERE b.id = ?`, args: [record.bookingId] })).rows[0];
    if (!record || !row) return { response: notice(c, w.invalid, 404) };
    return { record, booking: toBooking(row), token };
  };

  /** The page, with the form (filled in again after a mistake) while the party takes sign-ups. */
  const page = async (c: Context, found: { record: PartyRecord; booking: StoredBooking; token: string }, extra: { values?: Form; intake?: Record<string, string>; errors?: Record<string, string>; notice?: { text: string; error?: boolean } } = {}, status: 200 | 400 | 409 = 200) => {
    const { state, plan } = await partyState(book, found.record, found.booking, opts.plans(), opts.schedule(), now());
    const choices = plan?.pkg.choices ?? [];
    const questions = intakeQuestionsFor(opts.schedule(), serviceKeysOf(choices));
    const honorFree = plan?.party.guestOfHonor && !state.guests.some((g) => g.guestOfHonor);
    const values = extra.values ?? {};
    const signUp: SignUpForm = {
      action: `/party/${found.token}`,
      form: links.formToken(found.record.linkId),
      // A new key per page drawn: the same form sent twice adds the guest once.
      repeat: typeof values.repeat === 'string' && REPEAT.test(values.repeat) ? values.repeat : randomBytes(16).toString('base64url'),
      choices,
      ...(honorFree && { guestOfHonor: plan.party.guestOfHonor }),
      values,
      ...(extra.errors && { errors: extra.errors }),
      ...(questions.length > 0 && {
        // Grouped by service, each under the choices that ask them: only the services a guest chooses must be answered.
        questions: [...new Set(questions.map((q) => q.service))].map((service) => (
          <fieldset key={service} className="question">
            <legend>{fill(w.questionsFor, { choices: choices.filter((ch) => ch.service === service).map((ch) => ch.name).join(' or ') })}</legend>
            <IntakeFields questions={questions.filter((q) => q.service === service)} answers={extra.intake ?? {}} errors={extra.errors ?? {}} namePrefix="q-" />
          </fieldset>
        )),
      }),
    };
    return c.html(partyView({ business: opts.business(), party: state, signUp, ...(extra.notice && { notice: extra.notice }) }), status);
  };

  const routes = new Hono();
  routes.use('/party/*', privateAnswers, limited, ...sameSiteForms(trust, 16 * 1024));

  routes.get('/party/:token', async (c) => {
    const found = await open(c);
    if ('response' in found) return found.response;
    const added = c.req.query('added');
    const guest = added ? (await book.guests(found.record.bookingId)).find((g) => String(g.id) === added) : undefined;
    return page(c, found, guest ? { notice: { text: fill(w.added, { name: guest.name }) } } : {});
  });

  routes.post('/party/:token', async (c) => {
    const found = await open(c);
    if ('response' in found) return found.response;
    const form = (await c.req.parseBody({ all: true })) as Form;
    if (!sameToken(one(form, 'form'), links.formToken(found.record.linkId))) return notice(c, w.invalid, 403);
    const { booking, record } = found;
    // The plan served today (what a guest may choose); whether the party is still open is the sign-up's own check.
    const plan = planOf(opts.plans(), booking.service, booking.package);
    const choices = plan?.pkg.choices ?? [];
    const errors: Record<string, string> = {};
    const name = one(form, 'name');
    const email = one(form, 'email');
    const phone = one(form, 'phone');
    if (!name) errors.name = w.nameMissing;
    else if (name.length > NAME_MAX) errors.name = w.nameTooLong;
    // Control characters, and the invisible ones that turn text around or break a line, are no part of a name.
    else if (/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/.test(name)) errors.name = w.nameInvisible;
    if (email.length > 254 || !emailShape.test(email)) errors.email = w.emailWrong;
    if (phone && !isPhone(phone)) errors.phone = w.phoneWrong;
    const picked = [form.choice ?? []].flat().filter((v): v is string => typeof v === 'string');
    const items = picked.map((p) => choices.find((c) => c.name === p));
    if (items.some((i) => i === undefined) || new Set(picked).size !== picked.length) errors.choice = w.choiceWrong;
    const honor = one(form, 'honor') === 'yes' && plan?.party.guestOfHonor !== undefined;
    // The questions of the services chosen, answered as the appointment page's are.
    const chosen = items.filter((i) => i !== undefined);
    const questions = intakeQuestionsFor(opts.schedule(), serviceKeysOf(chosen));
    const answered = readIntakeAnswers(questions, stringValues(form), 'q-', now());
    if (!answered.ok) Object.assign(errors, answered.errors);
    const repeat = one(form, 'repeat');
    if (!REPEAT.test(repeat)) return notice(c, w.invalid, 403);
    // The answers typed stay in the form (by question id), as do the other fields.
    const intake = answered.ok ? valuesOf(questions, form) : answered.values;
    if (Object.keys(errors).length > 0) return page(c, found, { values: form, intake, errors }, 400);

    const answers = answered.ok ? answered.answers : [];
    const result = await book.signUp(
      record.bookingId,
      { name, email, phone, choices: chosen.map((i) => ({ name: i.name, cents: Math.round(i.price * 100) })), guestOfHonor: honor },
      // The same form sent again by the same guest is their sign-up; sent for someone else (a shared phone,
      // Back to the form after signing up), a new one.
      `${repeat}:${createHash('sha256').update(`${name.toLowerCase()}\n${email.toLowerCase()}`).digest('base64url').slice(0, 16)}`,
      now(),
      // The alert about their answers names them, and is queued only where emails are sent.
      (guestId) => (answers.length > 0 ? saveIntakeStatements(record.bookingId, guestId, answers, now(), { guestName: name, alertOwner: opts.emails }) : []),
    );
    if (result.ok) {
      if (!result.repeated) opts.onChange?.();
      return c.redirect(`/party/${found.token}?added=${result.guestId}`, 303);
    }
    switch (result.reason) {
      case 'closed':
        return page(c, found, { notice: { text: w.closed, error: true } }, 409);
      case 'full':
        return page(c, found, { values: form, intake, notice: { text: w.full, error: true } }, 409);
      case 'honor-taken':
        return page(c, found, { values: { ...form, honor: '' }, intake, errors: { honor: fill(w.honorTaken, { honor: cap(plan?.party.guestOfHonor ?? '') }) } }, 409);
    }
  });

  const tellDeadlines = async () => {
    const told = await book.tellDeadlines(now(), opts.emails);
    if (told > 0) {
      log(`[bookings] ${told} ${told === 1 ? "party's" : "parties'"} guest deadline came: the host and you were told`);
      opts.onChange?.();
    }
    return told;
  };
  const check = () => void tellDeadlines().catch((error: unknown) => log('[bookings] the parties’ deadlines could not be checked:', error));
  check();
  const timer = setInterval(check, opts.deadlineCheckMs ?? 60_000);
  timer.unref?.();

  return {
    book,
    links,
    routes,
    url: (linkId) => `${opts.siteUrl()}/party/${links.token(linkId)}`,
    tellDeadlines,
    close: () => clearInterval(timer),
  };
}

/** The services (by key) of the choices that name one. */
const serviceKeysOf = (choices: readonly { service?: string | undefined }[]): string[] => [...new Set(choices.flatMap((c) => (c.service ? [c.service] : [])))];

/** What was typed for each question (by its id, an "I agree"'s name under `<id>-name`), to show again. */
const valuesOf = (questions: readonly { id: string }[], form: Form): Record<string, string> =>
  Object.fromEntries(questions.flatMap((q) => [[q.id, one(form, `q-${q.id}`)], [`${q.id}-name`, one(form, `q-${q.id}-name`)]]));

/** A form's fields that are one value each, as the questions read them. */
const stringValues = (form: Form): Record<string, string> => Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
