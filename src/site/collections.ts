// This site's collections: towns (pages/towns/) and parties (pages/parties/), each a folder of YAML entries
// turned into pages by its template beside this file. A new collection is one more `defineCollection` here.
import { defineCollection, type Collection, type EntryProblem } from '../content/collections.ts';
import { valueAt } from '../content/diagnostics/describe.ts';
import { didYouMean } from '../content/diagnostics/did-you-mean.ts';
import { UnknownCounty, UnknownService } from '../content/diagnostics/errors.ts';
import { DEFAULT_MAX_GUESTS, partySchema, townSchema } from '../schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../schema/defaults.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { slugify } from '../schema/slug.ts';
import { partyPage } from './party.ts';
import { townPage } from './town.ts';

const stringAt = (data: unknown, path: PropertyKey[]): string | undefined => {
  const v = valueAt(data, path);
  return typeof v === 'string' ? v : undefined;
};

/** A town's county and service keys must be ones site.config.yaml defines. */
function checkTownWithSite(data: unknown, site: SiteConfig): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const county = stringAt(data, ['county']);
  const counties = site.counties.map((c) => c.name);
  if (county !== undefined && !counties.includes(county)) {
    const problem = UnknownCounty.create({ got: county, allowed: counties, suggestion: didYouMean(county, counties) });
    problems.push({ path: ['county'], target: 'value', problem });
  }
  const services = valueAt(data, ['services']);
  const keys = site.services.map((s) => s.key);
  if (services !== null && typeof services === 'object' && !Array.isArray(services)) {
    for (const key of Object.keys(services)) {
      if (keys.includes(key)) continue;
      const problem = UnknownService.create({ got: key, allowed: keys, suggestion: didYouMean(key, keys) });
      problems.push({ path: ['services', key], target: 'key', problem });
    }
  }
  return problems;
}

export const collections: readonly Collection[] = [
  defineCollection({
    name: 'town',
    folder: 'towns',
    schema: townSchema,
    subject: 'a town',
    template: townPage,
    references: (data) => {
      const names = valueAt(data, ['neighboringTowns']);
      if (!Array.isArray(names)) return [];
      return names.flatMap((name: unknown, i) =>
        typeof name === 'string' ? [{ path: ['neighboringTowns', i], target: `/towns/${slugify(name)}`, name }] : []);
    },
    entryName: (data) => {
      const value = stringAt(data, ['name']);
      return value === undefined ? undefined : { value, path: ['name'] };
    },
    linkedByName: true,
    mutualReferences: true,
    implicitImages: (data) => (stringAt(data, ['heroImage']) === undefined ? [DEFAULT_TOWN_HERO] : []),
    place: (town) => ({
      name: town.name,
      county: town.county,
      services: Object.entries(town.services).flatMap(([key, offered]) => (offered ? [key] : [])),
      ...(town.coordinates && { coordinates: town.coordinates }),
    }),
    checkWithSite: checkTownWithSite,
    headPatterns: { title: ['templates', 'town', 'pageTitle'], description: ['templates', 'town', 'pageDescription'] },
  }),
  defineCollection({
    name: 'party',
    folder: 'parties',
    schema: partySchema,
    subject: 'a party page',
    template: partyPage,
    headPatterns: { title: ['templates', 'party', 'pageTitle'], description: ['templates', 'party', 'pageDescription'] },
    offer: (party) => ({
      title: party.title,
      subtitle: party.subtitle,
      image: party.heroImage,
      packages: party.packages.map((p) => ({
        title: p.title,
        price: p.price,
        maxGuests: p.maxGuests ?? DEFAULT_MAX_GUESTS,
        ...(p.priceAmount !== undefined && { priceAmount: p.priceAmount }),
        ...(p.deposit !== undefined && { deposit: p.deposit }),
        ...(p.prepare && { prepare: p.prepare }),
        ...(p.choices && { choices: p.choices }),
        ...(p.minimumGuests !== undefined && { minimumGuests: p.minimumGuests }),
        ...(p.confirmGuestsDaysBefore !== undefined && { confirmGuestsDaysBefore: p.confirmGuestsDaysBefore }),
      })),
      ...(party.guestOfHonor && { guestOfHonor: party.guestOfHonor }),
      ...(party.perks.some((perk) => perk.rule) && { perkRules: party.perks.flatMap((perk) => (perk.rule ? [{ title: perk.title, rule: perk.rule }] : [])) }),
    }),
  }),
];
