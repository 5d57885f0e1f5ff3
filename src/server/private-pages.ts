// What every private page of the server shares (the owner's inbox, the customer's appointment page): answers
// that are never kept by a cache, indexed or sent on as a referrer, and forms that are taken only from a
// page of this site (Origin or Sec-Fetch-Site; behind a trusted proxy the Origin is compared with the
// address the proxy reports, see public-origin.ts) and only up to a size.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import type { TrustProxy } from './client-address.ts';
import { isSameOrigin } from './public-origin.ts';

/** The headers of a private answer (the calendar feed sets them on its own answers). */
export const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' } as const;

/** Sets PRIVATE_HEADERS on every answer that passes through it. */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) c.header(name, value);
};

/** Refuses a form sent from another site (403) and a body over `maxBytes` (413). */
export function sameSiteForms(trust: TrustProxy, maxBytes: number): MiddlewareHandler[] {
  return [csrf({ origin: (origin, c) => isSameOrigin(origin, c, trust) }), bodyLimit({ maxSize: maxBytes, onError: (c) => c.text('Too large', 413) })];
}
