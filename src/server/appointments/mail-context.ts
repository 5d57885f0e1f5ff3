// What the emails about an appointment need besides the booking: the site's address, the owner's wording, the
// services' prices and what to prepare, and the customer's link. The bookings' mailer (../bookings/emails.ts)
// carries it to ./emails.ts.
import type { AppointmentEmailText } from '../../schema/appointment-email-schema.ts';
import type { Schedule } from './schedule.ts';
import type { IntakeSource } from '../intake/questions.ts';

export interface AppointmentMailContext {
  /** The site's public address (site.config.yaml siteUrl). */
  siteUrl: string;
  words: AppointmentEmailText;
  /** The availability settings and services of the version served: each service's price and what to prepare. */
  schedule?: Schedule;
  /** The site's services with their questions before the visit (site.config.yaml), also without free times. */
  services?: IntakeSource['services'];
  /** The customer's page of a link (see links.ts). */
  linkUrl?: (id: string, expiresAt: number) => string;
  /** A party's page, which the host shares with the guests (src/server/parties/). */
  partyUrl?: (linkId: string) => string;
}
