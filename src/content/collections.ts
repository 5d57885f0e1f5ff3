// The collections: a folder of YAML files, one entity each, rendered through a template.
// Adding a collection is one entry here plus a template keyed by `template`.
import type { z } from 'zod';
import { partySchema, townSchema, type Party, type Town } from './collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from './defaults.ts';
import { valueAt } from './describe.ts';
import type { SiteConfig } from './site-schema.ts';
import { townSlug } from './slug.ts';
import type { RouteEntry } from './types.ts';

/** The town template's hero when a town sets no heroImage; it must exist in public/. Defined in
 * defaults.ts so the template can use it without pulling Zod into the browser. */
export { DEFAULT_TOWN_HERO };

export interface Reference {
  /** Where the reference is written, inside the entity's data. */
  path: PropertyKey[];
  /** The route it must resolve to. */
  target: string;
  /** The name as written, for messages. */
  name: string;
}

interface Meta {
  title: string;
  description: string;
}

interface RouteBase {
  path: string;
  file: string;
  slug: string;
}

export interface CollectionDef<S extends z.ZodType> {
  folder: 'towns' | 'parties';
  schema: S;
  template: 'town' | 'party';
  /** How errors name the whole file: "... is not a key of a town". */
  subject: string;
  route: (slug: string) => string;
  meta: (entity: z.output<S>, site: SiteConfig) => Meta;
  /** Works on unvalidated data too, so a file with other mistakes still has its references checked. */
  references: (data: unknown) => Reference[];
  /** The entity's name and where it is written; for towns the name must give the file's slug. */
  name: (data: unknown) => { value: string; path: PropertyKey[] } | undefined;
  /** Whether other entities link to this one by name (so name and file slug must agree). */
  linkedByName: boolean;
  /** Images the template shows without the file naming them (fallbacks). */
  implicitImages: (data: unknown) => string[];
  entry: (base: RouteBase & Meta, entity: z.output<S>) => RouteEntry;
}

/** Whole sentences up to `max` characters if they say enough, else a cut at a word boundary. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let out = '';
  for (const sentence of flat.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []) {
    const next = `${out} ${sentence.trim()}`.trim();
    if (next.length > max) break;
    out = next;
  }
  // One short sentence makes a thin search snippet; a longer cut reads better.
  if (out.length >= 100) return out;
  const cut = flat.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > 0 ? cut.slice(0, at) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

const SERVICE_NAMES: ReadonlyArray<[keyof Town['services'], string]> = [
  ['teethWhitening', 'Teeth Whitening'],
  ['toothGems', 'Tooth Gems'],
  ['permanentJewelry', 'Permanent Jewelry'],
  ['parties', 'Glam Parties'],
];

function townTitle(town: Town, business: string): string {
  const offered = SERVICE_NAMES.filter(([key]) => town.services[key]).map(([, label]) => label);
  const what =
    offered.length === 0 ? 'Mobile Beauty'
    : offered.length === 1 ? offered[0]
    : offered.length === 2 ? `${offered[0]} & ${offered[1]}`
    : `${offered[0]}, ${offered[1]} & More`;
  return `${town.name} ${what} | ${business}`;
}

const stringAt = (data: unknown, path: PropertyKey[]): string | undefined => {
  const v = valueAt(data, path);
  return typeof v === 'string' ? v : undefined;
};

export const townCollection: CollectionDef<typeof townSchema> = {
  folder: 'towns',
  schema: townSchema,
  template: 'town',
  subject: 'a town',
  route: (slug) => `/towns/${slug}`,
  meta: (town, site) => ({ title: townTitle(town, site.business.name), description: summarize(town.description) }),
  references: (data) => {
    const names = valueAt(data, ['neighboringTowns']);
    if (!Array.isArray(names)) return [];
    return names.flatMap((name: unknown, i) =>
      typeof name === 'string' ? [{ path: ['neighboringTowns', i], target: `/towns/${townSlug(name)}`, name }] : []);
  },
  name: (data) => {
    const value = stringAt(data, ['name']);
    return value === undefined ? undefined : { value, path: ['name'] };
  },
  linkedByName: true,
  implicitImages: (data) => (stringAt(data, ['heroImage']) === undefined ? [DEFAULT_TOWN_HERO] : []),
  entry: (base, town: Town) => ({ kind: 'town', ...base, town }),
};

export const partyCollection: CollectionDef<typeof partySchema> = {
  folder: 'parties',
  schema: partySchema,
  template: 'party',
  subject: 'a party page',
  route: (slug) => `/parties/${slug}`,
  meta: (party, site) => {
    const lead = /[.!?]$/.test(party.subtitle) ? party.subtitle : `${party.subtitle}.`;
    return { title: `${party.title} | ${site.business.name}`, description: summarize(`${lead} ${party.description}`) };
  },
  references: () => [],
  name: (data) => {
    const value = stringAt(data, ['title']);
    return value === undefined ? undefined : { value, path: ['title'] };
  },
  linkedByName: false,
  implicitImages: () => [],
  entry: (base, party: Party) => ({ kind: 'party', ...base, party }),
};

export type EntryParse =
  | { ok: true; build: (site: SiteConfig, base: Omit<RouteBase, 'slug'>, slug: string) => RouteEntry }
  | { ok: false; issues: z.core.$ZodIssue[] };

/** A collection with its entity type hidden behind `parse`, so all collections fit in one list. */
export type Collection = Omit<CollectionDef<z.ZodType>, 'schema' | 'meta' | 'entry'> & {
  schema: z.core.$ZodType;
  parse: (data: unknown) => EntryParse;
};

function erase<S extends z.ZodType>(def: CollectionDef<S>): Collection {
  return {
    ...def,
    parse(data) {
      const result = def.schema.safeParse(data);
      if (!result.success) return { ok: false, issues: result.error.issues };
      const entity: z.output<S> = result.data;
      return {
        ok: true,
        build: (site, base, slug) => def.entry({ ...base, slug, ...def.meta(entity, site) }, entity),
      };
    },
  };
}

export const collections: readonly Collection[] = [erase(townCollection), erase(partyCollection)];

/** The collection a file belongs to: files directly inside pages/<folder>/ (index.yaml stays a page). */
export function collectionFor(file: string): { collection: Collection; slug: string } | undefined {
  const match = /^pages\/([^/]+)\/([^/]+)\.ya?ml$/i.exec(file);
  if (!match || match[2] === 'index') return undefined;
  const collection = collections.find((c) => c.folder === match[1]);
  return collection && { collection, slug: match[2] ?? '' };
}
