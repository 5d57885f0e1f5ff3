// After the request: the owner confirms, declines or proposes in the inbox, the customer is emailed (through
// a real SMTP conversation with the local test server) with a calendar file that a real parser (ical.js)
// reads as RFC 5545, and a signed link that works once; the reminder goes once across a restart; the
// owner's calendar subscription holds the confirmed appointments; Today orders the day with its drives.
import { join } from 'node:path';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { mailContext, type BookingDesk } from '../bookings/index.ts';
import { formatDay } from '../bookings/format.ts';
import { createMailer } from '../bookings/mailer.ts';
import { createEmailOutbox } from '../bookings/outbox.ts';
import { openBookingStore, type StoredBooking } from '../bookings/store.ts';
import { dayPlan } from '../inbox/day-pages.tsx';
import { appointmentBook, reminderAt } from './book.ts';
import { addCalendarDays, businessDate, instantOf } from './free-times.ts';
import { appointmentLinks } from './links.ts';
import { scheduleOf, type Place } from './schedule.ts';
import type { BookingFixture } from '../../../tests/support/booking-fixture.ts';
import type { SmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { deskHarness } from '../../../tests/support/desk-harness.ts';
import { openOwnerDesk } from '../../../tests/support/owner-desk.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

const h = deskHarness('appointments');
const { tempDir, eventually } = h;
let site: SiteConfig;
let offered: BookingFixture['offered'];
let places: Place[];
let smtp: SmtpTestServer;
beforeAll(() => {
  ({ site, offered, places } = h.fixture);
  ({ smtp } = h);
});

const greenville = { lat: 33.1385, lng: -96.1108 };
const commerce = { lat: 33.2471, lng: -95.9 };
const service = () => offered.find((o) => o.label === 'Teeth Whitening') ?? offered[0]!;
const ava = (date: string) => ({ name: 'Ava Brooks', email: 'ava@example.com', service: service().label, date, message: '', phone: '903-555-0123', place: '400 Lee St, Greenville', guests: '', package: '' });

/** A day ahead (Texas time) at 11 AM, held for Ava at 400 Lee St, Greenville. */
async function heldBooking(desk: BookingDesk, daysAhead = 3, hour = 11): Promise<StoredBooking> {
  const date = addCalendarDays(businessDate(Date.now()), daysAhead);
  const start = instantOf(date, hour * 60);
  const time = { start, end: start + 60 * 60_000, place: greenville };
  const result = await desk.store.addWithTime(ava(date), { email: false, now: Date.now() }, { time, status: 'held', window: { from: start - 86_400_000, to: start + 86_400_000 }, fits: () => true });
  if (!('reference' in result)) throw new Error('not held');
  return (await desk.store.find(result.reference))!;
}

async function setup() {
  const { desk, request, signIn } = await openOwnerDesk(h, { env: { APPOINTMENT_LINK_SECRET: SECRET } });
  const { owner } = await signIn();
  return { desk, request, owner };
}

/** The first weekday (no Saturday: its hours are short) from `daysAhead` on that is no day off. */
function workday(daysAhead: number): string {
  let day = addCalendarDays(businessDate(Date.now()), daysAhead);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()) || site.availability!.daysOff.some((d) => d.date === day)) day = addCalendarDays(day, 1);
  return day;
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const parsed = (raw: string) => simpleParser(raw);
/** The calendar file of an email, read by ical.js: the calendar and its one event. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar') && a.filename === 'appointment.ics');
  expect(file, 'the email has a calendar file').toBeDefined();
  const text = file!.content.toString('utf8');
  // RFC 5545: CRLF line ends, lines folded at 75 octets.
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  return { cal, vevent, event: new ICAL.Event(vevent) };
}
const linkIn = (text: string) => /https:\/\/www\.shinevan\.example(\/appointment\/[\w.-]+)/.exec(text)?.[1];
const formTokenOf = (page: string) => /name="form" value="([^"]+)"/.exec(page)?.[1] ?? '';

describe('after the request', { timeout: 60_000 }, () => {
  it('confirming emails the customer the details with a calendar file and a link that works once to cancel', async () => {
    const { desk, owner, request } = await setup();
    const b = await heldBooking(desk);
    const res = await owner(`/owner/bookings/${b.reference}/status`, { status: 'confirmed', back: `/owner/bookings/${b.reference}` });
    expect(res.status).toBe(303);
    const page = await (await owner(res.headers.get('Location')!)).text();
    expect(page).toContain('Confirmed. We emailed Ava Brooks the details and a calendar file.');

    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(1));
    const mail = await parsed(mailsTo('ava@example.com')[0]!.raw);
    expect(mail.subject).toMatch(/^Confirmed: Teeth Whitening on /);
    // One calendar file, not one per part.
    expect(mail.attachments.filter((a) => /calendar|ics/.test(a.contentType) || a.filename?.endsWith('.ics'))).toHaveLength(1);
    expect(mailsTo('ava@example.com')[0]!.raw.match(/BEGIN:VCALENDAR|QkVHSU46VkNBTEVOREFS/g)).toHaveLength(1);
    expect(mail.text).toContain('400 Lee St, Greenville');
    const { cal, vevent, event } = calendarOf(mail);
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`${b.reference}@www.shinevan.example`);
    expect(event.sequence).toBe(1);
    expect(event.location).toBe('400 Lee St, Greenville');
    // UTC times: the same instant as the appointment.
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe(b.appointment!.start);
    expect(String(vevent.getFirstPropertyValue('status'))).toBe('CONFIRMED');

    const link = linkIn(mail.text ?? '')!;
    expect(link).toBeDefined();
    // In the HTML part, a button to tap (and the address written out).
    expect(mail.html).toContain(`<a href="https://www.shinevan.example${link}"`);
    const view = await request(link);
    expect(view.status).toBe(200);
    const html = await view.text();
    expect(html).toContain('Cancel my appointment');
    // Another time: the free times of the day asked for, under that day's name.
    const day = addCalendarDays(businessDate(Date.now()), 4);
    expect(await (await request(`${link}?date=${day}`)).text()).toContain(`Free times on ${formatDay(day)}`);
    // A tampered link is refused, and so is a post from another site or without the page's token.
    const tampered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await request(tampered)).status).toBe(404);
    expect((await request(link, { form: { form: formTokenOf(html), do: 'cancel' }, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await request(link, { form: { form: 'wrong', do: 'cancel' } })).status).toBe(403);

    // Cancel asks first: the first tap changes nothing.
    const asked = await request(link, { form: { form: formTokenOf(html), do: 'cancel' } });
    expect(await asked.text()).toContain('Yes, cancel it');
    expect((await desk.store.find(b.reference))!.appointment!.status).toBe('confirmed');
    const cancelled = await request(link, { form: { form: formTokenOf(html), do: 'cancel', sure: 'yes' } });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Your appointment is cancelled');
    expect((await desk.store.find(b.reference))!.appointment!.status).toBe('released');
    // Once only.
    expect((await request(link, { form: { form: formTokenOf(html), do: 'cancel', sure: 'yes' } })).status).toBe(410);
    expect((await request(link)).status).toBe(410);

    // The customer's calendar loses it (CANCEL, a higher SEQUENCE); the owner is told by email and in the inbox.
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(2));
    const cancel = calendarOf(await parsed(mailsTo('ava@example.com')[1]!.raw));
    expect(cancel.cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.event.uid).toBe(`${b.reference}@www.shinevan.example`);
    expect(cancel.event.sequence).toBe(2);
    await eventually(() => expect(mailsTo(site.business.email).some((m) => m.header('subject')?.startsWith('Ava Brooks cancelled'))).toBe(true));
    expect(await (await owner(`/owner/bookings/${b.reference}`)).text()).toContain('Customer cancelled');
  });

  it('declining tells the customer the reason; proposing another time sends a link that accepts it', async () => {
    const { desk, owner, request } = await setup();
    const first = await heldBooking(desk, 3, 11);
    const declined = await owner(`/owner/bookings/${first.reference}/decline`, { reason: 'We are fully booked that week <b>sorry</b>' });
    expect(declined.status).toBe(303);
    expect(await (await owner(declined.headers.get('Location')!)).text()).toContain('Declined. We emailed Ava Brooks your reason.');
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(1));
    const decline = await parsed(mailsTo('ava@example.com')[0]!.raw);
    expect(decline.text).toContain('We are fully booked that week <b>sorry</b>');
    expect(decline.html).toContain('We are fully booked that week &lt;b&gt;sorry&lt;/b&gt;');
    expect((await desk.store.find(first.reference))!.appointment!.status).toBe('released');

    const second = await heldBooking(desk, 4, 11);
    // Propose takes only a time within the hours.
    const day = workday(5);
    const proposed = await owner(`/owner/bookings/${second.reference}/propose`, { day, time: '14:00', message: 'The morning is taken.' });
    expect(proposed.status).toBe(303);
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(2));
    const proposal = await parsed(mailsTo('ava@example.com')[1]!.raw);
    expect(proposal.subject).toMatch(/^Could we do .* at 2:00 PM instead\?$/);
    // Waiting on the customer's yes: the owner's page offers no Confirm for it.
    expect(await (await owner(`/owner/bookings/${second.reference}`)).text()).not.toMatch(/>Confirm</);
    const link = linkIn(proposal.text ?? '')!;
    const html = await (await request(link)).text();
    expect(html).toContain('Yes, this time works');
    expect((await request(link, { form: { form: formTokenOf(html), do: 'accept' } })).status).toBe(200);
    const now = (await desk.store.find(second.reference))!.appointment!;
    expect(now).toMatchObject({ status: 'confirmed', start: new Date(instantOf(day, 14 * 60)).toISOString(), sequence: 2 });
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(3));
    const confirmed = calendarOf(await parsed(mailsTo('ava@example.com')[2]!.raw));
    expect(confirmed.event.sequence).toBe(2);
    await eventually(() => expect(mailsTo(site.business.email).some((m) => m.header('subject')?.startsWith('Ava Brooks accepted'))).toBe(true));
  });

  it('gives a calendar subscription address whose feed holds the confirmed booking; a wrong token reads nothing', async () => {
    const { desk, owner, request } = await setup();
    const b = await heldBooking(desk);
    await owner(`/owner/bookings/${b.reference}/status`, { status: 'confirmed' });
    const page = await (await owner('/owner/calendar')).text();
    // Android has no subscribe link: a Copy button (its script a file of the inbox) and its own steps.
    expect(page).toContain('Copy the address');
    expect(page).toContain('On an Android phone');
    expect(await (await owner('/owner/copy.js')).text()).toContain('navigator.clipboard');
    const address = /https:\/\/www\.shinevan\.example(\/calendar\/[\w-]+\.ics)/.exec(page)?.[1];
    expect(address).toBeDefined();
    expect(page).toContain(`webcal://www.shinevan.example${address}`);
    const feed = await request(address!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toMatch(/^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.location])).toEqual([[`${b.reference}@www.shinevan.example`, '400 Lee St, Greenville']]);

    const execute = vi.spyOn(desk.store.client, 'execute');
    expect((await request('/calendar/not-the-token.ics')).status).toBe(404);
    expect(execute.mock.calls.map(([sql]) => JSON.stringify(sql))).not.toContainEqual(expect.stringContaining('FROM bookings'));
    execute.mockRestore();

    // Reset: the old address reads nothing.
    await owner('/owner/calendar/reset', {});
    expect((await request(address!)).status).toBe(404);
  });

  it('sends the reminder once, across a restart, from two servers on one database', async () => {
    const file = join(tempDir(), 'bookings.db');
    const first = await openBookingStore({ url: file });
    const links = appointmentLinks(first.client, SECRET);
    const schedule = scheduleOf(site, offered, places);
    const book = appointmentBook({ db: first.client, links, email: () => true, availability: () => ({ ...schedule!.availability, reminderHour: 9 }) });
    const date = '2026-12-11';
    const start = instantOf(date, 11 * 60);
    const added = await first.addWithTime(ava(date), { email: false, now: 0 }, { time: { start, end: start + 3_600_000, place: greenville }, status: 'held', window: { from: start - 1, to: start + 1 }, fits: () => true });
    const reference = (added as { reference: string }).reference;
    const b = (await first.find(reference))!;
    const confirmAt = Date.parse('2026-12-01T16:00:00Z');
    expect(await book.confirm(b, confirmAt)).toEqual({ ok: true, emailed: true });
    expect(reminderAt(b.appointment!.start, 9)).toBe(instantOf('2026-12-10', 9 * 60));

    const context = () => ({ ...mailContext(site), appointments: { ...mailContext(site).appointments!, linkUrl: () => 'https://www.shinevan.example/appointment/x' } });
    const mailer = createMailer({ smtpUrl: smtp.url });
    h.closing(() => mailer.close());
    const dayBefore = instantOf('2026-12-10', 9 * 60) + 60_000;
    const reminders = () => smtp.mails.filter((m) => m.header('subject')?.startsWith('See you tomorrow'));
    // Before the hour only the confirmation goes.
    const early = createEmailOutbox({ store: first, mailer, context, now: () => dayBefore - 3_600_000, log: () => {} });
    await eventually(() => expect(smtp.mails).toHaveLength(1));
    await early.close();
    expect(reminders()).toHaveLength(0);
    // Two servers at the hour, on one database: one reminder.
    const second = await openBookingStore({ url: file });
    const a = createEmailOutbox({ store: first, mailer, context, now: () => dayBefore, log: () => {} });
    const c = createEmailOutbox({ store: second, mailer, context, now: () => dayBefore, log: () => {} });
    await eventually(() => expect(reminders()).toHaveLength(1));
    await Promise.all([a.close(), c.close()]);
    first.close();
    second.close();
    // Restarted: the reminder is not due again, so no server sends it again.
    const restarted = await openBookingStore({ url: file });
    h.closing(() => restarted.close());
    expect(await restarted.dueEmails(dayBefore + 3_600_000, 10)).toEqual([]);
    expect(await restarted.dueEmails(dayBefore + 7 * 86_400_000, 10)).toEqual([]);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.to).toEqual(['ava@example.com']);
  });

  it("a customer's name adds no parameter to the calendar file and no header to the emails", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url });
    h.closing(() => mailer.close());
    const context = { ...mailContext(site), appointments: { ...mailContext(site).appointments!, linkUrl: () => 'https://www.shinevan.example/appointment/x' } };
    const start = '2026-12-11T16:00:00.000Z';
    const end = '2026-12-11T17:00:00.000Z';
    const booking = (name: string): StoredBooking => ({
      ...ava(''),
      name,
      id: 1,
      reference: 'K7QM-3XPA',
      receivedAt: '',
      handledAt: null,
      appointment: { start, end, status: 'confirmed', sequence: 1 },
      mail: { owner: { state: 'none' }, customer: { state: 'none' } },
    });
    const data = { sequence: 1, start, end, location: '400 Lee St, Greenville', link: 'x', expires: Date.parse(start) };
    // A double quote would end the name in CN="..." and let the rest be read as parameters (ROLE=CHAIR).
    await mailer.send({ booking: booking('Ann "AJ";ROLE=CHAIR;X="x'), kind: 'confirmed', data }, context);
    const attendee = calendarOf(await parsed(smtp.mails[0]!.raw)).vevent.getFirstProperty('attendee')!;
    expect(attendee.getParameter('cn')).toBe("Ann 'AJ';ROLE=CHAIR;X='x");
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
    // The form refuses a line break in a name; one stored all the same stays inside its header.
    const eve = booking('Eve\r\nBcc: victim@evil.example');
    await mailer.send({ booking: eve, kind: 'confirmed', data }, context);
    await mailer.send({ booking: eve, kind: 'owner-change', data: { ...data, what: 'cancelled' } }, context);
    expect(smtp.mails).toHaveLength(3);
    for (const mail of smtp.mails.slice(1)) {
      expect(mail.to.join()).not.toContain('evil');
      expect(mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'))).not.toMatch(/^bcc:/im);
    }
  });

  it('refuses a link that has expired, and one signed with another key', async () => {
    const store = await openBookingStore({ url: ':memory:' });
    h.closing(() => store.close());
    const added = await store.add(ava(''), { email: false, now: 0 });
    const b = (await store.find(added.reference))!;
    const links = appointmentLinks(store.client, SECRET);
    const made = links.create(b.id, 1000, 5000);
    await store.client.execute(made.statement);
    const token = links.token(made.id, 5000);
    expect(await links.check(token, 2000)).toMatchObject({ ok: true, bookingId: b.id });
    expect(await links.check(token, 5000)).toEqual({ ok: false, reason: 'expired' });
    expect(await appointmentLinks(store.client, `${SECRET}-other`).check(token, 2000)).toEqual({ ok: false, reason: 'invalid' });
    // A longer expiry written into the token breaks its signature.
    expect(await links.check(token.replace(/\.[0-9a-z]+\./, `.${(99_999).toString(36)}.`), 2000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('Today lists the appointments in time order with the drive between them and a map link', async () => {
    const { desk, owner } = await setup();
    const mk = (start: string, place: { lat: number; lng: number } | undefined, name: string): StoredBooking => ({
      ...ava(''),
      name,
      id: 0,
      reference: name,
      receivedAt: '',
      handledAt: null,
      appointment: { start, end: start, status: 'confirmed', sequence: 1, ...(place && { place }) },
      mail: { owner: { state: 'none' }, customer: { state: 'none' } },
    });
    const plan = dayPlan([mk('2026-12-11T20:00:00Z', commerce, 'C'), mk('2026-12-11T16:00:00Z', greenville, 'A'), mk('2026-12-11T22:00:00Z', undefined, 'D')], 40);
    expect(plan.map((s) => s.booking.name)).toEqual(['A', 'C', 'D']);
    expect(plan[0]!.drive).toBeUndefined();
    // Greenville to Commerce: about 14 straight miles, 18 by road, 27 minutes at 40 mph.
    expect(plan[1]!.drive).toEqual({ miles: 18, minutes: 27 });
    expect(plan[2]!.drive).toBeNull();

    const b = await heldBooking(desk, 0, 23);
    const html = await (await owner('/owner/today')).text();
    expect(html).toContain(b.name);
    expect(html).toContain(`https://maps.google.com/?q=${encodeURIComponent('400 Lee St, Greenville')}`);
    expect(html).toContain('href="tel:9035550123"');
    expect(html).toContain('href="sms:9035550123"');
  });

  it('a customer asks for another free time: it stands until the owner moves it there with one tap', async () => {
    const { desk, owner, request } = await setup();
    const b = await heldBooking(desk);
    await owner(`/owner/bookings/${b.reference}/status`, { status: 'confirmed' });
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(1));
    const link = linkIn((await parsed(mailsTo('ava@example.com')[0]!.raw)).text ?? '')!;
    const day = workday(5);
    const page = await (await request(`${link}?date=${day}`)).text();
    expect(page).toContain('Your appointment stands as it is until we answer');
    const start = /name="start" value="([^"]+)"/.exec(page)![1]!;
    const asked = await request(link, { form: { form: formTokenOf(page), do: 'ask', start, message: '' } });
    expect(await asked.text()).toContain('Your appointment stands as it is until we answer');
    expect((await desk.store.find(b.reference))!.appointment).toMatchObject({ status: 'confirmed', start: b.appointment!.start });
    // A copy with a fresh link that opens the page.
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(2));
    const fresh = linkIn((await parsed(mailsTo('ava@example.com')[1]!.raw)).text ?? '')!;
    expect((await request(fresh)).status).toBe(200);

    expect(await (await owner(`/owner/bookings/${b.reference}`)).text()).toContain('Move it to that time and confirm');
    const moved = await owner(`/owner/bookings/${b.reference}/move-to-asked`, {});
    expect(await (await owner(moved.headers.get('Location')!)).text()).toContain('Moved to the time Ava Brooks asked for');
    expect((await desk.store.find(b.reference))!.appointment).toMatchObject({ status: 'confirmed', start: new Date(Date.parse(start)).toISOString(), movedBy: 'customer' });
    expect(await (await owner('/owner')).text()).toContain('(moved by the customer)');
  });

  it("the owner's Cancel asks first and can be undone for a few seconds, the time held again", async () => {
    const { desk, owner } = await setup();
    const b = await heldBooking(desk);
    const page = await (await owner(`/owner/bookings/${b.reference}`)).text();
    expect(page).toContain('Yes, cancel it');
    // The list's cards have no Cancel.
    const list = await (await owner('/owner')).text();
    expect(list).not.toContain('Yes, cancel it');
    expect(list).toContain('Held times (1)');
    const cancelled = await owner(`/owner/bookings/${b.reference}/status`, { status: 'cancelled', back: `/owner/bookings/${b.reference}` });
    const after = await (await owner(cancelled.headers.get('Location')!)).text();
    expect(after).toContain('Undo');
    expect((await desk.store.find(b.reference))!.appointment!.status).toBe('released');
    const undone = await owner(`/owner/bookings/${b.reference}/undo-cancel`, {});
    expect(await (await owner(undone.headers.get('Location')!)).text()).toContain('Cancellation undone');
    expect((await desk.store.find(b.reference))!.appointment!.status).toBe('held');
  });

  it("the owner's change made on a view that is out of date changes nothing and sends nothing", async () => {
    const { desk, owner } = await setup();
    const b = await heldBooking(desk);
    // Two tabs show the held time; in one the owner confirms it (or the customer acts meanwhile).
    const seen = /name="seen" value="([^"]+)"/.exec(await (await owner(`/owner/bookings/${b.reference}`)).text())![1]!;
    await owner(`/owner/bookings/${b.reference}/status`, { status: 'confirmed', seen });
    await eventually(() => expect(mailsTo('ava@example.com')).toHaveLength(1));
    // The other tab's Decline was decided on the held time: refused, the booking shown as it stands.
    const declined = await owner(`/owner/bookings/${b.reference}/decline`, { reason: 'Full that day', seen });
    expect(await (await owner(declined.headers.get('Location')!)).text()).toContain('Nothing was changed');
    expect((await desk.store.find(b.reference))!.appointment!.status).toBe('confirmed');
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('ava@example.com')).toHaveLength(1);
  });
});
