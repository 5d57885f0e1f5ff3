import { z } from 'zod';
import { link } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

export const linkChipsBlock = z.strictObject({
  type: z.literal('link-chips'),
  heading,
  links: z.array(link).min(1),
});
