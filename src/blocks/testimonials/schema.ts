import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

export const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  heading,
  items: z.array(z.strictObject({ quote: text, name: text, location: text })).min(1),
});
