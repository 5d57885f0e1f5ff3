// Builds a throwaway project: the valid base fixture with some files overwritten, added or removed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentError } from '../../../src/content/types.ts';

export const BASE = fileURLToPath(new URL('../../fixtures/content/base', import.meta.url));

const made: string[] = [];

/** The text of a file of the base fixture, e.g. to change one line of it. */
export const baseFile = (file: string): string => readFileSync(join(BASE, file), 'utf8');

/** The base site.config.yaml with every service priced (the parties are priced by their packages), as a launch-ready site has it. */
export const pricedServices = (site: string): string => site.replace(/^(    icon: (smile|gem|link))$/gm, '$1\n    price: 50');

/** The line of a base file where `text` first appears (1-based), so cases follow edits to the fixture. */
export const lineOf = (file: string, text: string): number => baseFile(file).split('\n').findIndex((l) => l.includes(text)) + 1;

/** A base file with its first `from` replaced by `to`, as `makeProject` takes it. */
export function editFile(file: string, from: string, to: string): Record<string, string> {
  const text = baseFile(file);
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  return { [file]: text.replace(from, to) };
}

/** `null` removes a file or folder; a string writes it. */
export function makeProject(files: Record<string, string | null> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'content-test-'));
  made.push(root);
  cpSync(BASE, root, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const path = join(root, file);
    if (text === null) rmSync(path, { recursive: true, force: true });
    else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
    }
  }
  return root;
}

export function removeProjects(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** What the tests assert: which error, where. The prose is free to improve. */
export type Where = Pick<ContentError, 'name' | 'file' | 'line' | 'column'>;

export const where = (errors: readonly ContentError[]): Where[] =>
  errors.map(({ name, file, line, column }) => ({ name, file, line, column }));

export const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;
