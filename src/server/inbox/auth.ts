// Who may open the inbox: one password (see password.ts), sessions in the database, a lock-out that counts
// every wrong password whatever address it comes from (a guesser spread over many addresses gets no more
// tries than one), and a token on every change (CSRF), beside SameSite=Strict cookies and an Origin check.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InboxStore } from './inbox-store.ts';
import { verifyPassword } from './password.ts';

export const SESSION_HOURS = 12;
export const LOCKOUT = { failures: 20, windowMs: 15 * 60_000 } as const;

export type SignInResult = { ok: true; sessionId: string } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'locked'; retryAfterSeconds: number };

const hashId = (id: string) => createHash('sha256').update(id).digest('base64url');

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface Auth {
  signIn(password: string): Promise<SignInResult>;
  /** The session's CSRF token, or undefined when the id names no live session. */
  session(sessionId: string | undefined): Promise<{ csrf: string } | undefined>;
  signOut(sessionId: string | undefined): Promise<void>;
  /** How long sign-in stays locked, in seconds (0 when open). */
  lockedFor(): Promise<number>;
}

export function createAuth(opts: { store: InboxStore; passwordHash: () => string | undefined; now: () => number }): Auth {
  const { store, now } = opts;
  // One try at a time, so that tries sent together cannot pass the lock-out between its count and its check.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const lockedFor = async () => {
    const failures = await store.failuresSince(now() - LOCKOUT.windowMs);
    if (failures.length < LOCKOUT.failures) return 0;
    // Open again when the oldest of the last `failures` tries leaves the window.
    const oldest = failures[failures.length - LOCKOUT.failures] ?? now();
    return Math.max(1, Math.ceil((oldest + LOCKOUT.windowMs - now()) / 1000));
  };

  return {
    lockedFor,
    signIn: (password) =>
      serial(async (): Promise<SignInResult> => {
        const wait = await lockedFor();
        if (wait > 0) return { ok: false, reason: 'locked', retryAfterSeconds: wait };
        const hash = opts.passwordHash();
        if (!hash || !(await verifyPassword(password, hash))) {
          await store.recordFailure(now());
          const after = await lockedFor();
          return after > 0 ? { ok: false, reason: 'locked', retryAfterSeconds: after } : { ok: false, reason: 'wrong' };
        }
        await store.clearFailures();
        const sessionId = randomBytes(32).toString('base64url');
        await store.createSession(hashId(sessionId), randomBytes(24).toString('base64url'), now(), now() + SESSION_HOURS * 3_600_000);
        return { ok: true, sessionId };
      }),
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
