// The menus mark the page being shown in the HTML the build wrote (React Router's NavLink), before any
// script runs: its links in the header and the phone menu carry aria-current="page", and no other does.
// Read from the built site's own menu, so the owner's menu changes keep it true.
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

const marked = 'header nav a[aria-current="page"]';

test('each menu page marks its own links as the current page, and only those', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const hrefs = await page.locator('header nav a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  const pages = hrefs.filter((href) => !/[?#]/.test(href));
  expect(pages.length, 'the menu links to pages of the site').toBeGreaterThan(1);
  for (const href of pages) {
    await page.goto(href, { waitUntil: 'domcontentloaded' });
    const current = await page.locator(marked).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The desktop menu and the phone menu each mark it.
    expect(current, `links marked on ${href}`).toEqual([href, href]);
  }
});

test('an address no page has marks no menu link', async ({ page }) => {
  const answer = await page.goto('/no-such-page-here');
  expect(answer?.status()).toBe(404);
  await expect(page.locator(marked)).toHaveCount(0);
});
