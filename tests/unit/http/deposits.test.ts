// Deposits on the production server of the fixture site, with the Stripe settings pointing at the stand-in:
// the booking form sent as a plain form for Teeth Whitening ($25 deposit) answers with a 303 to the payment
// page, which the pages' form-action allows; without the agreement it answers the form again with the policy
// and its box; the webhook at /api/payments/stripe refuses a forged event and applies a signed one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe-server.ts';
import { startSite, type SiteServer } from '../../support/site-server.ts';

const SECRET = 'whsec_http_stand_in_secret';
let server: SiteServer;
let stripe: FakeStripe;
let dir: string;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  dir = mkdtempSync(join(tmpdir(), 'http-deposits-'));
  server = await startSite('fixture', { DATABASE_URL: join(dir, 'bookings.db'), STRIPE_SECRET_KEY: 'sk_test_http', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.base }, dir);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A weekday two weeks ahead at 11 AM in Texas (the fixture's hours: weekdays 10 AM to 6 PM). */
function elevenTwoWeeksAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T17:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value.replace('GMT', '') ?? '-06:00';
  return `${date}T11:00:00${offset}`;
}

const post = (fields: Record<string, string>) => {
  const body = new URLSearchParams({ name: 'Nia No-Script', email: 'nia@example.com', service: 'Teeth Whitening', place: 'Greenville', start: elevenTwoWeeksAhead(), message: '', ...fields }).toString();
  return server.get('/api/bookings', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(server.url).origin }, body, redirect: 'manual' });
};

it('sends a plain form on to the payment page, asks for the agreement first, and takes only signed webhooks', async () => {
  const unagreed = await post({});
  expect(unagreed.status).toBe(400);
  const page = await unagreed.text();
  expect(page).toContain('Please read the cancellation policy and tick the box to agree to it.');
  expect(page).toContain('name="policyAccepted"');

  const answer = await post({ policyAccepted: 'true' });
  expect(answer.status).toBe(303);
  const session = stripe.sessions.at(-1)!;
  expect(answer.headers.get('location')).toBe(session.url);
  expect(session.amount).toBe(2500);
  const csp = (await server.get('/contact')).headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(new RegExp(`form-action [^;]*https://checkout\\.stripe\\.com [^;]*${stripe.base.replace(/[.]/g, '\\.')}`));

  const forged = stripe.event('checkout.session.completed', session, { secret: 'whsec_someone_else' });
  const webhook = (e: { body: string; signature: string }) => server.get('/api/payments/stripe', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': e.signature }, body: e.body });
  expect((await webhook(forged)).status).toBe(400);
  expect((await server.desk.store.find(session.reference))?.money?.deposit).toBe('due');
  expect((await webhook(stripe.event('checkout.session.completed', session))).status).toBe(200);
  expect((await server.desk.store.find(session.reference))?.money?.deposit).toBe('paid');
});
