// Built files from dist/, as a careful static host serves them. The build wrote each text file beside its
// Brotli (.br) and gzip (.gz) forms; the answer is one of those files or the plain one, chosen by the
// request's Accept-Encoding read as RFC 9110 says (q-values, `*`, `identity;q=0`), always with a
// Content-Length. Nothing is compressed per request. A syntactically invalid Range is ignored (RFC 9110
// 14.2), a valid one is answered with 206 or 416, and a 304 carries the Cache-Control of the 200 it stands for.
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import Negotiator from 'negotiator';

export type Coding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz', identity: '' };
/** On a tie in the client's q-values, the smaller file wins. */
const PREFERRED: readonly Coding[] = ['br', 'gzip', 'identity'];

// negotiator 1.x takes the server's preference as a second argument; its published types predate it.
type Encodings = (available: readonly string[], options: { preferred: readonly string[] }) => string[];

/**
 * The coding to answer with, among those available (the plain form, 'identity', is always one of them), or
 * undefined when the client accepts none of them (`identity;q=0` alone): the caller answers 406.
 */
export function negotiateCoding(acceptEncoding: string | undefined, available: readonly Coding[]): Coding | undefined {
  const negotiator = new Negotiator({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const order = (negotiator.encodings as unknown as Encodings).call(negotiator, available, { preferred: PREFERRED });
  return order[0] as Coding | undefined;
}

/** Hashed file names (the code, resized photos) never change; everything else is checked with the server on each use. */
export function cacheControlFor(urlPath: string, contentType: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/_img/')) return 'public, max-age=31536000, immutable';
  if (contentType.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/** A Range of one span, `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else (several spans included) is ignored. */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

export function parseRange(header: string | undefined, size: number): ByteRange {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const [first, last] = [m[1] === '' ? undefined : Number(m[1]), m[2] === '' ? undefined : Number(m[2])];
  if (first === undefined) {
    // A suffix: the last n bytes.
    if (last === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return undefined; // not a valid range-spec: ignored
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/** Does If-None-Match name this validator (weak comparison, RFC 9110 13.1.2)? */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === bare);
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon))/;

const statOf = (path: string): Stats | undefined => {
  try {
    const s = statSync(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
};

/** The file under root for a URL path, or undefined for a path that is not a plain one (encoded slashes, `..`, `\`). */
function fileFor(root: string, urlPath: string): { path: string; stat: Stats } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (/[\\\0]|\/\/|(^|\/)\.\.?(\/|$)/.test(decoded)) return undefined;
  const direct = join(root, decoded);
  const stat = statOf(direct);
  if (stat) return { path: direct, stat };
  const index = join(direct, 'index.html');
  const indexStat = statOf(index);
  return indexStat && { path: index, stat: indexStat };
}

const validator = (s: Stats): string => `W/"${s.size.toString(36)}-${Math.floor(s.mtimeMs).toString(36)}"`;

/**
 * The built files small enough to keep, held in memory after their first request, so an answer costs the same
 * whichever of its forms is asked for. A file that changed on disk (its size or time differs) is read again.
 */
class FileMemory {
  readonly #files = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
  #bytes = 0;
  constructor(private readonly maxBytes: number, private readonly maxFileBytes: number) {}

  get(path: string, stat: Stats): Buffer | undefined {
    const held = this.#files.get(path);
    if (held && held.mtimeMs === stat.mtimeMs && held.size === stat.size) return held.body;
    if (stat.size > this.maxFileBytes) return undefined;
    let body: Buffer;
    try {
      body = readFileSync(path);
    } catch {
      return undefined;
    }
    if (held) {
      this.#files.delete(path);
      this.#bytes -= held.size;
    }
    // Beyond the budget nothing more is kept (the build's files are few; this only bounds a surprise), nor a
    // file caught in the middle of being written.
    if (body.length !== stat.size || this.#bytes + body.length > this.maxBytes) return body;
    this.#files.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, body });
    this.#bytes += body.length;
    return body;
  }
}

export function staticFiles(opts: { root: string; memoryBytes?: number }): MiddlewareHandler {
  const memory = new FileMemory(opts.memoryBytes ?? 64 * 1024 * 1024, 1024 * 1024);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = new URL(c.req.url).pathname;
    const found = fileFor(opts.root, urlPath);
    if (!found) return next();
    const contentType = getMimeType(found.path) ?? 'application/octet-stream';
    const headers = new Headers({ 'Content-Type': contentType, 'Cache-Control': cacheControlFor(urlPath, contentType), 'Accept-Ranges': 'bytes' });

    let file = found;
    if (COMPRESSIBLE.test(contentType)) {
      headers.set('Vary', 'Accept-Encoding');
      const forms = new Map<Coding, { path: string; stat: Stats }>([['identity', found]]);
      for (const coding of ['br', 'gzip'] as const) {
        const stat = statOf(found.path + SUFFIX[coding]);
        if (stat) forms.set(coding, { path: found.path + SUFFIX[coding], stat });
      }
      const coding = negotiateCoding(c.req.header('Accept-Encoding'), [...forms.keys()]);
      if (!coding) {
        headers.set('Content-Type', 'text/plain; charset=utf-8');
        headers.delete('Accept-Ranges');
        return new Response(`Not Acceptable: this file is available as ${[...forms.keys()].join(', ')}.\n`, { status: 406, headers });
      }
      file = forms.get(coding)!;
      if (coding !== 'identity') headers.set('Content-Encoding', coding);
    }
    const etag = validator(file.stat);
    const lastModified = file.stat.mtime.toUTCString();
    headers.set('ETag', etag);
    headers.set('Last-Modified', lastModified);

    const inm = c.req.header('If-None-Match');
    const ims = Date.parse(c.req.header('If-Modified-Since') ?? '');
    if (inm !== undefined ? noneMatch(inm, etag) : ims >= Math.floor(file.stat.mtimeMs / 1000) * 1000) {
      for (const name of ['Content-Type', 'Content-Encoding', 'Accept-Ranges']) headers.delete(name);
      return new Response(null, { status: 304, headers });
    }

    const size = file.stat.size;
    const ifRange = c.req.header('If-Range');
    const range = ifRange === undefined || ifRange === lastModified ? parseRange(c.req.header('Range'), size) : undefined;
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    const span = range ?? { start: 0, end: size - 1 };
    if (range) headers.set('Content-Range', `bytes ${span.start}-${span.end}/${size}`);
    headers.set('Content-Length', String(Math.max(0, span.end - span.start + 1)));
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
    const held = memory.get(file.path, file.stat);
    if (held) return new Response(new Uint8Array(held.buffer as ArrayBuffer, held.byteOffset + span.start, span.end - span.start + 1), { status, headers });
    const stream = Readable.toWeb(createReadStream(file.path, { start: span.start, end: span.end })) as ReadableStream<Uint8Array>;
    return new Response(stream, { status, headers });
  };
}

/** A text made once (the live events page, the 404 page) in the three forms a built file has. */
export interface Forms {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses a text once, when it is made; each request then picks one of the forms. */
export function formsOf(text: string, made: Partial<Forms> = {}): Forms {
  const identity = Buffer.from(text);
  return {
    identity,
    br: made.br ?? brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip: made.gzip ?? gzipSync(identity, { level: 9 }),
  };
}

/** The form of `forms` the request accepts, with its Content-Length, Content-Encoding and Vary (406 if none). */
export function answerWithForms(req: Request, forms: Forms, init: { status: number; headers: Record<string, string> }): Response {
  const headers = new Headers(init.headers);
  headers.set('Vary', 'Accept-Encoding');
  const coding = negotiateCoding(req.headers.get('Accept-Encoding') ?? undefined, PREFERRED);
  if (!coding) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response('Not Acceptable: this page is available as br, gzip, identity.\n', { status: 406, headers });
  }
  const body = forms[coding];
  if (coding !== 'identity') headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.length));
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(body), { status: init.status, headers });
}
