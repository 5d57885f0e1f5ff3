// Each booking is emailed to the business address through a real SMTP conversation with a local test
// server; when that server is down, nothing is lost and the email follows when it is back, also after
// the site's server restarts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { bookingDateRange, bookingToday } from '../../data/bookings/booking-dates.ts';
import { bookingEmailSchema } from '../../schema/booking-email-schema.ts';
import { colors } from '../../theme.ts';
import { formatDay } from './format.ts';
import { openBookingDesk, BookingSetupError, type BookingDesk, type BookingEnv } from './index.ts';
import { WAIT } from '../../../tests/support/wait.ts';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../../tests/support/smtp-test-server.ts';

const confirmation = bookingEmailSchema.parse({ nextSteps: 'We call you within a day.' });
const recipient = { to: 'hello@glowandgo.example', businessName: 'Glow & Go Mobile Beauty', phone: '(903) 555-0100', confirmation };
const offered = [{ label: 'Tooth Gems' }, { label: 'Birthday', packages: [{ title: 'Sparkle' }] }];
// A preferred date must be from today in Texas on: the last day the form takes, by the real clock.
const day = bookingDateRange(bookingToday()).max;
const ava = { name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: day, message: 'Two gems for my sister and me.' };
const ownerMails = () => smtp.mails.filter((m) => m.to[0] === recipient.to);
const customerMails = () => smtp.mails.filter((m) => m.to[0] !== recipient.to);
const sentBoth = { owner: { state: 'sent' }, customer: { state: 'sent' } };

let dir = '';
let smtp: SmtpTestServer;
const desks: BookingDesk[] = [];
const log = vi.fn();

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glow-bookings-'));
  smtp = await startSmtpTestServer();
  log.mockClear();
});
afterEach(async () => {
  await Promise.all(desks.splice(0).map((d) => d.close()));
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function open(env: BookingEnv = {}) {
  // Retries 50 ms after a failure, then 100 ms, 200 ms...: the test waits for outcomes, never for a clock.
  const desk = await openBookingDesk({
    env: { DATABASE_URL: join(dir, 'bookings.db'), SMTP_URL: smtp.url, BOOKING_EMAIL_RETRY_SECONDS: '0.05', ...env },
    root: dir,
    mail: () => recipient,
    offered,
    log,
  });
  desks.push(desk);
  const app = new Hono().route('/api', desk.api);
  const book = async (body: object = ava) => {
    const res = await app.request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { reference: string }).reference;
  };
  return { desk, book };
}

const eventually = (check: () => void | Promise<void>) => vi.waitFor(check, { ...WAIT, interval: 25 });

describe('booking emails', () => {
  it('emails each booking to the business address, reply-to the visitor, and a confirmation to the visitor', async () => {
    const { desk, book } = await open();
    expect(desk.summary).toBe(`Bookings are stored in ${join(dir, 'bookings.db')} and emailed to ${recipient.to} (and a confirmation to each customer) through smtp://site@127.0.0.1:${smtp.port}.`);
    const reference = await book({ ...ava, service: 'Birthday', package: 'Sparkle', guests: '9', phone: '903-555-0123', place: 'Commerce' });
    await eventually(() => expect(smtp.mails).toHaveLength(2));
    const [owner] = ownerMails();
    expect(owner!.header('from')).toBe(`"${recipient.businessName}" <${recipient.to}>`);
    expect(owner!.header('reply-to')).toBe('Ava Brooks <ava@example.com>');
    expect(owner!.header('subject')).toBe(`New booking ${reference}: Birthday for Ava Brooks`);
    const summary = [`Reference:       ${reference}`, 'Service:         Birthday', 'Package:         Sparkle', 'Guests:          9', `Preferred date:  ${formatDay(day)}`, 'Town or address: Commerce', 'Name:            Ava Brooks', 'Phone:           903-555-0123', 'Message:         Two gems for my sister and me.'];
    // As the owner's mail app shows it (decoded).
    const ownerText = (await simpleParser(owner!.raw)).text ?? '';
    for (const line of [...summary, 'Reply to this email to answer Ava Brooks.']) expect(ownerText).toContain(line);

    const [customer] = customerMails();
    expect(customer!.to).toEqual([ava.email]);
    const parsed = await simpleParser(customer!.raw);
    expect(parsed.subject).toBe(`Your booking request ${reference} with ${recipient.businessName}`);
    expect(parsed.replyTo?.value).toEqual([{ address: recipient.to, name: '' }]);
    for (const line of ['Hi Ava Brooks,', ...summary, 'We call you within a day.', `Call or text us at ${recipient.phone}`]) expect(parsed.text).toContain(line);
    expect(parsed.html).toContain(`<th scope="row"`);
    expect(parsed.html).toContain(colors.plum);
    await eventually(async () => expect((await desk.store.find(reference))?.mail).toMatchObject(sentBoth));
  });

  it('escapes what the visitor typed in the HTML, and shows text that looks like encoded words as typed', async () => {
    const { book } = await open();
    const name = '=?utf-8?B?SGFja2Vk?= <b>Bold</b>';
    const reference = await book({ ...ava, name, message: '<script>alert(1)</script> =?utf-8?Q?x?=' });
    await eventually(() => expect(smtp.mails).toHaveLength(2));
    const owner = await simpleParser(ownerMails()[0]!.raw);
    expect(owner.subject).toBe(`New booking ${reference}: Tooth Gems for ${name}`);
    expect(owner.replyTo?.value).toEqual([{ address: ava.email, name }]);
    const customer = await simpleParser(customerMails()[0]!.raw);
    expect(customer.to && !Array.isArray(customer.to) && customer.to.value).toEqual([{ address: ava.email, name }]);
    expect(customer.text).toContain(`Hi ${name},`);
    expect(customer.html).not.toContain('<b>Bold</b>');
    expect(customer.html).not.toContain('<script>');
    expect(customer.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; =?utf-8?Q?x?=');
  });

  it('keeps the booking when the SMTP server is down and sends the email once it is back', async () => {
    await smtp.stop();
    const { desk, book } = await open();
    const reference = await book();
    // Stored at once; each email has failed at least twice and waits for its next try.
    expect(await desk.store.find(reference)).toMatchObject({ ...ava, reference });
    await eventually(async () => {
      const mail = (await desk.store.find(reference))?.mail;
      for (const kind of ['owner', 'customer'] as const) {
        expect(mail?.[kind]).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
        expect(mail?.[kind].state === 'pending' && mail[kind].attempts).toBeGreaterThanOrEqual(2);
      }
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${reference}: the notification to ${recipient.to} was not sent (try 1)`));
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`${reference}: the confirmation to the customer was not sent (try 1)`));
    expect(log.mock.calls.flat().join('\n')).not.toContain('test-password');

    await smtp.start();
    await eventually(() => expect(smtp.mails).toHaveLength(2));
    expect(smtp.mails.every((m: ReceivedMail) => m.raw.includes(reference))).toBe(true);
    await eventually(async () => expect((await desk.store.find(reference))?.mail).toMatchObject(sentBoth));
    // Retried until sent, and then never again: nothing is left to send, and once the outbox has stopped
    // (a send under way is finished first) there is one email of each kind.
    expect(await desk.store.nextEmailDue()).toBeUndefined();
    expect(await desk.store.count()).toBe(1);
    await desk.close();
    desks.splice(desks.indexOf(desk), 1);
    expect(ownerMails()).toHaveLength(1);
    expect(customerMails()).toHaveLength(1);
  });

  it('sends after a restart the emails that were still waiting', async () => {
    await smtp.stop();
    const before = await open();
    const reference = await before.book();
    await eventually(async () => expect((await before.desk.store.find(reference))?.mail.owner).toMatchObject({ state: 'pending', lastError: expect.any(String) }));
    await before.desk.close(); // the server stops with the email unsent
    desks.splice(desks.indexOf(before.desk), 1);

    await smtp.start();
    const after = await open(); // the server starts again: the job is in the database
    await eventually(() => expect(smtp.mails).toHaveLength(2));
    expect(smtp.mails[0]!.raw).toContain(reference);
    expect(await after.desk.store.count()).toBe(1);
    await eventually(async () => expect((await after.desk.store.find(reference))?.mail).toMatchObject(sentBoth));
  });

  it('sends through a server on this machine that offers STARTTLS with a self-signed certificate', async () => {
    // smtp-server's defaults: STARTTLS offered with its own self-signed certificate.
    let sessionSecure: boolean | undefined;
    const tlsServer = new SMTPServer({
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        sessionSecure = session.secure;
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', () => resolve()));
    const { port } = tlsServer.server.address() as AddressInfo;
    try {
      const { desk, book } = await open({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const reference = await book();
      await eventually(async () => expect((await desk.store.find(reference))?.mail).toMatchObject(sentBoth));
      expect(sessionSecure).toBe(true);
    } finally {
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });

  it('stores bookings without email when SMTP_URL is not set', async () => {
    const { desk, book } = await open({ SMTP_URL: '' });
    expect(desk.summary).toContain('not emailed: set SMTP_URL');
    const reference = await book();
    expect(await desk.store.find(reference)).toMatchObject({ mail: { owner: { state: 'none' }, customer: { state: 'none' } } });
    expect(smtp.mails).toHaveLength(0);
  });

  it('refuses settings that cannot work, saying which and how', async () => {
    const fail = (env: BookingEnv) => open(env).then(() => 'opened', (e: unknown) => (e instanceof BookingSetupError ? e.message : `other: ${String(e)}`));
    expect(await fail({ SMTP_URL: 'mail.example.com' })).toBe('SMTP_URL is not a URL. Use smtp://user:password@host:587 or smtps://user:password@host:465.');
    expect(await fail({ SMTP_URL: 'https://mail.example.com' })).toBe('SMTP_URL must start with smtp:// or smtps://, not https://.');
    expect(await fail({ BOOKING_EMAIL_RETRY_SECONDS: 'soon' })).toBe('BOOKING_EMAIL_RETRY_SECONDS must be a number of seconds between 0 and 3600; got "soon".');
    expect(await fail({ TRUST_PROXY: 'yes' })).toMatch(/^TRUST_PROXY must be "true" .*"yes" is not an address or subnet.$/);
    expect(await fail({ DATABASE_URL: 'ftp://db.example.com/x' })).toMatch(/^The bookings database could not be opened \(DATABASE_URL\): /);
  });
});
