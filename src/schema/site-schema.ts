import { z } from 'zod';
import { coordinates, href, httpsUrl, link, siteUrl, text } from './fields.ts';
import { iconNames } from './icons.ts';
import { templatesSchema } from './template-text-schema.ts';
import { BOOKING_API_PATH } from './booking-endpoint.ts';
import { appointmentEmailSchema } from './appointment-email-schema.ts';
import { bookingEmailSchema } from './booking-email-schema.ts';
import { availabilitySchema } from './availability.ts';
import { deposit, depositCheck, dollars, prepare } from './deposit.ts';
import { travelFeeSchema } from './travel-fee.ts';
import { intakeSchema } from './intake.ts';

const navItem = z.union([
  link,
  z.strictObject({
    label: text.describe('The menu label that opens the dropdown, e.g. "Services".'),
    children: z.array(link).min(1).describe('The links of the dropdown.'),
  }),
]);

const eventInput = z.strictObject({
  date: z.string().describe("The day, written MM-DD-YYYY, e.g. 05-10-2025."),
  eventName: z.string().describe("The name of the event, e.g. \"Spring Pop-Up\"."),
  time: z.string().describe("When it starts and ends, e.g. \"10:00 AM - 4:00 PM\"."),
  price: z.string().describe("The price as visitors should read it, e.g. \"$99\" or \"$75+\"."),
  location: z.string().describe('The town, e.g. "Tyler, TX".'),
  address: z.string().describe("The street address, e.g. \"400 Oak Ave, Tyler, TX 75701\"."),
});

const instagramUsername = z
  .string()
  .regex(/^[A-Za-z0-9._]{1,30}$/, { error: 'must be 1-30 letters, digits, "." or "_"' })
  .describe('An Instagram username, without the @.');

/** How long the events relay lets a visitor wait for the sheet before it answers its last good copy. */
const DEFAULT_RELAY_DEADLINE_MS = 2500;
/** events.timeoutMs (the page) must exceed the relay's deadline by this much: the answer still has to travel. */
const RELAY_MARGIN_MS = 1000;

/** A service the business offers: town files say which towns get it, by its key. */
const service = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]*$/, {
      error: 'must be one word starting with a lower-case letter, like teethWhitening (town files use it under services:)',
    })
    .describe('A one-word name for the service, e.g. "whitening" (letters and digits, no spaces, starting with a small letter): each town\'s Services list names the service by it, to tick for the towns that get it. Keep it once towns use it.'),
  name: text.describe('The name visitors read, e.g. "Teeth Whitening"; titles and lists use it.'),
  /** The service's page; `page` is a link like `href`, so it is checked the same way. */
  page: href.describe("The service's page, e.g. /teeth-whitening."),
  description: text.describe("A sentence about the service, shown on the town pages' service cards."),
  icon: z.enum(iconNames).describe("The icon shown with it, chosen from the list of icons (smile, gem, link, party-popper, ...)."),
  /** The label of the link to the page on a town's service card; `templates.town.serviceLinkLabel` otherwise. */
  linkLabel: text.optional().describe("The words of the link to the service's page on a town's service card, e.g. \"See Party Packages\"; left empty, the card uses Templates › Town › Service link label."),
  price: dollars.optional().describe('What the service costs, in dollars, e.g. 75: shown on its page, on the booking form and in the emails. Left out, no price is shown (the launch check asks for it).'),
  deposit: deposit.optional(),
  prepare: prepare.optional(),
  intake: intakeSchema.optional(),
}).check(depositCheck('price'));

/** A county the business travels to, and the towns in it served without a page of their own. */
const county = z.strictObject({
  name: text.describe('The county\'s name without "County", e.g. Smith.'),
  /** Left empty (`otherTowns:` with no names under it) it is an empty list. */
  otherTowns: z.array(text).nullish().transform((names) => names ?? []).describe("Towns served in this county that have no page of their own (listed by name only)."),
});

export const siteSchema = z.strictObject({
  business: z
    .strictObject({
    name: text.describe('The business name, as every page shows it, e.g. "Sunny Day Mobile Spa".'),
    /** A shorter name for page titles, where the full name would not fit (`{shortName}` in templates). */
    shortName: text.optional().describe('A shorter name for page titles, where the full name would not fit, e.g. "Sunny Spa" for "Sunny Day Mobile Spa". In the page titles of Templates, {shortName} is replaced by it.'),
    tagline: text.describe("One line that says what the business does; search engines and the footer show it."),
    phone: text.describe("The business phone number as it should be shown, e.g. \"(903) 555-0123\"; Call buttons dial it."),
    email: z.email().describe("The business email address, e.g. hello@yourbusiness.com; bookings are emailed here."),
    office: z.strictObject({ street: text.describe("Street and number, e.g. \"400 Oak Avenue\"."), city: text.describe("The city, e.g. Tyler."), state: text.describe("The two-letter state, e.g. TX."), zip: text.describe("The ZIP code, e.g. 75701."), coordinates: coordinates.optional().describe('Where the office is on the map (its latitude and longitude): town pages that have theirs show the distance from here.') }).describe("Where the office is: street, city, state, ZIP code and (optional) its place on the map, for the distances to towns."),
    hours: z.array(z.strictObject({ days: text.describe("The days, e.g. \"Monday-Friday\" or \"Saturday\"."), time: text.describe('The hours those days, e.g. 11AM-7PM, or Closed.') })).min(1).describe("Opening hours, one entry per set of days, e.g. Days \"Monday-Friday\" with Time \"11AM-7PM\" (or \"Closed\")."),
    owner: z.strictObject({ credit: text.describe("The credit line, e.g. \"Owned and operated by Pat Lee\".") }).describe("The footer's credit line about the owner."),
    /** Where a happy customer writes a review; left out, no one is asked (src/server/reviews/). */
    reviewUrl: httpsUrl.optional().describe("Where customers write you a review: your Google Business Profile's review link (in your profile, Ask for reviews), e.g. https://g.page/r/yourcode/review. With it, marking an appointment done in your inbox thanks the customer and links it, once per customer; left out, no one is asked."),
    })
    .describe('The business: name, tagline, phone, email, office, hours and the owner credit.'),
  siteUrl,
  /** The language and country of the site's text, as social networks want it (og:locale). */
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'must be a language and country code like en_US' })
    .default('en_US')
    .describe('The language and country of the text, as social networks want it, e.g. en_US.'),
  social: z.strictObject({
    facebook: httpsUrl.describe('The Facebook page, e.g. https://www.facebook.com/yourpage.'),
    instagram: httpsUrl.describe('The Instagram profile, e.g. https://www.instagram.com/yourname.'),
  }).describe("The social profiles: full https:// addresses."),
  navigation: z.array(navItem).min(1).describe("The menu at the top of every page: each entry a link, or a label with Children, the links of a dropdown."),
  /** "Call" and "Book" on every page: the bar at the bottom of phone screens and the header's button. */
  quickActions: z.strictObject({ label: text.describe('What screen readers call the bar of buttons, e.g. "Call or book".'), call: text.describe("The text of the Call button (it dials the number in Business › Phone)."), book: link.describe("The Book button: its label and where it leads.") }).describe("The \"Call\" and \"Book\" buttons: a bar at the bottom of phone screens, a Book button in the header."),
  footer: z.strictObject({ faqPrompt: text.describe("The line that points to the FAQ, e.g. \"Questions? Read our FAQ before booking\"."), faqHref: href.describe("Where the FAQ prompt leads, e.g. /about#faq."), menu: z.array(link).min(1).describe('The links of the footer menu.') }).describe("The footer of every page: the FAQ prompt and the menu."),
  services: z.array(service).min(1).describe("The services offered, each once: its one-word name (what the town pages tick), the name visitors read, its page, a short description and an icon."),
  counties: z.array(county).min(1).describe("The counties served, in the order lists show them, each with the towns served that have no page."),
  events: z
    .strictObject({
      sheetCsvUrl: z.url({ protocol: /^https$/ }).describe("The address of the Google Sheet published to the web as CSV (File > Share > Publish to web > CSV), e.g. https://docs.google.com/spreadsheets/d/e/.../pub?output=csv."),
      source: z.enum(['relay', 'direct']).describe("How the page gets the events: relay, through the site's own server, which fetches the sheet and keeps a copy; direct, each visitor's browser reads the sheet itself (for a site hosted without a server of its own)."),
      timeoutMs: z.number().int().min(1000).max(60000).describe('How long the page waits for the events before it shows the sample events (milliseconds).'),
      relayCacheSeconds: z.number().int().min(0).max(86400).describe("relay only: how long our server keeps a copy before asking the sheet again (seconds)."),
      relayDeadlineMs: z.number().int().min(500).max(30000).default(DEFAULT_RELAY_DEADLINE_MS).describe("relay only: how long a visitor waits for a slow sheet before the last good copy is answered (milliseconds)."),
      relayMaxBytes: z.number().int().min(1024).max(20 * 1024 * 1024).default(2 * 1024 * 1024).describe("relay only: a sheet larger than this is refused and the last good copy kept (bytes)."),
      sampleEvents: z.array(eventInput).min(1).describe("Shown when the sheet cannot be read or has no upcoming events; past ones are hidden."),
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
    })
    .describe('The events page: the Google Sheet it reads and what it shows when the sheet cannot be read.'),
  instagram: z.strictObject({
    proxyUrl: z.string().regex(/^(\/|https:\/\/)/, { error: 'must start with "/" or "https://"' }).describe("Where the page asks for the posts: /api when the site runs on its own server, or the https:// address of the service that fetches them."),
    defaultUsername: instagramUsername.describe("The Instagram account whose posts the page shows, without the @, e.g. yourbusiness."),
    /** More accounts the feed may show besides defaultUsername; every other name is refused. */
    allowedUsernames: z.array(instagramUsername).default([]).describe("Other accounts visitors may look up with the search form; any other is refused."),
    /** Searching a hashtag without a username (uses Meta's 30-hashtags-a-week budget). */
    hashtagSearch: z.boolean().default(false).describe("Ticked, visitors may search a hashtag on its own, without an account name (each search counts against Meta's limit of 30 hashtags a week); off by default."),
    timeoutMs: z.number().int().min(1000).max(60000).describe('How long the page waits for posts before it says they could not be loaded (milliseconds).'),
  }).describe('The Instagram feed: where the page asks for posts and which accounts it shows.'),
  contactForm: z.strictObject({
    submitDelayMs: z.number().int().min(0).max(10000).describe("\"Sending...\" shows at least this long (milliseconds)."),
    /** The product spec's 5 s of the demo form's thank-you. The thank-you now stays until the visitor asks for a new form: accepted, unused. */
    successVisibleMs: z.number().int().min(1000).max(60000).optional().describe("Not used any more: the thank-you now stays until the visitor asks for a new form. Files that still have it stay valid."),
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
      .default(BOOKING_API_PATH)
      .describe('Where bookings go: normally /api/bookings, this site\'s own server, which keeps them for your bookings inbox; the https:// address of another service that takes bookings; or "simulated" to send nothing (the visitor is thanked all the same), e.g. while trying the site out.'),
    // prefault: a left-out `confirmation` gets every default wording.
    confirmation: bookingEmailSchema.prefault({}),
    appointmentEmails: appointmentEmailSchema.prefault({}),
  }).describe('The booking form: its timing, where bookings go, the confirmation email customers get, and the emails about their appointment.'),
  /** Free times in the booking form; left out, the form asks for a preferred date (src/schema/availability.ts). */
  availability: availabilitySchema.optional(),
  /** A travel fee from the road miles to the town (src/schema/travel-fee.ts); left out, none is shown. */
  travelFee: travelFeeSchema.optional(),
  templates: templatesSchema.describe("The words around town and party pages. In them, {town} is replaced by the town's name, {county} by its county, {counties} by every county served and {business} by the business name."),
}).check((ctx) => {
  // A travel fee by county names a county served: a misspelt one would silently charge by the miles.
  const names = ctx.value.counties.map((c) => c.name);
  ctx.value.travelFee?.counties?.forEach((zone, i) => {
    if (names.some((n) => n.toLowerCase() === zone.county.toLowerCase())) return;
    ctx.issues.push({ code: 'custom', input: zone.county, path: ['travelFee', 'counties', i, 'county'], message: `must be one of the counties served (${names.join(', ')}); got "${zone.county}"` });
  });
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type Service = z.infer<typeof service>;
export type County = z.infer<typeof county>;
export type NavItem = z.infer<typeof navItem>;
export type EventInput = z.infer<typeof eventInput>;
