// Publishing on a busy day, measured on a scratch clone of the owner's content with the studio on:
//  1. memory: the server's heap (after a full collection) and resident size before and after 15 publishes;
//  2. three publishes in one build (Publish, Publish again while it builds, Undo): 75 s later (past the
//     60 s a replaced release is kept) every page of the sitemap still answers 200, with the text published last;
//  3. a saved draft is on no public page: after an Undo, and after a restart of the owner's container start
//     (scripts/owner-start.ts, started as the container starts it).
//   npx tsx --expose-gc bench/run.ts publish-trust
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { hashPassword } from '../src/server/inbox/password.ts';
import { startServer, type StartedServer } from '../src/start-server.ts';
import { contentClone, PASSWORD, studioSession, type StudioSession } from './studio-session.ts';

const TOWN = 'pages/towns/greenville.yaml';
const MB = 1024 * 1024;

/** Heap after a full collection, and the resident size, in MB. */
function memory(): { heap: number; rss: number } {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: Math.round(m.heapUsed / MB), rss: Math.round(m.rss / MB) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the studio says the last publish is no longer building; answers its state. */
async function settled(s: StudioSession): Promise<string> {
  for (;;) {
    const { live } = (await (await s.req('/owner/studio/api/live')).json()) as { live: { state: string } | null };
    if (live && live.state !== 'building') return live.state;
    await pause(200);
  }
}

const pageText = async (s: StudioSession, path: string) => {
  const res = await s.req(path);
  return { status: res.status, text: await res.text() };
};

export async function run(): Promise<void> {
  const project = process.cwd();
  const { dir, content } = await contentClone(project);
  const distDir = join(project, '.cache', `publish-trust-${process.pid}`, 'dist');
  const env = { ...process.env, CONTENT_ROOT: content, DIST_DIR: distDir, DATA_DIR: join(dir, 'data'), DATABASE_URL: ':memory:', SMTP_URL: '', OWNER_STUDIO: 'on', OWNER_PASSWORD_HASH: await hashPassword(PASSWORD) };
  let server: StartedServer | undefined;
  try {
    server = await startServer({ root: project, env, port: 0, hostname: '127.0.0.1', log: () => {} });
    const s = await studioSession(server.url);
    const publish = async (words: string) => {
      await s.save(TOWN, ['description'], words);
      await s.api('/publish', { message: words });
      return settled(s);
    };

    // 1. Memory over 15 publishes (the first publish loads what every publish uses).
    await publish('Warm-up publish.');
    await pageText(s, '/events');
    const before = memory();
    for (let i = 1; i <= 15; i++) await publish(`Publish number ${i}.`);
    const after = memory();
    console.log(`memory over 15 publishes: heap ${before.heap} → ${after.heap} MB, resident ${before.rss} → ${after.rss} MB (${after.rss - before.rss >= 0 ? '+' : ''}${after.rss - before.rss} MB)`);

    // 2. Publish, Publish again while it builds, Undo: one queued build for the last two.
    await s.save(TOWN, ['description'], 'First of three.');
    await s.api('/publish', { message: 'First of three' });
    await s.save(TOWN, ['description'], 'Second of three.');
    await s.api('/publish', { message: 'Second of three' });
    await s.api('/undo', {});
    console.log(`three publishes in one build: the studio says "${await settled(s)}"`);
    const sitemap = await pageText(s, '/sitemap.xml');
    const paths = [...sitemap.text.matchAll(/<loc>[^<]*?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    await pause(75_000);
    const answers = await Promise.all(paths.map(async (path) => (await s.req(path)).status));
    const town = await pageText(s, '/towns/greenville');
    console.log(`75 s later: ${answers.filter((a) => a === 200).length} of ${paths.length} pages answer 200; Greenville shows ${town.text.includes('First of three.') ? 'the text published last ("First of three.")' : 'OTHER TEXT'}`);

    // 3. A saved draft is never live: not after an Undo, not after a restart.
    await publish('Before the draft.');
    await s.save('pages/about.yaml', ['title'], 'A draft title, never published');
    await s.api('/undo', {});
    await settled(s);
    const about = await pageText(s, '/about');
    console.log(`a draft after an Undo: ${about.text.includes('A draft title, never published') ? 'LIVE' : 'not on the public site'}`);
    await server.close();
    server = undefined;
    const restarted = await ownerStart(project, env);
    try {
      const answer = await fetch(`${restarted.url}/about`).then((r) => r.text());
      console.log(`a draft after a restart of scripts/owner-start.ts: ${answer.includes('A draft title, never published') ? 'LIVE' : 'not on the public site'}`);
    } finally {
      restarted.stop();
    }
  } finally {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
    await rm(join(project, '.cache', `publish-trust-${process.pid}`), { recursive: true, force: true });
  }
}

/** The owner's container start as a process of its own; resolves once it prints its address. */
function ownerStart(project: string, env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => void }> {
  const port = 30_000 + (process.pid % 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/owner-start.ts'], { cwd: project, env: { ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d.toString();
      if (/site ready on/.test(output)) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`owner-start stopped (${code}):\n${output}`)));
  });
}
