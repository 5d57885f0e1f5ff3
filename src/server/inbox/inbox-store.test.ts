import { afterEach, describe, expect, it } from 'vitest';
import { addManyBookings } from '../../../tests/support/many-bookings.ts';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { appointmentBook } from '../appointments/book.ts';
import { appointmentLinks } from '../appointments/links.ts';
import { cursorOf, openInboxStore, type InboxPage } from './inbox-store.ts';

const stores: BookingStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

/** 25 bookings, ids 1 to 25 ("Guest 1" the oldest); every seventh confirmed. */
async function inbox(count = 25) {
  const bookings = await openBookingStore({ url: ':memory:' });
  stores.push(bookings);
  const store = await openInboxStore(bookings.client);
  await addManyBookings(bookings.client, count);
  return store;
}

const ids = (page: InboxPage) => page.bookings.map((b) => b.id);
const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from > to ? from - i : from + i));

describe('the inbox list, a page at a time', () => {
  it('goes older and newer a page at a time, newest first, and back to the newest page at the top', async () => {
    const store = await inbox();
    const first = await store.page({}, {}, 10);
    expect(ids(first)).toEqual(range(25, 16));
    expect(first).toMatchObject({ older: { before: 16 } });
    expect(first.newer).toBeUndefined();

    const second = await store.page({}, first.older, 10);
    expect(ids(second)).toEqual(range(15, 6));
    expect(second).toMatchObject({ newer: { after: 15 }, older: { before: 6 } });

    const last = await store.page({}, second.older, 10);
    expect(ids(last)).toEqual(range(5, 1));
    expect(last.older).toBeUndefined();

    // Newer from the last page is the second page again; newer than that is the newest page, full.
    expect(await store.page({}, last.newer, 10)).toEqual(second);
    expect(await store.page({}, second.newer, 10)).toEqual(first);
    expect(await store.page({}, { after: 20 }, 10)).toEqual(first);

    // Past the end (bookings gone since the link was made): an empty page that leads back to the newest.
    expect(await store.page({}, { before: 1 }, 10)).toEqual({ bookings: [], newer: {} });
    expect((await store.page({})).bookings).toHaveLength(25);
  });

  it('filters in the database, every page of them, and counts what matches', async () => {
    const store = await inbox(100);
    const confirmed = await store.page({ status: 'confirmed' }, {}, 5);
    expect(ids(confirmed)).toEqual([98, 91, 84, 77, 70]);
    expect(ids(await store.page({ status: 'confirmed' }, confirmed.older, 5))).toEqual([63, 56, 49, 42, 35]);
    expect(await store.count({ status: 'confirmed' })).toBe(14);
    expect(await store.count({})).toBe(100);

    // Every word, in any field (a note too), in any case; % and _ are letters like the others.
    await store.setNote('BULK-40', 'Gate code 50%_off', 0);
    const withFour = range(100, 1).filter((id) => String(id).includes('4'));
    expect(ids(await store.page({ query: 'GUEST 4' }, {}, 5))).toEqual(withFour.slice(0, 5));
    expect(await store.count({ query: 'guest 4' })).toBe(withFour.length);
    expect(ids(await store.page({ query: 'gate 50%_' }))).toEqual([40]);
    expect(await store.count({ query: '50%x' })).toBe(0);
    const birthdaysWithOne = range(100, 1).filter((id) => id % 3 === 2 && String(id).includes('1'));
    expect(ids(await store.page({ service: 'Birthday', query: '1' }))).toEqual(birthdaysWithOne);
    expect(await store.count({ service: 'Birthday', query: '1' })).toBe(birthdaysWithOne.length);

    // A status set in the inbox moves a booking between the filters; the counts per status follow.
    await store.setStatus('BULK-98', 'cancelled', 0);
    expect(ids(await store.page({ status: 'cancelled' }))).toEqual([98]);
    expect(await store.counts()).toEqual({ new: 86, confirmed: 13, done: 0, cancelled: 1 });
  });

  it('reads every booking that matches for a download, oldest first, a chunk at a time', async () => {
    const store = await inbox();
    const chunks: number[][] = [];
    for await (const chunk of store.chunks({}, 10)) chunks.push(chunk.map((b) => b.id));
    expect(chunks).toEqual([range(1, 10), range(11, 20), range(21, 25)]);
    const confirmed = [];
    for await (const chunk of store.chunks({ status: 'confirmed' }, 2)) confirmed.push(...chunk);
    expect(confirmed.map((b) => [b.reference, b.name, b.status, b.service])).toEqual([
      ['BULK-7', 'Guest 7', 'confirmed', 'Teeth Whitening'],
      ['BULK-14', 'Guest 14', 'confirmed', 'Birthday'],
      ['BULK-21', 'Guest 21', 'confirmed', 'Tooth Gems'],
    ]);
  });

  it('reads a page from its address, and nothing else', () => {
    expect(cursorOf('120', undefined)).toEqual({ before: 120 });
    expect(cursorOf(undefined, '7')).toEqual({ after: 7 });
    for (const bad of ['', '0', '-1', '1e3', '12a', ' 3', '99999999999999999999']) expect(cursorOf(bad, bad)).toEqual({});
  });
});

describe('a booking that holds a time', () => {
  it('keeps its time whatever the inbox status says: only the appointment book frees it', async () => {
    const bookings = await openBookingStore({ url: ':memory:' });
    stores.push(bookings);
    const store = await openInboxStore(bookings.client);
    const book = appointmentBook({ db: bookings.client, links: appointmentLinks(bookings.client, 'a-secret-of-at-least-thirty-two-characters'), email: () => false, availability: () => undefined });
    const time = { start: Date.UTC(2026, 11, 11, 17), end: Date.UTC(2026, 11, 11, 18) };
    const day = { from: Date.UTC(2026, 11, 11, 6), to: Date.UTC(2026, 11, 12, 6) };
    const ava = { name: 'Ava', email: 'ava@example.com', service: 'Tooth Gems', date: '', message: '', phone: '', place: 'Greenville', guests: '', package: '' };
    const added = await bookings.addWithTime(ava, { email: false, now: 0 }, { time, status: 'held', window: day, fits: () => true });
    const { reference } = added as { reference: string };
    await store.setStatus(reference, 'done', 1);
    expect((await bookings.find(reference))?.appointment?.status).toBe('held');
    expect((await book.confirm((await bookings.find(reference))!, 2)).ok).toBe(true);
    expect((await store.find(reference))?.status).toBe('confirmed');
    expect((await book.cancel((await bookings.find(reference))!, 3)).ok).toBe(true);
    expect(await bookings.heldTimes(day.from, day.to)).toEqual([]);
    await store.setStatus(reference, 'new', 4);
    expect((await bookings.find(reference))?.appointment?.status).toBe('released');
  });
});

describe('the times held now', () => {
  it('shows who holds what, soonest first, with how many times one connection holds', async () => {
    const bookings = await openBookingStore({ url: ':memory:' });
    stores.push(bookings);
    const store = await openInboxStore(bookings.client);
    const day = { from: Date.UTC(2026, 11, 11, 6), to: Date.UTC(2026, 11, 12, 6) };
    const hold = async (name: string, hour: number, heldBy: string) => {
      const time = { start: Date.UTC(2026, 11, 11, hour), end: Date.UTC(2026, 11, 11, hour + 1) };
      const booking = { name, email: 'x@example.com', service: 'Tooth Gems', date: '', message: '', phone: '', place: 'Greenville', guests: '', package: '' };
      await bookings.addWithTime(booking, { email: false, now: 0, heldBy }, { time, status: 'held', window: day, fits: () => true, hold: { until: Date.UTC(2026, 11, 5) }, maxHoursPerAddress: 16 });
    };
    await hold('Cleo', 20, '2001:db8::/64');
    await hold('Ava', 15, '2001:db8::/64');
    await hold('Bea', 17, '203.0.113.9');
    const held = await store.holds(Date.UTC(2026, 11, 1));
    expect(held.map((h) => [h.booking.name, h.fromSameAddress])).toEqual([['Ava', 2], ['Bea', 1], ['Cleo', 2]]);
    // Once the holds have run out, they no longer count against the connection.
    expect((await store.holds(Date.UTC(2026, 11, 6))).map((h) => h.fromSameAddress)).toEqual([1, 1, 1]);
  });
});
