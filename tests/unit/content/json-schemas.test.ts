// Editor help for the owner: the committed JSON Schemas (schemas/*.json) match the Zod schemas and
// site.config.yaml, every field has a description to show on hover, the content validates against them,
// and the editor settings (.vscode/settings.json, read by VS Code's YAML extension) give each content file
// its schema, whose lists are what the editor completes: a town's county and services.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../src/content/files.ts';
import { loadSiteConfig } from '../../../src/content/load.ts';
import { SITE_FIXTURE } from './fixture.ts';
import { isContentFile } from '../../../src/content/routes.ts';
import { schemaFiles } from '../../../src/owner/write-schemas.ts';

const root = process.cwd();
const read = (file: string) => readFileSync(join(root, file), 'utf8');

async function site() {
  const config = await loadSiteConfig(root);
  if (!config.ok) throw new Error('site.config.yaml is invalid');
  return config.site;
}

describe('the committed schemas', () => {
  it('are what `npm run schemas` makes from the Zod schemas and site.config.yaml', async () => {
    for (const { file, text } of schemaFiles(await site())) expect(read(file), `${file} is stale: run npm run schemas`).toBe(text);
  });

  it('describe every field for the owner', async () => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
      if (node === null || typeof node !== 'object') return;
      const obj = node as Record<string, unknown>;
      if (obj.properties && typeof obj.properties === 'object') {
        for (const [key, value] of Object.entries(obj.properties as Record<string, Record<string, unknown>>)) {
          if (typeof value.description !== 'string' || value.description.length < 5) missing.push(`${path}.${key}`);
        }
      }
      for (const [key, value] of Object.entries(obj)) walk(value, `${path}/${key}`);
    };
    for (const { file, text } of schemaFiles(await site())) if (file.endsWith('.json') && file.startsWith('schemas/')) walk(JSON.parse(text), file);
    expect(missing).toEqual([]);
  });
});

describe('the content against its schema', () => {
  it('every content file of the fixture site passes, and a town in an unknown county does not', async () => {
    const config = await loadSiteConfig(SITE_FIXTURE);
    if (!config.ok) throw new Error('the fixture site.config.yaml is invalid');
    const files = schemaFiles(config.site).filter((f) => f.file.startsWith('schemas/'));
    const readFixture = (file: string) => readFileSync(join(SITE_FIXTURE, file), 'utf8');
    // Formats (email, uri) are the editor's and Zod's to check; ajv has none without a plugin.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validator = (name: string) => ajv.compile(JSON.parse(files.find((f) => f.file.endsWith(name))!.text) as object);
    const [siteV, pageV, townV, partyV] = ['site.config.schema.json', 'page.schema.json', 'town.schema.json', 'party.schema.json'].map(validator);
    const pages = (await listFiles(join(SITE_FIXTURE, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile);
    const pick = (file: string) => (/^pages\/towns\/(?!index\.)/.test(file) ? townV : /^pages\/parties\/(?!index\.)/.test(file) ? partyV : pageV);
    expect(siteV!(parse(readFixture('site.config.yaml'))), JSON.stringify(siteV!.errors)).toBe(true);
    for (const file of pages) {
      const check = pick(file)!;
      expect(check(parse(readFixture(file))), `${file}: ${JSON.stringify(check.errors)}`).toBe(true);
    }
    const town = parse(readFixture('pages/towns/greenville.yaml')) as Record<string, unknown>;
    expect(townV!({ ...town, county: 'Dallas' })).toBe(false);
    expect(townV!({ ...town, services: { teethWhitenin: true } })).toBe(false);
  });
});

describe('in the editor', () => {
  // What .vscode/settings.json tells the editor: the globs of the files each schema is for ("!" leaves one out).
  const settings = JSON.parse(read('.vscode/settings.json')) as { 'yaml.schemas': Record<string, string[]> };
  const globRe = (glob: string) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  /** The schemas the editor gives `file`, as the YAML extension matches its globs. */
  const schemasOf = (file: string): string[] =>
    Object.entries(settings['yaml.schemas'])
      .filter(([, globs]) => globs.some((g) => !g.startsWith('!') && globRe(g).test(file)) && !globs.some((g) => g.startsWith('!') && globRe(g.slice(1)).test(file)))
      .map(([schema]) => schema.replace(/^\.\//, ''));
  const schema = (file: string) => JSON.parse(read(file)) as { $schema: string; properties: Record<string, { enum?: string[]; properties?: Record<string, unknown> }> };

  it('gives each content file of the site one schema: a town or a party its own, an index page and every other page the page schema', async () => {
    const files = ['site.config.yaml', ...(await listFiles(join(root, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile)];
    for (const file of files) expect(schemasOf(file), file).toHaveLength(1);
    expect(schemasOf('site.config.yaml')).toEqual(['schemas/site.config.schema.json']);
    expect(schemasOf('pages/towns/lone-oak.yaml')).toEqual(['schemas/town.schema.json']);
    expect(schemasOf('pages/parties/baby-shower.yaml')).toEqual(['schemas/party.schema.json']);
    for (const page of ['pages/about-us.yaml', 'pages/towns/index.yaml', 'pages/parties/index.yaml']) expect(schemasOf(page), page).toEqual(['schemas/page.schema.json']);
    // The draft the YAML extension reads.
    for (const file of Object.keys(settings['yaml.schemas'])) expect(schema(file).$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it("completes a town's county with the counties of site.config.yaml and its services with the service keys, and a page has no county", async () => {
    const { counties, services } = await site();
    const town = schema('schemas/town.schema.json');
    expect(town.properties.county?.enum).toEqual(counties.map((c) => c.name));
    expect(Object.keys(town.properties.services?.properties ?? {})).toEqual(services.map((s) => s.key));
    expect(schema('schemas/page.schema.json').properties.county).toBeUndefined();
  });

  it('underlines nothing in the content of the site, and a town in an unknown county', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const validators = new Map(Object.keys(settings['yaml.schemas']).map((file) => [file.replace(/^\.\//, ''), ajv.compile(JSON.parse(read(file)) as object)]));
    const files = ['site.config.yaml', ...(await listFiles(join(root, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile)];
    const underlined = files.flatMap((file) => {
      const check = validators.get(schemasOf(file)[0]!)!;
      return check(parse(read(file))) ? [] : [`${file}: ${JSON.stringify(check.errors)}`];
    });
    expect(underlined).toEqual([]);
    const town = validators.get('schemas/town.schema.json')!;
    expect(town({ name: 'Lone Oak', county: 'Atlantis', description: 'A town.', services: {} })).toBe(false);
    expect(town.errors?.map((e) => e.instancePath)).toEqual(['/county']);
  });
});
