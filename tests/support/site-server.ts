// A server of one of the built sites (tests/support/built-sites.ts), started in this process by the
// server's composition root (src/start-server.ts) on a free port of 127.0.0.1: bookings in memory and never
// emailed, no Instagram account, a scratch folder for what the server keeps. Tests ask it over HTTP
// (`server.app.fetch(new Request(...))` needs no socket; `server.url` is a real one).
import '../../src/server/production-env.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type StartedServer } from '../../src/start-server.ts';
import { ensureBuilt, PROJECT, SITES, type SiteName } from './built-sites.ts';

export type { StartedServer } from '../../src/start-server.ts';

/** The environment of a served site; `extra` adds or overrides settings (a database file, an SMTP server). */
export function siteEnv(site: SiteName, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    CONTENT_ROOT: SITES[site].contentRoot,
    DIST_DIR: SITES[site].distDir,
    DATA_DIR: dataDir,
    DATABASE_URL: ':memory:',
    SMTP_URL: '',
    INSTAGRAM_ACCESS_TOKEN: '',
    INSTAGRAM_USER_ID: '',
    ...extra,
  };
}

export interface SiteServer extends StartedServer {
  /** The scratch folder given as DATA_DIR. */
  dataDir: string;
  /** Answers a request to this path without a socket (a Request through the app). */
  get(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * Starts a server of `site` (built first unless its build is current) with `extra` settings. `dataDir` (DATA_DIR) is a new scratch folder unless given;
 * a scratch folder made here is removed on close.
 */
export async function startSite(site: SiteName, extra: Record<string, string> = {}, dataDir?: string): Promise<SiteServer> {
  await ensureBuilt(SITES[site]);
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'site-data-'));
  const server = await startServer({ root: PROJECT, env: siteEnv(site, dir, extra), port: 0, hostname: '127.0.0.1', log: () => {} });
  return {
    ...server,
    dataDir: dir,
    get: async (path, init) => server.app.fetch(new Request(new URL(path, server.url), init)),
    close: async () => {
      await server.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
