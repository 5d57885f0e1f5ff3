// Words for values, types and paths in error messages, written for someone who edits YAML, not code.

/** The value at `path` in parsed data, or undefined when the path does not exist. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let here = data;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** `services.teethWhitening`, `blocks[2].title`; the whole file when the path is empty. */
export function pathLabel(path: readonly PropertyKey[]): string {
  let label = '';
  for (const key of path) {
    if (typeof key === 'number') label += `[${key}]`;
    else label += label === '' ? String(key) : `.${String(key)}`;
  }
  return label === '' ? 'this file' : label;
}

/** What a value is, as the owner wrote it: `the text "yes"`, `the number 5`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing (an empty value)';
  if (typeof value === 'string') return value.trim() === '' ? 'an empty text' : `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'bigint') return `the number ${String(value)}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping (key: value lines)';
}

/** A value shown as it would be written in YAML, for "got ..." in enum messages. */
export function showValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : describeValue(value);
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value lines)',
  null: 'empty',
  undefined: 'left out',
};

export function expectedLabel(expected: string): string {
  return EXPECTED[expected] ?? expected;
}

/** Words YAML 1.1 took for booleans; YAML 1.2 (which we parse) reads them as plain text. */
const YAML11_BOOLEANS = /^(y|yes|n|no|on|off|true|false)$/i;

/** A hint for the mistakes YAML invites: booleans as words, numbers where text is expected. */
export function typeHint(expected: string, value: unknown): string | undefined {
  if (expected === 'boolean' && typeof value === 'string' && YAML11_BOOLEANS.test(value.trim())) {
    return 'YAML 1.2 reads yes, no, on and off as text, not as true/false: write true or false.';
  }
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
    return `YAML read this as ${describeValue(value)}; to keep it as text, put it in quotes: "${String(value)}".`;
  }
  if ((expected === 'number' || expected === 'int') && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return 'remove the quotes to make it a number.';
  }
  if (value === null || value === undefined) {
    return 'write a value after the colon, or remove the line if the key is optional.';
  }
  return undefined;
}
