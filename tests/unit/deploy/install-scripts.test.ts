// npm 11 runs a dependency's install scripts only when package.json's `allowScripts` allows them, and ends
// every install with a warning for each one it skipped. The lock file says which packages have such scripts:
// each needs a decision (a fresh clone's `npm ci` then prints no warning, and sharp and esbuild get set up
// as they expect), and no decision is kept for a package that no longer has one (`npm install-scripts prune`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = process.cwd();
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

it('decides for every dependency with an install script, and for no other', () => {
  const lock = json('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
  const withScripts = new Set(
    Object.entries(lock.packages).flatMap(([path, entry]) => (entry.hasInstallScript && path ? [path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)] : [])),
  );
  const allowed = Object.keys((json('package.json').allowScripts ?? {}) as Record<string, boolean>).map((key) => key.replace(/(.)@.*$/, '$1'));
  expect(new Set(allowed)).toEqual(withScripts);
});
