// The CI workflow: it passes a workflow linter (action-validator, GitHub's workflow schema), and it runs the checks an owner relies on, in an order where the first failure says the most.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lowestSupported, nvmrcMajor, satisfiesEngines } from './node-versions.ts';

const ROOT = process.cwd();
const FILE = '.github/workflows/ci.yml';
const source = readFileSync(join(ROOT, FILE), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  container?: string;
  strategy?: { matrix?: { node?: number[] } };
  steps: Step[];
}
const workflow = parse(source) as { on: Record<string, unknown>; jobs: Record<string, Job> };
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('.github/workflows/ci.yml', () => {
  it('passes the workflow linter, which catches a broken workflow', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
    const broken = source.replace('runs-on: ubuntu-latest', 'runs-on: 42').replace(/^on:/m, 'onn:');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('runs every check on the oldest Node the engines accept and on the container\'s (.nvmrc)', () => {
    const job = Object.values(workflow.jobs)[0]!;
    const nodes = job.strategy?.matrix?.node ?? [];
    expect(nodes).toEqual(expect.arrayContaining([lowestSupported()[0], nvmrcMajor()]));
    for (const node of nodes) expect(satisfiesEngines(String(node)), `Node ${node} is one the project supports`).toBe(true);
    // The helper refuses what the engines refuse, so the line above can fail.
    expect(satisfiesEngines(String(lowestSupported()[0] - 1))).toBe(false);
    // The job's container and setup-node both follow the matrix, so each job really runs its Node.
    expect(job.container).toContain('${{ matrix.node }}');
    const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.['node-version']).toBe('${{ matrix.node }}');
  });

  it('installs Node with the npm cache, the exact dependencies, and Debian\'s Chromium', () => {
    const node = steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
    expect(node?.with).toMatchObject({ cache: 'npm' });
    expect(Object.values(workflow.jobs)[0]?.container).toMatch(/bookworm/);
    expect(steps.some((s) => /apt-get install[^\n]*\bchromium\b/.test(s.run ?? ''))).toBe(true);
  });

  it('validates, type-checks, tests, builds and tests in the browser, in that order, with scripts that exist', () => {
    const order = ['npm ci', 'npm run validate -- --format github', 'npm run typecheck', 'npm run test:unit', 'npm run build', 'npm run test:browser'];
    const at = order.map((cmd) => steps.findIndex((s) => s.run?.trim() === cmd || s.run?.startsWith(`${cmd} `)));
    expect(at.every((i) => i >= 0), `steps found at ${at.join(', ')}`).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const chromium = steps.findIndex((s) => /apt-get install/.test(s.run ?? ''));
    expect(chromium).toBeLessThan(at.at(-1)!);
    for (const s of steps) for (const [, name] of (s.run ?? '').matchAll(/npm run (?:--silent )?([\w:-]+)/g)) expect(scripts[name!], name).toBeDefined();
  });

  it('writes the job summary even when a step failed', () => {
    const summary = steps.find((s) => s.run?.includes('$GITHUB_STEP_SUMMARY'));
    expect(summary?.if).toBe('always()');
    expect(summary?.run).toContain('ci:summary');
  });
});
