// A collection is a folder of YAML files, one entry each, turned into pages by a template.
// Defining one is one `defineCollection` call in the list at the end of this file; nothing else names it.
import type { z } from 'zod';
import { partySchema, townSchema } from '../schema/collection-schemas.ts';
import { DEFAULT_TOWN_HERO } from '../schema/defaults.ts';
import { valueAt } from './describe.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { townSlug } from '../schema/slug.ts';
import type { TemplatePage } from '../templates/types.ts';
import { partyPage } from '../templates/party.ts';
import { townPage } from '../templates/town.ts';

export interface Reference {
  /** Where the reference is written, inside the entry's data. */
  path: PropertyKey[];
  /** The route it must resolve to. */
  target: string;
  /** The name as written, for messages. */
  name: string;
}

export interface CollectionDef<S extends z.ZodType> {
  /** Names the collection in messages and in `Route.kind`, e.g. "town". */
  name: string;
  /** The folder under pages/ whose files are the entries. */
  folder: string;
  schema: S;
  /** How errors name the whole file: "... is not a key of a town". */
  subject: string;
  route: (slug: string) => string;
  /** A pure function from a validated entry to its page: title, description and blocks. No React. */
  template: (entry: z.output<S>, site: SiteConfig) => TemplatePage;
  /** Works on unvalidated data too, so a file with other mistakes still has its references checked. */
  references?: (data: unknown) => Reference[];
  /** The entry's name and where it is written; when `linkedByName`, the name must give the file's slug. */
  entryName?: (data: unknown) => { value: string; path: PropertyKey[] } | undefined;
  /** Whether other entries link to this one by name (so name and file slug must agree). */
  linkedByName?: boolean;
  /** Images the template shows without the file naming them (fallbacks); they must exist in public/. */
  implicitImages?: (data: unknown) => string[];
  /** For a collection of places served: each entry's name and county, for the lists of service areas. */
  place?: (entry: z.output<S>) => { name: string; county: string };
}

export type EntryParse =
  | { ok: true; page: (site: SiteConfig) => TemplatePage; place?: { name: string; county: string } }
  | { ok: false; issues: z.core.$ZodIssue[] };

/** A collection with its entry type hidden behind `parse`, so all collections fit in one list. */
export interface Collection {
  name: string;
  folder: string;
  schema: z.core.$ZodType;
  subject: string;
  route: (slug: string) => string;
  parse: (data: unknown) => EntryParse;
  references: (data: unknown) => Reference[];
  entryName: (data: unknown) => { value: string; path: PropertyKey[] } | undefined;
  linkedByName: boolean;
  implicitImages: (data: unknown) => string[];
}

export function defineCollection<S extends z.ZodType>(def: CollectionDef<S>): Collection {
  return {
    name: def.name,
    folder: def.folder,
    schema: def.schema,
    subject: def.subject,
    route: def.route,
    references: def.references ?? (() => []),
    entryName: def.entryName ?? (() => undefined),
    linkedByName: def.linkedByName ?? false,
    implicitImages: def.implicitImages ?? (() => []),
    parse(data) {
      const result = def.schema.safeParse(data);
      if (!result.success) return { ok: false, issues: result.error.issues };
      const entry: z.output<S> = result.data;
      return { ok: true, page: (site) => def.template(entry, site), ...(def.place && { place: def.place(entry) }) };
    },
  };
}

const stringAt = (data: unknown, path: PropertyKey[]): string | undefined => {
  const v = valueAt(data, path);
  return typeof v === 'string' ? v : undefined;
};

export const collections: readonly Collection[] = [
  defineCollection({
    name: 'town',
    folder: 'towns',
    schema: townSchema,
    subject: 'a town',
    route: (slug) => `/towns/${slug}`,
    template: townPage,
    references: (data) => {
      const names = valueAt(data, ['neighboringTowns']);
      if (!Array.isArray(names)) return [];
      return names.flatMap((name: unknown, i) =>
        typeof name === 'string' ? [{ path: ['neighboringTowns', i], target: `/towns/${townSlug(name)}`, name }] : []);
    },
    entryName: (data) => {
      const value = stringAt(data, ['name']);
      return value === undefined ? undefined : { value, path: ['name'] };
    },
    linkedByName: true,
    implicitImages: (data) => (stringAt(data, ['heroImage']) === undefined ? [DEFAULT_TOWN_HERO] : []),
    place: (town) => ({ name: town.name, county: town.county }),
  }),
  defineCollection({
    name: 'party',
    folder: 'parties',
    schema: partySchema,
    subject: 'a party page',
    route: (slug) => `/parties/${slug}`,
    template: partyPage,
  }),
];

/** The collection a file belongs to: files directly inside pages/<folder>/ (index.yaml stays a page). */
export function collectionFor(file: string): { collection: Collection; slug: string } | undefined {
  const match = /^pages\/([^/]+)\/([^/]+)\.ya?ml$/i.exec(file);
  if (!match || match[2] === 'index') return undefined;
  const collection = collections.find((c) => c.folder === match[1]);
  return collection && { collection, slug: match[2] ?? '' };
}
