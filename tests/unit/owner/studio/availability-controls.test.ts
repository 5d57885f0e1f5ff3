// The studio edits site.config.yaml with forms made from its schema: every field of the availability
// settings gets a control the studio has (no field is left without one), and the start steps are a choice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { inputJsonSchema } from '../../../../src/owner/json-schemas.ts';
import { controlFor, resolve, type JsonSchema } from '../../../../src/owner/studio/client/schema.ts';
import { siteSchema } from '../../../../src/schema/site-schema.ts';

it('gives every availability setting of the fixture site a control of the studio', () => {
  const site = inputJsonSchema(siteSchema) as JsonSchema;
  const value: unknown = parse(readFileSync(join(process.cwd(), 'tests/fixtures/site/site.config.yaml'), 'utf8')).availability;
  const controls: Record<string, string> = {};
  const walk = (schema: JsonSchema, v: unknown, path: string) => {
    const fitted = resolve(schema, v);
    const control = controlFor(fitted, v);
    controls[path] = control;
    if (control === 'object') for (const [key, field] of Object.entries(fitted.properties ?? {})) walk(field, (v as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
    if (control === 'list' && Array.isArray(v) && v.length > 0) walk(fitted.items ?? {}, v[0], `${path}[0]`);
  };
  walk(site.properties?.availability ?? {}, value, 'availability');
  expect(controls).toMatchObject({
    'availability.hours.monday': 'text',
    'availability.daysOff[0].date': 'text',
    'availability.durations[0].minutes': 'number',
    'availability.durations[0].service': 'text',
    'availability.startEvery': 'choice',
    'availability.drivingMph': 'number',
    'availability.confirmAtOnce': 'list',
  });
  expect(Object.values(controls).every((c) => ['text', 'number', 'choice', 'object', 'list', 'boolean'].includes(c))).toBe(true);
});
