// The owner's inbox as the owner uses it on a phone: off (404) until a password is set; then a booking a
// visitor sent through the form shows there, a status changes with one tap, and a restart keeps it. The
// inbox ships no script (plain forms) and axe finds nothing on its pages.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers.ts';
import { freePort, startSiteServer, type SiteServer } from './server.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'glitter and gold 2026';
let dir = '';
let port = 0;
let server: SiteServer | undefined;

const start = async (extra: Record<string, string> = {}) => {
  server = await startSiteServer(port, { DATABASE_URL: join(dir, 'bookings.db'), DATA_DIR: dir, SMTP_URL: '', ...extra });
};
const stop = async () => {
  await server?.stop();
  server = undefined;
};

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glow-e2e-inbox-'));
  port = await freePort();
  await start();
});

test.afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the inbox answers 404 until the owner sets a password', async ({ request }) => {
  const res = await request.get(`${server?.url}/owner`);
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('password');
});

test('a booking sent by the form shows in the inbox; its status changes in one tap and survives a restart', async ({ browser }) => {
  test.setTimeout(120_000);
  // The owner sets the password as the owner guide says; the running server picks it up.
  await promisify(execFile)('sh', ['-c', `printf '%s\\n%s\\n' "$PW" "$PW" | npm run --silent owner:password`], {
    env: { ...process.env, PW: PASSWORD, DATA_DIR: dir },
    timeout: 60_000,
  });

  const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto(`${server?.url}/contact`);
  await hydrated(visitor);
  const form = visitor.locator('form:has(select[name="service"])');
  await form.locator('input[name="name"]').fill('Marisol Inbox');
  await form.locator('input[name="email"]').fill('marisol@example.com');
  const service = await form.locator('select[name="service"] option:not([value=""])').first().getAttribute('value');
  await form.locator('select[name="service"]').selectOption(service ?? '');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('status')).not.toBeEmpty();
  await visitor.close();

  // The owner, on a phone. The inbox is plain HTML forms: nothing on it needs JavaScript.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const owner = await context.newPage();
  await owner.goto(`${server?.url}/owner`);
  await expect(owner.locator('script')).toHaveCount(0);
  await owner.getByLabel('Password').fill('not the password');
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('alert')).toContainText('not right');
  await axe(owner);
  await owner.getByLabel('Password').fill(PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();

  const card = owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' });
  await expect(card).toContainText(service ?? '');
  await expect(card).toContainText('New');
  await expect(owner.locator('script')).toHaveCount(0);
  await axe(owner);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'owner_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  await card.getByRole('button', { name: /^Confirm/ }).click();
  await expect(owner.getByRole('status')).toContainText('Marked confirmed');
  await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');

  await stop();
  await start();
  await owner.goto(`${server?.url}/owner?status=confirmed`);
  await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');
  await owner.getByRole('link', { name: 'Marisol Inbox', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Marisol Inbox');
  await expect(owner.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:marisol%40example\.com/);
  await axe(owner);
  await context.close();
});
