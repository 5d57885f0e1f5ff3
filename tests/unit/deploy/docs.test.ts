// The README stays a short door into the docs, its two commands are ones npm knows, and no link in the
// guides leads to a file or a heading that is not there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

describe('files the guides name', () => {
  // What the server or the build writes while running is not in the repository.
  const written = /^(data|dist|node_modules|\.cache)\b|\*/;
  const tracked = readdirTree(ROOT);
  const names = new Set(tracked.map((f) => f.slice(f.lastIndexOf('/') + 1)));

  for (const file of ['docs/architecture.md', 'tests/README.md']) {
    it(`${file}: every file or folder named in code (\`src/x.ts\`, \`x.ts\`, \`src/x/\`) exists`, () => {
      const missing: string[] = [];
      for (const [i, line] of read(file).split('\n').entries()) {
        for (const [, named] of line.matchAll(/`([\w.@-]+(?:\/[\w.@-]+)*\/?)`/g)) {
          if (!/\.(ts|tsx|mjs|js|md|yaml|json|css)$/.test(named!) && !named!.endsWith('/')) continue;
          if (written.test(named!)) continue;
          // A path is read from the project's root; a bare file name must be some file of the project.
          const found = named!.includes('/') ? existsSync(join(ROOT, named!)) : names.has(named!);
          if (!found) missing.push(`${file}:${i + 1} ${named}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});

/** The project's files, as paths from its root (what git would hold: no dependencies, builds or caches). */
function readdirTree(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const path = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return /^(node_modules|\.git|dist.*|\.cache|test-results|data)$/.test(e.name) ? [] : readdirTree(dir, path);
    return [path];
  });
}
