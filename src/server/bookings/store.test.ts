// The database under the booking API: durable across reopening, one email job per booking, one sender per job.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelay } from './outbox.ts';
import { newReference, normalizeReference } from './reference.ts';
import { createClient } from '@libsql/client';
import { MIGRATIONS } from './migrations.ts';
import { databaseUrl, describeDatabase, openBookingStore } from './store.ts';

const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '', message: '', phone: '', place: '', guests: '', package: '' };
const pending = (at: number) => ({ state: 'pending', attempts: 0, nextAttemptAt: at, lastError: null });
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'glow-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('booking store', () => {
  it('creates data/bookings.db under the root on first use and keeps bookings after it is reopened', async () => {
    const root = tempDir();
    const first = await openBookingStore({ url: '', root });
    expect(first.location).toBe(join(root, 'data/bookings.db'));
    const { reference } = await first.add(ava, { email: true, now: Date.UTC(2026, 2, 2, 15, 10) });
    first.close();
    expect(existsSync(join(root, 'data/bookings.db'))).toBe(true);

    const again = await openBookingStore({ url: '', root });
    expect(await again.list()).toEqual([
      { ...ava, timeOfDay: '', id: 1, reference, receivedAt: '2026-03-02T15:10:00.000Z', handledAt: null, appointment: null, mail: { owner: pending(Date.UTC(2026, 2, 2, 15, 10)), customer: pending(Date.UTC(2026, 2, 2, 15, 10)) } },
    ]);
    again.close();
  });

  it('marks a booking handled once, keeping the first time', async () => {
    const store = await openBookingStore({ url: ':memory:' });
    const { reference } = await store.add(ava, { email: false, now: 0 });
    expect((await store.markHandled(reference, Date.UTC(2026, 2, 3)))?.handledAt).toBe('2026-03-03T00:00:00.000Z');
    expect((await store.markHandled(reference, Date.UTC(2026, 2, 4)))?.handledAt).toBe('2026-03-03T00:00:00.000Z');
    expect(await store.markHandled('ZZZZ-ZZZZ', 0)).toBeUndefined();
    store.close();
  });

  it('lets one process at a time take an email job, and takes it back after the lease', async () => {
    const store = await openBookingStore({ url: ':memory:' });
    await store.add(ava, { email: true, now: 1000 });
    const jobs = await store.dueEmails(1000, 10);
    expect(jobs.map((j) => j.kind)).toEqual(['customer', 'owner']);
    const id = jobs[0]!.booking.id;
    for (const kind of ['owner', 'customer'] as const) {
      expect(await store.claimEmail(id, kind, 1000, 500)).toBe(true);
      expect(await store.claimEmail(id, kind, 1200, 500)).toBe(false);
    }
    expect(await store.dueEmails(1200, 10)).toEqual([]);
    expect(await store.nextEmailDue()).toBe(1500);
    expect(await store.claimEmail(id, 'owner', 1500, 500)).toBe(true);
    await store.emailSent(id, 'owner', 1600);
    // Each kind is sent on its own: the customer's is still to be sent.
    expect((await store.dueEmails(5000, 10)).map((j) => j.kind)).toEqual(['customer']);
    await store.emailSent(id, 'customer', 1700);
    expect(await store.dueEmails(5000, 10)).toEqual([]);
    expect(await store.nextEmailDue()).toBeUndefined();
    store.close();
  });

  it('does not let a server with an old list of due emails take one that another server sent or put off', async () => {
    const store = await openBookingStore({ url: ':memory:' });
    await store.add(ava, { email: true, now: 1000 });
    // Both servers read the same due jobs; the first takes both, sends one and fails the other.
    const seenByB = await store.dueEmails(1000, 10);
    const id = seenByB[0]!.booking.id;
    expect(await store.claimEmail(id, 'owner', 1000, 500)).toBe(true);
    expect(await store.claimEmail(id, 'customer', 1000, 500)).toBe(true);
    await store.emailSent(id, 'owner', 1100);
    await store.emailFailed(id, 'customer', 31_100, 'SMTP down');
    // The second, working from its list, finds nothing to take until the retry is due.
    for (const job of seenByB) expect(await store.claimEmail(id, job.kind, 1200, 500)).toBe(false);
    expect(await store.claimEmail(id, 'customer', 31_100, 500)).toBe(true);
    store.close();
  });

  it('reads back whole what was stored, also text with a NUL or other control characters', async () => {
    const store = await openBookingStore({ url: ':memory:' });
    const odd = { ...ava, name: 'Ava\u0000 Brooks', message: 'before\u0000after \u001b[2J é 💎', place: 'Commerce\u0000, TX' };
    const { reference } = await store.add(odd, { email: false, now: 0 });
    expect(await store.find(reference)).toMatchObject({ name: odd.name, message: odd.message, place: odd.place });
    store.close();
  });

  it('brings a database of an earlier version up to date, keeping its bookings and their emails', async () => {
    const file = join(tempDir(), 'old.db');
    const old = createClient({ url: `file:${file}` });
    // A database as the first version of the site left it: no migrations table, one emailed booking.
    await old.batch(MIGRATIONS[0]!.statements as string[], 'write');
    await old.execute(`INSERT INTO bookings (reference, received_at, name, email, service, date, message) VALUES ('K7QM-3XPA', '2026-03-02T15:10:00.000Z', 'Old Ivy', 'ivy@example.com', 'Tooth Gems', '', 'hi')`);
    await old.execute(`INSERT INTO email_outbox (booking_id, state, attempts, next_attempt_at, sent_at) VALUES (1, 'sent', 1, 0, '2026-03-02T15:11:00.000Z')`);
    old.close();

    const store = await openBookingStore({ url: file });
    expect(await store.find('K7QM-3XPA')).toMatchObject({
      name: 'Old Ivy', phone: '', place: '', guests: '', package: '', appointment: null,
      mail: { owner: { state: 'sent', sentAt: '2026-03-02T15:11:00.000Z' }, customer: { state: 'none' } },
    });
    const { reference } = await store.add({ ...ava, guests: '12', package: 'Deluxe' }, { email: true, now: 5 });
    expect(await store.find(reference)).toMatchObject({ guests: '12', package: 'Deluxe', mail: { owner: { state: 'pending' }, customer: { state: 'pending' } } });
    store.close();
    // Opening it again applies nothing twice.
    const again = await openBookingStore({ url: file });
    expect(await again.count()).toBe(2);
    again.close();
  });

  it('keeps the time, place and status of a booking that holds a time; a request for a date holds none', async () => {
    const store = await openBookingStore({ url: ':memory:' });
    const greenville = { lat: 33.1385, lng: -96.1108 };
    const time = { start: Date.UTC(2026, 11, 11, 17), end: Date.UTC(2026, 11, 11, 18), place: greenville };
    const day = { from: Date.UTC(2026, 11, 11, 6), to: Date.UTC(2026, 11, 12, 6) };
    const result = await store.addWithTime(ava, { email: false, now: 0 }, { time, status: 'held', window: day, fits: () => true });
    expect(result).toMatchObject({ created: true });
    const { reference } = result as { reference: string };
    expect((await store.find(reference))?.appointment).toEqual({ start: '2026-12-11T17:00:00.000Z', end: '2026-12-11T18:00:00.000Z', place: greenville, status: 'held', sequence: 0 });
    await store.add(ava, { email: false, now: 0 });
    expect(await store.heldTimes(day.from, day.to)).toEqual([time]);
    expect(await store.heldTimes(time.end, day.to)).toEqual([]);
    store.close();
  });

  it('of 50 requests for one time at once, exactly one holds it; the others find it taken', async () => {
    const store = await openBookingStore({ url: join(tempDir(), 'bookings.db') });
    const time = { start: Date.UTC(2026, 11, 11, 17), end: Date.UTC(2026, 11, 11, 18) };
    const overlaps = (held: readonly { start: number; end: number }[]) => held.every((h) => h.end <= time.start || h.start >= time.end);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.addWithTime({ ...ava, name: `Guest ${i}` }, { email: true, now: i, idempotencyKey: `key-of-guest-number-${i}` }, { time, status: 'held', window: { from: 0, to: Date.UTC(2027, 0, 1) }, fits: overlaps }),
      ),
    );
    expect(results.filter((r) => 'created' in r && r.created)).toHaveLength(1);
    expect(results.filter((r) => 'taken' in r)).toHaveLength(49);
    expect(await store.count()).toBe(1);
    expect(await store.heldTimes(0, Date.UTC(2027, 0, 1))).toHaveLength(1);
    // The repeat of the booking that holds it gets its reference back, not "taken".
    const winner = (await store.list())[0]!;
    const i = Number(winner.name.split(' ')[1]);
    expect(await store.addWithTime(winner, { email: true, now: 99, idempotencyKey: `key-of-guest-number-${i}` }, { time, status: 'held', window: { from: 0, to: Date.UTC(2027, 0, 1) }, fits: overlaps })).toEqual({ reference: winner.reference, created: false });
    store.close();
  });

  it('reads DATABASE_URL as a libSQL URL, a file: URL or a path, and never shows a token', () => {
    expect(databaseUrl(undefined, '/srv/site')).toBe('file:/srv/site/data/bookings.db');
    expect(databaseUrl('  ', '/srv/site')).toBe('file:/srv/site/data/bookings.db');
    expect(databaseUrl('bookings.db', '/srv/site')).toBe('file:/srv/site/bookings.db');
    expect(databaseUrl('/var/lib/glow/b.db', '/srv/site')).toBe('file:/var/lib/glow/b.db');
    expect(databaseUrl('file:data/b.db', '/srv/site')).toBe('file:/srv/site/data/b.db');
    expect(databaseUrl('libsql://glow.example.turso.io', '/srv/site')).toBe('libsql://glow.example.turso.io');
    expect(databaseUrl(':memory:')).toBe(':memory:');
    expect(describeDatabase('libsql://glow.example.turso.io?authToken=secret')).toBe('libsql://glow.example.turso.io');
    expect(describeDatabase('https://user:pw@db.example.com/')).toBe('https://db.example.com');
  });
});

describe('references and retries', () => {
  it('makes references without look-alike characters, and reads them back however they are typed', () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(/^[2-9ABCDEFGHJKMNPQRSTVWXYZ]{4}-[2-9ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
    expect(normalizeReference(' k7qm3xpa ')).toBe('K7QM-3XPA');
    expect(normalizeReference('K7QM-3XPA')).toBe('K7QM-3XPA');
    expect(normalizeReference('K7QM-3XP0')).toBeUndefined();
    expect(normalizeReference('K7QM')).toBeUndefined();
  });

  it('waits twice as long after each failed email, up to the longest wait', () => {
    const policy = { firstMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelay(n, policy))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});
