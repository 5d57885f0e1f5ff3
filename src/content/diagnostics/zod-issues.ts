// Turns Zod issues into catalogue errors with a data path and what to point at (value, key or parent).
import type { z } from 'zod';
import { blockTypes } from '../../blocks/schemas.ts';
import { describeValue, expectedLabel, pathLabel, showValue, typeHint, valueAt } from './describe.ts';
import { didYouMean } from './did-you-mean.ts';
import {
  InvalidEnumValue, InvalidType, InvalidValue, MissingKey, UnknownBlockType, UnknownKey, type Problem,
} from './errors.ts';
import type { Target } from './locate.ts';
import { allowedKeysAt, isRequiredKey } from './schema-at.ts';

type Issue = z.core.$ZodIssue;

export interface Located {
  problem: Problem;
  path: PropertyKey[];
  target: Target;
}

interface Ctx {
  schema: z.core.$ZodType;
  data: unknown;
  /** What the whole file is, for "... is not a key of a town". */
  subject: string;
}

/** Internal marks so that a misspelled required key is reported once (as unknown), not twice. */
type Mapped = Located & { missing?: boolean; suggests?: PropertyKey[] };

function subjectOf(path: readonly PropertyKey[], ctx: Ctx): string {
  if (path.length === 0) return ctx.subject;
  const type = valueAt(ctx.data, [...path, 'type']);
  return typeof type === 'string' ? `${pathLabel(path)} (a ${type} block)` : pathLabel(path);
}

function sizeRequirement(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const n = Number(small ? issue.minimum : issue.maximum);
  const bound = issue.exact ? 'exactly' : small ? 'at least' : 'at most';
  if (issue.origin === 'string') {
    return small && n <= 1 && !issue.exact ? 'must not be empty' : `must be ${bound} ${n} characters long`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `must have ${bound} ${n} ${n === 1 ? 'item' : 'items'}`;
  }
  if (issue.inclusive === false) return `must be ${small ? 'more' : 'less'} than ${n}`;
  return `must be ${bound} ${n}`;
}

function gotFor(value: unknown): string {
  return Array.isArray(value) ? (value.length === 0 ? 'an empty list' : `${value.length} items`) : showValue(value);
}

function formatRequirement(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  // Schema authors write owner-facing messages as "must ..."; Zod's defaults are not.
  if (issue.message.startsWith('must ')) return issue.message;
  if (issue.format === 'email') return 'must be an email address, like name@example.com';
  if (issue.format === 'url') return 'must be a full web address, like https://example.com';
  if (issue.format === 'regex' && issue.pattern) return `must match the pattern ${issue.pattern}`;
  return `must be a valid ${issue.format}`;
}

/** "text or a number", "one of 2, 3, 4": what any option of a union accepts. */
function expectedOfUnion(options: readonly (readonly Issue[])[]): string {
  const words = options.flatMap((errs) => {
    const e = errs[0];
    if (e?.code === 'invalid_type') return [expectedLabel(e.expected)];
    if (e?.code === 'invalid_value') return e.values.map(String);
    return [];
  });
  return [...new Set(words)].join(' or ');
}

function unionIssue(issue: Extract<Issue, { code: 'invalid_union' }>, path: PropertyKey[], ctx: Ctx): Mapped[] {
  const options = 'errors' in issue ? issue.errors : [];
  // The only discriminated union is the block list (on `type`): an unknown or missing discriminator.
  // Zod before 4.2 marks it only with a note (not in the issue type), and no discriminator field.
  const note: unknown = (issue as { note?: unknown }).note;
  if (issue.discriminator !== undefined || note === 'No matching discriminator') {
    const disc = issue.discriminator ?? 'type';
    const blockPath = path[path.length - 1] === disc ? path.slice(0, -1) : path;
    const tag = valueAt(ctx.data, [...blockPath, disc]);
    const got = tag === undefined ? undefined : String(tag);
    const types = blockTypes as readonly string[];
    return [{
      problem: UnknownBlockType.create({ got, types, suggestion: got === undefined ? undefined : didYouMean(got, types) }),
      path: [...blockPath, disc],
      target: tag === undefined ? 'parent' : 'value',
    }];
  }
  const value = valueAt(ctx.data, path);
  if (options.length === 0) {
    // Several options matched an exclusive union: nothing more specific to say than Zod does.
    return [{ problem: InvalidValue.create({ label: pathLabel(path), requirement: `is not allowed (${issue.message})` }), path, target: 'value' }];
  }
  if (value === undefined && path.length > 0) return [missingKey(path, expectedOfUnion(options), ctx)];
  const atRoot = options.every((errs) => errs.length === 1 && errs[0]?.path.length === 0);
  if (atRoot && options.every((errs) => errs[0]?.code === 'invalid_value')) {
    const allowed = options.flatMap((errs) => (errs[0]?.code === 'invalid_value' ? errs[0].values.map(String) : []));
    const problem = InvalidEnumValue.create({ label: pathLabel(path), allowed, got: showValue(value) });
    return [{ problem, path, target: 'value' }];
  }
  const matching = options.filter((errs) => !errs.some((e) => e.path.length === 0 && e.code === 'invalid_type'));
  if (matching.length === 0) {
    const expected = options.flatMap((errs) => (errs[0]?.code === 'invalid_type' ? [expectedLabel(errs[0].expected)] : []));
    const problem = InvalidType.create({ label: pathLabel(path), expected: [...new Set(expected)].join(' or '), got: describeValue(value) });
    return [{ problem, path, target: 'value' }];
  }
  const fewest = Math.min(...matching.map((errs) => errs.length));
  const tied = matching.filter((errs) => errs.length === fewest);
  const onlyMissing = tied.every((errs) =>
    errs.every((e) => e.code === 'invalid_type' && valueAt(value, e.path) === undefined));
  if (tied.length > 1 && onlyMissing) {
    const keys = [...new Set(tied.flatMap((errs) => errs.map((e) => String(e.path[e.path.length - 1]))))];
    const problem = MissingKey.create({ keys, subject: subjectOf(path, ctx) });
    return [{ problem, path: [...path, keys[0] ?? ''], target: 'parent' }];
  }
  return (tied[0] ?? []).flatMap((e) => mapIssue({ ...e, path: [...path, ...e.path] }, ctx));
}

function missingKey(path: PropertyKey[], expected: string, ctx: Ctx): Mapped {
  const key = String(path[path.length - 1]);
  const problem = MissingKey.create({ keys: [key], subject: subjectOf(path.slice(0, -1), ctx), expected });
  return { problem, path, target: 'parent', missing: true };
}

function mapIssue(issue: Issue, ctx: Ctx): Mapped[] {
  const path = [...issue.path];
  const label = pathLabel(path);
  const value = valueAt(ctx.data, path);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = allowedKeysAt(ctx.schema, path, ctx.data);
      return issue.keys.map((key) => {
        const suggestion = didYouMean(key, allowed.filter((k) => valueAt(value, [k]) === undefined));
        const required = suggestion !== undefined && isRequiredKey(ctx.schema, [...path, suggestion], ctx.data);
        return {
          problem: UnknownKey.create({ key, subject: subjectOf(path, ctx), allowed, suggestion, required }),
          path: [...path, key],
          target: 'key' as const,
          suggests: suggestion === undefined ? undefined : [...path, suggestion],
        };
      });
    }
    case 'invalid_type': {
      if (value === undefined && path.length > 0) return [missingKey(path, expectedLabel(issue.expected), ctx)];
      if (path.length === 0 && value === null) {
        // An empty file (or only comments) parses as null.
        return [{ problem: InvalidType.create({ label, expected: expectedLabel(issue.expected), got: 'an empty file' }), path, target: 'value' }];
      }
      const emptyItem = value === null && typeof path[path.length - 1] === 'number';
      const hint = emptyItem ? 'write the item after the "- ", or remove the empty "-" line.' : typeHint(issue.expected, value);
      const problem = InvalidType.create({ label, expected: expectedLabel(issue.expected), got: describeValue(value), hint });
      return [{ problem, path, target: 'value' }];
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      if (value === undefined && path.length > 0) return [missingKey(path, `one of ${allowed.join(', ')}`, ctx)];
      const suggestion = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
      return [{ problem: InvalidEnumValue.create({ label, allowed, got: showValue(value), suggestion }), path, target: 'value' }];
    }
    case 'invalid_union':
      return unionIssue(issue, path, ctx);
    case 'too_small':
    case 'too_big':
      return [{ problem: InvalidValue.create({ label, requirement: sizeRequirement(issue), got: gotFor(value) }), path, target: 'value' }];
    case 'invalid_format':
      return [{ problem: InvalidValue.create({ label, requirement: formatRequirement(issue), got: showValue(value) }), path, target: 'value' }];
    case 'not_multiple_of':
      return [{ problem: InvalidValue.create({ label, requirement: `must be a multiple of ${issue.divisor}`, got: showValue(value) }), path, target: 'value' }];
    default:
      return [{ problem: InvalidValue.create({ label, requirement: issue.message }), path, target: 'value' }];
  }
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean =>
  a.length === b.length && a.every((k, i) => String(k) === String(b[i]));

/** Every issue of one file, as located problems; a misspelled required key is reported once. */
export function issuesToProblems(issues: readonly Issue[], ctx: Ctx): Located[] {
  const mapped = issues.flatMap((issue) => mapIssue(issue, ctx));
  const suggested = mapped.flatMap((m) => (m.suggests ? [m.suggests] : []));
  return mapped
    .filter((m) => !(m.missing && suggested.some((p) => samePath(p, m.path))))
    .map(({ problem, path, target }) => ({ problem, path, target }));
}
