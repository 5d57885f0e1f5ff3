// The owner's container without a container engine: its start (scripts/owner-start.ts, the owner stage's
// CMD) run for real on this machine, and the content's clone it makes (src/owner/content-clone.ts): cloned
// from the site's repository, kept as it is on a restart, or started from the content the image holds.
// What needs Docker itself (the image's build, its volumes) is read from the Dockerfile (container.test.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareContent } from '../../../src/owner/content-clone.ts';
import { quickHash } from '../../support/quick-hash.ts';
import { BASE } from '../content/project.ts';
import { untilListening } from '../../support/run-script.ts';

const ROOT = process.cwd();
const run = promisify(execFile);
const git = (cwd: string, ...args: string[]) => run('git', args, { cwd }).then((r) => r.stdout.trim());
const dir = mkdtempSync(join(tmpdir(), 'owner-start-'));
const children: ChildProcess[] = [];
// The site is built inside the project, where the renderer of live pages finds its packages.
const built = join(ROOT, '.cache', `owner-start-${process.pid}`);
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  rmSync(built, { recursive: true, force: true });
});

describe("the content's clone", () => {
  it('is cloned from the repository, then kept as it is, edits and all, on the next start', async () => {
    const remote = join(dir, 'remote.git');
    const work = join(dir, 'work');
    await git(dir, 'init', '-q', '--bare', remote);
    await prepareContent({ dir: work, seed: BASE });
    await git(work, 'push', '-q', remote, 'HEAD:main');
    await git(remote, 'symbolic-ref', 'HEAD', 'refs/heads/main');

    const content = join(dir, 'content');
    expect(await prepareContent({ dir: content, repo: remote, seed: '/nowhere' })).toBe('cloned');
    expect(await git(content, 'log', '-1', '--format=%s')).toBe('The site as the container was built');
    writeFileSync(join(content, 'pages/about.yaml'), `${readFileSync(join(content, 'pages/about.yaml'), 'utf8')}# not yet published\n`);
    expect(await prepareContent({ dir: content, repo: remote, seed: '/nowhere' })).toBe('kept');
    expect(readFileSync(join(content, 'pages/about.yaml'), 'utf8')).toContain('# not yet published');
  });

  it('starts from the content the image holds, as a history of its own, without a repository', async () => {
    const content = join(dir, 'seeded');
    expect(await prepareContent({ dir: content, seed: BASE })).toBe('seeded');
    expect(existsSync(join(content, 'site.config.yaml'))).toBe(true);
    expect(await git(content, 'status', '--porcelain')).toBe('');
  });

  it('says what is wrong, without the token written in the address, and never clones over other files', async () => {
    const failed = prepareContent({ dir: join(dir, 'bad'), repo: 'https://owner:s3cret@127.0.0.1:9/site.git', seed: BASE });
    await expect(failed).rejects.toThrow(/could not be cloned from https:\/\/127\.0\.0\.1:9\/site\.git/);
    await expect(failed).rejects.not.toThrow(/s3cret/);
    const other = join(dir, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'mine');
    await expect(prepareContent({ dir: other, seed: BASE })).rejects.toThrow(/holds files but no clone/);
  });
});

describe("the owner's container start", () => {
  it('makes the content, builds the published version from it (never a draft saved in it) and serves it with the studio behind the sign-in', { timeout: 120_000 }, async () => {
    // A restart of a container whose clone holds a draft the owner saved but did not publish.
    const content = join(dir, 'start-content');
    await prepareContent({ dir: content, seed: BASE });
    const about = join(content, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: About | Test Beauty', 'title: A draft title | Test Beauty'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/owner-start.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        CONTENT_ROOT: content,
        CONTENT_SEED: BASE,
        DIST_DIR: join(built, 'dist'),
        DATA_DIR: join(dir, 'start-data'),
        DATABASE_URL: ':memory:',
        HOST: '127.0.0.1',
        PORT: '0',
        OWNER_PASSWORD_HASH: await quickHash('a long enough password'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    const { url, log } = await untilListening(server, (printed) => /studio is at/.test(printed));
    expect(log()).toMatch(/Content: .*start-content/);
    expect((await fetch(`${url}/towns/greenville`)).status).toBe(200);
    const page = await (await fetch(`${url}/about`)).text();
    expect(page).toContain('<title>About | Test Beauty</title>');
    expect(page).not.toContain('A draft title');
    const studio = await fetch(`${url}/owner/studio`, { redirect: 'manual' });
    expect(studio.status).toBe(303);
    expect(studio.headers.get('location')).toMatch(/^\/owner\?then=%2Fowner%2Fstudio/);
    server.kill('SIGTERM');
  });
});
