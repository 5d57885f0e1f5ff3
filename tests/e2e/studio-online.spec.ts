// The studio on the production server (OWNER_STUDIO=on), as an owner without a terminal uses it: the site's
// own server on a scratch copy of the fixture content, the studio at /owner/studio behind the inbox's
// sign-in. Signing in leads back to the studio; a town's population changes as one line of its file; the
// preview draws the page's pictures; a change without the session's token is refused; axe finds nothing.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hashOf } from '../../src/owner/studio/app.ts';
import { hashPassword } from '../../src/server/inbox/password.ts';
import { freePort, startSiteServer, type SiteServer } from './server.ts';
import { FIXTURE_ROOT } from './sites.ts';

const run = promisify(execFile);
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'glitter and gold 2026';
const TOWN = 'pages/towns/greenville.yaml';
let dir = '';
let server: SiteServer | undefined;

test.beforeAll(async () => {
  // The server builds the studio's page script at start when its cache is cold.
  test.setTimeout(150_000);
  dir = mkdtempSync(join(tmpdir(), 'studio-online-e2e-'));
  const content = join(dir, 'content');
  cpSync(FIXTURE_ROOT, content, { recursive: true, filter: (src) => !src.includes('.cache') });
  const git = (...args: string[]) => run('git', args, { cwd: content });
  await git('init', '-q');
  await git('add', '-A');
  await git('-c', 'user.name=Owner', '-c', 'user.email=owner@localhost', 'commit', '-qm', 'Content');
  server = await startSiteServer(await freePort(), {
    CONTENT_ROOT: content,
    OWNER_STUDIO: 'on',
    OWNER_PASSWORD_HASH: await hashPassword(PASSWORD),
    DATABASE_URL: ':memory:',
    DATA_DIR: join(dir, 'data'),
    SMTP_URL: '',
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('the owner signs in, edits a town in the studio, and the file changes by one line', async ({ page }) => {
  test.setTimeout(120_000);
  const file = join(dir, 'content', TOWN);
  const before = readFileSync(file, 'utf8');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${server?.url}/owner/studio`);
  // Signed out: the inbox's sign-in, which comes back here.
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/owner\/studio$/);

  await page.getByRole('link', { name: '/towns/greenville' }).click();
  const population = page.getByLabel('Population');
  await expect(population).toHaveValue(/\d/);
  // The preview draws the page with its pictures, served under the studio's path.
  const desktop = page.frameLocator('iframe[data-preview="desktop"]');
  await expect(desktop.locator('h1')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => desktop.locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);

  await population.fill('30,500');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 15_000 });
  const lines = before.split('\n');
  const changed = readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (line === lines[i] ? [] : [line]));
  expect(changed).toEqual(['population: "30,500"']);

  const { violations } = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);

  // The studio links back to the inbox, and the inbox to the studio.
  await page.getByRole('link', { name: 'Back to bookings' }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await page.getByRole('link', { name: 'Edit the site' }).click();
  await expect(page).toHaveURL(/\/owner\/studio$/);
});

test('a change without the session’s token, or without signing in, is refused', async ({ page }) => {
  const url = server?.url ?? '';
  const file = join(dir, 'content', TOWN);
  const before = readFileSync(file, 'utf8');
  // A save that would be taken with the page's token: the file's real hash and a real edit.
  const save = { file: TOWN, base: hashOf(before), ops: [{ op: 'set', path: ['population'], value: '1' }] };
  // Not signed in.
  const anonymous = await page.request.post(`${url}/owner/studio/api/save`, { data: save, headers: { Origin: url } });
  expect(anonymous.status()).toBe(401);
  // Signed in, but the change does not carry the page's token (a form or script of another page).
  await page.goto(`${url}/owner`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Edit the site' })).toBeVisible();
  const forged = await page.request.post(`${url}/owner/studio/api/save`, { data: save, headers: { Origin: url } });
  expect(forged.status()).toBe(403);
  expect(readFileSync(file, 'utf8')).toBe(before);
});
