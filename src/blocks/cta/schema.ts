import { z } from 'zod';
import { link, text } from '../../content/fields.ts';

/** A closing band that sends the visitor to book. */
export const ctaBlock = z.strictObject({
  type: z.literal('cta'),
  heading: text,
  body: text.optional(),
  action: link,
});
