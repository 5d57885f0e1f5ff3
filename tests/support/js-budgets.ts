// JavaScript budgets per page, gzip (level 9), read by the browser cover test (tests/e2e/budgets.ts) and the
// test of the built files (tests/unit/build/island-runtime.test.ts). A page without an interactive block
// loads the menu script alone; a page with islands also loads React DOM (about 66 KB of it, in one file
// with a content hash that every island page shares, so a visitor downloads it once) and its islands' code.

const KB = 1024;
export const STATIC_BUDGET = 3 * KB;
// Each island page's weight when the budget was last set (`npx tsx bench/run.ts page-weight`,
// docs/architecture.md): /contact 77.7 KB, /events 76.6 KB, /instagram-feed 75.9 KB. The booking form's page
// is held to the site's target for any island page, 78 KB; the others keep about 1 KB to grow.
/** The heaviest island page's budget: every page with islands is within it. */
export const ISLAND_BUDGET = 78 * KB;
/** Per island (the data-island name of its block). */
export const ISLAND_BUDGETS: Record<string, number> = { 'booking-form': ISLAND_BUDGET, events: 77.5 * KB, 'instagram-feed': 77 * KB };

/** The budget of a page with these islands (an island without a budget of its own gets none: 0). */
export const budgetOf = (islands: readonly string[]): number =>
  islands.length === 0 ? STATIC_BUDGET : Math.max(...islands.map((name) => ISLAND_BUDGETS[name] ?? 0));
