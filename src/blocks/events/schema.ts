import { z } from 'zod';
import { link } from '../../schema/fields.ts';
import { intro, optionalHeading } from '../shared.ts';

/**
 * The events calendar and list. Where the events come from (the sheet, the samples, timeouts) is set
 * once in the `events` section of site.config.yaml; the block only carries the texts around them.
 */
export const eventsBlock = z.strictObject({
  type: z.literal('events').describe("The block type. The events calendar and list, from the Google Sheet set in Site settings › Events."),
  heading: optionalHeading,
  intro,
  onward: z
    .array(link)
    .max(3)
    .default([])
    .describe('Where to send visitors while no event is upcoming (shown under "No upcoming events"), e.g. the booking page and the Instagram page.'),
});
