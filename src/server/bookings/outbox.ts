// Sends the emails about bookings (the owner's notification, the customer's confirmation) from the
// email_jobs table. A booking is stored first and its email jobs with it, one per kind; this loop sends what is due, and when the SMTP server fails it tries again later,
// waiting twice as long each time (up to an hour). The jobs are rows in the database, so they survive a
// restart, and a lease keeps two servers on one database from sending the same email.
//
// Texts (src/server/texts/) are jobs of the same table, sent by `texts`: a number that replied STOP, or that
// cannot get texts, is `notSent` and never retried; every other failure is retried as an email's is.
import type { JobSender } from '../texts/text-jobs.ts';
import type { MailContext } from './emails.ts';
import type { Mailer } from './mailer.ts';
import type { BookingStore, EmailJob } from './store.ts';

export interface RetryPolicy {
  /** The wait after the first failure. */
  firstMs: number;
  /** The longest wait between two tries. */
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { firstMs: 30_000, maxMs: 60 * 60_000 };

export interface OutboxOptions {
  store: BookingStore;
  /** Without SMTP_URL (texts only), none: an email job waits, tried again later. */
  mailer?: Pick<Mailer, 'send'>;
  /** The texts' sender (TWILIO_*); without it, a text job no longer applies and is dropped. */
  texts?: JobSender;
  /** Read at each send, so a changed business address or wording applies to the next email. */
  context: () => MailContext;
  retry?: RetryPolicy;
  /** How long a job is held by the process sending it; longer than a send can take. Default 5 minutes. */
  leaseMs?: number;
  /** The longest pause between two looks at the table (jobs queued by another server). Default 1 minute. */
  pollMs?: number;
  now?: () => number;
  log?: (...args: unknown[]) => void;
}

export interface EmailOutbox {
  /** Looks for due emails now (after a booking was stored). */
  kick(): void;
  /** Stops looking; waits for an email being sent to finish. */
  close(): Promise<void>;
}

/** The wait before try number `attempts + 1`, after `attempts` failures. */
export function retryDelay(attempts: number, retry: RetryPolicy): number {
  return Math.min(retry.maxMs, retry.firstMs * 2 ** Math.max(0, attempts - 1));
}

const BATCH = 10;

export function createEmailOutbox(opts: OutboxOptions): EmailOutbox {
  const { store } = opts;
  /** The sender of a job's kind: texts by the texts' sender, the rest by email. */
  const senderOf = (kind: string): JobSender =>
    kind.startsWith('text-')
      ? (opts.texts ?? { send: async () => 'dropped' })
      : (opts.mailer ?? { send: () => Promise.reject(new Error('email is not set up (SMTP_URL)')) });
  const retry = opts.retry ?? DEFAULT_RETRY;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const pollMs = opts.pollMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((...args: unknown[]) => console.error(...args));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function deliver(job: EmailJob): Promise<void> {
    const { booking, kind, key, attempts: failed } = job;
    if (!(await store.claimEmail(booking.id, key, now(), leaseMs))) return; // another server has it
    const context = opts.context();
    const what = kind === 'owner' ? `notification to ${context.to}` : kind === 'customer' ? 'confirmation to the customer' : kind.startsWith('text-') ? `${kind.slice(5)} text` : `${kind} email`;
    try {
      const sent = await senderOf(kind).send(job, context);
      if (typeof sent === 'object') {
        await store.emailDropped(booking.id, key);
        log(`[bookings] ${booking.reference}: the ${what} was not sent: ${sent.notSent}; it is not tried again`);
        return;
      }
      if (sent === 'dropped') {
        await store.emailDropped(booking.id, key);
        log(`[bookings] ${booking.reference}: the ${what} no longer applies (the appointment changed); not sent`);
        return;
      }
      await store.emailSent(booking.id, key, now());
      log(`[bookings] ${booking.reference}: ${what} sent`);
    } catch (error) {
      const attempts = failed + 1;
      const wait = retryDelay(attempts, retry);
      const reason = error instanceof Error ? error.message : String(error);
      await store.emailFailed(booking.id, key, now() + wait, reason);
      log(`[bookings] ${booking.reference}: the ${what} was not sent (try ${attempts}): ${reason}. The booking is stored; next try in ${Math.round(wait / 1000)} s.`);
    }
  }

  async function sendDue(): Promise<void> {
    const due = await store.dueEmails(now(), BATCH);
    for (const job of due) {
      if (closed) return;
      await deliver(job);
    }
    if (due.length === BATCH) again = true;
  }

  async function loop(): Promise<void> {
    for (;;) {
      again = false;
      await sendDue().catch((error: unknown) => log('[bookings] the email queue could not be read:', error));
      if (closed) return;
      if (again) continue;
      const due = await store.nextEmailDue().catch(() => undefined);
      if (closed) return;
      if (again) continue;
      const wait = due === undefined ? pollMs : Math.min(pollMs, Math.max(50, due - now()));
      timer = setTimeout(kick, wait);
      timer.unref?.();
      return;
    }
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = loop().finally(() => {
      running = undefined;
    });
  }

  kick();
  return {
    kick,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
