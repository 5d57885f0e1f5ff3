// Who may talk to the studio: only a browser on this machine that holds the token printed at start.
// The token arrives once in the address (?token=...), is swapped for an HttpOnly SameSite=Strict cookie,
// and every request after that must carry it. Requests whose Host is not 127.0.0.1/localhost (a DNS
// rebinding page) and requests sent from another origin (a page in another tab posting to the studio)
// are refused before the token is even looked at.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { studioText } from './messages.ts';

export const COOKIE = 'studio_session';

/** A fresh token: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
/** Compared by their hashes, in constant time: the token's length and prefix leak nothing. */
const sameToken = (given: string | undefined, token: string): boolean => given !== undefined && timingSafeEqual(digest(given), digest(token));

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Is `host` (a Host header, "name:port") this machine at the studio's port? */
export function isLocalHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  return LOCAL_HOSTS.some((name) => host.toLowerCase() === `${name}:${port}`);
}

/** Is `origin` (an Origin header) the studio itself? */
export function isLocalOrigin(origin: string, port: number): boolean {
  return LOCAL_HOSTS.some((name) => origin.toLowerCase() === `http://${name}:${port}`);
}

export interface GuardOptions {
  token: string;
  port: number;
}

export function studioGuard({ token, port }: GuardOptions): MiddlewareHandler {
  return async (c, next) => {
    const { req } = c;
    if (!isLocalHost(req.header('host'), port)) return c.text(studioText.wrongHost, 403);
    const origin = req.header('origin');
    // Browsers send Origin with every POST and cross-origin request; "null" (a sandboxed frame, a file) is refused too.
    if (origin !== undefined && !isLocalOrigin(origin, port)) return c.text(studioText.wrongOrigin, 403);
    const site = req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return c.text(studioText.wrongOrigin, 403);
    const unsafe = req.method !== 'GET' && req.method !== 'HEAD';
    // A change must say where it comes from: a form posted from elsewhere without Origin is not taken.
    if (unsafe && origin === undefined) return c.text(studioText.wrongOrigin, 403);

    const fromAddress = req.query('token');
    if (fromAddress !== undefined && req.method === 'GET') {
      if (!sameToken(fromAddress, token)) return c.text(studioText.badToken, 401);
      setCookie(c, COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: '/' });
      // The token leaves the address bar (and the history) once the cookie holds it.
      const url = new URL(req.url);
      url.searchParams.delete('token');
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    if (!sameToken(getCookie(c, COOKIE), token)) return c.text(studioText.noToken, 401);
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    // The previews are srcdoc frames: they inherit this policy, so their styles may be inline and they run no script.
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; frame-src 'self' about:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'",
    );
  };
}
