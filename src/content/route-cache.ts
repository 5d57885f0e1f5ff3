// The routes a build assembled, kept for the next build: a page whose file, site config, code and (when it
// reads them) lists of towns and parties are what they were is not run through its template, checked and
// assembled again. Each entry holds what the build reads of every route (address, file, kind, title,
// description, preview card, block types) and the digest of the whole route; the rest (head tags, structured
// data, blocks) is a run of bytes in one file of the load's routes (the pack), read only by whoever asks for it
// (a page the page cache does not have, a live page). One file, written as the routes are made, rather than one
// per route: 5,000 files were more than a second of a build. Only routes that JSON carries exactly are kept.
// Beside them, what each town and party file gave the lists when it passed its schema, so an unchanged file is
// not checked again.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
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
  /** Where the rest of the route is in the pack: its first byte and its length. */
  at: [number, number];
}

/** A pack being written: the file, open, and how many bytes it holds. */
interface Writing {
  part: string;
  fd: number;
  length: number;
}

/** What a collection's entry gave when its data passed its schema: what the lists show of it. */
export interface KeptEntry {
  place?: unknown;
  offer?: unknown;
}

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

let packs = 0;

/**
 * The routes kept in a folder (an index and a pack of the routes' rest) for the next build of the same code,
 * whose version `code` names (the hash of everything the code step builds). The build opens one and passes it
 * to the load (LoadOptions.kept); a load without one assembles every route.
 */
export class RouteStore {
  private readonly index: string;
  private readonly entries = new Map<string, Entry>();
  /** The pack the entries' places are in (a file name in the folder). */
  private pack: string | undefined;
  /** The pack being written, and the files whose rest is in it. */
  private writing: Writing | undefined;
  private readonly written = new Set<string>();
  /** The pack read from, open. */
  private reading: { pack: string; fd: number } | undefined;
  /** Collection entries that passed their schema, by file: the hash of what was checked, and what it gave. */
  private readonly checked = new Map<string, KeptEntry & { input: string }>();
  private readonly seen = new Set<string>();
  private changed = false;
  /** Files written after this (by this build or one beside it) are never removed by its save. */
  private readonly startedAt = Date.now();

  constructor(
    private readonly dir: string,
    private readonly code = '',
  ) {
    this.index = join(dir, 'index.json');
    try {
      const kept = JSON.parse(readFileSync(this.index, 'utf8')) as { code?: string; pack?: string; entries?: Record<string, Entry>; checked?: Record<string, KeptEntry & { input: string }> };
      if (kept.code === code) {
        this.pack = kept.pack;
        for (const [file, entry] of Object.entries(kept.entries ?? {})) this.entries.set(file, entry);
        for (const [file, entry] of Object.entries(kept.checked ?? {})) this.checked.set(file, entry);
      }
    } catch {
      // none kept yet, or unreadable: every route is made
    }
  }

  /** The hash of what a page's route is made from, besides the lists it may read. */
  inputKey(parts: { site: string; file: string; path: string; kind: string; text: string }): string {
    return hashOf(this.code, parts.site, parts.file, parts.path, parts.kind, parts.text);
  }

  /** The hash of what checking a collection's entry depends on: the code, its collection, its slug and its text. */
  entryKey(parts: { collection: string; slug: string; text: string }): string {
    return hashOf(this.code, 'entry', parts.collection, parts.slug, parts.text);
  }

  /** The kept route of `file`, if it was made from `input` (and, if it read them, from lists of hash `listings`). */
  keptRoute(file: string, input: string, listings: string): Route | undefined {
    this.seen.add(file);
    const entry = this.entries.get(file);
    if (!entry || entry.input !== input || (entry.listings !== undefined && entry.listings !== listings)) return undefined;
    if (!this.pack || !Array.isArray(entry.at) || !existsSync(join(this.dir, this.pack))) return undefined;
    let rest: Rest | undefined;
    // Read where the entry is when asked: a save in between moves it to the new pack.
    const load = (): Rest => (rest ??= JSON.parse(this.bytesOf(this.entries.get(file)!.at).toString('utf8')) as Rest);
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
  keepRoute(route: Route, input: string, listings: string | undefined): void {
    this.seen.add(route.file);
    if (!jsonExact(route)) return;
    const digest = routeDigest(route);
    const { path, file, kind, title, description, preview, head, structuredData, regions } = route;
    let at: [number, number];
    try {
      at = this.append(Buffer.from(JSON.stringify({ head, structuredData, regions })));
    } catch {
      return; // not kept: made again next time
    }
    const types = [...blockTypes(route)];
    this.entries.set(file, { input, ...(listings !== undefined && { listings }), digest, summary: { path, file, kind, title, description, preview }, types, at });
    this.written.add(file);
    this.changed = true;
  }

  /** Adds bytes to the pack being written (opened on the first); where they are in it. */
  private append(bytes: Buffer): [number, number] {
    if (!this.writing) {
      mkdirSync(this.dir, { recursive: true });
      const part = join(this.dir, `pack-${process.pid}-${Date.now()}-${packs++}.part`);
      this.writing = { part, fd: openSync(part, 'w'), length: 0 };
    }
    const w = this.writing;
    writeSync(w.fd, bytes);
    w.length += bytes.length;
    return [w.length - bytes.length, bytes.length];
  }

  /** The bytes at `at` in the pack the entries are in. */
  private bytesOf([offset, length]: [number, number]): Buffer {
    let reading = this.reading;
    if (!reading || reading.pack !== this.pack) {
      if (reading) closeSync(reading.fd);
      reading = this.reading = { pack: this.pack!, fd: openSync(join(this.dir, this.pack!), 'r') };
    }
    const bytes = Buffer.alloc(length);
    if (readSync(reading.fd, bytes, 0, length, offset) !== length) throw new Error(`The kept routes' file ${this.pack} is shorter than its index says.`);
    return bytes;
  }

  /** What a collection's entry gave last time it passed its schema, if it was checked from the same `input`. */
  keptEntry(file: string, input: string): KeptEntry | undefined {
    this.seen.add(file);
    const entry = this.checked.get(file);
    return entry?.input === input ? entry : undefined;
  }

  /** Keeps what a collection's entry that passed its schema gave, under the hash of what was checked. */
  keepEntry(file: string, input: string, entry: KeptEntry): void {
    if (!jsonExact(entry)) return;
    this.seen.add(file);
    this.checked.set(file, { input, ...entry });
    this.changed = true;
  }

  /**
   * Writes the index of the routes of the last load, when anything changed, with the pack of their rest (the
   * routes made by the load, then those it kept, copied from the last pack), and removes the files it no longer
   * names.
   */
  save(): void {
    const { index, dir, entries, checked, seen } = this;
    const gone = [...entries.keys(), ...checked.keys()].some((file) => !seen.has(file));
    if (!this.changed && !gone) return;
    try {
      const kept: Record<string, Entry> = {};
      const keptChecked: Record<string, KeptEntry & { input: string }> = {};
      for (const file of seen) {
        const entry = entries.get(file);
        if (entry) kept[file] = entry;
        const passed = checked.get(file);
        if (passed) keptChecked[file] = passed;
      }
      if (this.writing) {
        // The kept routes' rest joins the new pack, which then holds every route the index names.
        for (const [file, entry] of Object.entries(kept)) {
          if (this.written.has(file)) continue;
          try {
            entry.at = this.append(this.bytesOf(entry.at));
          } catch {
            delete kept[file]; // its rest could not be read: made again next time
          }
        }
        const w = this.writing;
        closeSync(w.fd);
        this.writing = undefined;
        this.written.clear();
        const pack = `pack-${createHash('sha256').update(w.part).digest('base64url').slice(0, 16)}.json`;
        renameSync(w.part, join(dir, pack));
        this.pack = pack;
      }
      writeWhole(index, JSON.stringify({ code: this.code, pack: this.pack, entries: kept, checked: keptChecked }));
      this.changed = false;
      for (const name of readdirSync(dir)) {
        if (name === 'index.json' || name === this.pack) continue;
        const file = join(dir, name);
        // A file written after this build started may be another build's.
        if (statSync(file).mtimeMs < this.startedAt) rmSync(file, { force: true });
      }
    } catch {
      // a store that cannot be written costs the next build its assembling, nothing else
    }
  }
}
