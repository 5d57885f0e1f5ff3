// The page cache: a page rendered once is placed again (with its Brotli and gzip forms) without rendering,
// a page is rendered again when its route or the build's engine changes, and the cache keeps only the
// pages the site still has.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { engineKey, pageCache, prunePageCache } from '../../../src/render/page-cache.ts';
import { tempFolders } from '../../support/temp-folders.ts';

const folder = tempFolders('page-cache');

const route = (title: string) => ({ path: '/towns/lone-oak', title, regions: { main: [{ type: 'text', body: `Welcome to ${title}` }] } });
const html = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Mobile teeth whitening.</p>'.repeat(40)}</body></html>`;

describe('page cache', () => {
  it('places a stored page with its compressed forms, which decompress to the same HTML', () => {
    const cache = pageCache(folder());
    const key = cache.key('engine', route('Lone Oak'));
    const first = join(folder(), 'index.html');
    expect(cache.place(key, first)).toBe(false);
    cache.store(key, html('Lone Oak'), first);

    const second = join(folder(), 'index.html');
    expect(cache.place(key, second)).toBe(true);
    expect(readFileSync(second, 'utf8')).toBe(html('Lone Oak'));
    expect(brotliDecompressSync(readFileSync(`${second}.br`)).toString()).toBe(html('Lone Oak'));
    expect(gunzipSync(readFileSync(`${second}.gz`)).toString()).toBe(html('Lone Oak'));
  });

  it("replaces what is at a page's place (the HTML template and its forms, linked from another build's cache) and never writes through it", () => {
    const cache = pageCache(folder());
    const key = cache.key('engine', route('Lone Oak'));
    cache.store(key, html('Lone Oak'), join(folder(), 'index.html'));
    // Another cache's template, linked into this build's folder at the home page's place.
    const other = folder();
    const out = folder();
    for (const name of ['index.html', 'index.html.br', 'index.html.gz']) {
      writeFileSync(join(other, name), 'the template');
      linkSync(join(other, name), join(out, name));
    }
    expect(cache.place(key, join(out, 'index.html'))).toBe(true);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(html('Lone Oak'));
    expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toBe(html('Lone Oak'));
    for (const name of ['index.html', 'index.html.br', 'index.html.gz']) expect(readFileSync(join(other, name), 'utf8')).toBe('the template');
    // A page without compressed forms leaves none of the template's behind.
    const tiny = cache.key('engine', route('Tiny'));
    cache.store(tiny, '<p>hi</p>', join(folder(), 'index.html'));
    const small = folder();
    for (const name of ['index.html', 'index.html.br']) writeFileSync(join(small, name), 'the template');
    expect(cache.place(tiny, join(small, 'index.html'))).toBe(true);
    expect(existsSync(join(small, 'index.html.br'))).toBe(false);
  });

  it('keeps a page too small to compress without compressed forms', () => {
    const cache = pageCache(folder());
    const key = cache.key('engine', route('Tiny'));
    const file = join(folder(), 'index.html');
    cache.store(key, '<p>Tiny</p>', file);
    expect(readFileSync(file, 'utf8')).toBe('<p>Tiny</p>');
    expect(existsSync(`${file}.br`)).toBe(false);
    const again = join(folder(), 'index.html');
    expect(cache.place(key, again)).toBe(true);
    expect(existsSync(`${again}.gz`)).toBe(false);
  });

  it('gives a new key when the route or the engine changes, and the same key for the same data', () => {
    const cache = pageCache(folder());
    expect(cache.key('engine', route('Lone Oak'))).toBe(cache.key('engine', route('Lone Oak')));
    expect(cache.key('engine', route('Lone Oak'))).not.toBe(cache.key('engine', route('Lone Oak ')));
    expect(cache.key('engine', route('Lone Oak'))).not.toBe(cache.key('engine 2', route('Lone Oak')));
  });

  it('changes the engine key with the renderer, the template, the manifest, the site or the images', () => {
    const root = folder();
    const rendererDir = join(root, 'renderer');
    mkdirSync(rendererDir);
    const write = (text: string) => writeFileSync(join(rendererDir, 'render-pages.js'), text);
    write('export const a = 1;');
    const base = { root, rendererDir, template: '<html>', manifest: { a: 1 }, site: { phone: '903' }, images: {} };
    const key = engineKey(base);
    expect(engineKey(base)).toBe(key);
    expect(engineKey({ ...base, template: '<html lang="en">' })).not.toBe(key);
    expect(engineKey({ ...base, manifest: { a: 2 } })).not.toBe(key);
    expect(engineKey({ ...base, site: { phone: '430' } })).not.toBe(key);
    expect(engineKey({ ...base, images: { '/a.jpg': { width: 1, height: 1 } } })).not.toBe(key);
    write('export const a = 2;');
    expect(engineKey(base)).not.toBe(key);
  });

  it('prunes the pages no route uses, but not those another build has just written', () => {
    const dir = folder();
    const cache = pageCache(dir);
    const out = folder();
    const keys = ['Kept', 'Gone'].map((t) => {
      const key = cache.key('engine', route(t));
      cache.store(key, html(t), join(out, `${t}.html`));
      return key;
    });
    const [kept, gone] = keys as [string, string];
    const old = (Date.now() - 60_000) / 1000;
    for (const name of readdirSync(dir)) utimesSync(join(dir, name), old, old);
    const fresh = cache.key('engine', route('Fresh'));
    const since = Date.now() - 1000;
    cache.store(fresh, html('Fresh'), join(out, 'Fresh.html'));

    prunePageCache(dir, [kept], since);
    const left = readdirSync(dir);
    expect(left.filter((n) => n.startsWith(kept))).toHaveLength(3);
    expect(left.filter((n) => n.startsWith(gone))).toHaveLength(0);
    expect(left.filter((n) => n.startsWith(fresh))).toHaveLength(3);
    // What an earlier build placed stays readable: dist holds links, not the cache's names.
    expect(readFileSync(join(out, 'Gone.html'), 'utf8')).toBe(html('Gone'));
  });
});
