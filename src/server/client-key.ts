// Who is asking, for the rate limit. The socket address is right when clients connect directly;
// behind a reverse proxy it is the proxy's, so X-Forwarded-For is read instead, but only when the
// owner says a proxy is there: otherwise any client could pick its own bucket by sending the header.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Every client shares this bucket when no address is known (tests, unknown runtimes). */
export const SHARED_BUCKET = 'shared';

/**
 * With `trustedProxies` = n, the n-th entry from the right of X-Forwarded-For is the address the
 * outermost trusted proxy saw. Entries further left were written by the client and can be forged.
 */
export function clientKey(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const hop = hops[hops.length - trustedProxies] ?? hops[0];
    if (hop) return hop;
  }
  return socketAddress(c) ?? SHARED_BUCKET;
}

function socketAddress(c: Context): string | undefined {
  try {
    // Throws outside @hono/node-server, where c.env holds no Node request.
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

/**
 * TRUST_PROXY from the environment: unset, "", "0" or "false" trusts no proxy; "true" trusts one; a whole
 * number trusts that many (a CDN in front of a load balancer is 2).
 */
export function parseTrustProxy(value: string | undefined): { ok: true; proxies: number } | { ok: false; error: string } {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === '0' || v === 'false') return { ok: true, proxies: 0 };
  if (v === 'true') return { ok: true, proxies: 1 };
  if (/^\d{1,2}$/.test(v)) return { ok: true, proxies: Number(v) };
  return { ok: false, error: `TRUST_PROXY must be true, false or the number of proxies in front of the server; got "${value}".` };
}
