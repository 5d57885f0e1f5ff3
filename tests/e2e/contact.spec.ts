import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ResolvedOf } from '../../src/blocks/resolve.ts';
import { content, hydrated, watchConsole } from './helpers.ts';
import { bookingDateRange, bookingToday } from '../../src/data/bookings/booking-dates.ts';

/** The contact page's form block and the details beside it, as written in pages/contact.yaml. */
async function contactBlocks() {
  const { routes, site } = await content();
  const route = routes.find((r) => r.path === '/contact');
  if (route?.kind !== 'page') throw new Error('no /contact page');
  const form = route.regions.main.find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
  if (!form?.aside) throw new Error('pages/contact.yaml needs a contact-form block with its contact-details aside');
  return { site, form, details: form.aside };
}

async function open(page: Page, path = '/contact') {
  const problems = watchConsole(page);
  await page.goto(path);
  await hydrated(page);
  return problems;
}

function formParts(page: Page, form: ResolvedOf<'contact-form'>) {
  const region = page.getByRole('form', { name: form.heading });
  return {
    region,
    name: region.getByLabel(form.nameLabel, { exact: true }),
    email: region.getByLabel(form.emailLabel, { exact: true }),
    service: region.getByLabel(form.serviceLabel, { exact: true }),
    date: region.getByLabel(new RegExp(`^${form.dateLabel}`)),
    message: region.getByLabel(new RegExp(`^${form.messageLabel}`)),
    button: region.locator('button[type="submit"]'),
    status: region.getByRole('status'),
  };
}

test('shows the business details and social links from site.config.yaml, and the form, without console problems', async ({ page }) => {
  const { site, form, details } = await contactBlocks();
  const problems = await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

  const box = page.getByRole('region', { name: details.heading });
  const { office, phone, email, hours } = site.business;
  await expect(box.locator('address')).toHaveText(`${office.street}${office.city}, ${office.state} ${office.zip}`);
  await expect(box.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  await expect(box.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  for (const h of hours) await expect(box.getByText(h.days, { exact: true })).toBeVisible();
  await expect(box.locator('dd')).toHaveText(hours.map((h) => h.time));
  for (const heading of [details.officeHeading, details.phoneHeading, details.emailHeading, details.hoursHeading, details.socialHeading]) {
    await expect(box.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  for (const [name, href] of [['Facebook', site.social.facebook], ['Instagram', site.social.instagram]] as const) {
    const link = box.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  const f = formParts(page, form);
  for (const control of [f.name, f.email, f.service, f.date, f.message]) await expect(control).toBeVisible();
  await expect(f.service.locator('option')).toHaveText([form.servicePlaceholder, ...form.services.map((s) => s.label)]);
  await expect(f.message).toHaveAttribute('rows', '4');
  await expect(f.button).toHaveText(form.submitLabel);
  await expect(f.button).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the server HTML already holds the details and the form', async ({ request }) => {
  const { site, form } = await contactBlocks();
  const html = await (await request.get('/contact')).text();
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
  for (const text of [site.business.phone, site.business.email, site.business.office.street, form.heading, form.nameLabel, form.servicePlaceholder]) {
    expect(html).toContain(esc(text));
  }
});

test('town pages send visitors to the service areas, where every town is listed and every town page linked', async ({ page }) => {
  const { site, routes, listings } = await content();
  const town = routes.find((r) => r.kind === 'town');
  const contact = routes.find((r) => r.path === '/contact');
  const block = contact?.regions.main.find((b) => b.type === 'service-areas');
  if (!town || block?.type !== 'service-areas') throw new Error('no town page, or no service areas on /contact');
  await open(page, town.path);
  await page.getByRole('link', { name: site.templates.town.areaAction.label }).click();
  await expect(page).toHaveURL(/\/contact#service-areas$/);
  const areas = page.locator('#service-areas');
  await expect(areas).toBeInViewport();
  for (const { name, path } of listings.towns) await expect(areas.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  const withPage = new Set(listings.towns.map((t) => t.name));
  for (const name of site.counties.flatMap((c) => c.otherTowns).filter((n) => !withPage.has(n))) {
    await expect(areas.getByText(name, { exact: true })).toBeVisible();
  }
});

test('details and form sit side by side at 1280 px and stack at 375 px', async ({ page }) => {
  const { form, details } = await contactBlocks();
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  const detailsBox = async () => (await page.getByRole('region', { name: details.heading }).boundingBox())!;
  const formBox = async () => (await page.getByRole('form', { name: form.heading }).boundingBox())!;
  let [d, f] = [await detailsBox(), await formBox()];
  expect(d.x + d.width).toBeLessThanOrEqual(f.x);
  expect(f.y).toBeLessThan(d.y + d.height); // on the same band
  await page.setViewportSize({ width: 375, height: 800 });
  [d, f] = [await detailsBox(), await formBox()];
  expect(d.y + d.height).toBeLessThanOrEqual(f.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('native validation stops an empty or badly addressed form, and nothing is thanked', async ({ page }) => {
  const { form } = await contactBlocks();
  await open(page);
  const f = formParts(page, form);
  await f.button.click();
  for (const required of [f.name, f.email, f.service]) {
    expect(await required.evaluate((el: HTMLInputElement | HTMLSelectElement) => el.matches(':invalid') && el.validity.valueMissing)).toBe(true);
  }
  for (const optional of [f.date, f.message]) {
    expect(await optional.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => el.validity.valid)).toBe(true);
  }
  await expect(f.name).toBeFocused();
  await expect(f.button).toHaveText(form.submitLabel);
  await expect(f.status).toHaveText('');

  await f.name.fill('Ava Brooks');
  await f.email.fill('ava-at-example.com');
  await f.service.selectOption(form.services[0]!.label);
  await f.button.click();
  expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(f.email).toBeFocused();
  await expect(f.button).toHaveText(form.submitLabel);
  await expect(f.status).toHaveText('');
  await expect(f.name).toHaveValue('Ava Brooks');
});

test('a booking goes to /api/bookings: Sending... for 1000 ms however fast the answer, thanks with the fields cleared, gone 5000 ms later', async ({ page }) => {
  const { site, form } = await contactBlocks();
  const { submitDelayMs, successVisibleMs } = site.contactForm;
  // The server takes preferred dates from today (its clock), so the page's clock starts at the real time.
  const start = Date.now();
  await page.clock.install({ time: start });
  const problems = await open(page);
  await page.waitForLoadState('networkidle');
  // From here the page's clock moves only when the test says so.
  await page.clock.pauseAt(start + 10 * 60_000);
  const day = bookingDateRange(bookingToday(new Date(start + 10 * 60_000))).max;

  const f = formParts(page, form);
  await f.name.fill('Ava Brooks');
  await f.email.fill('ava@example.com');
  await f.service.selectOption('Tooth Gems');
  await f.date.fill(day);
  await f.message.fill('Two gems for my sister and me.');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');
  await f.button.click();
  await expect(f.button).toHaveText(form.sendingLabel);
  await expect(f.button).toBeDisabled();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: day, message: 'Two gems for my sister and me.' });
  const { reference } = (await response.json()) as { reference: string };

  // The server has answered; the page still says "Sending..." until the spec's delay is over.
  await page.clock.runFor(submitDelayMs - 1);
  await expect(f.button).toHaveText(form.sendingLabel);
  await expect(f.status).toHaveText('');
  await expect(f.name).toHaveValue('Ava Brooks');
  await page.clock.runFor(1);
  // The spec's thank-you, then the booking's reference.
  await expect(f.status).toHaveText(`${form.successMessage}${form.referenceMessage.replace('{reference}', reference)}`);
  for (const control of [f.name, f.email, f.service, f.date, f.message]) await expect(control).toHaveValue('');
  await expect(f.button).toHaveText(form.submitLabel);
  await expect(f.button).toBeEnabled();
  // The cleared fields are fresh again, not flagged as wrongly filled in.
  expect(await f.email.evaluate((el) => el.matches(':user-invalid'))).toBe(false);

  await page.clock.runFor(successVisibleMs - 1); // 5999 ms after the thanks
  await expect(f.status).toContainText(form.successMessage);
  await page.clock.runFor(1);
  await expect(f.status).toHaveText('');
  expect(problems).toEqual([]);
});

test('?service=<slug> chooses that service once the page is live, without a hydration warning', async ({ page }) => {
  const { form } = await contactBlocks();
  for (const { slug, label } of form.services) {
    const problems = await open(page, `/contact?service=${slug}`);
    await expect(formParts(page, form).service).toHaveValue(label);
    expect(problems, slug).toEqual([]);
  }
  await open(page, '/contact?service=nails');
  await expect(formParts(page, form).service).toHaveValue('');
});

test('the contact page passes axe (WCAG 2 A/AA), also after a thank-you', async ({ page }) => {
  const { form } = await contactBlocks();
  await open(page, '/contact?service=tooth-gems');
  const scan = async () =>
    (await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await scan()).toEqual([]);
  const f = formParts(page, form);
  await f.name.fill('Ava Brooks');
  await f.email.fill('ava@example.com');
  await f.button.click();
  await expect(f.status).toContainText(form.successMessage);
  expect(await scan()).toEqual([]);
});
