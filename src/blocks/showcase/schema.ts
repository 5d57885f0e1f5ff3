import { z } from 'zod';
import { image, link, richText, text } from '../../content/fields.ts';
import { iconNames } from '../../content/icons.ts';

const item = z.strictObject({
  eyebrow: text.optional(),
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
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens' }).optional(),
  eyebrow: text.optional(),
  heading: text.optional(),
  intro: text.optional(),
  tone: z.enum(['plain', 'soft']).default('plain'),
  items: z.array(item).min(1),
});

export type ShowcaseItem = z.infer<typeof item>;
