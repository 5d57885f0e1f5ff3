// The owner's inbox over a deposit site (tests/support/deposit-site.ts), signed in: requests as the owner's
// phone makes them, with the session's cookie and CSRF token.
import { createOwnerInbox } from '../../src/server/inbox/app.ts';
import type { DepositSite } from './deposit-site.ts';
import { formRequests, ownerSession } from './form-request.ts';
import { quickHash } from './quick-hash.ts';

const PASSWORD = 'correct horse battery';

export async function depositInbox(site: DepositSite) {
  const hash = await quickHash(PASSWORD);
  const { app } = await createOwnerInbox({
    bookings: site.store, password: () => ({ state: 'set', hash, from: 'test' }), base: '/owner', businessName: 'Test Beauty', trustProxy: false,
    now: () => site.clock.now, log: () => {}, appointments: { desk: site.appointments, schedule: site.schedule, siteUrl: () => 'https://www.shinevan.example' },
  });
  const send = formRequests(app, 'http://127.0.0.1:3000');
  const request: typeof send = (path, init) => send(path.replace(/^\/owner/, '') || '/', init);
  /** Signs in (again: a session ends when the test's clock moves on by weeks). */
  const signIn = () => ownerSession(request, '/owner', PASSWORD);
  return { request, signIn };
}
