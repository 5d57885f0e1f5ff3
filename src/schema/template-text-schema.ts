// The words of the collection templates live in site.config.yaml (`templates:`), like every other text.
// `{town}`, `{county}`, `{counties}` (every county served) and `{business}` are filled in per page.
import { z } from 'zod';
import { link, text } from './fields.ts';

export const templatesSchema = z.strictObject({
  town: z.strictObject({
    heroTitle: text,
    heroSubtitle: text,
    welcomeHeading: text,
    attractionsHeading: text,
    /** The browser-tab title; `{services}` is the services the town gets, in short. */
    pageTitle: text,
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

