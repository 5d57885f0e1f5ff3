import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { optionalSectionHead, tone } from '../shared.ts';

/**
 * Every party type as a card with its picture, subtitle and starting price, linking to its page: the
 * parties hub. The parties come from pages/parties/; only the words around them are written here.
 */
export const partyDirectoryBlock = z.strictObject({
  type: z.literal('party-directory').describe("The block type. Every party type as a card with its starting price (made from the party pages)."),
  ...optionalSectionHead,
  /** The link on each card to the party's page, e.g. "See Packages". */
  linkLabel: text.describe("The text of the link on each party card, e.g. \"See Packages\"."),
  columns: z.union([z.literal(2), z.literal(3)]).default(3).describe("How many cards side by side on wide screens: 2 or 3."),
  tone,
});
