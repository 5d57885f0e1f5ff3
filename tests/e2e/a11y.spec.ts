import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { coverRoutes } from './cover.ts';
import { content, hydrated } from './helpers.ts';

// WCAG 2.x A and AA rules (contrast included), at phone and desktop width, on the home page, the not-found
// page and a sample of the fixture that shows every template, block type and island (cover.ts).
const { routes } = await content();
const paths = [...new Set(['/', ...coverRoutes(routes).map((r) => r.path), '/no-such-page'])];

for (const path of paths) {
  test(`${path} passes axe at 375 and 1280 px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('**/api/events.csv', (r) => r.fulfill({ contentType: 'text/csv', body: 'date,eventName,time,price,location,address\n12-31-2099,Holiday Glam Pop-Up,1 PM - 5 PM,$50,Greenville,2700 Stonewall St\n' }));
    await page.route('**/api/instagram?**', (r) => r.fulfill({ status: 503, json: { error: 'Instagram is not configured' } }));
    const failures: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of violations) failures.push(`${width} px: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}
