import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { describeChanges, listChanges, publishRoutes } from './publish.ts';
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
  it('commits and pushes; without a git identity the commit is the studio’s; a failed push keeps the commit and says why', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studio-publish-'));
    const remote = await mkdtemp(join(tmpdir(), 'studio-remote-'));
    // A server's checkout: no global or system git settings, so no identity.
    vi.stubEnv('GIT_CONFIG_GLOBAL', join(dir, 'no-such-config'));
    vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
    try {
      await cp(join(import.meta.dirname, '../../../tests/fixtures/content/base'), join(dir, 'site'), { recursive: true });
      const root = join(dir, 'site');
      const git = (cwd: string, ...args: string[]) => run('git', args, { cwd });
      await git(remote, 'init', '-q', '--bare');
      await git(root, 'init', '-q');
      await git(root, 'add', '-A');
      await git(root, '-c', 'user.name=O', '-c', 'user.email=o@localhost', 'commit', '-qm', 'start');
      await git(root, 'remote', 'add', 'origin', remote);
      await git(root, 'push', '-q', '-u', 'origin', 'HEAD');
      const site = await Workspace.open(root);
      const api = new Hono();
      publishRoutes(api, site);
      const publish = async (message: string) => (await api.request('/publish', { method: 'POST', body: JSON.stringify({ message }) })).json() as Promise<Record<string, unknown>>;
      const town = join(root, 'pages/towns/greenville.yaml');

      await writeFile(town, (await readFile(town, 'utf8')).replace('population: "28,164"', 'population: "30,000"'));
      expect(await publish('New population')).toMatchObject({ pushed: true, files: ['pages/towns/greenville.yaml'] });
      expect((await git(remote, 'log', '-1', '--format=%an|%s')).stdout.trim()).toBe('Site studio|New population');

      // A remote that cannot be reached (nothing listens on 127.0.0.1:9), with a password in its address.
      await git(root, 'remote', 'set-url', 'origin', 'http://owner:s3cret-token@127.0.0.1:9/site.git');
      await writeFile(town, (await readFile(town, 'utf8')).replace('population: "30,000"', 'population: "31,000"'));
      const failed = await publish('Newer population');
      expect(failed).toMatchObject({ pushed: false, pushError: expect.stringMatching(/not sent to the remote/) });
      expect(String(failed.pushError)).not.toContain('s3cret-token');
      expect((await git(root, 'log', '-1', '--format=%s')).stdout.trim()).toBe('Newer population');
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
