// One JSON document on disk that survives a restart (the events relay's last good copy). Its folder is
// created on the first save. A save writes a temporary file and renames it over the old one, so a crash
// mid-write leaves the previous document whole, never half of each.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface JsonFileStore<T> {
  /** The saved document, or undefined when there is none yet. Throws on a file that is not JSON. */
  load(): T | undefined;
  save(value: T): Promise<void>;
}

export function createJsonFileStore<T>(file: string): JsonFileStore<T> {
  let writes = 0;
  return {
    load: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined),
    async save(value) {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${(writes += 1)}.tmp`;
      await writeFile(temporary, JSON.stringify(value));
      await rename(temporary, file);
    },
  };
}
