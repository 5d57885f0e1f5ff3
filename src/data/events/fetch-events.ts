// Thin I/O around parseEvents: fetch the sheet (or our relay of it) with a timeout and fall back to
// the sample events from site.config.yaml whenever the sheet gives us nothing to show.
import type { EventInput } from '../../schema/site-schema.ts';
import { parseEvents, upcomingEvents, validateEvents } from './parse.ts';
import type { EventItem } from './types.ts';

/** Where the page reads the sheet when `events.source` is `relay` (served by src/server/events-relay.ts). */
export const EVENTS_RELAY_PATH = '/api/events.csv';

export type EventsLog = (msg: string, ...rest: unknown[]) => void;

/**
 * The relay's answer while it has no copy of the sheet and the sheet cannot be read: a 200 with this JSON
 * body rather than an error status, because a browser logs every failed request as an error in its
 * console, and a sheet being down is a state the page shows, not a fault of the page.
 */
export const SHEET_UNAVAILABLE = { unavailable: 'The events sheet is unavailable right now.' } as const;

/** Whether an answer of the relay is SHEET_UNAVAILABLE (any JSON answer is: the sheet itself is CSV). */
export const isSheetUnavailable = (contentType: string | null): boolean => /^application\/json\b/i.test(contentType ?? '');

export interface FetchEventsOptions {
  url: string;
  timeoutMs: number;
  sampleEvents: EventInput[];
  /** 'YYYY-MM-DD' in America/Chicago; see chicagoToday(). */
  today: string;
  fetchImpl?: typeof fetch;
  log?: EventsLog;
}

export interface FetchEventsResult {
  events: EventItem[];
  /** 'sample' means the sheet gave nothing usable and the configured sample events are shown. */
  source: 'sheet' | 'sample';
  /** Set only when the sheet could not be read (not ok, network, timeout, not a sheet): show the toast. */
  error?: string;
}

/** The URL the page should read, from the `events` section of site.config.yaml. */
export function eventsUrl(config: { source: 'relay' | 'direct'; sheetCsvUrl: string }): string {
  return config.source === 'relay' ? EVENTS_RELAY_PATH : config.sheetCsvUrl;
}

export async function fetchEvents(opts: FetchEventsOptions): Promise<FetchEventsResult> {
  const log = opts.log ?? console.warn;
  // Wrapped so the browser's fetch is always called on the global object, never detached.
  const fetchImpl = opts.fetchImpl ?? ((input, init) => fetch(input, init));
  const fallback = (error?: string): FetchEventsResult => {
    if (error) log(`Events: ${error}; showing sample events`);
    return { events: sampleEvents(opts.sampleEvents, opts.today, log), source: 'sample', ...(error ? { error } : {}) };
  };

  // AbortController + setTimeout rather than AbortSignal.timeout: older Safari lacks the latter.
  // The timer also covers reading the body, which is where a slow sheet really stalls.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  let text: string;
  try {
    const response = await fetchImpl(opts.url, { signal: controller.signal, headers: { accept: 'text/csv' } });
    if (!response.ok) {
      // Release the unread body, so the connection is not held open.
      void response.body?.cancel().catch(() => undefined);
      return fallback(`the sheet answered HTTP ${response.status}`);
    }
    text = await response.text();
    if (isSheetUnavailable(response.headers.get('content-type'))) return fallback('the events sheet is unavailable right now');
  } catch (err) {
    const why = controller.signal.aborted ? `no answer within ${opts.timeoutMs} ms` : errorText(err);
    return fallback(`could not fetch the sheet (${why})`);
  } finally {
    clearTimeout(timer);
  }

  let parsed: ReturnType<typeof parseEvents>;
  try {
    parsed = parseEvents(text, opts.today);
  } catch (err) {
    return fallback(`could not read the sheet (${errorText(err)})`);
  }
  if (parsed.problems.length > 0) log('Events: problems in the sheet', parsed.problems);
  if (parsed.fatal) return fallback(`the answer is not an events sheet (${parsed.fatal})`);
  if (parsed.events.length === 0) {
    log('Events: the sheet has no upcoming events; showing sample events');
    return fallback();
  }
  return { events: parsed.events, source: 'sheet' };
}

// Samples go through the same validation and the same "past events are hidden" rule as sheet rows: a
// visitor never sees a past date as upcoming. Once every sample has passed, the page says there are no
// upcoming events.
function sampleEvents(inputs: EventInput[], today: string, log: EventsLog): EventItem[] {
  const { events, problems } = validateEvents(inputs, (i) => `sample event ${i + 1}`);
  if (problems.length > 0) log('Events: problems in events.sampleEvents (site.config.yaml)', problems);
  return upcomingEvents(events, today);
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
