// The production server under load on loopback (autocannon, 50 connections): requests per second and
// latency for a page, the home page asked with q-values (`gzip;q=1.0, br;q=0.5`) against plain `br` (both
// must come from the build's files, so within 30 % of each other), the main script, a revalidated page (304),
// the 404 page and a cached API answer (the events relay serving its saved copy of the sheet), 10,000
// requests each, with the server's peak memory. PORT picks the server's port (default: a free one).
// Needs a build (`npm run bench` builds first). The server runs as `npm run serve` does, in a child process
// of its own, so its memory is its own; its data folder is a temporary one holding a copy of a sheet.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { loadSiteConfig } from '../src/content/load.ts';
import { makeSheet } from './events.bench.ts';

const REQUESTS = Number(process.env.SERVE_REQUESTS ?? 10_000);
const CONNECTIONS = 50;
const PAIRED_SECONDS = Number(process.env.SERVE_PAIRED_SECONDS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The peak resident memory of a process so far (Linux), in MB. */
const peakMb = (pid: number): number => {
  const m = /VmHWM:\s*(\d+)\s*kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m?.[1] ? Number(m[1]) / 1024 : NaN;
};

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  expect: number;
}

export async function run(): Promise<void> {
  const config = await loadSiteConfig(process.cwd());
  if (!config.ok) throw new Error('site.config.yaml does not validate: run npm run validate');
  const dataDir = mkdtempSync(join(tmpdir(), 'serve-bench-'));
  // The relay's saved copy, as it keeps one across restarts: the events API answers from it.
  const copy = { sheetUrl: config.site.events.sheetCsvUrl, copy: { body: makeSheet(40), fetchedAt: Date.now() } };
  writeFileSync(join(dataDir, 'events-sheet.json'), JSON.stringify(copy));
  const port = Number(process.env.PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      server.once('exit', (code) => reject(new Error(`the server stopped with code ${code}`)));
    });
    const home = await (await fetch(`${base}/`)).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(home)?.[1];
    if (!script) throw new Error('the home page names no main script');
    const etag = (await fetch(`${base}/about`, { headers: { 'accept-encoding': 'br' } })).headers.get('etag') ?? '';
    const scenarios: Scenario[] = [
      { name: 'page (br)', path: '/about', headers: { 'accept-encoding': 'br, gzip' }, expect: 200 },
      { name: 'page (gzip)', path: '/about', headers: { 'accept-encoding': 'gzip' }, expect: 200 },
      { name: 'page revalidated', path: '/about', headers: { 'accept-encoding': 'br', 'if-none-match': etag }, expect: 304 },
      { name: 'main script (br)', path: script, headers: { 'accept-encoding': 'br, gzip' }, expect: 200 },
      { name: '404 page', path: '/no-such-page', headers: { 'accept-encoding': 'gzip' }, expect: 404 },
      { name: 'events API (cached)', path: '/api/events.csv', headers: { 'accept-encoding': 'gzip' }, expect: 200 },
    ];
    const rows = [['request', 'requests', 'errors', 'unexpected status', 'req/s', 'p50 ms', 'p99 ms']];
    const measure = async (s: Scenario, connections = CONNECTIONS, seconds?: number): Promise<number> => {
      const result = await autocannon({
        url: `${base}${s.path}`,
        headers: s.headers,
        connections,
        ...(seconds ? { duration: seconds } : { amount: REQUESTS }),
      });
      const wrong = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => Number(code) !== s.expect)
        .reduce((n, [, v]) => n + (v as { count: number }).count, 0);
      rows.push([s.name, String(result.requests.sent), String(result.errors + result.timeouts), String(wrong), result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99)]);
      return result.requests.average;
    };
    for (const s of scenarios) await measure(s);
    // The two ways of asking for the home page run at the same time for the same seconds, half the
    // connections each, so a busy machine slows both alike.
    const pair = (name: string, encoding: string) => measure({ name, path: '/', headers: { 'accept-encoding': encoding }, expect: 200 }, CONNECTIONS / 2, PAIRED_SECONDS);
    const [br, weighted] = await Promise.all([pair('home (br), paired', 'br'), pair('home (gzip;q=1.0, br;q=0.5), paired', 'gzip;q=1.0, br;q=0.5')]);
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
    console.log(`${CONNECTIONS} connections, ${REQUESTS} requests each; server peak memory ${peakMb(server.pid!).toFixed(0)} MB`);
    // q-values must not send a request down a slower path (per-request compression was about 3x slower).
    const gap = Math.abs(weighted - br) / Math.max(weighted, br);
    console.log(`home with q-values vs plain br: ${weighted.toFixed(0)} vs ${br.toFixed(0)} req/s, ${(gap * 100).toFixed(0)} % apart (limit 30 %)${gap > 0.3 ? ' -- OVER THE LIMIT' : ''}`);
    if (gap > 0.3) process.exitCode = 1;
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
