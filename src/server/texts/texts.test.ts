// Texts about appointments, through the official SDK to the stand-in Twilio at TWILIO_API_BASE, with no
// network and no email server: a customer who asked is texted the time, the town and their link when the
// appointment is confirmed and the day before; one who did not, or a server without the keys, texts nothing;
// a number that replied STOP (21610) is never tried again; an outage is retried; the owner is texted each new
// booking; and two outboxes on one database file send each text once.
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { reminderAt } from '../appointments/book.ts';
import { addCalendarDays, businessDate, instantOf } from '../appointments/free-times.ts';
import { scheduleOf, type Place } from '../appointments/schedule.ts';
import { mailContext, openBookingDesk, type BookingDesk } from '../bookings/index.ts';
import { createEmailOutbox } from '../bookings/outbox.ts';
import { openBookingStore, type StoredBooking } from '../bookings/store.ts';
import type { MailContext } from '../bookings/emails.ts';
import { loadBookingFixture, type BookingFixture } from '../../../tests/support/booking-fixture.ts';
import { startFakeTwilio, type FakeTwilio } from '../../../tests/support/fake-twilio-server.ts';
import { tempFolders } from '../../../tests/support/temp-folders.ts';
import { WAIT } from '../../../tests/support/wait.ts';
import { textJobs } from './text-jobs.ts';
import { createTwilioSender } from './twilio.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AVA = '+19035550123';
const OWNER = '+19035550199';
let site: SiteConfig;
let offered: BookingFixture['offered'];
let places: Place[];
let twilio: FakeTwilio;
const tempDir = tempFolders('texts');
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  ({ site, offered, places } = await loadBookingFixture());
  twilio = await startFakeTwilio();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  twilio.texts.splice(0);
  twilio.stopped.clear();
  twilio.landlines.clear();
});
afterAll(() => twilio.close());

const eventually = (check: () => void | Promise<void>) => vi.waitFor(check, { ...WAIT, interval: 20 });
const keys = () => ({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'test-token', TWILIO_FROM: '+19035550100', TWILIO_API_BASE: twilio.baseUrl });
const schedule = () => scheduleOf(site, offered, places);

async function openDesk(env: Record<string, string>, file = join(tempDir(), 'bookings.db')): Promise<BookingDesk> {
  const desk = await openBookingDesk({ env: { DATABASE_URL: file, BOOKING_EMAIL_RETRY_SECONDS: '0.05', ...env }, root: tempDir(), mail: () => mailContext(site, '/owner'), offered: () => offered, schedule, log: () => {} });
  closers.push(() => desk.close());
  return desk;
}

/** A weekday morning `daysAhead` (Texas time), held for Ava in Greenville; `texts`: she ticked the box. */
async function held(desk: BookingDesk, texts: boolean, daysAhead = 3, phone = AVA): Promise<StoredBooking> {
  const start = instantOf(addCalendarDays(businessDate(Date.now()), daysAhead), 11 * 60);
  const booking = { name: 'Ava Brooks', email: 'ava@example.com', service: offered[0]!.label, date: '', message: '', phone, place: '400 Lee St, Greenville', guests: '', package: '', ...(texts && { textOptIn: 'true' }) };
  const time = { start, end: start + 3_600_000, place: { lat: 33.1385, lng: -96.1108 } };
  const result = await desk.store.addWithTime(booking, { email: false, now: Date.now() }, { time, status: 'held', window: { from: start - 86_400_000, to: start + 86_400_000 }, fits: () => true });
  if (!('reference' in result)) throw new Error('not held');
  return (await desk.store.find(result.reference))!;
}

async function confirmed(desk: BookingDesk, b: StoredBooking): Promise<StoredBooking> {
  expect((await desk.appointments.book.confirm(b, Date.now())).ok).toBe(true);
  desk.appointments.kick();
  return (await desk.store.find(b.reference))!;
}

const textJobsOf = async (desk: BookingDesk, id: number) =>
  (await desk.store.client.execute({ sql: `SELECT key, state, attempts FROM email_jobs WHERE booking_id = ? AND kind LIKE 'text-%' ORDER BY key`, args: [id] })).rows.map((r) => ({ ...r }));

/** The context the desk's own outbox uses: the business, the schedule's towns and the customers' links. */
const contextOf = (desk: BookingDesk): (() => MailContext) => () => {
  const mail = mailContext(site, '/owner');
  return { ...mail, appointments: { ...mail.appointments!, schedule: schedule()!, linkUrl: (id, expires) => `${site.siteUrl}/appointment/${desk.appointments.links.token(id, expires)}` } };
};

describe('texts about an appointment', () => {
  it('texts the time, the town and the link on confirmation, and the reminder the day before', async () => {
    const desk = await openDesk(keys());
    const b = await confirmed(desk, await held(desk, true));
    await eventually(() => expect(twilio.texts).toHaveLength(1));
    const [text] = twilio.texts;
    // Another, confirmed and then cancelled: its reminder no longer applies, as the reminder email's.
    const gone = await confirmed(desk, await held(desk, true, 3, '(903) 555-0125'));
    await eventually(() => expect(twilio.texts).toHaveLength(2));
    expect((await desk.appointments.book.cancel(gone, Date.now())).ok).toBe(true);
    expect(text).toMatchObject({ account: SID, to: AVA, from: '+19035550100' });
    expect(text!.body).toContain(site.business.name);
    expect(text!.body).toContain('11:00 AM');
    expect(text!.body).toContain(' in Greenville');
    expect(text!.body).not.toContain('400 Lee St');
    expect(text!.body).toMatch(/To change or cancel: https?:\/\/\S+\/appointment\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
    expect(text!.body.length).toBeLessThan(320);

    // The day before at the reminder's hour: an outbox whose clock stands there sends the reminder.
    const due = reminderAt(b.appointment!.start, site.availability?.reminderHour);
    const later = createEmailOutbox({ store: desk.store, texts: textJobs(createTwilioSender({ accountSid: SID, authToken: 't', from: '+19035550100', apiBase: twilio.baseUrl }), desk.store.client, undefined), context: contextOf(desk), now: () => due + 1, log: () => {} });
    closers.push(() => later.close());
    await eventually(async () => expect((await textJobsOf(desk, gone.id)).map((j) => j.state)).toEqual(['sent', 'dropped']));
    await eventually(() => expect(twilio.texts).toHaveLength(3));
    expect(twilio.texts[2]).toMatchObject({ to: AVA });
    expect(twilio.texts[2]!.body).toMatch(/see you tomorrow, \w{3}, \w{3} \d+ at 11:00 AM in Greenville/);
    expect(twilio.texts[2]!.body).toContain('/appointment/');
    await eventually(async () =>
      expect(await textJobsOf(desk, b.id)).toEqual([
        { key: `text-confirmed#${b.appointment!.sequence}`, state: 'sent', attempts: 1 },
        { key: `text-reminder#${b.appointment!.sequence}`, state: 'sent', attempts: 1 },
      ]),
    );
  });

  it('texts nobody who did not ask, and nothing without the keys', async () => {
    const desk = await openDesk(keys());
    const b = await confirmed(desk, await held(desk, false));
    expect(await textJobsOf(desk, b.id)).toEqual([]);
    const keyless = await openDesk({});
    const c = await confirmed(keyless, await held(keyless, true));
    expect(await textJobsOf(keyless, c.id)).toEqual([]);
    expect(twilio.texts).toEqual([]);
  });

  it('never tries a number again once it replied STOP (21610), nor a landline (21614), and retries an outage', async () => {
    const desk = await openDesk(keys());
    twilio.stopped.add(AVA);
    const b = await confirmed(desk, await held(desk, true));
    await eventually(async () => expect((await desk.store.find(b.reference))?.textsStoppedAt).toBeDefined());
    expect(await textJobsOf(desk, b.id)).toEqual([
      { key: `text-confirmed#${b.appointment!.sequence}`, state: 'dropped', attempts: 0 },
      { key: `text-reminder#${b.appointment!.sequence}`, state: 'dropped', attempts: 0 },
    ]);
    expect(twilio.texts).toEqual([]);

    // A landline loses that text, never tried again, and its booking's texts stay on (it did not reply STOP).
    twilio.landlines.add('+19035550126');
    const landline = await confirmed(desk, await held(desk, true, 4, '903-555-0126'));
    await eventually(async () => expect((await textJobsOf(desk, landline.id))[0]).toMatchObject({ state: 'dropped', attempts: 0 }));
    expect((await desk.store.find(landline.reference))?.textsStoppedAt).toBeUndefined();

    // An outage (HTTP 500) is tried again, and sent once.
    twilio.failNext(1);
    const other = await confirmed(desk, await held(desk, true, 5, '(903) 555-0124'));
    // The stand-in has the text before the outbox marks its job sent: the job is waited for.
    await eventually(async () => expect((await textJobsOf(desk, other.id))[0]).toMatchObject({ state: 'sent', attempts: 2 }));
    expect(twilio.texts.map((t) => t.to)).toEqual(['+19035550124']);
  });

  it("texts the owner each new booking, with the customer's name on one line", async () => {
    const desk = await openDesk({ ...keys(), OWNER_TEXT_TO: OWNER });
    const res = await desk.api.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ava  Brooks', email: 'ava@example.com', service: offered[0]!.label, date: '', message: 'Call me', phone: '903 555 0123' }),
    });
    const { reference } = (await res.json()) as { reference: string };
    await eventually(() => expect(twilio.texts).toHaveLength(1));
    expect(twilio.texts[0]).toMatchObject({ to: OWNER, body: `New booking ${reference}: ${offered[0]!.label} for Ava Brooks. ${site.siteUrl.replace(/\/+$/, '')}/owner/bookings/${reference}` });
  });

  it('texts a time confirmed at once (a service booked without the owner) when it is booked', async () => {
    const desk = await openDesk(keys());
    let start: string | undefined;
    for (let days = 3; !start && days < 14; days++) {
      const date = addCalendarDays(businessDate(Date.now()), days);
      const res = await desk.api.request(`/free-times?${new URLSearchParams({ service: 'Tooth Gems', date, town: 'Commerce' })}`);
      start = ((await res.json()) as { times?: { start: string }[] }).times?.[0]?.start;
    }
    const res = await desk.api.request('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: start!.slice(0, 10), message: '', phone: '903 555 0123', place: 'Commerce', start, textOptIn: true }),
    });
    expect(await res.json()).toMatchObject({ status: 'confirmed', texted: true });
    await eventually(() => expect(twilio.texts).toHaveLength(1));
    expect(twilio.texts[0]).toMatchObject({ to: AVA });
    expect(twilio.texts[0]!.body).toMatch(/your Tooth Gems is confirmed for .* in Commerce\. To change or cancel: \S+\/appointment\//);
    // The link opens the customer's page of the appointment.
    const link = new URL(/https?:\/\/\S+$/.exec(twilio.texts[0]!.body)![0]);
    expect((await desk.appointments.routes.request(link.pathname)).status).toBe(200);
  });

  it('sends a text that failed before a restart once, after it', async () => {
    const file = join(tempDir(), 'restart.db');
    const first = await openDesk(keys(), file);
    twilio.failNext(1_000);
    const b = await confirmed(first, await held(first, true));
    await eventually(async () => expect(Number((await textJobsOf(first, b.id))[0]?.attempts)).toBeGreaterThan(0));
    await first.close();
    twilio.failNext(0);
    const second = await openDesk(keys(), file);
    await eventually(async () => expect((await textJobsOf(second, b.id))[0]?.state).toBe('sent'));
    expect(twilio.texts.map((t) => t.to)).toEqual([AVA]);
  });

  it("texts the owner (and the customer of a time confirmed at once) of a booking that takes a deposit once it is paid, not while it waits", async () => {
    const desk = await openDesk({ ...keys(), OWNER_TEXT_TO: OWNER });
    const start = instantOf(addCalendarDays(businessDate(Date.now()), 4), 11 * 60);
    const booking = { name: 'Ava Brooks', email: 'ava@example.com', service: offered[0]!.label, date: '', message: '', phone: AVA, place: 'Greenville', guests: '', package: '', textOptIn: 'true' };
    const window = { from: start - 86_400_000, to: start + 86_400_000 };
    const added = await desk.store.addWithTime(booking, { now: Date.now(), email: false, money: { depositCents: 2500 } }, { time: { start, end: start + 3_600_000 }, status: 'awaiting-deposit', hold: { until: Date.now() + 1_200_000 }, window, fits: () => true });
    if (!('reference' in added)) throw new Error('not held');
    const b = (await desk.store.find(added.reference))!;
    expect(await textJobsOf(desk, b.id)).toEqual([]);
    // Paid for a service confirmed at once: the owner is told, and the customer who asked gets the confirmation.
    expect((await desk.appointments.book.depositPaid(b, { session: 'cs_test_1', paymentIntent: 'pi_1' }, 'confirmed', Date.now())).ok).toBe(true);
    desk.appointments.kick();
    await eventually(() => expect(twilio.texts.map((t) => t.to).sort()).toEqual([AVA, OWNER]));
    expect(twilio.texts.find((t) => t.to === OWNER)!.body).toContain(`New booking ${b.reference}`);
    expect(twilio.texts.find((t) => t.to === AVA)!.body).toMatch(/is confirmed for .* in Greenville\. To change or cancel: /);
  });

  it('sends each text once with two servers on one database file', async () => {
    const file = join(tempDir(), 'shared.db');
    const one = await openDesk(keys(), file);
    const bookings: StoredBooking[] = [];
    for (let i = 0; i < 6; i++) bookings.push(await held(one, true, 3 + i, `(903) 555-01${String(i).padStart(2, '0')}`));
    // The second server's outbox, on its own connection to the same file, runs while the first one sends.
    const store = await openBookingStore({ url: file });
    closers.push(() => store.close());
    const two = createEmailOutbox({ store, texts: textJobs(createTwilioSender({ accountSid: SID, authToken: 't', from: '+19035550100', apiBase: twilio.baseUrl }), store.client, undefined), context: contextOf(one), pollMs: 10, log: () => {} });
    closers.push(() => two.close());
    for (const b of bookings) await confirmed(one, b);
    // Once every job is marked sent, no server can claim one again: what the stand-in holds is final.
    await eventually(async () => {
      const states = await Promise.all(bookings.map(async (b) => (await textJobsOf(one, b.id))[0]?.state));
      expect(states).toEqual(bookings.map(() => 'sent'));
    });
    expect(twilio.texts).toHaveLength(6);
    expect(new Set(twilio.texts.map((t) => t.to)).size).toBe(6);
  });
});
