// The events query for the page. Thin on purpose: all behaviour lives in fetchEvents/parseEvents.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SiteConfig } from '../../content/site-schema.ts';
import { eventsUrl, fetchEvents, type FetchEventsResult } from './fetch-events.ts';
import { chicagoToday } from './today.ts';

export type EventsConfig = Pick<SiteConfig['events'], 'source' | 'sheetCsvUrl' | 'timeoutMs' | 'sampleEvents'>;

const FIVE_MINUTES = 5 * 60 * 1000;

export function useEvents(config: EventsConfig): UseQueryResult<FetchEventsResult> {
  const url = eventsUrl(config);
  return useQuery({
    queryKey: ['events', url],
    // `today` is read when the query runs, never during render: queries do not run while
    // prerendering, so the server HTML shows the loading state and hydration cannot mismatch.
    queryFn: () =>
      fetchEvents({ url, timeoutMs: config.timeoutMs, sampleEvents: config.sampleEvents, today: chicagoToday() }),
    // fetchEvents falls back instead of throwing, so a retry only follows an unexpected exception.
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: FIVE_MINUTES,
  });
}
