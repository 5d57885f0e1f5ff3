// The studio's page script, built with the project's own bundler (Vite): React for the forms, nothing
// else. It is never part of the site's build or dist/. The result is kept in node_modules/.cache/studio,
// keyed by the hash of its sources, so the studio starts without building again until they change.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import type { StudioAssets } from './app.ts';

const HERE = import.meta.dirname;
const CLIENT = join(HERE, 'client');
const CACHE = join(HERE, '../../../node_modules/.cache/studio');

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  // The page's own files and the pure modules it takes from the server's folder (a label changed there is a new page).
  const files = [...(await readdir(CLIENT)).sort().map((f) => join(CLIENT, f)), join(HERE, 'ops.ts'), join(HERE, 'labels.ts')];
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function bundle(): Promise<string> {
  const out = await build({
    configFile: false,
    root: CLIENT,
    logLevel: 'silent',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: { write: false, minify: true, emptyOutDir: false, rollupOptions: { input: join(CLIENT, 'main.tsx'), output: { codeSplitting: false } } },
  });
  const output = (Array.isArray(out) ? out[0] : out) as Rollup.RollupOutput;
  const chunk = output.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
  if (!chunk) throw new Error('the studio page script was not built');
  return chunk.code;
}

export async function buildStudioClient(): Promise<StudioAssets> {
  const cached = join(CACHE, `studio-${await sourcesHash()}.js`);
  let js = await readFile(cached, 'utf8').catch(() => undefined);
  if (js === undefined) {
    js = await bundle();
    await mkdir(CACHE, { recursive: true });
    // Written whole, then renamed: another process starting the studio at the same time reads all of it or nothing.
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, js);
    await rename(partial, cached);
  }
  return { js, css: await readFile(join(CLIENT, 'studio.css'), 'utf8') };
}
