// A minimal Astro site that renders the same town pages as ours, for side-by-side measures (build time per
// page in bench/build.bench.ts, Lighthouse against its pages). `astroTwin({ towns })` makes a scratch folder
// in os.tmpdir() holding the project's site.config.yaml and pages/towns/ (brought to `towns` files by
// bench/generate-towns.ts, as the build bench does), and an Astro project that reads them through a content
// collection (the `glob` loader, a Zod schema) and renders one static page per town with a layout: <head> with
// title, description, canonical, Open Graph and Twitter tags, a header with the menu, the town's description,
// its attractions, the services offered there, its neighbouring towns linked, and a footer. No images are
// drawn and nothing is compressed: the page a minimal Astro site would ship. Then it runs `astro build` and
// times it (the process's wall time, as the build bench times ours).
//
// Astro is not a dependency of this project: Astro 7 (ASTRO_TWIN_VERSION picks another version) and the Node it
// needs (22.12 or newer; the `node` package of npm, NODE_TWIN_VERSION, default 22) are installed once, on first
// use, into node_modules/.cache/astro-twin/<version>/ (`npm install --prefix`), so `npm ci` stays lean, and the
// twin's build runs on that Node whatever Node runs the bench.
// CLI: npx tsx bench/astro-twin.ts <towns> [--keep]   (prints where the built site is with --keep)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { generateTowns } from './generate-towns.ts';

export const ASTRO_VERSION = process.env.ASTRO_TWIN_VERSION ?? '7.3.5';
/** The major version (or exact version) of the `node` npm package Astro's build runs on. */
export const ASTRO_NODE_VERSION = process.env.NODE_TWIN_VERSION ?? '22';
const HERE = dirname(fileURLToPath(import.meta.url));

export interface AstroTwin {
  /** The scratch Astro project. */
  root: string;
  /** Its built site. */
  distDir: string;
  /** Wall time of `astro build`, in ms. */
  buildMs: number;
  /** Pages Astro wrote (index.html files). */
  pages: number;
  /** The version of the Node it ran on. */
  node: string;
  /** Removes the scratch folder. */
  cleanup(): void;
}

/** node_modules of the cached Astro install (with the Node it runs on), installing them on first use. */
export function astroModules(projectRoot: string): string {
  const cache = join(projectRoot, 'node_modules', '.cache', 'astro-twin', `${ASTRO_VERSION}-node${ASTRO_NODE_VERSION}`);
  const modules = join(cache, 'node_modules');
  if (existsSync(join(modules, 'astro', 'package.json')) && existsSync(join(modules, '.bin', 'node'))) return modules;
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'package.json'), `${JSON.stringify({ name: 'astro-twin-cache', private: true }, null, 2)}\n`);
  console.log(`installing astro@${ASTRO_VERSION} and node@${ASTRO_NODE_VERSION} into ${cache} (once)`);
  const r = spawnSync('npm', ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--engine-strict=false', `astro@${ASTRO_VERSION}`, `node@${ASTRO_NODE_VERSION}`], { stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(join(modules, 'astro', 'package.json'))) throw new Error(`npm install astro@${ASTRO_VERSION} node@${ASTRO_NODE_VERSION} failed`);
  return modules;
}

/** The Node binary of the cached install (the `node` package's), and its version. */
export function astroNode(modules: string): { bin: string; version: string } {
  const bin = join(modules, '.bin', 'node');
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} does not run: ${r.stderr}`);
  return { bin, version: r.stdout.trim() };
}

interface SiteFacts {
  name: string;
  siteUrl: string;
  services: { key: string; name: string; page: string; description: string }[];
  nav: { label: string; href: string }[];
}

function siteFacts(root: string): SiteFacts {
  const site = parse(readFileSync(join(root, 'site.config.yaml'), 'utf8')) as {
    business?: { name?: string };
    siteUrl?: string;
    services?: { key: string; name: string; page: string; description: string }[];
  };
  return {
    name: site.business?.name ?? 'Glow & Go',
    siteUrl: site.siteUrl ?? 'https://example.com',
    services: (site.services ?? []).map(({ key, name, page, description }) => ({ key, name, page, description })),
    nav: [
      { label: 'Home', href: '/' },
      ...(site.services ?? []).map((s) => ({ label: s.name, href: s.page })),
      { label: 'Towns', href: '/towns' },
      { label: 'Contact', href: '/contact' },
    ],
  };
}

const CONTENT_CONFIG = `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const towns = defineCollection({
  loader: glob({ pattern: ['*.yaml', '!index.yaml'], base: './pages/towns' }),
  schema: z.object({
    name: z.string(),
    county: z.string(),
    description: z.string(),
    population: z.union([z.string(), z.number()]).optional(),
    attractions: z.array(z.string()).default([]),
    services: z.record(z.string(), z.boolean()),
    neighboringTowns: z.array(z.string()).default([]),
  }).passthrough(),
});

export const collections = { towns };
`;

const LAYOUT = `---
import site from '../site.json';
interface Props { title: string; description: string; path: string }
const { title, description, path } = Astro.props;
const canonical = new URL(path, site.siteUrl).href;
---
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
    <meta name="description" content={description} />
    <link rel="canonical" href={canonical} />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content={site.name} />
    <meta property="og:title" content={title} />
    <meta property="og:description" content={description} />
    <meta property="og:url" content={canonical} />
    <meta name="twitter:card" content="summary" />
  </head>
  <body>
    <header class="site-header">
      <a class="brand" href="/">{site.name}</a>
      <nav aria-label="Main"><ul>{site.nav.map((l) => <li><a href={l.href} aria-current={l.href === path ? 'page' : undefined}>{l.label}</a></li>)}</ul></nav>
    </header>
    <main><slot /></main>
    <footer class="site-footer"><p>&copy; {site.name}</p></footer>
  </body>
</html>
<style is:global>
  body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; color: #2b2b2b; }
  .site-header, main, .site-footer { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  .site-header ul { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; padding: 0; }
  h1 { font-family: Georgia, serif; }
</style>
`;

const TOWN_PAGE = `---
import { getCollection } from 'astro:content';
import Layout from '../../layouts/Layout.astro';
import site from '../../site.json';

export async function getStaticPaths() {
  const towns = await getCollection('towns');
  const slugs = new Map(towns.map((t) => [t.data.name, t.id]));
  return towns.map((town) => ({ params: { slug: town.id }, props: { town: town.data, slugs } }));
}
const { town, slugs } = Astro.props;
const path = \`/towns/\${Astro.params.slug}\`;
const paragraphs = town.description.trim().split(/\\n\\s*\\n/);
const offered = site.services.filter((s) => town.services[s.key]);
const title = \`Mobile Beauty in \${town.name}, TX | \${site.name}\`;
const description = paragraphs[0].slice(0, 155);
---
<Layout title={title} description={description} path={path}>
  <nav aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/towns">Towns</a> / {town.name}</nav>
  <h1>Mobile beauty in {town.name}, {town.county} County</h1>
  {paragraphs.map((p) => <p>{p}</p>)}
  {town.population !== undefined && <p>Population: {town.population}</p>}
  <h2>Places in {town.name}</h2>
  <ul>{town.attractions.map((a) => <li>{a}</li>)}</ul>
  <h2>Services in {town.name}</h2>
  <ul>{offered.map((s) => <li><a href={s.page}>{s.name}</a>: {s.description}</li>)}</ul>
  <h2>Nearby towns</h2>
  <ul>{town.neighboringTowns.map((n) => slugs.has(n) ? <li><a href={\`/towns/\${slugs.get(n)}\`}>{n}</a></li> : <li>{n}</li>)}</ul>
  <p><a href="/contact#book">Book a visit in {town.name}</a></p>
</Layout>
`;

// Astro's JavaScript API (`build` of 'astro'), the same build as `astro build`.
const BUILD_SCRIPT = `import { build } from 'astro';
await build({ root: process.cwd(), logLevel: 'error' });
`;

const ASTRO_CONFIG = `import { defineConfig } from 'astro/config';
export default defineConfig({ site: SITE_URL, output: 'static', trailingSlash: 'never', build: { format: 'directory' }, telemetry: false });
`;

function countIndexFiles(dir: string): number {
  const r = spawnSync('find', [dir, '-name', 'index.html'], { encoding: 'utf8' });
  return r.stdout.split('\n').filter(Boolean).length;
}

/** Writes the scratch Astro project (towns from `projectRoot`) without building it. */
export function writeAstroTwin(opts: { towns: number; projectRoot?: string }): { root: string; cleanup(): void } {
  const projectRoot = resolve(opts.projectRoot ?? join(HERE, '..'));
  const modules = astroModules(resolve(join(HERE, '..')));
  const root = mkdtempSync(join(tmpdir(), 'astro-twin-'));
  const cleanup = (): void => rmSync(root, { recursive: true, force: true });
  try {
    cpSync(join(projectRoot, 'site.config.yaml'), join(root, 'site.config.yaml'));
    cpSync(join(projectRoot, 'pages', 'towns'), join(root, 'pages', 'towns'), { recursive: true, filter: (src) => !/\.(json|md)$/.test(src) });
    generateTowns(root, opts.towns);
    const facts = siteFacts(root);
    symlinkSync(modules, join(root, 'node_modules'));
    mkdirSync(join(root, 'src', 'layouts'), { recursive: true });
    mkdirSync(join(root, 'src', 'pages', 'towns'), { recursive: true });
    mkdirSync(join(root, 'public'), { recursive: true });
    if (existsSync(join(projectRoot, 'public', 'favicon.svg'))) cpSync(join(projectRoot, 'public', 'favicon.svg'), join(root, 'public', 'favicon.svg'));
    writeFileSync(join(root, 'package.json'), `${JSON.stringify({ name: 'astro-twin', private: true, type: 'module' }, null, 2)}\n`);
    writeFileSync(join(root, 'astro.config.mjs'), ASTRO_CONFIG.replace('SITE_URL', JSON.stringify(facts.siteUrl)));
    writeFileSync(join(root, 'build.mjs'), BUILD_SCRIPT);
    writeFileSync(join(root, 'tsconfig.json'), `${JSON.stringify({ extends: 'astro/tsconfigs/base' }, null, 2)}\n`);
    writeFileSync(join(root, 'src', 'site.json'), `${JSON.stringify(facts, null, 2)}\n`);
    writeFileSync(join(root, 'src', 'content.config.ts'), CONTENT_CONFIG);
    writeFileSync(join(root, 'src', 'layouts', 'Layout.astro'), LAYOUT);
    writeFileSync(join(root, 'src', 'pages', 'towns', '[slug].astro'), TOWN_PAGE);
  } catch (e) {
    cleanup();
    throw e;
  }
  return { root, cleanup };
}

/** Runs Astro's build (on the cached install's Node) in a project written by writeAstroTwin: its wall time, in ms. */
export function buildAstroTwin(root: string): Promise<number> {
  const { bin } = astroNode(join(root, 'node_modules'));
  const started = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(bin, ['build.mjs'], {
      cwd: root, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (c: Buffer): void => void (out = (out + c.toString('utf8')).slice(-64 * 1024));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(performance.now() - started) : fail(new Error(`astro build exited ${String(code)}\n${out.trimEnd().split('\n').slice(-25).join('\n')}`))));
  });
}

/** A scratch Astro site of `towns` town pages, built once (from empty caches): where it is and how long it took. */
export async function astroTwin(opts: { towns: number; projectRoot?: string }): Promise<AstroTwin> {
  const { root, cleanup } = writeAstroTwin(opts);
  try {
    const buildMs = await buildAstroTwin(root);
    const distDir = join(root, 'dist');
    return { root, distDir, buildMs, pages: countIndexFiles(distDir), node: astroNode(join(root, 'node_modules')).version, cleanup };
  } catch (e) {
    cleanup();
    throw e;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const towns = Number(process.argv[2] ?? 12);
  if (!Number.isInteger(towns)) {
    console.error('usage: npx tsx bench/astro-twin.ts <towns> [--keep]');
    process.exit(2);
  }
  const twin = await astroTwin({ towns });
  console.log(`astro@${ASTRO_VERSION} on Node ${twin.node}: ${twin.pages} pages in ${(twin.buildMs / 1000).toFixed(2)} s (${(twin.buildMs / Math.max(1, twin.pages)).toFixed(2)} ms per page)`);
  if (process.argv.includes('--keep')) console.log(`built site: ${twin.distDir}`);
  else twin.cleanup();
}
