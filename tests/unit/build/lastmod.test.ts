// The sitemap's dates: a content file's last commit, or its own time while it has uncommitted changes.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { lastModified } from '../../../src/render/lastmod.ts';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'lastmod-'));
  made.push(root);
  mkdirSync(join(root, 'pages', 'towns'), { recursive: true });
  return root;
}

const run = (root: string, args: string[], date?: string) =>
  promisify(execFile)('git', args, {
    cwd: root,
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t.test', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t.test', ...(date && { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date }) },
  });

describe('lastModified', () => {
  it('gives each file the date of its own last commit, and the file time to a file changed since', async () => {
    const root = project();
    await run(root, ['init', '-q']);
    writeFileSync(join(root, 'pages', 'about.yaml'), 'a');
    writeFileSync(join(root, 'pages', 'towns', 'emory.yaml'), 'e');
    await run(root, ['add', '.']);
    await run(root, ['commit', '-qm', 'first'], '2026-01-02T03:04:05+00:00');
    writeFileSync(join(root, 'pages', 'towns', 'emory.yaml'), 'e2');
    await run(root, ['commit', '-qam', 'second'], '2026-02-03T04:05:06+00:00');
    writeFileSync(join(root, 'pages', 'about.yaml'), 'a, edited');
    utimesSync(join(root, 'pages', 'about.yaml'), new Date('2026-03-04T05:06:07Z'), new Date('2026-03-04T05:06:07Z'));

    const dates = lastModified(root, ['pages/about.yaml', 'pages/towns/emory.yaml']);
    expect(new Date(dates.get('pages/towns/emory.yaml')!).toISOString()).toBe('2026-02-03T04:05:06.000Z');
    expect(dates.get('pages/about.yaml')).toBe('2026-03-04T05:06:07.000Z');
  });

  it('uses the file times outside a git checkout', () => {
    const root = project();
    writeFileSync(join(root, 'pages', 'about.yaml'), 'a');
    utimesSync(join(root, 'pages', 'about.yaml'), new Date('2025-05-06T07:08:09Z'), new Date('2025-05-06T07:08:09Z'));
    expect(lastModified(root, ['pages/about.yaml']).get('pages/about.yaml')).toBe('2025-05-06T07:08:09.000Z');
  });
});
