// Page weight as a visitor's browser sees it: which scripts each page requests, and their size gzipped.
// Byte budgets are deterministic, so they are asserted here; timings are measured by `npm run bench`.
import { expect, test } from '@playwright/test';
import { content } from './helpers.ts';


test('the script of a page carries no content of other pages', async ({ request }) => {
  const { routes } = await content();
  const html = await (await request.get('/towns/greenville')).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const code = await (await request.get(scripts[0]!)).text();
  for (const route of routes.filter((r) => r.kind === 'town' && r.path !== '/towns/greenville')) {
    expect(code, route.path).not.toContain(route.path);
  }
});
