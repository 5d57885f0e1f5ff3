import { z } from 'zod';
import { image, text } from '../../content/fields.ts';

export const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(),
  heading: text,
  intro: text.optional(),
  images: z.array(image).min(1),
});
