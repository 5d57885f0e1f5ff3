// The owner's email about a booking, sent through the SMTP server of SMTP_URL with nodemailer.
// Plain text only: nothing a visitor typed can become markup in the owner's mail program.
import { createTransport } from 'nodemailer';
import { formatDay, formatTime } from './format.ts';
import type { StoredBooking } from './store.ts';

export interface Recipient {
  /** The business address (site.config.yaml business.email). */
  to: string;
  /** The business name, shown as the sender. */
  businessName: string;
}

export interface Mailer {
  /** Where mail goes, for the log (no password). */
  readonly server: string;
  send(booking: StoredBooking, recipient: Recipient): Promise<void>;
  close(): void;
}

/** The SMTP_URL rules, checked when the server starts. */
export function checkSmtpUrl(value: string): { ok: true; url: URL } | { ok: false; error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, error: 'SMTP_URL is not a URL. Use smtp://user:password@host:587 or smtps://user:password@host:465.' };
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return { ok: false, error: `SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.` };
  }
  if (!url.hostname) return { ok: false, error: 'SMTP_URL names no host, e.g. smtp://user:password@smtp.example.com:587.' };
  return { ok: true, url };
}

export function describeSmtp(url: URL): string {
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ''}${url.hostname}:${port}`;
}

export interface MailerOptions {
  smtpUrl: string;
  /** The From address; default the business address. Many providers only send from their own addresses. */
  from?: string;
  /** For each connection step and for the whole send. Default 20 s. */
  timeoutMs?: number;
}

export function createMailer(opts: MailerOptions): Mailer {
  const checked = checkSmtpUrl(opts.smtpUrl);
  if (!checked.ok) throw new Error(checked.error);
  const timeoutMs = opts.timeoutMs ?? 20_000;
  // Port 587 is the submission port, which most providers use with STARTTLS; nodemailer's own default is 25.
  const url = new URL(checked.url);
  if (!url.port && url.protocol === 'smtp:') url.port = '587';
  // A mail server on this machine often has a self-signed certificate (a local relay, a test server), and
  // nothing between here and there can be intercepted: its certificate is not checked unless the URL says so.
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && !url.searchParams.has('tls.rejectUnauthorized');
  const transport = createTransport({
    url: url.toString(),
    ...(loopback ? { tls: { rejectUnauthorized: false } } : {}),
    // A server that stops answering must not hold an email job for long: it is retried later.
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });

  return {
    server: describeSmtp(checked.url),
    async send(booking, recipient) {
      await transport.sendMail({
        from: { name: recipient.businessName, address: opts.from ?? recipient.to },
        to: recipient.to,
        replyTo: { name: booking.name, address: booking.email },
        subject: bookingSubject(booking),
        text: bookingText(booking),
        signal: AbortSignal.timeout(timeoutMs * 3),
      });
    },
    close: () => transport.close(),
  };
}

export function bookingSubject(b: StoredBooking): string {
  return `New booking ${b.reference}: ${b.service} for ${b.name}`;
}

export function bookingText(b: StoredBooking): string {
  return [
    `A booking came in through the website.`,
    '',
    `Reference:      ${b.reference}`,
    `Received:       ${formatTime(b.receivedAt)} (Central time)`,
    `Name:           ${b.name}`,
    `Email:          ${b.email}`,
    `Service:        ${b.service}`,
    `Preferred date: ${b.date ? formatDay(b.date) : 'not given'}`,
    '',
    'Message:',
    b.message || '(none)',
    '',
    `Reply to this email to answer ${b.name}.`,
    `When it is taken care of: npm run bookings -- --done ${b.reference}`,
    '',
  ].join('\n');
}
