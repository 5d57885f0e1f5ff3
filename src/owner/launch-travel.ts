// The launch check's word about a travel fee: an extra, so a site without `travelFee` gets a note of what it
// would add (where bookings come to this server), never something left to do: many businesses charge none.
import type { SiteConfig } from '../schema/site-schema.ts';
import type { ServerNote } from './launch-findings.ts';

export function travelNotes(site: SiteConfig): ServerNote[] {
  if (site.travelFee) return [];
  return [{
    name: 'NoTravelFee',
    message: 'no travel fee is set (Travel fee, travelFee in site.config.yaml): town pages, the free times and the emails say nothing about travel.',
    hint: 'to charge for longer drives, set e.g. freeMiles: 15, perMile: 1 and an optional cap: 30 (dollars); the fee follows the road miles the town pages give from the office. Leave it out to charge none.',
  }];
}
