// `npm run studio` on a scratch copy of the fixture content (never the real pages/): it opens from the
// address it prints, refuses requests without its token, edits a town's population as exactly one line,
// shows the validator's message at the field, and redraws the preview shortly after typing.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { freePort } from './server.ts';

const run = promisify(execFile);
// Beside the other servers of a test run: the site on E2E_PORT, Vite on E2E_DEV_PORT.
const port = Number(process.env.E2E_PORT ?? 4173) + 3;
test.describe.configure({ mode: 'serial' });

let dir = '';
let studio: ChildProcess | undefined;
let address = '';
const TOWN = 'pages/towns/greenville.yaml';

test.beforeAll(async () => {
  // Starting builds the studio's page script once (then it is cached): slow on a busy machine.
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  cpSync(join(process.cwd(), 'tests/fixtures/content/base'), dir, { recursive: true });
  // A comment the owner wrote, which a save must keep.
  const town = join(dir, TOWN);
  writeFileSync(town, `# Our home town: keep this comment.\n${readFileSync(town, 'utf8')}`);
  const git = (...args: string[]) => run('git', args, { cwd: dir });
  await git('init', '-q');
  await git('add', '-A');
  await git('-c', 'user.name=Owner', '-c', 'user.email=owner@localhost', 'commit', '-qm', 'Content');
  studio = spawn('npx', ['tsx', 'scripts/studio.ts'], { env: { ...process.env, STUDIO_ROOT: dir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  address = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the studio printed no address: ${out}`)), 110_000);
    studio!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
  });
});

test.afterAll(() => {
  if (studio?.pid) process.kill(-studio.pid);
  rmSync(dir, { recursive: true, force: true });
});

test('refuses requests without the token and from other hosts', async () => {
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/`)).status).toBe(401);
  expect((await fetch(`${base}/api/files`)).status).toBe(401);
  expect((await fetch(`${base}/?token=not-the-token`)).status).toBe(401);
  // A page on another name that resolves to this machine (DNS rebinding) is refused, token or not (fetch cannot set Host).
  const status = await new Promise<number | undefined>((resolve, reject) => {
    get(address, { headers: { Host: `rebound.example:${port}` } }, (res) => resolve(res.statusCode)).on('error', reject);
  });
  expect(status).toBe(403);
});

test('changing a town’s population in the form changes exactly that line of its file', async ({ page }) => {
  test.setTimeout(90_000);
  const file = join(dir, TOWN);
  const before = readFileSync(file, 'utf8');
  await page.goto(address);
  await page.getByRole('link', { name: '/towns/greenville' }).click();
  const population = page.getByLabel('Population');
  await expect(population).toHaveValue('28,164');
  // A picture field offers the pictures of public/images and shows the one it names.
  const hero = page.getByLabel('Hero Image');
  await expect(hero).toHaveValue('/images/towns/greenville.svg');
  const offered = await page.locator(`datalist#${await hero.getAttribute('list')} option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toEqual(expect.arrayContaining(['/images/photo.png', '/images/towns/greenville.svg']));
  await expect.poll(() => hero.locator('xpath=../img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await population.fill('30,500');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({ timeout: 15_000 });
  const after = readFileSync(file, 'utf8');
  const lines = before.split('\n');
  const changed = after.split('\n').flatMap((line, i) => (line === lines[i] ? [] : [`${i + 1}: ${line}`]));
  expect(changed).toEqual([`${lines.findIndex((l) => l.startsWith('population:')) + 1}: population: "30,500"`]);
  expect(after.startsWith('# Our home town: keep this comment.\n')).toBe(true);
  // The publish list says it in words.
  const { stdout } = await run('git', ['diff', '--numstat'], { cwd: dir });
  expect(stdout.trim()).toBe(`1\t1\t${TOWN}`);
});

test('a misspelled link shows the validator’s message at its field, and the preview follows the typing', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(address);
  await page.getByRole('link', { name: '/about' }).click();
  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByLabel('Label').fill('Write to us');
  const href = page.getByLabel('Href');
  await href.fill('/contcat');
  const field = href.locator('xpath=..');
  await expect(field.locator('.field-problems')).toContainText('/contcat', { timeout: 15_000 });
  await expect(href).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/1 problem to fix/)).toBeVisible({ timeout: 15_000 });
  // The fixture site has a page at /towns: the link is right now, and the problem goes away.
  await href.fill('/towns');
  await expect(field.locator('.field-problems')).toHaveCount(0, { timeout: 15_000 });

  const desktop = page.frameLocator('iframe[data-preview="desktop"]');
  const heading = page.getByLabel('Heading').first();
  await expect(desktop.locator('body')).toContainText('About us', { timeout: 15_000 });
  await heading.click();
  await heading.press('End');
  // Timed in the page, by its own clock: the last key down, and the first frame whose preview shows the text.
  await page.evaluate(() => {
    const w = window as unknown as { lastKey: number };
    addEventListener('keydown', (e) => (w.lastKey = e.timeStamp), true);
  });
  const shownAt = page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const tick = () => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe[data-preview="desktop"]');
          if (frame?.contentDocument?.body?.textContent?.includes(text)) resolve(performance.now());
          else requestAnimationFrame(tick);
        };
        tick();
      }),
    'About us and our team',
  );
  await heading.pressSequentially(' and our team', { delay: 20 });
  await expect(desktop.locator('body')).toContainText('About us and our team', { timeout: 5000 });
  const shown = Math.round((await shownAt) - (await page.evaluate(() => (window as unknown as { lastKey: number }).lastKey)));
  console.log(`preview redrawn ${shown} ms after the last key stroke`);
  // The target is 300 ms after a pause (measured by bench/studio.bench.ts); the test allows a loaded machine.
  expect(shown).toBeLessThan(1500);
  await expect(page.getByTitle(/phone width/)).toBeVisible();
});

test('the studio passes axe on a town and a page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(address);
  for (const name of ['/towns/greenville', '/about']) {
    await page.getByRole('link', { name }).click();
    await expect(page.locator('.fields')).toBeVisible();
    await expect(page.locator('iframe[data-preview="desktop"]')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  }
});

test('a town made in the studio is served by npm start', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(address);
  await page.getByRole('link', { name: 'New town or party' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Lone Oak');
  await page.getByRole('button', { name: 'Create' }).click();
  // The studio opens the new file in its form.
  await expect(page.getByRole('link', { name: '/towns/lone-oak' })).toHaveAttribute('aria-current', 'page', { timeout: 15_000 });
  expect(existsSync(join(dir, 'pages/towns/lone-oak.yaml'))).toBe(true);

  // `npm start` on that content: it builds, then serves the new page.
  const dist = `dist-studio-e2e-${port}`;
  const sitePort = await freePort();
  const site = spawn('npm', ['start'], {
    env: { ...process.env, CONTENT_ROOT: dir, DIST_DIR: dist, PORT: String(sitePort), HOST: '127.0.0.1', DATABASE_URL: ':memory:', SMTP_URL: '', DATA_DIR: join(dir, '.data') },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://127.0.0.1:${sitePort}/towns/lone-oak`;
    await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 150_000, intervals: [1000] }).toBe(200);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lone Oak');
  } finally {
    if (site.pid) process.kill(-site.pid);
    for (const suffix of ['', '.tmp', '.renderer']) rmSync(join(process.cwd(), `${dist}${suffix}`), { recursive: true, force: true });
  }
});
