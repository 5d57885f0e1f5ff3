// Reads a text document from the public internet, and only from there. Used for the events sheet,
// whose address the owner typed and whose redirects the sheet's host chooses:
// - every hop must be https, and redirects are followed by hand so each one is checked;
// - the host's addresses are checked when the connection is made (the DNS answer that is used, not an
//   earlier one, so a name that changes its answer cannot slip through), and an IP written in the URL
//   is checked before connecting: loopback, private, link-local and other non-public ranges are refused;
// - one deadline covers every hop and the whole body, and the body stops at a byte limit.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.ts';

export type PublicFetchFailureKind = 'refused' | 'timeout' | 'network' | 'http' | 'too-large' | 'cut-off';

/** Its message names the cause and at most a host name, never the full address (it may be private). */
export class PublicFetchFailure extends Error {
  override name = 'PublicFetchFailure';
  constructor(
    readonly kind: PublicFetchFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export interface PublicFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  /** Default 5. */
  maxRedirects?: number;
  /**
   * Tests and benchmarks only: exact origins (e.g. "http://127.0.0.1:4567") fetched although they are
   * not public https addresses. The site config cannot set this.
   */
  testOnlyAllowedOrigins?: readonly string[];
}

export interface PublicText {
  contentType: string;
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup, refusing a name when any of its addresses is not public. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked || addresses.length === 0) {
      const why = blocked ? `resolves to ${blocked.address}, which is not a public address` : 'has no address';
      return callback(new PublicFetchFailure('refused', `${hostname} ${why}`), '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    return callback(null, first.address, first.family);
  });
}

/** Why this URL may not be fetched, or undefined when it may. */
function refusal(url: URL, testOrigins: readonly string[]): string | undefined {
  if (testOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return `refused ${url.protocol.replace(':', '')}://${url.hostname}: only https is fetched`;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `refused ${url.hostname}: not a public address`;
  return undefined;
}

function open(url: URL, accept: string, signal: AbortSignal, guarded: boolean): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(url, {
      method: 'GET',
      headers: { accept },
      signal,
      // One request every few minutes: no connection pool to keep alive.
      agent: false,
      ...(guarded ? { lookup: publicLookup } : {}),
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(res.headers['content-length']);
  const tooLarge = () => new PublicFetchFailure('too-large', `the answer is larger than ${maxBytes} bytes`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  // A connection closed before the end of the body is a failure, not a shorter document.
  if (!res.complete) throw new PublicFetchFailure('cut-off', 'the connection closed before the answer was complete');
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchPublicText(address: string, opts: PublicFetchOptions): Promise<PublicText> {
  const testOrigins = opts.testOnlyAllowedOrigins ?? [];
  const maxRedirects = opts.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      const refused = refusal(url, testOrigins);
      if (refused) throw new PublicFetchFailure('refused', hop === 0 ? refused : `redirect ${refused}`);
      const res = await open(url, opts.accept, controller.signal, !testOrigins.includes(url.origin));
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.resume();
        if (hop >= maxRedirects) throw new PublicFetchFailure('refused', `more than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new PublicFetchFailure('http', `answered HTTP ${status}`);
      }
      const text = await readBody(res, opts.maxBytes);
      return { contentType: String(res.headers['content-type'] ?? ''), text };
    }
  } catch (err) {
    if (controller.signal.aborted) throw new PublicFetchFailure('timeout', `no complete answer within ${opts.timeoutMs} ms`);
    if (err instanceof PublicFetchFailure) throw err;
    // A refusal raised inside the DNS hook arrives wrapped by the socket, or as itself.
    const cause = err instanceof Error ? err : new Error(String(err));
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || cause.message === 'aborted') {
      throw new PublicFetchFailure('cut-off', 'the connection closed before the answer was complete');
    }
    throw new PublicFetchFailure('network', cause.message);
  } finally {
    clearTimeout(timer);
  }
}
