// A deposit, as a customer lives it on a phone (390×844): the fixture's Teeth Whitening takes $25. With the
// Stripe settings pointing at the stand-in (tests/support/fake-stripe-server.ts), the form shows the price, the
// deposit and the policy to agree to; sending it goes to the payment page, whose Pay sends the signed webhook
// and comes back to the thank-you with "Deposit paid: $25", and the inbox's database has it paid.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeStripe } from '../support/fake-stripe-server.ts';
import { expect, startSite, test } from './fixtures.ts';
import { hydrated } from './helpers.ts';

const SECRET = 'whsec_e2e_stand_in_secret';

/** A weekday two weeks from today in Texas (the fixture's hours: weekdays 10 AM to 6 PM). */
function weekdayTwoWeeksAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('a customer pays the deposit that holds their time, and comes back to "Deposit paid"', async ({ page }) => {
  test.setTimeout(90_000);
  const stripe = await startFakeStripe(SECRET);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-deposit-'));
  const server = await startSite('fixture', { DATABASE_URL: join(dir, 'bookings.db'), STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: stripe.base }, dir);
  stripe.webhookUrl = `${server.url}/api/payments/stripe`;
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact?service=teeth-whitening`);
    await hydrated(page);
    const form = page.locator('form[action="/api/bookings"]');
    await form.getByLabel(/^Name/).fill('Dee Posit');
    await form.getByLabel(/^Email/).fill('dee@example.com');
    await form.locator('input[type="date"]').fill(weekdayTwoWeeksAhead());
    await form.locator('input[name="place"]').fill('Greenville');
    await form.getByRole('radio').first().check();
    await expect(form.getByText('Price $75 · Deposit $25')).toBeVisible();
    await expect(form.getByText(/up to 24 hours before the appointment gets the deposit back/)).toBeVisible();
    await form.getByLabel('I agree to the cancellation policy').check();
    await form.locator('button[type="submit"]').click();

    await expect(page.getByRole('heading', { name: 'Pay $25.00' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Deposit paid: $25')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const booked = await server.desk.store.find(reference);
    expect([booked?.appointment?.status, booked?.money?.deposit, booked?.money?.depositCents]).toEqual(['held', 'paid', 2500]);
  } finally {
    await server.close();
    await stripe.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
