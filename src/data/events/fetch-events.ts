// Thin I/O around the events: fetch our relay's events (or the sheet) with a timeout and fall back to the
// sample events from site.config.yaml whenever the sheet gives us nothing to show. The relay sends the
// sheet's events as data, read on the server; only a CSV answer (the sheet read directly, on a site without a
// server of its own) loads the sheet reader, parse.ts with papaparse, and only then.
import type { EventInput } from '../../schema/site-schema.ts';
import type { EventItem } from './types.ts';
import { eventsOfSheet, FIELDS, upcomingEvents, validateEvents, type ParseEventsResult } from './upcoming.ts';

/** Where the page reads the sheet when `events.source` is `relay` (served by src/server/events-relay.ts). */
export const EVENTS_RELAY_PATH = '/api/events.csv';

export type EventsLog = (msg: string, ...rest: unknown[]) => void;

/**
 * The relay's answer while it has no copy of the sheet and the sheet cannot be read: a 200 with this JSON
 * body rather than an error status, because a browser logs every failed request as an error in its
 * console, and a sheet being down is a state the page shows, not a fault of the page.
 */
export const SHEET_UNAVAILABLE = { unavailable: 'The events sheet is unavailable right now.' } as const;

/** Whether an answer is JSON: the relay's events (RelayedEvents) or SHEET_UNAVAILABLE; the sheet itself is CSV. */
export const isJsonAnswer = (contentType: string | null): boolean => /^application\/json\b/i.test(contentType ?? '');

/** What the page asks for: the relay's events as data, or else the sheet's CSV. */
export const EVENTS_ACCEPT = 'application/json, text/csv;q=0.5';
/** Whether a request to the relay asks for its events as data rather than the sheet's CSV. */
export const wantsEventsData = (accept: string | null): boolean => /\bapplication\/json\b/i.test(accept ?? '');

/** The relay's events as data: every valid event of its copy of the sheet, whatever its date, and the sheet's problems (for the log). */
export interface RelayedEvents {
  events: EventItem[];
  problems: string[];
}

/** The relay's answer read as sheet rows: each event checked again (it is only our server's word), or undefined when it is not RelayedEvents. */
function relayedEvents(body: unknown, today: string): ParseEventsResult | undefined {
  if (typeof body !== 'object' || body === null || !('events' in body) || !Array.isArray(body.events)) return undefined;
  const inputs = body.events.filter((e: unknown): e is EventInput => typeof e === 'object' && e !== null && FIELDS.every((f) => typeof (e as Record<string, unknown>)[f] === 'string'));
  if (inputs.length !== body.events.length) return undefined;
  const { events, problems } = validateEvents(inputs);
  const sheetProblems = 'problems' in body && Array.isArray(body.problems) ? body.problems.filter((p): p is string => typeof p === 'string') : [];
  return { events: upcomingEvents(events, today), problems: sheetProblems.concat(problems) };
}

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
  let json: boolean;
  try {
    const response = await fetchImpl(opts.url, { signal: controller.signal, headers: { accept: EVENTS_ACCEPT } });
    if (!response.ok) {
      // Release the unread body, so the connection is not held open.
      void response.body?.cancel().catch(() => undefined);
      return fallback(`the sheet answered HTTP ${response.status}`);
    }
    text = await response.text();
    json = isJsonAnswer(response.headers.get('content-type'));
  } catch (err) {
    const why = controller.signal.aborted ? `no answer within ${opts.timeoutMs} ms` : errorText(err);
    return fallback(`could not fetch the sheet (${why})`);
  } finally {
    clearTimeout(timer);
  }

  let parsed: ParseEventsResult;
  try {
    if (json) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const relayed = relayedEvents(body, opts.today);
      if (!relayed) return fallback('the events sheet is unavailable right now');
      parsed = relayed;
    } else {
      const { readSheet } = await import('./parse.ts');
      parsed = eventsOfSheet(readSheet(text), opts.today);
    }
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
