import { z } from 'zod';
import { coordinates, href, httpsUrl, link, siteUrl, text } from './fields.ts';
import { iconNames } from './icons.ts';
import { templatesSchema } from './template-text-schema.ts';
import { BOOKING_API_PATH } from './booking-endpoint.ts';

const navItem = z.union([
  link,
  z.strictObject({ label: text, children: z.array(link).min(1) }),
]);

const eventInput = z.strictObject({
  date: z.string(),
  eventName: z.string(),
  time: z.string(),
  price: z.string(),
  location: z.string(),
  address: z.string(),
});

const instagramUsername = z.string().regex(/^[A-Za-z0-9._]{1,30}$/, {
  error: 'must be 1-30 letters, digits, "." or "_"',
});

/** How long the events relay lets a visitor wait for the sheet before it answers its last good copy. */
const DEFAULT_RELAY_DEADLINE_MS = 2500;
/** events.timeoutMs (the page) must exceed the relay's deadline by this much: the answer still has to travel. */
const RELAY_MARGIN_MS = 1000;

/** A service the business offers: town files say which towns get it, by its key. */
const service = z.strictObject({
  key: z.string().regex(/^[a-z][A-Za-z0-9]*$/, {
    error: 'must be one word starting with a lower-case letter, like teethWhitening (town files use it under services:)',
  }),
  name: text,
  /** The service's page; `page` is a link like `href`, so it is checked the same way. */
  page: href,
  description: text,
  icon: z.enum(iconNames),
  /** The label of the link to the page on a town's service card; `templates.town.serviceLinkLabel` otherwise. */
  linkLabel: text.optional(),
});

/** A county the business travels to, and the towns in it served without a page of their own. */
const county = z.strictObject({
  name: text,
  /** Left empty (`otherTowns:` with no names under it) it is an empty list. */
  otherTowns: z.array(text).nullish().transform((names) => names ?? []),
});

export const siteSchema = z.strictObject({
  business: z.strictObject({
    name: text,
    /** A shorter name for page titles, where the full name would not fit (`{shortName}` in templates). */
    shortName: text.optional(),
    tagline: text,
    phone: text,
    email: z.email(),
    office: z.strictObject({ street: text, city: text, state: text, zip: text, coordinates: coordinates.optional() }),
    hours: z.array(z.strictObject({ days: text, time: text })).min(1),
    owner: z.strictObject({ credit: text }),
  }),
  siteUrl,
  /** The language and country of the site's text, as social networks want it (og:locale). */
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'must be a language and country code like en_US' }).default('en_US'),
  social: z.strictObject({ facebook: httpsUrl, instagram: httpsUrl }),
  navigation: z.array(navItem).min(1),
  /** "Call" and "Book" on every page: the bar at the bottom of phone screens and the header's button. */
  quickActions: z.strictObject({ label: text, call: text, book: link }),
  footer: z.strictObject({ faqPrompt: text, faqHref: href, menu: z.array(link).min(1) }),
  services: z.array(service).min(1),
  counties: z.array(county).min(1),
  events: z
    .strictObject({
      sheetCsvUrl: z.url({ protocol: /^https$/ }),
      source: z.enum(['relay', 'direct']),
      timeoutMs: z.number().int().min(1000).max(60000),
      relayCacheSeconds: z.number().int().min(0).max(86400),
      relayDeadlineMs: z.number().int().min(500).max(30000).default(DEFAULT_RELAY_DEADLINE_MS),
      relayMaxBytes: z.number().int().min(1024).max(20 * 1024 * 1024).default(2 * 1024 * 1024),
      sampleEvents: z.array(eventInput).min(1),
    })
    .check((ctx) => {
      const { timeoutMs, relayDeadlineMs, source } = ctx.value;
      // The relay must answer (from its last good copy) before the page stops waiting for it.
      if (source === 'relay' && timeoutMs < relayDeadlineMs + RELAY_MARGIN_MS) {
        ctx.issues.push({
          code: 'custom',
          input: timeoutMs,
          path: ['timeoutMs'],
          message:
            `must be at least ${RELAY_MARGIN_MS} ms longer than events.relayDeadlineMs (${relayDeadlineMs}), so the relay ` +
            `answers before the page gives up on it; got ${timeoutMs}. Raise timeoutMs or lower relayDeadlineMs`,
        });
      }
    }),
  instagram: z.strictObject({
    proxyUrl: z.string().regex(/^(\/|https:\/\/)/, { error: 'must start with "/" or "https://"' }),
    defaultUsername: instagramUsername,
    /** More accounts the feed may show besides defaultUsername; every other name is refused. */
    allowedUsernames: z.array(instagramUsername).default([]),
    /** Searching a hashtag without a username (uses Meta's 30-hashtags-a-week budget). */
    hashtagSearch: z.boolean().default(false),
    timeoutMs: z.number().int().min(1000).max(60000),
  }),
  contactForm: z.strictObject({
    submitDelayMs: z.number().int().min(0).max(10000),
    successVisibleMs: z.number().int().min(1000).max(60000),
    /**
     * Where the form sends a booking: our own server's booking API by default, another address for a
     * static deployment, or "simulated" (nothing is sent; the visitor is thanked all the same).
     */
    endpoint: z
      .string()
      .regex(/^(simulated|\/(?![/\\])\S*|https:\/\/[^\s/]+\S*)$/, {
        error: 'must be "simulated", a path of this site starting with "/", or an https:// URL',
      })
      // Our server takes bookings at one address only: another path of this site would lose every booking.
      .refine((endpoint) => !endpoint.startsWith('/') || endpoint === BOOKING_API_PATH, {
        error: `a path of this site must be ${BOOKING_API_PATH}, where our server takes bookings; for another service write its https:// address`,
      })
      .default(BOOKING_API_PATH),
  }),
  templates: templatesSchema,
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type Service = z.infer<typeof service>;
export type County = z.infer<typeof county>;
export type NavItem = z.infer<typeof navItem>;
export type EventInput = z.infer<typeof eventInput>;
