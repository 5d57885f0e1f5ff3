// The events query for the page. Thin on purpose: all behaviour lives in fetchEvents/parseEvents.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchEvents, type FetchEventsOptions, type FetchEventsResult } from './fetch-events.ts';
import { chicagoToday } from './today.ts';

/** Where the page reads events, resolved from the `events` section of site.config.yaml at build time. */
export type EventsFeed = Pick<FetchEventsOptions, 'url' | 'timeoutMs' | 'sampleEvents'>;

const FIVE_MINUTES = 5 * 60 * 1000;

export function useEvents(feed: EventsFeed): UseQueryResult<FetchEventsResult> {
  return useQuery({
    queryKey: ['events', feed.url],
    // `today` is read when the query runs, never during render: queries do not run while
    // prerendering, so the server HTML shows the loading state and hydration cannot mismatch.
    queryFn: () => fetchEvents({ url: feed.url, timeoutMs: feed.timeoutMs, sampleEvents: feed.sampleEvents, today: chicagoToday() }),
    // fetchEvents falls back instead of throwing, so a retry only follows an unexpected exception.
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: FIVE_MINUTES,
  });
}
