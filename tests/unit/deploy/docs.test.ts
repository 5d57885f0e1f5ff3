// The README stays a short door into the docs, its two commands are ones npm knows, and no link in the
// guides leads to a file or a heading that is not there.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const GUIDES = ['README.md', 'docs/owner-guide.md', 'docs/deploy.md', 'docs/architecture.md'];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchors = (file: string) => new Set([...read(file).replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));

describe('README.md', () => {
  const readme = read('README.md');

  it('is short: at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('gives the two commands, and both are scripts npm runs', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toMatch(/^npm test\b/m);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBeDefined();
    expect(scripts.test).toBeDefined();
    for (const [, name] of readme.matchAll(/`npm run ([\w:-]+)/g)) expect(scripts[name!], name).toBeDefined();
  });

  it('sends each kind of reader to a guide', () => {
    for (const guide of ['docs/owner-guide.md', 'docs/deploy.md', 'docs/architecture.md', 'docs/content-guide.md']) expect(readme).toContain(`](${guide})`);
  });
});

describe('links in the guides', () => {
  for (const file of GUIDES) {
    it(`${file}: every local link and anchor exists`, () => {
      const text = read(file).replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const linked = path === '' ? file : join(dirname(file), path);
        expect(existsSync(join(ROOT, linked)), `${file} -> ${target}`).toBe(true);
        if (anchor && linked.endsWith('.md')) expect(anchors(linked).has(anchor), `${file} -> ${target}`).toBe(true);
      }
    });
  }
});
