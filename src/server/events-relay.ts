// GET /api/events.csv: a same-origin copy of the published events sheet. The browser never talks to
// Google (no CORS, no third-party request), and a sheet outage is hidden behind the last good copy.
// Web-standard Request -> Response, so it runs under Hono, Node or an edge function alike; reading the
// sheet and keeping the copy on disk are passed in (see api.ts for the Node versions).
//
// The good copy is only ever replaced by a better one: an answer that is not the events sheet (HTML, an
// empty CSV, a sheet missing a column the page reads), too large, slow or cut off is a failure, and the
// copy in hand is served instead. So is a sheet whose rows are all junk (not one valid event) while the
// copy has events. A sheet with its header and no rows means "no events" only when two answers in a row
// say so: one such answer is more likely a sheet being edited or a glitch than the end of every event. A visitor waits for the sheet at most `deadlineMs`;
// past that, the last good copy is answered at once and the fetch finishes in the background.
//
// The events island asks for JSON (`accept: application/json`): the copy's events, read here with papaparse
// once per copy, so the browser downloads no CSV reader. Any other request gets the copy as CSV.
import { SHEET_UNAVAILABLE, type RelayedEvents, wantsEventsData } from '../data/events/fetch-events.ts';
import { isHeaderOnlySheet, parseEvents, sheetCopyProblem } from '../data/events/parse.ts';

/** Every row that is a valid event, whatever its date (a past event is still one). */
const validEvents = (body: string) => parseEvents(body, '0000-01-01');

export interface SheetAnswer {
  contentType: string;
  text: string;
}

export type FetchSheet = (url: string, limits: { timeoutMs: number; maxBytes: number }) => Promise<SheetAnswer>;

/** What the relay remembers across restarts. */
export interface RelayState {
  sheetUrl: string;
  copy?: { body: string; fetchedAt: number };
  /** When the last attempt failed; cleared by a success. */
  failedAt?: number;
}

export interface RelayStore {
  load(): RelayState | undefined;
  save(state: RelayState): Promise<void>;
}

export interface EventsRelayOptions {
  sheetUrl: string;
  fetchSheet: FetchSheet;
  /** How long a visitor waits for the sheet before the last good copy (or SHEET_UNAVAILABLE) is answered. */
  deadlineMs: number;
  /** How long one fetch of the sheet may take in all, body included (it runs on in the background). Default 20 s. */
  fetchTimeoutMs?: number;
  /** How long a fetched copy is served without asking the sheet again. 0 asks on every request. */
  cacheSeconds: number;
  /** A larger answer is refused. */
  maxBytes: number;
  /** After a failure the sheet is not asked again for this long. Default 30 s. */
  failureBackoffMs?: number;
  /** Keeps the last good copy and the last failure across restarts. */
  store?: RelayStore;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
  log?: (msg: string, ...rest: unknown[]) => void;
}

const CSV_HEADERS = { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'public, max-age=60', vary: 'accept' };
const JSON_HEADERS = { ...CSV_HEADERS, 'content-type': 'application/json; charset=utf-8' };
const UNAVAILABLE = `${JSON.stringify(SHEET_UNAVAILABLE)}\n`;

/** Resolves to the promise's value, or to 'late' once `ms` have passed; the timer never outlives the race. */
function raceDeadline<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The relay's handler, and the copy it holds for whoever else shows the events (the events page). */
export interface EventsRelay {
  (req: Request): Promise<Response>;
  /** The last good copy of the sheet, if any; never fetches. */
  copy(): RelayState['copy'];
}

export function createEventsRelay(opts: EventsRelayOptions): EventsRelay {
  const now = opts.now ?? Date.now;
  const log = opts.log ?? console.error;
  const fetchTimeoutMs = opts.fetchTimeoutMs ?? 20_000;
  const backoffMs = opts.failureBackoffMs ?? 30_000;
  const state: RelayState = restore(opts, log);
  let inflight: { done: Promise<boolean>; startedAt: number } | undefined;
  // The last answer was a header with no rows (not taken yet: see the top of the file).
  let emptyOnce = false;
  // The copy's events as the island reads them, made once per copy.
  let relayed: { body: string; json: string } | undefined;
  const eventsOf = (body: string): string => {
    if (relayed?.body !== body) {
      const { events, problems } = validEvents(body);
      relayed = { body, json: `${JSON.stringify({ events, problems } satisfies RelayedEvents)}\n` };
    }
    return relayed.json;
  };

  // Saves are chained, so an older state never overwrites a newer one on disk.
  let saving = Promise.resolve();
  const persist = () => {
    const snapshot = { ...state };
    saving = saving.then(() => opts.store?.save(snapshot)).catch((err: unknown) => log(`events relay: could not save the last good copy (${message(err)})`));
  };

  const attempt = async (): Promise<boolean> => {
    try {
      const answer = await opts.fetchSheet(opts.sheetUrl, { timeoutMs: fetchTimeoutMs, maxBytes: opts.maxBytes });
      // An unpublished sheet redirects to a 200 HTML sign-in page.
      const html = answer.contentType.includes('text/html');
      const empty = !html && isHeaderOnlySheet(answer.text);
      const seenEmptyBefore = emptyOnce;
      emptyOnce = empty;
      if (empty && !seenEmptyBefore) {
        throw new Error('the sheet has a header row but no event rows; it is taken as "no events" if the next answer says so too');
      }
      const problem = html ? 'the sheet answered HTML, not CSV (is it still published to the web?)' : empty ? undefined : sheetCopyProblem(answer.text);
      if (problem) throw new Error(problem);
      if (!empty && state.copy && validEvents(state.copy.body).events.length > 0) {
        const { events, problems } = validEvents(answer.text);
        if (events.length === 0) throw new Error(`no row of the sheet is a valid event (${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; ${problems.length - 3} more` : ''})`);
      }
      state.copy = { body: answer.text, fetchedAt: now() };
      delete state.failedAt;
      return true;
    } catch (err) {
      state.failedAt = now();
      // The sheet URL is not logged: the log needs the cause, not the address.
      const kept = state.copy ? 'serving the last good copy' : 'no good copy yet, so visitors see the sample events';
      log(`events relay: ${message(err)}; ${kept}`);
      return false;
    } finally {
      persist();
    }
  };

  // Concurrent requests share one upstream fetch (and one log line when it fails).
  const refresh = () => {
    if (!inflight) {
      const run = { done: attempt(), startedAt: now() };
      inflight = run;
      void run.done.finally(() => {
        if (inflight === run) inflight = undefined;
      });
    }
    return inflight;
  };

  const handle = async (req: Request): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response('Method not allowed\n', {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    const answer = (cache: 'hit' | 'miss' | 'stale'): Response => {
      const body = state.copy?.body;
      // No copy and no sheet: said in a 200 (see SHEET_UNAVAILABLE), so the page shows it without an error.
      if (body === undefined) {
        return new Response(req.method === 'HEAD' ? null : UNAVAILABLE, {
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-cache': 'unavailable' },
        });
      }
      if (wantsEventsData(req.headers.get('accept'))) {
        return new Response(req.method === 'HEAD' ? null : eventsOf(body), { headers: { ...JSON_HEADERS, 'x-cache': cache } });
      }
      return new Response(req.method === 'HEAD' ? null : body, { headers: { ...CSV_HEADERS, 'x-cache': cache } });
    };

    const t = now();
    // A time in the future (the clock was set back since it was saved) counts as long ago.
    const recent = (since: number | undefined, ms: number) => since !== undefined && t >= since && t - since < ms;
    if (recent(state.copy?.fetchedAt, opts.cacheSeconds * 1000)) return answer('hit');
    // A recent failure (also one from before a restart): nobody waits for the sheet again yet.
    if (recent(state.failedAt, backoffMs)) return answer('stale');
    const run = refresh();
    // Only the first visitor of a slow fetch waits; later ones get the deadline that is left, if any.
    const outcome = await raceDeadline(run.done, Math.max(0, run.startedAt + opts.deadlineMs - t));
    return answer(outcome === true ? 'miss' : 'stale');
  };
  return Object.assign(handle, { copy: () => state.copy });
}

function restore(opts: EventsRelayOptions, log: (msg: string) => void): RelayState {
  const fresh: RelayState = { sheetUrl: opts.sheetUrl };
  let saved: RelayState | undefined;
  try {
    saved = opts.store?.load();
  } catch (err) {
    log(`events relay: could not read the saved copy (${message(err)}); starting without one`);
  }
  // A copy of another sheet (the owner changed events.sheetCsvUrl) is not this sheet's copy.
  if (!saved || saved.sheetUrl !== opts.sheetUrl) return fresh;
  if (typeof saved.failedAt === 'number') fresh.failedAt = saved.failedAt;
  const copy = saved.copy;
  // A header-only copy was taken as "no events" (seen twice in a row) and stays what the sheet said.
  if (copy && typeof copy.body === 'string' && typeof copy.fetchedAt === 'number' && (sheetCopyProblem(copy.body) === undefined || isHeaderOnlySheet(copy.body))) {
    fresh.copy = { body: copy.body, fetchedAt: copy.fetchedAt };
  }
  return fresh;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
