// JavaScript budgets, gzip, checked on every kind of page in the browser (cover.spec.ts): a page without an
// interactive block gets the smallest; a page with islands the largest of its islands'.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { hydrated } from './helpers.ts';

const KB = 1024;
export const STATIC_BUDGET = 3 * KB;
/** Per island (the data-island name of its block). */
export const ISLAND_BUDGETS: Record<string, number> = { 'booking-form': 60 * KB, events: 70 * KB, 'instagram-feed': 70 * KB };

/** The budget of a page with these islands (an island without a budget of its own gets none: 0). */
export const budgetOf = (islands: readonly string[]): number =>
  islands.length === 0 ? STATIC_BUDGET : Math.max(...islands.map((name) => ISLAND_BUDGETS[name] ?? 0));

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
