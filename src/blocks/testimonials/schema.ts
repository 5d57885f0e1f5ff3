import { z } from 'zod';
import { testimonial } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

export const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials'),
  heading,
  items: z.array(testimonial).min(1),
});
