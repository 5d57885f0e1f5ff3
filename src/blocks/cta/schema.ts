import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

/** A closing band that sends the visitor to book. */
export const ctaBlock = z.strictObject({
  type: z.literal('cta'),
  heading,
  body: text.optional(),
  action: link,
});
