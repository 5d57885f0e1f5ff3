// The inbox's sign-in under attack: limits per client address (shared by servers on one database), a
// slow-down for everyone that never refuses, the one-time link emailed to the owner, and the Origin check
// behind a reverse proxy. Requests go through the app in process; the client address is the socket's, as
// @hono/node-server hands it over.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { createMailer, type Mailer } from '../bookings/mailer.ts';
import { parseTrustProxy, type TrustProxy } from '../client-address.ts';
import { createOwnerInbox } from './app.ts';
import { quickHash } from '../../../tests/support/quick-hash.ts';
import { ADDRESS_LIMIT, GLOBAL_SLOWDOWN, addressKey, slowdownMs } from './sign-in-limits.ts';
import { LINK, type OwnerMail } from './sign-in-link.ts';

const PASSWORD = 'correct horse battery';
const SITE = 'http://127.0.0.1:3000';
let hash: string;
let smtp: SmtpTestServer;
let mailer: Mailer;
beforeAll(async () => {
  [hash, smtp] = await Promise.all([quickHash(PASSWORD), startSmtpTestServer()]);
  mailer = createMailer({ smtpUrl: smtp.url, timeoutMs: 5_000 });
});
afterAll(async () => {
  mailer.close();
  await smtp.stop();
});

const stores: BookingStore[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  smtp.mails.splice(0);
});

const ownerMail: OwnerMail = {
  send: (mail) => mailer.sendToBusiness(mail, { to: 'owner@example.com', businessName: 'Test Beauty' }),
  siteUrl: () => 'https://site.example',
};

interface Setup {
  url?: string;
  mail?: OwnerMail;
  trustProxy?: TrustProxy | boolean;
  clock?: { now: number };
}

async function setup(opts: Setup = {}) {
  const store = await openBookingStore({ url: opts.url ?? ':memory:' });
  stores.push(store);
  const clock = opts.clock ?? { now: Date.parse('2026-11-25T12:00:00Z') };
  const sleeps: number[] = [];
  const logs: string[] = [];
  const { app } = await createOwnerInbox({
    bookings: store,
    password: () => ({ state: 'set', hash, from: 'test' }),
    base: '/owner',
    businessName: 'Test Beauty',
    trustProxy: opts.trustProxy ?? false,
    now: () => clock.now,
    sleep: async (ms) => void sleeps.push(ms),
    log: (...args) => void logs.push(args.map(String).join(' ')),
    ...(opts.mail && { ownerMail: opts.mail }),
  });
  /** A request from `from` (the socket's address) to a path under the inbox. */
  const request = (path: string, from: string, init: { form?: Record<string, string>; cookie?: string; headers?: Record<string, string>; site?: string } = {}) => {
    const headers = new Headers(init.headers);
    const site = init.site ?? SITE;
    if (init.cookie) headers.set('Cookie', init.cookie);
    if (init.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      if (!headers.has('Origin')) headers.set('Origin', site);
    }
    return app.request(
      `${site}${path.replace(/^\/owner/, '') || '/'}`,
      { method: init.form ? 'POST' : 'GET', headers, ...(init.form && { body: new URLSearchParams(init.form).toString() }) },
      { incoming: { socket: { remoteAddress: from } } },
    );
  };
  const signIn = (from: string, password = PASSWORD) => request('/owner/sign-in', from, { form: { password } });
  const cookieOf = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  const isSignedIn = async (cookie: string, from: string) => (await (await request('/owner', from, { cookie })).text()).includes('name="csrf"');
  return { store, clock, sleeps, logs, request, signIn, cookieOf, isSignedIn };
}

const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.20';

describe('sign-in limits', { timeout: 60_000 }, () => {
  it(`pauses the password for one address after ${ADDRESS_LIMIT.failures} wrong ones, with Retry-After, and for that address only`, async () => {
    const { signIn, request, clock } = await setup();
    for (let i = 1; i < ADDRESS_LIMIT.failures; i++) expect((await signIn(ATTACKER, `guess number ${i}`)).status).toBe(401);
    const last = await signIn(ATTACKER, 'one more guess');
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('Retry-After'))).toBe(ADDRESS_LIMIT.windowMs / 1000);
    // Now the right password too is refused from there, without being checked.
    clock.now += 60_000;
    const right = await signIn(ATTACKER);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('Retry-After'))).toBe(ADDRESS_LIMIT.windowMs / 1000 - 60);
    expect(await right.text()).toContain('Too many wrong passwords from this connection');
    // The sign-in page says so (and offers the link) to that address only.
    const there = await request('/owner', ATTACKER);
    expect(there.status).toBe(429);
    expect(await there.text()).toContain('Email me a sign-in link');
    const elsewhere = await request('/owner', OWNER);
    expect(elsewhere.status).toBe(200);
    const page = await elsewhere.text();
    expect(page).not.toContain('Email me a sign-in link');
    expect(page).not.toContain('Too many');
    // Once the window has passed, the address may try again.
    clock.now += ADDRESS_LIMIT.windowMs;
    expect((await signIn(ATTACKER)).status).toBe(303);
  });

  it('lets the owner sign in from another address after 25 wrong passwords from one, at once', async () => {
    const { signIn, sleeps, cookieOf, isSignedIn } = await setup();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signIn(ATTACKER, `guess number ${i}`)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADDRESS_LIMIT.failures - 1);
    expect(statuses.slice(ADDRESS_LIMIT.failures - 1).every((s) => s === 429)).toBe(true);
    sleeps.splice(0);
    const owner = await signIn(OWNER);
    expect(owner.status).toBe(303);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(0);
    expect(await isSignedIn(cookieOf(owner), OWNER)).toBe(true);
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as itself', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('slows every try down a little when many addresses guess, and never refuses the owner for it', async () => {
    const { signIn, sleeps } = await setup();
    const guessers = GLOBAL_SLOWDOWN.free + 5;
    for (let i = 0; i < guessers; i++) expect((await signIn(`192.0.2.${i + 1}`, `guess number ${i}`)).status).toBe(401);
    // No wait for the first ones, then a wait that grows with each wrong password.
    expect(sleeps).toEqual([1, 2, 3, 4, 5].map((n) => n * GLOBAL_SLOWDOWN.stepMs));
    sleeps.splice(0);
    const owner = await signIn(OWNER);
    expect(owner.status).toBe(303);
    expect(sleeps).toEqual([(guessers - GLOBAL_SLOWDOWN.free + 1) * GLOBAL_SLOWDOWN.stepMs]);
    // However many there are, a try waits a few seconds at most.
    expect(slowdownMs(1_000_000)).toBe(GLOBAL_SLOWDOWN.maxMs);
    expect(slowdownMs(GLOBAL_SLOWDOWN.free - 1)).toBe(0);
  });

  it('is shared by two servers on one database, even for tries sent to both at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sign-in-'));
    dirs.push(dir);
    const url = join(dir, 'bookings.db');
    const clock = { now: Date.parse('2026-11-25T12:00:00Z') };
    const [one, two] = [await setup({ url, clock }), await setup({ url, clock })];
    const tries = Array.from({ length: 16 }, (_, i) => (i % 2 ? one : two).signIn(ATTACKER, `guess number ${i}`));
    const statuses = (await Promise.all(tries)).map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(ADDRESS_LIMIT.failures);
    // Each wrong password checked stays in the table: no more than the limit were checked.
    const checked = await one.store.client.execute('SELECT COUNT(*) AS n FROM owner_sign_in_failures');
    expect(Number(checked.rows[0]?.n)).toBe(ADDRESS_LIMIT.failures);
    expect((await two.signIn(ATTACKER)).status).toBe(429);
    expect((await one.signIn(ATTACKER)).status).toBe(429);
    expect((await two.signIn(OWNER)).status).toBe(303);
  });
});

describe('the emailed sign-in link', { timeout: 60_000 }, () => {
  const pauseFor = async (s: Awaited<ReturnType<typeof setup>>, from: string) => {
    for (let i = 0; i < ADDRESS_LIMIT.failures; i++) await s.signIn(from, `guess number ${i}`);
    expect((await s.signIn(from)).status).toBe(429);
  };
  // The body as sent may be quoted-printable: soft line breaks, and "=" written as "=3D".
  const linkIn = (body: string) => /https?:\/\/\S+\/owner\/link\?token=[\w-]+/.exec(body.replace(/=\r\n/g, '').replace(/=3D/g, '='))?.[0] ?? '';

  it('signs the owner in once, from the email, while the password is paused for their address', async () => {
    const s = await setup({ mail: ownerMail });
    await pauseFor(s, OWNER);
    const asked = await s.request('/owner/email-link', OWNER, { form: {} });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('A sign-in link is on its way');
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.header('subject')).toBe('Your sign-in link for Test Beauty');
    const link = linkIn(mail.body);
    expect(link.startsWith(`${SITE}/owner/link?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    for (const line of s.logs) expect(line).not.toContain(token);

    // Opening the link shows a button (a mail program checking links signs nobody in); the button signs in.
    const opened = await s.request(`/owner/link?token=${token}`, OWNER);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(`name="token" value="${token}"`);
    const used = await s.request('/owner/link', OWNER, { form: { token } });
    expect(used.status).toBe(303);
    expect(await s.isSignedIn(s.cookieOf(used), OWNER)).toBe(true);
    // Only once.
    const again = await s.request('/owner/link', OWNER, { form: { token } });
    expect(again.status).toBe(401);
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(await again.text()).toContain('already been used or has expired');
    // And the password works from there again.
    expect((await s.signIn(OWNER)).status).toBe(303);
  });

  it(`expires after ${LINK.validMs / 60_000} minutes, goes out at most ${LINK.perHour} times an hour, and starts with the site's own address`, async () => {
    const s = await setup({ mail: ownerMail });
    await pauseFor(s, ATTACKER);
    // Asked through a Host that is not this site: the link still leads to the site's configured address.
    const asked = await s.request('/owner/email-link', ATTACKER, { form: {}, site: 'http://evil.example' });
    expect(asked.status).toBe(200);
    const link = linkIn(smtp.mails[0]?.body ?? '');
    expect(link.startsWith('https://site.example/owner/link?token=')).toBe(true);
    for (let i = 1; i < LINK.perHour; i++) expect((await s.request('/owner/email-link', ATTACKER, { form: {} })).status).toBe(200);
    const tooMany = await s.request('/owner/email-link', ATTACKER, { form: {} });
    expect(tooMany.status).toBe(429);
    expect(await tooMany.text()).toContain('already sent several times this hour');
    expect(smtp.mails).toHaveLength(LINK.perHour);

    s.clock.now += LINK.validMs + 1000;
    const token = new URL(link).searchParams.get('token') ?? '';
    const late = await s.request('/owner/link', ATTACKER, { form: { token } });
    expect(late.status).toBe(401);
    expect(late.headers.get('Set-Cookie')).toBeNull();
    expect((await s.request('/owner/link', ATTACKER, { form: { token: 'x'.repeat(43) } })).status).toBe(401);
  });

  it('is sent only to an address in a pause, and without email set up the page says to wait', async () => {
    const withMail = await setup({ mail: ownerMail });
    const notNeeded = await withMail.request('/owner/email-link', OWNER, { form: {} });
    expect(await notNeeded.text()).toContain('no link is needed');
    expect(smtp.mails).toHaveLength(0);

    const noMail = await setup();
    await pauseFor(noMail, OWNER);
    const asked = await noMail.request('/owner/email-link', OWNER, { form: {} });
    expect(asked.status).toBe(429);
    expect(Number(asked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await asked.text()).toMatch(/A sign-in link cannot be sent: email is not set up on this site\. Please wait \d+ minutes/);
  });

  it('refuses a request for a link from another site', async () => {
    const s = await setup({ mail: ownerMail });
    await pauseFor(s, OWNER);
    const forged = await s.request('/owner/email-link', OWNER, { form: {}, headers: { Origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('the Origin check behind a reverse proxy', { timeout: 60_000 }, () => {
  // What the server sees behind a proxy that ends TLS: plain http to the host the browser asked for.
  const behindProxy = (s: Awaited<ReturnType<typeof setup>>, headers: Record<string, string>, from = '10.0.0.2') =>
    s.request('/owner/sign-in', from, { form: { password: 'not the password' }, site: 'http://host', headers });

  it('takes the scheme and host the trusted proxy reports', async () => {
    const s = await setup({ trustProxy: true });
    expect((await behindProxy(s, { Origin: 'https://host', 'X-Forwarded-Proto': 'https' })).status).toBe(401);
    expect((await behindProxy(s, { Origin: 'https://www.site.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.site.example' })).status).toBe(401);
    expect((await behindProxy(s, { Origin: 'https://evil.example', 'X-Forwarded-Proto': 'https' })).status).toBe(403);
    expect((await behindProxy(s, { Origin: 'http://host', 'X-Forwarded-Proto': 'https' })).status).toBe(403);
    expect((await behindProxy(s, { Origin: 'null', 'X-Forwarded-Proto': 'https' })).status).toBe(403);
  });

  it('believes the forwarded scheme only from a trusted proxy', async () => {
    const untrusted = await setup();
    expect((await behindProxy(untrusted, { Origin: 'https://host', 'X-Forwarded-Proto': 'https' })).status).toBe(403);
    expect((await behindProxy(untrusted, { Origin: 'https://evil.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example' })).status).toBe(403);
    expect((await behindProxy(untrusted, { Origin: 'http://host' })).status).toBe(401);

    const trust = parseTrustProxy('10.0.0.0/8');
    if (!trust.ok) throw new Error(trust.error);
    const listed = await setup({ trustProxy: trust.trust });
    expect((await behindProxy(listed, { Origin: 'https://host', 'X-Forwarded-Proto': 'https' }, '10.0.0.2')).status).toBe(401);
    expect((await behindProxy(listed, { Origin: 'https://host', 'X-Forwarded-Proto': 'https' }, '203.0.113.50')).status).toBe(403);
  });
});
