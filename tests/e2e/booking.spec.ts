// Booking from anywhere: every "Book ..." link lands on the booking form itself, with what it books chosen.
// Expectations come from the content (routes, the form's options), so they follow the owner's YAML.
import { expect, test, type Page } from '@playwright/test';
import type { ResolvedOf } from '../../src/blocks/resolve.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

async function bookingForm() {
  const { routes } = await content();
  const route = routes.find((r) => r.regions.main.some((b) => b.type === 'contact-form'));
  const form = route?.regions.main.find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
  if (!route || !form?.id) throw new Error('no page with a booking form that has an id');
  return { path: route.path, form, id: form.id };
}

const formParts = (page: Page, form: ResolvedOf<'contact-form'>) => {
  const region = page.getByRole('form', { name: form.heading });
  return {
    region,
    service: region.getByLabel(form.serviceLabel, { exact: true }),
    package: region.getByLabel(new RegExp(`^${form.packageLabel}`)),
    message: region.getByLabel(new RegExp(`^${form.messageLabel}`)),
  };
};

test('every "Book ..." link of every page opens the booking form (its anchor) with a service it offers', async ({ page }) => {
  test.setTimeout(120_000);
  const { routes } = await content();
  const { path, form, id } = await bookingForm();
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    const links = await page.locator('a').evaluateAll((as) =>
      as.filter((a) => /^\s*Book\b/i.test(a.textContent ?? '') || /[?&]service=/.test(a.getAttribute('href') ?? '')).map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })));
    for (const { label, href } of links) {
      found.push(`${route.path}: ${label}`);
      const url = new URL(href, 'http://site');
      expect(url.pathname, `${route.path} "${label}" ${href}`).toBe(path);
      expect(url.hash, `${route.path} "${label}" ${href} lands on the form`).toBe(`#${id}`);
      const service = url.searchParams.get('service');
      const option = form.services.find((o) => o.slug === service);
      if (service !== null) expect(option, `${route.path} "${label}" ${href}`).toBeDefined();
      const pkg = url.searchParams.get('package');
      if (pkg !== null) expect(option?.packages?.some((p) => p.slug === pkg), `${route.path} "${label}" ${href}`).toBe(true);
    }
  }
  expect(found.length).toBeGreaterThan(routes.length);
});

for (const width of [375, 1280]) {
  test(`"Book This Package" opens the form in view with the party and the package chosen at ${width} px`, async ({ page }) => {
    const { routes, site } = await content();
    const { form } = await bookingForm();
    // The last party and its last package, so nothing depends on defaults.
    const party = routes.filter((r) => r.kind === 'party').at(-1);
    const packages = party?.regions.main.find((b) => b.type === 'cards' && b.id === 'packages');
    if (!party || packages?.type !== 'cards') throw new Error('no party page with packages');
    const card = packages.cards.at(-1)!;
    const option = form.services.find((o) => party.path.endsWith(`/${o.slug}`));
    if (!option) throw new Error(`the form does not offer ${party.path}`);
    await page.setViewportSize({ width, height: 800 });
    const problems = watchConsole(page);
    await page.goto(party.path);
    await hydrated(page);
    const links = page.getByRole('link', { name: site.templates.party.packageAction.label });
    await expect(links).toHaveCount(packages.cards.length);
    await links.last().click();
    await expect(page).toHaveURL(/\/contact\?service=[^#]+&package=[^#]+#/);
    await hydrated(page);
    const f = formParts(page, form);
    await expect(f.service).toHaveValue(option.label);
    // The package is a field of its own, chosen in the party's package menu; the message stays the visitor's.
    await expect(f.package).toHaveValue(card.title);
    await expect(f.message).toHaveValue('');
    await expect(f.service).toBeInViewport();
    await expect(page.getByRole('heading', { name: form.heading })).toBeInViewport();
    expect(problems).toEqual([]);
  });
}
