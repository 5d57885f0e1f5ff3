// The launch check's word about reviews after the visit: an extra, so a site without a review address in the
// content gets a note of what it would add (where bookings come to this server), never something left to do.
import type { SiteConfig } from '../schema/site-schema.ts';
import type { ServerNote } from './launch-findings.ts';

export function reviewsNotes(site: SiteConfig): ServerNote[] {
  if (site.business.reviewUrl) return [];
  return [{
    name: 'NoReviewAddress',
    message: 'no review address is set (Business › Review address, business.reviewUrl in site.config.yaml): customers are not asked for a review after their visit.',
    hint: "with your Google Business Profile's review link there (in your profile, Ask for reviews), marking an appointment done in your inbox thanks the customer and links it, once per customer; untick \"Ask for a review\" after a complaint.",
  }];
}
