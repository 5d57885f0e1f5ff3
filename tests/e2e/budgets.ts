// Measures the JavaScript a page loads in the browser, gzip, for its budget (tests/support/js-budgets.ts,
// checked on every kind of page by cover.spec.ts and on the built files by tests/unit/build/island-runtime.test.ts).
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { hydrated } from './helpers.ts';

export { budgetOf, ISLAND_BUDGET, ISLAND_BUDGETS, STATIC_BUDGET } from '../support/js-budgets.ts';

export interface Loaded {
  scripts: Map<string, number>;
  islands: number;
}

/** Opens `path` and measures the scripts it requests, gzip, until it is interactive. */
export async function load(page: Page, path: string): Promise<Loaded> {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.frame() !== page.mainFrame()) return;
    pending.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)));
  });
  await page.goto(path);
  await hydrated(page);
  // An island's code is requested before it hydrates: every script is in by now.
  await Promise.all(pending);
  page.removeAllListeners('response');
  return { scripts, islands: await page.locator('[data-island]').count() };
}

export const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((a, b) => a + b, 0);
