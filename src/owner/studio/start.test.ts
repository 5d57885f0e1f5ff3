// `npm run studio` as the owner starts it, on a scratch copy of the fixture content (never the real pages/):
// it prints the address to open, answers there with the studio once the token is traded for a cookie, and
// stops cleanly. What the studio does is tested in this process (app.test.ts and the others here).
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScript } from '../../../tests/support/run-script.ts';
import { buildStudioClient } from './build-client.ts';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/content/base');

let root: string;
let studio: ChildProcess | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-start-'));
  await cp(FIXTURE, root, { recursive: true });
  // The page script is built once and kept: built here, the start below only reads it.
  await buildStudioClient();
});

afterAll(async () => {
  if (studio?.exitCode === null) studio.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

describe('npm run studio', () => {
  it('prints the address with its token, answers there, and stops on SIGTERM with exit code 0', async () => {
    const child = startScript('studio.ts', [], { cwd: root, env: { STUDIO_ROOT: root, PORT: '0' } });
    child.stdin.end();
    studio = child;
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        output += d.toString();
        const open = /^Open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)$/m.exec(output)?.[1];
        if (open) resolve(open);
      });
      void exited.then((code) => reject(new Error(`the studio exited (${code}) before printing its address:\n${output}`)));
    });
    expect(output).toContain(`Studio for ${root}`);

    // The token in the address becomes a cookie, and the studio's page follows.
    const traded = await fetch(address, { redirect: 'manual' });
    expect(traded.status).toBe(303);
    const cookie = (traded.headers.get('set-cookie') ?? '').split(';')[0]!;
    const page = await fetch(new URL('/', address), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/studio.js');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
