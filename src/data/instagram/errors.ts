// Every failure of the Instagram client is one error with one message, so the page needs a single
// error state; `reason` tells the cases apart where the page must behave differently.
export const FETCH_FAILED = 'Failed to fetch Instagram posts';
/** The proxy's 503 body when the owner has not set the Instagram credentials. */
export const NOT_CONFIGURED_BODY = 'Instagram is not configured';

export type InstagramFailureReason =
  | 'not-configured' // the proxy has no credentials: show placeholders and the setup note
  | 'rate-limited' // 429 from the proxy
  | 'bad-request' // 400: the username or hashtag breaks the proxy's rules
  | 'not-allowed' // 403: the proxy shows only the accounts the owner lists
  | 'http' // any other non-2xx answer (502 when Instagram fails)
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

/** The proxy answered 503 "Instagram is not configured". Same message; a distinct class. */
export class NotConfiguredError extends InstagramFetchError {
  override name = 'NotConfiguredError';
  constructor(options?: { cause?: unknown }) {
    super('not-configured', { ...options, status: 503 });
  }
}

/** Worth one more try: the failure may be gone in a moment. */
export function isTransient(error: unknown): boolean {
  return error instanceof InstagramFetchError && ['http', 'timeout', 'network'].includes(error.reason);
}
