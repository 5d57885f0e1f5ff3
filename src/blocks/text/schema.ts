import { z } from 'zod';
import { link, richText } from '../../schema/fields.ts';
import { eyebrow, id, optionalHeading } from '../shared.ts';

/** A section of prose: optional eyebrow and heading, paragraphs separated by blank lines. */
export const textBlock = z.strictObject({
  type: z.literal('text'),
  id,
  eyebrow,
  heading: optionalHeading,
  body: richText,
  align: z.enum(['left', 'center']).default('left'),
  action: link.optional(),
});
