import { z } from 'zod';
import { image, link, richText, text } from '../../schema/fields.ts';
import { iconNames } from '../../schema/icons.ts';
import { eyebrow, optionalSectionHead, tone } from '../shared.ts';

const item = z.strictObject({
  eyebrow,
  title: text,
  image,
  body: richText,
  /** Short key facts shown with an icon, e.g. "About 60 minutes". */
  facts: z.array(z.strictObject({ icon: z.enum(iconNames), text })).default([]),
  /** The first is drawn as the main button, the second as an outlined one. */
  actions: z.array(link).max(2).default([]),
});

/** Picture-and-text rows that alternate sides: a service overview, or a page's introduction. */
export const showcaseBlock = z.strictObject({
  type: z.literal('showcase'),
  ...optionalSectionHead,
  tone,
  items: z.array(item).min(1),
});

export type ShowcaseItem = z.infer<typeof item>;
