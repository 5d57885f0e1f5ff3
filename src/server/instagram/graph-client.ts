// The two Instagram Graph API (Facebook Login flavour) reads the proxy needs. Each call has a
// timeout covering headers and body and follows no redirect (the URL carries the token, which must
// not be handed to another host; a 3xx counts as a failure). Every failure becomes a GraphFailure
// whose message may be logged after redaction, never shown.
export type GraphFailureKind = 'timeout' | 'network' | 'http' | 'graph' | 'malformed';

export class GraphFailure extends Error {
  override name = 'GraphFailure';
  constructor(
    readonly kind: GraphFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface GraphClientConfig {
  baseUrl: string;
  accessToken: string;
  igUserId: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

const MEDIA_FIELDS = [
  'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp',
  'children{media_type,media_url,thumbnail_url}',
].join(',');
// Hashtag recent_media does not offer thumbnail_url, and Graph rejects a request naming a field an
// edge does not have, so it is left out here (videos then lack an image and are dropped).
const HASHTAG_MEDIA_FIELDS = [
  'id,caption,media_type,media_url,permalink,timestamp',
  'children{media_type,media_url}',
].join(',');
// Hashtag IDs are static and global, and each new hashtag searched counts against a budget of 30
// per 7 days, so a looked-up ID is kept for the life of the process.
const MAX_HASHTAG_IDS = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeGraphError(body: unknown): string {
  const error = isRecord(body) && isRecord(body['error']) ? body['error'] : undefined;
  if (!error) return 'no Graph error object';
  const pick = (k: string) => (error[k] === undefined ? '' : ` ${k}=${String(error[k])}`);
  const message = `"${String(error['message'] ?? '')}"`;
  return `${message}${pick('type')}${pick('code')}${pick('error_subcode')}${pick('fbtrace_id')}`;
}

export function createGraphClient(cfg: GraphClientConfig) {
  const hashtagIds = new Map<string, string>();

  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const query = new URLSearchParams({ ...params, access_token: cfg.accessToken });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), cfg.timeoutMs);
    let status = 0;
    let bodyText: string;
    try {
      const res = await cfg.fetchImpl(`${cfg.baseUrl}/${path}?${query}`, {
        signal: controller.signal,
        // 'manual' rather than 'error': edge runtimes do not all accept 'error'.
        redirect: 'manual',
        headers: { accept: 'application/json' },
      });
      status = res.status;
      bodyText = await res.text();
    } catch (err) {
      if (controller.signal.aborted) {
        throw new GraphFailure('timeout', `GET /${path} timed out after ${cfg.timeoutMs} ms`);
      }
      const reason = err instanceof Error ? err.message : String(err);
      throw new GraphFailure('network', `GET /${path} failed: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
    const ok = status >= 200 && status < 300;
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw new GraphFailure(ok ? 'malformed' : 'http', `GET /${path}: HTTP ${status}, body is not JSON`);
    }
    if (!ok) throw new GraphFailure('http', `GET /${path}: HTTP ${status}, ${describeGraphError(body)}`);
    if (!isRecord(body)) throw new GraphFailure('malformed', `GET /${path}: answer is not a JSON object`);
    // Graph can report an error inside a 200 answer.
    if (body['error'] !== undefined) throw new GraphFailure('graph', `GET /${path}: ${describeGraphError(body)}`);
    return body;
  }

  /** The newest media of a Business or Creator account, read through business_discovery. */
  async function accountMedia(username: string, limit: number): Promise<unknown[]> {
    const body = await get(encodeURIComponent(cfg.igUserId), {
      fields: `business_discovery.username(${username}){media.limit(${limit}){${MEDIA_FIELDS}}}`,
    });
    const discovery = body['business_discovery'];
    if (!isRecord(discovery)) {
      throw new GraphFailure('malformed', 'business_discovery is missing from the answer');
    }
    // An account with no posts has no media edge at all.
    if (discovery['media'] === undefined) return [];
    const data = isRecord(discovery['media']) ? discovery['media']['data'] : undefined;
    if (!Array.isArray(data)) throw new GraphFailure('malformed', 'business_discovery.media.data is not a list');
    return data;
  }

  async function hashtagId(hashtag: string): Promise<string | undefined> {
    const known = hashtagIds.get(hashtag);
    if (known) return known;
    const body = await get('ig_hashtag_search', { user_id: cfg.igUserId, q: hashtag });
    const data = body['data'];
    if (!Array.isArray(data)) throw new GraphFailure('malformed', 'ig_hashtag_search data is not a list');
    const first: unknown = data[0];
    // The ID becomes part of the next URL's path, so only a plain numeric ID is accepted.
    const candidate = isRecord(first) ? first['id'] : undefined;
    const id = typeof candidate === 'string' && /^\d+$/.test(candidate) ? candidate : undefined;
    if (id) {
      if (hashtagIds.size >= MAX_HASHTAG_IDS) hashtagIds.clear();
      hashtagIds.set(hashtag, id);
    }
    return id;
  }

  /** Public media tagged #hashtag in the last 24 hours (Graph's limit for recent_media). */
  async function hashtagMedia(hashtag: string, limit: number): Promise<unknown[]> {
    const id = await hashtagId(hashtag);
    if (!id) return [];
    const body = await get(`${id}/recent_media`, {
      user_id: cfg.igUserId,
      fields: HASHTAG_MEDIA_FIELDS,
      limit: String(limit),
    });
    const data = body['data'];
    if (!Array.isArray(data)) throw new GraphFailure('malformed', 'recent_media data is not a list');
    return data;
  }

  return { accountMedia, hashtagMedia };
}

export type GraphClient = ReturnType<typeof createGraphClient>;
