import { z } from 'zod';
import { link, richText } from '../../schema/fields.ts';
import { eyebrow, id, optionalHeading } from '../shared.ts';

/** A section of prose: optional eyebrow and heading, paragraphs separated by blank lines. */
export const textBlock = z.strictObject({
  type: z.literal('text').describe("The block type. A section of text: optional heading, paragraphs separated by blank lines."),
  id,
  eyebrow,
  heading: optionalHeading,
  body: richText.describe("The text; a blank line starts a new paragraph."),
  align: z.enum(['left', 'center']).default('left').describe("left or center."),
  action: link.optional().describe("A button under the text: its words and where it leads."),
});
