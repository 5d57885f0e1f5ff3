// The smoke suite on the real content (project "smoke", tests/README.md): what holds for any content an owner
// may write. No label, count, price or fact of the content is asserted here; those are the fixture's tests.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { imageSize } from 'image-size';
import { notFoundText } from '../../../src/layout/page-text.ts';
import { SOCIAL_IMAGE } from '../../../src/schema/page-head.ts';
import { budgetOf, load, total } from '../budgets.ts';
import { hydrated, watchConsole } from '../helpers.ts';
import { builtPaths, samplePages } from './sample.ts';

const NOT_FOUND = '/no-such-page-smoke';

/** The outside data of the islands, neutral: one far-future event, no Instagram post. */
async function quietOutside(page: Page) {
  await page.route('**/api/events.csv', (r) => r.fulfill({ contentType: 'text/csv', body: 'date,eventName,time,price,location,address\n12-31-2099,Smoke Event,1 PM,$10,Town,1 Main St\n' }));
  await page.route('**/api/instagram?**', (r) => r.fulfill({ json: [] }));
}

/** What is wrong with a page's HTML as the server sends it: not one h1, or a landmark missing. */
function structureProblems(html: string): string[] {
  const problems: string[] = [];
  const h1 = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (h1 !== 1) problems.push(`${h1} h1`);
  if ((html.match(/<main[\s>]/g)?.length ?? 0) !== 1) problems.push('not one <main>');
  for (const tag of ['header', 'nav', 'footer']) if (!new RegExp(`<${tag}[\\s>]`).test(html)) problems.push(`no <${tag}>`);
  return problems;
}

test('every route of the build answers 200 with one h1 and its landmarks; an unknown path answers 404', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = builtPaths();
  expect(paths.length).toBeGreaterThan(0);
  const failures: string[] = [];
  // A few requests at a time: plain HTTP, so thousands of pages take seconds.
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const res = await request.get(path);
        if (res.status() !== 200) return void failures.push(`${path}: status ${res.status()}`);
        for (const problem of structureProblems(await res.text())) failures.push(`${path}: ${problem}`);
      }),
    );
  }
  const missing = await request.get(NOT_FOUND);
  expect(missing.status()).toBe(404);
  expect(structureProblems(await missing.text())).toEqual([]);
  expect(failures).toEqual([]);
});

/** What a visitor's browser shows wrong at this width: not one h1, a landmark missing, sideways scroll, axe violations. */
async function shownProblems(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const h1 = await page.getByRole('heading', { level: 1 }).count();
  if (h1 !== 1) problems.push(`${width} px: ${h1} h1`);
  for (const role of ['banner', 'main', 'contentinfo'] as const) if (!(await page.getByRole(role).first().isVisible())) problems.push(`${width} px: no visible ${role}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (sideways > 0) problems.push(`${width} px: scrolls ${sideways} px sideways`);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const v of violations) problems.push(`${width} px: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  return problems;
}

// Each sampled page opened at phone width (where its scripts are weighed) and again at desktop width (where
// its head is read).
for (const { path, islands } of [...samplePages(), { path: NOT_FOUND, islands: [] }]) {
  test(`${path}: one h1, landmarks, no sideways scroll, no console problem and axe clean at 375 and 1280 px; JavaScript within its budget; a full head`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await quietOutside(page);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 375, height: 900 });
    const loaded = await load(page, path);
    const shown = await shownProblems(page, 375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await hydrated(page);
    shown.push(...(await shownProblems(page, 1280)));
    expect(shown).toEqual([]);
    // The not-found page logs the path it was asked for, and the browser its 404 status; nothing else counts.
    const expected = (p: string) => path === NOT_FOUND && (p.includes(notFoundText.log) || /Failed to load resource.*404/.test(p));
    expect(problems.filter((p) => !expected(p))).toEqual([]);
    if (path === NOT_FOUND) return;

    expect(loaded.islands).toBe(islands.length);
    expect(total(loaded.scripts), [...loaded.scripts.keys()].join(', ')).toBeLessThanOrEqual(budgetOf(islands));
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      image: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
    }));
    expect(head.title).not.toBe('');
    expect(head.description).not.toBe('');
    expect(new URL(head.canonical).pathname).toBe(path);
    const preview = await request.get(new URL(head.image).pathname);
    expect(preview.status(), head.image).toBe(200);
    expect(imageSize(await preview.body())).toMatchObject({ type: 'png', ...SOCIAL_IMAGE });
  });
}
