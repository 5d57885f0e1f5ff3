// The studio's server: a Hono app for one owner. Every route sits behind the guard (guard.ts: the token of
// `npm run studio`, or the inbox's sign-in on the production server, where the app is mounted at `base`). The browser gets the file's data and its schema, and sends
// back the edits it made (ops.ts); the text written is the file with only those edits (yaml-edit.ts).
import { readFile, realpath } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { parseDocument } from 'yaml';
import { listContentFiles, isEditable, schemaFor } from './content-files.ts';
import type { StudioEnv } from './guard.ts';
import { studioText } from './messages.ts';
import { editRequest, type EditRequest } from './requests.ts';
import { studioPage } from './page.ts';
import { plainSchema } from './plain-words.ts';
import { withTownChoices } from './town-choices.ts';
import type { JsonSchema } from './client/schema.ts';
import { applyEdits, EditError } from './yaml-edit.ts';
import { hashOf, OutsideError, type Workspace } from './workspace.ts';
import { lateFontFaceCss } from '../../late-font-faces.ts';

export interface StudioAssets {
  js: string;
  css: string;
}

export interface StudioOptions {
  workspace: Workspace;
  /** Who may use it (guard.ts). */
  guard: MiddlewareHandler<StudioEnv>;
  /** Where the app is mounted ("" at the root, as `npm run studio` serves it). */
  base?: string;
  /** A page the studio links back to (the bookings inbox, on the production server). */
  home?: string;
  assets: StudioAssets;
  /** Extra routes (new files, photos, launch check, publish), mounted under /api. */
  extend?: (api: Hono) => void;
}

/**
 * The preview's addresses of pictures and fonts under the studio's mount point: the page is drawn with the
 * site's own paths (/images/..., /preview/...), which the studio serves under its base.
 */
export const rebase = (html: string, base: string): string => (base ? html.replace(/(["'\s,(])\/(images|preview|_img)\//g, `$1${base}/$2/`) : html);

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export { hashOf };

/** A file under `base`, never outside it, or undefined. */
export function inside(base: string, rel: string): string | undefined {
  const path = normalize(join(base, rel));
  return path.startsWith(base + sep) ? path : undefined;
}


export function createStudioApp(options: StudioOptions): Hono<StudioEnv> {
  const { workspace, assets } = options;
  const base = options.base ?? '';
  const app = new Hono<StudioEnv>();
  app.use('*', options.guard);
  // A photo may be large; every other request is a few kilobytes of edits or words.
  const tooLarge = (c: Context) => c.json({ error: studioText.tooLarge }, 413);
  app.use('/api/photo', bodyLimit({ maxSize: 12 * 1024 * 1024, onError: tooLarge }));
  const small = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  app.use('/api/*', async (c, next) => (c.req.path === '/api/photo' ? next() : small(c, next)));

  app.get('/', (c) => {
    // The owner opens the studio: the whole site is read and checked now, while they choose a page.
    void workspace.warm();
    return c.html(studioPage({ base, csrf: c.var.csrf, home: options.home }));
  });
  app.get('/studio.js', (c) => c.body(assets.js, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/studio.css', (c) => c.body(assets.css, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  // The preview's pictures, from public/ (what the site serves at the same addresses).
  const publicFile = async (c: Context, base: string, rel: string) => {
    let name: string;
    try {
      name = decodeURIComponent(rel);
    } catch {
      return c.notFound();
    }
    const path = inside(base, name);
    const type = path && TYPES[extname(path).toLowerCase()];
    if (!path || !type) return c.notFound();
    // The file itself, not a link to somewhere outside the folder it is served from.
    const [real, realBase] = await Promise.all([realpath(path).catch(() => ''), realpath(base).catch(() => base)]);
    if (!real.startsWith(realBase + sep)) return c.notFound();
    const bytes = await readFile(real).catch(() => undefined);
    return bytes ? c.body(new Uint8Array(bytes), 200, { 'Content-Type': type }) : c.notFound();
  };
  app.get('/images/*', (c) => publicFile(c, join(workspace.root, 'public'), c.req.path.slice(1)));
  // A photo's resized forms, as the built site serves them: encoded on first use (a photo uploaded a moment
  // ago shows at once) and kept in the same cache the build takes them from.
  app.get('/_img/:name', async (c) => {
    const name = `/_img/${c.req.param('name')}`;
    const src = Object.entries(workspace.images).find(([, size]) => size.variants && name.startsWith(`${size.variants.base}-`))?.[0];
    if (!src || !/-\d+\.(avif|webp)$/.test(name)) return c.notFound();
    const { cachedVariant } = await import('../../render/photo-encode.ts');
    const { file } = await cachedVariant(workspace.root, src, name);
    return c.body(new Uint8Array(await readFile(file)), 200, { 'Content-Type': TYPES[extname(name)]!, 'Cache-Control': 'private, max-age=3600' });
  });
  app.get('/preview/fonts.css', async (c) => {
    const css = await readFile(join(workspace.root, 'src/fonts.css'), 'utf8').catch(() => '');
    // The font files come from the packages the site bundles them from; swap, so the preview never waits. The
    // preview runs no script, so the faces the page's script adds after the first paint are rules here.
    const all = `${css}\n${lateFontFaceCss((file) => file)}`;
    return c.body(all.replace(/url\('(@fontsource[^']+)'\)/g, `url('${base}/preview/fonts/$1')`).replace(/font-display: optional/g, 'font-display: swap'), 200, { 'Content-Type': 'text/css' });
  });
  app.get('/preview/fonts/*', (c) => publicFile(c, join(workspace.root, 'node_modules'), c.req.path.slice('/preview/fonts/'.length)));

  // Behind the inbox's sign-in: the current session's token, for a page opened before the owner signed in again.
  app.get('/api/session', (c) => c.json({ csrf: c.var.csrf ?? null }));
  const api = new Hono();
  api.get('/files', async (c) => c.json({ files: await listContentFiles(workspace.root) }));

  api.get('/file', async (c) => {
    const file = c.req.query('file') ?? '';
    if (!isEditable(file)) return c.json({ error: studioText.notContent }, 400);
    const source = await workspace.read(file).catch(() => undefined);
    if (source === undefined) return c.json({ error: studioText.noSuchFile }, 404);
    const doc = parseDocument(source);
    const schema = schemaFor(file, await workspace.site());
    // The form's help texts in the owner's words, as every problem is: the page shows them as they come. A
    // town's neighbours are offered from the other towns' names.
    const files = schema ? await listContentFiles(workspace.root) : [];
    const names = new Map(files.map((f) => [f.file, f.name]));
    const towns = files.filter((f) => f.kind === 'town' && f.file !== file && f.route !== '/towns').map((f) => f.name);
    const json = schema ? (plainSchema(JSON.parse(schema.json), names) as JsonSchema) : null;
    return c.json({ file, source, base: hashOf(source), data: doc.errors.length ? null : doc.toJS(), schema: json && files.find((f) => f.file === file)?.kind === 'town' ? withTownChoices(json, towns) : json });
  });

  /** The file's text with the edits, or a response saying why there is none. */
  const draftOf = async (c: Context): Promise<{ body: EditRequest; saved: string; draft: string } | Response> => {
    const raw: unknown = await c.req.json().catch(() => undefined);
    const parsed = editRequest.safeParse(raw);
    if (!parsed.success) {
      const tooMany = parsed.error.issues.some((i) => i.path.length === 1 && i.path[0] === 'ops' && (i.code === 'too_big' || i.message === 'too many'));
      return c.json({ error: tooMany ? studioText.tooManyEdits : studioText.badRequest }, tooMany ? 413 : 400);
    }
    const body = parsed.data as EditRequest;
    if (!isEditable(body.file)) return c.json({ error: studioText.notContent }, 400);
    const saved = await workspace.read(body.file).catch(() => undefined);
    if (saved === undefined) return c.json({ error: studioText.noSuchFile }, 404);
    if (hashOf(saved) !== body.base) return c.json({ error: studioText.changedOnDisk, conflict: true }, 409);
    try {
      return { body, saved, draft: applyEdits(saved, body.ops) };
    } catch (e) {
      // What went wrong is in the file's notation: the log keeps it, the owner is told what to do.
      if (e instanceof EditError) console.error(`studio: ${body.file}: ${e.message}`);
      return c.json({ error: studioText.cannotEdit }, 422);
    }
  };

  api.post('/check', async (c) => {
    const got = await draftOf(c);
    if (got instanceof Response) return got;
    const result = await workspace.check(got.body.file, got.draft);
    const preview = result.preview === undefined ? {} : { preview: rebase(result.preview, base) };
    // The problems of the other pages (a thousand towns' warnings, say) go to the phone only when they changed.
    const own = result.problems.filter((p) => p.file === got.body.file);
    const others = result.problems.filter((p) => p.file !== got.body.file);
    const elsewhere = hashOf(JSON.stringify(others));
    const same = got.body.elsewhere === elsewhere;
    return c.json({ ...result, ...preview, problems: same ? own : result.problems, elsewhere, ...(same && { elsewhereAsBefore: true }), changed: got.draft !== got.saved });
  });

  api.post('/save', async (c) => {
    const got = await draftOf(c);
    if (got instanceof Response) return got;
    const { body, saved, draft } = got;
    // Nothing edited, nothing written: the file keeps its date and stays out of the list of changes.
    if (draft === saved) return c.json({ written: false, source: saved, base: hashOf(saved) });
    const result = await workspace.check(body.file, draft);
    if (result.blocking && !body.confirm) return c.json({ written: false, needsConfirm: true, problems: result.problems }, 409);
    try {
      await workspace.write(body.file, draft);
    } catch (error) {
      if (error instanceof OutsideError) return c.json({ error: studioText.notContent }, 400);
      throw error;
    }
    return c.json({ written: true, source: draft, base: hashOf(draft), problems: result.problems });
  });

  options.extend?.(api);
  app.route('/api', api);
  app.notFound((c) => c.text(studioText.notFound, 404));
  app.onError((error, c) => {
    console.error(`studio: ${error.message}`);
    return c.json({ error: studioText.failed }, 500);
  });
  return app;
}
