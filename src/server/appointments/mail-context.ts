// What the emails about an appointment need besides the booking: the site's address, the owner's wording, the
// services' prices and what to prepare, and the customer's link. The bookings' mailer (../bookings/emails.ts)
// carries it to ./emails.ts.
import type { AppointmentEmailText } from '../../schema/appointment-email-schema.ts';
import type { Schedule } from './schedule.ts';

export interface AppointmentMailContext {
  /** The site's public address (site.config.yaml siteUrl). */
  siteUrl: string;
  words: AppointmentEmailText;
  /** The availability settings and services of the version served: each service's price and what to prepare. */
  schedule?: Schedule;
  /** The customer's page of a link (see links.ts). */
  linkUrl?: (id: string, expiresAt: number) => string;
}
