// The races and answers a customer or the owner would notice: a Decline stops a page opened before it, Confirm
// twice sends one email, a Confirm that lost to a Cancel queues nothing, a message keeps the reminder and gives
// a fresh link, a hold runs out with both told, one address cannot hoard hours, Propose refuses impossible times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { availabilitySchema, weekdays } from '../../schema/availability.ts';
import { bookingEmailSchema } from '../../schema/booking-email-schema.ts';
import { bookingSummary, emailFor } from '../bookings/emails.ts';
import { openBookingStore, type BookingStore, type TimeRequest } from '../bookings/store.ts';
import { proposedStart } from '../inbox/appointment-routes.ts';
import { appointmentBook } from './book.ts';
import { dayWindow, fitsBetween, instantOf } from './free-times.ts';
import { appointmentLinks } from './links.ts';

const availability = availabilitySchema.parse({
  hours: { ...Object.fromEntries(weekdays.map((d) => [d, '9AM-6PM'])), sunday: 'Closed' },
  durations: [{ service: 'teethWhitening', minutes: 60 }],
  latestDaysAhead: 730,
});
const NOW = Date.parse('2027-01-04T12:00:00Z');
const DAY = '2027-03-10';
const at = (hour: number) => instantOf(DAY, hour * 60);
const greenville = { lat: 33.1385, lng: -96.1108 };
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

const dirs: string[] = [];
const stores: BookingStore[] = [];
afterEach(() => {
  stores.splice(0).forEach((s) => s.close());
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
  dirs.push(dir);
  const store = await openBookingStore({ url: join(dir, 'bookings.db') });
  stores.push(store);
  const links = appointmentLinks(store.client, SECRET);
  const book = appointmentBook({ db: store.client, links, email: () => true, availability: () => availability });
  const request = (hour: number, hold = true): TimeRequest => {
    const time = { start: at(hour), end: at(hour + 1), place: greenville };
    return { time, status: 'held', window: dayWindow(DAY), fits: (held) => fitsBetween(time, held, availability), ...(hold && { hold: { until: NOW + 48 * 3_600_000 }, maxHoursPerAddress: 2 }) };
  };
  const add = async (name: string, hour: number, heldBy = `198.51.100.${name.length}`, status: TimeRequest['status'] = 'held', email = false) => {
    const { hold: _hold, ...confirmedAtOnce } = request(hour);
    const asked = status === 'held' ? request(hour) : { ...confirmedAtOnce, status };
    const added = await store.addWithTime({ name, email: `${name}@example.com`, service: 'Teeth Whitening', date: DAY, message: '', phone: '', place: 'Greenville', guests: '', package: '' }, { email, now: NOW, heldBy }, asked);
    return 'reference' in added ? (await store.find(added.reference))! : added;
  };
  const find = async (reference: string) => (await store.find(reference))!;
  const jobs = async () => (await store.client.execute('SELECT key, kind, data FROM email_jobs ORDER BY rowid')).rows.map((r) => ({ key: String(r.key), kind: String(r.kind), data: JSON.parse(String(r.data)) as Record<string, unknown> }));
  const link = async (bookingId: number) => {
    const made = links.create(bookingId, NOW, at(10));
    await store.client.execute(made.statement);
    return made.id;
  };
  return { store, book, add, find, jobs, link };
}

describe('an appointment after the request', () => {
  it("a Decline stops the customer's page opened before it from accepting, and the time can be booked again", async () => {
    const { book, add, find, jobs, link } = await setup();
    const ava = await add('ava', 10);
    if (!('reference' in ava)) throw new Error('not held');
    expect(await book.propose(ava, { start: at(14), end: at(15), place: greenville }, '', NOW)).toEqual({ ok: true, emailed: true });
    const proposal = await find(ava.reference);
    const pageLink = await link(proposal.id);
    expect((await book.decline(proposal, 'Sorry, we are full', NOW)).ok).toBe(true);
    // The page still shows the proposal it read: the accept is refused, and nothing is queued.
    expect(await book.customerAccept(proposal, pageLink, NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(await book.customerAccept(await find(ava.reference), pageLink, NOW)).toEqual({ ok: false, reason: 'closed' });
    expect(await book.customerAsk(await find(ava.reference), pageLink, { message: 'please?' }, NOW)).toEqual({ ok: false, reason: 'closed' });
    expect((await find(ava.reference)).appointment?.status).toBe('released');
    expect((await jobs()).map((j) => j.kind)).toEqual(['proposed', 'declined']);
    expect('reference' in (await add('bea', 14))).toBe(true);
  });

  it('Confirm twice sends one confirmation; a Confirm that lost to a Cancel queues nothing', async () => {
    const { book, add, find, jobs } = await setup();
    const ava = await add('ava', 10);
    if (!('reference' in ava)) throw new Error('not held');
    expect(await book.confirm(ava, NOW)).toEqual({ ok: true, emailed: true });
    expect(await book.confirm(await find(ava.reference), NOW)).toEqual({ ok: false, reason: 'unchanged' });
    expect(await book.confirm(ava, NOW)).toEqual({ ok: false, reason: 'stale' });
    expect((await jobs()).filter((j) => j.kind === 'confirmed')).toHaveLength(1);

    const bea = await add('bea', 14);
    if (!('reference' in bea)) throw new Error('not held');
    expect((await book.cancel(bea, NOW)).ok).toBe(true);
    expect(await book.confirm(bea, NOW)).toEqual({ ok: false, reason: 'stale' });
    expect((await jobs()).filter((j) => j.kind === 'confirmed' || j.kind === 'reminder')).toHaveLength(2);
    expect((await find(bea.reference)).appointment?.status).toBe('released');
  });

  it("a time the customer asks for leaves the appointment as it stands until the owner moves it there, while it is free", async () => {
    const { book, add, find, jobs, link } = await setup();
    const ava = await add('ava', 10);
    if (!('reference' in ava)) throw new Error('not held');
    await book.confirm(ava, NOW);
    const confirmed = await find(ava.reference);
    const wanted = { start: at(14), end: at(15), place: greenville };
    expect((await book.customerAsk(confirmed, await link(confirmed.id), { time: wanted, message: '' }, NOW)).ok).toBe(true);
    expect((await find(ava.reference)).appointment).toEqual(confirmed.appointment);
    expect((await jobs()).find((j) => j.kind === 'asked')?.data).toMatchObject({ what: 'asked', asked: new Date(at(14)).toISOString(), start: confirmed.appointment!.start });
    // Someone books the time meanwhile: the owner's move is refused, the appointment stands.
    expect('reference' in (await add('bea', 14))).toBe(true);
    expect(await book.moveToAsked(await find(ava.reference), NOW)).toEqual({ ok: false, reason: 'taken' });
    // Asked again for a free time: moved there and confirmed, "moved by the customer".
    const standing = await find(ava.reference);
    await book.customerAsk(standing, await link(standing.id), { time: { start: at(16), end: at(17), place: greenville }, message: '' }, NOW);
    expect(await book.moveToAsked(await find(ava.reference), NOW)).toEqual({ ok: true, emailed: true });
    const moved = await find(ava.reference);
    expect(moved.appointment).toMatchObject({ status: 'confirmed', start: new Date(at(16)).toISOString(), movedBy: 'customer', sequence: confirmed.appointment!.sequence + 1 });
    expect((await jobs()).filter((j) => j.kind === 'confirmed')).toHaveLength(2);
  });

  it('a message alone keeps the time and the reminder, and mails a copy with a fresh link', async () => {
    const { book, add, find, jobs, link } = await setup();
    const ava = await add('ava', 10);
    if (!('reference' in ava)) throw new Error('not held');
    await book.confirm(ava, NOW);
    const confirmed = await find(ava.reference);
    expect(await book.customerAsk(confirmed, await link(confirmed.id), { message: 'Can we start a bit later?' }, NOW)).toEqual({ ok: true, emailed: true });
    const after = await find(ava.reference);
    expect(after.appointment).toMatchObject({ status: 'confirmed', sequence: confirmed.appointment!.sequence, start: confirmed.appointment!.start });
    const copy = (await jobs()).find((j) => j.kind === 'asked');
    expect(copy?.data).toMatchObject({ what: 'message', message: 'Can we start a bit later?', sequence: after.appointment!.sequence });
    expect(typeof copy?.data.link).toBe('string');
    expect((await jobs()).some((j) => j.kind === 'owner-change')).toBe(true);
  });

  it("the owner's Cancel can be undone for a few seconds: as it was, the customer never emailed", async () => {
    const { book, add, find, jobs } = await setup();
    const ava = await add('ava', 10);
    if (!('reference' in ava)) throw new Error('not held');
    await book.confirm(ava, NOW);
    const confirmed = await find(ava.reference);
    expect((await book.cancel(confirmed, NOW)).ok).toBe(true);
    // The cancellation waits for the Undo's few seconds before it is sent.
    expect((await jobs()).map((j) => j.kind)).toEqual(['confirmed', 'reminder', 'cancelled']);
    expect(await book.undoCancel(await find(ava.reference), NOW + 5_000)).toEqual({ ok: true, emailed: false });
    const back = await find(ava.reference);
    expect(back.appointment).toMatchObject({ status: 'confirmed', sequence: confirmed.appointment!.sequence });
    expect((await jobs()).map((j) => j.kind)).toEqual(['confirmed', 'reminder']);
    // Too late: more than a few seconds after the Cancel.
    expect((await book.cancel(back, NOW + 20_000)).ok).toBe(true);
    expect(await book.undoCancel(await find(ava.reference), NOW + 40_000)).toEqual({ ok: false, reason: 'closed' });
  });

  it('a held time the owner did not confirm runs out: freed, the customer and the owner told', async () => {
    const { book, add, find, jobs } = await setup();
    const ava = await add('ava', 10);
    const bea = await add('bea', 14);
    if (!('reference' in ava) || !('reference' in bea)) throw new Error('not held');
    await book.confirm(bea, NOW);
    expect(await book.expireHolds(NOW + 47 * 3_600_000)).toBe(0);
    expect(await book.expireHolds(NOW + 48 * 3_600_000)).toBe(1);
    expect((await find(ava.reference)).appointment?.status).toBe('released');
    expect((await find(bea.reference)).appointment?.status).toBe('confirmed');
    const told = (await jobs()).filter((j) => j.data.what === 'expired' || j.kind === 'expired').map((j) => j.kind);
    expect(told.sort()).toEqual(['expired', 'owner-change']);
  });

  it('one address cannot hold more hours than the limit; another address can', async () => {
    const { add } = await setup();
    expect('reference' in (await add('ava', 10, '2001:db8::/64'))).toBe(true);
    expect('reference' in (await add('ava', 12, '2001:db8::/64'))).toBe(true);
    expect(await add('ava', 14, '2001:db8::/64')).toEqual({ tooMany: true });
    expect('reference' in (await add('ava', 16, '203.0.113.9'))).toBe(true);
    // Times confirmed at once (a service the owner takes without confirming) count too.
    const other = await setup();
    expect('reference' in (await other.add('bea', 10, '203.0.113.20', 'confirmed'))).toBe(true);
    expect('reference' in (await other.add('bea', 12, '203.0.113.20', 'confirmed'))).toBe(true);
    expect(await other.add('bea', 14, '203.0.113.20', 'confirmed')).toEqual({ tooMany: true });
  });

  it('the emails say the chosen day and start time, and who moved it', async () => {
    const { book, add, find } = await setup();
    const ava = await add('ava', 10);
    if (!('reference' in ava)) throw new Error('not held');
    await book.propose(ava, { start: at(14), end: at(15), place: greenville }, '', NOW);
    const rows = Object.fromEntries(bookingSummary(await find(ava.reference), 'customer'));
    expect(rows.Appointment).toBe('Wednesday, March 10, 2027 at 2:00 PM (moved by us)');
    expect(rows.Status).toBe('waiting for your answer');
    expect(rows['Preferred date']).toBeUndefined();
    expect(Object.fromEntries(bookingSummary(await find(ava.reference), 'owner')).Appointment).toContain('(moved by you)');
  });

  it("the customer's first email describes the time they booked, even when the owner proposed another before it went out", async () => {
    const { book, add, find, jobs } = await setup();
    const ava = await add('ava', 10, undefined, 'held', true);
    if (!('reference' in ava)) throw new Error('not held');
    await book.propose(ava, { start: at(14), end: at(15), place: greenville }, '', NOW);
    const first = (await jobs()).find((j) => j.key === 'customer')!;
    const ctx = { to: 'hello@shinevan.example', businessName: 'Shine Van', phone: '(903) 555-0177', confirmation: bookingEmailSchema.parse({}) };
    const rows = (mail: { text: string }) => mail.text.split('\n').filter((line) => /^(Appointment|Status):/.test(line)).map((line) => line.replace(/\s+/g, ' '));
    expect(rows(emailFor('customer', await find(ava.reference), ctx, first.data))).toEqual(['Appointment: Wednesday, March 10, 2027 at 10:00 AM', 'Status: held for you, waiting for our confirmation']);
    // The proposal is its own email; the owner's first email says where the booking stands.
    expect((await jobs()).map((j) => j.kind)).toContain('proposed');
    expect(emailFor('owner', await find(ava.reference), ctx, first.data).text).toContain('2:00 PM (moved by you)');
  });
});

describe('a time the owner proposes', () => {
  it('must be a real day and time, from now on, within the hours', () => {
    const hour = 3_600_000;
    expect(proposedStart('2027-03-10', '14:00', hour, availability, NOW)).toEqual({ ok: true, start: at(14) });
    expect(proposedStart('2026-02-31', '14:00', hour, availability, NOW).ok).toBe(false);
    expect(proposedStart('2027-03-10', '99:99', hour, availability, NOW).ok).toBe(false);
    expect(proposedStart('2027-01-01', '14:00', hour, availability, NOW).ok).toBe(false);
    expect(proposedStart('2027-03-10', '17:30', hour, availability, NOW).ok).toBe(false);
    expect(proposedStart('2027-03-14', '10:00', hour, availability, NOW).ok).toBe(false);
  });
});
