// The bookings inbox as the owner uses it on a phone, on the production server with a database file and an
// SMTP server: off (404) until a password is set; a booking of a time shows in it after signing in; Confirm,
// one tap, emails the customer a calendar file and a link, which opens (on the customer's phone) a page to
// change or cancel; the inbox's Calendar gives the subscription address. Every screen is plain HTML (no
// script), and the sign-in, the list, a booking, the calendar address and the customer's page pass axe. At
// 390×844 the bookings come before the (folded) filters, every link, button, field and fold is at least 44 px
// each way, nothing scrolls sideways, and a long email address breaks only before its "@". Tested in process
// instead: the sign-in's limits, sessions and CSRF (src/server/inbox/app.test.ts); the emails' calendar files,
// the link's signature, expiry and single use, the feed's content and a wrong token
// (src/server/appointments/appointments.test.ts); the password command as a process once
// (src/server/inbox/password.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { writePasswordFile } from '../../src/server/inbox/password.ts';
import { quickHash } from '../support/quick-hash.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { expect, startSite, test } from './fixtures.ts';
import { phoneProblems } from './helpers.ts';

const PASSWORD = 'glitter and gold 2026';
const EMAIL = 'marisol.esperanza.villalobos@examplebeautystudio.com';

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The days from tomorrow on (Texas time), 'YYYY-MM-DD'. */
function daysAhead(count: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  return Array.from({ length: count }, (_, i) => new Date(Date.parse(`${today}T12:00:00Z`) + (i + 1) * 86_400_000).toISOString().slice(0, 10));
}

test('the owner reads a new booking in the inbox on a phone, confirms it in one tap, and the customer is emailed a calendar file and a link to change or cancel', async ({ browser }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-inbox-'));
  const smtp = await startSmtpTestServer();
  const settings = { DATABASE_URL: join(dir, 'bookings.db'), SMTP_URL: smtp.url };
  const server = await startSite('fixture', settings, dir);
  try {
    const off = await server.get('/owner');
    expect(off.status).toBe(404);
    expect(await off.text()).not.toContain('password');

    // The owner sets the password (what `npm run owner:password` writes); the running server picks it up.
    writePasswordFile(dir, await quickHash(PASSWORD));

    // A booking as the form sends it (the form itself is the booking journey's).
    const offered = await server.get('/contact').then(async (res) => /<option value="([^"]+)"/.exec((await res.text()).replace(/<option value="">/g, ''))?.[1]);
    if (!offered) throw new Error('the booking form offers no service');
    const service = offered;
    // The first free time of the coming days in Greenville (the form's own journey is booking.spec.ts).
    let start: string | undefined;
    for (const date of daysAhead(10)) {
      const free = (await (await server.get(`/api/free-times?${new URLSearchParams({ service, date, town: 'Greenville' })}`)).json()) as { times: { start: string }[]; reason?: string };
      if (free.reason === 'by-request') throw new Error(`the fixture books ${service} by request: it needs a duration`);
      start = free.times[0]?.start;
      if (start) break;
    }
    if (!start) throw new Error('no free time in the coming ten days');
    const sent = await server.get('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ name: 'Marisol Inbox', email: EMAIL, service, date: '', message: '', place: '400 Lee St, Greenville', start }),
    });
    expect(sent.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const owner = await context.newPage();
    await owner.goto(`${server.url}/owner`);
    await expect(owner.locator('script')).toHaveCount(0);
    await owner.getByLabel('Password').fill('not the password');
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await expect(owner.getByRole('alert')).toContainText('not right');
    await axe(owner);
    await owner.getByLabel('Password').fill(PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();

    const card = owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' });
    await expect(card).toContainText(service);
    await expect(card).toContainText('New');
    await expect(owner.locator('script')).toHaveCount(0);
    // Bookings first: the newest one's link on the first screen, the filters folded above it.
    await expect(card.getByRole('link', { name: 'Marisol Inbox', exact: true })).toBeInViewport({ ratio: 1 });
    const fold = owner.getByText('Filter bookings');
    await expect(owner.getByLabel('Service')).toBeHidden();
    expect(await phoneProblems(owner)).toEqual([]);
    await fold.click();
    await expect(owner.getByLabel('Service')).toBeVisible();
    expect(await phoneProblems(owner)).toEqual([]);
    await axe(owner);
    expect((await context.cookies()).find((c) => c.name === 'owner_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expect(owner.getByRole('status')).toHaveText('Confirmed. We emailed Marisol Inbox the details and a calendar file.');
    await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');

    await owner.goto(`${server.url}/owner?status=confirmed`);
    await expect(owner.getByRole('listitem').filter({ hasText: 'Marisol Inbox' })).toContainText('Confirmed');
    await owner.getByRole('link', { name: 'Marisol Inbox', exact: true }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Marisol Inbox');
    await expect(owner.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:marisol\.esperanza\.villalobos%40examplebeautystudio\.com\?/);
    expect(await phoneProblems(owner)).toEqual([]);
    // The address is drawn on one line, or on two split before its "@": never broken inside a word.
    const lines = await owner
      .locator('dd')
      .filter({ hasText: 'examplebeautystudio' })
      .evaluate((dd) => {
        const found: string[] = [];
        let top = Number.NEGATIVE_INFINITY;
        const range = document.createRange();
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const { top: charTop } = range.getBoundingClientRect();
            if (charTop > top + 2) found.push('');
            top = Math.max(top, charTop);
            found[found.length - 1] += node.textContent?.[i] ?? '';
          }
        }
        return found.map((line) => line.trim()).filter(Boolean);
      });
    expect([[EMAIL], [EMAIL.slice(0, EMAIL.indexOf('@')), EMAIL.slice(EMAIL.indexOf('@'))]]).toContainEqual(lines);
    await axe(owner);

    // The calendar subscription's address, from the header: in full, to copy, and a link that subscribes.
    await owner.getByRole('link', { name: 'Calendar', exact: true }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Calendar subscription');
    await expect(owner.getByLabel(/address/i)).toHaveValue(/^https:\/\/www\.shinevan\.example\/calendar\/[\w-]+\.ics$/);
    await expect(owner.getByRole('link', { name: /^Subscribe/ })).toHaveAttribute('href', /^webcal:\/\/www\.shinevan\.example\/calendar\//);
    expect(await phoneProblems(owner)).toEqual([]);
    await axe(owner);
    await context.close();

    // The customer's email: the calendar file attached, and the link to their page.
    // (after the booking's own confirmation, sent when it was made)
    const confirmation = () => smtp.mails.find((m) => m.to.includes(EMAIL) && m.raw.includes('text/calendar'));
    await expect.poll(() => confirmation()).toBeDefined();
    const mail = await simpleParser(confirmation()!.raw);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toContainEqual(['appointment.ics', 'text/calendar']);
    const link = /https:\/\/www\.shinevan\.example(\/appointment\/[\w.-]+)/.exec(mail.text ?? '')?.[1];
    if (!link) throw new Error('the confirmation has no link to the appointment');

    // The customer opens it on their phone: the appointment, a way to ask for another time, and Cancel.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await phone.newPage();
    await customer.goto(`${server.url}${link}`);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Your appointment');
    await expect(customer.locator('script')).toHaveCount(0);
    await expect(customer.getByRole('heading', { name: 'Ask for another time' })).toBeVisible();
    expect(await phoneProblems(customer)).toEqual([]);
    await axe(customer);
    await customer.getByRole('button', { name: 'Cancel my appointment' }).click();
    // It asks first.
    await customer.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(customer.getByRole('status')).toContainText('Your appointment is cancelled');
    await phone.close();
  } finally {
    await server.close();
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
