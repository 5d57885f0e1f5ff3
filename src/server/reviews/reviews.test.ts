// Reviews after the visit: Mark done in the inbox thanks the customer with the content's review page, once per
// customer (by email address, across their bookings), unless the owner unticks it or the content has none;
// sent once by the outbox, across two servers on one database file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEmailSchema } from '../../schema/appointment-email-schema.ts';
import { appointmentEmail } from '../appointments/emails.ts';
import type { EmailContent, MailContext } from '../bookings/emails.ts';
import { createEmailOutbox, type EmailOutbox } from '../bookings/outbox.ts';
import { openBookingStore, type BookingStore } from '../bookings/store.ts';
import { createOwnerInbox } from '../inbox/app.ts';
import { quickHash } from '../../../tests/support/quick-hash.ts';
import { formRequests, ownerSession } from '../../../tests/support/form-request.ts';
import { markDone } from './review-asks.ts';
import { textFor } from '../texts/text-content.ts';

const PASSWORD = 'correct horse battery';
const REVIEW = 'https://g.page/r/shine-van-example/review';
const context: MailContext = { to: 'hello@shine.example', businessName: 'Shine Van', phone: '(903) 555-0177', confirmation: {} as MailContext['confirmation'], appointments: { siteUrl: 'https://shine.example', words: appointmentEmailSchema.parse({}) } };

let hash: string;
beforeAll(async () => {
  hash = await quickHash(PASSWORD);
});
const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reviews-'));
  closing.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'bookings.db');
}

async function openStore(file: string): Promise<BookingStore> {
  const store = await openBookingStore({ url: file });
  closing.push(() => store.close());
  return store;
}

/** An outbox on `store` whose mailer keeps each email it renders. */
function outbox(store: BookingStore, sent: (EmailContent & { address: string })[], fail = false): EmailOutbox {
  const box = createEmailOutbox({
    store,
    retry: { firstMs: 10, maxMs: 10 },
    mailer: {
      send: async (job, ctx) => {
        if (fail) throw new Error('the mail server is down');
        const content = appointmentEmail(job, ctx);
        if (!content) return 'dropped';
        sent.push({ ...content, address: job.booking.email });
        return 'sent';
      },
    },
    context: () => context,
    pollMs: 20,
    log: () => {},
  });
  closing.push(() => box.close());
  return box;
}

async function inboxOn(store: BookingStore, url: string | undefined, kick?: () => void, email = true) {
  const { app } = await createOwnerInbox({ bookings: store, password: () => ({ state: 'set', hash, from: 'test' }), base: '/owner', businessName: 'Shine Van', trustProxy: false, log: () => {}, reviews: { url: () => url, email, texts: false, ...(kick && { kick }) } });
  const send = formRequests(app, 'http://127.0.0.1:3000');
  const request = (path: string, init?: Parameters<typeof send>[1]) => send(path.replace(/^\/owner/, '') || '/', init);
  const { cookie, csrf } = await ownerSession(request, '/owner', PASSWORD);
  const page = async (reference: string) => (await request(`/owner/bookings/${reference}`, { cookie })).text();
  const done = (reference: string, review: boolean) => request(`/owner/bookings/${reference}/status`, { cookie, form: { csrf, status: 'done', back: '/owner', ...(review && { review: 'yes' }) } });
  return { page, done, list: async () => (await request('/owner', { cookie })).text() };
}

const book = async (store: BookingStore, email: string) =>
  (await store.add({ name: 'Ava Brooks', email, service: 'Tooth Gems', date: '', message: '', phone: '', place: '', guests: '', package: '' }, { email: false, now: Date.now() })).reference;

const reviewJobs = async (store: BookingStore) => (await store.client.execute(`SELECT booking_id, state FROM email_jobs WHERE kind = 'review'`)).rows;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
async function eventually(check: () => Promise<void> | void, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('reviews after the visit', { timeout: 30_000 }, () => {
  it("marking done sends one review email with the content's address, and the inbox shows who was asked", async () => {
    const store = await openStore(tempFile());
    const sent: (EmailContent & { address: string })[] = [];
    const box = outbox(store, sent);
    const inbox = await inboxOn(store, REVIEW, () => box.kick());
    const reference = await book(store, 'ava@example.com');
    expect(await inbox.page(reference)).toMatch(/<input[^>]*type="checkbox"[^>]*name="review"[^>]*checked=""/);
    expect((await inbox.done(reference, true)).status).toBe(303);
    await eventually(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ address: 'ava@example.com', subject: 'Thank you for choosing Shine Van' });
    expect(sent[0]!.text).toContain(REVIEW);
    expect(sent[0]!.html).toContain(`href="${REVIEW}"`);
    const page = await inbox.page(reference);
    expect(page).toContain('Asked for a review on');
    expect(page).not.toContain('name="review"');
    expect(await inbox.list()).toContain('Asked for a review on');
    // Marked done again (new, then done): still one.
    await inbox.done(reference, true);
    await settle();
    expect(await reviewJobs(store)).toHaveLength(1);
  });

  it('sends none when the owner unticks "Ask for a review"', async () => {
    const store = await openStore(tempFile());
    const inbox = await inboxOn(store, REVIEW);
    const reference = await book(store, 'ava@example.com');
    expect((await inbox.done(reference, false)).status).toBe(303);
    expect(await reviewJobs(store)).toHaveLength(0);
    expect(await inbox.page(reference)).not.toContain('Asked for a review');
  });

  it("sends none for a second booking of the same customer (their address in any case)", async () => {
    const store = await openStore(tempFile());
    const inbox = await inboxOn(store, REVIEW);
    const first = await book(store, 'ava@example.com');
    const second = await book(store, ' Ava@Example.com');
    await inbox.done(first, true);
    expect(await inbox.page(second)).not.toContain('name="review"');
    expect(await inbox.page(second)).toContain(`(booking ${first})`);
    await inbox.done(second, true);
    expect((await reviewJobs(store)).map((row) => Number(row.booking_id))).toEqual([(await store.find(first))!.id]);
  });

  it('sends it once with two servers on one database file', async () => {
    const file = tempFile();
    const [one, two] = [await openStore(file), await openStore(file)];
    const sent: (EmailContent & { address: string })[] = [];
    const reference = await book(one, 'ava@example.com');
    const b = (await one.find(reference))!;
    // Both servers mark it done at once, and both outboxes run.
    const review = { ask: true, url: REVIEW, email: true, texts: false };
    const asked = await Promise.all([markDone(one.client, b, review, Date.now()), markDone(two.client, b, review, Date.now())]);
    expect(asked.filter((a) => a.asked)).toHaveLength(1);
    outbox(one, sent);
    outbox(two, sent);
    await eventually(async () => expect((await reviewJobs(one)).map((row) => row.state)).toEqual(['sent']));
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('sends it once after a restart when it failed before', async () => {
    const file = tempFile();
    const first = await openStore(file);
    const sent: (EmailContent & { address: string })[] = [];
    const down = outbox(first, sent, true);
    const reference = await book(first, 'ava@example.com');
    await markDone(first.client, (await first.find(reference))!, { ask: true, url: REVIEW, email: true, texts: false }, Date.now());
    down.kick();
    await eventually(async () => expect(Number((await first.client.execute(`SELECT attempts FROM email_jobs WHERE kind = 'review'`)).rows[0]?.attempts)).toBeGreaterThan(0));
    await down.close();
    first.close();
    const second = await openStore(file);
    outbox(second, sent);
    await eventually(async () => expect((await reviewJobs(second)).map((row) => row.state)).toEqual(['sent']));
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('texts it too to a customer who asked for texts', async () => {
    const store = await openStore(tempFile());
    const added = await store.add({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Tooth Gems', date: '', message: '', phone: '+19035550123', place: '', guests: '', package: '', textOptIn: 'true' }, { email: false, now: Date.now() });
    const b = (await store.find(added.reference))!;
    expect((await markDone(store.client, b, { ask: true, url: REVIEW, email: true, texts: true }, Date.now())).asked).toBe(true);
    const kinds = (await store.client.execute('SELECT kind, data FROM email_jobs WHERE booking_id = ? ORDER BY kind', [b.id])).rows;
    expect(kinds.map((row) => row.kind)).toEqual(['review', 'text-review']);
    const text = textFor({ booking: b, kind: 'text-review', data: JSON.parse(String(kinds[1]!.data)) as Record<string, unknown> }, context, undefined);
    expect(text).toEqual({ to: '+19035550123', body: expect.stringContaining(REVIEW) as string });
  });

  it('asks nothing, and shows no box, without a review address in the content', async () => {
    const store = await openStore(tempFile());
    const inbox = await inboxOn(store, undefined);
    const reference = await book(store, 'ava@example.com');
    expect(await inbox.page(reference)).not.toContain('name="review"');
    await inbox.done(reference, true);
    expect(await reviewJobs(store)).toHaveLength(0);
  });

  it('shows no box, and asks nothing, where neither emails nor texts are sent', async () => {
    const store = await openStore(tempFile());
    const inbox = await inboxOn(store, REVIEW, undefined, false);
    const reference = await book(store, 'ava@example.com');
    expect(await inbox.page(reference)).not.toContain('name="review"');
    await inbox.done(reference, true);
    expect(await store.client.execute('SELECT * FROM review_requests')).toMatchObject({ rows: [] });
  });
});
