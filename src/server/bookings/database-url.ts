// Where the bookings database is: DATABASE_URL as libSQL reads it (a bare path is a file under the project),
// and as the owner reads it in messages (no password, no token).
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DATABASE = 'data/bookings.db';

/** The libSQL URL for a DATABASE_URL value (a bare path becomes a file: URL, relative to `root`). */
export function databaseUrl(value: string | undefined, root: string = process.cwd()): string {
  const raw = value?.trim() || DEFAULT_DATABASE;
  if (raw === ':memory:') return raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) && !/^[a-z]:[\\/]/i.test(raw)) {
    if (!raw.startsWith('file:')) return raw;
    const path = raw.startsWith('file://') ? fileURLToPath(raw) : raw.slice('file:'.length);
    return `file:${isAbsolute(path) ? path : resolve(root, path)}`;
  }
  return `file:${isAbsolute(raw) ? raw : join(root, raw)}`;
}

/** The file behind a file: URL, or undefined for a server or an in-memory database. */
export function databaseFile(url: string): string | undefined {
  return url.startsWith('file:') ? url.slice('file:'.length) : undefined;
}

/** A URL for messages: no password, no token. */
export function describeDatabase(url: string): string {
  const file = databaseFile(url);
  if (file) return file;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url === ':memory:' ? 'memory (nothing is kept after the server stops)' : 'the configured database';
  }
}

/** True when the database would have to be created (a file that does not exist yet). */
export function databaseMissing(url: string): boolean {
  const file = databaseFile(url);
  return file !== undefined && !existsSync(file);
}
