import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

/** A closing band that sends the visitor to book. */
export const ctaBlock = z.strictObject({
  type: z.literal('cta').describe("The block type. A closing band with a heading, a sentence and a button."),
  heading,
  body: text.optional().describe("A sentence under the heading."),
  action: link.describe("The button: its words and where it leads."),
});
