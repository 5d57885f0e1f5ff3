// `npm run build`: load the content once while the client code is built (fonts, the page script, the
// island runtime and island chunks), then render every route to dist/<route>/index.html and dist/404.html.
// Everything is written to a temporary folder that replaces dist/ only when all steps succeeded,
// so a failing build leaves no dist/ behind from this run.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatErrors } from '../src/content/code-frame.ts';
import { loadContent } from '../src/content/load.ts';
import { islandChunks, type Manifest } from './manifest.ts';

const root = process.cwd();
// DIST_DIR lets several builds run side by side (e.g. parallel test runs); the default is dist/.
const distDir = join(root, process.env.DIST_DIR ?? 'dist');
const tmpDir = `${distDir}.tmp`;

/**
 * The client build (vite.config.ts) in a process of its own: it runs on the second core while this one
 * loads the content, and its memory is never added to the renderer's.
 */
function buildClient(): { done: Promise<void>; stop: () => void } {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', tmpDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The client build failed (vite build exited with ${code}).`))));
  });
  return { done, stop: () => child.kill() };
}

async function main(): Promise<number> {
  const started = performance.now();
  rmSync(tmpDir, { recursive: true, force: true });
  const client = buildClient();
  const loaded = await loadContent(root);
  if (!loaded.ok) {
    client.stop();
    await client.done.catch(() => undefined);
    rmSync(tmpDir, { recursive: true, force: true });
    console.error(formatErrors(loaded.errors, loaded.sources, { color: process.stderr.isTTY }));
    console.error('\nBuild stopped: nothing was written.');
    return 1;
  }
  const { site, routes, images } = loaded.content;
  const contentMs = performance.now() - started;
  await client.done;
  const manifestFile = join(tmpDir, '.vite', 'manifest.json');
  const scripts = islandChunks(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  const template = readFileSync(join(tmpDir, 'index.html'), 'utf8');

  // React's production build renders faster and warns less; the renderer is imported after choosing it.
  process.env.NODE_ENV = 'production';
  (globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ = new Date().getFullYear();
  const { createRenderer } = await import('../src/entry-server.tsx');
  const { pageHtml } = await import('../src/page-html.ts');
  const { renderRoute, renderNotFound } = createRenderer({ site, images });

  const renderStart = performance.now();
  const made = new Set([tmpDir]);
  const folder = (dir: string): void => {
    if (made.has(dir)) return;
    folder(dirname(dir));
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  for (const route of routes) {
    const file = route.path === '/' ? join(tmpDir, 'index.html') : join(tmpDir, route.path.slice(1), 'index.html');
    folder(dirname(file));
    writeFileSync(file, pageHtml(template, renderRoute(route), scripts));
  }
  writeFileSync(join(tmpDir, '404.html'), pageHtml(template, renderNotFound(), scripts));
  const renderMs = performance.now() - renderStart;

  const paths = routes.map((r) => r.path);
  writeFileSync(join(tmpDir, 'sitemap.xml'), sitemap(site.siteUrl, paths));
  writeFileSync(join(tmpDir, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${site.siteUrl}/sitemap.xml\n`);

  rmSync(join(tmpDir, '.vite'), { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
  renameSync(tmpDir, distDir);
  const pages = routes.length + 1;
  console.log(
    `Prerendered ${routes.length} pages and 404.html into ${relative(root, distDir)}/ in ${Math.round(renderMs)} ms ` +
      `(${(renderMs / pages).toFixed(2)} ms per page; content ${Math.round(contentMs)} ms, total ${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
}

function sitemap(siteUrl: string, routes: string[]): string {
  const urls = routes.map((r) => `  <url><loc>${siteUrl}${r === '/' ? '/' : r}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    rmSync(tmpDir, { recursive: true, force: true });
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
