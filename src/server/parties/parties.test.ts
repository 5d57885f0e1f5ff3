// Parties as hosts plan them, on the fixture site's bachelorette plan (choices with prices per guest, the
// bride free from 5 guests, at least 5 guests 5 days before): a party booked through the API
// emails the host a page where guests sign up with their choices (through a real SMTP conversation), the host
// sees the list and the total, the owner sees it in the inbox and makes the time fit; sign-ups racing for the
// last place and for the guest of honor get one each; the deadline is told once across a restart and two servers.
import { join } from 'node:path';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PartyPlan } from '../../schema/party-plan.ts';
import { partySchema } from '../../schema/collection-schemas.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import type { BookingDesk } from '../bookings/index.ts';
import { openBookingStore, type StoredBooking } from '../bookings/store.ts';
import { addCalendarDays, businessDate } from '../appointments/free-times.ts';
import type { FreeTime } from '../appointments/free-times.ts';
import { partyBook, newPartyLinkId, openPartyStatement } from './party-book.ts';
import { partyTotal } from './party-total.ts';
import { formRequests, ownerSession } from '../../../tests/support/form-request.ts';
import type { SmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { deskHarness, OWNER_PASSWORD } from '../../../tests/support/desk-harness.ts';
import { openOwnerDesk, ORIGIN } from '../../../tests/support/owner-desk.ts';
import { depositSite } from '../../../tests/support/deposit-site.ts';

const PASSWORD = OWNER_PASSWORD;
const PARTY = 'Bachelorette Glam Parties';
const PACKAGE = 'Bride Tribe Glam';

const h = deskHarness('parties');
const { tempDir, eventually } = h;
let site: SiteConfig;
let plans: PartyPlan[];
let smtp: SmtpTestServer;
beforeAll(() => {
  ({ site, partyPlans: plans } = h.fixture);
  ({ smtp } = h);
});

const plan = () => {
  const party = plans.find((p) => p.title === PARTY)!;
  return { party, pkg: party.packages.find((p) => p.title === PACKAGE)! };
};

async function setup(dir = tempDir(), email = true) {
  const { desk, app, request } = await openOwnerDesk(h, { dir, email, parties: true, rateLimit: { windowMs: 60_000, max: 1000 } });
  return { desk, app, request, dir };
}

/** The first weekday from `daysAhead` on (no Saturday: its hours are short) that is no day off. */
function workday(daysAhead: number): string {
  let day = addCalendarDays(businessDate(Date.now()), daysAhead);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()) || site.availability!.daysOff.some((d) => d.date === day)) day = addCalendarDays(day, 1);
  return day;
}

/** Books the bachelorette party at the day's first free time through the API, as the form does. */
async function bookParty(app: Hono, daysAhead = 10, guests = '6') {
  const query = new URLSearchParams({ service: PARTY, package: PACKAGE, guests, town: 'Greenville', date: workday(daysAhead) });
  const free = (await (await app.request(`/api/free-times?${query}`)).json()) as { times: FreeTime[]; minutes: number };
  const start = free.times[0]!.start;
  const res = await app.request('/api/bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Hannah Host', email: 'hannah@example.com', service: PARTY, package: PACKAGE, guests, place: '12 Oak St, Greenville', date: '', message: '', phone: '', start }),
  });
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  return { reference, start, minutes: free.minutes };
}

const pathOf = (text: string) => /https:\/\/www\.shinevan\.example(\/party\/[\w.-]+)/.exec(text)?.[1];
const fieldOf = (page: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1] ?? '';

/** A guest's sign-up as the page's form sends it (its form token and repeat key from the page). */
async function signUp(request: ReturnType<typeof formRequests>, path: string, guest: { name: string; email: string; choices?: string[]; honor?: boolean; extra?: Record<string, string> }, page?: string) {
  const form = page ?? (await (await request(path)).text());
  const body = new URLSearchParams({ form: fieldOf(form, 'form'), repeat: fieldOf(form, 'repeat'), name: guest.name, email: guest.email, phone: '', ...guest.extra });
  for (const c of guest.choices ?? []) body.append('choice', c);
  if (guest.honor) body.set('honor', 'yes');
  return request(path, { method: 'POST', body: body.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN } });
}

/** The intake answers the whitening choice asks (the fixture's questions), answered "no" and agreed. */
const whiteningAnswers = (): Record<string, string> => {
  const whitening = site.services.find((s) => s.key === 'teethWhitening')!;
  return Object.fromEntries(
    (whitening.intake ?? []).flatMap((q) =>
      q.type === 'yes-no' ? [[`q-${q.id}`, 'no']] : q.type === 'agree' ? [[`q-${q.id}`, 'yes'], [`q-${q.id}-name`, 'Gina Guest']] : q.type === 'choice' ? [[`q-${q.id}`, q.choices![0]!]] : q.type === 'date' ? [[`q-${q.id}`, '2026-01-02']] : [[`q-${q.id}`, 'nothing']],
    ),
  );
};

describe('the party page the host shares', { timeout: 60_000 }, () => {
  it('emails the host a page where two guests sign up with their choices, and the host sees both and the total', async () => {
    const { app, request, desk } = await setup();
    await bookParty(app);
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes('hannah@example.com'))).toHaveLength(1));
    const mail = await simpleParser(smtp.mails.find((m) => m.to.includes('hannah@example.com'))!.raw);
    const path = pathOf(mail.text ?? '');
    expect(path, 'the host is emailed the party page').toBeDefined();

    const empty = await (await request(path!)).text();
    expect(empty).toContain('Nobody has signed up yet');
    const first = await signUp(request, path!, { name: 'Bella Bride', email: 'bella@example.com', choices: ['Tooth gem', 'Permanent bracelet'], honor: true });
    expect(first.status).toBe(303);
    const after = await (await request(first.headers.get('Location')!)).text();
    expect(after).toContain('Bella Bride is signed up.');
    const second = await signUp(request, path!, { name: 'Gina Guest', email: 'gina@example.com', choices: ['Whitening session'], extra: whiteningAnswers() });
    expect(second.status).toBe(303);

    const page = await (await request(path!)).text();
    expect(page).toContain('Bella Bride');
    expect(page).toContain('Gina Guest');
    expect(page).toContain('2 signed up');
    // $35 + $60 + $75, with Greenville inside the free miles; the bride is not free with one other guest.
    expect(page).toContain('$170<');
    expect(page).toMatch(/The Bride Glows Free: from 5 guests \(4 more to go\)/);
    // Guests' emails are for the business only.
    expect(page).not.toContain('gina@example.com');

    // Confirmed, the host's appointment page (from the confirmation's link) leads back to the party's page.
    const booked = (await desk.store.list())[0]!;
    expect((await desk.appointments.book.confirm(booked, Date.now())).ok).toBe(true);
    desk.appointments.kick();
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes('hannah@example.com'))).toHaveLength(2));
    const confirmed = await simpleParser(smtp.mails.filter((m) => m.to.includes('hannah@example.com'))[1]!.raw);
    const appointment = /https:\/\/www\.shinevan\.example(\/appointment\/[\w.-]+)/.exec(confirmed.text ?? '')?.[1];
    expect(confirmed.text).toContain(path);
    expect(await (await request(appointment!)).text()).toContain(`href="https://www.shinevan.example${path}"`);
  });

  it('keeps what a guest typed when a field is wrong, adds a double tap once, and refuses a changed link and another site', async () => {
    const { app, request, desk } = await setup(undefined, false);
    const { reference } = await bookParty(app);
    const b = (await desk.store.find(reference))!;
    const record = (await desk.parties.book.ofBooking(b.id))!;
    const path = `/party/${desk.parties.links.token(record.linkId)}`;

    const wrong = await signUp(request, path, { name: 'Gina Guest', email: 'not-an-email', choices: ['Tooth gem'] });
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(again).toContain('Please enter an email address like name@example.com.');
    expect(again).toContain('value="Gina Guest"');
    expect(again).toMatch(/<input [^>]*checked="" value="Tooth gem"/);

    const page = await (await request(path)).text();
    const once = await signUp(request, path, { name: 'Gina Guest', email: 'gina@example.com' }, page);
    const twice = await signUp(request, path, { name: 'Gina Guest', email: 'gina@example.com' }, page);
    expect([once.status, twice.status]).toEqual([303, 303]);
    expect(await desk.parties.book.guests(b.id)).toHaveLength(1);
    // The same page sent for someone else (Back after signing up, on a shared phone) adds them.
    expect((await signUp(request, path, { name: 'Hana Guest', email: 'hana@example.com' }, page)).status).toBe(303);
    expect((await desk.parties.book.guests(b.id)).map((g) => g.name)).toEqual(['Gina Guest', 'Hana Guest']);

    const tampered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
    expect((await request(tampered)).status).toBe(404);
    const crossSite = await request(path, { method: 'POST', body: 'name=Eve', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });

  it('closes sign-ups once the party is cancelled', async () => {
    const { app, request, desk } = await setup(undefined, false);
    const { reference } = await bookParty(app);
    const b = (await desk.store.find(reference))!;
    const path = `/party/${desk.parties.links.token((await desk.parties.book.ofBooking(b.id))!.linkId)}`;
    const page = await (await request(path)).text();
    expect((await desk.appointments.book.cancel(b, Date.now())).ok).toBe(true);
    const late = await signUp(request, path, { name: 'Gina Guest', email: 'gina@example.com' }, page);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Sign-ups for this party are closed.');
  });

  it('shows the owner the guests with their contacts and makes the booked time fit the guests signed up', async () => {
    const { app, request, desk } = await setup(undefined, false);
    const { reference, minutes } = await bookParty(app, 12, '2');
    const b = (await desk.store.find(reference))!;
    const { cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
    const path = `/party/${desk.parties.links.token((await desk.parties.book.ofBooking(b.id))!.linkId)}`;
    for (let i = 0; i < 9; i++) expect((await signUp(request, path, { name: `Guest ${i}`, email: `guest${i}@example.com`, choices: ['Tooth gem'] })).status).toBe(303);

    const inbox = await (await request(`/owner/bookings/${reference}`, { cookie })).text();
    expect(inbox).toContain('guest3@example.com');
    expect(inbox).toContain('9 signed up');
    // 9 tooth gems at $35, less nothing: the bride has not signed up.
    expect(inbox).toContain('$315<');
    // 150 minutes for the package with up to 6 guests, 10 more for each guest beyond: 9 guests need 3 h.
    const needed = /name="minutes" value="(\d+)"/.exec(inbox)?.[1];
    expect(Number(needed)).toBe(180);
    expect(minutes).toBe(150);
    const seen = /name="seen" value="([^"]+)"/.exec(inbox.slice(inbox.indexOf('party/resize')))?.[1] ?? '';
    const res = await request(`/owner/bookings/${reference}/party/resize`, { cookie, form: { csrf, seen, minutes: '180' } });
    expect(res.status).toBe(303);
    const resized = (await desk.store.find(reference))!;
    expect(Date.parse(resized.appointment!.end) - Date.parse(resized.appointment!.start)).toBe(180 * 60_000);
  });
});

describe('what a guest, the host and the owner might get wrong', { timeout: 60_000 }, () => {
  const pathOfBooking = async (desk: BookingDesk, reference: string) => {
    const b = (await desk.store.find(reference))!;
    return { b, path: `/party/${desk.parties.links.token((await desk.parties.book.ofBooking(b.id))!.linkId)}` };
  };
  const alerting = () => ({ ...whiteningAnswers(), 'q-pregnant': 'yes' });

  it("emails the owner a guest's alerting answer in the guest's name, also for a guest after one taken off the list", async () => {
    const { app, request, desk } = await setup();
    const { reference } = await bookParty(app);
    const { b, path } = await pathOfBooking(desk, reference);
    const { cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
    expect((await signUp(request, path, { name: 'Gina Guest', email: 'gina@example.com', choices: ['Whitening session'], extra: alerting() })).status).toBe(303);
    const alerts = () => smtp.mails.filter((m) => m.to.includes(site.business.email) && /Alert: /.test(m.raw));
    await eventually(() => expect(alerts()).toHaveLength(1));
    expect((await simpleParser(alerts()[0]!.raw)).subject).toMatch(/^Alert: Gina Guest answered/);
    // The download names the guest whose answers they are.
    expect(await (await request('/owner/bookings.csv', { cookie })).text()).toContain('Guest: Gina Guest: ');

    const [gina] = await desk.parties.book.guests(b.id);
    expect((await request(`/owner/bookings/${reference}/party/remove`, { cookie, form: { csrf, guest: String(gina!.id) } })).status).toBe(303);
    expect((await signUp(request, path, { name: 'Nora Two', email: 'nora@example.com', choices: ['Whitening session'], extra: alerting() })).status).toBe(303);
    await eventually(() => expect(alerts()).toHaveLength(2));
    expect((await simpleParser(alerts()[1]!.raw)).subject).toMatch(/^Alert: Nora Two answered/);
  });

  it("takes no one off the list for a guest that is not one, and keeps the host's own answers", async () => {
    const { app, request, desk } = await setup(undefined, false);
    const { reference } = await bookParty(app);
    const { b } = await pathOfBooking(desk, reference);
    await desk.store.client.execute({ sql: `INSERT INTO intake_answers (booking_id, guest_id, question_id, question, answer, answered_at) VALUES (?, 0, 'pregnant', 'Are you pregnant?', 'No', ?)`, args: [b.id, new Date().toISOString()] });
    const { cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
    for (const guest of ['', '0', ' 1', '0x1', '-1']) expect((await request(`/owner/bookings/${reference}/party/remove`, { cookie, form: { csrf, guest } })).status).toBe(303);
    expect((await desk.store.client.execute({ sql: 'SELECT COUNT(*) AS n FROM intake_answers WHERE booking_id = ?', args: [b.id] })).rows[0]?.n).toBe(1);
  });

  it('closes a party booked by request once the owner cancels it, and takes the same form on two parties as two sign-ups', async () => {
    const { app, request, desk } = await setup(undefined, false);
    const byRequest = await app.request('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Rita Request', email: 'rita@example.com', service: PARTY, package: PACKAGE, guests: '6', place: 'Greenville', date: workday(20), message: '', phone: '' }),
    });
    const { reference } = (await byRequest.json()) as { reference: string };
    const first = await pathOfBooking(desk, reference);
    const other = await pathOfBooking(desk, (await bookParty(app)).reference);
    const page = await (await request(first.path)).text();
    // The page of one party sent to another (its own form token): a sign-up there, not an error.
    const otherPage = (await (await request(other.path)).text()).replace(/name="repeat" value="[^"]+"/, `name="repeat" value="${fieldOf(page, 'repeat')}"`);
    expect((await signUp(request, first.path, { name: 'Ann', email: 'ann@example.com' }, page)).status).toBe(303);
    expect((await signUp(request, other.path, { name: 'Ann', email: 'ann@example.com' }, otherPage)).status).toBe(303);

    const { cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
    const before = await (await request(first.path)).text();
    await request(`/owner/bookings/${reference}/status`, { cookie, form: { csrf, status: 'cancelled', back: `/owner/bookings/${reference}` } });
    const late = await signUp(request, first.path, { name: 'Bo', email: 'bo@example.com' }, before);
    expect(late.status).toBe(409);
    expect(await (await request(first.path)).text()).toContain('Sign-ups for this party are closed.');
  });

  it('leaves a deadline to a server that sends email', async () => {
    const dir = tempDir();
    const quiet = await setup(dir, false);
    const start = Date.now() + 2 * 86_400_000;
    const booking = { name: 'Hannah Host', email: 'hannah@example.com', service: PARTY, date: '', message: '', phone: '', place: 'Greenville', guests: '6', package: PACKAGE };
    await quiet.desk.store.addWithTime(booking, { email: false, now: Date.now(), also: (reference) => [openPartyStatement(reference, newPartyLinkId(), plan().pkg, Date.now())] }, { time: { start, end: start + 150 * 60_000 }, status: 'held', window: { from: start - 86_400_000, to: start + 86_400_000 }, fits: () => true });
    expect(await quiet.desk.parties.tellDeadlines()).toBe(0);
    const mailing = await setup(dir);
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes('hannah@example.com'))).toHaveLength(1));
    expect(await mailing.desk.parties.tellDeadlines()).toBe(0);
  });

  it('deletes a cancelled booking only once its cancellation email has gone and no deposit can still be paid', async () => {
    const { app, request, desk } = await setup();
    const { reference } = await bookParty(app);
    const { cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
    await request(`/owner/bookings/${reference}/status`, { cookie, form: { csrf, status: 'confirmed', back: `/owner/bookings/${reference}` } });
    await request(`/owner/bookings/${reference}/status`, { cookie, form: { csrf, status: 'cancelled', back: `/owner/bookings/${reference}` } });
    // The cancellation's email waits out the undo's seconds: the booking is kept until it has gone.
    const early = await request(`/owner/bookings/${reference}/delete`, { cookie, form: { csrf, sure: 'yes' } });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('still waiting to be sent');
    expect(await desk.store.find(reference)).toBeDefined();
  });
});

describe('the host pays the deposit', { timeout: 60_000 }, () => {
  it("takes the package's deposit from the host, and the party's page is the booking's once it is paid", async () => {
    const site = await depositSite();
    h.closing(() => site.close());
    // The fixture's Birthday Sparkle: $347, a 50% deposit.
    const res = await site.book({ service: 'Birthday Glam Parties', package: 'Birthday Sparkle', guests: '5', name: 'Hannah Host', email: 'hannah@example.com' });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const session = site.stripe.sessions.at(-1)!;
    expect(session.amount).toBe(17_350);
    const paid = site.stripe.event('checkout.session.completed', session);
    expect((await site.webhook(paid.body, paid.signature)).status).toBe(200);
    const booked = await site.find(reference);
    expect([booked.money?.deposit, booked.partyLink !== undefined]).toEqual(['paid', true]);
    // A booking whose deposit may still be paid is not deleted: the payment would have nowhere to go.
    const waiting = (await (await site.book({ service: 'Birthday Glam Parties', package: 'Birthday Sparkle', guests: '5', start: '2026-12-11T15:00:00-06:00' })).json()) as { reference: string };
    const { notDeletable } = await import('../inbox/delete-routes.tsx');
    const cancelled = await site.find(waiting.reference);
    expect(notDeletable({ ...cancelled, appointment: { ...cancelled.appointment!, status: 'released' }, status: 'cancelled' } as never)).toContain('may still be paid');
    // The confirmation the host is emailed once paid carries the party's page.
    expect(await site.jobs(reference)).toContain('customer');
  });
});

describe('racing and deadlines', { timeout: 60_000 }, () => {
  /** A party held in the store with its page, `guests` places at most, the fewest 5 by 5 days before. */
  async function heldParty(desk: BookingDesk | { store: BookingDesk['store'] }, maxGuests: number, startsInDays = 6): Promise<StoredBooking> {
    const start = Date.now() + startsInDays * 86_400_000;
    const linkId = newPartyLinkId();
    const booking = { name: 'Hannah Host', email: 'hannah@example.com', service: PARTY, date: '', message: '', phone: '', place: 'Greenville', guests: '6', package: PACKAGE };
    const result = await desk.store.addWithTime(
      booking,
      { email: false, now: Date.now(), also: (reference) => [openPartyStatement(reference, linkId, { ...plan().pkg, maxGuests }, Date.now())] },
      { time: { start, end: start + 150 * 60_000 }, status: 'held', window: { from: start - 86_400_000, to: start + 86_400_000 }, fits: () => true },
    );
    if (!('reference' in result)) throw new Error('not held');
    return (await desk.store.find(result.reference))!;
  }

  it('gives each place and the guest of honor to one guest only, however sign-ups from two servers interleave', async () => {
    const dir = tempDir();
    const [one, two] = await Promise.all([openBookingStore({ url: join(dir, 'bookings.db') }), openBookingStore({ url: join(dir, 'bookings.db') })]);
    h.closing(() => one.close());
    h.closing(() => two.close());
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 2, maxLength: 7 }), async (max, tries) => {
        const b = await heldParty({ store: one }, max);
        const books = [partyBook(one.client), partyBook(two.client)];
        const results = await Promise.all(
          tries.map(([server, honor], i) => books[server ? 1 : 0]!.signUp(b.id, { name: `G${i}`, email: `g${i}@example.com`, phone: '', choices: [], guestOfHonor: honor }, `key-${round}-${i}`, Date.now())),
        );
        round++;
        const guests = await books[0]!.guests(b.id);
        expect(guests.length).toBe(Math.min(max, results.filter((r) => r.ok).length));
        expect(guests.length).toBeLessThanOrEqual(max);
        expect(guests.filter((g) => g.guestOfHonor).length).toBeLessThanOrEqual(1);
        // Someone was refused only for a reason that holds: the party was full, or its guest of honor came first.
        for (const r of results) if (!r.ok) expect(r.reason === 'full' ? guests.length === max : guests.some((g) => g.guestOfHonor)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('tells the host and the owner once at the deadline, across a restart and two servers', async () => {
    const dir = tempDir();
    const first = await setup(dir);
    const b = await heldParty(first.desk, 12, 4);
    const path = `/party/${first.desk.parties.links.token((await first.desk.parties.book.ofBooking(b.id))!.linkId)}`;
    for (const name of ['Ann', 'Beth']) await signUp(first.request, path, { name, email: `${name.toLowerCase()}@example.com` });
    const second = await setup(dir);
    // Each server looks when it starts and every minute; here all at once, as well.
    await Promise.all([first.desk.parties.tellDeadlines(), second.desk.parties.tellDeadlines(), first.desk.parties.tellDeadlines()]);
    await first.desk.close();
    const third = await setup(dir);
    expect(await third.desk.parties.tellDeadlines()).toBe(0);
    const jobs = await third.desk.store.client.execute({ sql: `SELECT kind FROM email_jobs WHERE booking_id = ? AND kind LIKE 'party-deadline%' ORDER BY kind`, args: [b.id] });
    expect(jobs.rows.map((r) => r.kind)).toEqual(['party-deadline', 'party-deadline-owner']);

    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes('hannah@example.com'))).toHaveLength(1));
    await eventually(() => expect(smtp.mails.filter((m) => m.to.includes(site.business.email))).toHaveLength(1));
    const host = await simpleParser(smtp.mails.find((m) => m.to.includes('hannah@example.com'))!.raw);
    expect(host.subject).toMatch(/needs 3 more guests$/);
    expect(host.text).toContain(path);
    const owner = await simpleParser(smtp.mails.find((m) => m.to.includes(site.business.email))!.raw);
    expect(owner.subject).toMatch(/2 of 5 guests signed up$/);
  });

  it('waits for a deadline still ahead', async () => {
    const { desk } = await setup(undefined, false);
    await heldParty(desk, 12, 8);
    expect(await desk.parties.tellDeadlines()).toBe(0);
  });
});

describe('the total and the rules of the content', () => {
  const perks = [{ title: 'The Bride Glows Free', rule: { guestsAtLeast: 5, guestOfHonorFree: true as const } }, { title: 'Group savings', rule: { guestsAtLeast: 6, percentOff: 10 } }];
  const guest = (name: string, cents: number, guestOfHonor = false) => ({ name, choices: [{ name: 'Tooth gem', cents }], guestOfHonor });

  it('makes the guest of honor free from the count, then takes the share off the rest, and adds the travel fee', () => {
    const four = [guest('Bride', 7500, true), ...[1, 2, 3, 4].map((i) => guest(`G${i}`, 3500))];
    expect(partyTotal(four, perks, 1900)).toMatchObject({ counted: 4, perks: [], totalCents: 7500 + 4 * 3500 + 1900 });
    const five = [...four, guest('G5', 3500)];
    expect(partyTotal(five, perks, 0)).toMatchObject({ counted: 5, perks: [{ title: 'The Bride Glows Free', cents: 7500 }], totalCents: 5 * 3500 });
    const six = [...five, guest('G6', 3500)];
    expect(partyTotal(six, perks, 0)).toMatchObject({ perks: [{ cents: 7500 }, { title: 'Group savings', cents: 2100 }], totalCents: 6 * 3500 - 2100 });
  });

  it('refuses a deadline without the fewest guests, and a free guest of honor nobody is named as', () => {
    const party = { title: 'T', subtitle: 'S', heroImage: '/images/a.svg', description: 'D', featuredPackageTitle: 'P', featuredPackageDescription: 'F' };
    const pkg = { title: 'Deluxe', description: 'd', price: 'Starting at $99', features: ['x'] };
    const deadline = partySchema.safeParse({ ...party, packages: [{ ...pkg, confirmGuestsDaysBefore: 5 }] });
    expect(deadline.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['packages.0.confirmGuestsDaysBefore', expect.stringContaining('needs the fewest guests (minimumGuests)')]]);
    const honor = partySchema.safeParse({ ...party, packages: [pkg], perks: [{ title: 'Free', description: 'd', rule: { guestsAtLeast: 5, guestOfHonorFree: true } }] });
    expect(honor.error?.issues.map((i) => i.path.join('.'))).toEqual(['guestOfHonor']);
  });
});
