// `npm run dev` on a scratch copy of the project: content errors reach Vite's overlay with file and line,
// and fixing or editing a YAML file updates the open page without a restart.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { content } from './helpers.ts';
import { scratchProject } from './sites.ts';

const port = Number(process.env.E2E_DEV_PORT ?? 4390);
// One dev server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'serial' });

let dir = '';
let vite: ChildProcess | undefined;

test.beforeAll(async () => {
  dir = scratchProject('glow-dev-');
  // Bookings go to the scratch copy's data/bookings.db, not anywhere the environment points, and are not emailed.
  const env = { ...process.env, CONTENT_ROOT: '', DATABASE_URL: '', SMTP_URL: '' };
  vite = spawn('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: dir, env, stdio: 'ignore', detached: true });
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
});

test.afterAll(() => {
  if (vite?.pid) process.kill(-vite.pid);
  rmSync(dir, { recursive: true, force: true });
});

test('a content error shows in the overlay and fixing the file recovers the page', async ({ page }) => {
  test.setTimeout(60_000);
  const file = join(dir, 'pages/towns/como.yaml');
  const original = readFileSync(file, 'utf8');
  await page.goto(`http://127.0.0.1:${port}/towns/como`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Como$/);

  writeFileSync(file, original.replace(/^county: Hopkins$/m, 'county: Hopkin'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached({ timeout: 15_000 });
  await expect(overlay).toContainText('pages/towns/como.yaml:2:9');
  await expect(overlay).toContainText('UnknownCounty');
  await expect(overlay).toContainText('did you mean "Hopkins"?');

  writeFileSync(file, original.replace(/^description: \|\n {2}/m, 'description: |\n  Freshly edited. '));
  await expect(overlay).not.toBeAttached({ timeout: 15_000 });
  await expect(page.getByText(/^Freshly edited\./)).toBeVisible({ timeout: 15_000 });
});

test('islands hydrate in the dev server, and a page without one loads no island code', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(`http://127.0.0.1:${port}/towns/como`);
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  expect(scripts.filter((s) => s.includes('islands') || s.includes('/blocks/'))).toEqual([]);

  const form = (await content()).routes.flatMap((r) => r.regions.main).find((b) => b.type === 'contact-form');
  const option = form?.type === 'contact-form' ? form.services[1] : undefined;
  if (!option) throw new Error('no booking form with two services');
  await page.goto(`http://127.0.0.1:${port}/contact?service=${option.slug}`);
  const island = page.locator('[data-island="booking-form"]');
  await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await expect(island.locator('select[name="service"]')).toHaveValue(option.label);
  expect(problems).toEqual([]);
});

test('the dev server takes bookings into the project\'s data/bookings.db, which npm run bookings reads', async ({ request }) => {
  const booking = { name: 'Dev Visitor', email: 'dev@example.com', service: 'Tooth Gems', date: '', message: '' };
  const res = await request.post(`http://127.0.0.1:${port}/api/bookings`, { data: booking });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const env = { ...process.env, DATABASE_URL: '' };
  const { stdout } = await promisify(execFile)(join(dir, 'node_modules/.bin/tsx'), [join(process.cwd(), 'scripts/bookings.ts')], { cwd: dir, env, timeout: 30_000 });
  expect(stdout).toContain(`Bookings in ${join(dir, 'data/bookings.db')}`);
  expect(stdout).toContain(`${reference}  open`);
  expect(stdout).toContain('Dev Visitor <dev@example.com>');
});
