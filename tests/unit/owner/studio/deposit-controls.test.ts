// The studio edits prices, deposits and the cancellation policy with its forms made from the schemas: a
// service's price and deposit (dollars, or a share written as text), what to prepare, a party package's amount
// and deposit, and the policy's hours and words each get a control.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { inputJsonSchema } from '../../../../src/owner/json-schemas.ts';
import { controlFor, resolve, type JsonSchema } from '../../../../src/owner/studio/client/schema.ts';
import { partySchema } from '../../../../src/schema/collection-schemas.ts';
import { siteSchema } from '../../../../src/schema/site-schema.ts';

const fixture = (file: string): Record<string, unknown> => parse(readFileSync(join(process.cwd(), 'tests/fixtures/site', file), 'utf8')) as Record<string, unknown>;

/** The control of the field at `path` (keys and list positions) of a value, as the studio's form picks it. */
function control(schema: JsonSchema, value: unknown, path: (string | number)[]): string {
  let [s, v] = [schema, value];
  for (const step of path) {
    s = resolve(s, v);
    s = typeof step === 'number' ? (s.items ?? {}) : (s.properties?.[step] ?? {});
    v = (v as Record<string | number, unknown> | undefined)?.[step];
  }
  return controlFor(resolve(s, v), v);
}

it('gives prices, deposits and the policy a control of the studio', () => {
  const site = inputJsonSchema(siteSchema) as JsonSchema;
  const config = fixture('site.config.yaml');
  expect(control(site, config, ['services', 0, 'price'])).toBe('number');
  expect(control(site, config, ['services', 0, 'deposit'])).toBe('number');
  expect(control(site, { services: [{ deposit: '50%' }] }, ['services', 0, 'deposit'])).toBe('text');
  expect(control(site, config, ['services', 0, 'prepare'])).toBe('text');
  expect(control(site, config, ['availability', 'policy', 'refundHoursBefore'])).toBe('number');
  expect(control(site, config, ['availability', 'policy', 'noShow'])).toBe('text');
  const party = inputJsonSchema(partySchema) as JsonSchema;
  const birthday = fixture('pages/parties/birthday.yaml');
  expect(control(party, birthday, ['packages', 0, 'priceAmount'])).toBe('number');
  expect(control(party, birthday, ['packages', 0, 'deposit'])).toBe('text');
});
