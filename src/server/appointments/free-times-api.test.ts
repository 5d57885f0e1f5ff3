// GET /api/free-times and POST /api/bookings with a chosen time, on the fixture site's availability and
// towns, with a real SQLite file: a time booked is no longer offered, and of 50 requests for one time made
// at once exactly one holds it while the others are offered the next free times.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestsOverMax } from '../../data/bookings/booking-fields.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { createBookingsApi } from '../bookings/handler.ts';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { scheduleOf, type Place } from './schedule.ts';
import type { FreeTime } from './free-times.ts';
import { loadBookingFixture, type BookingFixture } from '../../../tests/support/booking-fixture.ts';

/** Friday, November 27, 2026, 10 AM in Texas. */
const NOW = Date.parse('2026-11-27T16:00:00Z');
/** A Friday two weeks ahead. */
const DAY = '2026-12-11';

let site: SiteConfig;
let offered: BookingFixture['offered'];
let places: Place[];
const dirs: string[] = [];

beforeAll(async () => {
  ({ site, offered, places } = await loadBookingFixture());
});
afterAll(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function api(opts: { availability?: boolean; travelFee?: false | NonNullable<SiteConfig['travelFee']> } = {}): Promise<{ fetch: (path: string, init?: RequestInit) => Promise<Response>; store: BookingStore }> {
  const dir = mkdtempSync(join(tmpdir(), 'free-times-'));
  dirs.push(dir);
  const store = await openBookingStore({ url: join(dir, 'bookings.db') });
  const config = { ...site, ...(opts.availability === false && { availability: undefined }), ...(opts.travelFee !== undefined && { travelFee: opts.travelFee || undefined }) };
  const app = createBookingsApi({
    store,
    email: false,
    offered,
    schedule: () => scheduleOf(config, offered, places),
    now: () => NOW,
    rateLimit: { windowMs: 60_000, max: 10_000 },
    log: () => {},
  });
  return { fetch: async (path, init) => app.request(path, init), store };
}

const freeTimes = async (call: Awaited<ReturnType<typeof api>>, query: Record<string, string>) => {
  const res = await call.fetch(`/free-times?${new URLSearchParams(query)}`);
  return { status: res.status, body: (await res.json()) as { times: FreeTime[]; reason?: string; error?: string; fields?: Record<string, string>; minutes?: number } };
};

const book = (call: Awaited<ReturnType<typeof api>>, fields: Record<string, string>) =>
  call.fetch('/bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Teeth Whitening', date: '', message: '', place: 'Greenville', ...fields }),
  });

describe('free times over HTTP', () => {
  it('offers Teeth Whitening on a weekday two weeks ahead in Greenville, and a time booked is offered to no one else', async () => {
    const call = await api();
    const first = await freeTimes(call, { service: 'Teeth Whitening', date: DAY, town: 'Greenville' });
    expect(first.status).toBe(200);
    expect(first.body.minutes).toBe(60);
    expect(first.body.times[0]).toEqual({ start: '2026-12-11T10:00:00-06:00', end: '2026-12-11T11:00:00-06:00', label: '10:00 AM' });

    const res = await book(call, { start: first.body.times[0]!.start, idempotencyKey: 'first-visitor-key-0001' });
    expect(res.status).toBe(201);
    const booked = (await res.json()) as { reference: string; status: string };
    expect(booked.status).toBe('held');
    expect((await call.store.find(booked.reference))?.date).toBe(DAY);

    const next = await freeTimes(call, { service: 'teeth-whitening', date: DAY, town: '400 Lee Street, Greenville, TX' });
    expect(next.body.times.map((t) => t.start)).not.toContain('2026-12-11T10:00:00-06:00');
    // 10-11 held; 30 minutes between and no drive within Greenville: 11:30 is the next start.
    expect(next.body.times[0]?.label).toBe('11:30 AM');
    // From Sulphur Springs, 25 miles away, the drive is kept too.
    const away = await freeTimes(call, { service: 'Teeth Whitening', date: DAY, town: 'Sulphur Springs' });
    expect(away.body.times[0]?.label).toBe('12:30 PM');
  });

  it("carries the travel fee to the town (the fixture's: free within 15 road miles, $1 a mile beyond, at most $30)", async () => {
    const call = await api();
    const travel = async (town: string) => ((await freeTimes(call, { service: 'Teeth Whitening', date: DAY, town })).body as { travel?: unknown }).travel;
    expect(await travel('Greenville')).toEqual({ cents: 0, line: 'Free travel to Greenville' });
    expect(await travel('200 Main St, Emory, TX')).toEqual({ cents: 1900, line: 'Travel to Emory: $19' });
    expect(await travel('Como')).toEqual({ cents: 3000, line: 'Travel to Como: $30' });
    // A town served without a page (no place on the map): no fee is said.
    expect(await travel('Celeste')).toBeUndefined();
    // The booking's answer carries the line for the thank-you.
    const booked = await book(call, { place: 'Emory', start: (await freeTimes(call, { service: 'Teeth Whitening', date: DAY, town: 'Emory' })).body.times[0]!.start, idempotencyKey: 'travel-visitor-key-0001' });
    expect(((await booked.json()) as { travel?: string }).travel).toBe('Travel to Emory: $19');
    // Zones by county: a set fee for each town of the county, also a town without a page (booked by request).
    const zoned = await api({ travelFee: { ...site.travelFee!, counties: [{ county: 'Hopkins', fee: 25 }] } });
    expect(((await freeTimes(zoned, { service: 'Teeth Whitening', date: DAY, town: 'Brashear' })).body as { travel?: unknown }).travel).toEqual({ cents: 2500, line: 'Travel to Brashear: $25' });
    expect(((await freeTimes(zoned, { service: 'Teeth Whitening', date: DAY, town: 'Emory' })).body as { travel?: unknown }).travel).toEqual({ cents: 1900, line: 'Travel to Emory: $19' });
    const none = await api({ travelFee: false });
    expect(((await freeTimes(none, { service: 'Teeth Whitening', date: DAY, town: 'Emory' })).body as { travel?: unknown }).travel).toBeUndefined();
  });

  it('holds a time for the owner at most until the time itself', async () => {
    const call = await api();
    const soon = await freeTimes(call, { service: 'Teeth Whitening', date: '2026-11-28', town: 'Greenville' });
    const start = soon.body.times[0]!.start;
    const booked = (await (await book(call, { start, idempotencyKey: 'soon-visitor-key-0001' })).json()) as { reference: string };
    // Booked a day ahead: the 48 hours of a hold would run past the appointment.
    expect((await call.store.find(booked.reference))?.appointment?.heldUntil).toBe(Date.parse(start));
  });

  it('of 50 requests for one time at once, exactly one holds it; the others are offered the next free times', async () => {
    const call = await api();
    const start = '2026-12-11T13:00:00-06:00';
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(call, { start, name: `Guest ${i}`, idempotencyKey: `concurrent-guest-key-${String(i).padStart(3, '0')}` })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(49);
    const body = (await refused[0]!.json()) as { error: string; times: FreeTime[] };
    expect(body.error).toContain('just taken');
    expect(body.times.length).toBeGreaterThan(0);
    expect(body.times.map((t) => t.start)).not.toContain(start);
    expect(await call.store.count()).toBe(1);
    expect((await freeTimes(call, { service: 'Teeth Whitening', date: DAY, town: 'Greenville' })).body.times.map((t) => t.start)).not.toContain(start);
  });

  it('confirms at once the services the settings say, and a repeat of a booking gets its reference back', async () => {
    const call = await api();
    const { body } = await freeTimes(call, { service: 'Tooth Gems', date: DAY, town: 'Commerce' });
    const send = () => book(call, { service: 'Tooth Gems', place: 'Commerce', start: body.times[0]!.start, idempotencyKey: 'tooth-gems-visitor-key' });
    const res = await send();
    expect(res.status).toBe(201);
    expect(((await res.json()) as { status: string }).status).toBe('confirmed');
    expect((await send()).status).toBe(200);
  });

  it('times a party by its package and guests', async () => {
    const call = await api();
    const ask = (extra: Record<string, string>) => freeTimes(call, { service: 'Bachelorette Glam Parties', date: DAY, town: 'Greenville', ...extra });
    expect((await ask({})).body.minutes).toBe(120);
    expect((await ask({ package: 'Bride Tribe Glam' })).body.minutes).toBe(150);
    expect((await ask({ package: 'bride-tribe-glam', guests: '9' })).body.minutes).toBe(180);
    // More guests than the package takes (as the booking API refuses them): said of the guests, not as a full day.
    const large = await ask({ package: 'bride-tribe-glam', guests: '21' });
    expect(large.status).toBe(400);
    expect(large.body.fields).toEqual({ guests: guestsOverMax(20, 'Bride Tribe Glam') });
    expect((await ask({ guests: '42' })).body.fields?.guests).toContain('up to 20 guests');
  });

  it('lets one connection hold three long parties at most, and no party larger than its package', async () => {
    const call = await api();
    const party = { service: 'Bachelorette Glam Parties', package: 'Bride Tribe Glam', guests: '20' };
    const days = ['2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16'];
    const answers = [];
    for (const [i, day] of days.entries()) answers.push(await book(call, { ...party, start: `${day}T10:00:00-06:00`, idempotencyKey: `long-party-hold-key-${i}` }));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 409]);
    const refused = (await answers[3]!.json()) as { error: string; fields: Record<string, string> };
    expect(refused.error).toContain('as many appointments online as we can hold for one person');
    expect(refused.fields.start).toBe(refused.error);
    // 42 guests is more than a package takes (20 when the party does not say).
    const large = await book(call, { ...party, guests: '42', start: '2026-12-17T10:00:00-06:00' });
    expect(large.status).toBe(400);
    expect(((await large.json()) as { fields: Record<string, string> }).fields.guests).toContain('up to 20 guests');
    expect(await call.store.count()).toBe(3);
  });

  it('says what is wrong with a request, field by field', async () => {
    const call = await api();
    const bad = await freeTimes(call, { service: 'Massage', date: '2026-02-30', town: 'Paris' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['date']);
    const unknown = await freeTimes(call, { service: 'Massage', date: DAY, town: 'Paris' });
    expect(unknown.body.fields).toEqual({ service: 'Please choose one of the services in the list.', town: 'Please name a town we serve, or an address in one.' });
    expect((await call.fetch('/free-times')).status).toBe(400);
    // A town served without coordinates, and a service without a duration, are booked by request.
    expect((await freeTimes(call, { service: 'Permanent Jewelry', date: DAY, town: 'Greenville' })).body).toMatchObject({ times: [], reason: 'by-request' });
    // Too soon, a Sunday, a day off.
    expect((await freeTimes(call, { service: 'Teeth Whitening', date: '2026-11-27', town: 'Greenville' })).body.reason).toBe('too-soon');
    expect((await freeTimes(call, { service: 'Teeth Whitening', date: '2026-12-13', town: 'Greenville' })).body.reason).toBe('closed');
    expect((await freeTimes(call, { service: 'Teeth Whitening', date: '2026-12-25', town: 'Greenville' })).body.reason).toBe('day-off');
  });

  it('refuses a booking for a time the day does not offer, or on another day than its date', async () => {
    const call = await api();
    const wrong = async (fields: Record<string, string>) => ((await (await book(call, fields)).json()) as { fields: Record<string, string> }).fields;
    expect(await wrong({ start: '2026-12-11T10:15:00-06:00' })).toEqual({ start: 'Please choose one of the free times offered for that day.' });
    expect(await wrong({ start: '2026-12-13T10:00:00-06:00' })).toHaveProperty('start');
    expect(await wrong({ start: 'tomorrow at ten' })).toHaveProperty('start');
    expect(await wrong({ start: '2026-12-11T10:00:00-06:00', date: '2026-12-12' })).toHaveProperty('date');
    expect(await wrong({ start: '2026-12-11T10:00:00-06:00', place: 'Paris' })).toHaveProperty('place');
    expect(await call.store.count()).toBe(0);
  });

  it('without availability settings, free times are not offered and a booking asks for a date as before', async () => {
    const call = await api({ availability: false });
    const res = await call.fetch(`/free-times?service=Teeth+Whitening&date=${DAY}&town=Greenville`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toContain('preferred date');
    expect((await book(call, { date: DAY })).status).toBe(201);
    expect((await book(call, { start: '2026-12-11T10:00:00-06:00' })).status).toBe(400);
  });
});
