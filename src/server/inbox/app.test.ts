import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { createOwnerInbox, ownerPath } from './app.ts';
import { SESSION_HOURS } from './auth.ts';
import { type PasswordSetting } from './password.ts';
import { quickHash } from '../../../tests/support/quick-hash.ts';
import { formRequests, ownerSession, type FormRequest } from '../../../tests/support/form-request.ts';

const PASSWORD = 'correct horse battery';
const ORIGIN = 'http://127.0.0.1:3000';
let hash: string;
beforeAll(async () => {
  hash = await quickHash(PASSWORD);
});

const stores: BookingStore[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function setup(opts: { password?: PasswordSetting; url?: string; now?: () => number } = {}) {
  const store = await openBookingStore({ url: opts.url ?? ':memory:' });
  stores.push(store);
  const { app: inbox } = await createOwnerInbox({
    bookings: store,
    password: () => opts.password ?? { state: 'set', hash, from: 'test' },
    base: '/owner',
    businessName: 'Test Beauty',
    trustProxy: false,
    now: opts.now,
    log: () => {},
  });
  const send = formRequests(inbox, ORIGIN);
  // The inbox is asked at its own root, as it is mounted at /owner.
  const request = (path: string, init?: FormRequest) => send(path.replace(/^\/owner/, '') || '/', init);
  const signIn = async (password = PASSWORD, headers: Record<string, string> = {}) => request('/owner/sign-in', { method: 'POST', form: { password }, headers });
  const session = async () => {
    const { response, cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
    expect(response.status).toBe(303);
    return { cookie, csrf };
  };
  const book = (name: string, service = 'Tooth Gems', message = '') =>
    store.add({ name, email: `${name.toLowerCase()}@example.com`, service, date: '', message, phone: '', place: '', guests: '', package: '' }, { email: false, now: Date.now() });
  return { store, request, signIn, session, book };
}

// Each sign-in checks a scrypt hash (tens of milliseconds, more on a busy machine): room for a few per test.
describe('the owner inbox', { timeout: 60_000 }, () => {
  it('does not exist until a password is set', async () => {
    const { request } = await setup({ password: { state: 'unset' } });
    expect((await request('/owner')).status).toBe(404);
    expect((await request('/owner/sign-in', { method: 'POST', form: { password: 'x' } })).status).toBe(404);
  });

  it('signs in with the password and sets a strict, http-only session cookie on its own path', async () => {
    const { signIn, request } = await setup();
    expect((await signIn('wrong password!')).status).toBe(401);
    const res = await signIn();
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/owner');
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/owner/);
    expect(cookie).not.toMatch(/Secure/); // plain http on 127.0.0.1: a Secure cookie would never come back
    const page = await request('/owner', { cookie: cookie.split(';')[0] });
    expect(page.headers.get('X-Robots-Tag')).toMatch(/noindex/);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('marks the cookie Secure over https', async () => {
    const { store } = await setup();
    const { app: inbox } = await createOwnerInbox({ bookings: store, password: () => ({ state: 'set', hash, from: 'test' }), base: '/owner', businessName: 'T', trustProxy: false });
    const res = await inbox.request('https://site.example/sign-in', {
      method: 'POST',
      body: new URLSearchParams({ password: PASSWORD }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://site.example' },
    });
    expect(res.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('refuses a change without the CSRF token, or from another site', async () => {
    const { session, book, request, store } = await setup();
    const { reference } = await book('Ava');
    const { cookie, csrf } = await session();
    expect(csrf).not.toBe('');
    const noToken = await request(`/owner/bookings/${reference}/status`, { method: 'POST', cookie, form: { status: 'confirmed' } });
    expect(noToken.status).toBe(403);
    const wrongToken = await request(`/owner/bookings/${reference}/status`, { method: 'POST', cookie, form: { status: 'confirmed', csrf: `${csrf}x` } });
    expect(wrongToken.status).toBe(403);
    const otherSite = await request(`/owner/bookings/${reference}/status`, { method: 'POST', cookie, form: { status: 'confirmed', csrf }, headers: { Origin: 'https://evil.example' } });
    expect(otherSite.status).toBe(403);
    const signedOut = await request(`/owner/bookings/${reference}/status`, { method: 'POST', form: { status: 'confirmed', csrf } });
    expect(signedOut.status).toBe(401);
    expect((await store.find(reference))?.handledAt).toBeNull();
  });

  it('lists bookings newest first, filters them, and changes a status in one post that a restart keeps', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inbox-'));
    dirs.push(dir);
    const url = join(dir, 'bookings.db');
    const first = await setup({ url });
    await first.book('Bea', 'Teeth Whitening');
    const { reference } = await first.book('Cleo', 'Tooth Gems', 'Two gems please');
    const { cookie, csrf } = await first.session();

    const list = await (await first.request('/owner', { cookie })).text();
    expect(list.indexOf('>Cleo<')).toBeGreaterThan(0);
    expect(list.indexOf('>Cleo<')).toBeLessThan(list.indexOf('>Bea<'));
    const gems = await (await first.request('/owner?service=Tooth+Gems', { cookie })).text();
    expect(gems).toContain('Cleo');
    expect(gems).not.toContain('>Bea<');

    const changed = await first.request(`/owner/bookings/${reference}/status`, { method: 'POST', cookie, form: { status: 'confirmed', csrf, back: '/owner?status=new' } });
    expect(changed.status).toBe(303);
    expect(changed.headers.get('Location')).toBe('/owner?status=new&saved=confirmed');
    const note = await first.request(`/owner/bookings/${reference}/note`, { method: 'POST', cookie, form: { note: 'Call after 5', csrf } });
    expect(note.status).toBe(303);

    // A new server on the same database: the status, its time and the note are still there.
    const second = await setup({ url });
    const again = await second.session();
    const detail = await (await second.request(`/owner/bookings/${reference}`, { cookie: again.cookie })).text();
    expect(detail).toContain('badge confirmed');
    expect(detail).toContain('Call after 5');
    expect(detail).toMatch(/Confirmed: \w+day/);
    const confirmed = await (await second.request('/owner?status=confirmed', { cookie: again.cookie })).text();
    expect(confirmed).toContain('Cleo');
    expect(confirmed).not.toContain('>Bea<');
  });

  it('folds the filters away under a summary that names those in use, and shows an email address whole', async () => {
    const { session, book, request } = await setup();
    const { reference } = await book('Evangelina.Montgomery-Whitfield');
    await book('Fay', 'Teeth Whitening');
    const { cookie } = await session();

    // Closed whatever is chosen: the bookings come first, the fold says what is filtered and how to undo it.
    const all = await (await request('/owner', { cookie })).text();
    expect(all).toMatch(/<details class="filters"><summary><span class="summary-title">Filter bookings<\/span><\/summary>/);
    expect(all).not.toContain('Clear filters');
    const gems = await (await request('/owner?status=new&service=Tooth+Gems&q=evan', { cookie })).text();
    expect(gems).toContain('<details class="filters"><summary>');
    expect(gems).toContain('<span class="summary-state">New · Tooth Gems · “evan”</span>');
    expect(gems).toContain('Showing 1 of 2 bookings');
    expect(gems).toMatch(/<a class="btn" href="\/owner">Clear filters<\/a>/);
    expect(gems.indexOf('</details>')).toBeLessThan(gems.indexOf('Evangelina'));

    // The address may break before its "@" and nowhere else.
    const detail = await (await request(`/owner/bookings/${reference}`, { cookie })).text();
    expect(detail).toContain('<span class="address"><span>evangelina.montgomery-whitfield</span><wbr/><span>@example.com</span></span>');
  });

  it('never sends the owner anywhere else after a change', async () => {
    const { session, book, request } = await setup();
    const { reference } = await book('Dee');
    const { cookie, csrf } = await session();
    for (const back of ['//evil.example/owner', 'https://evil.example', '/owner//evil.example', '/owner\\evil', '/ownerx', '/elsewhere']) {
      const res = await request(`/owner/bookings/${reference}/status`, { method: 'POST', cookie, form: { status: 'done', csrf, back } });
      expect(res.headers.get('Location')).toBe('/owner?saved=done');
    }
  });

  it('exports the filtered bookings as CSV with formulas kept as text', async () => {
    const { session, book, request } = await setup();
    await book('=HYPERLINK("http://evil.example")');
    const { cookie } = await session();
    const res = await request('/owner/bookings.csv', { cookie });
    expect(res.headers.get('Content-Type')).toMatch(/text\/csv/);
    expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="bookings-\d{4}-\d\d-\d\d\.csv"/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toContain('reference,received,status');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('exports what each booking asked: the package, guests, place, preferred date and time of day', async () => {
    const { store, session, request } = await setup();
    const party = { name: 'Ivy', email: 'ivy@example.com', service: 'Birthday Party', date: '2026-12-12', message: '', phone: '', place: 'Emory', guests: '12', package: 'Sparkle', timeOfDay: 'evening' };
    await store.add(party, { email: false, now: Date.now() });
    const { cookie } = await session();
    const [header, row] = (await (await request('/owner/bookings.csv', { cookie })).text()).split('\r\n').map((line) => line.split(','));
    const column = (name: string) => row![header!.indexOf(name)];
    expect(['package', 'guests', 'place', 'preferred date', 'time of day'].map(column)).toEqual(['Sparkle', '12', 'Emory', '2026-12-12', 'evening']);
    expect(column('time')).toBe('');
  });

  it('ends a session after its hours and on sign-out', async () => {
    let now = Date.now();
    const { session, request } = await setup({ now: () => now });
    const { cookie, csrf } = await session();
    expect(await (await request('/owner', { cookie })).text()).toContain('Sign out');
    const out = await request('/owner/sign-out', { method: 'POST', cookie, form: { csrf } });
    expect(out.status).toBe(303);
    expect(await (await request('/owner', { cookie })).text()).toContain('Sign in to your bookings');

    const later = await session();
    now += SESSION_HOURS * 3_600_000 + 1;
    expect(await (await request('/owner', { cookie: later.cookie })).text()).toContain('Sign in to your bookings');
  });
});

describe('OWNER_PATH', () => {
  it('takes a plain path and refuses the rest', () => {
    expect(ownerPath(undefined)).toEqual({ ok: true, path: '/owner' });
    expect(ownerPath('desk/bookings/')).toEqual({ ok: true, path: '/desk/bookings' });
    for (const bad of ['//evil.example', '/api/owner', '/a b', '/../x']) expect(ownerPath(bad).ok).toBe(false);
  });
});
