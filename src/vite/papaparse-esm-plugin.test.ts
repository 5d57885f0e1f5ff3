// The client build reads papaparse as an ES module: the same Papa, without CommonJS interop.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { papaparseAsModule } from './papaparse-esm-plugin.ts';

const require = createRequire(import.meta.url);

it('turns papaparse.min.js into a module whose default export parses CSV as papaparse does', async () => {
  const code = papaparseAsModule(readFileSync(require.resolve('papaparse/papaparse.min.js'), 'utf8'));
  expect(code).not.toMatch(/module\.exports|define\.amd/);
  const dir = mkdtempSync(join(tmpdir(), 'papaparse-esm-'));
  try {
    writeFileSync(join(dir, 'papaparse.mjs'), code);
    const { default: Papa } = (await import(pathToFileURL(join(dir, 'papaparse.mjs')).href)) as { default: typeof import('papaparse') };
    const text = 'a,b\n"1,2","x ""y"""\n';
    expect(Papa.parse(text, { delimiter: ',' }).data).toEqual(require('papaparse').parse(text, { delimiter: ',' }).data);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses a file of another shape, so an update of papaparse cannot slip through as CommonJS', () => {
  expect(() => papaparseAsModule('module.exports = {}')).toThrow(/UMD wrapper/);
});
