// Editor help for the owner: the committed JSON Schemas (schemas/*.json) match the Zod schemas and
// site.config.yaml, every field has a description to show on hover, the content validates against them,
// and VS Code's YAML language server (yaml-language-server, as the editor runs it) completes a town's
// county and services from them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node.js';
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

describe('in the editor (yaml-language-server)', () => {
  let server: ReturnType<typeof spawn>;
  let connection: MessageConnection;
  interface Published { uri: string; diagnostics: Array<{ message: string; range: { start: { line: number } } }> }
  const published = new Map<string, Published['diagnostics']>();
  const waiting = new Map<string, (d: Published['diagnostics']) => void>();

  beforeAll(async () => {
    server = spawn(process.execPath, [join(root, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] });
    connection = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    connection.onNotification('textDocument/publishDiagnostics', (params: Published) => {
      published.set(params.uri, params.diagnostics);
      waiting.get(params.uri)?.(params.diagnostics);
    });
    connection.onRequest('workspace/configuration', (params: { items: Array<{ section?: string }> }) =>
      params.items.map((item) => (item.section === 'yaml' ? settings.yaml : null)),
    );
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: { workspace: { configuration: true } } });
    connection.sendNotification('initialized', {});
    connection.sendNotification('workspace/didChangeConfiguration', { settings });
  }, 30_000);

  afterAll(() => {
    connection?.dispose();
    server?.kill();
  });

  // What .vscode/settings.json tells the editor, with the schema paths as file URLs.
  const vscode = JSON.parse(read('.vscode/settings.json')) as { 'yaml.schemas': Record<string, string[]> };
  const settings = {
    yaml: {
      schemas: Object.fromEntries(Object.entries(vscode['yaml.schemas']).map(([schema, globs]) => [pathToFileURL(join(root, schema)).href, globs])),
      completion: true,
      hover: true,
      validate: true,
    },
  };

  let opened = 0;
  /** Completion at a position of a new document at `file` (a fresh name each time: an open document is not reopened). */
  async function complete(file: string, text: string, line: number, character: number): Promise<string[]> {
    const uri = pathToFileURL(join(root, file.replace(/\.yaml$/, `-${(opened += 1)}.yaml`))).href;
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    const result = (await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character } })) as { items: Array<{ label: string }> } | Array<{ label: string }>;
    return (Array.isArray(result) ? result : result.items).map((i) => i.label);
  }

  /** The problems the editor underlines in a document opened at `file` with `text`. */
  function problems(file: string, text: string): Promise<string[]> {
    const uri = pathToFileURL(join(root, file)).href;
    const done = new Promise<Published['diagnostics']>((resolve) => waiting.set(uri, resolve));
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return done.then((list) => list.map((d) => `${file}:${d.range.start.line + 1} ${d.message}`));
  }

  // The server reads the settings and the schema in the background: the first answers may come before.
  it("completes a town's county with the counties of site.config.yaml", async () => {
    const counties = (await site()).counties.map((c) => c.name);
    await expect.poll(() => complete('pages/towns/lone-oak.yaml', 'name: Lone Oak\ncounty: \n', 1, 8), { timeout: 15_000 }).toEqual(expect.arrayContaining(counties));
  }, 30_000);

  it("completes a town's services with the service keys", async () => {
    const keys = (await site()).services.map((s) => s.key);
    await expect.poll(() => complete('pages/towns/lone-oak.yaml', 'name: Lone Oak\nservices:\n  \n', 2, 2), { timeout: 15_000 }).toEqual(expect.arrayContaining(keys));
  }, 30_000);

  it('offers no county completion for a page, whose schema has no county', async () => {
    await expect.poll(() => complete('pages/towns/lone-oak.yaml', 'name: Lone Oak\ncounty: \n', 1, 8), { timeout: 15_000 }).toContain('Hunt');
    expect(await complete('pages/about-us.yaml', 'title: About\ncounty: \n', 1, 8)).not.toContain('Hunt');
  }, 30_000);

  it("shows a field's description on hover", async () => {
    const uri = pathToFileURL(join(root, `pages/towns/hover-${(opened += 1)}.yaml`)).href;
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text: 'name: Lone Oak\ncounty: Hunt\n' } });
    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 2 } })) as { contents: { value: string } } | null;
    const town = JSON.parse(schemaFiles(await site()).find((f) => f.file.endsWith('town.schema.json'))!.text) as { properties: { county: { description: string } } };
    expect(hover?.contents.value).toContain(town.properties.county.description);
  }, 30_000);

  it('underlines nothing in the content of the site, and a town in an unknown county', async () => {
    const wrong = await problems('pages/towns/wrong-county.yaml', 'name: Lone Oak\ncounty: Atlantis\ndescription: A town.\nservices: {}\n');
    expect(wrong).toEqual([expect.stringMatching(/^pages\/towns\/wrong-county\.yaml:2 /)]);
    const files = ['site.config.yaml', ...(await listFiles(join(root, 'pages'))).files.map((f) => `pages/${f}`).filter(isContentFile)];
    const found = await Promise.all(files.map((file) => problems(file, read(file))));
    expect(found.flat()).toEqual([]);
  }, 30_000);
});
