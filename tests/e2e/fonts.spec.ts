// The site's typefaces on a first visit. Faces are `font-display: optional`: a face that has not arrived
// when the page is first drawn is never used on that page, so every face the first view needs must come
// with the page (preloaded). Each test has a fresh browser context: an empty cache, as on a first visit.
import { expect, test, type Page } from '@playwright/test';

const PAGES = ['/', '/towns/greenville', '/contact'] as const;
const WIDTHS = [375, 1280] as const;

interface Drawn {
  text: string;
  weight: string;
  /** The font that draws most of the element's glyphs, as Chromium reports it. */
  font: string;
  custom: boolean;
}

/** Every visible element in the first screen that holds text of its own, with the font Chromium drew it in. */
async function fontsInView(page: Page): Promise<Drawn[]> {
  await page.evaluate(() => {
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent ?? ''));
      if (!own || el.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || style.visibility === 'hidden') continue;
      el.setAttribute('data-font-probe', '');
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  const drawn: Drawn[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
    if (!main) continue;
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
    drawn.push({
      text: outerHTML.replace(/<[^>]*>/g, '').trim().slice(0, 40),
      weight: computedStyle.find((p) => p.name === 'font-weight')?.value ?? '',
      font: main.postScriptName || main.familyName,
      custom: main.isCustomFont,
    });
  }
  return drawn;
}

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`a first visit to ${path} at ${width} px draws the text in view in the site's own fonts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('load');
      const drawn = await fontsInView(page);
      // The menu (or its button's label), the heading and the body text are all in the first screen.
      expect(drawn.length).toBeGreaterThan(3);
      const fallback = drawn.filter((d) => !d.custom).map((d) => `"${d.text}" (weight ${d.weight}) in ${d.font}`);
      expect(fallback, 'text drawn in a system font instead of the site font').toEqual([]);
      const weights = new Set(drawn.map((d) => d.weight));
      // Body text and the semibold of the menu and buttons are both there, so both weights are checked.
      expect([...weights].some((w) => Number(w) >= 600)).toBe(true);
    });
  }
}
