import { z } from 'zod';
import { href, link, text } from './fields.ts';
import { iconNames } from './icons.ts';
import { templatesSchema } from './template-text-schema.ts';

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
    tagline: text,
    phone: text,
    email: z.email(),
    office: z.strictObject({ street: text, city: text, state: text, zip: text }),
    hours: z.array(z.strictObject({ days: text, time: text })).min(1),
    owner: z.strictObject({ credit: text }),
  }),
  siteUrl: z.url({ protocol: /^https?$/ }),
  social: z.strictObject({ facebook: z.url(), instagram: z.url() }),
  navigation: z.array(navItem).min(1),
  footer: z.strictObject({ faqPrompt: text, faqHref: href, menu: z.array(link).min(1) }),
  services: z.array(service).min(1),
  counties: z.array(county).min(1),
  events: z.strictObject({
    sheetCsvUrl: z.url({ protocol: /^https$/ }),
    source: z.enum(['relay', 'direct']),
    timeoutMs: z.number().int().min(1000).max(60000),
    relayCacheSeconds: z.number().int().min(0).max(86400),
    sampleEvents: z.array(eventInput).min(1),
  }),
  instagram: z.strictObject({
    proxyUrl: z.string().regex(/^(\/|https:\/\/)/, { error: 'must start with "/" or "https://"' }),
    defaultUsername: z.string().regex(/^[A-Za-z0-9._]{1,30}$/, {
      error: 'must be 1-30 letters, digits, "." or "_"',
    }),
    timeoutMs: z.number().int().min(1000).max(60000),
  }),
  contactForm: z.strictObject({
    submitDelayMs: z.number().int().min(0).max(10000),
    successVisibleMs: z.number().int().min(1000).max(60000),
    endpoint: z.string().regex(/^(\/(?![/\\])\S*|https:\/\/[^\s/]+\S*)$/, { error: 'must be a path of this site starting with "/", or an https:// URL' }).optional(),
  }),
  templates: templatesSchema,
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type Service = z.infer<typeof service>;
export type County = z.infer<typeof county>;
export type NavItem = z.infer<typeof navItem>;
export type EventInput = z.infer<typeof eventInput>;
