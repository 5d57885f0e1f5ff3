import { z } from 'zod';
import { link, richText, text } from '../../content/fields.ts';

/** A section of prose: optional eyebrow and heading, paragraphs separated by blank lines. */
export const textBlock = z.strictObject({
  type: z.literal('text'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(),
  eyebrow: text.optional(),
  heading: text.optional(),
  body: richText,
  align: z.enum(['left', 'center']).default('left'),
  action: link.optional(),
});
