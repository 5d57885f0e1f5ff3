// A field as the owner knows it, and developer notation turned into the owner's words. Pure: the studio's
// server says every problem and help text with it, so its page shows them as they come.
import { getIn, type Path } from './ops.ts';
// The schema reader is pure and shared with the page: the server walks the same schema the form is drawn from.
import { entryLabel } from './labels.ts';
import { labelOf, ownLabel, positionLabel, resolve, type JsonSchema } from './client/schema.ts';

/** The labels of the fields along `path`: ["Package 2", "Title"]. An item is named by its own title when it has one. */
export function fieldLabels(schema: JsonSchema | null | undefined, data: unknown, path: Path): string[] {
  const labels: string[] = [];
  let node: JsonSchema | undefined = schema ?? undefined;
  path.forEach((key, depth) => {
    const value = getIn(data, path.slice(0, depth + 1));
    const here = node ? resolve(node, getIn(data, path.slice(0, depth))) : undefined;
    if (typeof key === 'number') {
      const list = labels.pop() ?? 'Item';
      const own = ownLabel(value);
      labels.push(own === undefined ? positionLabel(list, key) : entryLabel(path[depth - 1], list, own));
      node = here?.items;
    } else {
      node = here?.properties?.[key];
      labels.push(node?.title ?? labelOf(key));
    }
  });
  return labels;
}

/** The schema of the field at `path` (the variant its value fits), or undefined where the schema says nothing. */
export function schemaAt(schema: JsonSchema | null | undefined, data: unknown, path: Path): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema ?? undefined;
  for (const [depth, key] of path.entries()) {
    const here: JsonSchema | undefined = node ? resolve(node, getIn(data, path.slice(0, depth))) : undefined;
    node = typeof key === 'number' ? here?.items : here?.properties?.[key];
  }
  return node ? resolve(node, getIn(data, path)) : undefined;
}

/** "Package 2", "Title" -> "Package 2 › Title"; a field named as its group ("Link › Link") is said once. */
export const joinLabels = (labels: readonly string[]): string => labels.filter((label, i) => label !== labels[i - 1]).join(' › ');

const SITE = 'site.config.yaml';

/** Developer notation in any text the studio shows: file names, paths, keys, hashes, put in the owner's words. */
export function plainWords(text: string, names: ReadonlyMap<string, string> = new Map(), schema?: JsonSchema | null, data?: unknown): string {
  return (
    text
      // A file or a pattern of files in brackets, as a schema's title says which files it is for: dropped.
      .replace(/\s*\((?:pages\/|site\.config)[^)\s]*\)/g, '')
      // A file, with or without its line and column: the page's name.
      .replace(/(?:\bpages\/[\w/.-]+?\.ya?ml|\bsite\.config\.yaml)(?::\d+(?::\d+)?)?/g, (match) => {
        const file = match.replace(/(?::\d+)+$/, '');
        if (file === SITE) return 'the site settings';
        const name = names.get(file);
        return name ? `“${name}”` : 'another page';
      })
      // A folder of pages ("a town in pages/towns/"): the pages themselves.
      .replace(/\b(in|under|of) pages\/towns\/?/g, '$1 the town pages')
      .replace(/\b(in|under|of) pages\/parties\/?/g, '$1 the party pages')
      .replace(/\b(in|under|of) pages\/?/g, '$1 the pages')
      // Any other file name ("(mt-pleasant.yaml)"), with its brackets.
      .replace(/\s*\(?\b[\w-]+\.ya?ml\b\)?/g, '')
      .replace(/\(looked for public[^)]*\)\s*/g, '')
      .replace(/\bis not in public\/?/g, 'is not among the photos')
      .replace(/\b(from|in|under) public\/(images\/?)?/g, '$1 the photos')
      .replace(/\bpublic\/(images\/)?/g, 'the photos ')
      // A path in the data: the fields it names.
      .replace(/\b[a-z][A-Za-z0-9]*(?:\[\d+\]|\.[a-z][A-Za-z0-9]*)+\b/g, (match) => {
        const path: Path = [...match.matchAll(/\[(\d+)\]|\.?([A-Za-z0-9]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]!));
        const first = path[0];
        const known = typeof first === 'string' && (schema?.properties?.[first] !== undefined || path.some((k) => typeof k === 'number'));
        return known ? `“${joinLabels(fieldLabels(schema, data, path))}”` : match;
      })
      // A key written in camelCase, quoted or not: its label.
      // (A placeholder in braces, "{shortName}", is what the owner types into a template: it stays.)
      .replace(/(?<!\{)["'`]?\b([a-z]+(?:[A-Z][a-z0-9]*)+)\b["'`]?(?!\})/g, (_m, key: string) => `“${labelOf(key)}”`)
      .replace(/\bnpm run [\w:-]+/g, 'the studio')
      .replace(/\bthe remote\b/g, 'the site’s online copy')
      .replace(/\bremote\b/g, 'online copy')
      .replace(/\bkey\b/g, 'field')
      .replace(/\bkeys\b/g, 'fields')
      .replace(/\btrue or false\b/g, 'on or off')
      .replace(/\bslugs?\b/g, 'web address')
      .replace(/\bschemas?\b/g, 'form')
      .replace(/\bYAML\b/g, 'page text')
      .replace(/\b[0-9a-f]{7,40}\b/g, '')
      .replace(/\s+\(\s*\)/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/** The keys of a JSON Schema whose values are schemas, or lists or maps of them. */
const SUBSCHEMAS = new Set(['items', 'oneOf', 'anyOf', 'allOf', 'additionalProperties']);
const MAPS = new Set(['properties', '$defs', 'definitions']);

/** Every description and title of a schema in the owner's words, for the form's help texts. */
export function plainSchema(schema: unknown, names: ReadonlyMap<string, string> = new Map()): unknown {
  if (Array.isArray(schema)) return schema.map((s) => plainSchema(s, names));
  if (!schema || typeof schema !== 'object') return schema;
  const mapOf = (value: unknown) => Object.fromEntries(Object.entries(value as object).map(([name, sub]) => [name, plainSchema(sub, names)]));
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      // Defaults, constants and choices are the data's own: only the words a person reads change.
      if ((key === 'description' || key === 'title') && typeof value === 'string') return [key, plainWords(value, names)];
      if (MAPS.has(key) && value && typeof value === 'object') return [key, mapOf(value)];
      if (SUBSCHEMAS.has(key)) return [key, plainSchema(value, names)];
      return [key, value];
    }),
  );
}
