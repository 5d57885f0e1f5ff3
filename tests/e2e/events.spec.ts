import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { eventsMessages as m } from '../../src/data/events/messages.ts';
import { islandText } from '../../src/islands/markup.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

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

/** The events block as the page received it (its props, beside the island's root). */
async function eventsProps(page: Page): Promise<{ onward: Array<{ label: string; href: string }> }> {
  const json = await page.locator('[data-island="events"] + script[type="application/json"]').textContent();
  return (JSON.parse(json ?? '{}') as { block: { onward: Array<{ label: string; href: string }> } }).block;
}

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

test.describe('events page at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the calendar is the default tab and shows the current week with today marked', async ({ page }) => {
    const problems = await open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
    await expect(page.getByRole('tab', { name: m.calendarTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: m.listTab })).toHaveAttribute('aria-selected', 'false');
    await expectWeek(page, 'Nov 22 – Nov 28, 2026', { '2026-11-25': ['Gems Today'], '2026-11-28': ['Saturday Whitening', 'Jewelry Night'] });
    const today = calendar(page).locator('li[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today.locator('time')).toHaveAttribute('datetime', '2026-11-25');
    await expect(calendar(page).locator('ol > li').first()).toContainText('Sunday, November 22, 2026');
    // The sheet's problems are logged for the owner, never shown.
    expect(problems.some((p) => p.includes('02-30-2027'))).toBe(true);
    expect(unexpected(problems)).toEqual([]);
  });

  test('the banner shows the first upcoming event', async ({ page }) => {
    await open(page);
    const banner = page.getByRole('group', { name: m.nextEventLabel });
    await expect(banner).toContainText('Gems Today');
    await expect(banner).toContainText('Wednesday, November 25, 2026');
    await expect(banner).toContainText('12 PM - 6 PM');
    await expect(banner).toContainText('Greenville, TX');
  });

  test('previous and next move a week per click, without bound', async ({ page }) => {
    await open(page);
    const next = page.getByRole('button', { name: m.nextWeek });
    const previous = page.getByRole('button', { name: m.previousWeek });
    await next.click();
    await expectWeek(page, 'Nov 29 – Dec 5, 2026', { '2026-12-02': ['December Market'] });
    await next.click();
    await expectWeek(page, 'Dec 6 – Dec 12, 2026', { '2026-12-12': [XSS] });
    await next.click();
    await expectWeek(page, 'Dec 13 – Dec 19, 2026', {});
    for (let i = 0; i < 3; i++) await previous.click();
    await expectWeek(page, 'Nov 22 – Nov 28, 2026', { '2026-11-25': ['Gems Today'], '2026-11-28': ['Saturday Whitening', 'Jewelry Night'] });
    // Past events are gone from the data, so earlier weeks are empty.
    await previous.click();
    await expectWeek(page, 'Nov 15 – Nov 21, 2026', {});
    await previous.click();
    await expectWeek(page, 'Nov 8 – Nov 14, 2026', {});
    await previous.click();
    await expectWeek(page, 'Nov 1 – Nov 7, 2026', {});
    await expect(calendar(page).locator('li[aria-current="date"]')).toHaveCount(0);
  });

  test('the list groups upcoming events by month, ascending, with all their details', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: m.listTab }).click();
    const panel = list(page);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['November 2026', 'December 2026', 'January 2027']);
    await expect(panel.getByRole('heading', { level: 4 })).toHaveText([
      'Gems Today', 'Saturday Whitening', 'Jewelry Night', 'December Market', XSS, 'New Year Reset',
    ]);
    const december = panel.getByRole('region', { name: 'December 2026' });
    await expect(december.getByRole('heading', { level: 4 })).toHaveText(['December Market', XSS]);
    const item = panel.getByRole('listitem').filter({ hasText: 'Saturday Whitening' });
    // The visible day reads 'Sat 28'; a screen reader hears the whole date.
    await expect(item.locator('time')).toHaveText('Saturday, November 28, 2026Sat28');
    for (const text of ['10 AM - 4 PM', 'Commerce, TX', '1200 Park St, Commerce, TX 75428', 'Price: $99']) {
      await expect(item).toContainText(text);
    }
    for (const name of ABSENT) await expect(page.getByText(name)).toHaveCount(0);
  });

  test('HTML in a cell shows as literal text', async ({ page }) => {
    await open(page);
    await page.getByRole('tab', { name: m.listTab }).click();
    await expect(list(page).getByRole('heading', { name: XSS })).toBeVisible();
    await expect(list(page).locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('tabs work by keyboard', async ({ page }) => {
    await open(page);
    const calendarTab = page.getByRole('tab', { name: m.calendarTab });
    const listTab = page.getByRole('tab', { name: m.listTab });
    await expect(calendarTab).toHaveAttribute('tabindex', '0');
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
    await expect(list(page).getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expectSelected(calendarTab, listTab);
    await page.keyboard.press('ArrowLeft');
    await expectSelected(listTab, calendarTab);
    await page.keyboard.press('Home');
    await expectSelected(calendarTab, listTab);
    await page.keyboard.press('End');
    await expectSelected(listTab, calendarTab);
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(list(page)).toBeFocused();
  });
});

test('calendar, list and error states pass axe (WCAG 2 A/AA)', async ({ page }) => {
  // axe takes its time on a busy machine.
  test.setTimeout(90_000);
  // Without motion the tabs show their final colours at once, so axe never measures a colour mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, csv('', 500));
  await expect(page.getByText(m.toastTitle)).toBeVisible();
  const scan = async () =>
    (await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await scan()).toEqual([]);
  await page.getByRole('tab', { name: m.listTab }).click();
  await expect(page.getByRole('tab', { name: m.listTab })).toHaveAttribute('aria-selected', 'true');
  expect(await scan()).toEqual([]);
});

test.describe('events page when the sheet fails or is empty', () => {
  /** The sample events of site.config.yaml, in date order, and noon in Chicago on a day `days` from one of them. */
  const samples = async () => {
    const list = (await content()).site.events.sampleEvents.map((e) => {
      const [m, d, y] = e.date.split('-');
      return { name: e.eventName, iso: `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}` };
    });
    return list.sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : 0));
  };
  const noonNear = (iso: string, days: number) => new Date(Date.parse(`${iso}T17:00:00Z`) + days * 86_400_000);
  /** A day before every sample event, when all of them are still upcoming. */
  const beforeSamples = async () => noonNear((await samples())[0]!.iso, -1);

  for (const [why, answer] of [
    ['HTTP 500', csv('Internal error', 500)],
    ['an aborted request', (route: Route) => route.abort()],
  ] as const) {
    test(`on ${why}: the upcoming sample events and the toast, no error state`, async ({ page }) => {
      const problems = await open(page, answer, await beforeSamples());
      const names = (await samples()).map((e) => e.name);
      const toast = page.getByRole('status').filter({ hasText: m.toastTitle });
      await expect(toast).toContainText(m.toastDescription);
      await expect(page.getByRole('group', { name: m.sampleEventLabel })).toContainText(names[0]!);
      await expect(page.getByText(m.error)).toHaveCount(0);
      await page.getByRole('tab', { name: m.listTab }).click();
      await expect(list(page).getByRole('heading', { level: 4 })).toHaveText(names);
      await page.getByRole('button', { name: m.dismissToast }).click();
      await expect(page.getByText(m.toastTitle)).toHaveCount(0);
      expect(problems.some((p) => p.startsWith('warning: Events: '))).toBe(true);
      expect(unexpected(problems)).toEqual([]);
    });
  }

  test("sample events that have passed are hidden like the sheet's", async ({ page }) => {
    const all = await samples();
    // The day after the first sample: the later ones are still upcoming.
    await open(page, csv('Internal error', 500), noonNear(all[0]!.iso, 1));
    await page.getByRole('tab', { name: m.listTab }).click();
    await expect(list(page).getByRole('heading', { level: 4 })).toHaveText(all.filter((e) => e.iso > all[0]!.iso).map((e) => e.name));
    await expect(page.getByText(m.error)).toHaveCount(0);
  });

  test('when no event is upcoming the page says so once, calmly, with the way onward', async ({ page }) => {
    const all = await samples();
    // The day after the last sample, with the sheet unreachable: nothing is left to show.
    const problems = await open(page, csv('Internal error', 500), noonNear(all.at(-1)!.iso, 1));
    const { onward } = await eventsProps(page);
    expect(onward.length).toBeGreaterThan(0);
    await expect(calendar(page).getByText(m.calendarEmpty, { exact: true })).toBeVisible();
    await expect(page.getByText(/No upcoming events/)).toHaveCount(1);
    await expect(page.getByText(m.error)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const links = calendar(page).locator('[data-events-empty] a');
    await expect(links).toHaveText(onward.map((l) => l.label));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(onward.map((l) => l.href));
    // Each leads somewhere real on the site.
    for (const { href } of onward) expect((await page.request.get(href)).status(), href).toBe(200);
    await page.getByRole('tab', { name: m.listTab }).click();
    await expect(list(page).getByText(m.listEmpty, { exact: true })).toBeVisible();
    await expect(list(page).locator('[data-events-empty] a')).toHaveText(onward.map((l) => l.label));
    await expect(page.getByText(/No upcoming events/)).toHaveCount(1);
    for (const e of all) await expect(page.getByText(e.name)).toHaveCount(0);
    await expect(list(page).locator('time')).toHaveCount(0);
    expect(unexpected(problems)).toEqual([]);
  });

  test('the error state is for an unexpected failure: retried once, then the error text and the toast', async ({ page }) => {
    // Nothing a sheet can send makes the events code fail; a console that throws does.
    await page.addInitScript(() => {
      console.warn = () => {
        throw new Error('the log is broken');
      };
    });
    let requests = 0;
    await open(page, (route) => {
      requests++;
      return route.fulfill({ status: 500, body: 'Internal error' });
    }, await beforeSamples());
    await expect(page.getByRole('alert')).toHaveText(m.error);
    await expect(page.getByRole('status').filter({ hasText: m.toastTitle })).toContainText(m.toastDescription);
    expect(requests).toBe(2);
    await expect(page.getByText(/No upcoming events/)).toHaveCount(0);
  });

  test('the toast hides by itself after a few seconds', async ({ page }) => {
    await open(page, csv('', 500));
    await expect(page.getByText(m.toastTitle)).toBeVisible();
    await expect(page.getByText(m.toastTitle)).toBeHidden({ timeout: 10_000 });
  });

  test('a header-only sheet shows the upcoming sample events without an error', async ({ page }) => {
    const problems = await open(page, csv('date,eventName,time,price,location,address\n'), await beforeSamples());
    await page.getByRole('tab', { name: m.listTab }).click();
    await expect(list(page).getByRole('heading', { level: 4 })).toHaveText((await samples()).map((e) => e.name));
    await expect(page.getByText(m.error)).toHaveCount(0);
    await expect(page.getByText(m.toastTitle)).toHaveCount(0);
    expect(unexpected(problems)).toEqual([]);
  });
});

test.describe('loading and prerendering', () => {
  test('shows the loading text while the sheet is on its way', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await open(page, async (route) => {
      await held;
      await csv(SHEET)(route);
    });
    const loading = page.getByRole('status').filter({ hasText: m.loading });
    await expect(loading).toBeVisible();
    await expect(page.getByText('Gems Today')).toHaveCount(0);
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('group', { name: m.nextEventLabel })).toContainText('Gems Today');
  });

  test('the prerendered HTML shows the loading state and no event or week', async ({ request }) => {
    const response = await request.get('/events');
    expect(response.status()).toBe(200);
    // What the page shows: the island's serialized props (JSON, hydration's input) are not shown.
    // Nor are the styles, which the server now gives the island too (a selector may name aria-current="date").
    const html = (await response.text()).replace(/<script type="application\/json">[^<]*<\/script>/g, '').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    expect(html).toContain(m.loading);
    expect(html).toContain(m.calendarTab);
    const names = (await content()).site.events.sampleEvents.map((e) => e.eventName);
    for (const text of [...names, m.nextEventLabel, m.sampleEventLabel, m.previousWeek, 'aria-current="date"', m.toastTitle]) {
      expect(html).not.toContain(text);
    }
  });

  test('hydrates without console errors', async ({ page }) => {
    const problems = await open(page);
    await expect(page.getByRole('heading', { name: 'Nov 22 – Nov 28, 2026' })).toBeVisible();
    expect(unexpected(problems)).toEqual([]);
  });
});

test.describe('events page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the days stack and nothing scrolls sideways', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: 'Nov 22 – Nov 28, 2026' })).toBeVisible();
    const days = calendar(page).locator('ol > li');
    const first = await days.nth(0).boundingBox();
    const second = await days.nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: m.listTab }).tap();
    await expect(list(page).getByRole('heading', { name: 'January 2027' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('tab', { name: m.calendarTab }).tap();
    await page.getByRole('button', { name: m.nextWeek }).tap();
    await expect(page.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeVisible();
  });
});

test('when the block code cannot be downloaded, the page says so and the rest of it works', async ({ page }) => {
  await page.route('**/assets/events.island-*.js', (route) => route.abort());
  await page.route('**/api/events.csv', csv(SHEET));
  await page.goto('/events');
  // The island never hydrates; the page's own script still runs.
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.getByRole('alert')).toContainText(islandText.message);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header still navigates.
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
});

test('when React itself cannot be downloaded, every island says so and the page still works', async ({ page }) => {
  await page.route('**/assets/island-runtime-*.js', (route) => route.abort());
  await page.route('**/api/events.csv', csv(SHEET));
  await page.goto('/events');
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
  await expect(page.getByRole('alert')).toContainText(islandText.message);
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
});
