// `npm run studio` as the owner starts it, on a scratch copy of the fixture content (never the real pages/):
// it prints the address to open, answers there with the studio once the token is traded for a cookie, and
// stops cleanly. What the studio does is tested in this process (app.test.ts and the others here).
import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScript } from '../../../tests/support/run-script.ts';
import { buildStudioClient } from './build-client.ts';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/content/base');

let root: string;

/** The status of a GET to the studio's socket with this Host header (fetch would set its own). */
const statusWithHost = (address: string, host: string) =>
  new Promise<number>((done, reject) => {
    const url = new URL(address);
    request({ host: url.hostname, port: url.port, path: '/', headers: { host } }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
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
  it('prints the address with its token (PORT=0: the port it took), answers there, and stops on SIGTERM with exit code 0', async () => {
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
    // The Host check compares with the port listened on: localhost at that port is the studio; the port asked for (0) or another name is not.
    const { port } = new URL(address);
    expect(await statusWithHost(address, `localhost:${port}`)).toBe(401);
    expect(await statusWithHost(address, '127.0.0.1:0')).toBe(403);
    expect(await statusWithHost(address, `attacker.example:${port}`)).toBe(403);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
