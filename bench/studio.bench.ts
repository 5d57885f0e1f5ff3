// The studio's speed on the project's real content (a scratch copy): how long after a pause in typing the
// preview is ready (draft applied, the whole site checked as `npm run validate` checks it, the page rendered),
// and how long opening a file takes (its text, data and schema). Targets: preview 300 ms, opening 1 s.
// STUDIO_BENCH_TOWNS=1000 adds generated towns (bench/generate-towns.ts) to see how the times grow with the site.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createStudioApp, hashOf } from '../src/owner/studio/app.ts';
import { localGuard } from '../src/owner/studio/guard.ts';
import { Workspace } from '../src/owner/studio/workspace.ts';
import { generateTowns } from './generate-towns.ts';

const PORT = 4999;
const TOKEN = 'bench';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN;

export async function run(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'studio-bench-'));
  for (const part of ['site.config.yaml', 'pages', 'public']) await cp(join(process.cwd(), part), join(root, part), { recursive: true });
  const towns = Number(process.env.STUDIO_BENCH_TOWNS ?? 0);
  if (towns > 0) console.log(`${generateTowns(root, towns).generated} generated towns added`);
  const workspace = await Workspace.open(root);
  const app = createStudioApp({ workspace, guard: localGuard({ token: TOKEN, port: PORT }), assets: { js: '', css: '' } });
  const headers = { host: `127.0.0.1:${PORT}`, cookie: `studio_session=${TOKEN}`, origin: `http://127.0.0.1:${PORT}`, 'content-type': 'application/json' };
  const table: string[][] = [['file', 'open ms (median)', 'preview ms (median)', 'preview ms (p95)']];
  try {
    for (const file of ['pages/towns/greenville.yaml', 'pages/about.yaml', 'pages/index.yaml', 'site.config.yaml']) {
      const opens: number[] = [];
      const previews: number[] = [];
      for (let i = 0; i < 12; i++) {
        let t = performance.now();
        const opened = (await (await app.request(`http://127.0.0.1:${PORT}/api/file?file=${encodeURIComponent(file)}`, { headers })).json()) as { source: string; data: Record<string, unknown> };
        opens.push(performance.now() - t);
        const key = Object.keys(opened.data).find((k) => typeof opened.data[k] === 'string')!;
        const ops = [{ op: 'set', path: [key], value: `${String(opened.data[key])} ${i}` }];
        t = performance.now();
        const res = await app.request(`http://127.0.0.1:${PORT}/api/check`, { method: 'POST', headers, body: JSON.stringify({ file, base: hashOf(opened.source), ops }) });
        await res.json();
        previews.push(performance.now() - t);
      }
      // The first round warms the modules; it is left out.
      table.push([file, median(opens.slice(2)).toFixed(0), median(previews.slice(2)).toFixed(0), p95(previews.slice(2)).toFixed(0)]);
    }
  } finally {
    await workspace.close();
    await rm(root, { recursive: true, force: true });
  }
  console.table(table);
}
