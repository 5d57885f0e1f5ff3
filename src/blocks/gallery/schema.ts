import { z } from 'zod';
import { image } from '../../schema/fields.ts';
import { heading, id, intro } from '../shared.ts';

export const galleryBlock = z.strictObject({
  type: z.literal('gallery').describe("The block type. A grid of pictures."),
  id,
  heading,
  intro,
  images: z.array(image).min(1).describe("The pictures, each a photo from the site's photos with a few words on what it shows."),
});
