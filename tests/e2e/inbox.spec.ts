// The bookings inbox as the owner uses it on a phone, on the production server with a database file: off
// (404) until a password is set; a booking shows in it after signing in; its status
// changes in one tap; every screen is plain HTML (no script), and the sign-in and the list pass axe. The
// sign-in's limits, sessions and CSRF are tested in process (src/server/inbox/app.test.ts); the password
// command as a process once (src/server/inbox/password.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hashPassword, writePasswordFile } from '../../src/server/inbox/password.ts';
import { expect, startSite, test } from './fixtures.ts';

const PASSWORD = 'glitter and gold 2026';

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the owner reads a new booking in the inbox on a phone, confirms it in one tap, and finds it among the confirmed ones', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-inbox-'));
  const settings = { DATABASE_URL: join(dir, 'bookings.db') };
  const server = await startSite('fixture', settings, dir);
  try {
    const off = await server.get('/owner');
    expect(off.status).toBe(404);
    expect(await off.text()).not.toContain('password');

    // The owner sets the password (what `npm run owner:password` writes); the running server picks it up.
    writePasswordFile(dir, await hashPassword(PASSWORD));

    // A booking as the form sends it (the form itself is the booking journey's).
    const offered = await server.get('/contact').then(async (res) => /<option value="([^"]+)"/.exec((await res.text()).replace(/<option value="">/g, ''))?.[1]);
    if (!offered) throw new Error('the booking form offers no service');
    const service = offered;
    const sent = await server.get('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ name: 'Marisol Inbox', email: 'marisol@example.com', service, date: '', message: '' }),
    });
    expect(sent.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const owner = await context.newPage();
    await owner.goto(`${server.url}/owner`);
    await expect(owner.locator('script')).toHaveCount(0);
    await owner.getByLabel('Password').fill('not the password');
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await expect(owner.getByRole('alert')).toContainText('not right');
    await axe(owner);
    await owner.getByLabel('Password').fill(PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();

    const card = owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' });
    await expect(card).toContainText(service);
    await expect(card).toContainText('New');
    await expect(owner.locator('script')).toHaveCount(0);
    await axe(owner);
    expect((await context.cookies()).find((c) => c.name === 'owner_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expect(owner.getByRole('status')).toContainText('Marked confirmed');
    await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');

    await owner.goto(`${server.url}/owner?status=confirmed`);
    await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');
    await owner.getByRole('link', { name: 'Marisol Inbox', exact: true }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Marisol Inbox');
    await expect(owner.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:marisol%40example\.com/);
    await context.close();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
