// Encodes a photo's resized variant with sharp, once: the result is kept in .cache/photos/ under the
// variant's name (which carries a hash of the photo's bytes), for the build and the dev server alike.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PhotoFormat } from '../schema/photo-files.ts';

export const photoCacheDir = (root: string): string => join(root, '.cache', 'photos');

/** The cached file of the variant `name` (e.g. "/_img/AbC-800.avif") of public/`src`, encoded if missing. */
export async function cachedVariant(root: string, src: string, name: string): Promise<{ file: string; encoded: boolean }> {
  const dir = photoCacheDir(root);
  const file = join(dir, name.split('/').pop() ?? name);
  if (existsSync(file)) return { file, encoded: false };
  const m = /-(\d+)\.(avif|webp)$/.exec(name);
  if (!m) throw new Error(`${name} is not a photo variant`);
  const width = Number(m[1]);
  const format = m[2] as PhotoFormat;
  // Turned upright by its EXIF orientation, never enlarged.
  const image = sharp(join(root, 'public', src), { failOn: 'none' }).rotate().resize({ width, withoutEnlargement: true });
  const encoded = format === 'avif' ? image.avif({ quality: 50, effort: 4 }) : image.webp({ quality: 75 });
  mkdirSync(dir, { recursive: true });
  // Through a temporary file, so a build stopped halfway never leaves half a picture in the cache.
  const part = `${file}.${process.pid}.part`;
  await encoded.toFile(part);
  renameSync(part, file);
  return { file, encoded: true };
}
