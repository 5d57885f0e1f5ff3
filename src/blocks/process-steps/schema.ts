import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { sectionHead, tone } from '../shared.ts';

/** Numbered steps: how a service goes from booking to the finished look. */
export const processStepsBlock = z.strictObject({
  type: z.literal('process-steps').describe("The block type. Numbered steps, e.g. how a visit goes."),
  ...sectionHead,
  tone,
  steps: z.array(z.strictObject({ title: text.describe('The step, e.g. "Book Your Visit".'), description: text.describe('What happens in this step.') })).min(1).describe("The steps in order, each with a title and a description."),
});
