import { z } from 'zod';
import { text } from '../../content/fields.ts';

/** Numbered steps: how a service goes from booking to the finished look. */
export const processStepsBlock = z.strictObject({
  type: z.literal('process-steps'),
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be lower-case letters, digits and hyphens' }).optional(),
  eyebrow: text.optional(),
  heading: text,
  intro: text.optional(),
  tone: z.enum(['plain', 'soft']).default('plain'),
  steps: z.array(z.strictObject({ title: text, description: text })).min(1),
});
