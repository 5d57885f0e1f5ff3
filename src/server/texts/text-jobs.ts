// The outbox's sender of text jobs (the outbox sends emails and texts alike: once, across restarts and
// servers, retried after a failure). A number that replied STOP turns the booking's texts off in the
// database, so no other server or later job tries it again; the owner's own number only stops the owner's
// texts. A number that cannot get texts at all (a landline) loses that one text, never retried.
import type { Client } from '@libsql/client';
import type { MailContext } from '../bookings/emails.ts';
import type { EmailJob } from '../bookings/store.ts';
import { fill } from '../../schema/fill.ts';
import { textLog } from './messages.ts';
import { textFor } from './text-content.ts';
import type { TextSender } from './twilio.ts';

/**
 * What the outbox asks of a sender: sent, no longer applies (`dropped`), or never to be sent, with why for
 * the log (`notSent`: the number replied STOP, or cannot get texts).
 */
export interface JobSender {
  send(job: Pick<EmailJob, 'booking' | 'kind' | 'data'>, ctx: MailContext): Promise<'sent' | 'dropped' | { notSent: string }>;
}

export function textJobs(sender: TextSender, db: Client, ownerTo: string | undefined, now: () => number = Date.now): JobSender {
  return {
    async send(job, ctx) {
      const text = textFor(job, ctx, ownerTo);
      if (!text) return 'dropped';
      const sent = await sender.sendText(text.to, text.body);
      if (sent === 'sent') return 'sent';
      if (typeof sent === 'object') return { notSent: fill(textLog.undeliverable, { code: String(sent.undeliverable) }) };
      if (job.kind === 'text-owner') return { notSent: textLog.ownerStopped };
      await db.batch(
        [
          { sql: 'UPDATE bookings SET texts_stopped_at = ? WHERE id = ? AND texts_stopped_at IS NULL', args: [new Date(now()).toISOString(), job.booking.id] },
          { sql: `UPDATE email_jobs SET state = 'dropped' WHERE booking_id = ? AND kind IN ('text-confirmed', 'text-reminder') AND state = 'pending'`, args: [job.booking.id] },
        ],
        'write',
      );
      return { notSent: textLog.stopped };
    },
  };
}
