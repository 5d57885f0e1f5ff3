// What a block's resolver may read: the site's facts, known when the content is loaded.
import type { PartyListing, TownListing } from '../schema/listings.ts';
import type { SiteConfig } from '../schema/site-schema.ts';

export interface ResolveContext {
  site: SiteConfig;
  /** Every town that has a page. */
  towns: readonly TownListing[];
  /** Every party type that has a page. */
  parties: readonly PartyListing[];
}
