// The fixture site (tests/fixtures/site) as the booking and appointment code sees it: its config, the
// choices its booking form offers, and its towns as places with coordinates. Read once per test file.
import { join } from 'node:path';
import { bookingOptions } from '../../src/blocks/contact-form/booking-options.ts';
import { offerOf } from '../../src/server/bookings/offer.ts';
import { placesOf, type Place } from '../../src/server/appointments/schedule.ts';
import type { SiteConfig } from '../../src/schema/site-schema.ts';
import { loadContent } from '../../src/site/content.ts';
import { partyPlansOf } from '../../src/server/parties/plans.ts';
import type { PartyPlan } from '../../src/schema/party-plan.ts';

export interface BookingFixture {
  site: SiteConfig;
  offered: ReturnType<typeof offerOf>;
  places: Place[];
  /** The party types' plans, as the build writes them for the server. */
  partyPlans: PartyPlan[];
}

export async function loadBookingFixture(): Promise<BookingFixture> {
  const loaded = await loadContent(join(process.cwd(), 'tests/fixtures/site'));
  if (!loaded.ok) throw new Error('the fixture site is not valid');
  const site = loaded.content.site;
  return { site, offered: offerOf(bookingOptions(site, loaded.content.listings.parties)), places: placesOf(site, loaded.content.listings.towns), partyPlans: partyPlansOf(loaded.content.listings.parties) };
}
