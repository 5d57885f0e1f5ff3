// The render workers' writer: a page the build found in the page cache is linked from it by its key, a page
// sent with its route is rendered and kept, and a cached page whose entry has gone is reported, not lost.
import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandList } from '../../../src/render/island-list.ts';
import { ISLANDS_ENTRY, islandSource } from '../../../src/islands/files.ts';
import type { Manifest } from '../../../src/render/manifest.ts';
import { pageCache, pageCacheDir } from '../../../src/render/page-cache.ts';
import { pageWriter, type WriterContext } from '../../../src/render/write-pages.ts';
import { FIXTURE, fixtureContent } from '../content/fixture.ts';
import { tempFolders } from '../../support/temp-folders.ts';

// The year the footer shows, which the build's bundle has written in.
(globalThis as { __BUILD_YEAR__?: number }).__BUILD_YEAR__ ??= new Date().getFullYear();
const folder = tempFolders('page-writer');

const manifest: Manifest = {
  [ISLANDS_ENTRY]: { file: 'assets/islands.js', isEntry: true, dynamicImports: ['_island-runtime.js'] },
  '_island-runtime.js': { file: 'assets/island-runtime.js' },
  ...Object.fromEntries(islandList.map(({ name, blockType }) => [islandSource(blockType, name), { file: `assets/${name}.js`, isDynamicEntry: true }])),
};
const template = '<!doctype html><html><head><!--app-head--></head><body><!--app-html--></body></html>';

describe('page writer', () => {
  it('links cached pages by key, renders and keeps the others, and reports a cached page whose entry has gone', async () => {
    const { site, images, routes } = await fixtureContent();
    // The content folder holds the caches; the fixture's public/ gives the previews their icon.
    const root = folder();
    cpSync(join(FIXTURE, 'public'), join(root, 'public'), { recursive: true });
    const context = (outDir: string): WriterContext => ({ site, images, template, manifest, outDir, root, engine: 'engine-1' });
    const store = pageCache(pageCacheDir(root));
    const [first, second, third] = routes.filter((r) => r.path !== '/');
    const keyOf = (r: typeof first) => store.key('engine-1', r!);

    // Nothing cached yet: both pages are rendered from their routes, and kept.
    const out1 = folder();
    const write1 = pageWriter(context(out1));
    const done1 = await write1({ render: [first!, second!].map((route) => ({ route, key: keyOf(route) })), cached: [], notFound: true });
    expect(done1).toMatchObject({ rendered: 2, missing: [] });
    const page = join(out1, first!.path.slice(1), 'index.html');
    expect(readFileSync(page, 'utf8')).toContain(`<title>${first!.title}</title>`);
    expect(existsSync(join(out1, '404.html'))).toBe(true);
    expect(store.has(keyOf(first!))).toBe(true);

    // The next build: the cached page is linked from the cache, the one whose entry went is reported.
    rmSync(join(pageCacheDir(root), `${keyOf(second!)}.html`));
    const out2 = folder();
    const done2 = await pageWriter(context(out2))({
      render: [{ route: third!, key: keyOf(third!) }],
      cached: [first!, second!].map((r) => ({ key: keyOf(r), path: r.path, preview: r.preview })),
      notFound: false,
    });
    expect(done2).toMatchObject({ rendered: 1, missing: [second!.path] });
    const linked = join(out2, first!.path.slice(1), 'index.html');
    expect(statSync(linked).ino).toBe(statSync(join(pageCacheDir(root), `${keyOf(first!)}.html`)).ino);
    expect(readFileSync(linked, 'utf8')).toBe(readFileSync(page, 'utf8'));
    expect(readFileSync(join(out2, third!.path.slice(1), 'index.html'), 'utf8')).toContain(`<title>${third!.title}</title>`);
    // Previews of the pages written: the linked one and the rendered one, not the missing one.
    expect(existsSync(join(out2, first!.preview.src.slice(1)))).toBe(true);
    expect(existsSync(join(out2, third!.preview.src.slice(1)))).toBe(true);
    expect(existsSync(join(out2, second!.preview.src.slice(1)))).toBe(false);
  });
});
