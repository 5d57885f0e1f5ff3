// The studio edits a service's questions before the visit with its forms made from the schemas: the list of
// questions, each one's words, type (a choice of the five), choices, whether it must be answered, and the
// answer that alerts the owner (yes or no for a yes-no question, a list for a choice) each get a control.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { inputJsonSchema } from '../../../../src/owner/json-schemas.ts';
import { controlFor, resolve, type JsonSchema } from '../../../../src/owner/studio/client/schema.ts';
import { siteSchema } from '../../../../src/schema/site-schema.ts';

const config = parse(readFileSync(join(process.cwd(), 'tests/fixtures/site/site.config.yaml'), 'utf8')) as Record<string, unknown>;

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

it("gives a service's questions before the visit a control of the studio each", () => {
  const site = inputJsonSchema(siteSchema) as JsonSchema;
  const at = (...path: (string | number)[]) => control(site, config, ['services', 0, 'intake', ...path]);
  expect(control(site, config, ['services', 0, 'intake'])).toBe('list');
  expect([at(0, 'id'), at(0, 'ask'), at(0, 'type'), at(2, 'choices'), at(3, 'required'), at(1, 'alert'), at(2, 'alert')]).toEqual(['text', 'text', 'choice', 'list', 'boolean', 'choice', 'list']);
});
