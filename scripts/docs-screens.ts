// The pictures of the owner's guide (docs/owner-guide.md): the real studio and bookings inbox at a phone's
// size (390×844), on the fixture content, remade by `npm run docs:screens` whenever the screens change.
// A scratch copy of tests/fixtures/site is made a git repository (the studio publishes commits), the
// production server is started in this process with the studio on (it builds the published commit at start),
// a few bookings are sent to its booking API (one holding a time, two moved to today for the day's page), and
// Debian's headless Chromium signs in and takes each screen as the owner meets it. Takes about a minute.
//   npm run docs:screens
import '../src/server/production-env.ts';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { addCalendarDays, businessDate, instantOf } from '../src/server/appointments/free-times.ts';
import { hashPassword } from '../src/server/inbox/password.ts';
import { startServer, type StartedServer } from '../src/start-server.ts';

const PROJECT = process.cwd();
const OUT = join(PROJECT, 'docs/owner-guide');
const PASSWORD = 'glitter and gold for the guide';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const run = promisify(execFile);
const started = Date.now();

/** A copy of the fixture content, committed, as the owner's server has the site's repository. */
async function contentRepository(dir: string): Promise<string> {
  const content = join(dir, 'content');
  cpSync(join(PROJECT, 'tests/fixtures/site'), content, { recursive: true });
  writeFileSync(join(content, '.gitignore'), '.cache/\n');
  const git = (...args: string[]) => run('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@localhost', ...args], { cwd: content });
  await git('init', '-q');
  await git('add', '--', '.gitignore', 'site.config.yaml', 'pages', 'public');
  await git('commit', '-qm', 'The site as it is');
  return content;
}

/** Bookings as the booking form sends them: two moved to today, a request without a time, and a held time (the newest). */
async function seedBookings(server: StartedServer): Promise<void> {
  const post = async (fields: Record<string, string>) => {
    const res = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ date: '', message: '', ...fields }),
    });
    if (res.status !== 201) throw new Error(`a booking was refused: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { reference: string }).reference;
  };
  const today = businessDate(Date.now());
  const firstFree = async (service: string, town: string) => {
    for (let i = 1; i <= 20; i++) {
      const date = addCalendarDays(today, i);
      const res = await fetch(`${server.url}/api/free-times?${new URLSearchParams({ service, date, town })}`);
      const start = ((await res.json()) as { times?: { start: string }[] }).times?.[0]?.start;
      if (start) return start;
    }
    throw new Error(`no free time for ${service} in ${town} in the coming 20 days`);
  };
  // Tooth Gems are confirmed at once (the fixture's confirmAtOnce): two stops of today, once moved there.
  const today1 = await post({ name: 'Jada Thompson', email: 'jada@example.com', phone: '(903) 555-0142', service: 'Tooth Gems', place: '2200 Washington St, Commerce', start: await firstFree('Tooth Gems', 'Commerce') });
  const today2 = await post({ name: 'Brianna Lee', email: 'brianna@example.com', phone: '(903) 555-0187', service: 'Tooth Gems', place: '2600 Lee St, Greenville', start: await firstFree('Tooth Gems', 'Greenville') });
  const move = async (reference: string, minuteOfDay: number) => {
    const start = instantOf(today, minuteOfDay);
    await server.desk.store.client.execute({ sql: 'UPDATE bookings SET starts_at = ?, ends_at = ? WHERE reference = ?', args: [new Date(start).toISOString(), new Date(start + 30 * 60_000).toISOString(), reference] });
  };
  await move(today1, 10 * 60);
  await move(today2, 11 * 60 + 30);
  await post({ name: 'Kayla Brooks', email: 'kayla@example.com', service: 'Permanent Jewelry', place: 'Emory', date: addCalendarDays(today, 12), message: 'Matching bracelets for me and my sister, in gold if you have it.' });
  await post({ name: 'Marisol Reyes', email: 'marisol@example.com', phone: '(903) 555-0110', service: 'Teeth Whitening', place: '400 Lee St, Greenville', start: await firstFree('Teeth Whitening', 'Greenville') });
}

/** Takes the screen as it is (the viewport, not the whole page) once its fonts are in. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`${name}.png`);
}

const centre = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));

async function studioScreens(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/owner/studio`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Greenville · town' }).waitFor();
  await shot(page, 'studio-pages');

  // A link with a typo on the About page: the problem at its field, and the button that fixes it.
  await page.getByLabel('Find a page').fill('about');
  await page.getByRole('link', { name: 'About Us · page' }).click();
  await page.getByRole('group', { name: 'Sections' }).locator('summary').last().click();
  const link = page.getByRole('textbox', { name: 'Link', exact: true }).last();
  const was = await link.inputValue();
  await link.fill('/contcat');
  await page.getByRole('button', { name: 'Use /contact' }).waitFor();
  await link.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'studio-problem');
  await link.fill(was);
  await page.getByText('No problems found.').waitFor();

  // A town in its form: its description changed, seen in the preview.
  await page.getByRole('link', { name: '← All pages' }).first().click();
  // The link is as it was, so nothing is left to save; should the page still count it as a change, leave it.
  const leaveAbout = page.getByRole('button', { name: 'Leave without saving' });
  await page.waitForTimeout(500);
  if (await leaveAbout.isVisible()) await leaveAbout.click();
  await page.getByLabel('Find a page').fill('greenville');
  await page.getByRole('link', { name: 'Greenville · town' }).click();
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.waitFor();
  await shot(page, 'studio-town');
  await description.fill('Greenville is our home town: we come to your door anywhere in town, six days a week.');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.frameLocator('iframe[data-preview="phone"]');
  await preview.locator('h1').waitFor();
  await page.waitForTimeout(1500);
  await shot(page, 'studio-preview');
  await page.keyboard.press('Escape');

  // Leaving with the change not saved asks first.
  await page.getByRole('link', { name: '← All pages' }).first().click();
  await page.getByRole('dialog', { name: 'Save your changes?' }).waitFor();
  await shot(page, 'studio-leave');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

  // Publish: the change listed, then live, then the Undo question.
  await page.getByRole('link', { name: 'Publish', exact: true }).click();
  await page.getByRole('main').getByText('Greenville · town').waitFor();
  await page.getByLabel('What changed, in a few words').fill('A warmer welcome for Greenville');
  await centre(page, 'ul.changes');
  await shot(page, 'studio-publish');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Live now' }).waitFor({ timeout: 180_000 });
  await shot(page, 'studio-live');
  await page.getByRole('button', { name: 'Undo this publish' }).click();
  await page.getByRole('button', { name: 'Yes, undo it' }).waitFor();
  await shot(page, 'studio-undo');
  await page.getByRole('button', { name: 'Keep it' }).click();
}

async function inboxScreens(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/owner`);
  await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
  await shot(page, 'inbox-list');
  await page.getByRole('link', { name: 'Marisol Reyes', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Marisol Reyes' }).waitFor();
  await page.locator('#status-heading').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'inbox-booking');
  await page.goto(`${url}/owner/today`);
  await page.getByRole('link', { name: 'Jada Thompson', exact: true }).waitFor();
  await shot(page, 'inbox-today');
  await page.goto(`${url}/owner/calendar`);
  // From its heading: the iPhone's button, the address and the Copy button for Android, on one screen.
  await page.getByRole('heading', { level: 1, name: 'Calendar subscription' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'inbox-calendar');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-screens-'));
  const logs: string[] = [];
  let server: StartedServer | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const content = await contentRepository(dir);
    const env = {
      ...process.env,
      CONTENT_ROOT: content,
      DIST_DIR: join(dir, 'dist'),
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: join(dir, 'bookings.db'),
      SMTP_URL: '',
      INSTAGRAM_ACCESS_TOKEN: '',
      INSTAGRAM_USER_ID: '',
      OWNER_STUDIO: 'on',
      OWNER_PASSWORD_HASH: await hashPassword(PASSWORD),
    };
    console.log('Building the fixture site and starting its server…');
    server = await startServer({ root: PROJECT, env, port: 0, hostname: '127.0.0.1', log: (line) => logs.push(line) });
    await seedBookings(server);
    mkdirSync(OUT, { recursive: true });
    for (const old of readdirSync(OUT).filter((f) => f.endsWith('.png'))) rmSync(join(OUT, old));
    browser = await chromium.launch({ executablePath: CHROMIUM });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await studioScreens(page, server.url);
    await inboxScreens(page, server.url);
    const files = readdirSync(OUT).filter((f) => f.endsWith('.png'));
    const kb = Math.round(files.reduce((sum, f) => sum + statSync(join(OUT, f)).size, 0) / 1024);
    console.log(`${files.length} pictures in docs/owner-guide/ (${kb} KB) in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    if (logs.length > 0) console.error(logs.slice(-20).join('\n'));
    throw error;
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
