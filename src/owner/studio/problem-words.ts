// What the studio says of a content problem: the owner's sentence for each kind of problem the content core
// finds, at the field it is at, one problem a field. The core's own message (with file:line:col, field keys
// and "; got ...") stays for `npm run validate` and CI; the studio's answers carry these sentences, and its
// page shows them as they come.
import { labelOf, singular } from './labels.ts';
import { problemText as say } from './messages.ts';
import { getIn, type Path } from './ops.ts';
import { fieldLabels, joinLabels, plainWords, schemaAt } from './plain-words.ts';
import { TOWN_LISTS } from './town-choices.ts';
import type { JsonSchema } from './client/schema.ts';

export interface ProblemInput {
  name: string;
  message: string;
  hint?: string;
  /** The field it is at, in the file's data. */
  path: Path;
}

/** What the studio knows of the file a problem is in. */
export interface WordsContext {
  schema: JsonSchema | null | undefined;
  data: unknown;
  /** "town", "party", "page" or "site". */
  kind: string;
  /** The pages' names, by file, for a message that names another file. */
  names: ReadonlyMap<string, string>;
}

export interface OwnerWords {
  /** The field, as the form shows it: "Package 2 › Title"; "" for the page as a whole. */
  where: string;
  message: string;
  hint?: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "Hero image" -> "hero image", but "ZIP code" stays. */
const lower = (s: string) => (/^[A-Z][a-z ]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** What "did you mean" offers, from the core's hint. */
export const suggestionOf = (hint: string | undefined): string | undefined => (hint ? /did you mean "([^"]*)"\?/.exec(hint)?.[1] : undefined);

/** A web address written without its https:// ("www.facebook.com/…"), which one tap completes. */
export const bareAddress = (value: unknown): boolean =>
  typeof value === 'string' && !value.includes('@') && /^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$))/i.test(value.trim());

/** Whether a problem asks for a full web address. */
export const wantsAddress = (p: ProblemInput): boolean => /https?:\/\/|web address/.test(p.message);

/** "one of Hunt, Hopkins, Rains; got …" -> "Hunt, Hopkins, Rains". */
const allowedIn = (message: string) => /one of (.+?)(?:; got .*)?\.?$/s.exec(message)?.[1] ?? '';

/** The sentence for an emptied field. */
function emptied(path: Path, labels: string[], ctx: WordsContext, schema: JsonSchema | undefined): string {
  const last = path.at(-1);
  const list = path.at(-2);
  if (typeof last === 'number') return typeof list === 'string' && TOWN_LISTS.has(list) ? say.pickTown : say.writeItem(lower(singular(typeof list === 'string' ? labelOf(list) : 'Entry')));
  const field = lower(labels.at(-1) ?? '');
  if (schema?.enum) return say.pick(field);
  if (path.length === 1) return say.writeRoot(ctx.kind === 'site' ? 'site' : ctx.kind || 'page', field);
  return say.writeIn(field, joinLabels(labels.slice(0, -1)));
}

/** The core's message without its notation: the field's path in front, "; got …" behind. */
function fallback(p: ProblemInput, ctx: WordsContext): string {
  // The core starts with the field in its notation ("packages[1].title must …", "county must …"): `where` names it.
  const notation = p.path.reduce<string>((label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${key}` : key), '');
  let rest = p.message.trim();
  for (const prefix of [notation, String(p.path.at(-1) ?? ''), 'this file']) {
    if (prefix && rest.startsWith(`${prefix} `)) {
      rest = rest.slice(prefix.length + 1);
      break;
    }
  }
  rest = rest.replace(/;\s*got [^;]*$/s, '');
  return sentence(capital(plainWords(rest, ctx.names, ctx.schema, ctx.data)));
}

/** A problem in the owner's words: where it is, what is wrong, and what to do. */
export function ownerWords(p: ProblemInput, ctx: WordsContext): OwnerWords {
  const labels = fieldLabels(ctx.schema, ctx.data, p.path);
  const where = joinLabels(labels);
  const field = labels.at(-1) ?? say.thisPage;
  const value = getIn(ctx.data, p.path);
  const schema = schemaAt(ctx.schema, ctx.data, p.path);
  const suggestion = suggestionOf(p.hint);
  const didYouMean = suggestion === undefined ? undefined : say.didYouMean(suggestion);
  const text = typeof value === 'string' ? value.trim() : '';
  const said = (message: string, hint?: string): OwnerWords => ({ where, message: message.replace(/\s*[“"]\s*[”"]/g, ''), ...(hint && { hint }) });

  const emptyValue = value === null || (typeof value === 'string' && text === '');
  if (emptyValue && p.path.length > 0 && p.name !== 'MissingKey' && p.name !== 'UnknownKey') return said(emptied(p.path, labels, ctx, schema));
  switch (p.name) {
    case 'BrokenLink':
      return said(say.noPage(text), didYouMean ?? say.linkHelp);
    case 'MissingImage':
      return text ? said(say.noPhoto(text), didYouMean ?? say.photoHelp) : said(fallback(p, ctx), say.photoHelp);
    case 'UnknownTown':
      return said(say.noTown(text), didYouMean ?? say.townHelp);
    case 'SelfNeighbour':
      return said(say.selfTown(text));
    case 'TownHasPage':
      return said(say.hasPage(text));
    case 'UnknownCounty':
      return said(say.county(allowedIn(p.message)), didYouMean);
    case 'UnknownService': {
      const allowed = (/service keys are (.+?)\.?$/.exec(p.message)?.[1] ?? '').split(', ').filter(Boolean).map(labelOf);
      return said(say.service(labelOf(text), allowed.join(', ')), suggestion === undefined ? undefined : say.didYouMean(labelOf(suggestion)));
    }
    case 'InvalidEnumValue':
      return said(say.oneOf(field, allowedIn(p.message)), didYouMean);
    case 'UnknownBlockType':
      return said(say.pickSection);
    case 'MissingKey': {
      const keys = [...p.message.matchAll(/"([^"]+)"/g)].map((m) => `“${labelOf(m[1]!)}”`);
      return keys.length ? said(say.fillIn(keys.join(' or '))) : said(fallback(p, ctx));
    }
    case 'UnknownKey': {
      const key = /^"([^"]+)"/.exec(p.message)?.[1];
      return said(say.notAField(`“${labelOf(key ?? String(p.path.at(-1) ?? ''))}”`), suggestion === undefined ? undefined : say.didYouMean(`“${labelOf(suggestion)}”`));
    }
    case 'InvalidType':
    case 'InvalidValue': {
      if (wantsAddress(p) && (bareAddress(value) || /^http:\/\//i.test(text))) return said(say.needsHttps);
      const requirement = /\b(must .+?)(?:; got .*)?\.?$/s.exec(p.message)?.[1];
      // A rule written as a pattern is for a developer: the owner is told the field is not in a usable form.
      if (requirement?.startsWith('must match the pattern')) return said(say.unusable(field));
      if (requirement) return said(say.mustBe(field, plainWords(requirement.replace(/\btrue or false\b/, 'on or off').replace(/a mapping \(key: value lines\)/, 'a group of fields'), ctx.names, ctx.schema, ctx.data)), p.hint && ownHint(p.hint, ctx));
      return said(fallback(p, ctx));
    }
    default:
      return said(fallback(p, ctx), p.hint && ownHint(p.hint, ctx));
  }
}

/** A hint the owner can act on in the studio; one about lines, indentation or quotes is for a text editor. */
function ownHint(hint: string, ctx: WordsContext): string | undefined {
  if (/\b(line|lines|indent\w*|tab|column|quotes?|YAML)\b/i.test(hint)) return undefined;
  return sentence(capital(plainWords(hint, ctx.names, ctx.schema, ctx.data)));
}
