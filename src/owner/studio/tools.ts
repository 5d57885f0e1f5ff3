// The studio's tools beside the forms: a new town or party (the scaffolding of `npm run new`), the
// launch check, photos and publishing. Each is a few routes under /api.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { SITE_FILE } from '../../content/files.ts';
import { findPlaceholders } from '../launch-check.ts';
import { instagramFinding } from '../launch-server.ts';
import { scaffoldParty, scaffoldTown } from '../scaffold.ts';
import { slugify } from '../../schema/slug.ts';
import { listContentFiles } from './content-files.ts';
import { toolText } from './messages.ts';
import { photoRoutes } from './photo-upload.ts';
import { plainWords } from './plain-words.ts';
import { publishRoutes, type PublishSetup } from './publish.ts';
import { newRequest, readJson } from './requests.ts';
import type { Workspace } from './workspace.ts';

/** DEPLOY_HOOK_URL: the address that asks the site's host to build the site again (https, or http on this machine). */
export function deployHook(env: NodeJS.ProcessEnv): PublishSetup {
  const value = env.DEPLOY_HOOK_URL?.trim();
  if (!value) return {};
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))) return { deployHook: url.href };
  } catch {
    // said below
  }
  console.error('DEPLOY_HOOK_URL is not an https address: publishing will not ask the host to build the site.');
  return {};
}

export function studioTools(workspace: Workspace, publishing: PublishSetup = {}): (api: Hono) => void {
  return (api) => {
    api.post('/new', async (c) => {
      const body = await readJson(c.req, newRequest);
      if (!body) return c.json({ error: toolText.badName }, 400);
      const name = body.name?.trim() ?? '';
      if (body.kind !== 'town' && body.kind !== 'party') return c.json({ error: toolText.newKind }, 400);
      if (!slugify(name)) return c.json({ error: toolText.newName }, 400);
      const site = await workspace.site();
      if (!site) return c.json({ error: toolText.siteBroken }, 409);
      let made;
      if (body.kind === 'town') {
        const county = site.counties.find((c) => c.name === body.county)?.name;
        if (!county) return c.json({ error: toolText.newCounty(site.counties.map((c) => c.name)) }, 400);
        made = scaffoldTown(site, name, county);
      } else made = scaffoldParty(site, name);
      if (existsSync(join(workspace.root, made.file))) return c.json({ error: toolText.exists(name) }, 409);
      await workspace.write(made.file, made.text);
      return c.json({ file: made.file, next: [toolText.newNext(name)] });
    });

    // The counties a new town can be in, from site.config.yaml.
    api.get('/counties', async (c) => c.json({ counties: (await workspace.site())?.counties.map((c) => c.name) ?? [] }));

    api.get('/launch', async (c) => {
      const check = await workspace.check(SITE_FILE, undefined);
      if (check.blocking) return c.json({ blocked: true, findings: check.problems.filter((p) => p.severity === 'error'), environment: [] });
      const files = await Promise.all((await listContentFiles(workspace.root)).map(async ({ file }) => ({ file, source: await workspace.read(file) })));
      // Each at its field, found again from its line and column (the check's path is written in dots).
      const findings = await workspace.describe(findPlaceholders(files).map(({ path: _dots, ...finding }) => finding));
      const instagram = instagramFinding(process.env);
      const environment = instagram ? [plainWords(`${instagram.message} ${instagram.hint}`)] : [];
      return c.json({ blocked: false, findings, environment });
    });

    photoRoutes(api, workspace);
    publishRoutes(api, workspace, publishing);
  };
}
