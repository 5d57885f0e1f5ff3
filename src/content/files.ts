// File system access of the content core: listing folders and reading image sizes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { ImageSize } from './types.ts';

/** Every file under `dir`, as "/"-separated paths relative to it; hidden files and folders are skipped. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) out.push(path);
    }
  };
  await walk('');
  return out.sort();
}

/** Width and height of an image in public/, or why they cannot be read. */
export async function readImageSize(file: string): Promise<ImageSize | { reason: string }> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (e) {
    return { reason: e instanceof Error ? e.message : 'unreadable' };
  }
  try {
    const { width, height } = imageSize(bytes);
    if (width > 0 && height > 0) return { width, height };
    return { reason: 'it has no width or height' };
  } catch (e) {
    const message = e instanceof Error ? e.message : '';
    if (/svg/i.test(message)) return { reason: 'its <svg> element has neither width and height nor a viewBox' };
    return { reason: message.startsWith('unsupported file type') ? 'it is not an image format we know' : message || 'unreadable' };
  }
}
