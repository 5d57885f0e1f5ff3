import { z } from 'zod';
import { testimonial } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

export const testimonialsBlock = z.strictObject({
  type: z.literal('testimonials').describe("The block type. What clients said."),
  heading,
  items: z.array(testimonial).min(1).describe("The testimonials."),
});
