// `npm run dev`: renders each page on request through src/render/renderer.tsx, the same renderer the build
// uses, with the island runtime from source so islands hydrate. Saving a YAML file (or an image) reloads
// the open page; content errors show in Vite's overlay with file and line.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { contentRoot } from '../content/root.ts';
import type { Plugin, ViteDevServer } from 'vite';
import { formatErrors, WARNINGS_SHOWN } from '../content/diagnostics/code-frame.ts';
import { loadContent } from '../site/content.ts';
import { createContentCache } from '../content/load.ts';
import { cachedVariant } from '../render/photo-encode.ts';
import { PHOTO_DIR } from '../schema/photo-files.ts';
import type { LoadResult } from '../content/types.ts';
import { toViteError } from '../content/diagnostics/vite-error.ts';
import { SITE_FILE } from '../content/files.ts';

type Renderer = typeof import('../render/renderer.tsx');
type PageHtml = typeof import('../render/page-html.ts');

/** Requests for files and Vite's own endpoints are not pages. */
const isPageRequest = (path: string): boolean => !/^\/(@|api\/|node_modules\/|src\/)/.test(path) && !/\.[a-z0-9]+$/i.test(path);

export function contentPlugin(): Plugin {
  // The content's folder (CONTENT_ROOT, the project by default), as the build and the server read it.
  let root = contentRoot();
  let project = process.cwd();
  // Loaded once, then again only after a content file changes.
  let content: Promise<LoadResult> | undefined;
  // What each load keeps for the next, as the studio does: a save redoes only what it changed.
  let cache = createContentCache();
  // Warnings do not stop the page; they are printed in the terminal once per load.
  const load = () =>
    (content ??= loadContent(root, { cache }).then((result) => {
      if (result.warnings.length > 0) console.warn(formatErrors(result.warnings, result.sources, { color: process.stderr.isTTY, warning: true, shown: WARNINGS_SHOWN }));
      return result;
    }));

  const isContentFile = (file: string) => {
    const rel = relative(root, file);
    return rel === SITE_FILE || (rel.startsWith('pages') && /\.ya?ml$/.test(rel)) || rel.startsWith('public');
  };

  async function renderPage(server: ViteDevServer, url: URL, result: LoadResult & { ok: true }) {
    const { createSiteRenderer } = (await server.ssrLoadModule('/src/render/renderer.tsx')) as Renderer;
    const { pageHtml } = (await server.ssrLoadModule('/src/render/page-html.ts')) as PageHtml;
    // React Router matches the address and loads its page, as in the build.
    const { status, page } = await createSiteRenderer(result.content)(url.pathname);
    const template = await server.transformIndexHtml(url.pathname + url.search, await readFile(join(project, 'index.html'), 'utf8'));
    // From source, the runtime imports each island's module itself: nothing to preload.
    return { status, html: pageHtml(template, page, { islands: '/src/islands/start.ts', chunks: () => [] }) };
  }

  return {
    name: 'content',
    // Pages are rendered here, not served from index.html.
    config: () => ({ appType: 'custom' }),
    configResolved(config) {
      project = config.root;
      root = contentRoot(process.env, config.root);
      cache = createContentCache();
    },
    // Static parts are rendered on the server only: an edit to them reloads the page.
    hotUpdate({ modules, server }) {
      if (this.environment.name === 'ssr' && modules.length > 0) server.ws.send({ type: 'full-reload' });
    },
    configureServer(server) {
      server.watcher.add([join(root, SITE_FILE), join(root, 'pages')]);
      const reload = async () => {
        content = undefined;
        try {
          const result = await load();
          if (result.ok) server.ws.send({ type: 'full-reload' });
          else {
            const err = toViteError(result.errors, result.sources, root);
            server.ws.send({ type: 'error', err: { message: err.message, stack: '', id: err.id, frame: err.frame, plugin: 'content', loc: err.loc } });
          }
        } catch (error) {
          // A file that went away while it was being read (a folder moved, a picture deleted): the overlay says
          // so, and the next save or request reads the content again.
          content = undefined;
          const reason = error instanceof Error ? error.message : String(error);
          const message = `The content could not be read again: a file changed or went away while it was read (${reason}). Save the file again, or reload the page.`;
          server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content' } });
        }
      };
      // A save is often two writes (the file emptied, then written), and the watcher may tell only the first:
      // the content is dropped at once and read again once the file has been quiet for a moment, so a load
      // made halfway through a save never stays.
      let quiet: NodeJS.Timeout | undefined;
      const onChange = (file: string) => {
        if (!isContentFile(file)) return;
        content = undefined;
        clearTimeout(quiet);
        quiet = setTimeout(() => void reload(), 150);
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange);
      server.httpServer?.once('close', () => clearTimeout(quiet));

      // Resized photos, encoded on first request (and kept in .cache/photos/ for the build).
      server.middlewares.use(PHOTO_DIR, async (req, res, next) => {
        try {
          const result = await load();
          const name = `${PHOTO_DIR}${(req.url ?? '').split('?')[0]}`;
          const base = name.replace(/-\d+\.(avif|webp)$/, '');
          const src = result.ok ? Object.entries(result.content.images).find(([, size]) => size.variants?.base === base)?.[0] : undefined;
          if (!src) return next();
          const { file } = await cachedVariant(root, src, name);
          res.setHeader('Content-Type', name.endsWith('.avif') ? 'image/avif' : 'image/webp');
          res.end(await readFile(file));
        } catch (error) {
          next(error);
        }
      });
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPageRequest(url.pathname)) return next();
        try {
          const result = await load();
          // Vite's error page shows the overlay with the first problem's file, line and frame.
          if (!result.ok) return next(toViteError(result.errors, result.sources, root));
          const { status, html } = await renderPage(server, url, result);
          res.statusCode = status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      });
    },
  };
}
