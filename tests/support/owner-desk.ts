// The booking desk of the fixture site as a test of the appointments, the parties or the questions before the
// visit opens it: its database in a scratch folder, mail through the harness's SMTP server (retried at once),
// the owner's inbox beside it, and the three served as the server serves them (/api, /owner and the customer's
// appointment pages). `signIn` gives the owner's session, and requests made in it.
import { join } from 'node:path';
import { Hono } from 'hono';
import { scheduleOf } from '../../src/server/appointments/schedule.ts';
import { mailContext, openBookingDesk, type BookingDesk } from '../../src/server/bookings/index.ts';
import { createOwnerInbox } from '../../src/server/inbox/app.ts';
import { OWNER_PASSWORD, type DeskHarness } from './desk-harness.ts';
import { formRequests, ownerSession } from './form-request.ts';

export const ORIGIN = 'http://127.0.0.1:3000';

export interface OwnerDeskOptions {
  /** The desk's folder (its database): a new scratch folder unless given (a second server on the same file). */
  dir?: string;
  /** Whether it sends mail (SMTP_URL set). */
  email?: boolean;
  /** More of the server's environment (APPOINTMENT_LINK_SECRET, ...). */
  env?: Record<string, string>;
  /** The fixture's parties: their plans given to the desk and their page in the inbox. */
  parties?: boolean;
  rateLimit?: Parameters<typeof openBookingDesk>[0]['rateLimit'];
}

export async function openOwnerDesk(h: DeskHarness, { dir = h.tempDir(), email = true, env = {}, parties = false, rateLimit }: OwnerDeskOptions = {}) {
  const { site, offered, places, partyPlans } = h.fixture;
  const schedule = () => scheduleOf(site, offered, places);
  const desk: BookingDesk = await openBookingDesk({
    env: { DATABASE_URL: join(dir, 'bookings.db'), ...(email && { SMTP_URL: h.smtp.url }), BOOKING_EMAIL_RETRY_SECONDS: '0.05', ...env },
    root: dir,
    mail: () => mailContext(site, '/owner'),
    offered: () => offered,
    schedule,
    ...(parties && { partyPlans: () => partyPlans }),
    ...(rateLimit && { rateLimit }),
    log: () => {},
  });
  h.closing(() => desk.close());
  const inbox = await createOwnerInbox({
    bookings: desk.store,
    password: () => ({ state: 'set', hash: h.hash, from: 'test' }),
    base: '/owner',
    businessName: site.business.name,
    trustProxy: false,
    log: () => {},
    appointments: { desk: desk.appointments, schedule, siteUrl: () => site.siteUrl },
    ...(parties && { parties: { desk: desk.parties, plans: () => partyPlans, schedule } }),
  });
  const app = new Hono().route('/api', desk.api).route('/owner', inbox.app).route('/', desk.appointments.routes);
  const request = formRequests(app, ORIGIN);
  /** The owner signed in: the session's cookie and form token, and a request in it (a form carries the token). */
  const signIn = async () => {
    const { cookie, csrf } = await ownerSession(request, '/owner', OWNER_PASSWORD);
    const owner = (path: string, form?: Record<string, string>) => request(path, { cookie, ...(form && { form: { csrf, ...form } }) });
    return { cookie, csrf, owner };
  };
  return { desk, app, request, dir, signIn };
}
