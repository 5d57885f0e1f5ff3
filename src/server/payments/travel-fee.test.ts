// The thank-you after paying a deposit says the travel fee to the place (the fixture's: free within 15 road
// miles, $1 a mile beyond): the deposit itself is the service's alone, never a share of the travel fee.
import { afterEach, expect, it } from 'vitest';
import { depositSite, type DepositSite } from '../../../tests/support/deposit-site.ts';

const sites: DepositSite[] = [];
afterEach(async () => Promise.all(sites.splice(0).map((s) => s.close())));

it('says the travel fee on the thank-you after the deposit, and takes the deposit on the price alone', { timeout: 30_000 }, async () => {
  const site = await depositSite();
  sites.push(site);
  const thanks = async (place: string, start: string) => {
    await site.book({ place, start });
    const session = site.stripe.sessions.at(-1)!;
    const paid = site.stripe.event('checkout.session.completed', session);
    expect((await site.webhook(paid.body, paid.signature)).status).toBe(200);
    const url = new URL(session.successUrl);
    return { session, page: await (await site.fetch(url.pathname + url.search)).text() };
  };
  const emory = await thanks('200 Main St, Emory, TX', '2026-12-11T11:00:00-06:00');
  expect(emory.page).toContain('<dt>Travel fee</dt><dd>$19</dd>');
  // The fixture's teeth whitening: a $25 deposit on a $75 price, whatever the drive.
  expect(emory.page).toContain('Deposit paid: $25');
  const greenville = await thanks('Greenville', '2026-12-11T15:00:00-06:00');
  expect(greenville.page).toContain('Deposit paid: $25');
  expect(greenville.page).not.toContain('Travel fee');
});
