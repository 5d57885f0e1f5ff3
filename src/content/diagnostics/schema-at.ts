// Finds the schema that validates the value at a path, so that an unknown key can be answered with the
// keys that ARE allowed there (Zod's unrecognized_keys issue names only the offending keys).
import { z } from 'zod';
import { valueAt } from './describe.ts';

type Schema = z.core.$ZodType;

/** The schema one wrapper further in, or the schema itself when it wraps nothing that shapes the input. */
function unwrapOnce(s: Schema): Schema {
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault ||
    s instanceof z.ZodPrefault || s instanceof z.ZodReadonly || s instanceof z.ZodCatch || s instanceof z.ZodLazy) {
    return s.unwrap();
  }
  return s instanceof z.ZodPipe ? s.in : s;
}

/** Looks through wrappers that do not change the shape of the input. */
function unwrap(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const inner = unwrapOnce(s);
    if (inner === s) return s;
    s = inner;
  }
  return s;
}

function keysOf(schema: Schema): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** For a union, the option meant for this input: the discriminated one, else the one sharing most keys. */
function pickOption(schema: z.ZodUnion, input: unknown): Schema | undefined {
  const options = schema.options.map(unwrap);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const key = schema.def.discriminator;
    const tag = valueAt(input, [key]);
    return options.find((o) => {
      const d = o instanceof z.ZodObject ? unwrap(o.shape[key] as Schema) : undefined;
      return d instanceof z.ZodLiteral && d.values.has(tag as z.core.util.Literal);
    });
  }
  const given = input !== null && typeof input === 'object' ? Object.keys(input) : [];
  let best: { option: Schema; score: number } | undefined;
  for (const option of options) {
    const keys = keysOf(option);
    const score = given.filter((k) => keys.includes(k)).length;
    if (keys.length && (!best || score > best.score)) best = { option, score };
  }
  return best?.option;
}

/** The (unwrapped) schema for the value at `path`, following the input through unions. */
export function schemaAt(root: Schema, path: readonly PropertyKey[], input: unknown): Schema | undefined {
  let schema: Schema | undefined = unwrap(root);
  for (let depth = 0; depth <= path.length && schema; depth++) {
    if (schema instanceof z.ZodUnion) {
      const picked = pickOption(schema, valueAt(input, path.slice(0, depth)));
      schema = picked && unwrap(picked);
    }
    if (depth === path.length || !schema) break;
    const key = path[depth];
    if (schema instanceof z.ZodObject && typeof key === 'string') {
      const next = (schema.shape as Record<string, Schema | undefined>)[key];
      schema = next && unwrap(next);
    } else if (schema instanceof z.ZodArray && typeof key === 'number') {
      schema = unwrap(schema.element);
    } else {
      schema = undefined;
    }
  }
  return schema;
}

/** The keys a mapping at `path` may have, in schema order; empty when unknown. */
export function allowedKeysAt(root: Schema, path: readonly PropertyKey[], input: unknown): string[] {
  const schema = schemaAt(root, path, input);
  return schema ? keysOf(schema) : [];
}

/** The owner-facing description of the field at `path` (its `.describe()`, on it or on a wrapper of it). */
export function descriptionAt(root: Schema, path: readonly PropertyKey[], input: unknown): string | undefined {
  const parent = schemaAt(root, path.slice(0, -1), input);
  const key = path[path.length - 1];
  let field = parent instanceof z.ZodObject && typeof key === 'string' ? (parent.shape as Record<string, Schema | undefined>)[key] : undefined;
  for (let i = 0; field && i < 20; i++) {
    const description = z.globalRegistry.get(field)?.description;
    if (description) return description;
    const inner = unwrapOnce(field);
    if (inner === field) return undefined;
    field = inner;
  }
  return undefined;
}

/** Whether the key at `path` is required (not optional and without a default). */
export function isRequiredKey(root: Schema, path: readonly PropertyKey[], input: unknown): boolean {
  const parent = schemaAt(root, path.slice(0, -1), input);
  const key = path[path.length - 1];
  if (!(parent instanceof z.ZodObject) || typeof key !== 'string') return false;
  const field = (parent.shape as Record<string, Schema | undefined>)[key];
  return field !== undefined && field._zod.optin !== 'optional';
}
