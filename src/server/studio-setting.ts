// OWNER_STUDIO, the production server's switch for the studio (src/owner/studio/on-server.ts, which the
// server loads only when it is on, so a server with the studio off loads none of its code).
import type { OwnerInbox } from './inbox/app.ts';

/** OWNER_STUDIO read as on or off, or an error to print for a value that is neither. */
export function studioSetting(value: string | undefined): { ok: true; on: boolean } | { ok: false; error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'off', '0', 'false', 'no'].includes(text)) return { ok: true, on: false };
  if (['on', '1', 'true', 'yes'].includes(text)) return { ok: true, on: true };
  return { ok: false, error: `OWNER_STUDIO must be "on" or "off"; got "${value}".` };
}

/** What the server needs of the studio (src/owner/studio/on-server.ts): an app for the signed-in owner, mounted at `base`. */
export interface ServerStudio {
  app(owner: OwnerInbox, base: string): { fetch: (request: Request, env?: unknown) => Response | Promise<Response> };
  close(): Promise<void>;
}

/**
 * Making the published commit live on this server (src/start-server.ts, through src/server/releases.ts).
 * `publish` builds the commit the content is on and serves it: ok once visitors get it; not ok when it could
 * not be built or served, the live site then unchanged (the server's log says why).
 */
export interface GoLive {
  publish(): Promise<{ ok: boolean; ms: number }>;
  /** The commit the live site was built from. */
  liveCommit(): string | undefined;
}
