import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { describeChanges, gitReason, listChanges, publishRoutes } from './publish.ts';
import { Workspace } from './workspace.ts';
import { photoWarnings } from './photo-upload.ts';
import { startDeployHook } from '../../../tests/support/deploy-hook-server.ts';
import { WAIT } from '../../../tests/support/wait.ts';

const run = promisify(execFile);

describe('the list of changes, in words', () => {
  it('names each changed field with its old and new value, and added or removed ones', () => {
    expect(describeChanges({ name: 'A', population: '1,000', attractions: ['Park'], services: { parties: true } }, { name: 'A', population: '1,200', attractions: ['Park', 'Lake'], services: { parties: false }, heroImage: '/images/a.jpg' })).toEqual([
      'Population: “1,000” → “1,200”',
      'Attractions: 1 → 2',
      'Services › Parties: on → off',
      'Hero image: added “/images/a.jpg”',
    ]);
    // A list's entry by its own name when it has one, else by its place, counting from 1, as the form shows it.
    expect(describeChanges({ packages: [{ title: 'Basic Glam', price: 1 }, { price: 249 }] }, { packages: [{ title: 'Basic Glam', price: 2 }, { price: 269 }] })).toEqual(['Basic Glam › Price: 1 → 2', 'Package 2 › Price: 249 → 269']);
    expect(describeChanges({ blocks: [{ type: 'text' }, { type: 'text', body: 'Hi' }] }, { blocks: [{ type: 'text' }, { type: 'text', body: 'Hello' }] })).toEqual(['Hi › Body: “Hi” → “Hello”']);
  });

  it('names a list by what it holds: the other towns of a county, not "County 1 › Other towns"', () => {
    const before = { counties: [{ name: 'Hunt', otherTowns: ['Celeste', 'Campbell', 'Lone Oak', 'Hawk Cove', 'Neylandville', 'Union Valley', 'Merit', 'Cash'] }, { name: 'Hopkins' }] };
    const after = structuredClone(before);
    after.counties[0]!.otherTowns!.pop();
    const said = describeChanges(before, after);
    expect(said).toEqual(['Other towns in Hunt County: 8 → 7']);
    expect(said.join()).not.toMatch(/County 1|entries|\[\d\]|otherTowns/);
  });

  it('lists the content files git sees as changed, with what changed in them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studio-publish-'));
    try {
      await cp(join(import.meta.dirname, '../../../tests/fixtures/content/base'), dir, { recursive: true });
      const git = (...args: string[]) => run('git', args, { cwd: dir });
      await git('init', '-q');
      await git('add', '-A');
      await git('-c', 'user.name=O', '-c', 'user.email=o@localhost', 'commit', '-qm', 'start');
      const file = join(dir, 'pages/towns/greenville.yaml');
      await writeFile(file, (await readFile(file, 'utf8')).replace('population: "28,164"', 'population: "30,000"'));
      const changes = await listChanges(dir, (f) => readFile(join(dir, f), 'utf8'));
      expect(changes).toEqual([{ file: 'pages/towns/greenville.yaml', status: 'changed', title: 'Greenville · town', details: ['Population: “28,164” → “30,000”'] }]);

      // A page with a problem stops the publish: the answer names it, with the page to open.
      await writeFile(file, (await readFile(file, 'utf8')).replace(/^county: .*$/m, 'county: Nowhere'));
      const site = await Workspace.open(dir);
      const api = new Hono();
      publishRoutes(api, site, { log: () => {} });
      const refused = await api.request('/publish', { method: 'POST', body: JSON.stringify({ message: 'New population' }) });
      expect(refused.status).toBe(409);
      const answer = (await refused.json()) as { error: string; pages: Array<{ file: string; title: string }> };
      expect(answer.error).toMatch(/^Greenville has a problem that would stop the site from being published: open it/);
      expect(answer.pages).toEqual([{ file: 'pages/towns/greenville.yaml', title: 'Greenville · town' }]);
      await site.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('publishing', () => {
  it('says why git refused, in its own error line, without a password written in the address', () => {
    const stderr = [
      'To https://owner:s3cret-token@github.com/shop/site.git',
      ' ! [rejected]        main -> main (fetch first)',
      "error: failed to push some refs to 'https://owner:s3cret-token@github.com/shop/site.git'",
      'hint: Updates were rejected because the remote contains work that you do not',
    ].join('\n');
    expect(gitReason(stderr)).toBe("error: failed to push some refs to 'https://github.com/shop/site.git'");
    expect(gitReason('fatal: unable to access the remote\n')).toBe('fatal: unable to access the remote');
  });

  it('commits and pushes, takes changes made elsewhere first, sends again what a failed push left, and pushes a new branch', { timeout: 90_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studio-publish-'));
    const remote = await mkdtemp(join(tmpdir(), 'studio-remote-'));
    // A server's checkout: no global or system git settings, so no identity.
    vi.stubEnv('GIT_CONFIG_GLOBAL', join(dir, 'no-such-config'));
    vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
    try {
      await cp(join(import.meta.dirname, '../../../tests/fixtures/content/base'), join(dir, 'site'), { recursive: true });
      const root = join(dir, 'site');
      const git = (cwd: string, ...args: string[]) => run('git', args, { cwd });
      const owner = ['-c', 'user.name=O', '-c', 'user.email=o@localhost'];
      await git(remote, 'init', '-q', '--bare');
      await git(root, 'init', '-q');
      await git(root, 'add', '-A');
      await git(root, ...owner, 'commit', '-qm', 'start');
      await git(root, 'remote', 'add', 'origin', remote);
      await git(root, 'push', '-q', '-u', 'origin', 'HEAD');
      const site = await Workspace.open(root);
      const api = new Hono();
      publishRoutes(api, site, { log: () => {} });
      const publish = async (message?: string) => (await api.request('/publish', { method: 'POST', body: JSON.stringify({ message }) })).json() as Promise<Record<string, unknown>>;
      const changes = async () => (await api.request('/changes')).json() as Promise<{ unsent: number; changes: unknown[] }>;
      const town = join(root, 'pages/towns/greenville.yaml');
      const setPopulation = async (from: string, to: string) => writeFile(town, (await readFile(town, 'utf8')).replace(`population: "${from}"`, `population: "${to}"`));
      const remoteLog = async (ref = 'HEAD') => (await git(remote, 'log', ref, '--format=%an|%s')).stdout.trim().split('\n');

      await setPopulation('28,164', '30,000');
      expect(await publish('New population')).toMatchObject({ pushed: true, files: ['pages/towns/greenville.yaml'] });
      expect((await remoteLog())[0]).toBe('Site studio|New population');

      // Someone edits the site elsewhere (on GitHub): the next publish takes that change first, then sends.
      const elsewhere = join(dir, 'elsewhere');
      await git(dir, 'clone', '-q', remote, elsewhere);
      await writeFile(join(elsewhere, 'pages/about.yaml'), `${await readFile(join(elsewhere, 'pages/about.yaml'), 'utf8')}# edited on GitHub\n`);
      await git(elsewhere, ...owner, 'commit', '-qam', 'About, on GitHub');
      await git(elsewhere, 'push', '-q');
      await setPopulation('30,000', '30,500');
      expect(await publish('Population again')).toMatchObject({ pushed: true });
      expect((await remoteLog()).slice(0, 2)).toEqual(['Site studio|Population again', 'O|About, on GitHub']);
      expect(await readFile(join(root, 'pages/about.yaml'), 'utf8')).toContain('# edited on GitHub');

      // The remote cannot be reached: the commit stays, and publishing again (nothing new) sends it.
      await git(root, 'remote', 'set-url', 'origin', join(dir, 'gone.git'));
      await setPopulation('30,500', '31,000');
      const unsent = await publish('Newer population');
      expect(unsent).toMatchObject({ pushed: false, pushError: expect.stringMatching(/could not be sent/) });
      // Git's own words (an address, "remote") go to the log, not to the owner.
      expect(JSON.stringify(unsent)).not.toMatch(/gone\.git|remote|fatal/);
      expect((await git(root, 'log', '-1', '--format=%s')).stdout.trim()).toBe('Newer population');
      await git(root, 'remote', 'set-url', 'origin', remote);
      expect(await changes()).toMatchObject({ unsent: 1, changes: [] });
      expect(await publish()).toMatchObject({ pushed: true, files: [] });
      expect((await remoteLog())[0]).toBe('Site studio|Newer population');
      expect(await publish()).toMatchObject({ error: expect.stringMatching(/Nothing has changed/) });

      // A branch of its own, never pushed: it is pushed under its name and follows it from then on.
      await git(root, 'switch', '-q', '-c', 'studio');
      await setPopulation('31,000', '32,000');
      expect(await publish('On the studio branch')).toMatchObject({ pushed: true });
      expect((await remoteLog('studio'))[0]).toBe('Site studio|On the studio branch');
      await site.close();
    } finally {
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
      await rm(remote, { recursive: true, force: true });
    }
  });
});

/** A clone of the fixture content with a remote, and the studio's publishing routes on it. */
async function publishingSite(setup: Parameters<typeof publishRoutes>[2]) {
  const dir = await mkdtemp(join(tmpdir(), 'studio-live-'));
  const root = join(dir, 'site');
  const remote = join(dir, 'remote.git');
  await cp(join(import.meta.dirname, '../../../tests/fixtures/content/base'), root, { recursive: true });
  const git = (cwd: string, ...args: string[]) => run('git', args, { cwd }).then((r) => r.stdout.trim());
  await git(dir, 'init', '-q', '--bare', remote);
  await git(root, 'init', '-q');
  await git(root, 'add', '-A');
  await git(root, '-c', 'user.name=O', '-c', 'user.email=o@localhost', 'commit', '-qm', 'start');
  await git(root, 'remote', 'add', 'origin', remote);
  await git(root, 'push', '-q', '-u', 'origin', 'HEAD');
  const workspace = await Workspace.open(root);
  const api = new Hono();
  publishRoutes(api, workspace, { log: () => {}, ...setup });
  const post = async (path: string, body: unknown = {}) => (await api.request(path, { method: 'POST', body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;
  const get = async (path: string) => (await api.request(path)).json() as Promise<Record<string, unknown>>;
  const town = join(root, 'pages/towns/greenville.yaml');
  const edit = async (from: string, to: string) => writeFile(town, (await readFile(town, 'utf8')).replace(from, to));
  return { root, git, post, get, edit, remoteLog: () => git(remote, 'log', '--format=%s'), close: () => rm(dir, { recursive: true, force: true }) };
}

describe('going live', () => {
  it('builds and serves the publish here, says "live" with its pages, and says why when a build fails', { timeout: 60_000 }, async () => {
    const builds: Array<(ok: boolean) => void> = [];
    let liveCommit: string | undefined;
    const site = await publishingSite({
      goLive: {
        // The commit as it is when the build starts is what goes live, if the build succeeds.
        publish: async () => {
          const commit = await site.git(site.root, 'rev-parse', 'HEAD');
          return new Promise((resolve) => builds.push((ok) => (ok && (liveCommit = commit), resolve({ ok, ms: 1 }))));
        },
        liveCommit: () => liveCommit,
      },
    });
    const finish = async (ok: boolean) => {
      await vi.waitFor(() => expect(builds.length).toBe(1), WAIT);
      builds.shift()!(ok);
    };
    try {
      await site.edit('population: "28,164"', 'population: "30,000"');
      const answer = await site.post('/publish', { message: 'New population' });
      expect(answer).toMatchObject({ pushed: true, live: { state: 'building', pages: [{ title: 'Greenville · town', href: '/towns/greenville' }] } });
      expect(await site.get('/changes')).toMatchObject({ hosting: 'here', changes: [], live: { state: 'building' }, undo: { message: 'New population' } });
      await finish(true);
      await vi.waitFor(async () => expect(await site.get('/live')).toMatchObject({ live: { state: 'live', finishedAt: expect.any(Number) } }), WAIT);

      await site.edit('population: "30,000"', 'population: "31,000"');
      await site.post('/publish', { message: 'Another' });
      await finish(false);
      const failed = await vi.waitFor(async () => {
        const { live } = (await site.get('/live')) as { live: { state: string; reason?: string } };
        expect(live.state).toBe('failed');
        return live;
      }, WAIT);
      expect(failed.reason).toMatch(/visitors still see the previous one/);
      // The change is saved but not live: one tap on Publish builds it again.
      expect(await site.get('/changes')).toMatchObject({ changes: [], notLive: true });
      expect(await site.post('/publish', {})).toMatchObject({ live: { state: 'building', kind: 'publish' } });
      await finish(true);
      await vi.waitFor(async () => expect(await site.get('/live')).toMatchObject({ live: { state: 'live' } }), WAIT);
      expect(await site.get('/changes')).toMatchObject({ notLive: false });
      expect(await site.post('/publish', {})).toMatchObject({ error: expect.stringMatching(/Nothing has changed/) });
    } finally {
      await site.close();
    }
  });

  it('undoes the last publish with a new commit that goes live the same way, and only while it is the last', { timeout: 60_000 }, async () => {
    let built = 0;
    const site = await publishingSite({ goLive: { publish: async () => ({ ok: true, ms: ++built }), liveCommit: () => undefined } });
    try {
      await site.edit('population: "28,164"', 'population: "30,000"');
      // A photo uploaded with the change stays in the library when the change is undone.
      await writeFile(join(site.root, 'public/images/new-photo.png'), 'png');
      await site.post('/publish', { message: 'New population' });
      const undone = await site.post('/undo');
      expect(undone).toMatchObject({ pushed: true, files: ['pages/towns/greenville.yaml', 'public/images/new-photo.png'], live: { state: 'building', kind: 'undo' } });
      expect(await readFile(join(site.root, 'pages/towns/greenville.yaml'), 'utf8')).toContain('population: "28,164"');
      expect(await site.git(site.root, 'ls-files', 'public/images/new-photo.png')).toBe('public/images/new-photo.png');
      expect(await site.get('/changes')).toMatchObject({ changes: [] });
      expect((await site.remoteLog()).split('\n').slice(0, 2)).toEqual(['Undo: New population', 'New population']);
      expect(built).toBe(2);
      // Undoing the undo puts the change back; once something else is published, the earlier one stays.
      await site.post('/undo');
      expect(await readFile(join(site.root, 'pages/towns/greenville.yaml'), 'utf8')).toContain('population: "30,000"');
      await site.git(site.root, '-c', 'user.name=O', '-c', 'user.email=o@localhost', 'commit', '-q', '--allow-empty', '-m', 'made elsewhere');
      expect(await site.post('/undo')).toMatchObject({ error: expect.stringMatching(/no publish to undo/) });
    } finally {
      await site.close();
    }
  });

  it('publishes once for two taps at the same moment: one commit, one build, both told it is on its way', { timeout: 60_000 }, async () => {
    let builds = 0;
    const site = await publishingSite({ goLive: { publish: () => (builds++, new Promise(() => {})), liveCommit: () => undefined } });
    try {
      await site.edit('population: "28,164"', 'population: "30,000"');
      const answers = await Promise.all([site.post('/publish', { message: 'Tap one' }), site.post('/publish', { message: 'Tap two' })]);
      expect(answers.map((a) => (a.live as { state: string } | null)?.state)).toEqual(['building', 'building']);
      expect((await site.remoteLog()).split('\n')).toEqual(['Tap one', 'start']);
      expect(builds).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('takes back a saved change that is not published, and a new page or photo not published', { timeout: 60_000 }, async () => {
    const site = await publishingSite({});
    try {
      await site.edit('population: "28,164"', 'population: "30,000"');
      await writeFile(join(site.root, 'public/images/draft.png'), 'png');
      expect(((await site.get('/changes')).changes as Array<{ file: string }>).map((c) => c.file).sort()).toEqual(['pages/towns/greenville.yaml', 'public/images/draft.png']);
      expect(await site.post('/discard', { file: 'pages/towns/greenville.yaml' })).toEqual({ discarded: 'Greenville · town' });
      expect(await readFile(join(site.root, 'pages/towns/greenville.yaml'), 'utf8')).toContain('population: "28,164"');
      expect(await site.post('/discard', { file: 'public/images/draft.png' })).toEqual({ discarded: 'Photo draft.png' });
      expect(await site.get('/changes')).toMatchObject({ changes: [] });
      expect(await site.post('/discard', { file: 'pages/towns/greenville.yaml' })).toMatchObject({ error: expect.any(String) });
      expect(await site.post('/discard', { file: '../outside.yaml' })).toMatchObject({ error: expect.any(String) });
    } finally {
      await site.close();
    }
  });

  it('asks the host to build through its deploy hook after the push, and says honestly when it did not answer', { timeout: 60_000 }, async () => {
    const hook = await startDeployHook();
    const broken = await startDeployHook(500);
    const site = await publishingSite({ deployHook: hook.url });
    const other = await publishingSite({ deployHook: broken.url });
    const nowhere = await publishingSite({});
    try {
      for (const s of [site, other, nowhere]) await s.edit('population: "28,164"', 'population: "30,000"');
      expect(await site.post('/publish', { message: 'Hooked' })).toMatchObject({ pushed: true, live: null, next: expect.stringMatching(/host is building/) });
      expect(hook.calls).toEqual([{ method: 'POST' }]);
      expect(await other.post('/publish', { message: 'Hooked' })).toMatchObject({ next: expect.stringMatching(/did not start building/) });
      expect(await nowhere.post('/publish', { message: 'Sent' })).toMatchObject({ next: expect.stringMatching(/next builds it/) });
      expect(await site.get('/changes')).toMatchObject({ hosting: 'hook' });
    } finally {
      await Promise.all([site.close(), other.close(), nowhere.close(), hook.close(), broken.close()]);
    }
  });
});

describe('photo warnings', () => {
  it('warns about a photo too heavy or too narrow, and not about a good one', () => {
    expect(photoWarnings(6 * 1024 * 1024, 2400)).toHaveLength(1);
    expect(photoWarnings(200_000, 400)[0]).toMatch(/400 pixels wide/);
    expect(photoWarnings(400_000, 2000)).toEqual([]);
  });
});
