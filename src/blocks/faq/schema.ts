import { z } from 'zod';
import { richText, text } from '../../schema/fields.ts';
import { anchor, sectionHead, tone } from '../shared.ts';

/** Questions and answers as an accordion. The default id makes `/page#faq` land on it. */
export const faqBlock = z.strictObject({
  type: z.literal('faq'),
  ...sectionHead,
  id: anchor.default('faq'),
  tone,
  items: z.array(z.strictObject({ question: text, answer: richText })).min(1),
});
