// The Instagram feed in the browser: loading, the posts (hostile captions and links as text, square pictures,
// one to three columns), each state (empty, failing, not configured, an account the site does not show), the
// search kept in the address, and the production server's proxy bringing posts from a (fake) Graph API.
// The data's rules are tested as functions and components (src/data/instagram, src/blocks/instagram-feed,
// src/server/instagram); the prerendered page over HTTP (tests/unit/http).
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { instagramMessages as m, type InstagramPost } from '../../src/data/instagram/index.ts';
import { discoveryAnswer, graphImage, startFakeGraph } from '../support/fake-graph-server.ts';
import { expect, startSite, test } from './fixtures.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

const API = '**/api/instagram?**';
const PICTURE = readFileSync('tests/fixtures/site/public/images/parties/birthday-1.svg');
const post = (n: number, extra: Partial<InstagramPost> = {}): InstagramPost => ({
  id: String(n),
  // Instagram serves pictures from its CDN, the only outside host the pages allow images from.
  mediaUrl: `https://scontent.cdninstagram.com/v/t51/${n}.jpg`,
  permalink: `https://www.instagram.com/p/P${n}/`,
  caption: `Post ${n}: fresh tooth gems and a welded bracelet for a birthday queen in Greenville #toothgems`,
  timestamp: `2026-01-0${n}T18:10:00.000Z`,
  mediaType: 'IMAGE',
  ...extra,
});
const POSTS = [1, 2, 3, 4, 5, 6].map((n) => post(n));

type Answer = (route: Route) => Promise<void>;
const json = (body: unknown, status = 200): Answer => (route) => route.fulfill({ status, json: body });

/**
 * Nothing leaves the machine: pictures from outside hosts get a local SVG, anything else outside is
 * refused. Returns every URL the page asked for.
 */
async function offline(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }) : route.abort()),
  );
  return requests;
}

/** Answers the feed request, opens the page and waits for hydration; returns the console problems. */
async function open(page: Page, answer: Answer, search = ''): Promise<string[]> {
  const problems = watchConsole(page);
  await offline(page);
  await page.route(API, answer);
  await page.goto(`/instagram-feed${search}`);
  await hydrated(page);
  return problems;
}

// The lines the page logs on purpose when the feed fails.
const unexpected = (problems: string[]) =>
  problems.filter((p) => !p.includes('Failed to fetch Instagram posts') && !/Failed to load resource/.test(p));
const status = (page: Page) => page.getByRole('status');
const posts = (page: Page) => page.getByRole('list', { name: m.postsListLabel }).locator(':scope > li');
const placeholders = (page: Page) => page.locator('[data-placeholder="true"]');
const note = (page: Page) => page.getByRole('note');
const username = (page: Page) => page.getByLabel(m.usernameLabel);
const hashtag = (page: Page) => page.getByLabel(m.hashtagLabel);
const heading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

async function expectPlaceholders(page: Page) {
  await expect(placeholders(page)).toHaveCount(3);
  await expect(placeholders(page).first()).toContainText('Instagram post preview');
  await expect(placeholders(page).locator('a, img')).toHaveCount(0);
  await expectNote(page);
}

/** The note is for visitors: plain words (no server settings such as INSTAGRAM_USER_ID) and the profile link. */
async function expectNote(page: Page) {
  const { site } = await content();
  await expect(note(page)).toContainText(m.setupNote);
  expect(await note(page).textContent()).not.toMatch(/[A-Z]+_[A-Z_]+|token|environment|server/i);
  const profile = note(page).getByRole('link', { name: new RegExp(`^${m.setupLink}`) });
  await expect(profile).toHaveAttribute('href', site.social.instagram);
  await expect(profile).toHaveAttribute('target', '_blank');
}

test('loading, then the posts: hostile captions and links as text, Texas dates, square lazy pictures, new-tab links, in 3, 2 and 1 columns as the screen narrows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const xss = post(1, { caption: '<img src=x onerror="window.__xss=1"> Glow', timestamp: '2026-01-06T03:00:00Z' });
  const long = post(2, { caption: `${'x'.repeat(300)} #${'gems'.repeat(40)}` });
  const hostile = [post(7, { permalink: 'javascript:window.__xss=1' }), post(8, { mediaUrl: 'http://cdn.example/8.jpg' })];
  const problems = watchConsole(page);
  const requests = await offline(page);
  await page.route(API, async (route) => {
    await held;
    await route.fulfill({ json: [xss, long, ...hostile, ...POSTS.slice(2)] });
  });
  await page.goto(`/instagram-feed?username=${'a'.repeat(30)}&hashtag=${'b'.repeat(60)}`);
  await hydrated(page);
  await expect(status(page)).toHaveText(m.loading);
  await expectPlaceholders(page);
  release();

  await expect(posts(page)).toHaveCount(6);
  await expect(status(page)).toHaveText('');
  await expect(placeholders(page)).toHaveCount(0);
  await expect(note(page)).toHaveCount(0);
  const first = posts(page).first();
  await expect(first).toContainText('<img src=x onerror="window.__xss=1"> Glow');
  // 9 PM on January 5 in Greenville is January 6 in UTC; the post is dated in Texas.
  await expect(first.locator('time')).toHaveText('January 5, 2026');
  const links = first.locator('a');
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/p/P1/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(first.getByRole('link', { name: m.viewOnInstagram })).toBeVisible();
  const img = first.locator('img');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('alt', '<img src=x onerror="window.__xss=1"> Glow');
  const box = (await img.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  // Two lines of caption at most.
  const caption = posts(page).nth(1).locator('p').first();
  const lineHeight = await caption.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await caption.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  // A javascript: permalink never becomes a link, an http: picture never loads, a caption never runs.
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(requests.filter((url) => url.startsWith('http://cdn.example'))).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  for (const [width, columns] of [[1280, 3], [800, 2], [375, 1]] as const) {
    await page.setViewportSize({ width, height: 900 });
    const xs = await posts(page).evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().x)));
    expect(new Set(xs).size, `${width} px`).toBe(columns);
    expect(xs.slice(0, columns)).toEqual([...xs.slice(0, columns)].sort((a, b) => a - b));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width} px`).toBe(0);
  }
  expect(problems).toEqual([]);
});

test('each state at 375 px: empty says so; Instagram down shows the error with placeholders, and no error in the console; without credentials placeholders and the note, and a clean console; another account is refused in plain words, with the site\'s own posts a tap away', async ({ page }) => {
  const { site } = await content();
  await open(page, json([]));
  await expect(status(page)).toHaveText(m.empty);
  await expect(placeholders(page)).toHaveCount(0);
  await expect(note(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.unrouteAll();
  // Instagram down, as the proxy says it: in a 200, so the console has no error, only the feed's warning.
  let problems = await open(page, json({ unavailable: 'instagram', error: 'Instagram is unavailable right now.' }));
  await expect(page.getByRole('alert')).toHaveText(m.error);
  await expectPlaceholders(page);
  await expect(status(page)).toHaveText('');
  expect(unexpected(problems)).toEqual([]);
  expect(problems.filter((p) => !p.startsWith('warning:'))).toEqual([]);

  await page.unrouteAll();
  problems = await open(page, json({ unavailable: 'not-configured', error: 'Instagram is not configured' }));
  await expect(status(page)).toHaveText('');
  await expectPlaceholders(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const xs = await placeholders(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
  expect(new Set(xs).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // Without credentials the page only shows it: nothing in the console at all.
  expect(problems).toEqual([]);

  await page.unrouteAll();
  problems = await open(
    page,
    (route) =>
      new URL(route.request().url()).searchParams.get('username') === site.instagram.defaultUsername
        ? route.fulfill({ json: POSTS.slice(0, 2) })
        : route.fulfill({ status: 403, json: { error: `This site shows Instagram posts from @${site.instagram.defaultUsername} only.` } }),
    '?username=someone.else&hashtag=gems',
  );
  await expect(status(page)).toHaveText(m.notAllowed('someone.else', [site.instagram.defaultUsername, ...site.instagram.allowedUsernames]));
  await expect(placeholders(page)).toHaveCount(0);
  await expect(note(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: m.showAllowed(site.instagram.defaultUsername) }).click();
  await expect(page).toHaveURL(new RegExp(`\\?username=${site.instagram.defaultUsername.replace('.', '\\.')}&hashtag=gems$`));
  await expect(posts(page)).toHaveCount(2);
  await expect(username(page)).toHaveValue(site.instagram.defaultUsername);
  expect(unexpected(problems)).toEqual([]);
});

test('the search lives in the URL: request, reload and back button', async ({ page }) => {
  const { site } = await content();
  const asked: URL[] = [];
  const problems = await open(page, (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    return route.fulfill({ json: [post(1, { caption: `by ${url.searchParams.get('username')}` })] });
  });
  await expect(posts(page)).toHaveCount(1);
  expect(asked.map((u) => u.search)).toEqual([`?username=${site.instagram.defaultUsername}`]);

  await username(page).fill('Some.One');
  await hashtag(page).fill('#ToothGems');
  await page.getByRole('button', { name: m.searchButton }).click();
  await expect(page).toHaveURL(/\/instagram-feed\?username=Some\.One&hashtag=ToothGems$/);
  await expect(heading(page)).toHaveText("Some.One's Posts #ToothGems");
  await expect(hashtag(page)).toHaveValue('ToothGems');
  await expect(posts(page).first()).toContainText('by Some.One');
  expect(asked.at(-1)?.search).toBe('?username=Some.One&hashtag=ToothGems');

  await username(page).fill('another');
  await hashtag(page).fill('');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/instagram-feed\?username=another$/);
  await expect(heading(page)).toHaveText("another's Posts");
  await expect(posts(page).first()).toContainText('by another');
  expect(asked.at(-1)?.searchParams.has('hashtag')).toBe(false);

  await page.reload();
  await hydrated(page);
  await expect(heading(page)).toHaveText("another's Posts");
  await expect(username(page)).toHaveValue('another');
  await expect(hashtag(page)).toHaveValue('');

  await page.goBack();
  await expect(page).toHaveURL(/\?username=Some\.One&hashtag=ToothGems$/);
  await expect(username(page)).toHaveValue('Some.One');
  await expect(hashtag(page)).toHaveValue('ToothGems');
  await expect(heading(page)).toHaveText("Some.One's Posts #ToothGems");
  await page.goBack();
  await expect(page).toHaveURL(/\/instagram-feed$/);
  await expect(username(page)).toHaveValue(site.instagram.defaultUsername);
  await expect(hashtag(page)).toHaveValue('');
  // Reloading with a query hydrates cleanly: the URL is read only after hydration.
  expect(problems).toEqual([]);
});

test('end to end: the production server and its proxy bring posts from a (fake) Graph API', async ({ page }) => {
  const { site } = await content();
  const graph = await startFakeGraph(() => ({ json: discoveryAnswer([1, 2, 3].map((n) => graphImage(n))) }));
  const server = await startSite('fixture', { INSTAGRAM_ACCESS_TOKEN: 'test-token', INSTAGRAM_USER_ID: '17841400000000000', INSTAGRAM_GRAPH_URL: graph.baseUrl });
  const base = server.url;
  try {
    const requests = await offline(page);
    await page.goto(`${base}/instagram-feed`);
    await expect(posts(page)).toHaveCount(3);
    await expect(posts(page).first()).toContainText('Post 1 #glowandgo');
    await expect(posts(page).first().locator('time')).toHaveText('January 5, 2026');
    await expect(posts(page).first().getByRole('link', { name: m.viewOnInstagram })).toHaveAttribute('href', 'https://www.instagram.com/p/POST1/');
    await expect(placeholders(page)).toHaveCount(0);
    await expect(note(page)).toHaveCount(0);
    expect(requests.some((url) => url.startsWith('https://scontent.cdninstagram.com/'))).toBe(true);
    const asked = graph.requests.map((u) => u.searchParams.get('fields') ?? '');
    expect(asked.some((f) => f.startsWith(`business_discovery.username(${site.instagram.defaultUsername})`))).toBe(true);
    // Another account, or a hashtag alone, is refused by the server without spending the token.
    const before = graph.requests.length;
    for (const query of ['username=someone.else', 'username=&hashtag=gems']) {
      const refused = await fetch(`${base}/api/instagram?${query}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: expect.any(String) });
    }
    expect(graph.requests).toHaveLength(before);
  } finally {
    await server.close();
    await graph.close();
  }
});
