import type { Page } from '@playwright/test';
import { loadContent } from '../../src/site/content.ts';
import type { SiteContent } from '../../src/content/types.ts';
import { FIXTURE_ROOT } from '../support/built-sites.ts';

let cached: SiteContent | undefined;

/** The fixture site's validated content, which the served site was built from: tests follow its YAML. */
export async function content(): Promise<SiteContent> {
  if (cached) return cached;
  const result = await loadContent(FIXTURE_ROOT);
  if (!result.ok) throw new Error(`content has ${result.errors.length} errors; run CONTENT_ROOT=tests/fixtures/site npm run validate`);
  cached = result.content;
  return cached;
}

/** The content's sample events (shown while the sheet is down), soonest first, each with its day as 'YYYY-MM-DD'. */
export async function sampleEvents(): Promise<Array<{ name: string; iso: string }>> {
  const { site } = await content();
  return site.events.sampleEvents
    .map((e) => {
      const [mm, dd, yy] = e.date.split('-');
      return { name: e.eventName, iso: `${yy}-${mm!.padStart(2, '0')}-${dd!.padStart(2, '0')}` };
    })
    .sort((a, b) => a.iso.localeCompare(b.iso));
}

/** Collects console errors and warnings (hydration mismatches are reported there) and page crashes. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A failed load names its address, so the report says which file was missing.
    const where = msg.text().startsWith('Failed to load resource') ? ` (${msg.location().url})` : '';
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}${where}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/**
 * Waits until the page is interactive: its small script has enhanced the header, and every island on it
 * (booking form, events, Instagram feed) has hydrated. A page without islands has nothing to hydrate.
 */
export async function hydrated(page: Page) {
  // Checked in the page at every frame, so the test goes on the moment the page is ready.
  await page.waitForFunction(
    () => document.documentElement.dataset.enhanced === 'true' && document.querySelectorAll('[data-island]:not([data-hydrated="true"])').length === 0,
    undefined,
    { polling: 'raf' },
  );
}

/**
 * What a phone screen gets wrong: a page wider than the window, and each shown tap target (link, button,
 * field, fold) under 44×44 px. Read in the page in one go, however many targets it has.
 */
export function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page is ${scrollWidth} px wide in a ${window.innerWidth} px window`);
    for (const el of document.querySelectorAll('a[href], button, select, summary, input:not([type="hidden"]), textarea')) {
      if (!el.checkVisibility()) continue; // inside a closed fold, or a screen not shown
      const box = el.getBoundingClientRect();
      if (box.width < 44 || box.height < 44) problems.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40) ?? ''}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
    }
    return problems;
  });
}
