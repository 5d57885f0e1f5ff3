// `npm run build`: load the content once while the client code is built (fonts, the page script, the
// island runtime and island chunks), then render every route to dist/<route>/index.html and dist/404.html.
// Everything is written to a temporary folder that replaces dist/ only when all steps succeeded,
// so a failing build leaves no dist/ behind from this run.
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { formatErrors } from '../src/content/code-frame.ts';
import { loadContent } from '../src/content/load.ts';
import { islandChunks, type Manifest } from './manifest.ts';
import { writePages, type PageShare } from './write-pages.ts';
import { prepareTemplate } from './template.ts';

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

/** Below this many pages a worker costs more to start than it saves. */
const MIN_SHARE = 200;

function renderInWorker(share: PageShare): Promise<void> {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: share });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A render worker stopped with code ${code}.`))));
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  rmSync(tmpDir, { recursive: true, force: true });
  const client = buildClient();
  const loaded = await loadContent(root);
  if (loaded.warnings.length > 0) console.warn(`${formatErrors(loaded.warnings, loaded.sources, { color: process.stderr.isTTY, warning: true })}\n`);
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
  const manifest = JSON.parse(readFileSync(join(tmpDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  islandChunks(manifest); // fails here, before any page is written, if an island has no chunk
  const template = prepareTemplate(readFileSync(join(tmpDir, 'index.html'), 'utf8'), tmpDir);

  // Pages are rendered on every core: this thread takes one share, a worker per other core the rest.
  const renderStart = performance.now();
  const threads = Math.max(1, Math.min(availableParallelism(), Math.ceil(routes.length / MIN_SHARE)));
  const shares = Array.from({ length: threads }, (_, i) => routes.filter((_, j) => j % threads === i));
  const share = (i: number): PageShare => ({ site, images, routes: shares[i] ?? [], notFound: i === 0, template, manifest, outDir: tmpDir });
  const workers = shares.slice(1).map((_, i) => renderInWorker(share(i + 1)));
  await Promise.all([writePages(share(0)), ...workers]);
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
