// GET /healthz: is this server able to do its job? It reports the build it serves (dist/ still holds a home
// page and a not-found page) and the bookings database (a trivial query answers in time). 200 with
// `"status":"ok"` when both are fine, 503 with what is wrong otherwise: container health checks and uptime
// monitors read the status code, a person reads the JSON. Never cached; names no secret and no path.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Handler } from 'hono';

export interface HealthOptions {
  distDir: string;
  /** Resolves when the database answers; undefined when this server takes no bookings. */
  database?: () => Promise<unknown>;
  /** How long the database may take. Default 2 s. */
  timeoutMs?: number;
}

type Check = { ok: true; [detail: string]: unknown } | { ok: false; error: string };

function buildCheck(distDir: string): Check {
  try {
    const home = statSync(join(distDir, 'index.html'));
    statSync(join(distDir, '404.html'));
    return { ok: true, builtAt: home.mtime.toISOString() };
  } catch {
    return { ok: false, error: 'the built site is missing: run `npm run build`' };
  }
}

async function databaseCheck(query: (() => Promise<unknown>) | undefined, timeoutMs: number): Promise<Check> {
  if (!query) return { ok: true, used: false };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([query(), late]);
    return { ok: true, used: true };
  } catch (error) {
    // The reason stays in the server log; the answer says only that it failed (it is public).
    console.error(`[healthz] database: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, error: 'the bookings database does not answer' };
  } finally {
    clearTimeout(timer);
  }
}

export function healthCheck(opts: HealthOptions): Handler {
  return async (c) => {
    const [build, database] = [buildCheck(opts.distDir), await databaseCheck(opts.database, opts.timeoutMs ?? 2000)];
    const ok = build.ok && database.ok;
    return c.json({ status: ok ? 'ok' : 'failing', build, database }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  };
}
