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

const run = promisify(execFile);

describe('the list of changes, in words', () => {
  it('names each changed field with its old and new value, and added or removed ones', () => {
    expect(describeChanges({ name: 'A', population: '1,000', attractions: ['Park'] }, { name: 'A', population: '1,200', attractions: ['Park', 'Lake'], heroImage: '/images/a.jpg' })).toEqual([
      'population: "1,000" → "1,200"',
      'attractions: 1 → 2 items',
      'heroImage: added "/images/a.jpg"',
    ]);
    expect(describeChanges({ blocks: [{ type: 'text', body: 'Hi' }] }, { blocks: [{ type: 'text', body: 'Hello' }] })).toEqual(['blocks › #1 › body: "Hi" → "Hello"']);
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
      expect(changes).toEqual([{ file: 'pages/towns/greenville.yaml', status: 'changed', details: ['population: "28,164" → "30,000"'] }]);
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
      publishRoutes(api, site);
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
      expect(await publish('Newer population')).toMatchObject({ pushed: false, pushError: expect.stringMatching(/not sent to the remote/) });
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

describe('photo warnings', () => {
  it('warns about a photo too heavy or too narrow, and not about a good one', () => {
    expect(photoWarnings(6 * 1024 * 1024, 2400)).toHaveLength(1);
    expect(photoWarnings(200_000, 400)[0]).toMatch(/400 pixels wide/);
    expect(photoWarnings(400_000, 2000)).toEqual([]);
  });
});
