// Every failure of the Instagram client is one error with one message, so the page needs a single
// error state; `reason` tells the cases apart where the page must behave differently.
export const FETCH_FAILED = 'Failed to fetch Instagram posts';
/** The proxy's words when the owner has not set the Instagram credentials. */
export const NOT_CONFIGURED_BODY = 'Instagram is not configured';

/**
 * The proxy says that it cannot give posts in a 200 with this JSON body (`error` for people reading the
 * answer), never an error status: a browser logs every failed request as an error in its console, and
 * an Instagram without credentials, or down, is a state the page shows, not a fault of the page.
 */
export type UnavailableAnswer = { unavailable: 'not-configured' | 'instagram'; error: string };

export type InstagramFailureReason =
  | 'not-configured' // the proxy has no credentials: show placeholders and the setup note
  | 'rate-limited' // 429 from the proxy
  | 'bad-request' // 400: the username or hashtag breaks the proxy's rules
  | 'not-allowed' // 403: the proxy shows only the accounts the owner lists
  | 'unavailable' // the proxy answered that Instagram is down and it has no copy of the posts
  | 'http' // any other non-2xx answer
  | 'timeout'
  | 'network'
  | 'bad-response' // not JSON, or not a list of posts (e.g. an HTML page at the proxy URL)
  | 'aborted'; // the caller cancelled (TanStack Query does when a query is dropped)

export class InstagramFetchError extends Error {
  override name = 'InstagramFetchError';
  /** The proxy's HTTP status, when it answered. */
  readonly status: number | undefined;
  constructor(
    readonly reason: InstagramFailureReason,
    options?: { cause?: unknown; status?: number },
  ) {
    super(FETCH_FAILED, { cause: options?.cause });
    this.status = options?.status;
  }
}

/** The proxy answered that Instagram is not configured (a 200 saying so; a 503 from older proxies). Same message; a distinct class. */
export class NotConfiguredError extends InstagramFetchError {
  override name = 'NotConfiguredError';
  constructor(options?: { cause?: unknown; status?: number }) {
    super('not-configured', { status: 503, ...options });
  }
}

/** Failures the proxy reported in its answer: the page shows them, and nothing is logged as an error. */
export const isReported = (error: InstagramFetchError): boolean => ['not-configured', 'unavailable', 'aborted'].includes(error.reason);

/** Worth one more try: the failure may be gone in a moment. */
export function isTransient(error: unknown): boolean {
  return error instanceof InstagramFetchError && ['http', 'timeout', 'network'].includes(error.reason);
}
