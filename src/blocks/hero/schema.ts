import { z } from 'zod';
import { imageSrc, link, text } from '../../schema/fields.ts';

export const heroBlock = z.strictObject({
  type: z.literal('hero'),
  title: text,
  subtitle: text.optional(),
  /** Background picture; decorative, so it carries no alt text. */
  image: imageSrc.optional(),
  /** `large` for the home page, `banner` for a shorter band on inner pages. */
  size: z.enum(['large', 'banner']).default('banner'),
  actions: z.array(link).max(2).default([]),
});
