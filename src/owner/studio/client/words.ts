// What the content core says about a field, in the owner's words: the field by its label and its place as the
// form shows it, counting from 1 ("Package 2 › Title"), never the file's notation ("packages[1].title",
// "site.config.yaml:147:9", "otherTowns"). Pure: the page and its tests call it.
import { getIn, type Path } from '../ops.ts';
import { labelOf, ownLabel, positionLabel, resolve, type JsonSchema } from './schema.ts';

export interface ProblemLike {
  file: string;
  path: Path;
  message: string;
  hint?: string;
}

export interface OwnerProblem {
  /** The field, as the form shows it: "Package 2 › Title"; "" for the page as a whole. */
  where: string;
  /** What is wrong, as a sentence. */
  text: string;
  /** What to do, when the content core says something the owner can act on. */
  hint?: string;
}

/** How the content core writes a path: packages[1].title. */
const devPath = (path: readonly (string | number)[]): string =>
  path.reduce<string>((label, key) => (typeof key === 'number' ? `${label}[${key}]` : label === '' ? key : `${label}.${key}`), '');

/** The labels of the fields along `path`: ["Package 2", "Title"]. An item is named by its own title when it has one. */
export function fieldLabels(schema: JsonSchema | null | undefined, data: unknown, path: Path): string[] {
  const labels: string[] = [];
  let node: JsonSchema | undefined = schema ?? undefined;
  path.forEach((key, depth) => {
    const value = getIn(data, path.slice(0, depth + 1));
    const here = node ? resolve(node, getIn(data, path.slice(0, depth))) : undefined;
    if (typeof key === 'number') {
      const list = labels.pop() ?? 'Item';
      labels.push(ownLabel(value) ?? positionLabel(list, key));
      node = here?.items;
    } else {
      node = here?.properties?.[key];
      labels.push(node?.title ?? labelOf(key));
    }
  });
  return labels;
}

/** "Package 2", "Title" -> "Package 2 › Title". */
export const joinLabels = (labels: readonly string[]): string => labels.join(' › ');

const SITE = 'site.config.yaml';

/** Developer notation in any text the studio shows: file names, paths, keys, hashes, put in the owner's words. */
export function plainWords(text: string, names: ReadonlyMap<string, string> = new Map(), schema?: JsonSchema | null, data?: unknown): string {
  return (
    text
      // A file, with or without its line and column: the page's name.
      .replace(/(?:\bpages\/[\w/.-]+?\.ya?ml|\bsite\.config\.yaml)(?::\d+(?::\d+)?)?/g, (match) => {
        const file = match.replace(/(?::\d+)+$/, '');
        if (file === SITE) return 'the site settings';
        const name = names.get(file);
        return name ? `“${name}”` : 'another page';
      })
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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** A problem of a field, in the owner's words. */
export function ownerProblem(problem: ProblemLike, schema: JsonSchema | null | undefined, data: unknown, names: ReadonlyMap<string, string> = new Map()): OwnerProblem {
  const labels = fieldLabels(schema, data, problem.path);
  const where = joinLabels(labels);
  let rest = problem.message.trim();
  // The message starts with the field's own notation ("packages[1].title must ...", "county must ..."): the field is named by `where`.
  const notation = devPath(problem.path);
  const last = problem.path[problem.path.length - 1];
  for (const prefix of [notation, typeof last === 'string' ? last : undefined]) {
    if (prefix && rest.startsWith(`${prefix} `)) {
      rest = rest.slice(prefix.length + 1);
      break;
    }
  }
  // "; got ""." and "; got an empty text." say nothing more than "must not be empty".
  rest = rest.replace(/;\s*got (""|''|an empty text|nothing \(an empty value\))\.?$/, '.');
  rest = rest.replace(/;\s*got (.+?)\.?$/, '. Now: $1.');
  let text: string;
  if (/^must not be empty\.?$/.test(rest) && typeof last === 'string' && labels.length > 0) {
    const field = labels[labels.length - 1]!.toLowerCase();
    const owner = joinLabels(labels.slice(0, -1)) || 'This page';
    text = `${owner} needs ${article(field)} ${field}.`;
  } else {
    text = capital(plainWords(rest, names, schema, data));
    if (!/[.!?]$/.test(text)) text += '.';
  }
  // A hint about lines and indentation is for someone with the file open in a text editor.
  const hint = problem.hint && !/\b(line|lines|indent\w*|tab|column)\b/i.test(problem.hint) ? capital(plainWords(problem.hint, names, schema, data)) : undefined;
  return hint ? { where, text, hint } : { where, text };
}
