import { z } from 'zod';
import { imageSrc, link, text } from '../../schema/fields.ts';

export const heroBlock = z.strictObject({
  type: z.literal('hero').describe("The block type. The big heading at the top of a page, with an optional picture and buttons."),
  title: text.describe("The page's main heading, e.g. \"About Us\"."),
  subtitle: text.optional().describe("A line under the heading."),
  /** Background picture; decorative, so it carries no alt text. */
  image: imageSrc.optional().describe("The background picture: a photo from the site's photos (choose one, or upload it in Photos)."),
  /** `large` for the home page, `banner` for a shorter band on inner pages. */
  size: z.enum(['large', 'banner']).default('banner').describe("large for the home page, banner for the others."),
  actions: z.array(link).max(2).default([]).describe("Up to two buttons: the words of each and where it leads."),
});
