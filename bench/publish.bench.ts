// Publish means live, timed: on a scratch copy of the content (a clone with its build caches, as on the
// owner's server after its first build), the server with the studio on, an owner signed in changes a town's
// description and publishes; the time is from the tap to the public page answering with the new text.
// Targets: 30 s on the real content, 60 s at 1,000 towns (PUBLISH_BENCH_TOWNS=1000 adds generated towns).
//   npm run bench:publish            PUBLISH_BENCH_TOWNS=1000 npm run bench:publish
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '../src/server/inbox/password.ts';
import { startServer } from '../src/start-server.ts';
import { contentClone, PASSWORD, studioSession } from './studio-session.ts';

export async function run(): Promise<void> {
  const project = process.cwd();
  const towns = Number(process.env.PUBLISH_BENCH_TOWNS ?? 0);
  const { dir, content } = await contentClone(project, towns);
  // Built inside the project, where the renderer finds its packages.
  const distDir = join(project, '.cache', `publish-bench-${process.pid}`, 'dist');
  try {
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
      const { req, api, save } = await studioSession(server.url);
      const file = 'pages/towns/greenville.yaml';
      for (let round = 1; round <= 2; round++) {
        const words = `Published words, round ${round}, ${Date.now()}.`;
        await save(file, ['description'], words);
        const tap = performance.now();
        await api('/publish', { message: `Round ${round}` });
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
