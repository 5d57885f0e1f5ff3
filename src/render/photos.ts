// The resized photos of the build (src/content/photos.ts names them): each variant is encoded once into
// .cache/photos/ (photo-encode.ts) and linked into dist/_img/, so a photo used on 5,000 pages,
// or built again unchanged, costs nothing more.
import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cachedVariant } from './photo-encode.ts';
import type { ImageSize } from '../schema/page.ts';
import { variantFile, type PhotoFormat } from '../schema/photo-files.ts';

const FORMATS: PhotoFormat[] = ['avif', 'webp'];

/** Writes every variant of every photo into `outDir`; returns how many were encoded (the rest came from the cache). */
export async function writePhotos(root: string, images: Record<string, ImageSize>, outDir: string): Promise<number> {
  const jobs = Object.entries(images).flatMap(([src, size]) =>
    (size.variants?.widths ?? []).flatMap((width) =>
      FORMATS.map(async (format) => {
        const name = variantFile(size.variants!.base, width, format);
        const { file, encoded } = await cachedVariant(root, src, name);
        const target = join(outDir, name);
        mkdirSync(dirname(target), { recursive: true });
        try {
          linkSync(file, target);
        } catch {
          copyFileSync(file, target);
        }
        return encoded ? 1 : 0;
      }),
    ),
  );
  return (await Promise.all(jobs)).reduce<number>((a, b) => a + b, 0);
}
