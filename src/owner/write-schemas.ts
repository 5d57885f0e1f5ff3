// Writes schemas/*.json and .vscode/settings.json when their text changed (see json-schemas.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { editorSettings, jsonSchemas, SCHEMA_DIR } from './json-schemas.ts';
import type { SiteConfig } from '../schema/site-schema.ts';

/** The files to write, with their text: the schemas and the editor settings. */
export function schemaFiles(site: SiteConfig | undefined): Array<{ file: string; text: string }> {
  const schemas = jsonSchemas(site);
  return [...schemas.map((s) => ({ file: s.file, text: s.json })), { file: '.vscode/settings.json', text: editorSettings(schemas) }];
}

/**
 * Writes each file whose text differs; returns the ones written. `onlyIfPresent` (validate, build) keeps
 * them up to date in a project that has them, without adding them to one that does not.
 */
export function writeJsonSchemas(root: string, site: SiteConfig | undefined, { onlyIfPresent = false } = {}): string[] {
  if (onlyIfPresent && !existsSync(join(root, SCHEMA_DIR))) return [];
  const written: string[] = [];
  for (const { file, text } of schemaFiles(site)) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    written.push(file);
  }
  return written;
}
