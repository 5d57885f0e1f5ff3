// The words of the collection templates live in site.config.yaml (`templates:`), like every other text.
// `{town}`, `{county}`, `{counties}` (every county served) and `{business}` are filled in per page.
import { z } from 'zod';
import { link, text } from './fields.ts';

/**
 * One pattern, or a list of them tried in order: the first whose result fits the limit is used (a shorter
 * pattern after a longer one keeps every page within it, whatever the length of a town's name).
 */
const patterns = z.union([text, z.array(text).min(1)]).transform((v) => (typeof v === 'string' ? [v] : v));

export const templatesSchema = z.strictObject({
  town: z.strictObject({
    heroTitle: text.describe("The main heading of a town page, e.g. \"{business} in {town}\"."),
    heroSubtitle: text.describe("The line under it."),
    welcomeHeading: text.describe("The heading above the town's description."),
    attractionsHeading: text.describe("The heading above the town's attractions."),
    /** The browser-tab and search-result title; `{services}` names the services the town gets, as many as fit. */
    pageTitle: patterns.describe('The title of a town page in the browser tab and in search results (at most 60 characters): one or more versions, tried in order, the first that fits is used; {services} is replaced by as many of the town\'s services as fit.'),
    /** The search-result snippet and social preview text; the same placeholders as pageTitle. */
    pageDescription: patterns.describe('The summary of a town page in search results (70-160 characters): one or more versions, tried in order like the Page title, with the same words in braces.'),
    /** Stands for `{services}` in the title of a town that gets none. */
    noServices: text.describe("What {services} is replaced by for a town that gets none of the services."),
    servicesHeading: text.describe("The heading above the town's service cards."),
    /** The link of a service card, unless the service sets its own `linkLabel`. */
    serviceLinkLabel: text.describe("The words of the link on each service card, e.g. \"Learn More\" (a service with its own Link label in Site settings › Services uses that instead)."),
    nearbyHeading: text.describe("The heading above the nearby towns."),
    bookHeading: text.describe("The heading of the booking box."),
    bookBody: text.describe("The text of the booking box."),
    officeLabel: text.describe("The label of the office address in the booking box."),
    phoneLabel: text.describe("The label of the phone number in the booking box."),
    bookAction: link.describe("The button of the booking box."),
    infoHeading: text.describe("The heading of the town info box."),
    populationLabel: text.describe("The label of the population."),
    countyLabel: text.describe("The label of the county."),
    areaHeading: text.describe("The heading of the service area box."),
    areaBody: text.describe("The text of the service area box."),
    areaAction: link.describe("The button of the service area box."),
    /** The trail above the page: its screen-reader name, the home link's text, and the hub of towns. */
    breadcrumb: z.strictObject({
      label: text.describe('What screen readers call the trail, e.g. "Breadcrumb".'),
      home: text.describe('The first link, to the home page, e.g. "Home".'),
      towns: link.describe('The second link, to the page that lists every town.'),
    }).describe("The trail above the page: its screen-reader name, the home link and the link to the page that lists every town."),
    /** The town-info line for a town with coordinates: `{miles}` and `{minutes}` from the office. */
    distanceLabel: text.describe("The label of the distance from the office (for a town with coordinates)."),
    distanceValue: text.describe("The distance and drive time; {miles} and {minutes} are filled in."),
    /** With a travelFee set: the town info's travel line, also beside the free times, on the thank-you and in the emails. */
    travelFree: text.default('Free travel to {town}').describe("With a travel fee set (Travel fee): the line for a town within the free miles, e.g. \"Free travel to {town}\"; {town} is filled in."),
    travelFee: text.default('Travel to {town}: {fee}').describe("With a travel fee set (Travel fee): the line for a town beyond the free miles, e.g. \"Travel to {town}: {fee}\"; {town} and {fee} (the amount, like $12) are filled in."),
    travelHeading: text.describe("The heading above a town's Travel note."),
    questionsHeading: text.describe("The heading above a town's questions."),
  }).describe('The words of every town page.'),
  party: z.strictObject({
    /** The browser-tab and search-result title; `{party}` is the party's title. */
    pageTitle: patterns.describe("The title of a party page in the browser tab and in search results (at most 60 characters): one or more versions, tried in order, the first that fits is used; {party} is replaced by the party's title."),
    /** The search-result snippet; `{party}` and `{subtitle}` are the party's. */
    pageDescription: patterns.describe("The summary of a party page in search results (70-160 characters): one or more versions, tried in order; {party} is replaced by the party's title and {subtitle} by its subtitle."),
    heroAction: link.describe("The button at the top of a party page."),
    descriptionHeading: text.describe("The heading above the party's description."),
    packageAction: link.describe("The button on each package card (it chooses the package in the booking form)."),
    perksHeading: text.describe("The heading above the perks."),
    galleryHeading: text.describe("The heading above the gallery."),
    testimonialsHeading: text.describe("The heading above the testimonials."),
    closingHeading: text.describe("The heading of the closing band."),
    closingBody: text.describe("The text of the closing band."),
    closingAction: link.describe("The button of the closing band."),
  }).describe('The words of every party page.'),
});

export type TemplateTexts = z.infer<typeof templatesSchema>;

