// Booking, as a customer lives it on a phone (390×844), on the production server with a database file and a
// local SMTP server: a service page's "Book" link opens the form with its service chosen; an empty or badly
// addressed form is stopped with a message under each wrong field; a half-filled form survives a reload; a
// failed send keeps every field; Teeth Whitening in Greenville on a weekday two weeks ahead offers start times,
// the first is booked and thanked with its reference in place of the form, stored and emailed, and the next
// visitor is no longer offered that time; a party package is booked with its party and package chosen. That
// bookings outlast a restart, and their emails too, is tested on the store and the outbox (src/server/bookings).
// The form's timings, drafts, messages, times and email wording are tested as components and functions
// (src/blocks/contact-form, src/server/bookings); what the HTML holds over HTTP (tests/unit/http).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { bookingFieldMessages } from '../../src/data/bookings/booking-schema.ts';
import { fill } from '../../src/schema/fill.ts';
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
    date: region.getByLabel(new RegExp(`^${form.dateLabel}`)),
    place: region.getByLabel(new RegExp(`^${form.placeLabel}`)),
    times: region.getByRole('group', { name: form.timesLegend }),
    button: region.locator('button[type="submit"]'),
    // The thanks replaces the form: its live region is the form's card's.
    status: page.locator(`#${form.id}`).getByRole('status'),
  };
}

/** The message shown under a field, which the field names with aria-describedby. */
const messageOf = (control: Locator) => control.evaluate((el) => (el.getAttribute('aria-invalid') === 'true' ? document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent : ''));

/** A weekday two weeks from today in Texas, 'YYYY-MM-DD' (the fixture's hours: weekdays 10 AM to 6 PM). */
function weekdayTwoWeeksAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Teeth Whitening in Greenville on `day`: the labels of the start times offered. */
async function offeredTimes(page: Page, form: ResolvedOf<'contact-form'>, day: string): Promise<string[]> {
  const f = formParts(page, form);
  await f.service.selectOption('Teeth Whitening');
  await f.date.fill(day);
  await f.place.fill('Greenville');
  const radios = f.times.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  return (await f.times.locator('label').allTextContents()).map((t) => t.trim());
}

/** Sends the filled form; resolves with the reference the visitor is shown, once it is in view. */
async function send(page: Page, form: ResolvedOf<'contact-form'>): Promise<string> {
  const f = formParts(page, form);
  await f.button.click();
  const [before, after] = form.referenceMessage.split('{reference}') as [string, string];
  await expect(f.status).toHaveText(new RegExp(`^${escape(form.successMessage)}${escape(before)}${REFERENCE.source}${escape(after)}`));
  await expect(f.region).toHaveCount(0);
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
    await page.setViewportSize({ width: 390, height: 844 });
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

    // An empty form, then a badly addressed one, is stopped with a message under each wrong field (not the
    // browser's bubble), the first one focused; nothing is thanked.
    await f.service.selectOption('');
    await f.button.click();
    expect(await Promise.all([f.name, f.email, f.service].map(messageOf))).toEqual([bookingFieldMessages.name, bookingFieldMessages.email, bookingFieldMessages.service]);
    await expect(f.region.getByText(bookingFieldMessages.name)).toBeVisible();
    await expect(f.name).toBeFocused();
    await f.name.fill('Ava Phone');
    await f.email.fill('ava-at-example.com');
    await f.service.selectOption(service.name);
    await f.button.click();
    expect(await Promise.all([f.name, f.email, f.service].map(messageOf))).toEqual(['', bookingFieldMessages.email, '']);
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

    // Teeth Whitening, a weekday two weeks ahead, Greenville: start times are offered, tap-sized on the
    // phone, and the page passes axe; the first one is booked.
    const day = weekdayTwoWeeksAhead();
    const times = await offeredTimes(page, form, day);
    // Each time is a target of at least 44 px (its radio spread over it), on a page no wider than the phone.
    for (const box of await f.times.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    let scan = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    await f.times.getByRole('radio').first().check();
    // Sent again: the thanks replaces the form, with its reference, the time held and the email sent; the page still passes axe.
    const first = await send(page, form);
    await expect(f.status).toContainText(`${times[0]} is held for you`);
    await expect(f.status).toContainText(fill(form.emailedMessage, { email: 'ava@example.com' }));
    scan = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    expect(await server.desk.store.find(first)).toMatchObject({ service: 'Teeth Whitening', place: 'Greenville', date: day });

    // The next visitor is no longer offered that time.
    const next = await page.context().newPage();
    await next.setViewportSize({ width: 390, height: 844 });
    await next.goto(`${server.url}/contact`);
    await hydrated(next);
    const left = await offeredTimes(next, form, day);
    expect(left).not.toContain(times[0]);
    expect(left).toContain(times.at(-1));
    await next.close();

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
  // At phone width they stack: both boxes read in one go, once the page has laid out again (its late fonts included).
  await page.setViewportSize({ width: 375, height: 800 });
  const [aside, booking] = await Promise.all([page.getByRole('region', { name: form.aside!.heading }).elementHandle(), page.getByRole('form', { name: form.heading }).elementHandle()]);
  const gap = () =>
    page.evaluate(async ([a, f]) => {
      await document.fonts.ready;
      return f!.getBoundingClientRect().top - a!.getBoundingClientRect().bottom;
    }, [aside, booking] as const);
  await expect.poll(gap).toBeGreaterThanOrEqual(0);
});

test('without JavaScript, the form sends a booking with a preferred date and time of day, and thanks with its reference', async ({ browser, site }) => {
  const form = await contactForm();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    const f = formParts(page, form);
    const service = form.services[0]!.label;
    await f.name.fill('Nora No-Script');
    await f.email.fill('nora@example.com');
    await f.service.selectOption(service);
    await f.date.fill(weekdayTwoWeeksAhead());
    await f.region.getByLabel(new RegExp(`^${escape(form.timeOfDayLabel)}`)).selectOption({ label: form.morningLabel });
    await f.button.click();
    await expect(page).toHaveURL(/\/booking\/thanks\?reference=/);
    await expect(page.getByText(form.successMessage)).toBeVisible();
    const reference = REFERENCE.exec(new URL(page.url()).search)?.[0] ?? '';
    await expect(page.getByText(fill(form.referenceMessage, { reference }))).toBeVisible();
    expect(await site.desk.store.find(reference)).toMatchObject({ name: 'Nora No-Script', service, timeOfDay: 'morning' });
  } finally {
    await context.close();
  }
});
