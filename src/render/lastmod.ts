// When each content file last changed, for the sitemap's <lastmod>: the date of its last commit, or the
// file's own time when it has changes not yet committed (or the project is not a git checkout).
// One `git log` for the whole project, so the cost does not grow with a call per page.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FILE } from '../content/files.ts';

const git = (root: string, args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
};

/** Path relative to the root ("pages/towns/greenville.yaml") -> ISO 8601 date of its last change. */
export function lastModified(root: string, files: readonly string[]): Map<string, string> {
  const committed = new Map<string, string>();
  const log = git(root, ['log', '--format=%x00%cI', '--name-only', '--', 'pages', SITE_FILE]);
  if (log) {
    // Newest first: the first date a file appears under is its last commit.
    for (const entry of log.split('\0').slice(1)) {
      const [date, ...names] = entry.trim().split('\n');
      for (const name of names) if (name && !committed.has(name)) committed.set(name, date!);
    }
  }
  const dirty = new Set(
    (git(root, ['status', '--porcelain', '--', 'pages', SITE_FILE]) ?? '')
      .split('\n')
      .map((line) => line.slice(3).trim())
      .filter(Boolean),
  );
  const out = new Map<string, string>();
  for (const file of files) {
    const date = !dirty.has(file) ? committed.get(file) : undefined;
    out.set(file, date ?? fileTime(join(root, file)));
  }
  return out;
}

function fileTime(path: string): string {
  try {
    return statSync(path).mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
}
