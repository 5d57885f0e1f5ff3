// Who may open the inbox: one password (see password.ts), sessions in the database, limits on wrong
// passwords per client address plus a slow-down for everyone (sign-in-limits.ts: a stranger can neither
// guess at scale nor lock the owner out), a one-time link emailed to the owner while the password is paused
// for their address (sign-in-link.ts), and a token on every change (CSRF), beside SameSite=Strict cookies
// and an Origin check.
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { InboxStore } from './inbox-store.ts';
import { verifyPassword } from './password.ts';
import type { SignInLimits } from './sign-in-limits.ts';
import type { LinkSent, SignInLinks } from './sign-in-link.ts';

export const SESSION_HOURS = 12;
export { ADDRESS_LIMIT } from './sign-in-limits.ts';

export type SignInResult =
  | { ok: true; sessionId: string }
  | { ok: false; reason: 'wrong' }
  /** `justNow`: this wrong password is the one that reached the limit. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number; justNow: boolean };

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface Auth {
  /** A password tried from a client address (see client-address.ts). */
  signIn(password: string, address: string): Promise<SignInResult>;
  /** The session's CSRF token, or undefined when the id names no live session. */
  session(sessionId: string | undefined): Promise<{ csrf: string } | undefined>;
  signOut(sessionId: string | undefined): Promise<void>;
  /** How long the password stays paused for an address, in seconds (0 when open). */
  lockedFor(address: string): Promise<number>;
  /** Emails the owner a sign-in link to `<origin><path>?token=…`; only while the password is paused for the address. */
  emailLink(address: string, where: { origin: string; path: string }): Promise<LinkSent | 'not-limited'>;
  /** Signs in with an emailed link's token (once); undefined when it is used, expired or unknown. */
  signInWithLink(token: string, address: string): Promise<string | undefined>;
  /** Whether links can be emailed at all. */
  canEmailLinks(): boolean;
}

export interface AuthOptions {
  store: InboxStore;
  limits: SignInLimits;
  links: SignInLinks;
  passwordHash: () => string | undefined;
  now: () => number;
  /** How the slow-down waits (tests pass one that only records). */
  sleep?: (ms: number) => Promise<void>;
}

export function createAuth(opts: AuthOptions): Auth {
  const { store, limits, links, now } = opts;
  const sleep = opts.sleep ?? ((ms: number) => delay(ms));

  const newSession = async () => {
    const sessionId = randomBytes(32).toString('base64url');
    await store.createSession(hashId(sessionId), randomBytes(24).toString('base64url'), now(), now() + SESSION_HOURS * 3_600_000);
    return sessionId;
  };

  return {
    lockedFor: (address) => limits.limitedFor(address, now()),
    canEmailLinks: () => links.canSend(),
    async signIn(password, address) {
      const attempt = await limits.begin(address, now());
      if (!attempt.ok) return { ok: false, reason: 'locked', retryAfterSeconds: attempt.retryAfterSeconds, justNow: false };
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);
      const hash = opts.passwordHash();
      const right = hash !== undefined && (await verifyPassword(password, hash));
      const after = await attempt.done(right);
      if (!right) return after > 0 ? { ok: false, reason: 'locked', retryAfterSeconds: after, justNow: true } : { ok: false, reason: 'wrong' };
      return { ok: true, sessionId: await newSession() };
    },
    async emailLink(address, where) {
      if ((await limits.limitedFor(address, now())) === 0) return 'not-limited';
      return links.send(where, now());
    },
    async signInWithLink(token, address) {
      if (!(await links.use(token, now()))) return undefined;
      // The owner is back: the password works again from this address.
      await limits.clear(address);
      return newSession();
    },
    async session(sessionId) {
      if (!sessionId || sessionId.length > 100) return undefined;
      const found = await store.session(hashId(sessionId), now());
      return found && { csrf: found.csrf };
    },
    async signOut(sessionId) {
      if (sessionId) await store.endSession(hashId(sessionId));
    },
  };
}
