// The events page in the browser: the week calendar and the list over a sheet with hostile rows, by mouse and
// keyboard, at desktop and phone width; the sheet failing; the island's code or React failing to download.
// The data's rules (dates, sorting, samples, retries, the empty and error states) are tested as functions and
// components (src/data/events, src/blocks/events); the prerendered page over HTTP (tests/unit/http).
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'yaml';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SHEET_UNAVAILABLE } from '../../src/data/events/fetch-events.ts';
import { eventsMessages as m } from '../../src/data/events/messages.ts';
import { islandText } from '../../src/islands/markup.ts';
import { hydrated, sampleEvents, watchConsole } from './helpers.ts';

// Wednesday 25 November 2026, 9 AM in Chicago. setFixedTime pins Date only: timers still run.
const NOW = new Date('2026-11-25T15:00:00Z');
const XSS = '<img src=x onerror="window.__xss=1"><b>Bold</b> Party';
const SHEET = [
  'date,eventName,time,price,location,address',
  '12-02-2026,December Market,9 AM - 3 PM,$50+,"Emory, TX","100 Main St, Emory, TX 75440"',
  '11-28-2026,Saturday Whitening,10 AM - 4 PM,$99,"Commerce, TX","1200 Park St, Commerce, TX 75428"',
  '11-20-2026,Past Pop-Up,1 PM,$10,"Como, TX",1 Past St',
  '11-25-2026,Gems Today,12 PM - 6 PM,$75+,"Greenville, TX","2700 Stonewall St, Greenville, TX 75401"',
  '02-30-2027,Impossible Day,1 PM,$1,Nowhere,0 St',
  '2027-01-05,Wrong Format,1 PM,$1,Nowhere,0 St',
  `12-12-2026,"${XSS.replaceAll('"', '""')}",6 PM - 9 PM,$40+,"Caddo Mills, TX",2 Elm St`,
  '11-28-2026,Jewelry Night,5 PM - 9 PM,$65+,"Sulphur Springs, TX",125 Connally St',
  '01-09-2027,New Year Reset,11 AM,$99,"Greenville, TX",2700 Stonewall St',
  '11-10-2026,Older Past Event,1 PM,$10,"Como, TX",1 Past St',
].join('\n');
const ABSENT = ['Past Pop-Up', 'Impossible Day', 'Wrong Format', 'Older Past Event'];

type Answer = (route: Route) => Promise<void>;
const csv = (body: string, status = 200): Answer => (route) =>
  route.fulfill({ status, contentType: status === 200 ? 'text/csv' : 'text/plain', body });

/** Pins today, answers the sheet request, opens /events and waits for hydration; returns console problems. */
async function open(page: Page, answer: Answer = csv(SHEET), now: Date = NOW): Promise<string[]> {
  const problems = watchConsole(page);
  await page.clock.setFixedTime(now);
  await page.route('**/api/events.csv', answer);
  await page.goto('/events');
  await hydrated(page);
  return problems;
}

// Only the lines the page logs on purpose (the data layer's warnings, the browser's note on a failed request).
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/^warning: Events: /.test(p) && !/^error: Failed to load resource/.test(p));

const calendar = (page: Page) => page.getByRole('tabpanel', { name: m.calendarTab });
const list = (page: Page) => page.getByRole('tabpanel', { name: m.listTab });

/** The shown week as { 'YYYY-MM-DD': [event names] } for the days that have events. */
async function weekEvents(page: Page): Promise<Record<string, string[]>> {
  const days = await calendar(page).locator('ol > li').evaluateAll((lis) =>
    lis.map((li) => [
      li.querySelector('time')?.getAttribute('datetime') ?? '?',
      [...li.querySelectorAll('ul > li > p:first-child')].map((p) => p.textContent ?? ''),
    ] as const),
  );
  expect(days).toHaveLength(7);
  return Object.fromEntries(days.filter(([, names]) => names.length > 0));
}

async function expectWeek(page: Page, range: string, events: Record<string, string[]>) {
  await expect(calendar(page).getByRole('heading', { name: range, exact: true })).toBeVisible();
  expect(await weekEvents(page)).toEqual(events);
}

const scan = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('at 1280 px: loading, then the current week with today marked and the next event, weeks back and forth without bound, the list by month with every detail and HTML as text, tabs by keyboard, axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const problems = watchConsole(page);
  await page.clock.setFixedTime(NOW);
  await page.route('**/api/events.csv', async (route) => {
    await held;
    await csv(SHEET)(route);
  });
  await page.goto('/events');
  await hydrated(page);
  const loading = page.getByRole('status').filter({ hasText: m.loading });
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: m.calendarTab })).toHaveAttribute('aria-selected', 'true');
  await expectWeek(page, 'Nov 22 – Nov 28, 2026', { '2026-11-25': ['Gems Today'], '2026-11-28': ['Saturday Whitening', 'Jewelry Night'] });
  const today = calendar(page).locator('li[aria-current="date"]');
  await expect(today.locator('time')).toHaveAttribute('datetime', '2026-11-25');
  await expect(calendar(page).locator('ol > li').first()).toContainText('Sunday, November 22, 2026');
  const banner = page.getByRole('group', { name: m.nextEventLabel });
  for (const text of ['Gems Today', 'Wednesday, November 25, 2026', '12 PM - 6 PM', 'Greenville, TX']) await expect(banner).toContainText(text);
  expect(await scan(page)).toEqual([]);

  const next = page.getByRole('button', { name: m.nextWeek });
  const previous = page.getByRole('button', { name: m.previousWeek });
  await next.click();
  await expectWeek(page, 'Nov 29 – Dec 5, 2026', { '2026-12-02': ['December Market'] });
  await next.click();
  await expectWeek(page, 'Dec 6 – Dec 12, 2026', { '2026-12-12': [XSS] });
  await next.click();
  await expectWeek(page, 'Dec 13 – Dec 19, 2026', {});
  for (let i = 0; i < 6; i++) await previous.click();
  // Past events are gone from the data, so earlier weeks are empty.
  await expectWeek(page, 'Nov 1 – Nov 7, 2026', {});
  await expect(calendar(page).locator('li[aria-current="date"]')).toHaveCount(0);

  // The tabs by keyboard: arrows, Home and End move the selection; one tab stop, then the panel.
  const calendarTab = page.getByRole('tab', { name: m.calendarTab });
  const listTab = page.getByRole('tab', { name: m.listTab });
  await expect(listTab).toHaveAttribute('tabindex', '-1');
  await calendarTab.focus();
  const expectSelected = async (tab: typeof listTab, other: typeof listTab) => {
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveAttribute('tabindex', '0');
    await expect(other).toHaveAttribute('tabindex', '-1');
    await expect(page.locator(`#${await tab.getAttribute('aria-controls')}`)).toBeVisible();
    await expect(page.locator(`#${await other.getAttribute('aria-controls')}`)).toBeHidden();
  };
  await page.keyboard.press('ArrowRight');
  await expectSelected(listTab, calendarTab);
  await page.keyboard.press('ArrowRight');
  await expectSelected(calendarTab, listTab);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(listTab, calendarTab);
  await page.keyboard.press('Home');
  await expectSelected(calendarTab, listTab);
  await page.keyboard.press('End');
  await expectSelected(listTab, calendarTab);
  await page.keyboard.press('Tab');
  await expect(list(page)).toBeFocused();

  const panel = list(page);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['November 2026', 'December 2026', 'January 2027']);
  await expect(panel.getByRole('heading', { level: 4 })).toHaveText(['Gems Today', 'Saturday Whitening', 'Jewelry Night', 'December Market', XSS, 'New Year Reset']);
  await expect(panel.getByRole('region', { name: 'December 2026' }).getByRole('heading', { level: 4 })).toHaveText(['December Market', XSS]);
  const item = panel.getByRole('listitem').filter({ hasText: 'Saturday Whitening' });
  // The visible day reads 'Sat 28'; a screen reader hears the whole date.
  await expect(item.locator('time')).toHaveText('Saturday, November 28, 2026Sat28');
  for (const text of ['10 AM - 4 PM', 'Commerce, TX', '1200 Park St, Commerce, TX 75428', 'Price: $99']) await expect(item).toContainText(text);
  for (const name of ABSENT) await expect(page.getByText(name)).toHaveCount(0);
  // HTML in a cell shows as literal text and never runs.
  await expect(panel.locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await scan(page)).toEqual([]);

  // The sheet's problems are logged for the owner, never shown; nothing else is logged.
  expect(problems.some((p) => p.includes('02-30-2027'))).toBe(true);
  expect(unexpected(problems)).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ hasTouch: true });

  test('the days stack and nothing scrolls sideways; when the sheet fails, the sample events and a toast that hides by itself, axe-clean', async ({ page: opened, context }) => {
    let page = opened;
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page);
    await expect(page.getByRole('heading', { name: 'Nov 22 – Nov 28, 2026' })).toBeVisible();
    const days = calendar(page).locator('ol > li');
    const first = (await days.nth(0).boundingBox())!;
    const second = (await days.nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(Math.abs(second.x - first.x)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: m.listTab }).tap();
    await expect(list(page).getByRole('heading', { name: 'January 2027' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: m.calendarTab }).tap();
    await page.getByRole('button', { name: m.nextWeek }).tap();
    await expect(page.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeVisible();

    // The sheet fails: the sample events of the content, a toast, no error state.
    const samples = await sampleEvents();
    // In a new page whose clock the test moves, so the toast's own timer is not waited for.
    await page.close();
    page = await context.newPage();
    await page.clock.install({ time: new Date(Date.parse(`${samples[0]!.iso}T17:00:00Z`) - 86_400_000) });
    const problems = watchConsole(page);
    await page.route('**/api/events.csv', csv('Internal error', 500));
    await page.goto('/events');
    await hydrated(page);
    const toast = page.getByRole('status').filter({ hasText: m.toastTitle });
    await expect(toast).toContainText(m.toastDescription);
    await expect(page.getByRole('group', { name: m.sampleEventLabel })).toContainText(samples[0]!.name);
    await expect(page.getByText(m.error)).toHaveCount(0);
    expect(await scan(page)).toEqual([]);
    await page.clock.runFor(10_000);
    await expect(toast).toBeHidden();
    expect(problems.some((p) => p.startsWith('warning: Events: '))).toBe(true);
    expect(unexpected(problems)).toEqual([]);
  });
});

test("with the sheet down and every sample past, the page says once, in the page's words, that the dates can't be shown and where to go instead; the console has no error", async ({ page }) => {
  const block = (parse(readFileSync('tests/fixtures/site/pages/events.yaml', 'utf8')) as { blocks: Array<{ type: string; unavailable?: string; onward?: Array<{ label: string; href: string }> }> }).blocks.find((b) => b.type === 'events')!;
  // The relay with no copy of a sheet it cannot read answers so in a 200 (no failed request to log).
  const problems = await open(page, (route) => route.fulfill({ json: SHEET_UNAVAILABLE }), new Date('2099-01-01T15:00:00Z'));
  await expect(calendar(page).getByText(block.unavailable!)).toBeVisible();
  for (const link of block.onward!) await expect(calendar(page).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  for (const text of [m.toastTitle, m.toastDescription, m.calendarEmpty, m.error]) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: m.nextWeek })).toHaveCount(0);
  await page.getByRole('tab', { name: m.listTab }).click();
  await expect(list(page).getByText(block.unavailable!)).toBeVisible();
  expect(await scan(page)).toEqual([]);
  expect(problems.filter((p) => !/^warning: Events: /.test(p))).toEqual([]);
});

test("when the block's code, or React itself, cannot be downloaded, the island says so and the rest of the page works", async ({ page }) => {
  for (const code of ['**/assets/events.island-*.js', '**/assets/island-runtime-*.js']) {
    await page.unrouteAll();
    await page.route(code, (route) => route.abort());
    await page.route('**/api/events.csv', csv(SHEET));
    await page.goto('/events');
    // The island never hydrates; the page's own script still runs.
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
    await expect(page.getByRole('alert')).toContainText(islandText.message);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
  }
});
