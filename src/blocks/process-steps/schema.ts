import { z } from 'zod';
import { text } from '../../schema/fields.ts';
import { sectionHead, tone } from '../shared.ts';

/** Numbered steps: how a service goes from booking to the finished look. */
export const processStepsBlock = z.strictObject({
  type: z.literal('process-steps'),
  ...sectionHead,
  tone,
  steps: z.array(z.strictObject({ title: text, description: text })).min(1),
});
