// The words of the collection templates live in site.config.yaml (`templates:`), like every other text.
// `{town}`, `{county}` and `{business}` are filled in per page.
import { z } from 'zod';
import { href, link, text } from './fields.ts';
import { iconNames } from './icons.ts';

const serviceCard = z.strictObject({
  title: text,
  description: text,
  icon: z.enum(iconNames),
  href,
  linkLabel: text,
});

export const templatesSchema = z.strictObject({
  town: z.strictObject({
    heroTitle: text,
    heroSubtitle: text,
    welcomeHeading: text,
    attractionsHeading: text,
    servicesHeading: text,
    services: z.strictObject({
      teethWhitening: serviceCard,
      toothGems: serviceCard,
      permanentJewelry: serviceCard,
      parties: serviceCard,
    }),
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

