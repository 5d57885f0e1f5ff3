import { z } from 'zod';
import { image } from '../../schema/fields.ts';
import { heading, id, intro } from '../shared.ts';

export const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  id,
  heading,
  intro,
  images: z.array(image).min(1),
});
