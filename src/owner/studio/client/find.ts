// Finding a page by its name in the list: every word typed, in any case and without accents.
import type { FileInfo } from './api.ts';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function findPages<T extends Pick<FileInfo, 'name'>>(files: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return files.filter((f) => words.every((w) => fold(f.name).includes(w)));
}

/** The pages of a group in the order the owner looks for them: the home page first, then by name. */
export const byName = <T extends Pick<FileInfo, 'name' | 'route'>>(files: readonly T[]): T[] =>
  [...files].sort((a, b) => Number(b.route === '/') - Number(a.route === '/') || a.name.localeCompare(b.name));
