// A deposit holds the time, on the fixture site's content with the stand-in Stripe: the form takes the visitor
// to the payment page for the content's amount (never the request's), the time is held meanwhile, and the
// signed webhook marks it paid; forged, unsigned, replayed and reordered events, the hold's own end and a
// visitor who leaves the payment page each do what the customer and the owner would expect.
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutOrigins } from './settings.ts';
import { termsOfBooking } from './terms.ts';
import { depositSite, NOW, START, WEBHOOK_SECRET, type DepositSite } from '../../../tests/support/deposit-site.ts';

const sites: DepositSite[] = [];
afterEach(async () => Promise.all(sites.splice(0).map((s) => s.close())));
const open = async (opts?: { payments?: boolean }) => {
  const site = await depositSite(opts);
  sites.push(site);
  return site;
};
const freeTimes = async (site: DepositSite) =>
  (await (await site.fetch('/api/free-times?service=Teeth+Whitening&date=2026-12-11&town=Greenville')).json()) as { times: { start: string }[]; deposit?: boolean };
const freeAt11 = async (site: DepositSite) => {
  const body = await freeTimes(site);
  return body.times.some((t) => Date.parse(t.start) === Date.parse(START));
};
/** Books and returns the reference and the stand-in's session. */
const booked = async (site: DepositSite, fields: Record<string, unknown> = {}) => {
  const res = await site.book({ deposit: 1, amount: 1, ...fields });
  const body = (await res.json()) as { reference: string; checkoutUrl: string; status: string };
  return { res, body, session: site.stripe.sessions.at(-1)! };
};

describe('a deposit holds the time', () => {
  it('sends the visitor to the payment page for the amount the content gives, and holds the time meanwhile', async () => {
    const site = await open();
    expect(await freeAt11(site)).toBe(true);
    // The free times say a deposit holds one of them: the form asks to agree to the policy beside them.
    expect((await freeTimes(site)).deposit).toBe(true);
    const { res, body, session } = await booked(site);
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: 'awaiting-deposit', checkoutUrl: session.url, deposit: '$25' });
    expect(session.amount).toBe(2500);
    expect(site.stripe.calls.find((c) => c.path === '/v1/checkout/sessions')?.key).toBe(`checkout-${body.reference}`);
    expect((await site.find(body.reference)).appointment?.status).toBe('awaiting-deposit');
    expect(await freeAt11(site)).toBe(false);
    // Nothing is emailed before the deposit is paid.
    expect(await site.jobs(body.reference)).toEqual([]);
  });

  it('asks for the policy to be agreed to, and answers a form sent without JavaScript with a 303 to the payment page', async () => {
    const site = await open();
    const refused = await site.book({ policyAccepted: false });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.policyAccepted).toMatch(/cancellation policy/);
    const form = new URLSearchParams({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Teeth Whitening', place: 'Greenville', start: START, policyAccepted: 'true' });
    const res = await site.fetch('/api/bookings', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1' }, body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(site.stripe.sessions.at(-1)?.url);
  });

  it('a signed completion marks it paid once; forged, unsigned and replayed events change nothing', async () => {
    const site = await open();
    const { body, session } = await booked(site);
    const forged = site.stripe.event('checkout.session.completed', session, { secret: 'whsec_not_ours' });
    expect((await site.webhook(forged.body, forged.signature)).status).toBe(400);
    expect((await site.webhook(forged.body)).status).toBe(400);
    expect((await site.find(body.reference)).money?.deposit).toBe('due');
    const paid = site.stripe.event('checkout.session.completed', session, { id: 'evt_paid' });
    expect((await site.webhook(paid.body, paid.signature)).status).toBe(200);
    const b = await site.find(body.reference);
    expect([b.appointment?.status, b.money?.deposit, b.money?.paymentIntent]).toEqual(['held', 'paid', `pi_${session.id.slice(3)}`]);
    expect(await site.jobs(body.reference)).toEqual(['owner', 'customer']);
    // The first emails carry the time as booked (the customer's describes it, whatever is proposed after).
    const data = (await site.store.client.execute({ sql: `SELECT data FROM email_jobs WHERE booking_id = ? AND key = 'customer'`, args: [b.id] })).rows[0]?.data;
    expect(JSON.parse(String(data))).toEqual({ start: b.appointment!.start, end: b.appointment!.end, status: 'held' });
    expect(await (await site.webhook(paid.body, paid.signature)).json()).toMatchObject({ duplicate: true });
    const again = site.stripe.event('checkout.session.completed', session, { id: 'evt_paid_again' });
    expect((await site.webhook(again.body, again.signature)).status).toBe(200);
    expect(await site.jobs(body.reference)).toEqual(['owner', 'customer']);
    // An expiry that arrives after the payment (out of order) leaves it paid.
    const late = site.stripe.event('checkout.session.expired', session);
    expect((await site.webhook(late.body, late.signature)).status).toBe(200);
    expect((await site.find(body.reference)).appointment?.status).toBe('held');
    // Coming back from the payment page: the thank-you with the deposit paid, and what to prepare as the content says.
    const page = await (await site.fetch(new URL(session.successUrl).pathname + new URL(session.successUrl).search)).text();
    expect(page).toContain('Deposit paid: $25');
    const prepare = termsOfBooking(site.schedule(), { service: 'Teeth Whitening', package: '', guests: '' }).prepare!;
    expect(prepare).toBeTruthy();
    expect(page).toContain(`<dt>Please prepare</dt><dd>${prepare}</dd>`);
  });

  it('refuses an event body too large to be one, also when it arrives in pieces without its length', async () => {
    const site = await open();
    const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    // 8 MB in 64 KB pieces, with no Content-Length: the limit counts what arrives.
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => (sent++ < 128 ? controller.enqueue(piece) : controller.close()) });
    const res = await site.fetch('/api/payments/stripe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(128);
  });

  it('coming back from paying before the webhook, the thank-you asks Stripe and says the deposit is paid; the webhook then changes nothing', async () => {
    const site = await open();
    const { body, session } = await booked(site);
    session.paid = true;
    const back = new URL(session.successUrl);
    expect(await (await site.fetch(back.pathname + back.search)).text()).toContain('Deposit paid: $25');
    expect(await site.jobs(body.reference)).toEqual(['owner', 'customer']);
    const paid = site.stripe.event('checkout.session.completed', session);
    expect((await site.webhook(paid.body, paid.signature)).status).toBe(200);
    expect(await site.jobs(body.reference)).toEqual(['owner', 'customer']);
  });

  it('an expired payment page, or the hold running out, frees the time; a payment after that takes it again while free', async () => {
    const site = await open();
    const first = await booked(site);
    const expired = site.stripe.event('checkout.session.expired', first.session);
    expect((await site.webhook(expired.body, expired.signature)).status).toBe(200);
    expect((await site.find(first.body.reference)).money?.deposit).toBe('lapsed');
    expect(await freeAt11(site)).toBe(true);
    const paidLate = site.stripe.event('checkout.session.completed', first.session);
    await site.webhook(paidLate.body, paidLate.signature);
    expect((await site.find(first.body.reference)).appointment?.status).toBe('held');

    const other = await open();
    const second = await booked(other);
    other.clock.now = NOW + 31 * 60_000;
    expect(await other.appointments.book.expireHolds(other.clock.now)).toBe(1);
    expect((await other.find(second.body.reference)).appointment?.status).toBe('released');
    expect(await other.jobs(second.body.reference)).toEqual([]);
  });

  it('a payment after its time was taken by someone else is refunded through Stripe', async () => {
    const site = await open();
    const first = await booked(site, { idempotencyKey: 'same-visitor-key-0001' });
    const left = new URL(first.session.cancelUrl);
    const page = await (await site.fetch(left.pathname + left.search)).text();
    expect(page).toContain('no longer held');
    expect(page).toContain('Try again');
    // Only with the address's token is the page shown.
    expect((await site.fetch(`/booking/deposit?reference=${first.body.reference}&token=forged`)).status).toBe(404);
    // Trying again with the same form (and key) makes a new booking, with a new payment page.
    const again = (await (await site.book({ idempotencyKey: 'same-visitor-key-0001' })).json()) as { reference: string; checkoutUrl: string };
    expect(again.reference).not.toBe(first.body.reference);
    expect(again.checkoutUrl).toBe(site.stripe.sessions.at(-1)?.url);
    await site.fetch(new URL(site.stripe.sessions.at(-1)!.cancelUrl).pathname + new URL(site.stripe.sessions.at(-1)!.cancelUrl).search);
    const taker = await site.book({ name: 'Bea', email: 'bea@example.com', idempotencyKey: 'another-visitor-0001' });
    expect(taker.status).toBe(201);
    const paidLate = site.stripe.event('checkout.session.completed', first.session);
    await site.webhook(paidLate.body, paidLate.signature);
    // The owner's Changes: the payment and the refund asked for, not yet a refund made.
    const b = await site.find(first.body.reference);
    const changes = async () => (await site.appointments.book.changes(b.id)).map((c) => [c.who, c.what, c.detail]);
    expect(b.money?.deposit).toBe('refund-due');
    expect((await changes()).filter(([, what]) => what === 'paid' || what === 'refunded')).toEqual([['customer', 'paid', 'after the time was no longer held: refund asked for']]);
    site.deposits.settle();
    await expect.poll(() => site.stripe.refunds.length).toBe(1);
    expect(site.stripe.refunds[0]).toMatchObject({ amount: 2500, key: `refund-${first.body.reference}` });
    await expect.poll(async () => (await site.find(first.body.reference)).money?.deposit).toBe('refunded');
    // Once made, the refund is said once.
    expect((await changes()).filter(([, what]) => what === 'refunded')).toEqual([['site', 'refunded', '']]);
  });

  it('of two bookings for one time, the second is refused while the first awaits its deposit', async () => {
    const site = await open();
    const [a, b] = await Promise.all([site.book({ idempotencyKey: 'first-visitor-00001' }), site.book({ name: 'Bea', idempotencyKey: 'second-visitor-0001' })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it('without the Stripe keys nothing changes: the time is held for the owner and no payment page is made', async () => {
    const site = await open({ payments: false });
    expect((await freeTimes(site)).deposit).toBeUndefined();
    const res = await site.book();
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'held' });
    expect(site.stripe.calls).toEqual([]);
    // The pages let a form go on to Stripe's payment page only when deposits are set up.
    expect(checkoutOrigins({})).toEqual([]);
    expect(checkoutOrigins({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: site.stripe.base })).toEqual(['https://checkout.stripe.com', site.stripe.base]);
  });
});
