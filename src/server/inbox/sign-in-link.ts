// The way in while the password is paused for the owner's connection (sign-in-limits.ts): a link emailed to
// the business address, made of a random token that signs in once, within LINK.validMs. Only a hash of the
// token is kept (a copy of the database signs nobody in), at most LINK.perHour are sent in an hour whoever
// asks, and neither the token nor the link is ever written to a log.
import type { Client } from '@libsql/client';
import { createHash, randomBytes } from 'node:crypto';
import { inboxText as t } from './messages.ts';

export const LINK = { validMs: 15 * 60_000, perHour: 3 } as const;

/** Sends a plain-text email to the business address (SMTP_URL; see src/server/bookings/mailer.ts). */
export interface OwnerMail {
  send(mail: { subject: string; text: string }): Promise<void>;
  /** The site's public address (site.config.yaml's siteUrl), which the link starts with. */
  siteUrl(): string;
}

export type LinkSent = 'sent' | 'no-email' | 'too-many' | 'failed';

export interface SignInLinks {
  /** Emails a new link to `<origin><path>?token=…`. */
  send(where: { origin: string; path: string }, now: number): Promise<LinkSent>;
  /** True once for a token made here and not expired; false ever after. */
  use(token: string, now: number): Promise<boolean>;
  /** Whether a link can be sent at all (email is set up). */
  canSend(): boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function openSignInLinks(db: Client, opts: { mail?: OwnerMail; businessName: () => string; log: (...args: unknown[]) => void }): Promise<SignInLinks> {
  // Its table is made by the bookings' migrations (src/server/bookings/migrations.ts).
  return {
    canSend: () => opts.mail !== undefined,
    async send(where, now) {
      const mail = opts.mail;
      if (!mail) return 'no-email';
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      // One statement counts and inserts, so servers sharing the database cannot together pass the limit.
      const made = await db.batch(
        [
          { sql: 'DELETE FROM owner_sign_in_links WHERE created_at < ?', args: [now - 24 * 3_600_000] },
          {
            sql: `INSERT INTO owner_sign_in_links (token_hash, created_at, expires_at)
                  SELECT ?, ?, ? WHERE (SELECT COUNT(*) FROM owner_sign_in_links WHERE created_at > ?) < ?`,
            args: [tokenHash, now, now + LINK.validMs, now - 3_600_000, LINK.perHour],
          },
        ],
        'write',
      );
      if (made[1]?.rowsAffected !== 1) return 'too-many';
      const link = `${where.origin}${where.path}?token=${token}`;
      try {
        await mail.send({ subject: t.linkEmailSubject(opts.businessName()), text: t.linkEmailText(opts.businessName(), link, LINK.validMs / 60_000) });
      } catch (error) {
        // Never delivered: it does not count, and it cannot be used.
        await db.execute({ sql: 'DELETE FROM owner_sign_in_links WHERE token_hash = ?', args: [tokenHash] });
        opts.log(`Owner inbox: the sign-in link could not be emailed: ${error instanceof Error ? error.message : String(error)}`);
        return 'failed';
      }
      opts.log('Owner inbox: a sign-in link was emailed to the business address.');
      return 'sent';
    },
    async use(token, now) {
      if (!/^[\w-]{43}$/.test(token)) return false;
      const result = await db.execute({
        sql: 'UPDATE owner_sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
        args: [now, hashToken(token), now],
      });
      return result.rowsAffected === 1;
    },
  };
}
