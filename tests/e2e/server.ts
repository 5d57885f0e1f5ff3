// A production server of its own (`npm run serve` on dist/), for browser tests that need settings or data
// the shared server does not have (a database file, an SMTP server, a saved copy of the events sheet).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import { FIXTURE_ENV } from './sites.ts';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });

export interface SiteServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the server of the project in `cwd` (`script`, by default the one `npm run serve` runs) on the
 * fixture site's build, with `env` added to this process's environment; waits until `probe` answers 200.
 */
export async function startSiteServer(
  port: number,
  env: Record<string, string>,
  probe = '/contact',
  cwd = process.cwd(),
  script = 'scripts/serve.ts',
): Promise<SiteServer> {
  const child: ChildProcess = spawn('npx', ['tsx', script], {
    cwd,
    env: { ...process.env, ...FIXTURE_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${url}${probe}`).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
  return {
    url,
    stop: async () => {
      if (!child.pid || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
