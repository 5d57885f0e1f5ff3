import { z } from 'zod';
import { href, link, text } from '../../schema/fields.ts';
import { iconNames } from '../../schema/icons.ts';
import { heading } from '../shared.ts';

/** A small boxed aside: a heading, a few lines (optionally labelled or linked) and buttons. */
export const infoBoxBlock = z.strictObject({
  type: z.literal('info-box').describe("The block type. A small box with a heading, a few lines and buttons."),
  heading,
  icon: z.enum(iconNames).optional().describe("An icon beside the heading (one of the icon names)."),
  body: text.optional().describe("A short paragraph."),
  lines: z
    .array(
      z.strictObject({
        label: text.optional().describe('A bold label above the value, e.g. "Office".'),
        value: text.describe('The value, e.g. an address or a phone number.'),
        href: href.optional().describe('Makes the value a link, e.g. tel:+19035550123.'),
      }),
    )
    .default([])
    .describe('Lines of facts, each a value with an optional label and link.'),
  actions: z.array(link).default([]).describe("Buttons at the bottom: the words of each and where it leads."),
});
