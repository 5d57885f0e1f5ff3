// The money follows the appointment: Decline and a cancellation inside the policy refund the deposit through
// Stripe (once, with the booking's idempotency key); a late cancellation and a No-show keep it, and the
// customer's email says why, quoting the policy; a payment event replayed after the cancellation changes
// nothing; the inbox's CSV carries the price and the deposit.
import { afterEach, describe, expect, it } from 'vitest';
import { depositSite, NOW, START, type DepositSite } from '../../../tests/support/deposit-site.ts';
import { appointmentEmail } from '../appointments/emails.ts';
import { mailContext } from '../bookings/index.ts';
import { bookingsCsv } from '../inbox/csv-export.ts';
import { openInboxStore } from '../inbox/inbox-store.ts';
import { loadBookingFixture } from '../../../tests/support/booking-fixture.ts';

const sites: DepositSite[] = [];
afterEach(async () => Promise.all(sites.splice(0).map((s) => s.close())));

/** A booking whose $25 deposit is paid (held for the owner). */
async function paid() {
  const site = await depositSite();
  sites.push(site);
  const { reference } = (await (await site.book()).json()) as { reference: string };
  const session = site.stripe.sessions.at(-1)!;
  const event = site.stripe.event('checkout.session.completed', session);
  await site.webhook(event.body, event.signature);
  return { site, reference, session, event };
}
const jobData = async (site: DepositSite, key: string) =>
  JSON.parse(String((await site.store.client.execute({ sql: 'SELECT data FROM email_jobs WHERE key LIKE ?', args: [`${key}#%`] })).rows[0]?.data)) as Record<string, unknown>;

describe('the money follows the appointment', () => {
  it('a Decline refunds the deposit through Stripe once, and a replay of the payment after it changes nothing', async () => {
    const { site, reference, event } = await paid();
    expect((await site.appointments.book.decline(await site.find(reference), 'We are away that day', NOW)).ok).toBe(true);
    expect((await site.find(reference)).money?.deposit).toBe('refund-due');
    site.deposits.settle();
    site.deposits.settle();
    await expect.poll(async () => (await site.find(reference)).money?.deposit).toBe('refunded');
    expect(site.stripe.refunds).toEqual([{ paymentIntent: (await site.find(reference)).money?.paymentIntent, amount: 2500, key: `refund-${reference}` }]);
    expect(await jobData(site, 'declined')).toMatchObject({ deposit: 'refunded' });
    const replay = site.stripe.event('checkout.session.completed', site.stripe.sessions[0]!, { id: 'evt_replayed_later' });
    expect((await site.webhook(replay.body, replay.signature)).status).toBe(200);
    expect((await site.webhook(event.body, event.signature)).status).toBe(200);
    const b = await site.find(reference);
    expect([b.appointment?.status, b.money?.deposit]).toEqual(['released', 'refunded']);
  });

  it("a customer's cancellation inside the policy is refunded; a late one keeps the deposit and the email quotes the policy", async () => {
    const { site, reference } = await paid();
    const cancel = async (at: number) => {
      const b = await site.find(reference);
      const link = site.appointments.links.create(b.id, at, Date.parse(START));
      await site.store.client.execute(link.statement);
      return site.appointments.book.customerCancel(b, link.id, at);
    };
    // Four hours before: later than the 24 hours of the policy.
    expect((await cancel(Date.parse(START) - 4 * 3_600_000)).ok).toBe(true);
    expect((await site.find(reference)).money?.deposit).toBe('kept');
    site.deposits.settle();
    expect(site.stripe.refunds).toEqual([]);
    const { site: config } = await loadBookingFixture();
    const b = await site.find(reference);
    const mail = appointmentEmail({ booking: b, kind: 'cancelled', data: await jobData(site, 'cancelled') }, mailContext(config))!;
    expect(mail.text).toContain('Your deposit of $25 is kept');
    expect(mail.text).toContain('up to 24 hours before the appointment gets the deposit back');
    const owner = appointmentEmail({ booking: b, kind: 'owner-change', data: { ...(await jobData(site, 'owner-change')) } }, mailContext(config))!;
    expect(owner.text).toContain('Their deposit of $25 is kept');

    const early = await paid();
    const eb = await early.site.find(early.reference);
    const link = early.site.appointments.links.create(eb.id, NOW, Date.parse(START));
    await early.site.store.client.execute(link.statement);
    expect((await early.site.appointments.book.customerCancel(eb, link.id, NOW)).ok).toBe(true);
    early.site.deposits.settle();
    await expect.poll(() => early.site.stripe.refunds.length).toBe(1);
  });

  it('No-show, once the time has begun, keeps the deposit and tells the customer; the CSV has the deposit columns', async () => {
    const { site, reference } = await paid();
    expect(await site.appointments.book.noShow(await site.find(reference), NOW)).toEqual({ ok: false, reason: 'stale' });
    const after = Date.parse(START) + 15 * 60_000;
    expect((await site.appointments.book.noShow(await site.find(reference), after)).ok).toBe(true);
    const b = await site.find(reference);
    expect([b.appointment?.status, b.money?.deposit]).toEqual(['released', 'kept']);
    expect(await jobData(site, 'no-show')).toMatchObject({ deposit: 'kept' });
    const inbox = await openInboxStore(site.store.client);
    const csv = await new Response(bookingsCsv(inbox, {})).text();
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toMatch(/,price,deposit,deposit status,answers before the visit$/);
    expect(row).toMatch(/,75\.00,25\.00,kept,$/);
  });
});
