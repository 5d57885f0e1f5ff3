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
