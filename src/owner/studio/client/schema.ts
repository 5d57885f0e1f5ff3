// Reading the JSON Schemas the server sends (made from the content's Zod schemas): which control a field
// gets, which variant of a union a value is, and what a new item starts as. Nothing here names a field.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  /** "image/*": the text is the address of a picture. */
  contentMediaType?: string;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
  /** Values offered while typing (the towns, for a town's neighbours); others may still be typed. */
  examples?: unknown[];
  title?: string;
}

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** The variants of a union (null left out). */
export const variants = (s: JsonSchema): JsonSchema[] => (s.oneOf ?? s.anyOf ?? []).filter((v) => typeOf(v) !== 'null');

/** The property that tells the variants of a union of objects apart ("type" for blocks), from the schema. */
export function discriminator(options: JsonSchema[]): string | undefined {
  const first = options[0]?.properties;
  if (!first || options.length < 2) return undefined;
  return Object.keys(first).find((key) => options.every((o) => o.properties?.[key]?.const !== undefined));
}

/** The schema a value is checked against: for a union, the variant that fits it. */
export function resolve(s: JsonSchema, value: unknown): JsonSchema {
  const options = variants(s);
  if (options.length === 0) {
    // A string with several patterns (allOf) is still one text field.
    if (s.allOf && !s.type) return { ...s, type: typeOf(s.allOf[0] ?? {}) ?? 'string' };
    return s;
  }
  if (options.length === 1) return { description: s.description, ...options[0]! };
  const key = discriminator(options);
  if (key && value && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[key];
    return options.find((o) => o.properties?.[key]?.const === tag) ?? options[0]!;
  }
  const fits = options.find((o) => (typeOf(o) === 'array' ? Array.isArray(value) : typeOf(o) === typeof value));
  return { description: s.description, ...(fits ?? options[0]!) };
}

export type Control = 'text' | 'longtext' | 'number' | 'boolean' | 'choice' | 'fixed' | 'object' | 'list' | 'union';

export function controlFor(s: JsonSchema, value: unknown): Control {
  if (s.const !== undefined) return 'fixed';
  if (s.enum) return 'choice';
  if (variants(s).length > 1 && discriminator(variants(s))) return 'union';
  const t = typeOf(s);
  if (t === 'object') return 'object';
  if (t === 'array') return 'list';
  if (t === 'boolean') return 'boolean';
  if (t === 'number' || t === 'integer') return 'number';
  if (typeof value === 'string' && (value.includes('\n') || value.length > 70)) return 'longtext';
  return 'text';
}

/** What a new item of this schema starts as: its default, or its required fields filled with empty values. */
export function newValue(s: JsonSchema): unknown {
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const options = variants(s);
  if (options.length > 0) return newValue(options[0]!);
  switch (typeOf(s.allOf && !s.type ? (s.allOf[0] ?? {}) : s)) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, newValue(s.properties?.[key] ?? {})]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return 0;
    default:
      return '';
  }
}

export { labelOf, positionLabel, singular } from '../labels.ts';

/** The fields whose text names an item, in the order they are looked for. */
const TITLE_KEYS = ['title', 'name', 'heading', 'label', 'question', 'eyebrow'];
/** Fields that hold an address, a picture or a tag: never an item's name. */
const NOT_A_NAME = new Set(['id', 'type', 'href', 'image', 'src', 'icon', 'url', 'tone', 'size', 'variant']);

/**
 * The words an item of a list goes by: its title-like field ("Basic Birthday Glam"), else its first short
 * text; undefined when it has none (it is then called by its place, "Package 2").
 */
export function ownLabel(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const short = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().split('\n')[0]!.slice(0, 70) : undefined);
  for (const key of TITLE_KEYS) {
    // An item whose title is empty is called by its place, not by its other words.
    if (typeof record[key] === 'string') return short(record[key]);
  }
  for (const [key, value] of Object.entries(record)) {
    const words = short(value);
    if (!NOT_A_NAME.has(key) && words && words.length <= 70 && !/^(\/|https?:|#)/.test(words)) return words;
  }
  return undefined;
}

/** The first line of a description (a block type's one-line summary). */
export const summaryOf = (s: JsonSchema | undefined): string => (s?.description ?? '').replace(/^The block type\.\s*/, '');
