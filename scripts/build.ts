// `npm run build`: validate content, build the client and the server renderer, prerender every route.
// Everything is written to a temporary folder that replaces dist/ only when all steps succeeded,
// so a failing build leaves no dist/ behind from this run.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadContent } from '../src/content/load.ts';
import { formatErrors } from '../src/content/code-frame.ts';

const root = process.cwd();
// DIST_DIR lets several builds run side by side (e.g. parallel test runs); the default is dist/.
const distDir = join(root, process.env.DIST_DIR ?? 'dist');
const tmpDir = `${distDir}.tmp`;
const ssrDir = `${distDir}.ssr`;

async function main(): Promise<number> {
  const content = await loadContent(root);
  if (!content.ok) {
    const sources = new Map<string, string>();
    for (const e of content.errors) {
      if (!sources.has(e.file) && existsSync(join(root, e.file))) sources.set(e.file, readFileSync(join(root, e.file), 'utf8'));
    }
    console.error(formatErrors(content.errors, sources, { color: process.stderr.isTTY }));
    console.error('\nBuild stopped: nothing was written.');
    return 1;
  }
  rmSync(tmpDir, { recursive: true, force: true });
  rmSync(ssrDir, { recursive: true, force: true });

  await build({ logLevel: 'warn', build: { outDir: tmpDir, emptyOutDir: true, manifest: true } });
  await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });

  const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as typeof import('../src/entry-server.tsx');
  const template = readFileSync(join(tmpDir, 'index.html'), 'utf8');
  const chunks = lazyChunks(join(tmpDir, '.vite', 'manifest.json'));
  const page = async (url: string) => {
    const r = await server.render(url);
    const preloads = server.lazyBlocksOf(url).flatMap((type) => chunks(type));
    const head = [
      ...[...new Set(preloads)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
      `<title>${escapeHtml(r.title)}</title>`,
      `<meta name="description" content="${escapeHtml(r.description)}" />`,
      url === '/404' ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${server.siteUrl}${url === '/' ? '/' : url}" />`,
      r.styles,
    ].join('\n    ');
    return template.replace('<!--app-head-->', head).replace('<!--app-html-->', r.html);
  };

  for (const url of server.routes) {
    const file = url === '/' ? join(tmpDir, 'index.html') : join(tmpDir, url.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await page(url));
  }
  writeFileSync(join(tmpDir, '404.html'), await page('/404'));
  writeFileSync(join(tmpDir, 'sitemap.xml'), sitemap(server.siteUrl, server.routes));
  writeFileSync(join(tmpDir, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${server.siteUrl}/sitemap.xml\n`);

  rmSync(join(tmpDir, '.vite'), { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
  renameSync(tmpDir, distDir);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`Prerendered ${server.routes.length} pages and 404.html into ${relative(root, distDir)}/`);
  return 0;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * From Vite's manifest: for a lazy block type, the JavaScript files its chunk needs that the entry does
 * not already load. A lazy block imports one module in its own folder (src/blocks/<type>/).
 */
function lazyChunks(manifestFile: string): (type: string) => string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.entries(manifest);
  const entryKeys = closure(entries.filter(([, c]) => c.isEntry).map(([k]) => k));
  return (type) => {
    const roots = entries.filter(([k, c]) => k.startsWith(`src/blocks/${type}/`) && c.isDynamicEntry).map(([k]) => k);
    if (roots.length === 0) throw new Error(`No chunk found for the lazy block "${type}" under src/blocks/${type}/.`);
    return [...closure(roots)].filter((k) => !entryKeys.has(k)).map((k) => manifest[k]?.file ?? k);
  };
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
