// The security headers of every response: a strict Content-Security-Policy made from what the pages
// actually load, plus the usual hardening headers. HSTS only over https (a plain-http answer cannot set it).
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { SiteConfig } from '../schema/site-schema.ts';
import { fromTrustedProxy, TRUST_NONE, type TrustProxy } from './client-address.ts';

/** Where the Instagram feed's pictures come from (Meta's CDNs). */
const INSTAGRAM_IMAGES = ['https://*.cdninstagram.com', 'https://*.fbcdn.net'];
/** A sheet "published to the web" answers with a redirect to this host. */
const GOOGLE_SHEET_HOSTS = ['https://docs.google.com', 'https://*.googleusercontent.com'];

const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https:\/\//.test(url)) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The inline scripts a page may run, as CSP hashes: only the speculation rules, which are the same on every
 * page. Data for islands is in `application/json` script tags, which never run and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type=["']?application\/(ld\+)?json/.test(m[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2] ?? '').digest('base64')}'`);
  }
  return [...hashes];
}

/** `paymentPages`: where the booking form is sent on to pay a deposit (src/server/payments/stripe.ts), when set up. */
export function contentSecurityPolicy(site: SiteConfig, scriptHashes: string[], paymentPages: readonly string[] = []) {
  const endpoint = site.contactForm.endpoint;
  const connect = [
    "'self'",
    ...(site.events.source === 'direct' ? [...originOf(site.events.sheetCsvUrl), ...GOOGLE_SHEET_HOSTS] : []),
    ...originOf(site.instagram.proxyUrl),
    ...originOf(endpoint),
  ];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...originOf(endpoint), ...paymentPages],
    // Speculation rules are inline JSON the browser reads; Chromium also accepts this keyword for them.
    scriptSrc: ["'self'", "'inline-speculation-rules'", ...scriptHashes],
    // Emotion writes each page's critical CSS into <style> tags, and islands add theirs the same way.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...INSTAGRAM_IMAGES],
    // Fonts, the manifest and the site's own requests fall back on default-src 'self': said again only when
    // the site reaches another origin (every byte of this header is on every answer).
    ...(connect.length > 1 && { connectSrc: [...new Set(connect)] }),
  };
}

/** Is this request served over https, here or at a proxy we trust to say so (`trustProxy`: this request came from one)? */
export const isHttps = (url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean =>
  url.startsWith('https:') || (trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https');

/** `trustProxy`: the proxies whose X-Forwarded-Proto is believed, decided per request by the connecting address. */
export function securityHeaders(site: SiteConfig, opts: { scriptHashes: string[]; trustProxy?: TrustProxy; paymentPages?: readonly string[] }): MiddlewareHandler[] {
  const trust = opts.trustProxy ?? TRUST_NONE;
  return [
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(site, opts.scriptHashes, opts.paymentPages),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      // Pictures may be shown by other sites (a shared link's preview image, for one).
      crossOriginResourcePolicy: false,
      strictTransportSecurity: false,
      // Headers for browsers and plugins long gone (Internet Explorer 8, Flash, the XSS auditor that Chrome and
      // Safari removed): bytes on every answer that no visitor's browser reads. Every page is meant to fit the
      // first round trip of a new connection on a slow phone (about 14 KB with its headers).
      xDownloadOptions: false,
      xXssProtection: false,
      xPermittedCrossDomainPolicies: false,
      // DNS prefetching of the links on a page is harmless here (they are the site's own and a few known
      // hosts), and origin-keyed agent clusters are what browsers do by default now.
      xDnsPrefetchControl: false,
      originAgentCluster: false,
      // Pages use none of these; a compromised script could not either.
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        browsingTopics: [],
      },
    }),
    async (c, next) => {
      await next();
      if (isHttps(c.req.url, c.req.header('x-forwarded-proto'), fromTrustedProxy(c, trust))) {
        c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
    },
  ];
}
