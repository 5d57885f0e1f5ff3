// The studio's page script, built once when the studio starts, in memory, with the project's own bundler
// (Vite): React for the forms, nothing else. It is never part of the site's build or dist/.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import type { StudioAssets } from './app.ts';

const CLIENT = join(import.meta.dirname, 'client');

export async function buildStudioClient(): Promise<StudioAssets> {
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
  return { js: chunk.code, css: await readFile(join(CLIENT, 'studio.css'), 'utf8') };
}
