// What the booking form offers, from site.config.yaml `services` and the party pages: no service is
// named in code. A service whose page is the parties' hub (e.g. /parties) is booked as one of the
// party types, grouped under the service's name; `?service=` and `&package=` use slugs.
import { pathOf } from '../../schema/url-path.ts';
import type { PartyListing, TownListing } from '../../schema/listings.ts';
import type { SiteConfig } from '../../schema/site-schema.ts';
import { slugify } from '../../schema/slug.ts';
import { termsOf, type ServiceTerms } from '../../data/bookings/deposit-words.ts';
import type { Policy } from '../../schema/money.ts';

export interface PackageOption {
  slug: string;
  title: string;
  price: string;
  maxGuests?: number;
  /** What the server works the deposit out from (written beside the build, never taken from a request). */
  priceAmount?: number;
  deposit?: number | string;
  /** Its price and deposit, what to prepare and the policy (when a deposit applies), shown beside the free times. */
  terms?: ServiceTerms;
}

export interface ServiceOption {
  /** What the select shows and what the booking sends. */
  label: string;
  /** `/contact?service=<slug>` chooses it. */
  slug: string;
  /** Options with a group are shown together under it (an `<optgroup>`). */
  group?: string;
  /** `&package=<slug>` names one of these. */
  packages?: PackageOption[];
  terms?: ServiceTerms;
}

const hubOf = (path: string): string => path.slice(0, path.lastIndexOf('/')) || '/';

/** Terms with nothing in them are left out, so the form's props stay as they were for content without prices. */
const withTerms = (terms: ServiceTerms) => (Object.keys(terms).length > 0 ? { terms } : {});

function partyOption(party: PartyListing, policy: Policy | undefined, group?: string): ServiceOption {
  const packages = party.packages.map((p) => ({
    slug: slugify(p.title),
    title: p.title,
    price: p.price,
    ...(p.maxGuests !== undefined && { maxGuests: p.maxGuests }),
    ...(p.priceAmount !== undefined && { priceAmount: p.priceAmount }),
    ...(p.deposit !== undefined && { deposit: p.deposit }),
    ...withTerms(termsOf({ ...(p.priceAmount !== undefined && { price: p.priceAmount }), ...(p.deposit !== undefined && { deposit: p.deposit }), ...(p.prepare && { prepare: p.prepare }) }, policy)),
  }));
  return { label: party.title, slug: party.slug, ...(group && { group }), packages };
}

export function bookingOptions(site: SiteConfig, parties: readonly PartyListing[]): ServiceOption[] {
  const placed = new Set<PartyListing>();
  const policy = site.availability?.policy;
  const options = site.services.flatMap((service): ServiceOption[] => {
    const kinds = parties.filter((p) => hubOf(p.path) === pathOf(service.page));
    if (kinds.length === 0) return [{ label: service.name, slug: slugify(service.name), ...withTerms(termsOf(service, policy)) }];
    for (const party of kinds) placed.add(party);
    return kinds.map((party) => partyOption(party, policy, service.name));
  });
  // A party type no service stands for can still be booked.
  return [...options, ...parties.filter((p) => !placed.has(p)).map((p) => partyOption(p, policy))];
}

/** The towns served (with a page or not), A to Z: the place field suggests them. */
export function bookingTowns(site: SiteConfig, towns: readonly TownListing[]): string[] {
  const names = [...towns.map((t) => t.name), ...site.counties.flatMap((c) => c.otherTowns ?? [])];
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));
}
