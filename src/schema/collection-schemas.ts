// Entity schemas of the two collections, with the field names of the product spec (§3).
import { z } from 'zod';
import { coordinates, image, imageSrc, richText, testimonial, text } from './fields.ts';
import { deposit, depositCheck, dollars, prepare } from './deposit.ts';
import { packagePlanFields, perkRule } from './party-plan.ts';

/** The most guests of a party package that does not say (maxGuests). */
export const DEFAULT_MAX_GUESTS = 20;

export const townSchema = z.strictObject({
  name: text.describe("The town's name as visitors write it, e.g. \"Mt. Pleasant\". The page's web address is made from it (/towns/mt-pleasant), so change only its capitals or punctuation here; a town of another name is added with \"New town or party\"."),
  /** One of the counties of site.config.yaml (checked once the site config is known). */
  county: text.describe("The county the town is in: one of the counties listed in Site settings › Counties, e.g. Smith."),
  description: richText.describe('A few paragraphs about the town and how we serve it; a blank line starts a new paragraph.'),
  // Owners write populations either way ("28,164" or 28164); pages always show the text form.
  population: z
    .union([z.string().trim().min(1), z.number().int().nonnegative()])
    .transform((v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v))
    .optional()
    .describe('How many people live there, e.g. "12,345" (optional).'),
  attractions: z.array(text).optional().describe("Places and events the town is known for, one per line (optional)."),
  /** Service key (from site.config.yaml) -> whether the town gets it; a service left out is not offered. */
  services: z.record(z.string(), z.boolean()).describe("Which services the town gets, out of those in Site settings › Services: each by its one-word name, e.g. \"parties\", ticked if the town gets it; a service left unticked is not offered here."),
  neighboringTowns: z.array(text).default([]).describe("Nearby towns with a page of their own, by name; each should name this town back."),
  heroImage: imageSrc.optional().describe("The picture at the top of the page: a photo from the site's photos (choose one, or upload it in Photos). Left empty, the page shows the usual town picture."),
  /** Where the town is; the page then shows the distance and drive time from the office. */
  coordinates: coordinates.optional().describe("Where the town is on the map (its latitude and longitude, as a map app shows them): the page then shows the distance and drive time from the office."),
  /** How we get there and what to know about a visit in this town (parking, venues, travel fee). */
  travelNote: richText.optional().describe("How we get to this town and what to know about a visit there (optional)."),
  /** Questions people in this town ask, with their answers, shown as a FAQ on the town page. */
  questions: z.array(z.strictObject({ question: text.describe("The question, as a visitor would ask it."), answer: richText.describe("The answer, in a sentence or two.") })).min(1).optional().describe("Questions people in this town ask, with answers, shown as a FAQ on the town page (optional)."),
});

const partyPackage = z.strictObject({
  title: text.describe('The package name, e.g. "Deluxe"; its booking button chooses it in the form.'),
  description: text.describe('A sentence about the package.'),
  price: text.describe('The price, e.g. "Starting at $199" (the lowest is the party\'s starting price).'),
  features: z.array(text).min(1).describe("What the package includes, one per line."),
  maxGuests: z
    .number({ error: 'must be a number of guests, like 20' })
    .int({ error: 'must be a whole number of guests' })
    .min(1, { error: 'must be at least 1 guest' })
    .max(500, { error: 'must be at most 500 guests' })
    .optional()
    .describe(`The most guests one party of this package can have, e.g. 20; a booking for more is refused with your phone number, so one booking cannot fill your calendar. Left out, ${DEFAULT_MAX_GUESTS}.`),
  priceAmount: dollars.optional().describe('The price as an amount in dollars, e.g. 199, for a deposit written as a share ("50%") and for the booking emails; the price text above is what the page shows.'),
  deposit: deposit.optional(),
  prepare: prepare.optional(),
  ...packagePlanFields,
})
  .check(depositCheck('priceAmount'))
  .refine((p) => p.confirmGuestsDaysBefore === undefined || p.minimumGuests !== undefined, {
    error: 'a deadline for the guests (confirmGuestsDaysBefore) needs the fewest guests (minimumGuests), e.g. minimumGuests: 5',
    path: ['confirmGuestsDaysBefore'],
  })
  .refine((p) => p.minimumGuests === undefined || p.minimumGuests <= (p.maxGuests ?? DEFAULT_MAX_GUESTS), {
    error: `the fewest guests (minimumGuests) must be at most the most guests (maxGuests, ${DEFAULT_MAX_GUESTS} when left out)`,
    path: ['minimumGuests'],
  });

export const partySchema = z.strictObject({
  title: text.describe("The name of the party type, e.g. \"Baby Showers\"; the page's main heading."),
  subtitle: text.describe("One line under the title."),
  heroImage: imageSrc.describe("The picture at the top of the page and on the party card: a photo from the site's photos (choose one, or upload it in Photos), e.g. /images/parties/baby-shower.jpg."),
  description: richText.describe('The text under the first heading; a blank line starts a new paragraph.'),
  featuredPackageTitle: text.describe("The heading above the packages."),
  featuredPackageDescription: text.describe("A short paragraph under that heading."),
  packages: z.array(partyPackage).min(1).describe("The packages offered, each with a title, description, price and features."),
  guestOfHonor: text.optional().describe('Who the party is for, as the sign-up page asks it, e.g. "the bride" or "the birthday girl" (optional): one guest says so, and perks may make their choices free.'),
  perks: z.array(z.strictObject({ title: text.describe('The perk, e.g. "A gift for the guest of honor".'), description: text.describe('A sentence about it.'), rule: perkRule.optional() })).default([]).describe("Extras that come with every party, each with a title and description (optional)."),
  galleryImages: z.array(image).default([]).describe("Pictures of parties, each a photo from the site's photos with a few words on what it shows (optional)."),
  testimonials: z.array(testimonial).default([]).describe("What party clients said (optional)."),
}).refine((p) => p.guestOfHonor !== undefined || !p.perks.some((perk) => perk.rule?.guestOfHonorFree), {
  error: 'a perk that makes the guest of honor free needs the guest of honor named (guestOfHonor), e.g. guestOfHonor: the bride',
  path: ['guestOfHonor'],
});

export type Town = z.infer<typeof townSchema>;
export type Party = z.infer<typeof partySchema>;
