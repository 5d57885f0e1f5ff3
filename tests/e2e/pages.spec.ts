// What only a browser shows on the service and home pages: an in-page link lands its target below the fixed
// header at phone and desktop width; the footer's FAQ link opens the FAQ, whose questions open and close by
// pointer and keyboard; long text starts at the left edge on phones. What the pages say (sections in order,
// facts, links, pictures) is read from their HTML over HTTP (tests/unit/http).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { content, hydrated } from './helpers.ts';
import { blocksOf } from './page-blocks.ts';

const SERVICES = ['/teeth-whitening', '/tooth-gems', '/permanent-jewelry'] as const;

const headerBottom = (page: Page) => page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);

/** The target's top is below the fixed header, and near it (the page scrolled to it, not past it). */
async function landsBelowHeader(page: Page, selector: string, what: string) {
  const header = await headerBottom(page);
  const target = page.locator(selector);
  await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top), { message: what, intervals: [50] }).toBeLessThan(header + 80);
  expect(await target.evaluate((el) => el.getBoundingClientRect().top), what).toBeGreaterThanOrEqual(header);
}

for (const width of [375, 1280]) {
  test(`every option anchor of the service pages lands its card below the fixed header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of SERVICES) {
      const ids = (await blocksOf(path)).flatMap((b) => (b.type === 'cards' ? b.cards.flatMap((c) => (c.id ? [c.id] : [])) : []));
      expect(ids.length, path).toBeGreaterThanOrEqual(3);
      await page.goto(`${path}#${ids[0]}`);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await landsBelowHeader(page, `[id="${ids[0]}"]`, `${path}#${ids[0]}`);
      // The others as a visitor's link within the page reaches them.
      for (const id of ids.slice(1)) {
        await page.evaluate((hash) => (location.hash = hash), id);
        await landsBelowHeader(page, `[id="${id}"]`, `${path}#${id}`);
      }
    }
  });
}

test('at 375 px the home hero\'s in-page link and the footer\'s FAQ link land below the header, the FAQ opens by pointer and keyboard, and long text starts at the left edge', async ({ page }) => {
  const { site, routes } = await content();
  await page.goto('/');
  await hydrated(page);
  const hero = (await blocksOf('/')).find((b) => b.type === 'hero');
  const explore = hero?.type === 'hero' ? hero.actions.find((a) => /^\/?#/.test(a.href)) : undefined;
  if (!explore) throw new Error('the home hero has no in-page link');
  await page.getByRole('link', { name: explore.label }).click();
  await landsBelowHeader(page, explore.href.slice(explore.href.indexOf('#')), explore.href);

  // Paragraphs of four lines or more at this width start at the left edge; centred text is left to headings,
  // section intros and the banner's subtitle.
  const party = routes.find((r) => r.kind === 'party')?.path;
  for (const path of ['/', ...(party ? [party] : [])]) {
    if (path !== '/') {
      await page.goto(path);
      await hydrated(page);
    }
    const aligns = await page.locator('main p').evaluateAll((ps) =>
      ps.filter((p) => p.getBoundingClientRect().height > 3.5 * parseFloat(getComputedStyle(p).lineHeight) && !p.closest('header, section:has(h1)')).map((p) => getComputedStyle(p).textAlign),
    );
    expect(aligns.length, path).toBeGreaterThan(0);
    for (const align of aligns) expect(['left', 'start'], path).toContain(align);
  }

  await page.getByRole('contentinfo').getByRole('link', { name: site.footer.faqPrompt }).click();
  await expect(page).toHaveURL(new RegExp(`${site.footer.faqHref}$`));
  const faq = page.locator(`#${site.footer.faqHref.split('#')[1]}`);
  await landsBelowHeader(page, `#${site.footer.faqHref.split('#')[1]}`, site.footer.faqHref);
  const question = faq.locator('summary').first();
  const answer = faq.locator('details').first().locator('p').first();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(faq.locator('details').first()).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  await question.press('Enter');
  await expect(answer).toBeHidden();
});
