// Who may talk to the studio. Two ways in, one per place it runs:
// - `npm run studio` (localGuard): only a browser on this machine that holds the token printed at start.
//   The token arrives once in the address (?token=...), is swapped for an HttpOnly SameSite=Strict cookie,
//   and every request after that must carry it. Requests whose Host is not 127.0.0.1/localhost (a DNS
//   rebinding page) and requests sent from another origin are refused before the token is looked at.
// - On the production server, turned on by the owner (signedInGuard): the owner signed in to the bookings
//   inbox (its password, lock-out and session), and every change carries the session's CSRF token in a
//   header besides coming from the studio's own origin. Without an inbox password the studio does not exist.
import { randomBytes } from 'node:crypto';
import { sameToken as sameSecret } from '../../server/same-token.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { TrustProxy } from '../../server/client-address.ts';
import type { OwnerInbox } from '../../server/inbox/app.ts';
import { isSameOrigin } from '../../server/public-origin.ts';
import { studioText } from './messages.ts';

export const COOKIE = 'studio_session';
/** The header a change sends the session's CSRF token in (the page has it in a meta tag). */
export const CSRF_HEADER = 'x-studio-csrf';

/** What the guard leaves for the routes: the CSRF token the page must send back, when there is one. */
export type StudioEnv = { Variables: { csrf?: string } };

/** A fresh token: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

const sameToken = (given: string | undefined, token: string): boolean => given !== undefined && sameSecret(given, token);

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

/** A request sent by a page of another site (Origin or Sec-Fetch-Site say so), or a change that does not say where it comes from. */
function fromElsewhere(c: Context, sameOrigin: (origin: string) => boolean): boolean {
  const origin = c.req.header('origin');
  // Browsers send Origin with every POST and cross-origin request; "null" (a sandboxed frame, a file) is refused too.
  if (origin !== undefined && !sameOrigin(origin)) return true;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  // A change must say where it comes from: a form posted from elsewhere without Origin is not taken.
  return isChange(c) && origin === undefined;
}

const isChange = (c: Context) => c.req.method !== 'GET' && c.req.method !== 'HEAD';

/**
 * The headers of every studio answer, refusals included (set before the answer is made: every answer is made
 * through the context, which adds them): never cached, never framed by another site, a strict
 * script policy; HSTS when the request came over https (behind a proxy, the site's pages set it for the host).
 */
function studioHeaders(c: Context): void {
  if (new URL(c.req.url).protocol === 'https:') {
    c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  // The previews are srcdoc frames: they inherit this policy, so their styles may be inline and they run no script.
  c.header(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; frame-src 'self' about:; frame-ancestors 'self'; base-uri 'none'; form-action 'self'; object-src 'none'",
  );
}

export function localGuard({ token, port }: { token: string; port: number }): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const { req } = c;
    studioHeaders(c);
    if (!isLocalHost(req.header('host'), port)) return c.text(studioText.wrongHost, 403);
    if (fromElsewhere(c, (origin) => isLocalOrigin(origin, port))) return c.text(studioText.wrongOrigin, 403);

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
  };
}

/** What the studio needs of the owner's sign-in (the bookings inbox, src/server/inbox/app.ts). */
export type OwnerSession = Pick<OwnerInbox, 'isOn' | 'session' | 'signInAddress' | 'home'>;

/** `base` is where the studio is mounted; its routes see paths below it. */
export function signedInGuard({ owner, base, trust = { kind: 'none' } }: { owner: OwnerSession; base: string; trust?: TrustProxy }): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    studioHeaders(c);
    // No password, no owner: nothing here (the server does not even pass requests on; see src/server/app.ts).
    if (!owner.isOn()) return c.notFound();
    // The whole origin (scheme, host, port) as the browser sees this server: behind a trusted proxy, the one
    // it reports; the forwarded headers of anyone else count for nothing.
    if (fromElsewhere(c, (origin) => isSameOrigin(origin, c, trust))) return c.text(studioText.wrongOrigin, 403);
    const session = await owner.session(c);
    if (!session) {
      // The page sends the owner to the sign-in; the API says why it answers nothing.
      if (!isChange(c) && c.req.path === '/') return c.redirect(owner.signInAddress(base), 303);
      return c.json({ error: studioText.signedOut, signIn: owner.signInAddress(base) }, 401);
    }
    if (isChange(c) && !sameToken(c.req.header(CSRF_HEADER), session.csrf)) return c.json({ error: studioText.staleCsrf, staleToken: true }, 403);
    c.set('csrf', session.csrf);
    await next();
  };
}
