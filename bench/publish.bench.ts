// Publish means live, timed: on a scratch copy of the content (a clone with its build caches, as on the
// owner's server after its first build), the server with the studio on, an owner signed in changes a town's
// description and publishes; the time is from the tap to the public page answering with the new text.
// Targets: 30 s on the real content, 60 s at 1,000 towns (PUBLISH_BENCH_TOWNS=1000 adds generated towns).
//   npm run bench:publish            PUBLISH_BENCH_TOWNS=1000 npm run bench:publish
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hashPassword } from '../src/server/inbox/password.ts';
import { startServer } from '../src/start-server.ts';
import { generateTowns } from './generate-towns.ts';

const exec = promisify(execFile);
const PASSWORD = 'a long enough bench password';

export async function run(): Promise<void> {
  const project = process.cwd();
  const towns = Number(process.env.PUBLISH_BENCH_TOWNS ?? 0);
  const dir = await mkdtemp(join(tmpdir(), 'publish-bench-'));
  const content = join(dir, 'content');
  // Built inside the project, where the renderer finds its packages.
  const distDir = join(project, '.cache', `publish-bench-${process.pid}`, 'dist');
  try {
    for (const part of ['site.config.yaml', 'pages', 'public', '.cache/pages', '.cache/photos', '.cache/social']) {
      if (existsSync(join(project, part))) await cp(join(project, part), join(content, part), { recursive: true });
    }
    if (towns > 0) console.log(`${generateTowns(content, towns).generated} generated towns added`);
    const git = (...args: string[]) => exec('git', args, { cwd: content });
    await git('init', '-q');
    await git('add', '--', 'site.config.yaml', 'pages', 'public');
    await git('-c', 'user.name=Bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'content');
    // The server's start builds the published commit (there is no build yet).
    const started = performance.now();
    const server = await startServer({
      root: project,
      env: { ...process.env, CONTENT_ROOT: content, DIST_DIR: distDir, DATA_DIR: join(dir, 'data'), DATABASE_URL: ':memory:', SMTP_URL: '', OWNER_STUDIO: 'on', OWNER_PASSWORD_HASH: await hashPassword(PASSWORD) },
      port: 0,
      hostname: '127.0.0.1',
      log: () => {},
    });
    console.log(`first build (the server's start): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    try {
      const url = server.url;
      let cookie = '';
      const req = async (path: string, init: RequestInit = {}) => {
        const res = await fetch(`${url}${path}`, { ...init, redirect: 'manual', headers: { Origin: url, Cookie: cookie, ...(init.headers as Record<string, string>) } });
        cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
        return res;
      };
      await req('/owner/sign-in', { method: 'POST', body: new URLSearchParams({ password: PASSWORD }) });
      const csrf = /name="studio-csrf" content="([^"]+)"/.exec(await (await req('/owner/studio')).text())?.[1];
      if (!csrf) throw new Error('not signed in to the studio');
      const json = { 'Content-Type': 'application/json', 'X-Studio-Csrf': csrf };
      const file = 'pages/towns/greenville.yaml';
      for (let round = 1; round <= 2; round++) {
        const words = `Published words, round ${round}, ${Date.now()}.`;
        const opened = (await (await req(`/owner/studio/api/file?file=${encodeURIComponent(file)}`)).json()) as { base: string };
        await req('/owner/studio/api/save', { method: 'POST', headers: json, body: JSON.stringify({ file, base: opened.base, ops: [{ op: 'set', path: ['description'], value: words }] }) });
        const tap = performance.now();
        const published = await req('/owner/studio/api/publish', { method: 'POST', headers: json, body: JSON.stringify({ message: `Round ${round}` }) });
        if (!published.ok) throw new Error(await published.text());
        while (!(await (await req('/towns/greenville')).text()).includes(words)) await new Promise((r) => setTimeout(r, 100));
        const live = (performance.now() - tap) / 1000;
        const state = ((await (await req('/owner/studio/api/live')).json()) as { live: { state: string } }).live.state;
        console.log(`publish ${round}${towns ? ` at ${towns} towns` : ''}: tap to live in ${live.toFixed(1)} s (the studio says "${state}")`);
      }
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(join(project, '.cache', `publish-bench-${process.pid}`), { recursive: true, force: true });
  }
}
