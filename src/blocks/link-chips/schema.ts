import { z } from 'zod';
import { link } from '../../schema/fields.ts';
import { heading } from '../shared.ts';

export const linkChipsBlock = z.strictObject({
  type: z.literal('link-chips').describe("The block type. Links shown as rounded buttons under a heading."),
  heading,
  links: z.array(link).min(1).describe("The links, shown as rounded buttons."),
});
