import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { content, hydrated } from './helpers.ts';

// Every page, at phone and desktop width, with WCAG 2.x A and AA rules (contrast included).
for (const width of [375, 1280]) {
  test(`every page passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/api/events.csv', (r) => r.fulfill({ contentType: 'text/csv', body: 'date,eventName,time,price,location,address\n12-31-2099,Holiday Glam Pop-Up,1 PM - 5 PM,$50,Greenville,2700 Stonewall St\n' }));
    await page.route('**/api/instagram?**', (r) => r.fulfill({ status: 503, json: { error: 'Instagram is not configured' } }));
    const { routes } = await content();
    const failures: string[] = [];
    for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
      await page.goto(path);
      await hydrated(page);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of violations) failures.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
}
