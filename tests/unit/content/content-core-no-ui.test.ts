// Checking content never loads the page code: `npm run validate`, the server reading its config and the
// studio's checks import the blocks' content parts (schemas, resolvers), not their components, so none of
// them loads React, Emotion or the icons. Each entry's module graph is read from a bundle of it (nothing is
// run), with the packages bundled too so that a UI package reached through another one still shows.
import { resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

// Loaded only when a page is shown (the studio's preview), not when content is checked.
const lazyImportsLeftOut: Plugin = {
  name: 'lazy-imports-left-out',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

const contentOnly = [
  // `npm run validate`
  'scripts/validate.ts',
  // The content core: the server's config (loadSiteConfig) and the whole content (loadContentWith).
  'src/content/load.ts',
  // The content core bound to this site's collections (loadContent).
  'src/site/content.ts',
  // The studio: its checks of a draft (the preview's renderer is imported when a page is shown), its app and tools.
  'src/owner/studio/workspace.ts',
  'src/owner/studio/app.ts',
  'src/owner/studio/tools.ts',
];
const renderer = 'src/blocks/render.tsx';

/** Every module each entry loads when it is imported, as paths from the project's root: one bundle of them all. */
async function moduleGraphs(entries: string[]): Promise<Map<string, string[]>> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [lazyImportsLeftOut],
    // Packages with native code cannot be bundled; none of them draws a page.
    external: ['sharp', '@resvg/resvg-js', '@libsql/*', 'fsevents', 'esbuild', 'vite'],
  });
  // Walked from each entry through what it imports (a bundle's own list would leave out modules it shakes off).
  const reached = (entry: string): string[] => {
    const seen = new Set([entry]);
    for (const path of seen) for (const { path: next, external } of metafile.inputs[path]?.imports ?? []) if (!external) seen.add(next);
    return [...seen];
  };
  return new Map(entries.map((entry) => [entry, reached(entry)]));
}

const UI_PACKAGE = /(^|\/)node_modules\/(react|react-dom|@emotion\/[^/]+|lucide-react)\//;
const COMPONENT = /^src\/.*\.tsx$/;
const uiModules = (graph: string[]): string[] => graph.filter((path) => UI_PACKAGE.test(path) || COMPONENT.test(path));


const graphs = await moduleGraphs([...contentOnly, renderer]);

describe('checking content loads no page code', () => {
  it.each(contentOnly)('%s imports no React, Emotion, icon or component module', (entry) => {
    const graph = graphs.get(entry)!;
    // The graph is the real one: it reaches the blocks' schemas and the packages they use.
    expect(graph).toContain('src/blocks/content-list.ts');
    expect(graph.some((path) => path.includes('node_modules/zod/'))).toBe(true);
    expect(uiModules(graph)).toEqual([]);
  });

  it('the renderer, which does draw the blocks, is seen to load them', () => {
    const ui = uiModules(graphs.get(renderer)!);
    expect(ui).toContain('src/blocks/hero/Hero.tsx');
    expect(ui.some((path) => path.includes('node_modules/react/'))).toBe(true);
    expect(ui.some((path) => path.includes('node_modules/@emotion/react/'))).toBe(true);
  });
});
