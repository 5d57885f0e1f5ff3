// POST /api/bookings as a client meets it: what is stored, what is refused and how it is said.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { bookingFieldMessages, guestsOverMax } from '../../data/bookings/booking-schema.ts';
import { bookingErrors, createBookingsApi, type BookingsApiOptions } from './handler.ts';
import { openBookingStore, type BookingStore } from './store.ts';

let store: BookingStore;
beforeEach(async () => {
  store = await openBookingStore({ url: ':memory:' });
});
afterEach(() => store.close());

const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '2030-06-14', message: 'Two gems, please.' };
const KEY = 'form-key-0123456789abcdef';
const offered = [{ label: 'Tooth Gems' }, { label: 'Teeth Whitening' }, { label: 'Birthday', packages: [{ title: 'Sparkle' }] }];
// "Today" in Texas is 2030-03-10 for these tests, whatever the machine's clock and zone.
const TODAY = '2030-03-10';

function api(opts: Partial<BookingsApiOptions> = {}) {
  const log = vi.fn();
  const app = new Hono().route('/api', createBookingsApi({ store, email: false, log, offered, today: () => TODAY, ...opts }));
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, post, log };
}

describe('POST /api/bookings', () => {
  it('stores a booking (values trimmed) and answers 201 with its reference', async () => {
    const { post } = api();
    const res = await post({ ...ava, name: '  Ava Brooks ', idempotencyKey: KEY });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { reference, emailed } = (await res.json()) as { reference: string; emailed: boolean };
    expect(reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    // No email set up: the form must not say a copy was emailed.
    expect(emailed).toBe(false);
    const [stored] = await store.list();
    expect(stored).toMatchObject({ ...ava, reference, handledAt: null, mail: { owner: { state: 'none' }, customer: { state: 'none' } } });
  });

  it('says when the customer is emailed a confirmation', async () => {
    const res = await api({ email: true }).post({ ...ava, idempotencyKey: KEY });
    expect(await res.json()).toMatchObject({ emailed: true });
  });

  it('stores a repeated submission (same idempotency key) once and answers with the first reference', async () => {
    const { post } = api();
    const first = (await (await post({ ...ava, idempotencyKey: KEY })).json()) as { reference: string };
    const again = await post({ ...ava, idempotencyKey: KEY });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ reference: first.reference, repeated: true, emailed: false });
    await post({ ...ava, idempotencyKey: `${KEY}-other` });
    expect(await store.count()).toBe(2);
  });

  it('accepts a booking without the optional date and message', async () => {
    const res = await api().post({ name: 'Mia', email: 'mia@example.com', service: 'Teeth Whitening' });
    expect(res.status).toBe(201);
    expect(await store.list()).toMatchObject([{ date: '', message: '' }]);
  });

  it('answers 400 with a message for each wrong field, and stores nothing', async () => {
    const res = await api().post({ name: ' ', email: 'ava@example', service: '', date: '2030-02-30', message: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: bookingErrors.fields(['name', 'email', 'service', 'date', 'message']),
      fields: {
        name: bookingFieldMessages.name,
        email: bookingFieldMessages.email,
        service: bookingFieldMessages.service,
        date: bookingFieldMessages.date,
        message: bookingFieldMessages.message,
      },
    });
    expect(await store.count()).toBe(0);
  });

  it('stores the phone, place, number of guests and package of a party booking as fields', async () => {
    const res = await api().post({ ...ava, service: 'Birthday', package: 'Sparkle', guests: '8', phone: '903-555-0123', place: 'Commerce' });
    expect(res.status).toBe(201);
    expect(await store.list()).toMatchObject([{ service: 'Birthday', package: 'Sparkle', guests: '8', phone: '903-555-0123', place: 'Commerce' }]);
  });

  it('refuses control characters, services not offered, foreign packages, absurd dates and invisible names, naming each field', async () => {
    const { post } = api();
    const cases: [object, Record<string, string>][] = [
      [{ ...ava, message: 'Hi \u001b[2J\u001b]0;pwned\u0007' }, { message: bookingFieldMessages.controls }],
      [{ ...ava, name: 'Ava\u009b2J' }, { name: bookingFieldMessages.oneLine }],
      [{ ...ava, service: 'Tattoos' }, { service: bookingFieldMessages.serviceUnknown }],
      [{ ...ava, service: 'Tooth Gems', package: 'Sparkle' }, { package: bookingFieldMessages.package }],
      [{ ...ava, date: '2030-03-09' }, { date: bookingFieldMessages.dateInPast }],
      [{ ...ava, date: '2031-09-11' }, { date: bookingFieldMessages.dateTooFar }],
      [{ ...ava, name: '\u200b\u200e\u202e' }, { name: bookingFieldMessages.nameInvisible }],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ error: bookingErrors.fields(Object.keys(fields)), fields });
    }
    expect(await store.count()).toBe(0);
  });

  it('refuses what is not a JSON booking with a clear error', async () => {
    const { post, app } = api();
    const cases: [Response, number, string][] = [
      [await post('{"name": '), 400, bookingErrors.notJson],
      [await post([ava]), 400, bookingErrors.notObject],
      [await post('null'), 400, bookingErrors.notObject],
      [await post({ ...ava, idempotencyKey: 'short' }), 400, bookingErrors.key],
      [await post(JSON.stringify(ava), { 'content-type': 'text/plain' }), 415, bookingErrors.contentType],
      [await post({ ...ava, message: 'x'.repeat(20_000) }), 413, bookingErrors.tooLarge(16 * 1024)],
    ];
    for (const [res, status, error] of cases) {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error });
    }
    const get = await app.request('/api/bookings');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await store.count()).toBe(0);
  });

  it('answers a filled-in hidden field like a success and stores nothing', async () => {
    const res = await api().post({ ...ava, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { reference: string }).reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await store.count()).toBe(0);
  });

  it('limits each client, answering 429 with Retry-After; other clients go on', async () => {
    let now = 1_000_000;
    const { post } = api({ rateLimit: { windowMs: 60_000, max: 2 }, trustProxy: { kind: 'hops', hops: 1 }, now: () => now });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await post(ava, from('203.0.113.7'))).status).toBe(201);
    expect((await post(ava, from('203.0.113.7'))).status).toBe(201);
    const refused = await post(ava, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: bookingErrors.tooMany, retryAfterSeconds: 60 });
    expect((await post(ava, from('198.51.100.2'))).status).toBe(201);
    now += 60_000;
    expect((await post(ava, from('203.0.113.7'))).status).toBe(201);
    expect(await store.count()).toBe(4);
  });

  it('refuses a party larger than its package takes, with a clear message', async () => {
    const { post } = api({ offered: [{ label: 'Birthday', packages: [{ title: 'Sparkle', maxGuests: 12 }, { title: 'Glow', maxGuests: 20 }] }] });
    const party = { ...ava, service: 'Birthday', package: 'Sparkle' };
    const refused = await post({ ...party, guests: 42 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { guests: guestsOverMax(12, 'Sparkle') } });
    // Without a package, the largest package's limit.
    expect((await post({ ...party, package: '', guests: 21 })).status).toBe(400);
    expect((await post({ ...party, guests: 12 })).status).toBe(201);
    expect(await store.count()).toBe(1);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const { post } = api({ rateLimit: { windowMs: 60_000, max: 2 }, trustProxy: { kind: 'hops', hops: 1 } });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await post(ava, from('2001:db8:1:2::1'))).status).toBe(201);
    expect((await post(ava, from('2001:db8:1:2:aaaa:bbbb:cccc:dddd'))).status).toBe(201);
    expect((await post(ava, from('2001:db8:1:2::ffff'))).status).toBe(429);
    expect((await post(ava, from('2001:db8:1:3::1'))).status).toBe(201);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const { post } = api({ rateLimit: { windowMs: 60_000, max: 1 } });
    expect((await post(ava, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
    expect((await post(ava, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
  });

  it('answers 500 with a readable error when the database fails, and logs the cause', async () => {
    const { post, log } = api();
    store.close();
    const res = await post(ava);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: bookingErrors.storeFailed });
    expect(log).toHaveBeenCalledWith('[bookings] a booking could not be stored:', expect.any(Error));
    store = await openBookingStore({ url: ':memory:' });
  });
});
