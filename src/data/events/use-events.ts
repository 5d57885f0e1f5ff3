// The events query for the page. Thin on purpose: all behaviour lives in fetchEvents/parseEvents.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchEvents, type FetchEventsOptions, type FetchEventsResult } from './fetch-events.ts';
import { chicagoToday } from './today.ts';
import type { EventItem } from './types.ts';

/** The events a server already knows when it renders the page (its copy of the sheet), and the day it used. */
export interface EventsSnapshot {
  events: EventItem[];
  /** 'YYYY-MM-DD' in America/Chicago when the page was rendered. */
  today: string;
}

/**
 * Where the page reads events, resolved from the `events` section of site.config.yaml at build time; the
 * server adds `initial` when it renders the page with the events it has (src/server/live-pages.ts).
 */
export type EventsFeed = Pick<FetchEventsOptions, 'url' | 'timeoutMs' | 'sampleEvents'> & { initial?: EventsSnapshot };

const FIVE_MINUTES = 5 * 60 * 1000;

export function useEvents(feed: EventsFeed): UseQueryResult<FetchEventsResult> {
  return useQuery({
    queryKey: ['events', feed.url],
    // `today` is read when the query runs, never during render: queries do not run while
    // prerendering, so the server HTML shows the loading state (or the events it was given) and
    // hydration cannot mismatch.
    queryFn: () => fetchEvents({ url: feed.url, timeoutMs: feed.timeoutMs, sampleEvents: feed.sampleEvents, today: chicagoToday() }),
    // fetchEvents falls back instead of throwing, so a retry only follows an unexpected exception.
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: FIVE_MINUTES,
    // Events the page was rendered with show at once (server and hydration agree), and are read again
    // as soon as the page has loaded: they count as old from the start.
    ...(feed.initial && { initialData: { events: feed.initial.events, source: 'sheet' as const }, initialDataUpdatedAt: 0 }),
  });
}
