// The content's public files in a build: each text file comes with its Brotli and gzip forms, compressed
// once and kept while its bytes stay the same; the kept forms never change through a built file.
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addPublicFiles } from '../../../src/render/code-cache.ts';
import { tempFolders } from '../../support/temp-folders.ts';

const folder = tempFolders('public-files');

const drawing = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${`<circle cx="5" cy="5" r="4" fill="${fill}"/>`.repeat(12)}</svg>`;

describe('public files', () => {
  it('writes each text file with forms that decompress to it, and compresses a file again only when it changed', () => {
    const content = folder();
    mkdirSync(join(content, 'public', 'images'), { recursive: true });
    writeFileSync(join(content, 'public', 'images', 'hero.svg'), drawing('plum'));
    writeFileSync(join(content, 'public', 'robots-note.txt'), 'short');
    const kept = join(content, '.cache', 'public');

    const first = folder();
    addPublicFiles(content, first);
    const svg = join(first, 'images', 'hero.svg');
    expect(readFileSync(svg, 'utf8')).toBe(drawing('plum'));
    expect(brotliDecompressSync(readFileSync(`${svg}.br`)).toString()).toBe(drawing('plum'));
    expect(gunzipSync(readFileSync(`${svg}.gz`)).toString()).toBe(drawing('plum'));
    // Too small to be worth compressing: as it is, alone.
    expect(readdirSync(first).filter((f) => f.startsWith('robots-note'))).toEqual(['robots-note.txt']);
    const forms = readdirSync(kept).sort();
    expect(forms).toHaveLength(2);
    const written = forms.map((f) => statSync(join(kept, f)).ino);

    // The same bytes: the kept forms are used as they are.
    const second = folder();
    addPublicFiles(content, second);
    expect(readdirSync(kept).sort()).toEqual(forms);
    expect(forms.map((f) => statSync(join(kept, f)).ino)).toEqual(written);
    // A built file is a copy: writing to it leaves the kept form alone.
    writeFileSync(join(second, 'images', 'hero.svg.br'), 'changed');
    expect(brotliDecompressSync(readFileSync(join(first, 'images', 'hero.svg.br'))).toString()).toBe(drawing('plum'));
    addPublicFiles(content, folder());
    expect(readdirSync(kept).sort()).toEqual(forms);

    // The file changes: its new forms are made, and the old ones are no longer kept (once older than the build).
    const earlier = new Date(Date.now() - 60_000);
    for (const f of forms) utimesSync(join(kept, f), earlier, earlier);
    writeFileSync(join(content, 'public', 'images', 'hero.svg'), drawing('gold'));
    const third = folder();
    addPublicFiles(content, third);
    expect(brotliDecompressSync(readFileSync(join(third, 'images', 'hero.svg.br'))).toString()).toBe(drawing('gold'));
    const now = readdirSync(kept);
    expect(now).toHaveLength(2);
    expect(now.some((f) => forms.includes(f))).toBe(false);
  });
});
