// The browser side of GET {proxyUrl}/instagram: one request with a timeout, the answer checked
// against the post shape, and any failure logged and thrown as 'Failed to fetch Instagram posts'.
import { InstagramFetchError, isReported, NOT_CONFIGURED_BODY, NotConfiguredError } from './errors.ts';
import { instagramUrl, type InstagramQuery } from './query.ts';
import { asInstagramPosts, isHttpsUrl, type InstagramPost } from './types.ts';

export interface FetchInstagramPostsOptions extends InstagramQuery {
  proxyUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
}

export async function fetchInstagramPosts(opts: FetchInstagramPostsOptions): Promise<InstagramPost[]> {
  try {
    const { status, text } = await request(instagramUrl(opts.proxyUrl, opts), opts);
    return readAnswer(status, text);
  } catch (error) {
    const failure =
      error instanceof InstagramFetchError ? error : new InstagramFetchError('network', { cause: error });
    // What the proxy said of itself is a state of the page, a warning at most; anything else is an error.
    if (!isReported(failure)) console.error(`${failure.message} (${failure.reason}):`, failure.cause ?? failure);
    else if (failure.reason === 'unavailable') console.warn(`${failure.message} (${failure.reason}):`, failure.cause ?? failure);
    throw failure;
  }
}

async function request(url: string, opts: FetchInstagramPostsOptions): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  const cancel = () => controller.abort();
  opts.signal?.addEventListener('abort', cancel, { once: true });
  if (opts.signal?.aborted) controller.abort();
  const doFetch = opts.fetchImpl ?? ((input, init) => fetch(input, init));
  try {
    const res = await doFetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    // The body is read inside the timeout too: a proxy can stall after sending headers.
    return { status: res.status, text: await res.text() };
  } catch (cause) {
    if (timedOut) {
      const cause = new Error(`no answer from ${url} within ${opts.timeoutMs} ms`);
      throw new InstagramFetchError('timeout', { cause });
    }
    throw new InstagramFetchError(controller.signal.aborted ? 'aborted' : 'network', { cause });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }
}

function readAnswer(status: number, text: string): InstagramPost[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    body = undefined;
    if (status >= 200 && status < 300) throw new InstagramFetchError('bad-response', { cause, status });
  }
  if (status < 200 || status >= 300) throw statusFailure(status, body);
  const unavailable = unavailableFailure(status, body);
  if (unavailable) throw unavailable;
  const posts = asInstagramPosts(body);
  if (!posts) throw new InstagramFetchError('bad-response', { cause: new Error('the answer is not a list of posts'), status });
  // The proxy already drops these; checked again because a URL is only used here if it is https.
  return posts.filter((post) => isHttpsUrl(post.mediaUrl) && isHttpsUrl(post.permalink));
}

/** The proxy's 200 saying it has no posts to give (UnavailableAnswer), as the failure the page shows. */
function unavailableFailure(status: number, body: unknown): InstagramFetchError | undefined {
  if (typeof body !== 'object' || body === null || !('unavailable' in body)) return undefined;
  const cause = new Error(`the proxy says: ${'error' in body ? String(body.error) : String(body.unavailable)}`);
  return body.unavailable === 'not-configured' ? new NotConfiguredError({ cause, status }) : new InstagramFetchError('unavailable', { cause, status });
}

function statusFailure(status: number, body: unknown): InstagramFetchError {
  const detail = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  const cause = new Error(`HTTP ${status}${typeof detail === 'string' ? `: ${detail}` : ''}`);
  if (status === 503 && detail === NOT_CONFIGURED_BODY) return new NotConfiguredError({ cause });
  const reason = status === 429 ? 'rate-limited' : status === 400 ? 'bad-request' : status === 403 ? 'not-allowed' : 'http';
  return new InstagramFetchError(reason, { cause, status });
}
