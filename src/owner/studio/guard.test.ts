// The studio's check of where a change comes from, on the production server: the whole origin (scheme, host
// and port) as the browser sees the server; behind a trusted proxy, the one the proxy reports, and the
// forwarded headers of anyone else counting for nothing.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, type TrustProxy } from '../../server/client-address.ts';
import { signedInGuard, type OwnerSession } from './guard.ts';

const owner: OwnerSession = { isOn: () => true, session: async () => ({ csrf: 'token' }), signInAddress: () => '/owner', home: '/owner' };

function studio(trust?: TrustProxy) {
  const app = new Hono();
  app.use('*', signedInGuard({ owner, base: '/owner/studio', ...(trust && { trust }) }));
  app.post('/api/save', (c) => c.json({ saved: true }));
  return app;
}

/** A save as the owner's page sends it through a proxy that speaks https to the visitor and http to us. */
const save = (app: Hono, origin: string, forwarded = true) =>
  app.request('http://site:3000/api/save', {
    method: 'POST',
    headers: { host: 'site:3000', origin, 'x-studio-csrf': 'token', ...(forwarded && { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'glow.example' }) },
  });

const trusted = (value: string) => {
  const parsed = parseTrustProxy(value);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.trust;
};

describe("the studio's origin check", () => {
  it('takes a change from the public address a trusted proxy reports', async () => {
    expect((await save(studio(trusted('1')), 'https://glow.example')).status).toBe(200);
    // The proxy's scheme counts: the same host over http is another origin.
    expect((await save(studio(trusted('1')), 'http://glow.example')).status).toBe(403);
  });

  it('believes no forwarded header without a trusted proxy', async () => {
    expect((await save(studio(), 'https://glow.example')).status).toBe(403);
    expect((await save(studio(), 'http://site:3000', false)).status).toBe(200);
    expect((await save(studio(), 'https://evil.example')).status).toBe(403);
  });
});
