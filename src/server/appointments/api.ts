// The free times over HTTP, and a chosen time checked for the booking API:
//   GET /free-times?service=&date=&town=[&package=][&guests=]  -> 200 { service, date, town, minutes, times, reason?, travel? }
// `travel` is the travel fee to the town ({ cents, line }, site.config.yaml travelFee): the form shows its line as text.
// A time is offered when it fits the day's hours and the appointments held or confirmed that day, with the
// time between and the drive (free-times.ts). The booking API (../bookings/handler.ts) stores a booking with
// a chosen `start` through `timeRequest`, in one transaction that stores it only while the time is free.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bookingFieldMessages, bookingLimits, guestsOver, type Booking, type BookingFieldErrors, type OfferedService } from '../../data/bookings/booking-schema.ts';
import { isCalendarDay } from '../../schema/availability.ts';
import type { Coordinates } from '../../schema/structured-data.ts';
import { clientKey, TRUST_NONE, type TrustProxy } from '../client-address.ts';
import { FixedWindowLimiter } from '../rate-limit.ts';
import type { BookingStore, TimeRequest } from '../bookings/store.ts';
import { addCalendarDays, bookableDay, businessDate, dayWindow, fitsBetween, freeTimes, type FreeTime, type FreeTimes } from './free-times.ts';
import { durationOf, findChoice, findPackage, findPlace, travelOf, type Schedule } from './schedule.ts';

export const freeTimeMessages = {
  off: 'Times are not booked online: send the booking form with a preferred date, and we will agree on the time with you.',
  date: 'Please pick a date written YYYY-MM-DD, like 2026-12-11.',
  town: 'Please name a town we serve, or an address in one.',
  start: 'Please choose one of the free times offered for that day.',
  startShape: 'The time must be a date and time with its offset, like 2026-12-11T11:00:00-06:00.',
  byRequest: 'This choice is not booked at a time online: leave the time out and give a preferred date instead.',
  startDate: 'The date must be the day of the time chosen, or left empty.',
  taken: 'Sorry, that time was just taken. Please choose one of the next free times.',
  fields: (names: string[]) => `Some fields need attention: ${names.join(', ')}.`,
  tooMany: 'Too many requests from this address. Please wait a little, or call or email us.',
  tooManyHeld: (hours: number) =>
    `You have booked as many appointments online as we can hold for one person (${hours} hours in all). Please call or email us to book more.`,
} as const;

/** How many of the next free times a visitor whose time was taken is offered, and how many days are searched. */
const NEXT_TIMES = 6;
const NEXT_DAYS = 14;

const query = z.object({
  service: z.string({ error: bookingFieldMessages.service }).trim().min(1, bookingFieldMessages.service).max(bookingLimits.service, bookingFieldMessages.serviceUnknown),
  date: z.string({ error: freeTimeMessages.date }).refine(isCalendarDay, freeTimeMessages.date),
  town: z.string({ error: freeTimeMessages.town }).trim().min(1, freeTimeMessages.town).max(bookingLimits.place, freeTimeMessages.town),
  package: z.string().trim().max(bookingLimits.package, bookingFieldMessages.package).optional(),
  guests: z.string().regex(/^\d{1,3}$/, bookingFieldMessages.guests).transform(Number).pipe(z.number().min(1, bookingFieldMessages.guests).max(bookingLimits.guests, bookingFieldMessages.guests)).optional(),
});

/** What is asked: a choice of the form, how long it takes, where, on which day. */
interface Ask {
  choice: OfferedService;
  key: string;
  minutes: number;
  town: string;
  at: Coordinates;
  date: string;
}

type Resolved = { ok: true; ask: Ask } | { ok: false; fields: BookingFieldErrors } | { ok: 'by-request'; choice: OfferedService; town: string };

/** The choice, place and duration of what is asked, or the fields that are wrong. */
function resolve(schedule: Schedule, asked: { service: string; package?: string; guests?: number; place: string; date: string }): Resolved {
  const fields: BookingFieldErrors = {};
  const choice = findChoice(schedule, asked.service);
  if (!choice) fields.service = bookingFieldMessages.serviceUnknown;
  const pkg = choice && asked.package ? findPackage(choice, asked.package) : undefined;
  if (choice && asked.package && !pkg) fields.package = bookingFieldMessages.package;
  const place = findPlace(schedule, asked.place);
  if (!place) fields.place = freeTimeMessages.town;
  if (!choice || !place || Object.keys(fields).length > 0) return { ok: false, fields };
  const duration = durationOf(schedule, choice, { ...(pkg && { package: pkg }), ...(asked.guests !== undefined && { guests: asked.guests }) });
  if (!duration || !place.at) return { ok: 'by-request', choice, town: place.name };
  return { ok: true, ask: { choice, key: duration.key, minutes: duration.minutes, town: place.name, at: place.at, date: asked.date } };
}

/** The free times of one day for what is asked, with the times held that day. */
async function dayTimes(store: BookingStore, schedule: Schedule, ask: Ask, date: string, now: number): Promise<FreeTimes> {
  const closed = bookableDay(schedule.availability, date, now);
  if (closed) return { times: [], reason: closed };
  const { from, to } = dayWindow(date);
  const appointments = await store.heldTimes(from, to);
  return freeTimes({ availability: schedule.availability, minutes: ask.minutes, date, place: ask.at, appointments, now });
}

/** The next free times from `date` on (that day's first), up to NEXT_TIMES over NEXT_DAYS days. */
async function nextFreeTimes(store: BookingStore, schedule: Schedule, ask: Ask, date: string, now: number): Promise<FreeTime[]> {
  const found: FreeTime[] = [];
  for (let day = 0; day < NEXT_DAYS && found.length < NEXT_TIMES; day++) {
    const result = await dayTimes(store, schedule, ask, addCalendarDays(date, day), now);
    if (result.reason === 'too-far') break;
    found.push(...result.times.slice(0, NEXT_TIMES - found.length));
  }
  return found;
}

export interface FreeTimesApiOptions {
  store: BookingStore;
  /** The schedule of the version served; undefined when the site has no availability settings. */
  schedule: () => Schedule | undefined;
  now: () => number;
  trustProxy?: TrustProxy;
  /** Whether a booking of this choice takes a deposit (payments set up, the content sets one): the answer says so, and the form asks to agree to the policy. */
  takesDeposit?: (choice: { service: string; package: string; guests: string }) => boolean;
  /** Per client. Default 300 requests in 10 minutes (a visitor trying days and towns asks often). */
  rateLimit?: { windowMs: number; max: number };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /free-times, to mount beside POST /bookings. */
export function createFreeTimesApi(opts: FreeTimesApiOptions): Hono {
  const rate = opts.rateLimit ?? { windowMs: 10 * 60_000, max: 300 };
  const limiter = new FixedWindowLimiter(rate.windowMs, rate.max);
  const refuse = (c: Context, status: 400 | 404 | 429, error: string, extra: Record<string, unknown> = {}) => c.json({ error, ...extra }, status, NO_STORE);
  const app = new Hono();
  app.get('/free-times', async (c) => {
    const verdict = limiter.hit(clientKey(c, opts.trustProxy ?? TRUST_NONE), opts.now());
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return refuse(c, 429, freeTimeMessages.tooMany, { retryAfterSeconds: verdict.retryAfterSeconds });
    }
    const schedule = opts.schedule();
    if (!schedule) return refuse(c, 404, freeTimeMessages.off);
    const wrong = (fields: Record<string, string | undefined>) => refuse(c, 400, freeTimeMessages.fields(Object.keys(fields)), { fields });
    const parsed = query.safeParse(c.req.query());
    if (!parsed.success) return wrong(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    const { service, date, town, package: pkg, guests } = parsed.data;
    const resolved = resolve(schedule, { service, place: town, date, ...(pkg && { package: pkg }), ...(guests !== undefined && { guests }) });
    // The query names the place `town`.
    if (resolved.ok === false) return wrong(Object.fromEntries(Object.entries(resolved.fields).map(([k, v]) => [k === 'place' ? 'town' : k, v])));
    // More guests than the choice takes (as the booking API refuses them): said of the guests, not as a day
    // without a free time. Only here: a booking made before its package took fewer may still move.
    const choice = findChoice(schedule, service);
    const over = choice && guests !== undefined ? guestsOver(choice, pkg && findPackage(choice, pkg), guests) : undefined;
    if (over) return wrong({ guests: over });
    const travel = travelOf(schedule, town);
    if (resolved.ok === 'by-request') return c.json({ service: resolved.choice.label, date, town: resolved.town, times: [], reason: 'by-request', ...(travel && { travel }) }, 200, NO_STORE);
    const { ask } = resolved;
    const result = await dayTimes(opts.store, schedule, ask, date, opts.now());
    const deposit = opts.takesDeposit?.({ service: ask.choice.label, package: pkg ?? '', guests: guests === undefined ? '' : String(guests) }) === true;
    return c.json({ service: ask.choice.label, date, town: ask.town, minutes: ask.minutes, ...result, ...(deposit && { deposit }), ...(travel && { travel }) }, 200, NO_STORE);
  });
  app.all('/free-times', (c) => c.json({ error: 'Free times are read with GET.' }, 405, { ...NO_STORE, Allow: 'GET' }));
  return app;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The booking's fields that are wrong, and the time chosen (`start`). */
export type TimeFieldErrors = BookingFieldErrors & { start?: string };

export type PreparedTime =
  | { ok: true; booking: Booking; request: TimeRequest; start: FreeTime; taken: (now: number) => Promise<FreeTime[]> }
  | { ok: false; fields: TimeFieldErrors };

/**
 * A booking's chosen start checked against the schedule: the booking (its date the day of the time), what
 * the store needs to hold the time, and the next free times should it be taken meanwhile.
 */
export function prepareTime(store: BookingStore, schedule: Schedule | undefined, booking: Booking, start: unknown, now: number): PreparedTime {
  if (!schedule) return { ok: false, fields: { start: freeTimeMessages.byRequest } };
  if (typeof start !== 'string' || !ISO_TIME.test(start) || Number.isNaN(Date.parse(start))) return { ok: false, fields: { start: freeTimeMessages.startShape } };
  const startMs = Date.parse(start);
  const date = businessDate(startMs);
  if (booking.date !== '' && booking.date !== date) return { ok: false, fields: { date: freeTimeMessages.startDate } };
  const resolved = resolve(schedule, { service: booking.service, place: booking.place, date, package: booking.package || undefined, ...(booking.guests !== '' && { guests: Number(booking.guests) }) });
  if (resolved.ok === false) return resolved;
  if (resolved.ok === 'by-request') return { ok: false, fields: { start: freeTimeMessages.byRequest } };
  const { ask } = resolved;
  // The time must be one the day offers at all (its hours, its steps, how soon and how far ahead).
  const offered = freeTimes({ availability: schedule.availability, minutes: ask.minutes, date, place: ask.at, appointments: [], now }).times.find((t) => Date.parse(t.start) === startMs);
  if (!offered) return { ok: false, fields: { start: freeTimeMessages.start } };
  const time = { start: startMs, end: Date.parse(offered.end), place: ask.at };
  const status = schedule.availability.confirmAtOnce.includes(ask.key) ? 'confirmed' : 'held';
  const { holdHours, heldHoursPerAddress } = schedule.availability;
  return {
    ok: true,
    booking: { ...booking, date },
    start: offered,
    request: {
      time,
      status,
      window: dayWindow(date),
      fits: (held) => fitsBetween(time, held, schedule.availability),
      maxHoursPerAddress: heldHoursPerAddress,
      // Never held past its own start: a time the owner has not confirmed by then is not an appointment.
      ...(status === 'held' && { hold: { until: Math.min(now + holdHours * 3_600_000, startMs) } }),
    },
    taken: (at) => nextFreeTimes(store, schedule, ask, date, at),
  };
}

/**
 * The free times of `date` for what a booking asked (its service, package, guests and place): for the
 * customer's page that asks for another time. Undefined when the booking is not one booked at a time.
 */
export async function bookingFreeTimes(
  store: BookingStore,
  schedule: Schedule | undefined,
  booking: Booking,
  date: string,
  now: number,
): Promise<(FreeTimes & { place: Coordinates }) | undefined> {
  if (!schedule || !isCalendarDay(date)) return undefined;
  const resolved = resolve(schedule, { service: booking.service, place: booking.place, date, ...(booking.package && { package: booking.package }), ...(booking.guests !== '' && { guests: Number(booking.guests) }) });
  if (resolved.ok !== true) return undefined;
  return { ...(await dayTimes(store, schedule, resolved.ask, date, now)), place: resolved.ask.at };
}
