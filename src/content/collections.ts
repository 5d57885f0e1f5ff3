// A collection is a folder of YAML files, one entry each, turned into pages by a template.
// The site declares its collections, each with one `defineCollection` call (src/site/collections.ts);
// the content core knows none of them by name.
import type { z } from 'zod';
import type { PartyListing, TownListing } from '../schema/listings.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import type { Problem } from './diagnostics/errors.ts';
import type { Target } from './diagnostics/locate.ts';
import type { TemplatePage } from './template-page.ts';

export interface Reference {
  /** Where the reference is written, inside the entry's data. */
  path: PropertyKey[];
  /** The route it must resolve to. */
  target: string;
  /** The name as written, for messages. */
  name: string;
}

/** A problem at a place in an entry's file. */
export interface EntryProblem {
  path: PropertyKey[];
  target: Target;
  problem: Problem;
}

/** What a collection of places (towns) tells the lists about each entry. */
export type Place = Omit<TownListing, 'path'>;
/** What a collection of offers (parties) tells the hub and the booking form about each entry. */
export type Offer = Omit<PartyListing, 'path' | 'slug'>;

export interface CollectionDef<S extends z.ZodType> {
  /** Names the collection in messages and in `Route.kind`, e.g. "town". */
  name: string;
  /** The folder under pages/ whose files are the entries; an entry's address is /<folder>/<slug> (a dynamic segment of the route table). */
  folder: string;
  schema: S;
  /** How errors name the whole file: "... is not a key of a town". */
  subject: string;
  /** A pure function from a validated entry to its page: title, description and blocks. No React. */
  template: (entry: z.output<S>, site: SiteConfig, slug: string) => TemplatePage;
  /** Works on unvalidated data too, so a file with other mistakes still has its references checked. */
  references?: (data: unknown) => Reference[];
  /** The entry's name and where it is written; when `linkedByName`, the name must give the file's slug. */
  entryName?: (data: unknown) => { value: string; path: PropertyKey[] } | undefined;
  /** Whether other entries link to this one by name (so name and file slug must agree). */
  linkedByName?: boolean;
  /** Images the template shows without the file naming them (fallbacks); they must exist in public/. */
  implicitImages?: (data: unknown) => string[];
  /** For a collection of places served: each entry's name, county and services, for the lists of towns. */
  place?: (entry: z.output<S>) => Place;
  /** For a collection of things to book: each entry's title, picture and packages. */
  offer?: (entry: z.output<S>) => Offer;
  /** Whether a reference must be answered by one back (neighbouring towns name each other). */
  mutualReferences?: boolean;
  /** Checks of the entry against the vocabulary of site.config.yaml (counties, services); unvalidated data. */
  checkWithSite?: (data: unknown, site: SiteConfig) => EntryProblem[];
  /** Where in site.config.yaml the patterns of the pages' titles and descriptions are (for warnings). */
  headPatterns?: HeadPatterns;
}

export interface HeadPatterns {
  title: PropertyKey[];
  description: PropertyKey[];
}

export type EntryParse =
  | { ok: true; page: (site: SiteConfig) => TemplatePage; place?: Place; offer?: Offer }
  | { ok: false; issues: z.core.$ZodIssue[] };

/** A collection with its entry type hidden behind `parse`, so all collections fit in one list. */
export interface Collection {
  name: string;
  folder: string;
  schema: z.core.$ZodType;
  subject: string;
  /** Validates an entry; `slug` is its file's name (the last part of its address). */
  parse: (data: unknown, slug: string) => EntryParse;
  references: (data: unknown) => Reference[];
  entryName: (data: unknown) => { value: string; path: PropertyKey[] } | undefined;
  linkedByName: boolean;
  mutualReferences: boolean;
  implicitImages: (data: unknown) => string[];
  checkWithSite: (data: unknown, site: SiteConfig) => EntryProblem[];
  headPatterns?: HeadPatterns;
}

/**
 * `read`, answered once for each parsed file: parsed data is frozen and kept while its file's text is unchanged,
 * so the checks that ask every entry again at each load (the studio, as the owner types) find the answer kept.
 */
function once<T>(read: (data: unknown) => T): (data: unknown) => T {
  const known = new WeakMap<object, { value: T }>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return read(data);
    let hit = known.get(data);
    if (!hit) known.set(data, (hit = { value: read(data) }));
    return hit.value;
  };
}

export function defineCollection<S extends z.ZodType>(def: CollectionDef<S>): Collection {
  return {
    name: def.name,
    folder: def.folder,
    schema: def.schema,
    subject: def.subject,
    references: once(def.references ?? (() => [])),
    entryName: once(def.entryName ?? (() => undefined)),
    linkedByName: def.linkedByName ?? false,
    mutualReferences: def.mutualReferences ?? false,
    implicitImages: once(def.implicitImages ?? (() => [])),
    checkWithSite: def.checkWithSite ?? (() => []),
    ...(def.headPatterns && { headPatterns: def.headPatterns }),
    parse(data, slug) {
      const result = def.schema.safeParse(data);
      if (!result.success) return { ok: false, issues: result.error.issues };
      const entry: z.output<S> = result.data;
      return {
        ok: true,
        page: (site) => def.template(entry, site, slug),
        ...(def.place && { place: def.place(entry) }),
        ...(def.offer && { offer: def.offer(entry) }),
      };
    },
  };
}

/** The collection a file belongs to: files directly inside pages/<folder>/ (index.yaml stays a page). */
export function collectionFor(file: string, collections: readonly Collection[]): { collection: Collection; slug: string } | undefined {
  const match = /^pages\/([^/]+)\/([^/]+)\.ya?ml$/i.exec(file);
  if (!match || match[2] === 'index') return undefined;
  const collection = collections.find((c) => c.folder === match[1]);
  return collection && { collection, slug: match[2] ?? '' };
}
