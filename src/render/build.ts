// The build (`npm run build`, scripts/build.ts): load the content while the code is built (the renderer
// bundle, then the client: fonts, the page script, the island runtime and island chunks), then render every
// route to dist/<route>/index.html and dist/404.html on every core.
// Everything is written to a temporary folder that replaces dist/ only when all steps succeeded,
// so a failing build leaves no dist/ behind from this run.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { formatErrors, WARNINGS_SHOWN } from '../content/diagnostics/code-frame.ts';
import { loadContent } from '../site/content.ts';
import { contentRoot } from '../content/root.ts';
import { isContentFile, routeForFile } from '../content/routes.ts';
import { keptCachesIn, saveKept } from '../content/kept.ts';
import type { SiteContent } from '../content/types.ts';
import { lastModified } from './lastmod.ts';
import { hasLiveBlock, LIVE_DIR, RENDERER_BUNDLE, type LiveKit } from './live.ts';
import { islandChunks, type Manifest } from './manifest.ts';
import { addPublicFiles, codeCache, codeKey } from './code-cache.ts';
import { engineKey, pageCache, pageCacheDir, prunePageCache } from './page-cache.ts';
import { writePhotos } from './photos.ts';
import { writeCompressed } from './precompress.mjs';
import { processFolder } from '../process-folder.ts';
import { sitemap, webManifest } from './site-files.ts';
import { pruneSocialCache, socialCacheDir } from './social-images.ts';
import { prepareTemplate } from './template.ts';
import type { Batch, BatchPages, WriterContext } from './write-pages.ts';

export interface BuildOptions {
  /** The project: site.config.yaml, pages/, public/ and the code. */
  root: string;
  /** Where the site is written (replaced whole when the build succeeds). */
  distDir: string;
  /** Called once the content has loaded without errors, before any page is written. */
  onContent?: (content: SiteContent) => void;
  /**
   * Called once every page is written, with the folder that becomes `distDir`: what the server and static
   * hosts read beside the pages (security headers, the booking offer) is written by the command, so the
   * engine knows nothing of the server.
   */
  beforeSwap?: (outDir: string, content: SiteContent) => Promise<void> | void;
}

/** Builds the site; resolves to the process's exit code (problems are printed). */
export async function buildSite(opts: BuildOptions): Promise<number> {
  const { root, distDir } = opts;
  const tmpDir = `${distDir}.tmp`;
  // The renderer bundle is written inside the project, so it finds node_modules wherever the site is written
  // (DIST_DIR may be outside the project), in a folder of this process; it is removed after the build.
  const rendererDir = rendererDirOf(root);
  const clean = (): void => {
    // Retried while a stopping worker may still be making a folder in it.
    rmSync(tmpDir, { recursive: true, force: true, maxRetries: 5 });
    rmSync(rendererDir, { recursive: true, force: true });
  };
  try {
    return await build(root, distDir, tmpDir, rendererDir, clean, opts.onContent, opts.beforeSwap);
  } catch (err) {
    clean();
    throw err;
  }
}

/**
 * This build's folder for the renderer bundle, under node_modules/.cache/site-renderer/<process id>; the folders
 * of builds that stopped without removing theirs (a build stopped whole by the server) are removed first.
 */
function rendererDirOf(root: string): string {
  return processFolder(join(root, 'node_modules', '.cache', 'site-renderer'));
}

/** Renames a folder, or copies it where the two are on different disks. */
function moveTree(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/**
 * The code step (build-code.mjs) in a process of its own: it runs on the second core while this
 * one loads the content, and its memory is never added to the renderer's.
 */
function buildCode(root: string, key: string, tmpDir: string, rendererDir: string): { renderer: Promise<void>; done: Promise<void>; stop: () => void } {
  // The same code built before (the last publish, the other site of a test run): its result, linked.
  const cache = codeCache(root, key);
  if (cache.has) {
    cache.place(tmpDir, rendererDir);
    const placed = Promise.resolve();
    return { renderer: placed, done: placed, stop: () => {} };
  }
  const child = spawn(process.execPath, [fileURLToPath(new URL('./build-code.mjs', import.meta.url)), tmpDir, rendererDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Its output is held back: when the content has errors, those are what the owner needs to read, and
  // the code step may have failed because of them (a bad link in public/, for one).
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        if (output.trim()) console.log(output.trimEnd());
        cache.store(tmpDir, rendererDir);
        resolve();
      } else reject(new Error(`${output.trimEnd()}\nThe code build failed (build-code.mjs exited with ${code}).`));
    });
  });
  const renderer = new Promise<void>((resolve, reject) => {
    child.on('message', (message) => message === 'renderer' && resolve());
    done.then(resolve, reject);
  });
  return { renderer, done, stop: () => child.kill() };
}

/** Below this many pages another worker costs more to start than it saves. */
const MIN_SHARE = 200;

/** Routes per batch: enough that messages cost little, few enough that a worker's memory stays small. */
const BATCH = 50;

/**
 * A worker's JavaScript heap: it holds the renderer, the preview drawer and one batch, whatever the size of
 * the site. The bound makes V8 collect a worker's garbage (drawings leave much) instead of growing its heap.
 */
const WORKER_HEAP_MB = 256;

interface RenderWorker {
  /** Makes these folders, before any batch it is given after. */
  makeFolders: (folders: string[]) => void;
  /** Writes a batch; the first call also sends the context every page is written with. */
  write: (batch: Batch, context: WriterContext) => Promise<BatchPages>;
  /** Ends the worker; resolves once it has stopped writing. */
  stop: () => Promise<void>;
}

/** A render worker, started early: it loads the renderer while this thread still loads the content. */
function startWorker(rendererUrl: string): RenderWorker {
  const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
    workerData: { renderer: rendererUrl },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  let pending: { resolve: (pages: BatchPages) => void; reject: (err: Error) => void } | undefined;
  let failure: Error | undefined;
  const fail = (err: Error) => {
    failure ??= err;
    pending?.reject(failure);
    pending = undefined;
  };
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'done' in message) {
      pending?.resolve((message as { done: BatchPages }).done);
      pending = undefined;
    }
  });
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`A render worker stopped with code ${code} before it had written its pages.`)));
  let contextSent = false;
  return {
    makeFolders: (folders) => worker.postMessage({ folders }),
    write: (batch, context) => {
      if (failure) return Promise.reject(failure);
      if (!contextSent) {
        worker.postMessage({ context });
        contextSent = true;
      }
      return new Promise<BatchPages>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage({ batch });
      });
    },
    stop: async () => {
      failure ??= new Error('stopped');
      await worker.terminate();
    },
  };
}

/** The folder of each page file's page in `outDir`, from the names of the files alone. */
function pageFolders(content: string, outDir: string): string[] {
  const pages = join(content, 'pages');
  if (!existsSync(pages)) return [];
  return readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .map((file) => `pages/${file.split(sep).join('/')}`)
    .filter((file) => isContentFile(file) && routeForFile(file) !== '/')
    .map((file) => join(outDir, routeForFile(file)));
}

async function build(
  root: string,
  distDir: string,
  tmpDir: string,
  rendererDir: string,
  clean: () => void,
  onContent: BuildOptions['onContent'],
  beforeSwap: BuildOptions['beforeSwap'],
): Promise<number> {
  const started = performance.now();
  // Cache entries written after this (by this build or one beside it) are never pruned.
  const startedAt = Date.now();
  clean();
  const codeVersion = codeKey(root);
  const code = buildCode(root, codeVersion, tmpDir, rendererDir);
  // After the child has started with the environment as it was: React's production build is rendered.
  process.env.NODE_ENV = 'production';
  // The content (site.config.yaml, pages/, public/) and its caches (.cache/): the project unless CONTENT_ROOT says.
  const content = contentRoot(process.env, root);
  // The pages' folders, from the files' names: they are made by a worker while this thread loads the content
  // (once the code step, which empties the folder it writes to first, is done).
  const folders = pageFolders(content, tmpDir);
  // As many workers as the pages will need (one for a small site). The first starts loading the renderer as
  // soon as it exists and makes the folders; the others start once the content is loaded, so that while this
  // thread loads it, it has a core to itself.
  const workerCount = Math.max(1, Math.min(availableParallelism(), Math.ceil((folders.length + 1) / MIN_SHARE)));
  const rendererUrl = pathToFileURL(join(rendererDir, RENDERER_BUNDLE)).href;
  const first = code.renderer.then(() => startWorker(rendererUrl));
  first.catch(() => undefined);
  Promise.all([first, code.done]).then(([worker]) => worker.makeFolders(folders), () => undefined);
  // What the last build kept beside the other caches: the files' parses (a build reads again only the files
  // whose text changed), the routes the pages were assembled into (under the version of the code) and the
  // towns' similar pairs (a build of the same town texts reads them).
  const kept = keptCachesIn(join(content, '.cache'), codeVersion);
  const loaded = await loadContent(content, { kept });
  saveKept(kept);
  if (loaded.warnings.length > 0) console.warn(`${formatErrors(loaded.warnings, loaded.sources, { color: process.stderr.isTTY, warning: true, shown: WARNINGS_SHOWN })}\n`);
  if (!loaded.ok) {
    code.stop();
    await code.done.catch(() => undefined);
    await first.then((w) => w.stop(), () => undefined);
    clean();
    console.error(formatErrors(loaded.errors, loaded.sources, { color: process.stderr.isTTY }));
    console.error('\nBuild stopped: nothing was written.');
    return 1;
  }
  const { site, routes, images } = loaded.content;
  const workers = first.then((w) => [w, ...Array.from({ length: workerCount - 1 }, () => startWorker(rendererUrl))]);
  workers.catch(() => undefined);
  onContent?.(loaded.content);
  const contentMs = performance.now() - started;
  await code.done;
  addPublicFiles(content, tmpDir);
  const manifest = JSON.parse(readFileSync(join(tmpDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  islandChunks(manifest); // fails here, before any page is written, if an island has no chunk
  const template = prepareTemplate(readFileSync(join(tmpDir, 'index.html'), 'utf8'), tmpDir);

  // Pages are rendered on every core, by workers that take batches of routes as they finish the last one;
  // this thread only hands them out, so its memory holds the content and no page's garbage.
  const renderStart = performance.now();
  const threads = Math.max(1, Math.min(workerCount, Math.ceil(routes.length / MIN_SHARE)));
  const engine = engineKey({ root, rendererDir, template, manifest, site, images });
  const context: WriterContext = { site, images, template, manifest, outDir: tmpDir, root: content, engine };
  // Each page is looked up in the page cache here: a page found there is sent to a worker as its key and
  // address alone, which costs far less than its route, and only the others are rendered.
  const pageStore = pageCache(pageCacheDir(content));
  const keys = routes.map((route) => pageStore.key(engine, route));
  const batchesOf = (indexes: number[], notFound: boolean, renderAll = false): Batch[] => {
    const batches: Batch[] = [];
    for (let i = 0; i < indexes.length || (i === 0 && notFound); i += BATCH) {
      const batch: Batch = { render: [], cached: [], notFound: notFound && i === 0 };
      for (const at of indexes.slice(i, i + BATCH)) {
        const route = routes[at]!;
        const key = keys[at]!;
        if (!renderAll && pageStore.has(key)) batch.cached.push({ key, path: route.path, preview: route.preview });
        else batch.render.push({ route, key });
      }
      batches.push(batch);
    }
    return batches;
  };
  // The workers draw a preview image only where the cache has no drawing of the same card yet.
  const cacheDir = socialCacheDir(content);
  const pool = await workers;
  for (const w of pool.slice(threads)) void w.stop();
  // Photos are resized while the pages render (sharp encodes on its own threads).
  const photos = writePhotos(content, images, tmpDir);
  const written: BatchPages[] = [];
  const writeAll = async (batches: Batch[]): Promise<void> => {
    let next = 0;
    await Promise.all(
      pool.slice(0, threads).map(async (worker) => {
        while (next < batches.length) written.push(await worker.write(batches[next++]!, context));
      }),
    );
  };
  try {
    await writeAll(batchesOf(routes.map((_, i) => i), true));
    // A cached page whose entry went meanwhile (a build beside this one pruned it) is rendered after all.
    const missing = new Set(written.flatMap((w) => w.missing));
    if (missing.size > 0) {
      const again = routes.flatMap((r, i) => (missing.has(r.path) ? [i] : []));
      await writeAll(batchesOf(again, false, true));
    }
  } finally {
    await Promise.all(pool.map((w) => w.stop()));
  }
  const renderMs = performance.now() - renderStart;
  // A folder made for a file that gave no page (a misnamed file is checked under another name) goes, if empty.
  const used = new Set(routes.map((r) => join(tmpDir, r.path)));
  for (const folder of folders) {
    if (used.has(folder)) continue;
    try {
      rmdirSync(folder);
    } catch {
      // holds other pages, or was never made
    }
  }
  const rendered = written.reduce((n, w) => n + w.rendered, 0);
  const encoded = await photos;
  if (encoded > 0) console.log(`Resized photos: ${encoded} AVIF and WebP files encoded (kept in .cache/photos/ for the next builds).`);
  const cardKeys = written.flatMap((w) => w.cards);
  const drawn = written.reduce((n, w) => n + w.drawn, 0);
  pruneSocialCache(cacheDir, cardKeys);
  prunePageCache(pageCacheDir(content), keys, startedAt);

  writeCompressed(join(tmpDir, 'manifest.webmanifest'), Buffer.from(webManifest(site.business.name)));
  const changed = lastModified(content, [...new Set(routes.map((r) => r.file))]);
  const entries = routes.map((r) => ({ path: r.path, lastmod: changed.get(r.file) }));
  // The sitemap grows with the site: the pages' fast Brotli setting keeps its cost per page constant.
  writeCompressed(join(tmpDir, 'sitemap.xml'), Buffer.from(sitemap(site.siteUrl, entries)), { quality: 5 });
  writeCompressed(join(tmpDir, 'robots.txt'), Buffer.from(`User-agent: *\nAllow: /\nSitemap: ${site.siteUrl}/sitemap.xml\n`));

  // What the server needs to render again the pages whose content changes after the build (the events
  // page, with the events it has): the renderer, and those routes with everything they are rendered with.
  // Kept in a dot-folder, which the server never serves.
  const live = routes.filter(hasLiveBlock);
  if (live.length > 0) {
    mkdirSync(join(tmpDir, LIVE_DIR), { recursive: true });
    moveTree(rendererDir, join(tmpDir, LIVE_DIR, 'renderer'));
    const kit: LiveKit = { code: codeVersion, images, template, manifest, routes: live };
    writeFileSync(join(tmpDir, LIVE_DIR, 'live.json'), JSON.stringify(kit));
  }
  await beforeSwap?.(tmpDir, loaded.content);
  rmSync(join(tmpDir, '.vite'), { recursive: true, force: true });
  rmSync(rendererDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
  renameSync(tmpDir, distDir);
  const pages = routes.length + 1;
  console.log(
    `Prerendered ${routes.length} pages and 404.html into ${relative(root, distDir)}/ in ${Math.round(renderMs)} ms ` +
      `(${(renderMs / pages).toFixed(2)} ms per page; content ${Math.round(contentMs)} ms, total ${Math.round(performance.now() - started)} ms); ` +
      `pages: ${rendered} rendered, ${routes.length - rendered} from the cache; ` +
      `preview images: ${drawn} drawn, ${Math.max(0, new Set(cardKeys).size - drawn)} from the cache`,
  );
  return 0;
}

