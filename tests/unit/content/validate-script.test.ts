// `npm run validate` as CI runs it: exit code and output, never a stack trace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseFile, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

const script = join(process.cwd(), 'scripts/validate.ts');
const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
const run = (cwd: string) => spawnSync(tsx, [script], { cwd, encoding: 'utf8', timeout: 30_000 });

describe('scripts/validate.ts', () => {
  it('prints one success line and exits 0 for valid content', () => {
    const { status, stdout, stderr } = run(makeProject());
    expect(stdout.trim()).toBe('✓ 8 pages valid (3 towns, 1 party)');
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('prints warnings with a frame to stderr and still exits 0', () => {
    const commerce = baseFile('pages/towns/commerce.yaml').replace('  - Sulphur Springs\n', '');
    const { status, stdout, stderr } = run(makeProject({ 'pages/towns/commerce.yaml': commerce }));
    expect(status).toBe(0);
    expect(stderr).toContain('pages/towns/sulphur-springs.yaml:14:5  OneWayNeighbour (warning)');
    expect(stderr).toContain('> 14 |   - Commerce');
    expect(stderr).toContain('1 warning in 1 file');
    expect(stdout.trim()).toBe('✓ 8 pages valid (3 towns, 1 party)');
  });

  it('prints every problem with a frame and a summary to stderr and exits 1', () => {
    const town = baseFile('pages/towns/greenville.yaml').replace('county: Hunt', 'county: Dallas');
    const { status, stderr } = run(makeProject({ 'pages/towns/greenville.yaml': town, 'pages/about.yaml': 'title: [\n' }));
    expect(status).toBe(1);
    expect(stderr).toContain('pages/towns/greenville.yaml:2:9  UnknownCounty');
    expect(stderr).toContain('>  2 | county: Dallas');
    expect(stderr.trim().endsWith('2 problems in 2 files')).toBe(true);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
}, 60_000);
