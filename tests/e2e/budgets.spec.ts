// Page weight as a visitor's browser sees it: which scripts each page requests, and their size gzipped.
// Byte budgets are deterministic, so they are asserted here; timings are measured by `npm run bench`.
import { expect, test } from '@playwright/test';
import { budgetOf, load, STATIC_BUDGET, total } from './budgets.ts';
import { coverRoutes } from './cover.ts';
import { content, watchConsole } from './helpers.ts';

const KB = 1024;
/** The fixture's pages with islands, each with the budget of its island (budgets.ts); every other page gets the smallest. */
const ISLAND_PAGES: Record<string, number> = { '/contact': budgetOf(['booking-form']), '/events': budgetOf(['events']), '/instagram-feed': budgetOf(['instagram-feed']) };

// The static pages of a sample that shows every template and block type (cover.ts): a page's scripts depend on
// its blocks, not on its words.
test('pages without interactive blocks request only the page script, within 3 KB', async ({ page }) => {
  // The 404 page is the reference: it has no island, so what it loads is the page script alone.
  const reference = await load(page, '/no-such-page');
  expect(reference.islands).toBe(0);
  expect(reference.scripts.size).toBe(1);
  const [pageScript] = [...reference.scripts.keys()];

  const { routes } = await content();
  const report: string[] = [];
  for (const route of coverRoutes(routes).filter((r) => !(r.path in ISLAND_PAGES))) {
    const loaded = await load(page, route.path);
    expect(loaded.islands, `${route.path} has no island`).toBe(0);
    expect([...loaded.scripts.keys()], route.path).toEqual([pageScript]);
    expect(total(loaded.scripts), route.path).toBeLessThanOrEqual(STATIC_BUDGET);
    report.push(`${route.path} ${total(loaded.scripts)} B`);
  }
  test.info().annotations.push({ type: 'js-gzip', description: report.join(', ') });
});

for (const [path, budget] of Object.entries(ISLAND_PAGES)) {
  test(`${path} hydrates its islands without warnings within ${budget / KB} KB of JavaScript`, async ({ page }) => {
    await page.route('**/api/events.csv', (r) => r.fulfill({ contentType: 'text/csv', body: 'date,eventName,time,price,location,address\n12-31-2099,Test Event,1 PM,$10,Greenville,1 Main St\n' }));
    await page.route('**/api/instagram?**', (r) => r.fulfill({ json: [] }));
    const problems = watchConsole(page);
    const loaded = await load(page, path);
    expect(loaded.islands).toBeGreaterThan(0);
    expect(total(loaded.scripts)).toBeLessThanOrEqual(budget);
    expect(problems).toEqual([]);
    test.info().annotations.push({ type: 'js-gzip', description: `${path} ${total(loaded.scripts)} B in ${loaded.scripts.size} files` });
  });
}

test('the script of a page carries no content of other pages', async ({ request }) => {
  const { routes } = await content();
  const html = await (await request.get('/towns/greenville')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const code = await (await request.get(scripts[0]!)).text();
  for (const route of routes.filter((r) => r.kind === 'town' && r.path !== '/towns/greenville')) {
    expect(code, route.path).not.toContain(route.path);
  }
});
