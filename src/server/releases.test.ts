// New versions of the site built beside the served one: a build that fails leaves nothing behind and keeps
// its output for the log; builds asked for while one runs are folded into one more; a version replaced is
// removed after its grace, and all of them when the server stops. A stand-in project whose build writes the
// content's text into the page (the real build is run by the studio's browser journey).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WAIT } from '../../tests/support/wait.ts';
import { siteReleases } from './releases.ts';

const dir = mkdtempSync(join(tmpdir(), 'releases-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function project() {
  const root = mkdtempSync(join(dir, 'project-'));
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'content'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  // Counts its runs, takes a while, and fails when the content says so.
  writeFileSync(
    join(root, 'scripts/build.ts'),
    `import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const text: string = readFileSync(process.env.CONTENT_ROOT + '/text', 'utf8');
appendFileSync(process.env.CONTENT_ROOT + '/runs', 'x');
await new Promise((r) => setTimeout(r, 300));
if (text === 'broken') { console.error('pages/about.yaml:1:1 broken'); process.exit(1); }
mkdirSync(process.env.DIST_DIR!, { recursive: true });
writeFileSync(process.env.DIST_DIR + '/404.html', text);
`,
  );
  const content = join(root, 'content');
  const distDir = join(root, 'dist');
  return { root, content, distDir, write: (text: string) => writeFileSync(join(content, 'text'), text), runs: () => readFileSync(join(content, 'runs'), 'utf8').length };
}

describe('site releases', () => {
  it('builds the content as it is into a folder of its own, folds requests made meanwhile into one more build, and removes what is replaced', { timeout: 60_000 }, async () => {
    const p = project();
    const releases = siteReleases({ project: p.root, content: p.content, distDir: p.distDir, env: process.env });
    try {
      p.write('first');
      const first = releases.build();
      // Asked three times while the first runs: one more build, of the text as it is when it starts.
      const later = [releases.build(), releases.build(), releases.build()];
      // Changed once the first build has read the content.
      await vi.waitFor(() => expect(existsSync(join(p.content, 'runs'))).toBe(true), WAIT);
      p.write('second');
      const [a, b, c, d] = await Promise.all([first, ...later]);
      if (!a?.ok || !b?.ok) throw new Error(`not built: ${JSON.stringify([a, b])}`);
      expect(readFileSync(join(a.distDir, '404.html'), 'utf8')).toBe('first');
      expect(readFileSync(join(b.distDir, '404.html'), 'utf8')).toBe('second');
      expect([c, d]).toEqual([b, b]);
      expect(p.runs()).toBe(2);
      expect(a.distDir.startsWith(`${p.distDir}.releases/${process.pid}/`)).toBe(true);
      releases.retire(a.distDir, 10);
      releases.retire(p.distDir, 0); // the build the server started on is never removed
      await vi.waitFor(() => expect(existsSync(a.distDir)).toBe(false), WAIT);
      expect(existsSync(b.distDir)).toBe(true);
    } finally {
      releases.close();
    }
    expect(existsSync(`${p.distDir}.releases/${process.pid}`)).toBe(false);
  });

  it('keeps the output of a failed build for the log and leaves no folder behind', { timeout: 60_000 }, async () => {
    const p = project();
    // A server that stopped without cleaning up left its releases: they are removed.
    mkdirSync(`${p.distDir}.releases/999999999/1`, { recursive: true });
    const releases = siteReleases({ project: p.root, content: p.content, distDir: p.distDir, env: process.env });
    try {
      expect(existsSync(`${p.distDir}.releases/999999999`)).toBe(false);
      p.write('broken');
      const outcome = await releases.build();
      expect(outcome).toMatchObject({ ok: false, output: expect.stringContaining('pages/about.yaml:1:1 broken') });
      expect(outcome.ok ? [] : [join(`${p.distDir}.releases/${process.pid}`, '1')].filter(existsSync)).toEqual([]);
    } finally {
      releases.close();
    }
  });
});
