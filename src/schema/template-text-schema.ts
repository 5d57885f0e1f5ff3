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
    heroTitle: text,
    heroSubtitle: text,
    welcomeHeading: text,
    attractionsHeading: text,
    /** The browser-tab and search-result title; `{services}` names the services the town gets, as many as fit. */
    pageTitle: patterns,
    /** The search-result snippet and social preview text; the same placeholders as pageTitle. */
    pageDescription: patterns,
    /** Stands for `{services}` in the title of a town that gets none. */
    noServices: text,
    servicesHeading: text,
    /** The link of a service card, unless the service sets its own `linkLabel`. */
    serviceLinkLabel: text,
    nearbyHeading: text,
    bookHeading: text,
    bookBody: text,
    officeLabel: text,
    phoneLabel: text,
    bookAction: link,
    infoHeading: text,
    populationLabel: text,
    countyLabel: text,
    areaHeading: text,
    areaBody: text,
    areaAction: link,
    /** The trail above the page: its screen-reader name, the home link's text, and the hub of towns. */
    breadcrumb: z.strictObject({ label: text, home: text, towns: link }),
    /** The town-info line for a town with coordinates: `{miles}` and `{minutes}` from the office. */
    distanceLabel: text,
    distanceValue: text,
    travelHeading: text,
    questionsHeading: text,
  }),
  party: z.strictObject({
    /** The browser-tab and search-result title; `{party}` is the party's title. */
    pageTitle: patterns,
    /** The search-result snippet; `{party}` and `{subtitle}` are the party's. */
    pageDescription: patterns,
    heroAction: link,
    descriptionHeading: text,
    packageAction: link,
    perksHeading: text,
    galleryHeading: text,
    testimonialsHeading: text,
    closingHeading: text,
    closingBody: text,
    closingAction: link,
  }),
});

export type TemplateTexts = z.infer<typeof templatesSchema>;

