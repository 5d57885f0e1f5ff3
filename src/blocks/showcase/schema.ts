import { z } from 'zod';
import { image, link, richText, text } from '../../schema/fields.ts';
import { iconNames } from '../../schema/icons.ts';
import { eyebrow, optionalSectionHead, tone } from '../shared.ts';

const item = z.strictObject({
  eyebrow,
  title: text.describe("The heading of this row."),
  image: image.describe('The picture beside the text, with a few words on what it shows.'),
  body: richText.describe("The text; a blank line starts a new paragraph."),
  /** Short key facts shown with an icon, e.g. "About 60 minutes". */
  facts: z.array(z.strictObject({ icon: z.enum(iconNames).describe('The icon (one of the icon names).'), text: text.describe('The fact, e.g. "About 60 minutes".') })).default([]).describe("Short facts with an icon each."),
  /** The first is drawn as the main button, the second as an outlined one. */
  actions: z.array(link).max(2).default([]).describe("Up to two buttons: the words of each and where it leads."),
});

/** Picture-and-text rows that alternate sides: a service overview, or a page's introduction. */
export const showcaseBlock = z.strictObject({
  type: z.literal('showcase').describe("The block type. Rows of picture and text that alternate sides."),
  ...optionalSectionHead,
  tone,
  items: z.array(item).min(1).describe("The rows, picture beside text."),
});

export type ShowcaseItem = z.infer<typeof item>;
