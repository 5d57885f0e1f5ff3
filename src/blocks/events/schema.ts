import { z } from 'zod';
import { text } from '../../content/fields.ts';

/**
 * The events calendar and list. Where the events come from (the sheet, the samples, timeouts) is set
 * once in the `events` section of site.config.yaml; the block only carries the texts around them.
 */
export const eventsBlock = z.strictObject({
  type: z.literal('events'),
  heading: text.optional(),
  intro: text.optional(),
});
