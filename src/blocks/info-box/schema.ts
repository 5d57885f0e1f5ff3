import { z } from 'zod';
import { href, link, text } from '../../schema/fields.ts';
import { iconNames } from '../../schema/icons.ts';
import { heading } from '../shared.ts';

/** A small boxed aside: a heading, a few lines (optionally labelled or linked) and buttons. */
export const infoBoxBlock = z.strictObject({
  type: z.literal('info-box'),
  heading,
  icon: z.enum(iconNames).optional(),
  body: text.optional(),
  lines: z
    .array(z.strictObject({ label: text.optional(), value: text, href: href.optional() }))
    .default([]),
  actions: z.array(link).default([]),
});
