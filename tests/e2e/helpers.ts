import { expect, type Page } from '@playwright/test';
import { loadContent } from '../../src/content/load.ts';
import type { ContentBundle } from '../../src/content/types.ts';

let cached: ContentBundle | undefined;

/** The same validated content the site was built from, so tests follow the YAML instead of repeating it. */
export async function content(): Promise<ContentBundle> {
  if (cached) return cached;
  const result = await loadContent(process.cwd());
  if (!result.ok) throw new Error(`content has ${result.errors.length} errors; run npm run validate`);
  cached = result.bundle;
  return cached;
}

/** Collects console errors and warnings (hydration mismatches are reported there) and page crashes. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Waits until React has hydrated (the router's links respond), so later clicks are handled by the app. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
