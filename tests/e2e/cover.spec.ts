// Every kind of page in the browser, once: the home page, the not-found page and a sample of the fixture that
// shows every template, every block type in every region and every island (cover.ts). Each is opened at phone
// width, as most visitors see it, and checked for what only a browser shows: hydration without a warning,
// the JavaScript it loads against its budget, the Content-Security-Policy holding, axe (WCAG 2 A/AA), the
// landmarks and one h1, and nothing wider than the screen; then widened to desktop, where the header and the
// grids change, and checked again (axe where the desktop layout differs from every other page's). What the HTML says is read over HTTP in tests/unit/http/.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { notFoundText } from '../../src/layout/page-text.ts';
import { budgetOf, load, STATIC_BUDGET, total } from './budgets.ts';
import { coverRoutes } from './cover.ts';
import { expect, test } from './fixtures.ts';
import { content, watchConsole } from './helpers.ts';

const NOT_FOUND = '/no-such-page';
const { routes } = await content();
const cover = coverRoutes(routes);
const pages = [...new Set(['/', ...cover.map((r) => r.path), NOT_FOUND])];
// At desktop width the header shows its dropdowns instead of the phone menu on every page alike, so axe reads
// it there once, on the home page; and again where the body's layout changes most, the town template's side
// column (the events week's seven days side by side have theirs in events.spec.ts). Every page is still
// checked for sideways scroll there.
const DESKTOP_AXE = new Set(['/', ...cover.filter((r) => r.kind === 'town').map((r) => r.path)]);

/** What is wrong at this width: not one h1, a landmark missing, sideways scroll, axe violations. */
async function shownProblems(page: Page, width: number, axe = true): Promise<string[]> {
  const problems: string[] = [];
  const h1 = await page.getByRole('heading', { level: 1 }).count();
  if (h1 !== 1) problems.push(`${width} px: ${h1} h1`);
  for (const role of ['banner', 'main', 'contentinfo'] as const) if (!(await page.getByRole(role).first().isVisible())) problems.push(`${width} px: no visible ${role}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (sideways > 0) problems.push(`${width} px: scrolls ${sideways} px sideways`);
  if (!axe) return problems;
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of violations) problems.push(`${width} px: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  return problems;
}

for (const path of pages) {
  test(`${path}: hydrates without a warning within its JavaScript budget, holds to the CSP, axe-clean with one h1 and its landmarks at 375 px, whole at 1280 px`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // Outside data answers healthily here (its states have tests of their own): only rendering problems show.
    // The events as the relay sends them to the island: data read from the sheet on the server (a CSV answer
    // would have the page load the sheet reader, which only a site without a server of its own needs).
    const event = { date: '12-31-2099', isoDate: '2099-12-31', eventName: 'Holiday Glam Pop-Up', time: '1 PM - 5 PM', price: '$50', location: 'Greenville', address: '2700 Stonewall St' };
    await page.route('**/api/events.csv', (r) => r.fulfill({ json: { events: [event], problems: [] } }));
    await page.route('**/api/instagram?**', (r) => r.fulfill({ json: [] }));
    const problems = watchConsole(page);

    const loaded = await load(page, path);
    const route = routes.find((r) => r.path === path);
    // Town and party pages open with the hero their template made.
    const hero = route?.regions.top?.find((b) => b.type === 'hero');
    if (hero?.type === 'hero') await expect(page.locator('h1')).toHaveText(hero.title);
    const shown = await shownProblems(page, 375);
    // The header's menus run the page script: a visitor's first key press reaches them under the policy.
    await page.keyboard.press('Tab');
    await page.setViewportSize({ width: 1280, height: 900 });
    shown.push(...(await shownProblems(page, 1280, DESKTOP_AXE.has(path))));
    expect(shown).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);

    if (path === NOT_FOUND) {
      // The not-found page logs the path it was asked for (and the browser its 404 status); nothing else.
      expect(problems.some((p) => p.includes(notFoundText.log) && p.includes(NOT_FOUND))).toBe(true);
      expect(problems.filter((p) => !p.includes(notFoundText.log) && !/Failed to load resource.*404/.test(p))).toEqual([]);
      expect(loaded.islands).toBe(0);
      expect(loaded.scripts.size).toBe(1);
      expect(total(loaded.scripts)).toBeLessThanOrEqual(STATIC_BUDGET);
      return;
    }
    expect(problems).toEqual([]);
    const islands = await page.locator('[data-island]').evaluateAll((els) => els.map((el) => el.getAttribute('data-island')!));
    const budget = budgetOf(islands);
    // A page without islands loads the page script alone; one with islands what its islands need.
    if (islands.length === 0) expect(loaded.scripts.size, [...loaded.scripts.keys()].join(', ')).toBe(1);
    expect(total(loaded.scripts), [...loaded.scripts.keys()].join(', ')).toBeLessThanOrEqual(budget);
    test.info().annotations.push({ type: 'js-gzip', description: `${path} ${total(loaded.scripts)} B in ${loaded.scripts.size} files` });
  });
}
