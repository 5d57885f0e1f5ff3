// The address a visitor's browser sees this server at, for comparing with the Origin of a change. Behind a
// trusted reverse proxy (TRUST_PROXY) the request here is often plain http to an inner host name: the scheme
// is then the proxy's X-Forwarded-Proto and the host its X-Forwarded-Host (or the Host it passed on).
// Without a trusted proxy those headers are anyone's to write, and only the request itself counts.
import type { Context } from 'hono';
import { fromTrustedProxy, type TrustProxy } from './client-address.ts';

const first = (value: string | undefined) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/** "https://host[:port]" as the browser addresses this server. */
export function publicOrigin(c: Context, trust: TrustProxy): string {
  const url = new URL(c.req.url);
  let scheme = url.protocol.replace(/:$/, '');
  let host = c.req.header('host')?.trim().toLowerCase() || url.host;
  if (fromTrustedProxy(c, trust)) {
    const proto = first(c.req.header('x-forwarded-proto'));
    if (proto === 'https' || proto === 'http') scheme = proto;
    host = first(c.req.header('x-forwarded-host')) ?? host;
  }
  try {
    // Normalised as browsers write an Origin (no default port, lower case).
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** Does an Origin header name this server's public address? "null" and anything malformed do not. */
export function isSameOrigin(origin: string, c: Context, trust: TrustProxy): boolean {
  return origin.toLowerCase() === publicOrigin(c, trust);
}
