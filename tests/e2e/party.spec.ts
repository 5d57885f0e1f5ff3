// A party as a host and two guests live it on phones (390×844), on the production server with a database file
// and a local SMTP server: the host books the fixture's bachelorette package at a free time from its party
// page, is emailed the party's page, and two guests sign up there from their own phones (the bride with a tooth
// gem and a bracelet; a bridesmaid with a whitening session, answering its questions before the visit); the
// host then sees both, the total and the perk still to earn. The page passes axe and never scrolls sideways.
// Races, deadlines, totals and refusals are tested on the server (src/server/parties/parties.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { ResolvedOf } from '../../src/blocks/resolve.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { expect, startSite, test } from './fixtures.ts';
import { content, hydrated } from './helpers.ts';

const PHONE = { width: 390, height: 844 };

/** A weekday two weeks from today in Texas, 'YYYY-MM-DD' (the fixture's hours: weekdays 10 AM to 6 PM). */
function weekdayTwoWeeksAhead(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A guest on their own phone: signs up on the party page with their choices; `answer` fills the questions of a choice. */
async function signUp(browser: Browser, url: string, guest: { name: string; email: string; choices: string[]; honor?: boolean; answer?: string }) {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  const form = page.getByRole('region', { name: 'Sign up' });
  await form.getByLabel('Your name').fill(guest.name);
  await form.getByLabel('Email').fill(guest.email);
  for (const choice of guest.choices) await form.getByRole('checkbox', { name: new RegExp(`^${choice}`) }).check();
  if (guest.honor) await form.getByRole('checkbox', { name: /^I am / }).check();
  if (guest.answer) {
    // The questions of the choice, as a guest answers them: the last answer of each, "I agree" and a name to sign.
    const questions = form.getByRole('group', { name: `If you choose ${guest.answer}` });
    for (const group of await questions.getByRole('group').all()) {
      const radios = group.getByRole('radio');
      if ((await radios.count()) > 0) await radios.last().check();
      const agree = group.getByRole('checkbox');
      if ((await agree.count()) > 0) {
        await agree.check();
        await group.getByRole('textbox').fill(guest.name);
      }
    }
  }
  await form.getByRole('button', { name: 'Sign me up' }).click();
  await expect(page.getByRole('status')).toHaveText(`${guest.name} is signed up. See you at the party!`);
  await context.close();
}

test('a host books a party and two guests sign up from the page the host shares', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const smtp = await startSmtpTestServer();
  const dir = mkdtempSync(join(tmpdir(), 'e2e-party-'));
  const server = await startSite('fixture', { DATABASE_URL: join(dir, 'bookings.db'), SMTP_URL: smtp.url, BOOKING_EMAIL_RETRY_SECONDS: '0.5' }, dir);
  try {
    const { routes } = await content();
    const form = routes.flatMap((r) => r.regions.main).find((b): b is ResolvedOf<'contact-form'> => b.type === 'contact-form');
    if (!form) throw new Error('the fixture needs a contact-form block');

    // The host, on a phone: the bachelorette party's first package, six guests, in Greenville, at the first free time.
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/parties/bachelorette`);
    await page.getByRole('link', { name: 'Book This Package' }).first().click();
    await hydrated(page);
    const booking = page.getByRole('form', { name: form.heading });
    await booking.getByLabel(form.nameLabel, { exact: true }).fill('Hannah Host');
    await booking.getByLabel(form.emailLabel, { exact: true }).fill('hannah@example.com');
    await booking.getByLabel(new RegExp(`^${form.guestsLabel}`)).fill('6');
    await booking.getByLabel(new RegExp(`^${form.dateLabel}`)).fill(weekdayTwoWeeksAhead());
    await booking.getByLabel(new RegExp(`^${form.placeLabel}`)).fill('Greenville');
    await booking.getByRole('group', { name: form.timesLegend }).getByRole('radio').first().check();
    await booking.locator('button[type="submit"]').click();
    await expect(page.locator(`#${form.id}`).getByRole('status')).toContainText(form.successMessage);

    // The host's email has the party's page.
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes('hannah@example.com')).length, { timeout: 30_000 }).toBe(1);
    const mail = await simpleParser(smtp.mails.find((m) => m.to.includes('hannah@example.com'))!.raw);
    const path = /https?:\/\/[^/\s]+(\/party\/[\w.-]+)/.exec(mail.text ?? '')?.[1];
    expect(path, 'the host is emailed the party page').toBeDefined();
    const url = `${server.url}${path}`;

    await signUp(browser, url, { name: 'Bella Bride', email: 'bella@example.com', choices: ['Tooth gem', 'Permanent bracelet'], honor: true });
    await signUp(browser, url, { name: 'Gina Guest', email: 'gina@example.com', choices: ['Whitening session'], answer: 'Whitening session' });

    // The host sees both guests, what they chose, the total and the perk still to earn.
    await page.goto(url);
    const list = page.getByRole('region', { name: 'Who is coming' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('Bella Bride');
    await expect(list.getByRole('listitem').first()).toContainText('Tooth gem, Permanent bracelet');
    await expect(list.getByRole('listitem').last()).toContainText('Gina Guest');
    const total = page.getByRole('region', { name: 'Running total' });
    await expect(total).toContainText('$170');
    await expect(total).toContainText('The Bride Glows Free: from 5 guests (4 more to go)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const scan = await new AxeBuilder({ page: page as Page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    await server.close();
    await smtp.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
