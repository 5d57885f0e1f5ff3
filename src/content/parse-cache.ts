// What parsing a YAML file gave, kept from one build to the next: a build of thousands of files parses again
// only the files whose text changed. Each file's entry holds the hash of its text, its data and the places
// (line and column) the last loads looked up in it for a problem or a warning; a file whose text is the same
// gives its data and those places without being parsed, and is parsed only to place something new. Only
// files without a syntax problem are kept, and only data that JSON carries exactly. The entries are written
// under a version of the parser and of the code that places problems: another version reads none of them.
// A store is a value the build opens and passes to the load (LoadOptions.kept): a load without one parses.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeWhole } from '../write-whole.ts';
import type { Span } from './diagnostics/locate.ts';

export interface KeptParse {
  data: unknown;
  /** Places found in the file, by the path and target they were found for (placeKey). */
  spans: Record<string, Span>;
}

interface Entry extends KeptParse {
  hash: string;
}

/** The parser's version and the code that reads a file and places its problems: what the entries depend on. */
function codeVersion(): string {
  const hash = createHash('sha256');
  hash.update((createRequire(import.meta.url)('yaml/package.json') as { version: string }).version);
  for (const file of ['yaml-file.ts', 'diagnostics/locate.ts', 'diagnostics/yaml-mistakes.ts', 'parse-cache.ts']) {
    hash.update(readFileSync(join(import.meta.dirname, file)));
  }
  return hash.digest('base64url');
}

const textHash = (source: string) => createHash('sha1').update(source).digest('base64url');

/** The parses kept in a file for the next process that loads the same content (a build after a build). */
export class ParseStore {
  /** The files of the last load: only they are written back. */
  private readonly seen = new Set<string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    /** codeVersion(), read once per store. */
    private readonly version: string,
    private readonly entries: Map<string, Entry>,
  ) {}

  /** The parses kept in `file`; undefined when none can be kept (the code to compare with is not there: a bundle). */
  static open(file: string): ParseStore | undefined {
    let version: string;
    try {
      version = codeVersion();
    } catch {
      return undefined;
    }
    const entries = new Map<string, Entry>();
    try {
      const kept = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; entries?: Record<string, Entry> };
      if (kept.version === version && kept.entries) for (const [name, entry] of Object.entries(kept.entries)) entries.set(name, entry);
    } catch {
      // none kept yet, or unreadable: parsed again
    }
    return new ParseStore(file, version, entries);
  }

  /** The kept parse of `file` if its text is `source`. */
  kept(file: string, source: string): KeptParse | undefined {
    this.seen.add(file);
    const entry = this.entries.get(file);
    if (!entry) return undefined;
    if (entry.hash === textHash(source)) return entry;
    // The text changed: its new parse is kept instead, if it can be.
    this.entries.delete(file);
    this.changed = true;
    return undefined;
  }

  /**
   * Keeps a new parse of `file` (without syntax problems). `spans` is the parse's own record of places, which
   * its later look-ups add to; it is written as it is when the store is saved.
   */
  keep(file: string, source: string, data: unknown, spans: Record<string, Span>): void {
    this.seen.add(file);
    if (!jsonExact(data)) return;
    this.entries.set(file, { hash: textHash(source), data, spans });
    this.changed = true;
  }

  /** A place was found in a kept file: the store is written again at the next save. */
  placeAdded(): void {
    this.changed = true;
  }

  /** A file of this load found in memory: it stays in the store. */
  markSeen(file: string): void {
    this.seen.add(file);
  }

  /** Writes the parses of the files of the last load, when anything changed. A store that cannot be written costs the next build its parsing, nothing else. */
  save(): void {
    const gone = [...this.entries.keys()].some((name) => !this.seen.has(name));
    if (!this.changed && !gone) return;
    try {
      const kept: Record<string, Entry> = {};
      for (const name of this.seen) {
        const entry = this.entries.get(name);
        if (entry) kept[name] = entry;
      }
      writeWhole(this.file, JSON.stringify({ version: this.version, entries: kept }));
      this.changed = false;
    } catch {
      // see above
    }
  }
}

/** Whether `value` is what JSON gives back unchanged: plain objects, arrays, strings, finite numbers, booleans, null. */
export function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonExact);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([key, v]) => key !== '__proto__' && jsonExact(v));
}

/** The key of a place: the data path and what it points at. */
export const placeKey = (path: readonly PropertyKey[], target: string): string =>
  JSON.stringify([path.map((key) => (typeof key === 'number' ? key : String(key))), target]);
