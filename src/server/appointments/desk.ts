// The appointments, assembled: the signed customer links, the book of changes, the owner's calendar feed,
// the customer's page, and the look every minute for held times whose hold ran out. The booking desk
// (../bookings/index.ts) opens it on the bookings' database and outbox.
import { Hono } from 'hono';
import type { MailContext } from '../bookings/emails.ts';
import type { BookingStore, StoredBooking } from '../bookings/store.ts';
import type { TrustProxy } from '../client-address.ts';
import { appointmentBook, type AppointmentBook } from './book.ts';
import { calendarFeed, type CalendarFeed } from './calendar-feed.ts';
import { customerPage } from './customer-page.tsx';
import { appointmentLinks, linkKey, type AppointmentLinks } from './links.ts';
import type { Schedule } from './schedule.ts';
import { customerIntake } from '../intake/customer-intake.tsx';
import { intakeSourceOfMail, questionsOfBooking, type IntakeQuestion } from '../intake/questions.ts';

/** What happens after a request: the owner's changes, the customer's page, the owner's calendar. */
export interface AppointmentDesk {
  book: AppointmentBook;
  calendar: CalendarFeed;
  links: AppointmentLinks;
  /** `/appointment/<token>` and `/calendar/<token>.ics`, to mount at the site's root. */
  routes: Hono;
  /** Whether the customers are emailed (SMTP_URL). */
  emails: boolean;
  /** Whether the customers who asked for texts are texted (TWILIO_*). */
  texts: boolean;
  /** The questions before the visit the customer of a booking answers (site.config.yaml services[].intake). */
  intakeQuestions(b: Pick<StoredBooking, 'service'>): IntakeQuestion[];
  /** Looks for emails to send now (after a change). */
  kick(): void;
  /** Stops looking for holds that ran out. */
  close(): void;
}

export interface AppointmentDeskOptions {
  /** The page of a party booked online, shown to its host on their appointment page. */
  partyUrl?: (linkId: string) => string | undefined;
  store: BookingStore;
  /** APPOINTMENT_LINK_SECRET; unset: a key kept in the database. */
  linkSecret: string | undefined;
  /** The emails' context (the business, and the customers' links once made). */
  mail: () => MailContext;
  schedule: () => Schedule | undefined;
  trust: TrustProxy;
  emails: boolean;
  /** Whether texts are sent (TWILIO_*), to the customers who asked for them. */
  texts?: boolean;
  /** Whether the owner is texted each new booking (OWNER_TEXT_TO). */
  textOwner?: boolean;
  kick: () => void;
  log: (...args: unknown[]) => void;
  now?: () => number;
  /** How often held times are checked for a hold that ran out. Default a minute. */
  expiryCheckMs?: number;
}

export async function openAppointmentDesk(opts: AppointmentDeskOptions): Promise<AppointmentDesk> {
  const { store } = opts;
  const now = opts.now ?? Date.now;
  const links = appointmentLinks(store.client, await linkKey(store.client, opts.linkSecret));
  const intakeSource = () => intakeSourceOfMail(opts.mail());
  const book = appointmentBook({ db: store.client, links, email: () => opts.emails, intake: (b) => questionsOfBooking(intakeSource(), b).length > 0, texts: () => opts.texts === true, textOwner: () => opts.textOwner === true, availability: () => opts.schedule()?.availability });
  const calendar = calendarFeed({
    db: store.client,
    owner: () => ({ businessName: opts.mail().businessName, email: opts.mail().to, siteUrl: opts.mail().appointments?.siteUrl ?? '' }),
    now,
    trustProxy: opts.trust,
  });
  const routes = new Hono();
  routes.route('/', calendar.app);
  routes.route(
    '/',
    customerPage({
      store,
      links,
      book,
      schedule: opts.schedule,
      business: () => ({ name: opts.mail().businessName, phone: opts.mail().phone }),
      trustProxy: opts.trust,
      now,
      onChange: opts.kick,
      intake: customerIntake({ db: store.client, source: intakeSource, email: () => opts.emails }),
      ...(opts.partyUrl && { partyUrl: opts.partyUrl }),
    }),
  );

  // Held times whose hold ran out are freed (and the customer and the owner told) within a minute.
  const expire = () =>
    book
      .expireHolds(now())
      .then((freed) => {
        if (freed > 0) {
          opts.log(`[bookings] ${freed} held ${freed === 1 ? 'time was' : 'times were'} not confirmed in time and ${freed === 1 ? 'is' : 'are'} free again`);
          opts.kick();
        }
      })
      .catch((error: unknown) => opts.log('[bookings] held times could not be checked:', error));
  void expire();
  const timer = setInterval(expire, opts.expiryCheckMs ?? 60_000);
  timer.unref?.();

  return { book, calendar, links, routes, intakeQuestions: (b) => questionsOfBooking(intakeSource(), b), emails: opts.emails, texts: opts.texts === true, kick: opts.kick, close: () => clearInterval(timer) };
}
