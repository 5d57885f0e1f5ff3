// Releases: built from the published commit (never the drafts in the checkout), served once per build
// whoever asked, never retiring what is served; a build that fails leaves nothing behind and keeps its
// output for the log, and one that hangs is stopped with everything it started. A stand-in project whose
// build writes the content's text into the page (the real build is run by the studio's browser journey).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WAIT } from '../../tests/support/wait.ts';
import { siteReleases, type Release } from './releases.ts';

const dir = mkdtempSync(join(tmpdir(), 'releases-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function project() {
  const root = mkdtempSync(join(dir, 'project-'));
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  // Counts its runs, takes a while, fails when the content says so, and hangs (with a child) when told.
  writeFileSync(
    join(root, 'scripts/build.ts'),
    `import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
const text: string = readFileSync(process.env.CONTENT_ROOT + '/text', 'utf8');
appendFileSync(${JSON.stringify(join(root, 'runs'))}, 'x');
await new Promise((r) => setTimeout(r, 300));
if (text === 'broken') { console.error('pages/about.yaml:1:1 broken'); process.exit(1); }
if (text === 'hang') {
  mkdirSync(process.env.DIST_DIR + '.tmp', { recursive: true });
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  writeFileSync(${JSON.stringify(join(root, 'child'))}, String(child.pid));
  await new Promise(() => {});
}
mkdirSync(process.env.DIST_DIR!, { recursive: true });
writeFileSync(process.env.DIST_DIR + '/404.html', text);
`,
  );
  const content = join(root, 'content');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=O', '-c', 'user.email=o@localhost', ...args], { cwd: content, encoding: 'utf8' }).trim();
  git('init', '-q');
  const write = (text: string) => writeFileSync(join(content, 'text'), text);
  const commit = (text: string) => {
    write(text);
    git('add', 'text');
    git('commit', '-qm', text);
    return git('rev-parse', 'HEAD');
  };
  const served: Release[] = [];
  const releases = (timeoutMs?: number) =>
    siteReleases({ project: root, content, distDir: join(root, 'dist'), env: process.env, graceMs: 50, log: () => {}, serve: async (r) => void served.push(r), ...(timeoutMs && { timeoutMs }) });
  return { root, write, commit, served, releases, runs: () => readFileSync(join(root, 'runs'), 'utf8').length, page: (r: Release) => readFileSync(join(r.distDir, '404.html'), 'utf8') };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('site releases', () => {
  it('builds the published commit, not the drafts; three publishes during a build share one more, served once, and what is served stays', { timeout: 60_000 }, async () => {
    const p = project();
    const releases = p.releases();
    try {
      const first = p.commit('first');
      p.write('a draft');
      const one = releases.publish();
      // Asked three times while the first builds (a second Publish, an Undo, a third): one more build.
      await vi.waitFor(() => expect(existsSync(join(p.root, 'runs'))).toBe(true), WAIT);
      const second = p.commit('second');
      p.write('another draft');
      const later = await Promise.all([releases.publish(), releases.publish(), releases.publish()]);
      expect(await one).toMatchObject({ ok: true, commit: first });
      expect(later).toEqual([later[0], later[0], later[0]]);
      expect(later[0]).toMatchObject({ ok: true, commit: second });
      expect(p.runs()).toBe(2);
      // Each build served once, in order; the drafts never.
      expect(p.served.map((r) => [r.commit, p.page(r)])).toEqual([
        [first, 'first'],
        [second, 'second'],
      ]);
      const [replaced, serving] = p.served as [Release, Release];
      expect(releases.serving()).toEqual(serving);
      // The replaced one goes after its grace; the one served stays.
      await vi.waitFor(() => expect(existsSync(replaced.distDir)).toBe(false), WAIT);
      await new Promise((r) => setTimeout(r, 200));
      expect(p.page(serving)).toBe('second');
      expect(readFileSync(join(serving.content, 'text'), 'utf8')).toBe('second');
    } finally {
      releases.close();
    }
    expect(existsSync(join(p.root, `dist.releases/${process.pid}`))).toBe(false);
  });

  it('keeps the output of a failed build for the log and leaves no folder behind; a stopped server left its releases, which go', { timeout: 60_000 }, async () => {
    const p = project();
    mkdirSync(join(p.root, 'dist.releases/999999999/1'), { recursive: true });
    const releases = p.releases();
    try {
      expect(existsSync(join(p.root, 'dist.releases/999999999'))).toBe(false);
      p.commit('broken');
      expect(await releases.publish()).toMatchObject({ ok: false, output: expect.stringContaining('pages/about.yaml:1:1 broken') });
      expect(existsSync(join(p.root, `dist.releases/${process.pid}/1`))).toBe(false);
      expect(p.served).toEqual([]);
    } finally {
      releases.close();
    }
  });

  it('stops a build that hangs past its limit with the processes it started, and removes what it was writing', { timeout: 60_000 }, async () => {
    const p = project();
    const releases = p.releases(2_000);
    try {
      p.commit('hang');
      const outcome = await releases.publish();
      expect(outcome).toMatchObject({ ok: false, output: expect.stringMatching(/did not finish.*longer than 2 s/) });
      const child = Number(readFileSync(join(p.root, 'child'), 'utf8'));
      await vi.waitFor(() => expect(alive(child)).toBe(false), WAIT);
      expect(existsSync(join(p.root, `dist.releases/${process.pid}/1.tmp`))).toBe(false);
      // The next publish builds again.
      p.commit('fixed');
      expect(await releases.publish()).toMatchObject({ ok: true });
    } finally {
      releases.close();
    }
  });
});
