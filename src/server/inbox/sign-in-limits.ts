// How many passwords may be tried, kept in the database so that every server sharing it shares the limits.
//
// Per address: a client address (as client-address.ts determines it; an IPv6 address by its /64, which one
// subscriber usually holds whole) gets ADDRESS_LIMIT.failures wrong passwords in ADDRESS_LIMIT.windowMs,
// then is refused until the oldest of them leaves the window. Another address is not affected, so a
// stranger cannot lock the owner out.
//
// Everyone: many wrong passwords from many addresses slow every further try down a little (GLOBAL_SLOWDOWN),
// never to a stop; the owner signing in meanwhile waits a few seconds at most.
//
// A try is written down before its password is checked and removed again when the password is right, so
// tries sent at once (to one server or several) cannot slip past the count: the first ones in the table
// are checked, the rest refused. Addresses are kept as keyed hashes (the key is made once per database).
import type { Client } from '@libsql/client';
import { createHmac, randomBytes } from 'node:crypto';
import { addressKey } from '../client-address.ts';

export const ADDRESS_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;
/** Below `free` wrong passwords in the window nobody waits; each one more adds `stepMs`, up to `maxMs`. */
export const GLOBAL_SLOWDOWN = { free: 20, stepMs: 100, maxMs: 3_000 } as const;

/** A try may go ahead after `delayMs`; `done` says whether its password was right, and returns how long the address is limited from then on (0: not). */
export type TryVerdict = { ok: true; delayMs: number; done(right: boolean): Promise<number> } | { ok: false; retryAfterSeconds: number };

export interface SignInLimits {
  /** Reserves a try for `address`, or says how long it must wait. */
  begin(address: string, now: number): Promise<TryVerdict>;
  /** Seconds until `address` may try again (0: it may now). */
  limitedFor(address: string, now: number): Promise<number>;
  /** Forgets the wrong passwords of `address` (after it signed in). */
  clear(address: string): Promise<void>;
}

/** The wait before checking a password, from the wrong passwords of everyone in the window. */
export const slowdownMs = (recentFailures: number): number =>
  Math.min(GLOBAL_SLOWDOWN.maxMs, Math.max(0, recentFailures - GLOBAL_SLOWDOWN.free + 1) * GLOBAL_SLOWDOWN.stepMs);

export { addressKey } from '../client-address.ts';

export async function openSignInLimits(db: Client): Promise<SignInLimits> {
  // The tables are made by the bookings' migrations (src/server/bookings/migrations.ts); the key once per database.
  await db.execute({ sql: `INSERT OR IGNORE INTO owner_sign_in_secrets (name, value) VALUES ('address-key', ?)`, args: [randomBytes(32).toString('base64url')] });
  const key = String((await db.execute(`SELECT value FROM owner_sign_in_secrets WHERE name = 'address-key'`)).rows[0]?.value);
  const hashed = (address: string) => createHmac('sha256', key).update(addressKey(address)).digest('base64url').slice(0, 22);

  /** The newest `limit` failures of an address in the window, newest first, optionally only those before a try. */
  const recent = async (who: string, now: number, beforeRowid?: number) =>
    (
      await db.execute({
        sql: `SELECT at FROM owner_sign_in_failures WHERE address = ? AND at > ? ${beforeRowid === undefined ? '' : 'AND rowid < ?'} ORDER BY at DESC, rowid DESC LIMIT ?`,
        args: [who, now - ADDRESS_LIMIT.windowMs, ...(beforeRowid === undefined ? [] : [beforeRowid]), ADDRESS_LIMIT.failures],
      })
    ).rows.map((row) => Number(row.at));
  /** Open again when the oldest of the last `failures` tries leaves the window. */
  const waitOf = (times: number[], now: number) => {
    if (times.length < ADDRESS_LIMIT.failures) return 0;
    const oldest = times[ADDRESS_LIMIT.failures - 1] ?? now;
    return Math.max(1, Math.ceil((oldest + ADDRESS_LIMIT.windowMs - now) / 1000));
  };

  return {
    async limitedFor(address, now) {
      return waitOf(await recent(hashed(address), now), now);
    },
    async clear(address) {
      await db.execute({ sql: 'DELETE FROM owner_sign_in_failures WHERE address = ?', args: [hashed(address)] });
    },
    async begin(address, now) {
      const who = hashed(address);
      await db.execute({ sql: 'DELETE FROM owner_sign_in_failures WHERE at <= ?', args: [now - ADDRESS_LIMIT.windowMs] });
      // Refused at once, without writing anything, while the address is over its limit.
      const before = waitOf(await recent(who, now), now);
      if (before > 0) return { ok: false, retryAfterSeconds: before };
      const reserved = await db.execute({ sql: 'INSERT INTO owner_sign_in_failures (at, address) VALUES (?, ?) RETURNING rowid', args: [now, who] });
      const rowid = Number(reserved.rows[0]?.rowid);
      // Tries reserved just before this one (here or on another server) come first.
      const ahead = waitOf(await recent(who, now, rowid), now);
      if (ahead > 0) {
        await db.execute({ sql: 'DELETE FROM owner_sign_in_failures WHERE rowid = ?', args: [rowid] });
        return { ok: false, retryAfterSeconds: ahead };
      }
      const everyone = Number((await db.execute({ sql: 'SELECT COUNT(*) AS n FROM owner_sign_in_failures WHERE at > ?', args: [now - ADDRESS_LIMIT.windowMs] })).rows[0]?.n ?? 0);
      return {
        ok: true,
        // This try is among the rows counted; it is not yet a failure.
        delayMs: slowdownMs(everyone - 1),
        async done(right) {
          if (!right) return waitOf(await recent(who, now), now);
          await db.execute({ sql: 'DELETE FROM owner_sign_in_failures WHERE address = ?', args: [who] });
          return 0;
        },
      };
    },
  };
}
