// The studio's speed on the project's real content (a scratch copy): how long after a pause in typing the
// preview is ready (draft applied, the whole site checked as `npm run validate` checks it, the page rendered),
// and how long opening a file takes (its text, data and schema). Each round is one keystroke's edit of a
// field that keeps the page building (a town's description, a page's title, the business's name), plus a
// town's name (which the file name must follow: an error, no preview). "check ms" is the server's own time
// (Workspace.check); "key → preview" adds the editor's pause after the last key (PAUSE_MS in
// src/owner/studio/client/Editor.tsx) to the request's round trip, sent as the page sends it (with the version
// of the other pages' problems it holds, which come again only when they changed). Targets: check 150 ms,
// key → preview 400 ms, opening 1 s. STUDIO_BENCH_TOWNS=1000 adds generated towns (bench/generate-towns.ts) to see how the times grow
// (targets at 1,000 towns: the first edit after opening ≤ 500 ms key → preview, the next ≤ 250 ms). The first
// row is the owner's first edit after the studio's page opened (which warms the workspace in the background).
// As the studio runs on the server and in `npm run studio`: React's production build.
import '../src/server/production-env.ts';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createStudioApp, hashOf } from '../src/owner/studio/app.ts';
import { localGuard } from '../src/owner/studio/guard.ts';
import { Workspace } from '../src/owner/studio/workspace.ts';
import { generateTowns } from './generate-towns.ts';

const PORT = 4999;
/** The editor's pause after the last key before it asks for a check. */
const PAUSE_MS = 80;

/** What each round edits: a string field, with a keystroke added. */
const EDITS: Array<{ file: string; path: string[]; label: string }> = [
  { file: 'pages/towns/greenville.yaml', path: ['description'], label: 'town: description' },
  { file: 'pages/towns/greenville.yaml', path: ['name'], label: 'town: name (an error)' },
  { file: 'pages/about.yaml', path: ['title'], label: 'page: title' },
  { file: 'pages/index.yaml', path: ['title'], label: 'home: title' },
  { file: 'site.config.yaml', path: ['business', 'name'], label: 'site config: business name' },
];
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
  // The version of the other pages' problems the studio's page holds: sent with each check as the page sends it.
  let elsewhere: string | undefined;
  const table: string[][] = [['edit', 'open ms (median)', 'check ms (median)', 'preview ms (median)', 'preview ms (p95)', 'key → preview ms (median)']];
  try {
    // The first edit after the studio opens, as the owner makes it: the studio's page (which warms the
    // workspace), a moment to choose a page (STUDIO_BENCH_CHOOSE_MS, default 3000), the page, one key.
    {
      await app.request(`http://127.0.0.1:${PORT}/`, { headers });
      await new Promise((r) => setTimeout(r, Number(process.env.STUDIO_BENCH_CHOOSE_MS ?? 3000)));
      const { file, path } = EDITS[0]!;
      let t = performance.now();
      const opened = (await (await app.request(`http://127.0.0.1:${PORT}/api/file?file=${encodeURIComponent(file)}`, { headers })).json()) as { source: string; data: Record<string, unknown> };
      const open = performance.now() - t;
      const value = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], opened.data);
      t = performance.now();
      const res = await app.request(`http://127.0.0.1:${PORT}/api/check`, { method: 'POST', headers, body: JSON.stringify({ file, base: hashOf(opened.source), ops: [{ op: 'set', path, value: `${String(value)}x` }], elsewhere }) });
      const body = (await res.json()) as { ms: number; elsewhere: string };
      elsewhere = body.elsewhere;
      const preview = performance.now() - t;
      table.push(['first edit after opening', open.toFixed(0), String(body.ms), preview.toFixed(0), '', (PAUSE_MS + preview).toFixed(0)]);
    }
    for (const { file, path, label } of EDITS) {
      const opens: number[] = [];
      const checks: number[] = [];
      const previews: number[] = [];
      for (let i = 0; i < 12; i++) {
        let t = performance.now();
        const opened = (await (await app.request(`http://127.0.0.1:${PORT}/api/file?file=${encodeURIComponent(file)}`, { headers })).json()) as { source: string; data: Record<string, unknown> };
        opens.push(performance.now() - t);
        const value = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], opened.data);
        const ops = [{ op: 'set', path, value: `${String(value)}${i % 2 ? ' ' : ''}x` }];
        t = performance.now();
        const res = await app.request(`http://127.0.0.1:${PORT}/api/check`, { method: 'POST', headers, body: JSON.stringify({ file, base: hashOf(opened.source), ops, elsewhere }) });
        const body = (await res.json()) as { ms: number; preview?: string; blocking: boolean; elsewhere: string };
        elsewhere = body.elsewhere;
        previews.push(performance.now() - t);
        checks.push(body.ms);
        if (i === 0) console.log(`${label}: ${body.preview === undefined ? 'no preview' : 'preview'}${body.blocking ? ', blocking' : ''}`);
      }
      // The first rounds warm the modules and the studio's cache; they are left out.
      const [o, c, p] = [opens, checks, previews].map((xs) => xs.slice(2));
      table.push([label, median(o!).toFixed(0), median(c!).toFixed(0), median(p!).toFixed(0), p95(p!).toFixed(0), (PAUSE_MS + median(p!)).toFixed(0)]);
    }
  } finally {
    await workspace.close();
    await rm(root, { recursive: true, force: true });
  }
  console.table(table);
}
