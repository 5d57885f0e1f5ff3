import { z } from 'zod';
import { image, link, text } from '../../schema/fields.ts';
import { iconNames } from '../../schema/icons.ts';
import { id, optionalSectionHead, tone } from '../shared.ts';

const card = z.strictObject({
  /** Becomes the card's element id, so `/page#id` lands on it. */
  id,
  icon: z.enum(iconNames).optional(),
  image: image.optional(),
  title: text,
  description: text.optional(),
  price: text.optional(),
  features: z.array(text).optional(),
  link: link.optional(),
});

/** A grid of cards: services, packages, perks, options, values. */
export const cardsBlock = z.strictObject({
  type: z.literal('cards'),
  ...optionalSectionHead,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  tone,
  cards: z.array(card).min(1),
});

export type Card = z.infer<typeof card>;
