import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes `data` to `file` (its folder made if needed) through a file of this process beside it, renamed into
 * place: a process reading `file` at the same time, or after this one stopped halfway, never reads half of it.
 */
export function writeWhole(file: string, data: string | NodeJS.ArrayBufferView): void {
  mkdirSync(dirname(file), { recursive: true });
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, data);
  renameSync(part, file);
}
