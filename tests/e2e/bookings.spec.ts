// Bookings end to end, as the owner and the customer live them: visitors book through the form on the
// production server (`npm start` serving dist/) at phone and desktop widths, each booking is shown with its
// reference, emailed to the owner (Reply-To the customer) and confirmed to the customer through a local
// SMTP server, `npm run bookings` lists each one once, also after the server restarts; with the SMTP server
// down nothing is lost and the emails follow when it is back.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import Papa from 'papaparse';
import type { ResolvedOf } from '../../src/blocks/resolve.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../src/server/bookings/smtp-test-server.ts';
import { content, hydrated, watchConsole } from './helpers.ts';
import { freePort, startSiteServer, type SiteServer } from './server.ts';

// One server, one database and one SMTP server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

let dir = '';
let port = 0;
let server: SiteServer | undefined;
let smtp: SmtpTestServer;

const env = () => ({ DATABASE_URL: join(dir, 'bookings.db'), SMTP_URL: smtp.url, BOOKING_EMAIL_RETRY_SECONDS: '0.5' });

async function startServer() {
  server = await startSiteServer(port, env());
}

async function stopServer() {
  await server?.stop();
  server = undefined;
}

/** `npm run bookings` with the server's database, as the owner runs it. */
async function bookingsCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', 'bookings', '--', ...args], { env: { ...process.env, ...env() }, timeout: 90_000 });
  return stdout;
}

const count = (text: string, part: string) => text.split(part).length - 1;

test.beforeAll(async () => {
  test.setTimeout(90_000); // the server loads the renderer before it answers
  dir = mkdtempSync(join(tmpdir(), 'glow-e2e-bookings-'));
  smtp = await startSmtpTestServer();
  port = await freePort();
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function contactForm() {
  const { routes } = await content();
  const route = routes.find((r) => r.path === '/contact');
  if (route?.kind !== 'page') throw new Error('no /contact page');
  const form = route.regions.main.find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
  if (!form) throw new Error('pages/contact.yaml needs a contact-form block');
  return form;
}

interface Visitor {
  name: string;
  email: string;
  service?: string;
  message?: string;
  phone?: string;
  guests?: string;
}

/** Fills the form in as a visitor and sends it; resolves with the reference the visitor is shown. */
async function book(page: Page, visitor: Visitor): Promise<string> {
  const form = await contactForm();
  const region = page.getByRole('form', { name: form.heading });
  await region.getByLabel(form.nameLabel, { exact: true }).fill(visitor.name);
  await region.getByLabel(form.emailLabel, { exact: true }).fill(visitor.email);
  if (visitor.service) await region.getByLabel(form.serviceLabel, { exact: true }).selectOption(visitor.service);
  if (visitor.phone) await region.getByLabel(new RegExp(`^${form.phoneLabel}`)).fill(visitor.phone);
  if (visitor.guests) await region.getByLabel(new RegExp(`^${form.guestsLabel}`)).fill(visitor.guests);
  if (visitor.message) await region.getByLabel(new RegExp(`^${form.messageLabel}`)).fill(visitor.message);
  await region.locator('button[type="submit"]').click();
  const thanks = region.getByRole('status');
  // The spec's thank-you, then the booking's reference.
  const [before, after] = form.referenceMessage.split('{reference}') as [string, string];
  await expect(thanks).toHaveText(new RegExp(`^${escape(form.successMessage)}${escape(before)}[2-9A-Z]{4}-[2-9A-Z]{4}${escape(after)}$`));
  // On a phone the message appears below the button: it is brought into view.
  await expect(thanks).toBeInViewport();
  const text = (await thanks.textContent()) ?? '';
  return /[2-9A-Z]{4}-[2-9A-Z]{4}/.exec(text.slice(form.successMessage.length))![0];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every booking as `npm run bookings -- --csv` exports it, one object per row. */
async function bookingRows(): Promise<Record<string, string>[]> {
  return Papa.parse<Record<string, string>>((await bookingsCommand('--csv', '--out', '-')).replace(/^[^]*?(?=reference,)/, '').trim(), { header: true }).data;
}

const visitors = {
  phone: { name: 'Ava Phone', email: 'ava@example.com', service: 'Tooth Gems', message: 'Two gems, please.' },
  desktop: { name: 'Mia Desktop', email: 'mia@example.com', service: 'Permanent Jewelry' },
  servicePage: { name: 'Zoe Service Page', email: 'zoe@example.com' },
  partyPackage: { name: 'Ivy Party Package', email: 'ivy@example.com', phone: '(903) 555-0142', guests: '12' },
};
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

test('bookings made at 375 px and 1280 px, from a service page and from a party package are emailed and listed once by npm run bookings', async ({ page }) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`http://127.0.0.1:${port}/contact`);
  await hydrated(page);
  await book(page, visitors.phone);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://127.0.0.1:${port}/contact`);
  await hydrated(page);
  await book(page, visitors.desktop);

  // From the teeth whitening page's "Book Teeth Whitening" button: the service is already chosen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`http://127.0.0.1:${port}/teeth-whitening`);
  await page.getByRole('link', { name: 'Book Teeth Whitening' }).first().click();
  await hydrated(page);
  const form = await contactForm();
  await expect(page.getByRole('form', { name: form.heading }).getByLabel(form.serviceLabel, { exact: true })).toHaveValue('Teeth Whitening');
  await book(page, visitors.servicePage);

  // From a party page's "Book This Package": the party type and the package are chosen (read from the page).
  const { routes, site } = await content();
  const party = routes.find((r) => r.kind === 'party');
  if (!party) throw new Error('no party page');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://127.0.0.1:${port}${party.path}`);
  await page.getByRole('link', { name: site.templates.party.packageAction.label }).first().click();
  await hydrated(page);
  const region = page.getByRole('form', { name: form.heading });
  const chosenParty = await region.getByLabel(form.serviceLabel, { exact: true }).inputValue();
  const chosenPackage = await region.getByLabel(new RegExp(`^${form.packageLabel}`)).inputValue();
  expect(chosenParty).not.toBe('');
  expect(chosenPackage).not.toBe('');
  const partyReference = await book(page, visitors.partyPackage);
  expect(problems).toEqual([]);

  const list = await bookingsCommand();
  for (const v of Object.values(visitors)) expect(count(list, `${v.name} <${v.email}>`), v.name).toBe(1);
  expect(list).toContain('Tooth Gems, no preferred date');
  expect(list).toContain('Message: Two gems, please.');
  expect(list).toContain('Teeth Whitening, no preferred date');
  // Stored with its package, phone and number of guests as fields of their own.
  const stored = (await bookingRows()).find((row) => row.reference === partyReference);
  expect(stored).toMatchObject({ name: visitors.partyPackage.name, service: chosenParty, package: chosenPackage, phone: visitors.partyPackage.phone, guests: visitors.partyPackage.guests, message: '' });

  // Each booking: one notification to the owner, Reply-To the customer, and one confirmation to the customer.
  await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(8);
  for (const v of Object.values(visitors)) {
    expect(smtp.mails.filter((m) => m.to.includes(site.business.email) && m.header('reply-to') === `${v.name} <${v.email}>`), v.name).toHaveLength(1);
    expect(mailsTo(v.email), v.name).toHaveLength(1);
  }
  const confirmation = await simpleParser(mailsTo(visitors.partyPackage.email)[0]!.raw);
  for (const part of [partyReference, chosenParty, chosenPackage, visitors.partyPackage.guests, visitors.partyPackage.phone, site.business.phone]) {
    expect(confirmation.text, part).toContain(part);
    expect(confirmation.html || '', part).toContain(part.replace(/&/g, '&amp;'));
  }
  const notification = await simpleParser(smtp.mails.find((m) => m.to.includes(site.business.email) && m.raw.includes(partyReference))!.raw);
  expect(notification.replyTo?.value).toEqual([{ address: visitors.partyPackage.email, name: visitors.partyPackage.name }]);
  for (const part of [partyReference, chosenPackage, visitors.partyPackage.guests, visitors.partyPackage.phone]) expect(notification.text, part).toContain(part);
  await expect.poll(async () => count(await bookingsCommand(), ': sent'), { timeout: 60_000 }).toBe(8);
});

test('after a restart the bookings are all still there, once each', async ({ page }) => {
  test.setTimeout(240_000);
  await stopServer();
  await startServer();
  const list = await bookingsCommand();
  expect(list).toContain('(all 4; times are Central time)');
  for (const v of Object.values(visitors)) expect(count(list, `${v.name} <${v.email}>`), v.name).toBe(1);

  // The restarted server takes bookings too.
  await page.goto(`http://127.0.0.1:${port}/contact`);
  await hydrated(page);
  await book(page, { name: 'Lia After Restart', email: 'lia@example.com', service: 'Tooth Gems' });
  expect(count(await bookingsCommand(), 'Lia After Restart <lia@example.com>')).toBe(1);
  await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(10);
});

test('with the SMTP server down the booking is kept, and its email follows when the server is back', async ({ page }) => {
  test.setTimeout(240_000);
  await smtp.stop();
  await page.goto(`http://127.0.0.1:${port}/contact`);
  await hydrated(page);
  await book(page, { name: 'Noa Mail Down', email: 'noa@example.com', service: 'Permanent Jewelry' });
  const stored = await bookingsCommand();
  expect(count(stored, 'Noa Mail Down <noa@example.com>')).toBe(1);
  await expect.poll(async () => /Email to you: not sent yet, \d+ tr(y|ies) failed \(.*ECONNREFUSED/.test(await bookingsCommand()), { timeout: 60_000 }).toBe(true);
  expect(smtp.mails).toHaveLength(10);

  await smtp.start();
  await expect.poll(() => smtp.mails.filter((m) => m.header('reply-to') === 'Noa Mail Down <noa@example.com>').length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => mailsTo('noa@example.com').length, { timeout: 20_000 }).toBe(1);
  const after = await bookingsCommand();
  expect(count(after, ': sent')).toBe(12);
  expect(count(after, 'Noa Mail Down <noa@example.com>')).toBe(1);
});

test('a half-filled form survives a reload; a failed send keeps every field and offers the phone and email', async ({ page }) => {
  const { site } = await content();
  const form = await contactForm();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`http://127.0.0.1:${port}/contact`);
  await hydrated(page);
  const region = page.getByRole('form', { name: form.heading });
  const name = region.getByLabel(form.nameLabel, { exact: true });
  const email = region.getByLabel(form.emailLabel, { exact: true });
  const service = region.getByLabel(form.serviceLabel, { exact: true });
  await name.fill('Eva Half Done');
  await service.selectOption('Tooth Gems');
  await page.reload();
  await hydrated(page);
  await expect(name).toHaveValue('Eva Half Done');
  await expect(service).toHaveValue('Tooth Gems');

  await email.fill('eva@example.com');
  await page.route('**/api/bookings', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }));
  await region.locator('button[type="submit"]').click();
  const alert = region.getByRole('alert');
  await expect(alert).toBeInViewport();
  await expect(alert.getByRole('link', { name: site.business.phone })).toBeVisible();
  await expect(alert.getByRole('link', { name: site.business.email })).toBeVisible();
  await expect(name).toHaveValue('Eva Half Done');
  await expect(email).toHaveValue('eva@example.com');
  await expect(service).toHaveValue('Tooth Gems');
  expect(await bookingsCommand()).not.toContain('Eva Half Done');
});
