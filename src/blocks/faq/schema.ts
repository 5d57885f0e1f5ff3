import { z } from 'zod';
import { richText, text } from '../../content/fields.ts';

/** Questions and answers as an accordion. The default id makes `/page#faq` land on it. */
export const faqBlock = z.strictObject({
  type: z.literal('faq'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens' }).default('faq'),
  eyebrow: text.optional(),
  heading: text,
  intro: text.optional(),
  tone: z.enum(['plain', 'soft']).default('plain'),
  items: z.array(z.strictObject({ question: text, answer: richText })).min(1),
});
