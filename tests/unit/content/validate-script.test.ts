// `npm run validate` as CI runs it: exit code and output, never a stack trace. The command runs in this
// process (src/owner/validate-command.ts); one test starts it as the owner does, through scripts/validate.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { validateCommand } from '../../../src/owner/validate-command.ts';
import { runScript } from '../../support/run-script.ts';
import { baseFile, makeProject, removeProjects } from './project.ts';

afterAll(removeProjects);

async function validate(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await validateCommand(args, root, { out: (t) => void (stdout += t), err: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

describe('npm run validate', () => {
  it('prints one success line and exits 0 for valid content', async () => {
    const { code, stdout, stderr } = await validate(makeProject());
    expect(stdout.trim()).toBe('✓ 8 pages valid (3 towns, 1 party)');
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('prints warnings with a frame to stderr and still exits 0', async () => {
    const commerce = baseFile('pages/towns/commerce.yaml').replace('  - Sulphur Springs\n', '');
    const { code, stdout, stderr } = await validate(makeProject({ 'pages/towns/commerce.yaml': commerce }));
    expect(code).toBe(0);
    expect(stderr).toContain('pages/towns/sulphur-springs.yaml:14:5  OneWayNeighbour (warning)');
    expect(stderr).toContain('> 14 |   - Commerce');
    expect(stderr).toContain('1 warning in 1 file');
    expect(stdout.trim()).toBe('✓ 8 pages valid (3 towns, 1 party)');
  });

  it('runs as npm runs it: every problem with a frame and a summary on stderr, no stack trace, exit 1', async () => {
    const town = baseFile('pages/towns/greenville.yaml').replace('county: Hunt', 'county: Dallas');
    const { code, stderr } = await runScript('validate.ts', [], { cwd: makeProject({ 'pages/towns/greenville.yaml': town, 'pages/about.yaml': 'title: [\n' }) });
    expect(stderr).toContain('pages/towns/greenville.yaml:2:9  UnknownCounty');
    expect(stderr).toContain('>  2 | county: Dallas');
    expect(stderr.trim().endsWith('2 problems in 2 files')).toBe(true);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(code).toBe(1);
  });
});
