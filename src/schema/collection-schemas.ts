// Entity schemas of the two collections, with the field names of the product spec (§3).
import { z } from 'zod';
import { coordinates, image, imageSrc, richText, testimonial, text } from './fields.ts';

export const townSchema = z.strictObject({
  name: text,
  /** One of the counties of site.config.yaml (checked once the site config is known). */
  county: text,
  description: richText,
  // Owners write populations either way ("28,164" or 28164); pages always show the text form.
  population: z
    .union([z.string().trim().min(1), z.number().int().nonnegative()])
    .transform((v) => (typeof v === 'number' ? v.toLocaleString('en-US') : v))
    .optional(),
  attractions: z.array(text).optional(),
  /** Service key (from site.config.yaml) -> whether the town gets it; a service left out is not offered. */
  services: z.record(z.string(), z.boolean()),
  neighboringTowns: z.array(text).default([]),
  heroImage: imageSrc.optional(),
  /** Where the town is; the page then shows the distance and drive time from the office. */
  coordinates: coordinates.optional(),
  /** How we get there and what to know about a visit in this town (parking, venues, travel fee). */
  travelNote: richText.optional(),
  /** Questions people in this town ask, with their answers, shown as a FAQ on the town page. */
  questions: z.array(z.strictObject({ question: text, answer: richText })).min(1).optional(),
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
  testimonials: z.array(testimonial).default([]),
});

export type Town = z.infer<typeof townSchema>;
export type Party = z.infer<typeof partySchema>;
