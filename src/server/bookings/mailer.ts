// The emails about a booking (emails.ts), sent through the SMTP server of SMTP_URL with nodemailer.
// The owner's is plain text only, so nothing a visitor typed can become markup in the owner's mail program;
// the customer's has an HTML part too, in which every value is escaped.
import { createTransport } from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { appointmentEmail } from '../appointments/emails.ts';
import { emailFor, type EmailContent, type MailContext } from './emails.ts';
import { emailKinds, type EmailJob, type EmailKind } from './store.ts';

export interface Mailer {
  /** Where mail goes, for the log (no password). */
  readonly server: string;
  /** Sends the email of a job; `dropped` when it no longer applies (a reminder of a time that changed), and nothing is sent. */
  send(job: Pick<EmailJob, 'booking' | 'kind' | 'data'>, ctx: MailContext): Promise<'sent' | 'dropped'>;
  /** A plain-text email of the site's own to the business address (the inbox's sign-in link). */
  sendToBusiness(mail: { subject: string; text: string }, ctx: Pick<MailContext, 'to' | 'businessName'>): Promise<void>;
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
    async send({ booking, kind, data }, ctx) {
      const content: EmailContent | undefined = emailKinds.includes(kind as EmailKind) ? emailFor(kind as EmailKind, booking, ctx, data) : appointmentEmail({ booking, kind, data }, ctx);
      if (!content) return 'dropped';
      const from = { name: ctx.businessName, address: opts.from ?? ctx.to };
      const customer = { name: booking.name, address: booking.email };
      // The owner's emails are answered by replying to them; the customer's replies reach the business.
      const toOwner = kind === 'owner' || content.to === 'owner';
      const addresses = toOwner ? { to: ctx.to, replyTo: customer } : { to: customer, replyTo: ctx.to };
      const calendar = content.calendar;
      await transport.sendMail({
        from,
        to: safeAddress(addresses.to),
        replyTo: safeAddress(addresses.replyTo),
        subject: headerText(content.subject),
        text: content.text,
        ...(content.html ? { html: content.html } : {}),
        // One calendar file, attached as text/calendar with its method, which mail programs offer to add
        // (nodemailer's icalEvent would add it twice more: as a part of the text and as application/ics).
        ...(calendar && {
          attachments: [{ filename: 'appointment.ics', content: calendar.content, contentType: `text/calendar; charset=utf-8; method=${calendar.method}` }],
        }),
        signal: AbortSignal.timeout(timeoutMs * 3),
      });
      return 'sent';
    },
    async sendToBusiness(mail, ctx) {
      await transport.sendMail({
        from: { name: ctx.businessName, address: opts.from ?? ctx.to },
        to: ctx.to,
        subject: headerText(mail.subject),
        text: mail.text,
        signal: AbortSignal.timeout(timeoutMs * 3),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Text a visitor typed that looks like a MIME encoded-word ("=?utf-8?B?...?=") would be decoded by mail
 * programs into something else; such a value is sent encoded as a whole, so it reads as typed. Other text
 * is left to nodemailer, which encodes what is not ASCII.
 */
export function headerText(value: string): string {
  return value.includes('=?') ? encodeWord(value, 'B', 52) : value;
}

type Address = string | { name: string; address: string };

/**
 * The same for a display name: it is given to nodemailer already encoded, as encoded words of the name as
 * typed. Mail programs that decode it show the name as typed; none can show another text in its place.
 */
function safeAddress(value: Address): Address {
  return typeof value === 'string' || !value.name.includes('=?') ? value : { name: encodeWord(value.name, 'B', 52), address: value.address };
}
