// The towns and parties hubs: made from the collections, linked from the navigation and the footer, in the
// sitemap, and static (no island).
import { expect, test } from '@playwright/test';
import { content, hydrated } from './helpers.ts';

const HUBS = ['/towns', '/parties'];

test('/towns lists every town page by county with the services its file says it gets', async ({ page }) => {
  const { site, listings } = await content();
  await page.goto('/towns');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveCount(1);
  for (const town of listings.towns) {
    const county = page.getByRole('region', { name: `${town.county} County` });
    const link = county.getByRole('link', { name: town.name, exact: true });
    await expect(link).toHaveAttribute('href', town.path);
    const card = county.locator('article').filter({ has: page.getByRole('link', { name: town.name, exact: true }) });
    const names = site.services.filter((s) => town.services.includes(s.key)).map((s) => s.name);
    if (names.length > 0) await expect(card.getByRole('listitem')).toHaveText(names);
  }
  const withPage = new Set(listings.towns.map((t) => t.name));
  for (const county of site.counties) {
    for (const name of county.otherTowns.filter((n) => !withPage.has(n))) {
      await expect(page.getByRole('region', { name: `${county.name} County` })).toContainText(name);
    }
  }
});

test('/parties shows every party with its starting price and a link to its page', async ({ page }) => {
  const { listings } = await content();
  await page.goto('/parties');
  await hydrated(page);
  const amount = (price: string) => Number(/\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(price)?.[1]?.replace(/,/g, '') ?? Infinity);
  for (const party of listings.parties) {
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: party.title, exact: true }) });
    const lowest = [...party.packages].sort((a, b) => amount(a.price) - amount(b.price))[0]!;
    await expect(card.getByText(lowest.price, { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', party.path);
  }
  await expect(page.locator('main article')).toHaveCount(listings.parties.length);
});

test('both hubs are linked from the navigation and the footer, and are in the sitemap', async ({ page, request }) => {
  const { site } = await content();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const hub of HUBS) {
    expect(sitemap).toContain(`<loc>${site.siteUrl}${hub}</loc>`);
    await page.goto('/');
    expect(await page.locator(`header nav a[href="${hub}"]`).count(), `${hub} in the navigation`).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo').locator(`a[href="${hub}"]`)).toHaveCount(1);
  }
});

test("a town page's parties card leads to the parties hub", async ({ page }) => {
  const { site, listings } = await content();
  const parties = site.services.find((s) => s.page === '/parties');
  const town = listings.towns.find((t) => parties && t.services.includes(parties.key));
  if (!parties || !town) throw new Error('no service whose page is /parties, or no town that gets it');
  await page.goto(town.path);
  await page.getByRole('link', { name: parties.linkLabel ?? site.templates.town.serviceLinkLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/parties$/);
  await expect(page.locator('h1')).toHaveCount(1);
});
