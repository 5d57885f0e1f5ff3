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
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
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

/** `length` bytes of the file open as `fd`, from `offset`. */
function readAt(fd: number, offset: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let read = 0; read < length; ) {
    const n = readSync(fd, bytes, read, length - read, offset + read);
    if (n === 0) throw new Error('The kept routes\' file ends before its index says.');
    read += n;
  }
  return bytes;
}

/** Writes all of `bytes` to the file open as `fd`, at `offset`. */
function writeAt(fd: number, bytes: Buffer, offset: number): void {
  for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written, offset + written);
}

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
  /**
   * The pack the kept routes are read from, opened with the index: a kept route reads its rest through this
   * descriptor, which stays good when a build beside this one removes the file. Never closed: a build is a
   * process of its own, and its routes may be read until it ends.
   */
  private source: { fd: number; size: number } | undefined;
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
        for (const [file, entry] of Object.entries(kept.checked ?? {})) this.checked.set(file, entry);
        if (typeof kept.pack === 'string') {
          this.pack = kept.pack;
          const fd = openSync(join(dir, kept.pack), 'r');
          this.source = { fd, size: fstatSync(fd).size };
          for (const [file, entry] of Object.entries(kept.entries ?? {})) this.entries.set(file, entry);
        }
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
    const source = this.source;
    const [offset, length] = Array.isArray(entry.at) ? entry.at : [0, -1];
    // A pack shorter than the index says (a build stopped halfway through writing it): made again.
    if (!source || length < 0 || offset + length > source.size) return undefined;
    let rest: Rest | undefined;
    const load = (): Rest => (rest ??= JSON.parse(readAt(source.fd, offset, length).toString('utf8')) as Rest);
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
    writeAt(w.fd, bytes, w.length);
    w.length += bytes.length;
    return [w.length - bytes.length, bytes.length];
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
        // The kept routes' rest joins the new pack, which then holds every route the index names. Their places
        // in it are taken once it is in place; until then every entry says where it is in the last one.
        const moved = new Map<string, [number, number]>();
        for (const [file, entry] of Object.entries(kept)) {
          if (this.written.has(file)) continue;
          try {
            moved.set(file, this.append(readAt(this.source!.fd, entry.at[0], entry.at[1])));
          } catch {
            // Its rest could not be read: made again next time.
            delete kept[file];
            entries.delete(file);
          }
        }
        const w = this.writing;
        this.writing = undefined;
        const made = [...this.written];
        this.written.clear();
        const pack = `pack-${createHash('sha256').update(w.part).digest('base64url').slice(0, 16)}.json`;
        try {
          closeSync(w.fd);
          renameSync(w.part, join(dir, pack));
        } catch (error) {
          // Not in place: the routes made by this load are in no pack.
          for (const file of made) entries.delete(file);
          rmSync(w.part, { force: true });
          throw error;
        }
        for (const [file, at] of moved) kept[file]!.at = at;
        this.pack = pack;
        const fd = openSync(join(dir, pack), 'r');
        this.source = { fd, size: fstatSync(fd).size };
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
