// File system access of the content core: the site config's name, listing folders and reading image sizes.
import { readdir, readFile, readlink, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { ImageSize } from './types.ts';

/** The site config: business details, navigation and footer of every page, the collections' vocabulary. */
export const SITE_FILE = 'site.config.yaml';

/** A symbolic link the site cannot publish, and why. */
export interface BadLink {
  /** "/"-separated, relative to the folder listed. */
  path: string;
  target: string;
  reason: 'outside' | 'folder' | 'dangling';
}

/**
 * Every file under `dir`, as "/"-separated paths relative to it; hidden files and folders are skipped.
 * Links are not followed: a link to a file inside `dir` counts as that file, and any other link (to a
 * folder, which may loop, to a place outside `dir`, or to nothing) is returned as a bad link.
 */
export async function listFiles(dir: string): Promise<{ files: string[]; badLinks: BadLink[] }> {
  const files: string[] = [];
  const badLinks: BadLink[] = [];
  const base = await realpath(dir);
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) {
        const link = await checkLink(base, join(dir, path));
        if (link.ok) files.push(path);
        else badLinks.push({ path, target: link.target, reason: link.reason });
      } else if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  await walk('');
  return { files: files.sort(), badLinks };
}

async function checkLink(base: string, path: string): Promise<{ ok: true } | { ok: false; target: string; reason: BadLink['reason'] }> {
  const target = await readlink(path).catch(() => '?');
  const real = await realpath(path).catch(() => undefined);
  if (real === undefined) return { ok: false, target, reason: 'dangling' };
  if (real !== base && !real.startsWith(base + sep)) return { ok: false, target, reason: 'outside' };
  const info = await stat(real);
  return info.isFile() ? { ok: true } : { ok: false, target, reason: 'folder' };
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
