// The studio as an owner without a terminal uses it: the site's own server (OWNER_STUDIO=on) on a scratch
// copy of the fixture content, the studio behind the inbox's sign-in. Signing in leads back to the studio;
// pages are listed by name; a picture field offers the site's pictures; a town's population changes as one line of its file, keeping
// the owner's comment; a misspelled link shows the owner's sentence at its field, with "Did you mean" as a button that takes it; the preview draws the
// page with its pictures and follows the typing; a new town opens in the form; a change without the
// session's token is refused; axe finds nothing. On a phone (390×844): a town is found by its name, its editor
// opens at its top with its description on screen, nothing scrolls sideways, every tap target is at least
// 44 px, no developer words are shown, items are named by their titles and moved in a menu, and the preview
// opens full screen at a phone's and a computer's size; a new description, seen in the preview, is published and
// read on the public page of the same server once the studio says "Live now". `npm run studio` (the studio on the owner's own machine) is
// started as a process in src/owner/studio/start.test.ts; its edits, checks and publishing are tested in process
// (src/owner/studio).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { hashOf } from '../../src/owner/studio/app.ts';
import { DEVELOPER_WORDS } from '../support/developer-words.ts';
import { quickHash } from '../support/quick-hash.ts';
import { FIXTURE_ROOT } from '../support/built-sites.ts';
import { expect, startSite, test } from './fixtures.ts';
import { phoneProblems } from './helpers.ts';

const run = promisify(execFile);
const PASSWORD = 'glitter and gold 2026';
const TOWN = 'pages/towns/greenville.yaml';

async function axe(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/** A screen that works on a phone: nothing wider than the screen, every control at least 44 by 44 px, the owner's words. */
async function expectPhoneFriendly(page: Page, name: string) {
  expect(await phoneProblems(page), name).toEqual([]);
  expect((await page.locator('body').innerText()).match(DEVELOPER_WORDS), `${name} shows developer words`).toBeNull();
}

test('the owner signs in, edits a town as one line of its file, is shown a mistake at its field, the preview following the typing, and starts a new town', async ({ page }) => {
  // The server builds the studio's page script at start when its cache is cold.
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-studio-'));
  const content = join(dir, 'content');
  // With its caches, as the server that runs the studio has them from the build it serves: a publish renders
  // again only the pages whose content changed.
  cpSync(FIXTURE_ROOT, content, { recursive: true });
  // A comment the owner wrote, which a save must keep.
  const file = join(content, TOWN);
  writeFileSync(file, `# Our home town: keep this comment.\n${readFileSync(file, 'utf8')}`);
  // As the site's repository has it: the build's caches are not content.
  writeFileSync(join(content, '.gitignore'), '.cache/\n');
  const git = (...args: string[]) => run('git', args, { cwd: content });
  await git('init', '-q');
  await git('add', '-A');
  await git('-c', 'user.name=Owner', '-c', 'user.email=owner@localhost', 'commit', '-qm', 'Content');
  // Where the site's repository is kept (GitHub, for the owner): Publish sends its commit there.
  const remote = join(dir, 'remote.git');
  await run('git', ['init', '-q', '--bare', remote]);
  await git('remote', 'add', 'origin', remote);
  await git('push', '-q', '-u', 'origin', 'HEAD');
  const server = await startSite('fixture', { CONTENT_ROOT: content, OWNER_STUDIO: 'on', OWNER_PASSWORD_HASH: await quickHash(PASSWORD) }, join(dir, 'data'));
  try {
    const url = server.url;
    // Not signed in, a save is refused.
    const before = readFileSync(file, 'utf8');
    const save = { file: TOWN, base: hashOf(before), ops: [{ op: 'set', path: ['population'], value: '1' }] };
    expect((await page.request.post(`${url}/owner/studio/api/save`, { data: save, headers: { Origin: url } })).status()).toBe(401);

    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(`${url}/owner/studio`);
    // Signed out: the inbox's sign-in, which comes back here.
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/owner\/studio$/);
    // Signed in, a change that does not carry the page's token (a form or script of another page) is refused.
    expect((await page.request.post(`${url}/owner/studio/api/save`, { data: save, headers: { Origin: url } })).status()).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(before);

    // Pages by name and kind, never by file or address.
    await expect(page.getByRole('link', { name: 'Site settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home · page' })).toBeVisible();
    await page.getByRole('link', { name: 'Greenville · town' }).click();
    const population = page.getByLabel('Population');
    await expect(population).toHaveValue(/\d/);
    // A picture field offers the pictures of the site and shows the one it names.
    const hero = page.getByLabel('Hero image', { exact: true });
    const offered = await page.locator(`datalist#${await hero.getAttribute('list')} option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toContain(await hero.inputValue());
    // The preview draws the page with its pictures, served under the studio's path.
    const desktop = page.frameLocator('iframe[data-preview="desktop"]');
    await expect(desktop.locator('h1')).toBeVisible();
    await expect.poll(() => desktop.locator('img').first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await axe(page, TOWN);

    // The preview follows the typing.
    await population.fill('30,500');
    await expect(desktop.locator('body')).toContainText('30,500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const after = readFileSync(file, 'utf8');
    const lines = before.split('\n');
    expect(after.split('\n').flatMap((line, i) => (line === lines[i] ? [] : [line]))).toEqual(['population: "30,500"']);
    expect(after.startsWith('# Our home town: keep this comment.\n')).toBe(true);
    expect((await git('diff', '--numstat')).stdout.trim()).toBe(`1\t1\t${TOWN}`);

    // A misspelled link: the validator's message at its field, gone once the link is right.
    await page.getByRole('link', { name: 'About Us · page' }).click();
    // Each block is folded under its summary: the last one, the call to action, is opened.
    await page.getByRole('group', { name: 'Sections' }).locator('summary').last().click();
    const href = page.getByRole('textbox', { name: 'Link', exact: true }).last();
    const link = await href.inputValue();
    await href.fill('/contcat');
    const field = href.locator('xpath=..');
    await expect(field.locator('.field-problems')).toContainText('/contcat');
    await expect(field.locator('.field-problems')).toContainText('Did you mean /contact?');
    await expect(href).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/1 problem to fix/)).toBeVisible();
    // "Did you mean" is a button that takes it.
    await field.getByRole('button', { name: 'Use /contact' }).click();
    await expect(href).toHaveValue('/contact');
    await expect(field.locator('.field-problems')).toHaveCount(0);
    await href.fill(link);
    await expect(field.locator('.field-problems')).toHaveCount(0);
    await axe(page, 'pages/about.yaml');

    // A new town opens in its form, its file written.
    await page.getByRole('link', { name: 'New town or party' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Lone Oak');
    // Create waits for the counties, which come from the site's settings once the tool has opened.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByLabel('County')).not.toHaveValue('');
    await expect(page.getByRole('link', { name: 'Lone Oak · town' })).toHaveAttribute('aria-current', 'page');
    expect(existsSync(join(content, 'pages/towns/lone-oak.yaml'))).toBe(true);

    // The studio links back to the inbox, and the inbox to the studio.
    await page.getByRole('link', { name: 'Back to bookings' }).click();
    await expect(page).toHaveURL(/\/owner$/);
    await page.getByRole('link', { name: 'Edit the site' }).click();
    await expect(page).toHaveURL(/\/owner\/studio$/);

    // On a phone: the list of pages is the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url}/owner/studio`);
    await expect(page.getByRole('link', { name: 'Greenville · town' })).toBeVisible();
    await expectPhoneFriendly(page, 'the list of pages');
    // A town found by its name opens in its own screen, at its top, its description on screen.
    await page.getByLabel('Find a page').fill('greenville');
    await expect(page.getByRole('navigation').getByRole('link', { name: / · town$/ })).toHaveCount(1);
    await page.getByRole('link', { name: 'Greenville · town' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Greenville/ })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(page.getByLabel('Find a page')).toBeHidden();
    await expectPhoneFriendly(page, 'the town');
    // Save and Preview stay in reach at the bottom of the page too.
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    // The preview fills the screen, at a phone's size and, on a tap, a computer's.
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page.locator('iframe[data-preview="phone"]')).toBeVisible();
    await expect(page.frameLocator('iframe[data-preview="phone"]').locator('h1')).toContainText('Greenville');
    await dialog.getByRole('button', { name: 'Computer' }).click();
    await expect(page.locator('iframe[data-preview="desktop"]')).toBeVisible();
    await expect(page.locator('iframe[data-preview="phone"]')).toBeHidden();
    await axe(page, 'the preview on a phone');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The owner's loop: a new description, seen in the preview, saved, published, and read on the public page
    // of this same server once the studio says it is live.
    const words = 'Greenville, freshly published from a phone.';
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(words);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.frameLocator('iframe[data-preview="phone"]').locator('body')).toContainText(words);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const publicPage = () => server.get('/towns/greenville').then(async (res) => ({ status: res.status, text: await res.text() }));
    expect((await publicPage()).text).not.toContain(words);
    // Publish is one tap away: it lists the page by its name, with what changed.
    await page.getByRole('link', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Greenville · town')).toBeVisible();
    await expectPhoneFriendly(page, 'publishing');
    await page.getByLabel('What changed, in a few words').fill('A new description for Greenville');
    const tapped = Date.now();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // While the new version is built, visitors get the old one, whole.
    expect(await publicPage()).toMatchObject({ status: 200 });
    const live = page.getByRole('status').filter({ hasText: 'Live now' });
    await expect(live).toBeVisible({ timeout: 30_000 });
    expect(Date.now() - tapped).toBeLessThan(30_000);
    expect((await publicPage()).text).toContain(words);
    await expect(live.getByRole('link', { name: 'Greenville · town' })).toHaveAttribute('href', '/towns/greenville');
    await expect(page.getByRole('button', { name: 'Undo this publish' })).toBeVisible();
    expect((await run('git', ['log', '-1', '--format=%s'], { cwd: remote })).stdout.trim()).toBe('A new description for Greenville');
    await expectPhoneFriendly(page, 'live now');
    // The way back leads to the list.
    await page.getByRole('link', { name: '← All pages' }).click();
    await expect(page.getByLabel('Find a page')).toBeVisible();

    // A party's packages are named by their titles, and moved in a menu that the keyboard works.
    await page.getByLabel('Find a page').fill('birthday');
    await page.getByRole('link', { name: 'Birthday · party' }).click();
    const packages = page.getByRole('group', { name: 'Packages' });
    const first = packages.locator('summary').first();
    await expect(first).toContainText('Birthday Sparkle');
    await expect(first).toContainText('Package 1');
    await expect(page.getByText(/^Item \d/)).toHaveCount(0);
    const more = packages.getByRole('button', { name: 'More for Birthday Sparkle' });
    await more.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Move down' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    await more.press('Enter');
    await page.keyboard.press('Enter');
    await expect(first).not.toContainText('Birthday Sparkle');
    await expect(packages.locator('summary').nth(1)).toContainText('Birthday Sparkle');
    await expectPhoneFriendly(page, 'the party');
    await axe(page, 'the party on a phone');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
