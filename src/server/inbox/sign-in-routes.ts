// The inbox's ways in: the password (POST /sign-in), and while it is paused for the owner's connection a
// one-time link emailed to the business address (POST /email-link sends it, GET /link shows its button,
// POST /link signs in). Each answer about the pause is given only to the address it concerns.
import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { clientAddress, fromTrustedProxy, type TrustProxy } from '../client-address.ts';
import { publicOrigin } from '../public-origin.ts';
import { isHttps } from '../security.ts';
import { SESSION_HOURS, type Auth } from './auth.ts';
import { inboxText as t } from './messages.ts';
import { linkPage, signInPage } from './sign-in-pages.tsx';
import { LINK, type OwnerMail } from './sign-in-link.ts';

export interface SignInRoutesOptions {
  auth: Auth;
  base: string;
  businessName: string;
  cookie: string;
  trust: TrustProxy;
  mail?: OwnerMail;
  log: (...args: unknown[]) => void;
  /** A page of the inbox to come back to, from a form's `then`, or undefined. */
  thenOf: (value: unknown) => string | undefined;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/;

export function signInRoutes(app: Hono, opts: SignInRoutesOptions) {
  const { auth, base } = opts;
  const ctx = { base, businessName: opts.businessName };
  const addressOf = (c: Context) => clientAddress(c, opts.trust);

  const page = (c: Context, status: 200 | 401 | 429, problem?: string, then?: string, extra: { offerLink?: boolean; info?: string } = {}) =>
    c.html(signInPage(ctx, problem, then, extra), status);
  /** The sign-in page while the password is paused for this address: how long, and the link (when email is set up). */
  const paused = (c: Context, seconds: number, then?: string) => {
    c.header('Retry-After', String(seconds));
    return page(c, 429, t.locked(minutes(seconds)), then, { offerLink: true });
  };
  const signedIn = (c: Context, sessionId: string, then?: string) => {
    setCookie(c, opts.cookie, sessionId, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c.req.url, c.req.header('x-forwarded-proto'), fromTrustedProxy(c, opts.trust)),
      path: base,
      maxAge: SESSION_HOURS * 3600,
    });
    return c.redirect(then ?? base, 303);
  };

  /** The signed-out page of GET <base>: the form, and the pause when this address is in one. */
  const signInView = async (c: Context, then?: string) => {
    const wait = await auth.lockedFor(addressOf(c));
    return wait > 0 ? paused(c, wait, then) : page(c, 200, undefined, then);
  };

  app.post('/sign-in', async (c) => {
    const form = await c.req.parseBody();
    const password = typeof form.password === 'string' ? form.password.slice(0, 1000) : '';
    const then = opts.thenOf(form.then);
    const result = await auth.signIn(password, addressOf(c));
    if (result.ok) return signedIn(c, result.sessionId, then);
    if (result.reason === 'wrong') return page(c, 401, t.wrongPassword, then);
    if (result.justNow) opts.log(`Owner inbox: wrong passwords from one address; the password is paused there for ${minutes(result.retryAfterSeconds)} minutes.`);
    return paused(c, result.retryAfterSeconds, then);
  });

  app.post('/email-link', async (c) => {
    const form = await c.req.parseBody();
    const then = opts.thenOf(form.then);
    const address = addressOf(c);
    const wait = await auth.lockedFor(address);
    if (wait === 0) return page(c, 200, undefined, then, { info: t.linkNotNeeded });
    // The link starts with the site's configured address, never one a request names (its Host could be
    // anyone's); on this machine it is the address the request came to, which only reaches this machine.
    const here = publicOrigin(c, opts.trust);
    const origin = LOOPBACK.test(new URL(here).host) || !opts.mail ? here : new URL(opts.mail.siteUrl()).origin;
    const sent = await auth.emailLink(address, { origin, path: `${base}/link` });
    c.header('Retry-After', String(wait));
    if (sent === 'sent') return page(c, 200, undefined, then, { info: t.linkSent(LINK.validMs / 60_000) });
    const problem = sent === 'no-email' ? t.linkNoEmail(minutes(wait)) : sent === 'too-many' ? t.linkTooMany : t.linkFailed;
    return page(c, 429, problem, then);
  });

  app.get('/link', (c) => {
    const token = c.req.query('token') ?? '';
    return c.html(linkPage(ctx, token.slice(0, 100)));
  });

  app.post('/link', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token : '';
    const sessionId = await auth.signInWithLink(token, addressOf(c));
    if (!sessionId) return page(c, 401, t.linkInvalid);
    opts.log('Owner inbox: signed in with an emailed link.');
    return signedIn(c, sessionId);
  });

  return { signInView };
}
