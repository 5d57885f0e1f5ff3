import { z } from 'zod';
import { link, text } from '../../content/fields.ts';

export const linkChipsBlock = z.strictObject({
  type: z.literal('link-chips'),
  heading: text,
  links: z.array(link).min(1),
});
