import type { z } from 'zod';
import { eventsUrl } from '../../data/events/fetch-events.ts';
import type { EventsFeed } from '../../data/events/use-events.ts';
import type { ResolveContext } from '../context.ts';
import type { eventsBlock } from './schema.ts';

/** Where the events come from, from the `events` section of site.config.yaml. */
export const resolveEvents = (block: z.infer<typeof eventsBlock>, { site }: ResolveContext) => {
  const { timeoutMs, sampleEvents } = site.events;
  // With the relay the page never learns the sheet's address.
  const feed: EventsFeed = { url: eventsUrl(site.events), timeoutMs, sampleEvents };
  return { ...block, feed };
};
