import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { sectionHead } from '../shared.ts';

/**
 * The business's address, phone, email, hours and social links. The facts come from site.config.yaml;
 * a page only words the headings around them.
 */
export const contactDetailsBlock = z.strictObject({
  type: z.literal('contact-details').describe("The block type. The business's address, phone, email, hours and social links (from Site settings)."),
  ...sectionHead,
  officeHeading: text.describe("The heading above the office address, e.g. \"Office\"."),
  phoneHeading: text.describe("The heading above the phone number, e.g. \"Call or Text\"."),
  emailHeading: text.describe("The heading above the email address, e.g. \"Email\"."),
  hoursHeading: text.describe("The heading above the opening hours, e.g. \"Hours\"."),
  socialHeading: text.describe("The heading above the social links, e.g. \"Follow Us\"."),
});

export type ContactDetailsBlock = z.infer<typeof contactDetailsBlock>;
