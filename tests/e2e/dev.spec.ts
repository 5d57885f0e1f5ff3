// `npm run dev` (Vite) on a scratch copy of the fixture's content: pages render on request and islands
// hydrate, a page without one loads no island code, a content error reaches Vite's overlay with its file and
// line and fixing the file recovers the open page without a restart, and bookings go to the database.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBookingStore } from '../../src/server/bookings/store.ts';
import { FIXTURE_ROOT, PROJECT } from '../support/built-sites.ts';
import { expect, test } from './fixtures.ts';
import { content } from './helpers.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

test('the dev server renders pages and hydrates islands, shows a content error in its overlay until the file is fixed, and takes bookings', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-dev-'));
  const site = join(dir, 'content');
  cpSync(FIXTURE_ROOT, site, { recursive: true, filter: (src) => !src.includes('.cache') });
  const database = join(dir, 'bookings.db');
  const port = await freePort();
  const vite = spawn(process.execPath, [join(PROJECT, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: PROJECT,
    env: { ...process.env, CONTENT_ROOT: site, DATABASE_URL: database, SMTP_URL: '', DATA_DIR: join(dir, 'data') },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await expect.poll(async () => (await fetch(`${base}/`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));

    // A page without an island loads no island code.
    await page.goto(`${base}/towns/como`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Como$/);
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
    expect(scripts.filter((s) => s.includes('islands') || s.includes('/blocks/'))).toEqual([]);

    // A content error shows in the overlay with its place; fixing the file brings the page back, edited.
    const file = join(site, 'pages/towns/como.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace(/^county: Hopkins$/m, 'county: Hopkin'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 20_000 });
    await expect(overlay).toContainText('pages/towns/como.yaml:2:9');
    await expect(overlay).toContainText('UnknownCounty');
    await expect(overlay).toContainText('did you mean "Hopkins"?');
    writeFileSync(file, original.replace(/^description: \|\n {2}/m, 'description: |\n  Freshly edited. '));
    await expect(overlay).not.toBeAttached({ timeout: 20_000 });
    await expect(page.getByText(/^Freshly edited\./)).toBeVisible({ timeout: 20_000 });

    // An island hydrates, taking its service from the address.
    const form = (await content()).routes.flatMap((r) => r.regions.main).find((b) => b.type === 'contact-form');
    const option = form?.type === 'contact-form' ? form.services[1] : undefined;
    if (!option) throw new Error('no booking form with two services');
    await page.goto(`${base}/contact?service=${option.slug}`);
    const island = page.locator('[data-island="booking-form"]');
    await expect(island).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    await expect(island.locator('select[name="service"]')).toHaveValue(option.label);
    expect(problems).toEqual([]);

    // A booking sent to the dev server is in the database `npm run bookings` reads.
    const res = await page.request.post(`${base}/api/bookings`, { data: { name: 'Dev Visitor', email: 'dev@example.com', service: option.label, date: '', message: '' } });
    expect(res.status()).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const store = await openBookingStore({ url: database, root: PROJECT });
    try {
      expect(await store.find(reference)).toMatchObject({ name: 'Dev Visitor', email: 'dev@example.com' });
    } finally {
      store.close();
    }
  } finally {
    vite.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
