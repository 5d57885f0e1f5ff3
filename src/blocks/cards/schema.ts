import { z } from 'zod';
import { image, link, text } from '../../schema/fields.ts';
import { iconNames } from '../../schema/icons.ts';
import { id, optionalSectionHead, tone } from '../shared.ts';

const card = z.strictObject({
  /** Becomes the card's element id, so `/page#id` lands on it. */
  id,
  icon: z.enum(iconNames).optional().describe("An icon at the top of the card (one of the icon names)."),
  image: image.optional().describe("A picture at the top of the card, with a few words on what it shows."),
  title: text.describe("The card's title, e.g. \"Group Discounts\"."),
  description: text.optional().describe("A sentence or two under the title."),
  price: text.optional().describe("A price, e.g. \"Starting at $199\" (search engines read it as an offer)."),
  note: text.optional().describe("A short line under the price, e.g. \"Deposit $25 holds your time\"."),
  features: z.array(text).optional().describe("Points listed on the card, one per line."),
  link: link.optional().describe("A button at the bottom of the card: its words and where it leads."),
});

/** A grid of cards: services, packages, perks, options, values. */
export const cardsBlock = z.strictObject({
  type: z.literal('cards').describe("The block type. A grid of cards: services, packages, perks or options."),
  ...optionalSectionHead,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).describe("How many cards side by side on wide screens: 2, 3 or 4."),
  tone,
  cards: z.array(card).min(1).describe("The cards."),
});

export type Card = z.infer<typeof card>;
