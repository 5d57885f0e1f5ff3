// The booking desk: the database, the email outbox and the API route, set up from the environment.
//   DATABASE_URL                 where bookings are stored (default data/bookings.db); DATABASE_AUTH_TOKEN for a libSQL server
//   SMTP_URL                     smtp://user:password@host:587 or smtps://user:password@host:465; unset: no emails
//   SMTP_FROM                    the From address (default the business address)
//   BOOKING_EMAIL_RETRY_SECONDS  the wait after a failed email (default 30), doubled after each failure up to an hour
//   TRUST_PROXY                  see client-address.ts
//   APPOINTMENT_LINK_SECRET      signs the customers' links to their appointment (appointments/links.ts); unset: a key kept in the database
//   STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE  deposits (../payments/stripe.ts): unset, no deposit is taken
//   TWILIO_*, OWNER_TEXT_TO      texts (../texts/settings.ts): unset, nothing is texted and nothing else changes
import type { Hono } from 'hono';
import { openAppointmentDesk, type AppointmentDesk } from '../appointments/desk.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { parseTrustProxy } from '../client-address.ts';
import { createBookingsApi, type BookingsApiOptions } from './handler.ts';
import type { PartyPlan } from '../../schema/party-plan.ts';
import { openPartyDesk, type PartyDesk } from '../parties/party-page.tsx';
import type { MailContext } from './emails.ts';
import { checkSmtpUrl, createMailer, type Mailer } from './mailer.ts';
import { createEmailOutbox, DEFAULT_RETRY, type EmailOutbox } from './outbox.ts';
import { openBookingStore, type BookingStore } from './store.ts';
import { paymentsSettings, stripePayments, type PaymentsEnv } from '../payments/stripe.ts';
import { openDepositDesk, type DepositDesk } from '../payments/desk.ts';
import { textSettings, type TextEnv } from '../texts/settings.ts';
import { textJobs } from '../texts/text-jobs.ts';
import { createTwilioSender } from '../texts/twilio.ts';

export interface BookingEnv extends TextEnv, PaymentsEnv {
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  SMTP_URL?: string;
  SMTP_FROM?: string;
  BOOKING_EMAIL_RETRY_SECONDS?: string;
  TRUST_PROXY?: string;
  APPOINTMENT_LINK_SECRET?: string;
}

export type { AppointmentDesk } from '../appointments/desk.ts';

export interface BookingDesk {
  /** POST /bookings, to mount under /api. */
  api: Hono;
  store: BookingStore;
  appointments: AppointmentDesk;
  /** The parties booked online: their pages, guests and deadlines (src/server/parties/). */
  parties: PartyDesk;
  /** Emails the business address (SMTP_URL); undefined when email is not set up. */
  mailBusiness?: (mail: { subject: string; text: string }) => Promise<void>;
  /** What the server log says about bookings when it starts. */
  summary: string;
  /** Stops the outbox (an email being sent is finished first) and closes the database. */
  close(): Promise<void>;
}

/** The emails' business facts and wording, from site.config.yaml. */
export function mailContext(site: SiteConfig, inboxPath?: string): MailContext {
  return {
    to: site.business.email,
    businessName: site.business.name,
    phone: site.business.phone,
    confirmation: site.contactForm.confirmation,
    appointments: { siteUrl: site.siteUrl.replace(/\/+$/, ''), words: site.contactForm.appointmentEmails, services: site.services },
    ...(inboxPath && { inboxUrl: `${site.siteUrl.replace(/\/+$/, '')}${inboxPath}` }),
  };
}

/** A setting in the environment that cannot work; the message says which and how to fix it. */
export class BookingSetupError extends Error {
  override name = 'BookingSetupError';
}

export interface DeskOptions {
  env: BookingEnv;
  /** Relative database paths start here. */
  root: string;
  /** The business address, name, phone and confirmation wording (site.config.yaml), read at each send. */
  mail: () => MailContext;
  /** What the site offers (the booking form's services, from the build): bookings for anything else are refused. */
  offered: BookingsApiOptions['offered'];
  /** The free times' settings and towns of the version served (src/server/appointments/schedule.ts); none: bookings ask for a date. */
  schedule?: BookingsApiOptions['schedule'];
  log?: (...args: unknown[]) => void;
  rateLimit?: BookingsApiOptions['rateLimit'];
  /** The page with the booking form, for "Try again" after a deposit was not paid (default /contact#book). */
  bookingPage?: () => string;
  /** The party types' plans of the version served (the build's dist/.server/party-plans.json): a party booked gets its page. */
  partyPlans?: () => readonly PartyPlan[];
}

function retrySeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RETRY.firstMs / 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
    throw new BookingSetupError(`BOOKING_EMAIL_RETRY_SECONDS must be a number of seconds between 0 and 3600; got "${value}".`);
  }
  return seconds;
}

export async function openBookingDesk(opts: DeskOptions): Promise<BookingDesk> {
  const { env } = opts;
  const log = opts.log ?? ((...args: unknown[]) => console.error(...args));
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (!trust.ok) throw new BookingSetupError(trust.error);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    const checked = checkSmtpUrl(smtpUrl);
    if (!checked.ok) throw new BookingSetupError(checked.error);
  }
  const firstRetryMs = retrySeconds(env.BOOKING_EMAIL_RETRY_SECONDS) * 1000;
  const texting = textSettings(env);
  if (!texting.ok) throw new BookingSetupError(texting.error);
  const texts = texting.settings === 'off' ? undefined : texting.settings;
  const paying = paymentsSettings(env);
  if (!paying.ok) throw new BookingSetupError(paying.error);

  let store: BookingStore;
  try {
    store = await openBookingStore({ url: env.DATABASE_URL ?? '', authToken: env.DATABASE_AUTH_TOKEN, root: opts.root });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BookingSetupError(`The bookings database could not be opened (DATABASE_URL): ${reason}`);
  }

  let outbox: EmailOutbox | undefined;
  let deposits: DepositDesk | undefined;
  // After a change: the emails (and texts) to send, and the refunds owed.
  const kick = () => {
    outbox?.kick();
    deposits?.settle();
  };
  let appointments: AppointmentDesk;
  // Opened after the appointments (it shares their key): the host's appointment page links to their party's.
  let parties: PartyDesk | undefined;
  try {
    appointments = await openAppointmentDesk({
      store,
      partyUrl: (id) => parties?.url(id),
      linkSecret: env.APPOINTMENT_LINK_SECRET,
      mail: () => context(),
      schedule: () => opts.schedule?.(),
      trust: trust.trust,
      emails: smtpUrl !== undefined,
      texts: texts !== undefined,
      textOwner: texts?.ownerTo !== undefined,
      kick,
      log,
    });
  } catch (error) {
    store.close();
    throw new BookingSetupError(error instanceof Error ? error.message : String(error));
  }
  const { links } = appointments;
  let partyDesk: PartyDesk;
  try {
    partyDesk = parties = await openPartyDesk({
      store,
      linkSecret: env.APPOINTMENT_LINK_SECRET,
      plans: () => opts.partyPlans?.() ?? [],
      schedule: () => opts.schedule?.(),
      business: () => ({ name: opts.mail().businessName, phone: opts.mail().phone }),
      siteUrl: () => opts.mail().appointments?.siteUrl ?? '',
      emails: smtpUrl !== undefined,
      trust: trust.trust,
      onChange: kick,
      log,
    });
  } catch (error) {
    appointments.close();
    store.close();
    throw new BookingSetupError(error instanceof Error ? error.message : String(error));
  }
  appointments.routes.route('/', partyDesk.routes);
  if (paying.settings) {
    const { settings } = paying;
    deposits = openDepositDesk({
      payments: stripePayments(settings),
      webhookSecret: settings.webhookSecret,
      store,
      book: () => appointments.book,
      schedule: () => opts.schedule?.(),
      business: () => ({ name: opts.mail().businessName, phone: opts.mail().phone }),
      bookingPage: opts.bookingPage ?? (() => '/contact#book'),
      onChange: kick,
      log,
    });
    appointments.routes.route('/', deposits.routes);
  }
  // The emails' context with what the appointments' emails need: the schedule served, and the customers' links.
  const context = (): MailContext => {
    const mail = opts.mail();
    const schedule = opts.schedule?.();
    return {
      ...mail,
      ...(mail.appointments && {
        appointments: { ...mail.appointments, ...(schedule && { schedule }), linkUrl: (id: string, expiresAt: number) => `${mail.appointments?.siteUrl}/appointment/${links.token(id, expiresAt)}`, partyUrl: partyDesk.url },
      }),
    };
  };

  let mailer: Mailer | undefined;
  let summary = `Bookings are stored in ${store.location}`;
  if (smtpUrl) {
    mailer = createMailer({ smtpUrl, from: env.SMTP_FROM?.trim() || undefined });
    summary += ` and emailed to ${opts.mail().to} (and a confirmation to each customer) through ${mailer.server}.`;
  } else {
    summary += ' and not emailed: set SMTP_URL to have each one emailed to the business address.';
  }
  // Texts are jobs of the same outbox: it runs when either emails or texts are set up.
  const texter = texts && textJobs(createTwilioSender(texts), store.client, texts.ownerTo);
  if (texts) summary += ` Customers who ask are texted from ${texts.from}${texts.ownerTo ? ', and the owner is texted each new booking' : ''}.`;
  if (mailer || texter) {
    outbox = createEmailOutbox({
      store,
      ...(mailer && { mailer }),
      ...(texter && { texts: texter }),
      context,
      retry: { firstMs: firstRetryMs, maxMs: Math.max(firstRetryMs, DEFAULT_RETRY.maxMs) },
      log,
    });
  }

  const api = createBookingsApi({
    store,
    email: mailer !== undefined,
    textOwner: texts?.ownerTo !== undefined,
    texts: texts !== undefined,
    offered: opts.offered,
    ...(opts.schedule && { schedule: opts.schedule }),
    onStored: kick,
    ...(deposits && { deposits }),
    ...(opts.partyPlans && { partyPlans: opts.partyPlans }),
    trustProxy: trust.trust,
    rateLimit: opts.rateLimit,
    log,
  });
  if (deposits) {
    // Stripe's webhook, beside the bookings (under /api).
    api.route('/', deposits.webhook);
    summary += ' Deposits are taken through Stripe where the content sets one.';
  }

  const sender = mailer;
  return {
    api,
    store,
    appointments,
    parties: partyDesk,
    ...(sender && { mailBusiness: (mail: { subject: string; text: string }) => sender.sendToBusiness(mail, opts.mail()) }),
    summary,
    async close() {
      deposits?.close();
      partyDesk.close();
      appointments.close();
      await outbox?.close();
      mailer?.close();
      store.close();
    },
  };
}
