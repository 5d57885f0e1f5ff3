// The questions before the visit, on the fixture site's teeth whitening (tests/fixtures/site): the customer
// answers through the signed link of their confirmation email (a real SMTP conversation with the local test
// server), mistakes shown at their questions with nothing typed lost, and the link still good for a change of
// time afterwards; a tampered link, an expired one and a cancelled appointment are refused with a page; an
// alerting answer emails the owner once; the owner reads the answers in the inbox, on Today and in the download,
// and deleting the booking deletes them with everything else kept with it.
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { addCalendarDays, businessDate, instantOf } from '../appointments/free-times.ts';
import type { BookingDesk } from '../bookings/index.ts';
import type { StoredBooking } from '../bookings/store.ts';
import type { SmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { deskHarness } from '../../../tests/support/desk-harness.ts';
import { openOwnerDesk } from '../../../tests/support/owner-desk.ts';
import { intakeAnswersOf, saveIntakeStatements } from './answers.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

const h = deskHarness('intake');
const { eventually } = h;
let site: SiteConfig;
let smtp: SmtpTestServer;
beforeAll(() => {
  ({ site } = h.fixture);
  ({ smtp } = h);
});

const greenville = { lat: 33.1385, lng: -96.1108 };
const ava = (date: string) => ({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Teeth Whitening', date, message: '', phone: '903-555-0123', place: '400 Lee St, Greenville', guests: '', package: '' });

/** A time `daysAhead` (Texas time) at 11 AM, held for Ava. */
async function heldBooking(desk: BookingDesk, daysAhead = 5): Promise<StoredBooking> {
  const date = addCalendarDays(businessDate(Date.now()), daysAhead);
  const start = instantOf(date, 11 * 60);
  const time = { start, end: start + 60 * 60_000, place: greenville };
  const result = await desk.store.addWithTime(ava(date), { email: false, now: Date.now() }, { time, status: 'held', window: { from: start - 86_400_000, to: start + 86_400_000 }, fits: () => true });
  if (!('reference' in result)) throw new Error('not held');
  return (await desk.store.find(result.reference))!;
}

async function setup() {
  const { desk, request, signIn } = await openOwnerDesk(h, { env: { APPOINTMENT_LINK_SECRET: SECRET } });
  const { cookie, owner } = await signIn();
  /** A held booking confirmed by the owner, and the link of its confirmation email. */
  const confirmed = async (daysAhead = 5) => {
    const b = await heldBooking(desk, daysAhead);
    await owner(`/owner/bookings/${b.reference}/status`, { status: 'confirmed' });
    await eventually(() => expect(mailsTo('ava@example.com').some((m) => m.header('subject')?.startsWith('Confirmed'))).toBe(true));
    const mail = await simpleParser(mailsTo('ava@example.com').find((m) => m.header('subject')?.startsWith('Confirmed'))!.raw);
    return { b, mail, link: linkIn(mail.text ?? '')! };
  };
  return { desk, request, owner, confirmed, cookie };
}

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const linkIn = (text: string) => /https:\/\/www\.shinevan\.example(\/appointment\/[\w.-]+)/.exec(text)?.[1];
const formTokenOf = (page: string) => /name="form" value="([^"]+)"/.exec(page)?.[1] ?? '';
const alertMails = () => mailsTo(site.business.email).filter((m) => m.header('subject')?.startsWith('Alert:'));

/** Every answer of the fixture's teeth whitening questions, pregnant: yes (which alerts the owner). */
const good = { sensitive: 'no', pregnant: 'yes', dentalWork: 'Yes (a cleaning)', lastWhitening: '2026-01-15', allergies: 'Braces <b>on top</b>', consent: 'yes', 'consent-name': 'Ava Brooks' };

describe('the questions before the visit', { timeout: 60_000 }, () => {
  it('a whitening customer answers through the link of their confirmation; the owner reads the answers and is alerted once', async () => {
    const { desk, request, owner, confirmed } = await setup();
    const { b, mail, link } = await confirmed();
    // The confirmation asks for the answers, in the owner's words, with the link.
    expect(mail.text).toContain('Before your visit, please answer a few short questions about Teeth Whitening');
    const page = await (await request(link)).text();
    expect(page).toContain('Before your visit');
    expect(page).toContain('<legend>Are you pregnant or nursing?</legend>');
    expect(page).toContain('When were your teeth last whitened? (optional)');
    const form = formTokenOf(page);

    // A missing answer and an "I agree" without a name: said at their questions, nothing typed lost, nothing kept.
    const wrong = await request(link, { form: { form, do: 'intake', ...good, pregnant: '', 'consent-name': '' } });
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(again).toContain('id="intake-pregnant-error"');
    expect(again).toContain('<fieldset class="question" aria-describedby="intake-pregnant-error">');
    expect(again).toMatch(/name="pregnant" value="yes" aria-invalid="true"|aria-invalid="true"[^>]*name="pregnant"/);
    expect(again).toContain('Please type your full name to sign.');
    expect(again).toContain('value="Braces &lt;b&gt;on top&lt;/b&gt;"');
    expect(again).toContain('checked="" value="Yes (a cleaning)"');
    expect((await intakeAnswersOf(desk.store.client, b.id)).size).toBe(0);

    const saved = await request(link, { form: { form, do: 'intake', ...good } });
    expect(saved.status).toBe(200);
    const thanks = await saved.text();
    expect(thanks).toContain('Thank you! We have your answers.');
    expect(thanks).toContain('<dt>Are you pregnant or nursing?</dt><dd>Yes</dd>');
    // Which answers alert the owner is the owner's business only.
    expect(thanks).not.toContain('Alert');
    const answers = (await intakeAnswersOf(desk.store.client, b.id)).get(0)!;
    expect(answers.map((a) => [a.question, a.answer, a.alert])).toEqual([
      ['Are your teeth sensitive to hot or cold?', 'No', false],
      ['Are you pregnant or nursing?', 'Yes', true],
      ['Have you had dental work in the last two weeks?', 'Yes (a cleaning)', false],
      ['When were your teeth last whitened?', '2026-01-15', false],
      ['Anything else we should know (allergies, braces)?', 'Braces <b>on top</b>', false],
      ['I understand that whitening can make my teeth sensitive for a day or two, and that results vary.', expect.stringMatching(/^Agreed, signed Ava Brooks on \w+day, /), false],
    ]);

    // The owner is emailed the alert once, however often the answers are saved.
    await eventually(() => expect(alertMails()).toHaveLength(1));
    const alert = await simpleParser(alertMails()[0]!.raw);
    expect(alert.subject).toMatch(/^Alert: Ava Brooks answered before Teeth Whitening on /);
    expect(alert.text).toContain('Alert: Are you pregnant or nursing?: Yes');
    expect(alert.text).toContain(`https://www.shinevan.example/owner/bookings/${b.reference}`);
    // The page shows the answers kept; changing one replaces them, and the link is not used up by answering.
    const reopened = await (await request(link)).text();
    expect(reopened).toContain('Your answers');
    expect(reopened).toContain('name="pregnant" checked="" value="yes"');
    expect((await request(link, { form: { form, do: 'intake', ...good, sensitive: 'yes' } })).status).toBe(200);
    expect((await intakeAnswersOf(desk.store.client, b.id)).get(0)![0]!.answer).toBe('Yes');
    await new Promise((r) => setTimeout(r, 200));
    expect(alertMails()).toHaveLength(1);

    // The owner reads them on the booking's page, an alert first and in words.
    const inboxPage = await (await owner(`/owner/bookings/${b.reference}`)).text();
    expect(inboxPage).toContain('Answers before the visit');
    expect(inboxPage).toContain('Alert: Are you pregnant or nursing?: Yes');
    expect(inboxPage).toContain('Braces &lt;b&gt;on top&lt;/b&gt;');
    // In the download, one column.
    const csv = await (await owner('/owner/bookings.csv')).text();
    expect(csv.split('\r\n')[0]).toMatch(/,answers before the visit$/);
    expect(csv).toContain('Are your teeth sensitive to hot or cold?: Yes; Alert: Are you pregnant or nursing?: Yes; Have you had dental work in the last two weeks?: Yes (a cleaning)');

    // The link still makes its one change of time: cancelling works after answering.
    const cancelled = await request(link, { form: { form, do: 'cancel', sure: 'yes' } });
    expect(cancelled.status).toBe(200);
    expect((await desk.store.find(b.reference))!.appointment!.status).toBe('released');
  });

  it('refuses with a page a tampered link, an expired one, and answers after the appointment was cancelled', async () => {
    const { desk, request, owner, confirmed } = await setup();
    const { b, link } = await confirmed();
    const form = formTokenOf(await (await request(link)).text());

    const tampered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await request(tampered, { form: { form, do: 'intake', ...good } });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('This link is not valid');

    // A link whose time has come (it expires at the appointment's start).
    const links = desk.appointments.links;
    const past = Date.now() - 1000;
    const made = links.create(b.id, past - 10_000, past);
    await desk.store.client.execute(made.statement);
    const expired = `/appointment/${links.token(made.id, past)}`;
    const late = await request(expired, { form: { form: links.formToken(made.id), do: 'intake', ...good } });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This link has expired');

    // A post without the page's token, or from another site, changes nothing.
    expect((await request(link, { form: { form: 'wrong', do: 'intake', ...good } })).status).toBe(403);
    expect((await request(link, { form: { form, do: 'intake', ...good }, headers: { Origin: 'https://evil.example' } })).status).toBe(403);

    // The owner cancels: the page no longer asks, and answers are refused.
    await owner(`/owner/bookings/${b.reference}/status`, { status: 'cancelled' });
    expect(await (await request(link)).text()).not.toContain('Before your visit');
    const closed = await request(link, { form: { form, do: 'intake', ...good } });
    expect(closed.status).toBe(409);
    expect(await closed.text()).toContain('This appointment is no longer open to changes');
    expect((await intakeAnswersOf(desk.store.client, b.id)).size).toBe(0);
  });

  it('Today shows the alert and the answers; a customer who has not answered is marked so', async () => {
    const { request, owner, confirmed } = await setup();
    const { b, link } = await confirmed(0);
    void b;
    expect(await (await owner('/owner/today')).text()).toContain('Not answered yet.');
    const form = formTokenOf(await (await request(link)).text());
    expect((await request(link, { form: { form, do: 'intake', ...good } })).status).toBe(200);
    const today = await (await owner('/owner/today')).text();
    expect(today).toContain('Alert: Are you pregnant or nursing?: Yes');
    expect(today).toContain('Have you had dental work in the last two weeks?');
  });

  it('deleting a done booking deletes it with everything kept with it, after a second tap', async () => {
    const { desk, request, owner, confirmed, cookie } = await setup();
    const { b, link } = await confirmed();
    const form = formTokenOf(await (await request(link)).text());
    await request(link, { form: { form, do: 'intake', ...good } });
    await owner(`/owner/bookings/${b.reference}/note`, { note: 'Bring the sensitive gel' });
    // Open: it cannot be deleted yet.
    expect(await (await owner(`/owner/bookings/${b.reference}`)).text()).not.toContain('Delete this booking');
    expect((await owner(`/owner/bookings/${b.reference}/delete`, {})).status).toBe(409);
    await owner(`/owner/bookings/${b.reference}/status`, { status: 'done' });
    expect(await (await owner(`/owner/bookings/${b.reference}`)).text()).toContain('Delete this booking');
    const check = await (await owner(`/owner/bookings/${b.reference}/delete`)).text();
    expect(check).toContain(`booking ${b.reference} for good?`);
    // Without the session's token nothing is deleted.
    expect((await request(`/owner/bookings/${b.reference}/delete`, { cookie, form: { csrf: 'wrong', sure: 'yes' } })).status).toBe(403);
    expect(await desk.store.find(b.reference)).toBeDefined();

    // Were it a party: its page, a guest and the guest's answers go with it too.
    await desk.store.client.batch([
      { sql: `INSERT INTO parties (booking_id, link_id, max_guests, created_at) VALUES (?, 'party-link-id', 8, '2026-11-01T00:00:00.000Z')`, args: [b.id] },
      { sql: `INSERT INTO party_guests (id, booking_id, name, signed_at) VALUES (7, ?, 'Bea', '2026-11-01T00:00:00.000Z')`, args: [b.id] },
      ...saveIntakeStatements(b.id, 7, [{ questionId: 'pregnant', question: 'Are you pregnant or nursing?', answer: 'No', alert: false }], Date.now()),
    ], 'write');
    expect([...(await intakeAnswersOf(desk.store.client, b.id)).keys()]).toEqual([0, 7]);
    const deleted = await owner(`/owner/bookings/${b.reference}/delete`, { sure: 'yes' });
    expect(deleted.status).toBe(303);
    expect(await (await owner(deleted.headers.get('Location')!)).text()).toContain(`Booking ${b.reference} was deleted`);
    expect(await desk.store.find(b.reference)).toBeUndefined();
    // No table keeps a row of it: every table with a booking_id column, whoever added it.
    const tables = (await desk.store.client.execute(`SELECT name FROM sqlite_master WHERE type = 'table'`)).rows.map((r) => String(r.name));
    const kept: string[] = [];
    for (const table of tables) {
      const columns = (await desk.store.client.execute(`PRAGMA table_info(${table})`)).rows.map((r) => String(r.name));
      if (!columns.includes('booking_id')) continue;
      const n = Number((await desk.store.client.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE booking_id = ?`, args: [b.id] })).rows[0]?.n);
      if (n > 0) kept.push(`${table}: ${n}`);
    }
    expect(kept).toEqual([]);
    expect(tables).toEqual(expect.arrayContaining(['intake_answers', 'parties', 'party_guests']));
  });
});
