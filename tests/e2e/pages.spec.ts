// Home, the three service pages and About, over the production build. Expected texts come from the
// YAML (through content()), so the owner can reword a page without breaking these tests; the facts of
// the product spec are the exception and are spelled out on purpose.
import { expect, test, type Page } from '@playwright/test';
import { content, hydrated, watchConsole } from './helpers.ts';
import { blocksOf, keyTexts, sectionHeadings } from './page-blocks.ts';
import { linkTextWords } from '../../src/ui/link-text.tsx';

const PAGES = ['/', '/teeth-whitening', '/tooth-gems', '/permanent-jewelry', '/about'] as const;
const SERVICES = ['/teeth-whitening', '/tooth-gems', '/permanent-jewelry'] as const;

const headerBottom = (page: Page) => page.locator('header').first().evaluate((el) => el.getBoundingClientRect().bottom);

for (const path of PAGES) {
  test(`${path} shows its sections in order, one h1 and no console errors`, async ({ page }) => {
    const problems = watchConsole(page);
    const blocks = await blocksOf(path);
    await page.goto(path);
    await hydrated(page);
    const hero = blocks.find((b) => b.type === 'hero');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(hero?.type === 'hero' ? hero.title : '');
    expect(await page.locator('main h2').allTextContents()).toEqual(sectionHeadings(blocks));
    const main = page.locator('main');
    for (const text of blocks.flatMap(keyTexts)) await expect(main.getByText(text, { exact: true }).first()).toBeVisible();

    // Every picture has its size reserved, loads, and only the banner loads eagerly.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    const images = page.locator('main img');
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(page.locator('main img:not([loading="lazy"])')).toHaveCount(hero?.type === 'hero' && hero.image ? 1 : 0);
    expect(problems).toEqual([]);
  });
}

test('the prerendered HTML states the facts of each service, and no prices', async ({ request }) => {
  const facts: Record<(typeof SERVICES)[number], string[]> = {
    '/teeth-whitening': ['about 60 minutes', '6-12 months'],
    '/tooth-gems': ['genuine crystals', 'dental-grade adhesive', 'removable', 'about 6-12 months'],
    '/permanent-jewelry': ['bracelets', 'anklets', 'charms', 'gold-filled', 'sterling silver', 'rose gold', 'complimentary rewelding if a chain is cut'],
  };
  for (const path of SERVICES) {
    const html = await (await request.get(path)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const text = main.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ').toLowerCase();
    for (const fact of facts[path]) expect(text, `${path}: ${fact}`).toContain(fact);
    expect(text, `${path} shows no price`).not.toMatch(/\$\s?\d/);
  }
});

for (const width of [1280, 375]) {
  test(`every option anchor lands its card below the fixed header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of SERVICES) {
      const ids = (await blocksOf(path)).flatMap((b) => (b.type === 'cards' ? b.cards.flatMap((c) => (c.id ? [c.id] : [])) : []));
      expect(ids.length, path).toBeGreaterThanOrEqual(3);
      for (const id of ids) {
        await page.goto(`${path}#${id}`);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        const header = await headerBottom(page);
        const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
        expect(top, `${path}#${id}`).toBeGreaterThanOrEqual(header);
        expect(top, `${path}#${id} is at the top of the view`).toBeLessThan(header + 80);
      }
    }
  });
}

test('the footer FAQ link opens the jewelry FAQ below the header', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: (await content()).site.footer.faqPrompt }).click();
  await expect(page).toHaveURL(/\/permanent-jewelry#faq$/);
  const faq = page.locator('#faq');
  const question = faq.locator('summary').first();
  await expect(question).toBeVisible();
  const top = await faq.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
  expect(top).toBeLessThan((await headerBottom(page)) + 80);
  const answer = faq.locator('details').first().locator('p').first();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(faq.locator('details').first()).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  // The keyboard works the same way: Enter on the focused question closes it again.
  await question.press('Enter');
  await expect(answer).toBeHidden();
});

test('every list of towns links each town page that belongs in it and names the towns without a page', async ({ page }) => {
  const { routes, site, listings } = await content();
  const withPage = new Set(listings.towns.map((t) => t.name));
  const lists = routes.flatMap((r) => (r.kind === 'page' ? r.regions.main.flatMap((b) => (b.type === 'service-areas' && b.id ? [{ path: r.path, block: b }] : [])) : []));
  expect(lists.length).toBeGreaterThan(0);
  for (const { path, block } of lists) {
    // A list for one service names only the town pages whose file says they get it; the others name every town.
    const pages = listings.towns.filter((t) => block.service === undefined || t.services.includes(block.service));
    const others = block.service === undefined ? site.counties.flatMap((c) => c.otherTowns.filter((n) => !withPage.has(n)).map((name) => ({ name, county: c.name }))) : [];
    await page.goto(path);
    const areas = page.locator(`#${block.id}`);
    const counties = site.counties.filter((c) => pages.some((t) => t.county === c.name) || others.some((t) => t.county === c.name));
    await expect(areas.getByRole('region'), path).toHaveCount(counties.length);
    for (const county of counties) {
      const region = areas.getByRole('region', { name: `${county.name} County` });
      const linked = pages.filter((t) => t.county === county.name).sort((a, b) => a.name.localeCompare(b.name));
      const named = [...linked.map((t) => t.name), ...others.filter((t) => t.county === county.name).map((t) => t.name)].sort((a, b) => a.localeCompare(b));
      await expect(region.getByRole('listitem'), `${path} ${county.name}`).toHaveText(named);
      await expect(region.getByRole('link'), `${path} ${county.name}`).toHaveText(linked.map((t) => t.name));
      for (const t of linked) await expect(region.getByRole('link', { name: t.name, exact: true })).toHaveAttribute('href', t.path);
      await expect(region.getByText(named.length === 1 ? '1 town' : `${named.length} towns`)).toBeVisible();
    }
  }
});

test('home links every town page by county and asks about unlisted towns', async ({ page }) => {
  const { routes } = await content();
  const towns = routes.filter((r) => r.kind === 'town');
  const blocks = await blocksOf('/');
  const areas = blocks.find((b) => b.type === 'service-areas');
  if (areas?.type !== 'service-areas' || !areas.prompt || !areas.action) throw new Error('home has no service-areas prompt');
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByText('WHAT WE DO', { exact: true })).toBeVisible();
  const hero = blocks.find((b) => b.type === 'hero');
  const explore = hero?.type === 'hero' ? hero.actions.find((a) => /^\/?#/.test(a.href)) : undefined;
  if (!explore) throw new Error('the home hero has no in-page link');
  await page.getByRole('link', { name: explore.label }).click();
  const target = page.locator(explore.href.slice(explore.href.indexOf('#')));
  const header = await headerBottom(page);
  await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(header + 80);
  expect(await target.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(header);
  const grid = page.locator(`#${areas.id}`);
  await expect(grid.getByRole('region').getByRole('link')).toHaveCount(towns.length);
  // Every town page is in the grid the content core resolved, under its own name.
  const listed = areas.areas.flatMap((a) => a.towns.filter((t) => t.href));
  expect(listed.map((t) => t.href).sort()).toEqual(towns.map((t) => t.path).sort());
  for (const town of listed) await expect(grid.getByRole('link', { name: town.name, exact: true })).toHaveAttribute('href', town.href!);
  await expect(grid.getByText(areas.prompt)).toBeVisible();
  await grid.getByRole('link', { name: areas.action.label }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("home's Learn More links open the three service pages", async ({ page }) => {
  const { routes } = await content();
  await page.goto('/');
  await hydrated(page);
  // Each says which service it is about, after its visible words.
  const learnMore = page.getByRole('link', { name: /^Learn More about / });
  await expect(learnMore).toHaveCount(3);
  for (const [i, path] of SERVICES.entries()) {
    await page.goto('/');
    await learnMore.nth(i).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const route = routes.find((r) => r.path === path);
    const hero = route?.kind === 'page' ? route.regions.main.find((b) => b.type === 'hero') : undefined;
    await expect(page.locator('h1')).toHaveText(hero?.type === 'hero' ? hero.title : '');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('home presents the three services in one section, WHAT WE DO, with a Learn More for each', async ({ page }) => {
  const { routes } = await content();
  const showcase = routes.find((r) => r.path === '/')?.regions.main.find((b) => b.type === 'showcase');
  const titles = new Map(showcase?.type === 'showcase' ? showcase.items.flatMap((item) => item.actions.map((a) => [a.href, item.title] as const)) : []);
  await page.goto('/');
  await hydrated(page);
  let sections = page.locator('main section');
  for (const path of SERVICES) sections = sections.filter({ has: page.locator(`a[href="${path}"]`) });
  await expect(sections).toHaveCount(1);
  await expect(sections.getByText('WHAT WE DO', { exact: true })).toBeVisible();
  for (const path of SERVICES) {
    const name = `Learn More${linkTextWords.about(titles.get(path) ?? '')}`;
    await expect(sections.getByRole('link', { name, exact: true }).and(page.locator(`[href="${path}"]`))).toHaveCount(1);
  }
});

test('long body text starts at the left edge on phones', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { routes } = await content();
  const party = routes.find((r) => r.kind === 'party')?.path;
  for (const path of ['/', ...(party ? [party] : [])]) {
    await page.goto(path);
    await hydrated(page);
    // Paragraphs of four lines or more at this width; centred text is left to headings, section intros and
    // the banner's subtitle.
    const aligns = await page.locator('main p').evaluateAll((ps) =>
      ps.filter((p) => p.getBoundingClientRect().height > 3.5 * parseFloat(getComputedStyle(p).lineHeight) && !p.closest('header, section:has(h1)'))
        .map((p) => getComputedStyle(p).textAlign),
    );
    expect(aligns.length, path).toBeGreaterThan(0);
    for (const align of aligns) expect(['left', 'start'], path).toContain(align);
  }
});

for (const width of [1280, 375]) {
  test(`each service page books its own service: its first "Book" link opens the form in view with it chosen at ${width} px`, async ({ page }) => {
    const { site, routes } = await content();
    const form = routes.flatMap((r) => r.regions.main).find((b) => b.type === 'contact-form');
    if (form?.type !== 'contact-form') throw new Error('no booking form');
    await page.setViewportSize({ width, height: 800 });
    const services = site.services.filter((s) => (SERVICES as readonly string[]).includes(s.page));
    expect(services.length).toBe(SERVICES.length);
    for (const service of services) {
      const option = form.services.find((o) => o.label === service.name);
      if (!option) throw new Error(`the form does not offer ${service.name}`);
      await page.goto(service.page);
      await hydrated(page);
      const booking = page.locator('main').getByRole('link', { name: /^Book / }).first();
      await expect(booking).toHaveAttribute('href', `/contact?service=${option.slug}#${form.id}`);
      await booking.click();
      await expect(page).toHaveURL(new RegExp(`/contact\\?service=${option.slug}#${form.id}$`));
      await hydrated(page);
      const select = page.getByRole('form', { name: form.heading }).getByLabel(form.serviceLabel, { exact: true });
      await expect(select).toHaveValue(service.name);
      await expect(select).toBeInViewport();
    }
  });
}

test('no page scrolls sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
