// The site's typefaces on a first visit, on a slow phone connection. Until a web font arrives, its text is
// laid out in a system font scaled to the web font's metrics (src/fonts.css): the visit ends in Playfair
// Display and Inter (added after the largest paint, src/layout/late-fonts.ts), and nothing on the page moves
// when they come in. The headings' face arrives as its cut of common characters (src/vite/heading-font-plugin.ts),
// and a heading with another letter brings the whole face.
// The cache is off and the network throttled to a slow phone connection: the fonts arrive after the HTML.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fonts } from '../../src/theme.ts';
import { hydrated } from './helpers.ts';

/** The first family of a CSS font-family list, unquoted. */
const firstFamily = (list: string) => list.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
const BODY = firstFamily(fonts.body);
const HEADING = firstFamily(fonts.heading);

/** Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

declare global {
  interface Window {
    __shifts: { value: number; sources: string[] }[];
  }
}

/** A cold visit: empty cache, slow network. */
async function coldVisit(page: Page, path: string) {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.textContent ?? '').slice(0, 80)));
        window.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);

  const fontsAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontsAsked.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await hydrated(page);
  // The body's face is added once the largest paint is on screen (src/layout/late-fonts.ts), then downloaded.
  await page.waitForFunction((family) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded'), BODY, { timeout: 30_000 });
  // Two frames after the swap, so a shift it caused has been reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return { fontsAsked, cdp };
}

/** The fonts Chromium drew an element's own text with (the face's own name for a web font). */
async function facesOf(cdp: Awaited<ReturnType<typeof coldVisit>>['cdp'], selector: string) {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
  const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return used.map((f) => ({ family: f.familyName, custom: f.isCustomFont }));
}

for (const [path, width] of [['/', 375], ['/', 1280]] as const) {
  test(`a cold first visit to ${path} at ${width} px ends in ${HEADING} and ${BODY}, and nothing moves when they arrive`, async ({ page }) => {
    // A slow network on purpose: more time than a test on the local network needs.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const { fontsAsked, cdp } = await coldVisit(page, path);
    // The fonts came over the slow network, not from a cache; the headings' face as its cut of common
    // characters alone (src/vite/heading-font-plugin.ts).
    expect(fontsAsked.filter((url) => url.includes('playfair-display-latin-700'))).toEqual([expect.stringMatching(/-common-[\w-]+\.woff2$/)]);

    expect(await facesOf(cdp, 'h1')).toEqual([{ family: HEADING, custom: true }]);
    expect(await facesOf(cdp, 'main p')).toEqual([{ family: BODY, custom: true }]);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`));
    expect(loaded).toEqual(expect.arrayContaining([`${HEADING} 700`, `${BODY} 100 900`]));

    const shifts = await page.evaluate(() => window.__shifts);
    expect(shifts).toEqual([]);

    // A heading with a letter outside the cut is drawn in the same face: the whole file comes for it.
    await page.locator('h1').evaluate((h1) => (h1.textContent = 'Crème brûlée night'));
    await expect.poll(() => fontsAsked.filter((url) => url.includes('playfair-display-latin-700')).length, { timeout: 30_000 }).toBe(2);
    await page.evaluate(() => document.fonts.ready);
    expect(await facesOf(cdp, 'h1')).toEqual([{ family: HEADING, custom: true }]);
  });
}
