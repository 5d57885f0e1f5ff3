// "Call" and "Book" from every page: the bar at the bottom of phone screens, the header's button on wide
// screens, and the town page's booking box ahead of its long text on phones. Expectations come from
// site.config.yaml (quickActions, business.phone) and the routes the content core built.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { Route } from '../../src/content/types.ts';
import { eventsMessages } from '../../src/data/events/messages.ts';
import { telHref } from '../../src/ui/contact-links.ts';
import { content, hydrated, sampleEvents } from './helpers.ts';

async function settings() {
  const { site, routes } = await content();
  const { quickActions: q } = site;
  const bookPage = q.book.href.split(/[?#]/)[0]!;
  const town = routes.find((r) => r.kind === 'town' && r.regions.lead && r.regions.aside?.length);
  const party = routes.find((r) => r.kind === 'party');
  if (!town || !party) throw new Error('the content needs a town page with a booking box and a party page');
  return { site, q, bookPage, town, party };
}

/** Opens a town page; its booking box (the lead) and its welcome text, named by their headings. */
async function townRegions(page: Page, town: Route) {
  const lead = town.regions.lead?.[0];
  const first = town.regions.main[0];
  if (lead?.type !== 'info-box' || first?.type !== 'text' || !first.heading) throw new Error(`${town.path}: no booking box or welcome text`);
  await page.goto(town.path);
  await hydrated(page);
  return { booking: page.getByRole('region', { name: lead.heading }), text: page.getByRole('region', { name: first.heading }) };
}

const bar = async (page: Page) => page.getByRole('navigation', { name: (await settings()).q.label });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

/** The bar sits at the bottom edge of the screen, also after scrolling, with its two 44 px targets. */
async function barAtBottom(page: Page, path: string) {
  const { site, q } = await settings();
  const nav = await bar(page);
  await expect(nav, path).toBeVisible();
  const call = nav.getByRole('link', { name: `${q.call} ${site.business.phone}` });
  const book = nav.getByRole('link', { name: q.book.label, exact: true });
  await expect(call).toHaveAttribute('href', telHref(site.business.phone));
  await expect(book).toHaveAttribute('href', q.book.href);
  for (const target of [call, book]) {
    const b = await box(target);
    expect(Math.min(b.height, b.width), path).toBeGreaterThanOrEqual(44);
  }
  await page.evaluate(() => window.scrollBy(0, 1500));
  await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight);
  const b = await box(nav);
  expect([Math.round(b.y + b.height), b.width], path).toEqual([740, 375]);
  // The header's "Book" is for wide screens only.
  await expect(page.getByRole('banner').getByRole('link', { name: q.book.label, exact: true })).toBeHidden();
}

/** Scrolled to the end, the footer's last link and line are above the bar, and a tap there reaches the link. */
async function footerClearOfBar(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const top = (await box(await bar(page))).y;
  const footer = page.getByRole('contentinfo');
  const lastLink = footer.getByRole('link').last();
  for (const el of [lastLink, footer.locator('p').last()]) {
    await expect(el, path).toBeInViewport();
    const b = await box(el);
    // Less than a pixel of rounding between fractional line boxes is not an overlap anyone can see.
    expect(b.y + b.height, path).toBeLessThanOrEqual(top + 0.5);
  }
  const b = await box(lastLink);
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [b.x + b.width / 2, b.y + b.height / 2]);
  expect(hit, path).toBe(await lastLink.textContent());
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a town page: the bar stays at the bottom with two 44 px targets, clear of the footer and of keyboard focus; the booking box comes before the long text', async ({ page }) => {
    const { town } = await settings();
    const { booking, text } = await townRegions(page, town);
    const [b, t] = [await box(booking), await box(text)];
    expect(b.y + b.height).toBeLessThanOrEqual(t.y);
    // In the page's order too, so a screen reader and the keyboard meet it first.
    expect(await booking.evaluate((el, other) => Boolean(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await text.elementHandle())).toBe(true);

    // Tab through the page; each focused element in <main> is scrolled clear of the bar.
    const top = (await box(await bar(page))).y;
    let checked = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator('main :focus');
      if ((await focused.count()) === 0) continue;
      const f = await box(focused);
      expect(f.y + f.height, (await focused.textContent()) ?? '').toBeLessThanOrEqual(top);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
    await footerClearOfBar(page, town.path);
    await barAtBottom(page, town.path);
    // Shift+Tab from the start reaches the last thing on the page: the bar's "Book", with its focus shown.
    await page.goto(town.path);
    await hydrated(page);
    await page.keyboard.press('Shift+Tab');
    const focused = (await bar(page)).locator('a:focus-visible');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  test('the home, party, events and not-found pages have the bar, the open menu covers it, the events toast sits above it, and "Book" opens the form on the booking page, which has none', async ({ page }) => {
    const { q, bookPage, party } = await settings();
    for (const path of ['/', party.path, '/no-such-page']) {
      await page.goto(path);
      await hydrated(page);
      await barAtBottom(page, path);
      if (path !== '/no-such-page') await footerClearOfBar(page, path);
    }

    // The sheet down on a day before the content's sample events: the page shows them, under its toast.
    const [first] = await sampleEvents();
    if (!first) throw new Error('the content needs sample events');
    await page.clock.install({ time: new Date(Date.parse(`${first.iso}T17:00:00Z`) - 86_400_000) });
    await page.route('**/api/events.csv', (r) => r.fulfill({ status: 500, body: 'down' }));
    await page.goto('/events');
    await hydrated(page);
    await barAtBottom(page, '/events');
    const toast = page.getByRole('status').filter({ hasText: eventsMessages.toastTitle });
    await expect(toast).toBeVisible();
    const t = await box(toast);
    expect(t.y + t.height).toBeLessThanOrEqual((await box(await bar(page))).y);

    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const l = await box(last);
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [l.x + l.width / 2, l.y + l.height / 2])).toBe(await last.textContent());
    const barBox = await box(await bar(page));
    expect(await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[popover]')), [barBox.x + barBox.width / 2, barBox.y + barBox.height / 2])).toBe(true);
    await page.keyboard.press('Escape');

    await (await bar(page)).getByRole('link', { name: q.book.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${q.book.href.replace(/[?]/g, '\\$&')}$`));
    const anchor = q.book.href.split('#')[1];
    if (anchor) await expect(page.locator(`#${anchor}`)).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe(bookPage);
    await hydrated(page);
    await expect(await bar(page)).toHaveCount(0);
  });
});

test('at 768 to 1280 px "Book" sits in the header beside the whole menu, the bar is not shown, and a town page\'s booking box heads the side column beside the text', async ({ page }) => {
  const { q, bookPage, town } = await settings();
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/', bookPage]) {
    await page.goto(path);
    await hydrated(page);
    const header = page.getByRole('banner');
    const book = header.getByRole('link', { name: q.book.label, exact: true });
    await expect(book, path).toBeVisible();
    await expect(book).toHaveAttribute('href', q.book.href);
    const b = await box(book);
    const h = await box(header);
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(b.y).toBeGreaterThanOrEqual(h.y);
    expect(b.y + b.height).toBeLessThanOrEqual(h.y + h.height);
    await expect(await bar(page)).toBeHidden();
  }
  // Narrower desktops: the header's row never overflows, its "Book" and its last menu item stay whole.
  for (const width of [768, 900, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const row = page.getByRole('banner').locator(':scope > div');
    expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
    await expect(page.getByRole('banner').getByRole('link', { name: q.book.label, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true })).toBeInViewport({ ratio: 1 });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  const { booking, text } = await townRegions(page, town);
  const aside = page.getByRole('complementary');
  const [b, t, a] = [await box(booking), await box(text), await box(aside)];
  expect(b.x).toBeGreaterThan(t.x + t.width);
  expect(Math.abs(b.y - t.y)).toBeLessThan(80);
  expect(Math.abs(a.x - b.x)).toBeLessThan(1);
  expect(a.y).toBeGreaterThan(b.y + b.height);
  await expect(page.getByRole('banner').getByRole('link', { name: q.book.label, exact: true })).toBeVisible();
});
