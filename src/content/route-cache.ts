// The routes a build assembled, kept for the next build: a page whose file, site config, code and (when it
// reads them) lists of towns and parties are what they were is not run through its template, checked and
// assembled again. Each entry holds what the build reads of every route (address, file, kind, title,
// description, preview card, block types) and the digest of the whole route; the rest (head tags, structured
// data, blocks) is a file of its own under the digest, read only by whoever asks for it (a page the page cache
// does not have, a live page). Only routes that JSON carries exactly are kept. Beside them, what each town and
// party file gave the lists when it passed its schema, so an unchanged file is not checked again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { regionBlocks } from '../schema/page.ts';
import { writeWhole } from '../write-whole.ts';
import { jsonExact } from './parse-cache.ts';
import type { Route } from './types.ts';

type Summary = Pick<Route, 'path' | 'file' | 'kind' | 'title' | 'description' | 'preview'>;
type Rest = Pick<Route, 'head' | 'structuredData' | 'regions'>;
const REST: ReadonlyArray<keyof Rest> = ['head', 'structuredData', 'regions'];
/** A route's fields, in the order buildRoute makes them. */
const FIELDS: ReadonlyArray<keyof Route> = ['path', 'file', 'kind', 'title', 'description', 'head', 'preview', 'structuredData', 'regions'];

interface Entry {
  /** The hash of what the route was made from (inputKey). */
  input: string;
  /** The hash of the lists it read, when it read them. */
  listings?: string;
  digest: string;
  summary: Summary;
  /** The types of its blocks. */
  types: string[];
}

/** What a collection's entry gave when its data passed its schema: what the lists show of it. */
export interface KeptEntry {
  place?: unknown;
  offer?: unknown;
}

interface Store {
  index: string;
  dir: string;
  code: string;
  entries: Map<string, Entry>;
  /** Collection entries that passed their schema, by file: the hash of what was checked, and what it gave. */
  checked: Map<string, KeptEntry & { input: string }>;
  seen: Set<string>;
  changed: boolean;
  startedAt: number;
}

let store: Store | undefined;

/** Each route's digest: the hash of its JSON, which is all the page cache needs of a route it has. */
const digests = new WeakMap<object, string>();
/** The types of a kept route's blocks, known without reading its blocks. */
const typesOf = new WeakMap<object, readonly string[]>();

const sha = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/** The hash of these values, as JSON. */
export const hashOf = (...values: unknown[]): string => sha(JSON.stringify(values));

/** The types of the route's blocks, in reading order, each once. */
export function blockTypes(route: Route): readonly string[] {
  return typesOf.get(route) ?? [...new Set(regionBlocks(route.regions).map((b) => b.type))];
}

/** The hash of the whole route, as JSON (kept for a route from the cache, computed for any other). */
export function routeDigest(route: object): string {
  let digest = digests.get(route);
  if (digest === undefined) digests.set(route, (digest = sha(JSON.stringify(route))));
  return digest;
}

/**
 * Keeps the build's routes in `folder` (an index and a file per route) for the next build of the same code,
 * whose version `code` names (the hash of everything the code step builds). Undefined: nothing is kept.
 */
export function keepRoutesIn(folder: string | undefined, code = ''): void {
  store = undefined;
  if (!folder) return;
  const index = join(folder, 'index.json');
  const entries = new Map<string, Entry>();
  const checked = new Map<string, KeptEntry & { input: string }>();
  try {
    const kept = JSON.parse(readFileSync(index, 'utf8')) as { code?: string; entries?: Record<string, Entry>; checked?: Record<string, KeptEntry & { input: string }> };
    if (kept.code === code) {
      for (const [file, entry] of Object.entries(kept.entries ?? {})) entries.set(file, entry);
      for (const [file, entry] of Object.entries(kept.checked ?? {})) checked.set(file, entry);
    }
  } catch {
    // none kept yet, or unreadable: every route is made
  }
  store = { index, dir: folder, code, entries, checked, seen: new Set(), changed: false, startedAt: Date.now() };
}

/** Whether routes are kept in this process (a build). */
export const keepingRoutes = (): boolean => store !== undefined;

/** The hash of what a page's route is made from, besides the lists it may read. */
export function inputKey(parts: { site: string; file: string; path: string; kind: string; text: string }): string {
  return hashOf(store?.code ?? '', parts.site, parts.file, parts.path, parts.kind, parts.text);
}

/** The hash of what checking a collection's entry depends on: the code, its collection, its slug and its text. */
export function entryKey(parts: { collection: string; slug: string; text: string }): string {
  return hashOf(store?.code ?? '', 'entry', parts.collection, parts.slug, parts.text);
}

/** The kept route of `file`, if it was made from `input` (and, if it read them, from lists of hash `listings`). */
export function keptRoute(file: string, input: string, listings: string): Route | undefined {
  if (!store) return undefined;
  store.seen.add(file);
  const entry = store.entries.get(file);
  if (!entry || entry.input !== input || (entry.listings !== undefined && entry.listings !== listings)) return undefined;
  const restFile = join(store.dir, `${entry.digest}.json`);
  if (!existsSync(restFile)) return undefined;
  let rest: Rest | undefined;
  const load = (): Rest => (rest ??= JSON.parse(readFileSync(restFile, 'utf8')) as Rest);
  // Its fields in the order assembling gives them, so that it reads and writes as JSON exactly as the route.
  const route = {} as Route;
  for (const key of FIELDS) {
    if (REST.includes(key as keyof Rest)) Object.defineProperty(route, key, { enumerable: true, get: () => load()[key as keyof Rest] });
    else Object.defineProperty(route, key, { enumerable: true, writable: true, configurable: true, value: entry.summary[key as keyof Summary] });
  }
  digests.set(route, entry.digest);
  typesOf.set(route, entry.types);
  return route;
}

/** Keeps a route just made from `input`; `listings` is the hash of the lists it read, if it read them. */
export function keepRoute(route: Route, input: string, listings: string | undefined): void {
  if (!store) return;
  store.seen.add(route.file);
  if (!jsonExact(route)) return;
  const digest = routeDigest(route);
  const { path, file, kind, title, description, preview, head, structuredData, regions } = route;
  const restFile = join(store.dir, `${digest}.json`);
  try {
    if (!existsSync(restFile)) writeWhole(restFile, JSON.stringify({ head, structuredData, regions }));
  } catch {
    return; // not kept: made again next time
  }
  const types = [...blockTypes(route)];
  store.entries.set(file, { input, ...(listings !== undefined && { listings }), digest, summary: { path, file, kind, title, description, preview }, types });
  store.changed = true;
}

/** What a collection's entry gave last time it passed its schema, if it was checked from the same `input`. */
export function keptEntry(file: string, input: string): KeptEntry | undefined {
  if (!store) return undefined;
  store.seen.add(file);
  const entry = store.checked.get(file);
  return entry?.input === input ? entry : undefined;
}

/** Keeps what a collection's entry that passed its schema gave, under the hash of what was checked. */
export function keepEntry(file: string, input: string, entry: KeptEntry): void {
  if (!store || !jsonExact(entry)) return;
  store.seen.add(file);
  store.checked.set(file, { input, ...entry });
  store.changed = true;
}

/** Writes the index of the routes of the last load, when anything changed, and removes the files no entry names. */
export function saveRoutes(): void {
  if (!store) return;
  const { index, dir, entries, checked, seen } = store;
  const gone = [...entries.keys(), ...checked.keys()].some((file) => !seen.has(file));
  if (!store.changed && !gone) return;
  try {
    const kept: Record<string, Entry> = {};
    const keptChecked: Record<string, KeptEntry & { input: string }> = {};
    for (const file of seen) {
      const entry = entries.get(file);
      if (entry) kept[file] = entry;
      const passed = checked.get(file);
      if (passed) keptChecked[file] = passed;
    }
    writeWhole(index, JSON.stringify({ code: store.code, entries: kept, checked: keptChecked }));
    store.changed = false;
    const used = new Set(Object.values(kept).map((e) => `${e.digest}.json`));
    for (const name of readdirSync(dir)) {
      if (name === 'index.json' || used.has(name)) continue;
      const file = join(dir, name);
      // A file written after this build started may be another build's.
      if (statSync(file).mtimeMs < store.startedAt) rmSync(file, { force: true });
    }
  } catch {
    // a store that cannot be written costs the next build its assembling, nothing else
  }
}
