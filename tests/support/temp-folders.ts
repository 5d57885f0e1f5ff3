// Temporary folders for a test file: each call makes a new one under the system's temporary folder, and all
// of them are removed once the file's tests have run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A maker of folders named `<prefix>-…`, removed after the calling file's tests. */
export function tempFolders(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    made.push(dir);
    return dir;
  };
}
