// Links in public/ and pages/: never followed out of their folder or into a loop, each reported in place.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/site/content.ts';
import { makeProject, removeProjects, where } from './project.ts';

afterAll(removeProjects);

describe('symbolic links', () => {
  it('reports a loop, a link out of the folder and a dangling link, and finishes', async () => {
    const root = makeProject();
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'not for the site');
    mkdirSync(join(root, 'public', 'nested'), { recursive: true });
    symlinkSync('..', join(root, 'public', 'nested', 'loop'));
    symlinkSync(join(outside, 'secret.txt'), join(root, 'public', 'secret.txt'));
    symlinkSync('missing.svg', join(root, 'public', 'gone.svg'));
    symlinkSync(outside, join(root, 'pages', 'more'));
    const result = await loadContent(root);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(where(result.errors).filter((e) => e.name === 'UnsafeLink')).toEqual([
      { name: 'UnsafeLink', file: 'pages/more', line: 1, column: 1 },
      { name: 'UnsafeLink', file: 'public/gone.svg', line: 1, column: 1 },
      { name: 'UnsafeLink', file: 'public/nested/loop', line: 1, column: 1 },
      { name: 'UnsafeLink', file: 'public/secret.txt', line: 1, column: 1 },
    ]);
  });

  it('accepts a link to a file inside the folder as that file', async () => {
    const root = makeProject({ 'public/original.txt': 'hello' });
    symlinkSync('original.txt', join(root, 'public', 'alias.txt'));
    const result = await loadContent(root);
    expect(result.ok ? [] : where(result.errors)).toEqual([]);
  });
});
