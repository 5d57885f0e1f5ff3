// The inbox shows a booking's price and deposit (on the list and its page) and offers No-show once the time
// has begun: tapped, the appointment ends and the paid deposit is kept.
import { afterEach, expect, it } from 'vitest';
import { depositSite, START, type DepositSite } from '../../../tests/support/deposit-site.ts';
import { depositInbox } from '../../../tests/support/deposit-inbox.ts';

const sites: DepositSite[] = [];
afterEach(async () => Promise.all(sites.splice(0).map((s) => s.close())));

it('shows the price and the paid deposit, and No-show keeps the deposit', { timeout: 30_000 }, async () => {
  const site = await depositSite();
  sites.push(site);
  const { reference } = (await (await site.book()).json()) as { reference: string };
  const paid = site.stripe.event('checkout.session.completed', site.stripe.sessions[0]!);
  await site.webhook(paid.body, paid.signature);
  const { request, signIn } = await depositInbox(site);
  let { cookie, csrf } = await signIn();
  expect(await (await request('/owner', { cookie })).text()).toContain('Price $75 · Deposit $25 (paid)');
  let page = await (await request(`/owner/bookings/${reference}`, { cookie })).text();
  expect(page).toMatch(/<dt>Deposit<\/dt><dd>\$25 \(paid\)<\/dd>/);
  expect(page).not.toContain('No-show');
  // Twenty minutes into the appointment (signed in again: the first session is two weeks old by then).
  site.clock.now = Date.parse(START) + 20 * 60_000;
  ({ cookie, csrf } = await signIn());
  page = await (await request(`/owner/bookings/${reference}`, { cookie })).text();
  const seen = /action="\/owner\/bookings\/[^"]+\/no-show"[^]*?name="seen" value="([^"]*)"/.exec(page)?.[1] ?? '';
  const res = await request(`/owner/bookings/${reference}/no-show`, { cookie, form: { csrf, seen } });
  expect(res.status).toBe(303);
  expect(decodeURIComponent(res.headers.get('location') ?? '')).toContain('no-show');
  const b = await site.find(reference);
  expect([b.appointment?.status, b.money?.deposit]).toEqual(['released', 'kept']);
  expect(await (await request(`/owner/bookings/${reference}`, { cookie })).text()).toContain('$25 (kept)');
});
