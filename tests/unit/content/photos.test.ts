// Photos in the content: each is given AVIF and WebP sizes up to its own width, and a photo too large to
// handle or too small for where it is shown is a warning that names the file and what to do.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { photoVariants } from '../../../src/content/photos.ts';
import { columnSizes } from '../../../src/ui/img.tsx';
import { baseFile, makeProject, removeProjects, where } from './project.ts';

afterAll(removeProjects);

const TOWN = 'pages/towns/commerce.yaml';
const withHero = (src: string) => `${baseFile(TOWN).trimEnd()}\nheroImage: ${src}\n`;

describe('photo sizes', () => {
  it('are the standard widths below the photo\'s own, then its own, named by its bytes', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(photoVariants(bytes, 4032).widths).toEqual([480, 800, 1200, 1600, 2000]);
    expect(photoVariants(bytes, 1000).widths).toEqual([480, 800, 1000]);
    expect(photoVariants(bytes, 300).widths).toEqual([300]);
    expect(photoVariants(bytes, 1000).base).toBe(photoVariants(new Uint8Array([1, 2, 3]), 1000).base);
    expect(photoVariants(bytes, 1000).base).not.toBe(photoVariants(new Uint8Array([1, 2, 4]), 1000).base);
  });
});

describe('sizes of pictures in grids', () => {
  it('tell the browser the share of the screen a column takes, and its pixels past the widest page', () => {
    expect(columnSizes([[1024, 3], [640, 2]])).toBe('(min-width: 1200px) 400px, (min-width: 1024px) 34vw, (min-width: 640px) 50vw, 100vw');
    expect(columnSizes([[768, 3]], 2)).toBe('(min-width: 1200px) 400px, (min-width: 768px) 34vw, 50vw');
  });
});

describe('photo warnings', () => {
  it('a hero photo narrower than a wide screen: PhotoTooSmall at the field, and the site still builds', async () => {
    const root = makeProject({ [TOWN]: withHero('/images/small.png') });
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b0124f' } }).png().toFile(join(root, 'public/images/small.png'));
    const result = await loadContent(root);
    expect(result.ok).toBe(true);
    const line = withHero('/images/small.png').split('\n').findIndex((l) => l.startsWith('heroImage:')) + 1;
    expect(where(result.warnings)).toContainEqual({ name: 'PhotoTooSmall', file: TOWN, line, column: 12 });
    expect(result.warnings.find((w) => w.name === 'PhotoTooSmall' && w.message.includes('small.png'))?.message).toMatch(/900 pixels wide.*1600/);
    if (result.ok) expect(result.content.images['/images/small.png']?.variants?.widths).toEqual([480, 800, 900]);
  });

  it('a photo over 5 MB: PhotoTooLarge, with what to do', async () => {
    const root = makeProject({ [TOWN]: withHero('/images/huge.png') });
    const noise = await sharp({ create: { width: 1800, height: 1400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 80 } } }).png({ compressionLevel: 0 }).toBuffer();
    writeFileSync(join(root, 'public/images/huge.png'), noise);
    const result = await loadContent(root);
    const warning = result.warnings.find((w) => w.name === 'PhotoTooLarge');
    expect(warning?.file).toBe(TOWN);
    expect(warning?.message).toMatch(/\/images\/huge\.png is \d+\.\d MB/);
    expect(warning?.hint).toMatch(/under 5 MB/);
  });
});
