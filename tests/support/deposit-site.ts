// The booking API, the appointment book and deposits on the fixture site's content, in this process, with a
// real SQLite file and the stand-in Stripe (fake-stripe-server.ts) behind STRIPE_API_BASE: what the deposit
// tests share. The fixture's Teeth Whitening takes a $25 deposit; its policy refunds until 24 hours before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { openAppointmentDesk, type AppointmentDesk } from '../../src/server/appointments/desk.ts';
import { scheduleOf, type Schedule } from '../../src/server/appointments/schedule.ts';
import { createBookingsApi } from '../../src/server/bookings/handler.ts';
import { withFormPages } from '../../src/server/bookings/form-pages.tsx';
import { openBookingStore, type BookingStore, type StoredBooking } from '../../src/server/bookings/store.ts';
import { TRUST_NONE } from '../../src/server/client-address.ts';
import { openDepositDesk, type DepositDesk } from '../../src/server/payments/desk.ts';
import { stripePayments } from '../../src/server/payments/stripe.ts';
import { loadBookingFixture } from './booking-fixture.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret_of_the_stand_in';
/** Friday, November 27, 2026, 10 AM in Texas; the appointment is two weeks ahead at 11 AM. */
export const NOW = Date.parse('2026-11-27T16:00:00Z');
export const START = '2026-12-11T11:00:00-06:00';

export interface DepositSite {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST /api/bookings as JSON (Teeth Whitening at START in Greenville, policy agreed), with `fields` over it. */
  book(fields?: Record<string, unknown>): Promise<Response>;
  webhook(body: string, signature?: string): Promise<Response>;
  find(reference: string): Promise<StoredBooking>;
  jobs(reference: string): Promise<string[]>;
  store: BookingStore;
  appointments: AppointmentDesk;
  schedule: () => Schedule | undefined;
  deposits: DepositDesk;
  stripe: FakeStripe;
  clock: { now: number };
  close(): Promise<void>;
}

/** Read once per test file. */
let fixture: ReturnType<typeof loadBookingFixture> | undefined;

export async function depositSite(opts: { payments?: boolean } = {}): Promise<DepositSite> {
  const { site, offered, places, partyPlans } = await (fixture ??= loadBookingFixture());
  const dir = mkdtempSync(join(tmpdir(), 'deposits-'));
  const store = await openBookingStore({ url: join(dir, 'bookings.db') });
  const stripe = await startFakeStripe(WEBHOOK_SECRET);
  const clock = { now: NOW };
  const now = () => clock.now;
  const schedule = () => scheduleOf(site, offered, places);
  const log = () => {};
  const appointments = await openAppointmentDesk({
    store, linkSecret: 'a-secret-of-at-least-thirty-two-characters', schedule, trust: TRUST_NONE, emails: true, kick: () => {}, log, now, expiryCheckMs: 3_600_000,
    mail: () => ({ to: site.business.email, businessName: site.business.name, phone: site.business.phone, confirmation: site.contactForm.confirmation }),
  });
  const deposits = openDepositDesk({
    payments: stripePayments({ key: 'sk_test_stand_in', webhookSecret: WEBHOOK_SECRET, base: new URL(stripe.base) }),
    webhookSecret: WEBHOOK_SECRET, store, book: () => appointments.book, schedule,
    business: () => ({ name: site.business.name, phone: site.business.phone }), bookingPage: () => '/contact#book', onChange: () => {}, log, now,
  });
  const api = createBookingsApi({ store, email: true, offered, schedule, now, log, rateLimit: { windowMs: 60_000, max: 10_000 }, partyPlans: () => partyPlans, ...(opts.payments !== false && { deposits }) });
  api.route('/', deposits.webhook);
  const app = new Hono();
  // The form sent without JavaScript is answered as the built page would (its page is not needed here).
  app.use('*', withFormPages({ holdsForm: () => true, page: (posted) => `<p>${JSON.stringify(posted.errors ?? {})}</p>` }));
  app.route('/api', api);
  app.route('/', deposits.routes);
  const fetch = async (path: string, init?: RequestInit) => app.request(`http://127.0.0.1${path}`, init);
  return {
    fetch,
    book: (fields = {}) => fetch('/api/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ava Brooks', email: 'ava@example.com', service: 'Teeth Whitening', date: '', message: '', place: 'Greenville', start: START, policyAccepted: true, ...fields }),
    }),
    webhook: (body, signature) => fetch('/api/payments/stripe', { method: 'POST', headers: { 'Content-Type': 'application/json', ...(signature && { 'Stripe-Signature': signature }) }, body }),
    find: async (reference) => (await store.find(reference))!,
    jobs: async (reference) => (await store.client.execute({ sql: 'SELECT j.key FROM email_jobs j JOIN bookings b ON b.id = j.booking_id WHERE b.reference = ? ORDER BY j.rowid', args: [reference] })).rows.map((r) => String(r.key)),
    store, appointments, schedule, deposits, stripe, clock,
    async close() {
      appointments.close();
      deposits.close();
      store.close();
      await stripe.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
