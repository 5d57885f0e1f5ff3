import { expect, test } from '@playwright/test';
import { coverRoutes } from './cover.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

test('every route is prerendered with its title and one h1', async ({ request }) => {
  const { routes } = await content();
  for (const route of routes) {
    const res = await request.get(route.path);
    expect(res.status(), route.path).toBe(200);
    const html = await res.text();
    expect(html, route.path).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
    expect(html.match(/<h1[\s>]/g)?.length, `${route.path} h1 count`).toBe(1);
    // Town and party pages open with the hero their template made.
    const hero = route.regions.top?.find((b) => b.type === 'hero');
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '');
    const text = h1?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!);
    if (hero?.type === 'hero') expect(text, route.path).toBe(hero.title);
  }
});

// In the browser, a sample that shows every template, block type and island (cover.ts).
test('every kind of page hydrates without warnings and opens with its h1', async ({ page }) => {
  const { routes } = await content();
  test.setTimeout(90_000);
  // Outside data has its own tests; here it answers healthily so only rendering problems show up.
  await page.route('**/api/events.csv', (r) => r.fulfill({ contentType: 'text/csv', body: 'date,eventName,time,price,location,address\n12-31-2099,Test Event,1 PM,$10,Greenville,1 Main St\n' }));
  await page.route('**/api/instagram?**', (r) => r.fulfill({ json: [] }));
  for (const route of coverRoutes(routes)) {
    const problems = watchConsole(page);
    await page.goto(route.path);
    await hydrated(page);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    // Town and party pages open with the hero their template made.
    const hero = route.regions.top?.find((b) => b.type === 'hero');
    if (hero?.type === 'hero') await expect(h1).toHaveText(hero.title);
    expect(problems, route.path).toEqual([]);
  }
});

test('the server HTML of a town page holds its full text before any script runs', async ({ request }) => {
  const { routes } = await content();
  const town = routes.find((r) => r.kind === 'town');
  const welcome = town?.regions.main[0];
  if (!town || welcome?.type !== 'text') throw new Error('no town page');
  const html = await (await request.get(town.path)).text();
  const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
  const firstParagraph = welcome.body.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  expect(html).toContain(esc(firstParagraph.slice(0, 80)));
  // Every section heading and every line of the sidebar boxes, as the template made them.
  const blocks = [...town.regions.main, ...(town.regions.aside ?? [])];
  const texts = blocks.flatMap((b) => [
    ...('heading' in b && b.heading ? [b.heading] : []),
    ...(b.type === 'info-box' ? b.lines.map((l) => l.value) : []),
    ...(b.type === 'cards' ? b.cards.map((c) => c.title) : []),
  ]);
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(html, text).toContain(esc(text));
  expect(html).toMatch(/<style data-emotion="css [^"]+">/);
});

test('a party page shows every section in order, its prices, and booking links that choose the party', async ({ page }) => {
  const { routes, site } = await content();
  const party = routes.find((r) => r.kind === 'party' && r.regions.main.some((b) => b.type === 'gallery') && r.regions.main.some((b) => b.type === 'testimonials'));
  if (!party) throw new Error('no party page with a gallery and testimonials');
  const slug = party.path.slice(party.path.lastIndexOf('/') + 1);
  const t = site.templates.party;
  await page.goto(party.path);
  const headings = await page.locator('main h2').allTextContents();
  const expected = [t.descriptionHeading, t.perksHeading, t.galleryHeading, t.testimonialsHeading, t.closingHeading];
  const positions = expected.map((h) => headings.indexOf(h));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  const packages = party.regions.main.find((b) => b.type === 'cards' && b.id === 'packages');
  const gallery = party.regions.main.find((b) => b.type === 'gallery');
  if (packages?.type !== 'cards' || gallery?.type !== 'gallery') throw new Error('no packages or gallery');
  await expect(page.getByRole('link', { name: t.packageAction.label })).toHaveCount(packages.cards.length);
  await expect(page.locator('#gallery img')).toHaveCount(gallery.images.length);
  for (const card of packages.cards) await expect(page.getByText(card.price!, { exact: true }).first()).toBeVisible();
  for (const action of [t.heroAction, t.closingAction]) {
    const href = await page.getByRole('link', { name: action.label }).getAttribute('href');
    const url = new URL(href ?? '', 'http://site');
    expect(url.pathname, action.label).toBe(new URL(action.href, 'http://site').pathname);
    expect(url.searchParams.get('service'), action.label).toBe(slug);
  }
});

test('unknown paths answer 404 with the not-found page and log the path', async ({ page, request }) => {
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Oops! Page not found');

  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the current year even when the build is older', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-07-04T12:00:00Z'));
  await page.goto('/towns/commerce');
  await expect(page.getByTestId('copyright-year')).toHaveText('2031');
  const footer = page.locator('footer');
  const { site } = await content();
  for (const text of [site.footer.faqPrompt, site.business.phone, site.business.email, site.business.office.street, site.business.owner.credit]) {
    await expect(footer).toContainText(text);
  }
  for (const h of site.business.hours) await expect(footer).toContainText(`${h.days}: ${h.time}`);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', site.social.facebook);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', site.social.instagram);
});

test('same-site links are prerendered by the browser: every page carries moderate Speculation Rules', async ({ page, request }) => {
  const { routes } = await content();
  for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const rules = /<script type="speculationrules">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(rules, path).toBeDefined();
    const parsed = JSON.parse(rules!) as { prerender: Array<{ where: unknown; eagerness: string }> };
    expect(parsed.prerender[0]?.eagerness, path).toBe('moderate');
    expect(JSON.stringify(parsed.prerender[0]?.where), path).toContain('/api/*');
  }
  await page.goto('/towns/greenville');
  expect(await page.evaluate(() => HTMLScriptElement.supports?.('speculationrules') ?? false)).toBe(true);
});
