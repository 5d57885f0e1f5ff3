// Booking desks that text through the stand-in Twilio (fake-twilio-server.ts), on the fixture site, for the
// tests of texts: each test file that calls `textDesks()` gets the stand-in, desks on fresh database files
// (closed after each test), and the steps the tests share: a held time, the owner's Confirm, a second outbox.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { SiteConfig } from '../../src/schema/site-schema.ts';
import { addCalendarDays, businessDate, instantOf } from '../../src/server/appointments/free-times.ts';
import { scheduleOf } from '../../src/server/appointments/schedule.ts';
import type { MailContext } from '../../src/server/bookings/emails.ts';
import { mailContext, openBookingDesk, type BookingDesk } from '../../src/server/bookings/index.ts';
import { createEmailOutbox, type EmailOutbox } from '../../src/server/bookings/outbox.ts';
import type { BookingStore, StoredBooking } from '../../src/server/bookings/store.ts';
import { textJobs } from '../../src/server/texts/text-jobs.ts';
import { createTwilioSender } from '../../src/server/texts/twilio.ts';
import { loadBookingFixture, type BookingFixture } from './booking-fixture.ts';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio-server.ts';
import { tempFolders } from './temp-folders.ts';
import { WAIT } from './wait.ts';

export const SID = 'AC0123456789abcdef0123456789abcdef';
export const FROM = '+19035550100';
export const AVA = '+19035550123';
export const OWNER = '+19035550199';

export const eventually = (check: () => void | Promise<void>) => vi.waitFor(check, { ...WAIT, interval: 20 });

export function textDesks() {
  let fixture: BookingFixture;
  const state = {} as { twilio: FakeTwilio };
  const tempDir = tempFolders('texts');
  const closers: (() => unknown)[] = [];
  beforeAll(async () => {
    fixture = await loadBookingFixture();
    state.twilio = await startFakeTwilio();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    state.twilio.texts.splice(0);
    state.twilio.stopped.clear();
    state.twilio.landlines.clear();
  });
  afterAll(() => state.twilio.close());

  const site = (): SiteConfig => fixture.site;
  const schedule = () => scheduleOf(fixture.site, fixture.offered, fixture.places);
  const keys = () => ({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'test-token', TWILIO_FROM: FROM, TWILIO_API_BASE: state.twilio.baseUrl });

  /** The context the desk's own outbox uses: the business, the schedule's towns and the customers' links. */
  const contextOf = (desk: BookingDesk): (() => MailContext) => () => {
    const mail = mailContext(fixture.site, '/owner');
    return { ...mail, appointments: { ...mail.appointments!, schedule: schedule()!, linkUrl: (id, expires) => `${fixture.site.siteUrl}/appointment/${desk.appointments.links.token(id, expires)}` } };
  };

  return {
    get twilio() {
      return state.twilio;
    },
    site,
    offered: () => fixture.offered,
    keys,
    tempDir,
    /** A desk on a fresh database file (or `file`), retrying failures after 50 ms; closed after the test. */
    async openDesk(env: Record<string, string>, file = join(tempDir(), 'bookings.db')): Promise<BookingDesk> {
      const desk = await openBookingDesk({ env: { DATABASE_URL: file, BOOKING_EMAIL_RETRY_SECONDS: '0.05', ...env }, root: tempDir(), mail: () => mailContext(fixture.site, '/owner'), offered: () => fixture.offered, schedule, log: () => {} });
      closers.push(() => desk.close());
      return desk;
    },
    /** A weekday morning `daysAhead` (Texas time), held for Ava in Greenville; `texts`: she ticked the box. */
    async held(desk: BookingDesk, texts: boolean, daysAhead = 3, phone = AVA): Promise<StoredBooking> {
      const start = instantOf(addCalendarDays(businessDate(Date.now()), daysAhead), 11 * 60);
      const booking = { name: 'Ava Brooks', email: 'ava@example.com', service: fixture.offered[0]!.label, date: '', message: '', phone, place: '400 Lee St, Greenville', guests: '', package: '', ...(texts && { textOptIn: 'true' }) };
      const time = { start, end: start + 3_600_000, place: { lat: 33.1385, lng: -96.1108 } };
      const result = await desk.store.addWithTime(booking, { email: false, now: Date.now() }, { time, status: 'held', window: { from: start - 86_400_000, to: start + 86_400_000 }, fits: () => true });
      if (!('reference' in result)) throw new Error('not held');
      return (await desk.store.find(result.reference))!;
    },
    /** The owner's Confirm, and a look at the outbox. */
    async confirmed(desk: BookingDesk, b: StoredBooking): Promise<StoredBooking> {
      expect((await desk.appointments.book.confirm(b, Date.now())).ok).toBe(true);
      desk.appointments.kick();
      return (await desk.store.find(b.reference))!;
    },
    /** The text jobs of a booking: key, state, attempts. */
    textJobsOf: async (desk: BookingDesk, id: number) =>
      (await desk.store.client.execute({ sql: `SELECT key, state, attempts FROM email_jobs WHERE booking_id = ? AND kind LIKE 'text-%' ORDER BY key`, args: [id] })).rows.map((r) => ({ ...r })),
    /** Another outbox that texts (a second server, or one whose clock is `now`), on `store`; closed after the test. */
    outbox(desk: BookingDesk, store: BookingStore, extra: { now?: () => number; pollMs?: number } = {}): EmailOutbox {
      const sender = createTwilioSender({ accountSid: SID, authToken: 't', from: FROM, apiBase: state.twilio.baseUrl });
      const outbox = createEmailOutbox({ store, texts: textJobs(sender, store.client, undefined), context: contextOf(desk), log: () => {}, ...extra });
      closers.push(() => outbox.close());
      return outbox;
    },
    /** Closed after the test. */
    closeLater: (close: () => unknown) => void closers.push(close),
  };
}
