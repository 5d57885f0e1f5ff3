import { z } from 'zod';
import { link, text } from '../../schema/fields.ts';
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
  unavailable: text
    .optional()
    .describe(
      "What visitors read instead of the calendar and the list when the events sheet can't be read and no sample event is ahead, e.g. \"We can't show our event dates right now. Please check back soon.\" The onward links follow it. Left out, the page says \"No upcoming events\".",
    ),
});
