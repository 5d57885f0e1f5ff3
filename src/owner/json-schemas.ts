// JSON Schemas of the content files, for editor completion and hover help (VS Code's YAML extension reads
// them through .vscode/settings.json): made from the same Zod schemas that validate the content, with the
// owner-facing description of each field. A town's `county` and `services` complete from site.config.yaml,
// so the town schema is made from the site's own vocabulary. `npm run schemas` and the build write them.
import { z } from 'zod';
import { pageSchema } from '../content/page-schema.ts';
import { partySchema, townSchema } from '../schema/collection-schemas.ts';
import { siteSchema, type SiteConfig } from '../schema/site-schema.ts';
import { SITE_FILE } from '../content/files.ts';

/** The folder of the schemas, and each file's schema with the content files it describes. */
export const SCHEMA_DIR = 'schemas';

export interface SchemaFile {
  /** e.g. "schemas/town.schema.json" */
  file: string;
  /** The content files it describes, as globs (a "!" pattern leaves files out). */
  globs: string[];
  json: string;
}

type Vocabulary = Pick<SiteConfig, 'counties' | 'services'>;

/** The town schema with the counties and service keys of the site (plain text when there are none yet). */
function townSchemaFor(site: Vocabulary | undefined) {
  if (!site || site.counties.length === 0) return townSchema;
  const [first, ...rest] = site.counties.map((c) => c.name) as [string, ...string[]];
  const services = Object.fromEntries(
    site.services.map((s) => [s.key, z.boolean().optional().describe(`Ticked if this town gets ${s.name}.`)]),
  );
  return townSchema.extend({
    county: z.enum([first, ...rest]).describe(`The county the town is in: ${[first, ...rest].join(', ')} (the counties in Site settings › Counties).`),
    services: z.strictObject(services).describe('Which services the town gets: tick each one; a service left unticked is not offered here.'),
  });
}

/**
 * What an owner may write, as a JSON Schema: the input side (before defaults and transforms; checks made
 * in code, such as events.timeoutMs against relayDeadlineMs, are left to npm run validate). A type that
 * JSON Schema cannot express fails here, rather than silently accepting anything in the editor.
 */
export const inputJsonSchema = (schema: z.ZodType): z.core.JSONSchema.BaseSchema => z.toJSONSchema(schema, { io: 'input', target: 'draft-7' });

function toJson(schema: z.ZodType, title: string): string {
  return `${JSON.stringify({ title, ...inputJsonSchema(schema) }, null, 2)}\n`;
}

/** Every content schema as the text of its file. */
export function jsonSchemas(site: Vocabulary | undefined): SchemaFile[] {
  const hubs = ['pages/towns/index.yaml', 'pages/parties/index.yaml'];
  return [
    { file: `${SCHEMA_DIR}/site.config.schema.json`, globs: [SITE_FILE], json: toJson(siteSchema, SITE_FILE) },
    { file: `${SCHEMA_DIR}/page.schema.json`, globs: ['pages/*.yaml', ...hubs], json: toJson(pageSchema, 'A page (pages/*.yaml)') },
    { file: `${SCHEMA_DIR}/town.schema.json`, globs: ['pages/towns/*.yaml', `!${hubs[0]}`], json: toJson(townSchemaFor(site), 'A town (pages/towns/*.yaml)') },
    { file: `${SCHEMA_DIR}/party.schema.json`, globs: ['pages/parties/*.yaml', `!${hubs[1]}`], json: toJson(partySchema, 'A party type (pages/parties/*.yaml)') },
  ];
}

/** .vscode/settings.json's `yaml.schemas`: each schema file with the globs of the files it describes. */
export function editorSettings(files: readonly SchemaFile[]): string {
  const schemas = Object.fromEntries(files.map((f) => [`./${f.file}`, f.globs]));
  return `${JSON.stringify({ 'yaml.schemas': schemas, 'yaml.validate': true, 'yaml.hover': true, 'yaml.completion': true }, null, 2)}\n`;
}
