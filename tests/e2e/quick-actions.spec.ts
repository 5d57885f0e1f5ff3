// "Call" and "Book" from every page: the bar at the bottom of phone screens, the header's button on wide
// screens, and the town page's booking box ahead of its long text on phones. Expectations come from
// site.config.yaml (quickActions, business.phone) and the routes the content core built.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Route } from '../../src/content/types.ts';
import { eventsMessages } from '../../src/data/events/messages.ts';
import { telHref } from '../../src/ui/contact-links.ts';
import { content, hydrated } from './helpers.ts';

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

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the bar stays at the bottom of every page but the booking page, with two 44 px targets', async ({ page }) => {
    const { site, q, bookPage, town, party } = await settings();
    for (const path of ['/', town.path, party.path, '/events', '/no-such-page']) {
      await page.goto(path);
      await hydrated(page);
      const nav = await bar(page);
      await expect(nav, path).toBeVisible();
      const call = nav.getByRole('link', { name: `${q.call} ${site.business.phone}` });
      const book = nav.getByRole('link', { name: q.book.label, exact: true });
      await expect(call).toHaveAttribute('href', telHref(site.business.phone));
      await expect(book).toHaveAttribute('href', q.book.href);
      for (const target of [call, book]) {
        const b = await box(target);
        expect(b.height, path).toBeGreaterThanOrEqual(44);
        expect(b.width, path).toBeGreaterThanOrEqual(44);
      }
      // Fixed to the bottom edge of the screen, also after scrolling.
      await page.mouse.wheel(0, 1500);
      const b = await box(nav);
      expect(Math.round(b.y + b.height), path).toBe(740);
      expect(b.width, path).toBe(375);
      // The header's "Book" is for wide screens only.
      await expect(page.getByRole('banner').getByRole('link', { name: q.book.label, exact: true })).toBeHidden();
    }
    await page.goto(bookPage);
    await hydrated(page);
    await expect(await bar(page)).toHaveCount(0);
  });

  test('"Book" opens the form on the booking page', async ({ page }) => {
    const { q } = await settings();
    await page.goto('/');
    await hydrated(page);
    await (await bar(page)).getByRole('link', { name: q.book.label, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${q.book.href.replace(/[?]/g, '\\$&')}$`));
    const anchor = q.book.href.split('#')[1];
    if (anchor) await expect(page.locator(`#${anchor}`)).toBeInViewport();
  });

  test('scrolled to the end, the footer and its last link are above the bar, not under it', async ({ page }) => {
    const { party } = await settings();
    for (const path of ['/', party.path]) {
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const top = (await box(await bar(page))).y;
      const footer = page.getByRole('contentinfo');
      const lastLink = footer.getByRole('link').last();
      const lastLine = footer.locator('p').last();
      for (const el of [lastLink, lastLine]) {
        await expect(el, path).toBeInViewport();
        const b = await box(el);
        // Less than a pixel of rounding between fractional line boxes is not an overlap anyone can see.
        expect(b.y + b.height, path).toBeLessThanOrEqual(top + 0.5);
      }
      // What a tap there reaches is the link itself.
      const b = await box(lastLink);
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [b.x + b.width / 2, b.y + b.height / 2]);
      expect(hit, path).toBe(await lastLink.textContent());
    }
  });

  test('a link focused from the keyboard is not hidden under the bar, and the bar shows focus', async ({ page }) => {
    const { town } = await settings();
    await page.goto(town.path);
    await hydrated(page);
    const top = (await box(await bar(page))).y;
    // Tab through the page; each focused element in <main> is scrolled clear of the bar.
    let checked = 0;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator('main :focus');
      if ((await focused.count()) === 0) continue;
      const b = await box(focused);
      expect(b.y + b.height, await focused.textContent() ?? '').toBeLessThanOrEqual(top);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
    // Shift+Tab from the start reaches the last thing on the page: the bar's "Book".
    await page.goto(town.path);
    await hydrated(page);
    await page.keyboard.press('Shift+Tab');
    const focused = (await bar(page)).locator('a:focus-visible');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  test("the events page's toast shows above the bar, not over it", async ({ page }) => {
    await page.route('**/api/events.csv', (r) => r.fulfill({ status: 500, body: 'down' }));
    await page.goto('/events');
    await hydrated(page);
    const toast = page.getByRole('status').filter({ hasText: eventsMessages.toastTitle });
    await expect(toast).toBeVisible();
    const t = await box(toast);
    expect(t.y + t.height).toBeLessThanOrEqual((await box(await bar(page))).y);
  });

  test('the open menu covers the bar, and its last link can be reached', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const b = await box(last);
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [b.x + b.width / 2, b.y + b.height / 2]);
    expect(hit).toBe(await last.textContent());
    const barBox = await box(await bar(page));
    const onTop = await page.evaluate(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[popover]')), [barBox.x + barBox.width / 2, barBox.y + barBox.height / 2]);
    expect(onTop).toBe(true);
  });

  test('on a town page the booking box comes before the long text', async ({ page }) => {
    const { town } = await settings();
    const { booking, text } = await townRegions(page, town);
    const [b, t] = [await box(booking), await box(text)];
    expect(b.y + b.height).toBeLessThanOrEqual(t.y);
    // In the page's order too, so a screen reader and the keyboard meet it first.
    expect(await booking.evaluate((el, other) => Boolean(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await text.elementHandle())).toBe(true);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('"Book" sits in the header on every page; the bar is not shown', async ({ page }) => {
    const { q, bookPage, town } = await settings();
    for (const path of ['/', town.path, bookPage]) {
      await page.goto(path);
      await hydrated(page);
      const header = page.getByRole('banner');
      const book = header.getByRole('link', { name: q.book.label, exact: true });
      await expect(book, path).toBeVisible();
      await expect(book).toHaveAttribute('href', q.book.href);
      const b = await box(book);
      expect(b.height).toBeGreaterThanOrEqual(44);
      // Inside the header, on one line with the menu.
      const h = await box(header);
      expect(b.y).toBeGreaterThanOrEqual(h.y);
      expect(b.y + b.height).toBeLessThanOrEqual(h.y + h.height);
      expect(b.x + b.width).toBeLessThanOrEqual(1280);
      await expect(await bar(page)).toBeHidden();
    }
  });

  test('the header holds the menu and "Book" without overflowing from 768 px up', async ({ page }) => {
    const { q } = await settings();
    for (const width of [768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await hydrated(page);
      const row = page.getByRole('banner').locator(':scope > div');
      expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('banner').getByRole('link', { name: q.book.label, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true })).toBeInViewport({ ratio: 1 });
    }
  });

  test('on a town page the booking box heads the side column beside the text', async ({ page }) => {
    const { town } = await settings();
    const { booking, text } = await townRegions(page, town);
    const aside = page.getByRole('complementary');
    const [b, t, a] = [await box(booking), await box(text), await box(aside)];
    expect(b.x).toBeGreaterThan(t.x + t.width);
    expect(Math.abs(b.y - t.y)).toBeLessThan(80);
    expect(Math.abs(a.x - b.x)).toBeLessThan(1);
    expect(a.y).toBeGreaterThan(b.y + b.height);
  });
});
