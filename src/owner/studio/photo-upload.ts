// Photos for the pages: uploaded into public/images/ through the checks the build makes of every picture
// (a format the photo pipeline resizes, readable dimensions, the size warnings of the content core).
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { imageSize } from 'image-size';
import { listFiles } from '../../content/files.ts';
import { MAX_PHOTO_BYTES, PHOTO, SHOWN_WIDTH } from '../../content/photos.ts';
import { slugify } from '../../schema/slug.ts';
import { labelOf } from './labels.ts';
import { toolText } from './messages.ts';
import { OutsideError, type Workspace } from './workspace.ts';

/** What the owner is told about a photo before it is used: each a sentence. */
export function photoWarnings(bytes: number, width: number): string[] {
  const warnings: string[] = [];
  if (bytes > MAX_PHOTO_BYTES) warnings.push(toolText.photoLarge((bytes / 1024 / 1024).toFixed(1), MAX_PHOTO_BYTES / 1024 / 1024));
  if (width < SHOWN_WIDTH.other) warnings.push(toolText.photoSmall(width, SHOWN_WIDTH.other));
  else if (width < SHOWN_WIDTH.hero) warnings.push(toolText.photoNotHero(width, SHOWN_WIDTH.hero));
  return warnings;
}

/** A photo's name as the owner reads it: "towns/lone-oak.jpg" -> "Lone oak". */
export const photoName = (file: string): string => labelOf(file.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/i, ''));

/** The most pixels a photo may have: a 50-megapixel camera's. Larger ones cost the build too much memory. */
export const MAX_PIXELS = 50_000_000;

/** Whether `bytes` decode as a whole picture within the pixel limit ('huge' when over it). */
export async function decodes(bytes: Uint8Array): Promise<true | 'huge' | 'unreadable'> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    if (width * height > MAX_PIXELS) return 'huge';
    await image.stats();
    return true;
  } catch (error) {
    return /pixel limit/i.test(String(error)) ? 'huge' : 'unreadable';
  }
}

/** The format image-size finds in a photo of each accepted extension. */
const FORMAT: Record<string, string> = { '.jpg': 'jpg', '.jpeg': 'jpg', '.png': 'png', '.webp': 'webp' };

export function photoRoutes(api: Hono, workspace: Workspace): void {
  // Each photo with its name and the day it was added, newest first: a photo just uploaded is the first one.
  api.get('/photos', async (c) => {
    const dir = join(workspace.root, 'public/images');
    const { files } = await listFiles(dir).catch(() => ({ files: [] as string[] }));
    const pictures = files.filter((f) => /\.(jpe?g|png|webp|svg|avif)$/i.test(f));
    const photos = await Promise.all(
      pictures.map(async (f) => ({ src: `/images/${f}`, name: photoName(f), added: (await stat(join(dir, f)).then((s) => s.mtimeMs, () => 0)) })),
    );
    photos.sort((a, b) => b.added - a.added || a.src.localeCompare(b.src));
    return c.json({ photos: photos.map((p) => ({ ...p, added: new Date(p.added).toISOString() })) });
  });

  api.post('/photo', async (c) => {
    const form = await c.req.parseBody().catch(() => undefined);
    const upload = form?.file;
    if (!(upload instanceof File)) return c.json({ error: toolText.photoMissing }, 400);
    const dot = upload.name.lastIndexOf('.');
    const ext = upload.name.slice(dot).toLowerCase();
    if (!PHOTO.test(ext)) return c.json({ error: toolText.photoType }, 400);
    const name = slugify(upload.name.slice(0, Math.max(0, dot)));
    const folder = String(form?.folder ?? '').split('/').map(slugify).filter(Boolean).join('/');
    if (!name) return c.json({ error: toolText.newName }, 400);
    const bytes = new Uint8Array(await upload.arrayBuffer());
    // A picture of the format its name says, with a size: a renamed file or a run of zeros is refused.
    let width = 0;
    try {
      const size = imageSize(bytes);
      if (size.type === FORMAT[ext]) width = size.width;
    } catch {
      width = 0;
    }
    if (!width) return c.json({ error: toolText.photoUnreadable }, 400);
    // Judged by its pixels, not its header: decoded whole (on sharp's threads), within a pixel limit, so a
    // file that only starts like a picture, or claims to be enormous, is refused before it is kept.
    const decoded = await decodes(bytes);
    if (decoded !== true) return c.json({ error: decoded === 'huge' ? toolText.photoHuge(MAX_PIXELS / 1_000_000) : toolText.photoUnreadable }, 400);
    const rel = `images/${folder ? `${folder}/` : ''}${name}${ext === '.jpeg' ? '.jpg' : ext}`;
    if (existsSync(join(workspace.root, 'public', rel))) return c.json({ error: toolText.photoExists(rel.split("/").pop() ?? rel) }, 409);
    try {
      await workspace.write(`public/${rel}`, bytes);
    } catch (error) {
      if (error instanceof OutsideError) return c.json({ error: toolText.photoOutside }, 400);
      throw error;
    }
    return c.json({ src: `/${rel}`, width, warnings: photoWarnings(bytes.length, width) });
  });
}
