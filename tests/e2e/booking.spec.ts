// Booking, as a customer lives it on a phone, on the production server with a database file and a local SMTP
// server: a service page's "Book" link opens the form with its service chosen; the browser's own checks stop
// an empty or badly addressed form; a half-filled form survives a reload; a failed send keeps every field; a
// booking is thanked with its reference, stored and emailed; a party package is booked with its party and
// package chosen. That bookings outlast a restart, and their emails too, is tested on the store and the
// outbox (src/server/bookings). The form's timings, drafts,
// messages and email wording are tested as components and functions (src/blocks/contact-form,
// src/server/bookings); what the HTML holds over HTTP (tests/unit/http).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ResolvedOf } from '../../src/blocks/resolve.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { expect, startSite, test } from './fixtures.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const REFERENCE = /[2-9A-Z]{4}-[2-9A-Z]{4}/;

async function contactForm() {
  const { routes } = await content();
  const form = routes.flatMap((r) => r.regions.main).find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
  if (!form?.aside || !form.id) throw new Error('the fixture needs a contact-form block with an id and its contact-details aside');
  return form;
}

function formParts(page: Page, form: ResolvedOf<'contact-form'>) {
  const region = page.getByRole('form', { name: form.heading });
  return {
    region,
    name: region.getByLabel(form.nameLabel, { exact: true }),
    email: region.getByLabel(form.emailLabel, { exact: true }),
    service: region.getByLabel(form.serviceLabel, { exact: true }),
    package: region.getByLabel(new RegExp(`^${form.packageLabel}`)),
    phone: region.getByLabel(new RegExp(`^${form.phoneLabel}`)),
    guests: region.getByLabel(new RegExp(`^${form.guestsLabel}`)),
    message: region.getByLabel(new RegExp(`^${form.messageLabel}`)),
    button: region.locator('button[type="submit"]'),
    status: region.getByRole('status'),
  };
}

/** Sends the filled form; resolves with the reference the visitor is shown, once it is in view. */
async function send(page: Page, form: ResolvedOf<'contact-form'>): Promise<string> {
  const f = formParts(page, form);
  await f.button.click();
  const [before, after] = form.referenceMessage.split('{reference}') as [string, string];
  await expect(f.status).toHaveText(new RegExp(`^${escape(form.successMessage)}${escape(before)}${REFERENCE.source}${escape(after)}$`));
  await expect(f.status).toBeInViewport();
  return REFERENCE.exec(((await f.status.textContent()) ?? '').slice(form.successMessage.length))![0];
}

test('a customer books on a phone: chosen from a service page and a party package, checked, kept through a reload and a failed send, stored and emailed', async ({ page }) => {
  test.setTimeout(120_000);
  const { routes, site } = await content();
  const form = await contactForm();
  const smtp = await startSmtpTestServer();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-booking-'));
  const settings = { DATABASE_URL: join(dir, 'bookings.db'), SMTP_URL: smtp.url, BOOKING_EMAIL_RETRY_SECONDS: '0.5' };
  const server = await startSite('fixture', settings, dir);
  try {
    const problems = watchConsole(page);
    const f = formParts(page, form);

    // A service page's first "Book" link opens the form in view with that service chosen.
    const service = site.services.find((s) => form.services.some((o) => o.label === s.name) && routes.some((r) => r.path === s.page));
    const option = form.services.find((o) => o.label === service?.name);
    if (!service || !option) throw new Error('the fixture needs a service page whose service the form offers');
    await page.goto(`${server.url}${service.page}`);
    await hydrated(page);
    const book = page.locator('main').getByRole('link', { name: /^Book / }).first();
    await expect(book).toHaveAttribute('href', `/contact?service=${option.slug}#${form.id}`);
    await book.click();
    await hydrated(page);
    await expect(f.service).toHaveValue(service.name);
    await expect(f.service).toBeInViewport();

    // The browser's own checks stop an empty form, then a badly addressed one; nothing is thanked.
    await f.service.selectOption('');
    await f.button.click();
    for (const required of [f.name, f.email, f.service]) expect(await required.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(f.name).toBeFocused();
    await f.name.fill('Ava Phone');
    await f.email.fill('ava-at-example.com');
    await f.service.selectOption(service.name);
    await f.button.click();
    expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(f.email).toBeFocused();
    await expect(f.status).toHaveText('');

    // A half-filled form survives a reload; a failed send keeps every field and offers the phone and email.
    await f.email.fill('ava@example.com');
    await f.message.fill('Two gems, please.');
    // The page keeps the draft once it has drawn the typed text (a person never reloads faster than that).
    await expect.poll(() => page.evaluate(() => Object.values({ ...sessionStorage }).join(' '))).toContain('Two gems, please.');
    await page.reload();
    await hydrated(page);
    await expect(f.name).toHaveValue('Ava Phone');
    await expect(f.message).toHaveValue('Two gems, please.');
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
    await f.button.click();
    const alert = f.region.getByRole('alert');
    await expect(alert).toBeInViewport();
    await expect(alert.getByRole('link', { name: site.business.phone })).toBeVisible();
    await expect(alert.getByRole('link', { name: site.business.email })).toBeVisible();
    await expect(f.name).toHaveValue('Ava Phone');
    await expect(f.email).toHaveValue('ava@example.com');
    await page.unroute('**/api/bookings');

    // Sent again: thanked with its reference, the fields cleared, and the page still passes axe.
    const first = await send(page, form);
    for (const control of [f.name, f.email, f.message]) await expect(control).toHaveValue('');
    const scan = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);

    // A party's last package, so nothing depends on defaults: the party and the package come chosen.
    const party = routes.filter((r) => r.kind === 'party').at(-1);
    const packages = party?.regions.main.find((b) => b.type === 'cards' && b.id === 'packages');
    const partyOption = form.services.find((o) => party?.path.endsWith(`/${o.slug}`));
    if (!party || packages?.type !== 'cards' || !partyOption) throw new Error('the fixture needs a party page with packages that the form offers');
    await page.goto(`${server.url}${party.path}`);
    await page.getByRole('link', { name: site.templates.party.packageAction.label }).last().click();
    await hydrated(page);
    await expect(f.service).toHaveValue(partyOption.label);
    await expect(f.package).toHaveValue(packages.cards.at(-1)!.title);
    await expect(page.getByRole('heading', { name: form.heading })).toBeInViewport();
    await f.name.fill('Ivy Party');
    await f.email.fill('ivy@example.com');
    await f.phone.fill('(903) 555-0142');
    await f.guests.fill('12');
    const second = await send(page, form);
    // Nothing logged but the send that was made to fail.
    expect(problems.filter((p) => !/status (of )?503/.test(p))).toEqual([]);

    // Stored once each, the party booking with its package, phone and guests as fields of their own.
    const stored = await server.desk.store.list();
    expect(stored.map((b) => b.reference).sort()).toEqual([first, second].sort());
    expect(await server.desk.store.find(second)).toMatchObject({ name: 'Ivy Party', service: partyOption.label, package: packages.cards.at(-1)!.title, phone: '(903) 555-0142', guests: '12' });
    // Each booking: a notification to the owner (reply-to the customer) and a confirmation to the customer.
    await expect.poll(() => smtp.mails.length, { timeout: 30_000 }).toBe(4);
    for (const [name, email] of [['Ava Phone', 'ava@example.com'], ['Ivy Party', 'ivy@example.com']]) {
      expect(smtp.mails.filter((m) => m.to.includes(site.business.email) && m.header('reply-to') === `${name} <${email}>`), name).toHaveLength(1);
      expect(smtp.mails.filter((m) => m.to.includes(email!)), name).toHaveLength(1);
    }

  } finally {
    await server.close();
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('at desktop width the business details and the form sit side by side', async ({ page }) => {
  const form = await contactForm();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact');
  await hydrated(page);
  const details = (await page.getByRole('region', { name: form.aside!.heading }).boundingBox())!;
  const box = (await page.getByRole('form', { name: form.heading }).boundingBox())!;
  expect(details.x + details.width).toBeLessThanOrEqual(box.x);
  expect(box.y).toBeLessThan(details.y + details.height);
  // At phone width they stack.
  await page.setViewportSize({ width: 375, height: 800 });
  const [d, b] = [(await page.getByRole('region', { name: form.aside!.heading }).boundingBox())!, (await page.getByRole('form', { name: form.heading }).boundingBox())!];
  expect(d.y + d.height).toBeLessThanOrEqual(b.y);
});
