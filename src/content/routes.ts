// A page's address comes from its path under pages/: pages/about.yaml -> /about, pages/foo/index.yaml -> /foo.
import { SLUG, slugify } from '../schema/slug.ts';
import { DuplicateRoute, InvalidFileName, ReservedRoute, type Problem } from './diagnostics/errors.ts';

/** Addresses the layout owns: the not-found page is built in, and prerendered as 404.html. */
export const RESERVED_ROUTES: readonly string[] = ['/404'];

const EXTENSION = /\.(ya?ml)$/i;

/** Whether a path under pages/ is a content file at all (other files, like notes, are ignored). */
export function isContentFile(file: string): boolean {
  return EXTENSION.test(file) && !file.split('/').some((part) => part.startsWith('.'));
}

/** "pages/towns/greenville.yaml" -> "/towns/greenville"; "pages/index.yaml" -> "/". */
export function routeForFile(file: string): string {
  const parts = file.replace(/^pages\//, '').replace(EXTENSION, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** The path with every name made allowed, so a misnamed file still gets the address it will have. */
export function suggestPath(file: string): string {
  const ext = EXTENSION.exec(file)?.[1]?.toLowerCase() ?? 'yaml';
  const parts = file.replace(/^pages\//, '').replace(EXTENSION, '').split('/');
  return `pages/${parts.map((p) => slugify(p) || p).join('/')}.${ext}`;
}

/** The first folder or file name on the path that cannot be part of an address, with a better name. */
export function checkFileName(file: string): Problem | undefined {
  const parts = file.replace(/^pages\//, '').split('/');
  for (const [i, part] of parts.entries()) {
    const isFile = i === parts.length - 1;
    const ext = isFile ? (EXTENSION.exec(part)?.[1] ?? '') : '';
    const base = isFile ? part.slice(0, part.length - ext.length - 1) : part;
    if (SLUG.test(base) && ext === ext.toLowerCase()) continue;
    const better = slugify(base);
    const suggestion = better === '' ? undefined : isFile ? `${better}.${ext.toLowerCase()}` : better;
    return InvalidFileName.create({ name: part, suggestion });
  }
  return undefined;
}

export interface RoutedFile {
  file: string;
  route: string;
}

/** Reserved addresses, and every file after the first that makes an address (in file order). */
export function routeConflicts(files: readonly RoutedFile[]): Array<{ file: string; problem: Problem }> {
  const owner = new Map<string, string>();
  const conflicts: Array<{ file: string; problem: Problem }> = [];
  for (const { file, route } of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    if (RESERVED_ROUTES.includes(route)) {
      conflicts.push({ file, problem: ReservedRoute.create({ route }) });
      continue;
    }
    const first = owner.get(route);
    if (first === undefined) owner.set(route, file);
    else conflicts.push({ file, problem: DuplicateRoute.create({ route, first }) });
  }
  return conflicts;
}
