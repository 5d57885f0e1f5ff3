// GET /api/events.csv: a same-origin copy of the published events sheet. The browser never talks to
// Google (no CORS, no third-party request), and a sheet outage is hidden behind the last good copy.
// Web-standard Request -> Response, so it runs under Hono, Node or an edge function alike.

export interface EventsRelayOptions {
  sheetUrl: string;
  timeoutMs: number;
  /** How long a fetched copy is served without asking the sheet again. 0 asks on every request. */
  cacheSeconds: number;
  fetchImpl?: typeof fetch;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
  log?: (msg: string, ...rest: unknown[]) => void;
}

// After a failure with a stale copy in hand, serve that copy for a while instead of making every
// visitor wait for the sheet to time out again.
const FAILURE_BACKOFF_MS = 30_000;
const CSV_HEADERS = { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'public, max-age=60' };

export function createEventsRelay(opts: EventsRelayOptions): (req: Request) => Promise<Response> {
  const fetchImpl = opts.fetchImpl ?? globalThis.fetch;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? console.error;
  let cached: { body: string; fetchedAt: number } | undefined;
  let retryNotBefore = 0;
  let inflight: Promise<string> | undefined;

  // Concurrent requests share one upstream fetch (and one log line when it fails).
  const refresh = (): Promise<string> => {
    inflight ??= fetchSheet(fetchImpl, opts.sheetUrl, opts.timeoutMs)
      .then((body) => {
        cached = { body, fetchedAt: now() };
        retryNotBefore = 0;
        return body;
      })
      .catch((err: unknown) => {
        // The sheet URL is not logged: the log needs the cause, not the address.
        log(`events relay: ${err instanceof Error ? err.message : String(err)}`);
        if (cached) retryNotBefore = now() + FAILURE_BACKOFF_MS;
        throw err;
      })
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return new Response('Method not allowed\n', {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    const csv = (body: string, cache: 'hit' | 'miss' | 'stale'): Response =>
      new Response(req.method === 'HEAD' ? null : body, { headers: { ...CSV_HEADERS, 'x-cache': cache } });

    const t = now();
    if (cached && t - cached.fetchedAt < opts.cacheSeconds * 1000) return csv(cached.body, 'hit');
    if (cached && t < retryNotBefore) return csv(cached.body, 'stale');
    try {
      return csv(await refresh(), 'miss');
    } catch {
      if (cached) return csv(cached.body, 'stale');
      return new Response('The events sheet is unavailable right now.\n', {
        status: 502,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
  };
}

async function fetchSheet(fetchImpl: typeof fetch, url: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  // The timer covers the body too: a sheet that sends headers and then stalls is still a failure.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'text/csv' } });
    if (!res.ok) throw new Error(`the sheet answered HTTP ${res.status}`);
    // An unpublished sheet redirects to a 200 HTML sign-in page; caching that would evict a good copy.
    if ((res.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error('the sheet answered HTML, not CSV (is it still published to the web?)');
    }
    return await res.text();
  } catch (err) {
    if (controller.signal.aborted) throw new Error(`no answer from the sheet within ${timeoutMs} ms`);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
