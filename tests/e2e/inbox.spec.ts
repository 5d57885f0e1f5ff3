// The bookings inbox as the owner uses it on a phone, on the production server with a database file: off
// (404) until a password is set; a booking shows in it after signing in; its status
// changes in one tap; every screen is plain HTML (no script), and the sign-in, the list and a booking pass axe.
// At 390×844 the bookings come before the (folded) filters, every link, button, field and fold is at least
// 44 px each way, nothing scrolls sideways, and a long email address breaks only before its "@". The
// sign-in's limits, sessions and CSRF are tested in process (src/server/inbox/app.test.ts); the password
// command as a process once (src/server/inbox/password.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { writePasswordFile } from '../../src/server/inbox/password.ts';
import { quickHash } from '../support/quick-hash.ts';
import { expect, startSite, test } from './fixtures.ts';
import { phoneProblems } from './helpers.ts';

const PASSWORD = 'glitter and gold 2026';
const EMAIL = 'marisol.esperanza.villalobos@examplebeautystudio.com';

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
    writePasswordFile(dir, await quickHash(PASSWORD));

    // A booking as the form sends it (the form itself is the booking journey's).
    const offered = await server.get('/contact').then(async (res) => /<option value="([^"]+)"/.exec((await res.text()).replace(/<option value="">/g, ''))?.[1]);
    if (!offered) throw new Error('the booking form offers no service');
    const service = offered;
    const sent = await server.get('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ name: 'Marisol Inbox', email: EMAIL, service, date: '', message: '' }),
    });
    expect(sent.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
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
    // Bookings first: the newest one's link on the first screen, the filters folded above it.
    await expect(card.getByRole('link', { name: 'Marisol Inbox', exact: true })).toBeInViewport({ ratio: 1 });
    const fold = owner.getByText('Filter bookings');
    await expect(owner.getByLabel('Service')).toBeHidden();
    expect(await phoneProblems(owner)).toEqual([]);
    await fold.click();
    await expect(owner.getByLabel('Service')).toBeVisible();
    expect(await phoneProblems(owner)).toEqual([]);
    await axe(owner);
    expect((await context.cookies()).find((c) => c.name === 'owner_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expect(owner.getByRole('status')).toContainText('Marked confirmed');
    await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');

    await owner.goto(`${server.url}/owner?status=confirmed`);
    await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');
    await owner.getByRole('link', { name: 'Marisol Inbox', exact: true }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Marisol Inbox');
    await expect(owner.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:marisol\.esperanza\.villalobos%40examplebeautystudio\.com\?/);
    expect(await phoneProblems(owner)).toEqual([]);
    // The address is drawn on one line, or on two split before its "@": never broken inside a word.
    const lines = await owner
      .locator('dd')
      .filter({ hasText: 'examplebeautystudio' })
      .evaluate((dd) => {
        const found: string[] = [];
        let top = Number.NEGATIVE_INFINITY;
        const range = document.createRange();
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const { top: charTop } = range.getBoundingClientRect();
            if (charTop > top + 2) found.push('');
            top = Math.max(top, charTop);
            found[found.length - 1] += node.textContent?.[i] ?? '';
          }
        }
        return found.map((line) => line.trim()).filter(Boolean);
      });
    expect([[EMAIL], [EMAIL.slice(0, EMAIL.indexOf('@')), EMAIL.slice(EMAIL.indexOf('@'))]]).toContainEqual(lines);
    await axe(owner);
    await context.close();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
