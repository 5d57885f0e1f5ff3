// The events query for the page. Thin on purpose: all behaviour lives in fetchEvents/parseEvents.
import { useFetch, type FetchState } from '../../islands/use-fetch.ts';
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

/**
 * The spec's events query: it retries once and does not refetch on window focus. fetchEvents falls back to
 * the sample events instead of throwing, so the retry (and the error state) only follow an unexpected failure.
 */
export function useEvents(feed: EventsFeed): FetchState<FetchEventsResult, unknown> {
  return useFetch(
    `events ${feed.url}`,
    // `today` is read when the fetch runs, after mount, never during render: the server HTML shows the
    // loading state (or the events it was given) and hydration cannot mismatch.
    () => fetchEvents({ url: feed.url, timeoutMs: feed.timeoutMs, sampleEvents: feed.sampleEvents, today: chicagoToday() }),
    {
      freshMs: FIVE_MINUTES,
      // Events the page was rendered with show at once, and are read again as soon as the island has mounted.
      ...(feed.initial && { initial: { events: feed.initial.events, source: 'sheet' as const } }),
    },
  );
}
