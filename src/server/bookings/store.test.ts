// The database under the booking API: durable across reopening, one email job per booking, one sender per job.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelay } from './outbox.ts';
import { newReference, normalizeReference } from './reference.ts';
import { databaseUrl, describeDatabase, openBookingStore } from './store.ts';

const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '', message: '' };
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
      { ...ava, id: 1, reference, receivedAt: '2026-03-02T15:10:00.000Z', handledAt: null, mail: { state: 'pending', attempts: 0, nextAttemptAt: Date.UTC(2026, 2, 2, 15, 10), lastError: null } },
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
    const [job] = await store.dueEmails(1000, 10);
    expect(await store.claimEmail(job!.id, 1000, 500)).toBe(true);
    expect(await store.claimEmail(job!.id, 1200, 500)).toBe(false);
    expect(await store.dueEmails(1200, 10)).toEqual([]);
    expect(await store.nextEmailDue()).toBe(1500);
    expect(await store.claimEmail(job!.id, 1500, 500)).toBe(true);
    await store.emailSent(job!.id, 1600);
    expect(await store.dueEmails(5000, 10)).toEqual([]);
    expect(await store.nextEmailDue()).toBeUndefined();
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
