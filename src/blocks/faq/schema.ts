import { z } from 'zod';
import { richText, text } from '../../schema/fields.ts';
import { anchor, sectionHead, tone } from '../shared.ts';

/** Questions and answers as an accordion. The default id makes `/page#faq` land on it. */
export const faqBlock = z.strictObject({
  type: z.literal('faq').describe("The block type. Questions and answers that open one at a time."),
  ...sectionHead,
  id: anchor.default('faq'),
  tone,
  items: z.array(z.strictObject({ question: text.describe("The question, e.g. \"How long does it take?\"."), answer: richText.describe("The answer; a blank line starts a new paragraph.") })).min(1).describe("The questions and their answers."),
});
