// A content file as parsed: its text, its data and where in the text a data path is. Parsing is what the load
// can skip when it is given what an earlier load found: a file of the same text in memory (the studio, `npm
// run dev`) or kept on disk by the last build (src/content/parse-cache.ts). Both give exactly what parsing
// gives; without them every file is parsed.
import { locate, type Span, type Target } from './diagnostics/locate.ts';
import { placeKey, type KeptParse, type ParseStore } from './parse-cache.ts';
import { parseYaml, type YamlFile } from './yaml-file.ts';

/** A file as read: its text, its data (unless it has syntax problems), and where in it a data path is. */
export interface ParsedFile {
  /** Relative to the project root, with "/" separators. */
  file: string;
  source: string;
  data: unknown;
  syntaxErrors: YamlFile['syntaxErrors'];
  /** The place in the text of a data path (the nearest part that exists when the path does not). */
  locate(path: readonly PropertyKey[], target: Target): Span;
}

/** Each file's last parse, by its path under the root: what a process that loads again and again keeps. */
export type ParseMemory = Map<string, ParsedFile>;

/** Deep-freezes parsed data: what a parse kept in memory hands out again must never be changed by its users. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

/** `file` with text `source`, parsed, or found in `memory` or the `store` with the same text. */
export function parseOnce(file: string, source: string, memory?: ParseMemory, store?: ParseStore): ParsedFile {
  const cached = memory?.get(file);
  if (cached?.source === source) {
    store?.markSeen(file);
    return cached;
  }
  const kept = store?.kept(file, source);
  const parsed = kept ? fromKept(file, source, kept, store) : parseNew(file, source, store);
  memory?.set(file, parsed);
  return parsed;
}

function parseNew(file: string, source: string, store: ParseStore | undefined): ParsedFile {
  const yaml = parseYaml(file, source);
  const data: unknown = frozen(yaml.data);
  const spans: Record<string, Span> = {};
  if (yaml.syntaxErrors.length === 0 && data !== undefined) store?.keep(file, source, data, spans);
  return {
    file,
    source,
    data,
    syntaxErrors: yaml.syntaxErrors,
    locate: (path, target) => (spans[placeKey(path, target)] ??= locate(yaml.doc, yaml.lc, path, target)),
  };
}

/** A kept parse: its data as it was, the file parsed only to place what no earlier load placed. */
function fromKept(file: string, source: string, kept: KeptParse, store: ParseStore | undefined): ParsedFile {
  let yaml: YamlFile | undefined;
  const { spans } = kept;
  return {
    file,
    source,
    data: frozen(kept.data),
    syntaxErrors: [],
    locate(path, target) {
      const key = placeKey(path, target);
      const known = spans[key];
      if (known) return known;
      yaml ??= parseYaml(file, source);
      store?.placeAdded();
      return (spans[key] = locate(yaml.doc, yaml.lc, path, target));
    },
  };
}
