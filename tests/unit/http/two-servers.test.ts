// Two servers on one database, as two machines behind a load balancer (or an old and a new instance during a
// deploy) would run: each a process of its own started as `npm start` starts it (scripts/serve.ts), sharing
// one DATABASE_URL file, each with its own DATA_DIR. A burst of bookings sent to both (a visitor's retry may
// land on the other server) is stored once each and each email is sent once; a session made on one is good
// on the other; the sign-in limits of an address hold on both.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_FILE } from '../../../src/server/bookings/offer.ts';
import { quickHash } from '../../support/quick-hash.ts';
import { startScript, untilListening } from '../../support/run-script.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtp-test-server.ts';
import { WAIT } from '../../support/wait.ts';

const PROJECT = join(import.meta.dirname, '../../..');
const CONTENT = join(PROJECT, 'tests/fixtures/content/base');
const PASSWORD = 'two servers share one long password';

interface ServerProcess {
  url: string;
  /** What it printed so far (said when a test fails). */
  output(): string;
  /** SIGTERM, as a platform stops an instance; resolves with the exit code once the process has stopped. */
  stop(): Promise<number | null>;
}

let scratch: string;
let smtp: SmtpTestServer;
let servers: ServerProcess[] = [];

/** Starts scripts/serve.ts with `env` on a free port of 127.0.0.1; resolves once it says where it listens. */
async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = startScript('serve.ts', [], { cwd: PROJECT, env: { HOST: '127.0.0.1', PORT: '0', ...env } });
  child.stdin.end();
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const { url, log } = await untilListening(child);
  return { url, output: log, stop: () => (child.exitCode === null && child.kill('SIGTERM'), exited) };
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'two-servers-'));
  // A built site as the server needs it: the 404 page and the services the booking form offers.
  const dist = join(scratch, 'dist');
  mkdirSync(join(dist, '.server'), { recursive: true });
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dist, OFFER_FILE), JSON.stringify([{ label: 'Tooth Gems' }]));
  smtp = await startSmtpTestServer();
  const shared = {
    CONTENT_ROOT: CONTENT,
    DIST_DIR: dist,
    DATABASE_URL: join(scratch, 'shared', 'bookings.db'),
    SMTP_URL: smtp.url,
    OWNER_PASSWORD_HASH: await quickHash(PASSWORD),
    // Behind a load balancer: the visitor's address is in X-Forwarded-For (the tests play the balancer).
    TRUST_PROXY: '1',
    INSTAGRAM_ACCESS_TOKEN: '',
    INSTAGRAM_USER_ID: '',
  };
  // Both at once, on a database that does not exist yet: the two create it together.
  servers = await Promise.all(['a', 'b'].map((name) => startServerProcess({ ...shared, DATA_DIR: join(scratch, `data-${name}`) })));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await smtp?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const [A, B] = [0, 1] as const;
const at = (server: 0 | 1, path: string) => new URL(path, servers[server]!.url);

/** A form posted to the inbox on `server` as the owner's browser posts it, from `visitor` (the balancer's X-Forwarded-For). */
const post = (server: 0 | 1, path: string, form: Record<string, string>, visitor: string) =>
  fetch(at(server, path), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: at(server, '/').origin, 'X-Forwarded-For': visitor },
    body: new URLSearchParams(form).toString(),
  });
/** Is the inbox on `server` open with `cookie` (its list, not the password form)? */
const signedIn = async (server: 0 | 1, cookie: string) => {
  const res = await fetch(at(server, '/owner'), { headers: { Cookie: cookie, 'X-Forwarded-For': '192.0.2.1' }, redirect: 'manual' });
  return res.status === 200 && !(await res.text()).includes('name="password"');
};

describe('two servers on one database', () => {
  it('a session made on one is good on the other, and ends on both when the owner signs out', async () => {
    const res = await post(A, '/owner/sign-in', { password: PASSWORD }, '192.0.2.1');
    expect(res.status, servers[A]!.output()).toBe(303);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(await signedIn(A, cookie)).toBe(true);
    expect(await signedIn(B, cookie)).toBe(true);
    expect(await signedIn(B, cookie.replace(/=.*/, '=not-a-session'))).toBe(false);

    // Signed out on B (with the session's CSRF token from B's page): A does not know the session any more.
    const page = await (await fetch(at(B, '/owner'), { headers: { Cookie: cookie, 'X-Forwarded-For': '192.0.2.1' } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
    expect(csrf).toBeDefined();
    const out = await fetch(at(B, '/owner/sign-out'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: at(B, '/').origin, Cookie: cookie, 'X-Forwarded-For': '192.0.2.1' },
      body: new URLSearchParams({ csrf: csrf! }).toString(),
    });
    expect(out.status).toBe(303);
    expect(await signedIn(A, cookie)).toBe(false);
  });

  it('the sign-in limits of an address are the same on both, and another address signs in', async () => {
    const stranger = '203.0.113.50';
    let wrong = 0;
    let answer = await post(A, '/owner/sign-in', { password: 'not the password' }, stranger);
    while (answer.status === 401 && wrong < 50) {
      wrong += 1;
      answer = await post(A, '/owner/sign-in', { password: 'not the password' }, stranger);
    }
    expect(answer.status).toBe(429);
    // The other server knows: the address is paused there too, before its password is looked at.
    const there = await post(B, '/owner/sign-in', { password: 'not the password' }, stranger);
    expect(there.status).toBe(429);
    expect(Number(there.headers.get('retry-after'))).toBeGreaterThan(0);
    // Not the owner, at another address.
    expect((await post(B, '/owner/sign-in', { password: PASSWORD }, '192.0.2.2')).status).toBe(303);
  });

  // Last: it stops both servers, so that an email still being sent is counted.
  it('store a burst of bookings sent to both once each, and send each email once', async () => {
    const bookings = Array.from({ length: 12 }, (_, i) => ({
      name: `Guest ${i}`,
      email: `guest${i}@example.com`,
      service: 'Tooth Gems',
      date: '',
      message: `Booking ${i}`,
      idempotencyKey: `two-servers-booking-${String(i).padStart(4, '0')}`,
    }));
    // Each booking reaches both servers at once, as a retry after a timeout can.
    const answers = await Promise.all(
      bookings.flatMap((booking, i) =>
        [A, B].map((server) =>
          fetch(at(server, '/api/bookings'), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${i + 1}` },
            body: JSON.stringify(booking),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as { reference?: string; error?: string } })),
        ),
      ),
    );
    // One of the two stored it (201), the other found it stored (200), and both name the same reference.
    for (let i = 0; i < bookings.length; i++) {
      const [first, second] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([first.status, second.status].sort(), servers.map((s) => s.output()).join('\n')).toEqual([200, 201]);
      expect(first.body.reference).toBe(second.body.reference);
    }

    const db = createClient({ url: `file:${join(scratch, 'shared', 'bookings.db')}` });
    try {
      expect(Number((await db.execute('SELECT COUNT(*) AS n FROM bookings')).rows[0]?.n)).toBe(bookings.length);
      // Every email job sent: none is left for either server to send again.
      await expect.poll(async () => Number((await db.execute(`SELECT COUNT(*) AS n FROM email_jobs WHERE state = 'sent'`)).rows[0]?.n), WAIT).toBe(bookings.length * 2);
    } finally {
      db.close();
    }
    // Stopped, each server finishes an email it was sending: anything sent twice has arrived by now.
    expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);
    const customers = smtp.mails.filter((m) => m.to.some((to) => to.startsWith('guest'))).flatMap((m) => m.to);
    const owners = smtp.mails.filter((m) => m.to.includes('hello@test.example'));
    expect(customers.sort()).toEqual(bookings.map((b) => b.email).sort());
    expect(owners).toHaveLength(bookings.length);
    expect(smtp.mails).toHaveLength(bookings.length * 2);
  });
});
