import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { sectionHead } from '../shared.ts';

/**
 * The business's address, phone, email, hours and social links. The facts come from site.config.yaml;
 * a page only words the headings around them.
 */
export const contactDetailsBlock = z.strictObject({
  type: z.literal('contact-details'),
  ...sectionHead,
  officeHeading: text,
  phoneHeading: text,
  emailHeading: text,
  hoursHeading: text,
  socialHeading: text,
});

export type ContactDetailsBlock = z.infer<typeof contactDetailsBlock>;
