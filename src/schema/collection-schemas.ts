// Entity schemas of the two collections, with the field names of the product spec (§3).
import { z } from 'zod';
import { county, image, imageSrc, richText, text } from './fields.ts';

export const townSchema = z.strictObject({
  name: text,
  county,
  description: richText,
  // Owners write populations either way ("28,164" or 28164); pages always show the text form.
  population: z
    .union([z.string().trim().min(1), z.number().int().nonnegative()])
    .transform((v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v))
    .optional(),
  attractions: z.array(text).optional(),
  services: z.strictObject({
    teethWhitening: z.boolean(),
    toothGems: z.boolean(),
    permanentJewelry: z.boolean(),
    parties: z.boolean(),
  }),
  neighboringTowns: z.array(text).default([]),
  heroImage: imageSrc.optional(),
});

const partyPackage = z.strictObject({
  title: text,
  description: text,
  price: text,
  features: z.array(text).min(1),
});

export const partySchema = z.strictObject({
  title: text,
  subtitle: text,
  heroImage: imageSrc,
  description: richText,
  featuredPackageTitle: text,
  featuredPackageDescription: text,
  packages: z.array(partyPackage).min(1),
  perks: z.array(z.strictObject({ title: text, description: text })).default([]),
  galleryImages: z.array(image).default([]),
  testimonials: z
    .array(z.strictObject({ quote: text, name: text, location: text }))
    .default([]),
});

export type Town = z.infer<typeof townSchema>;
export type Party = z.infer<typeof partySchema>;
