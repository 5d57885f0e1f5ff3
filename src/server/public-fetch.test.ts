// The sheet fetcher against local HTTP servers. Loopback is allowed only through the explicit
// test-only origin list, so every refusal below is the one a real deployment would make.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';
import { fetchPublicText, PublicFetchFailure, type PublicFetchOptions } from './public-fetch.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];

async function listen(handler: Handler): Promise<{ origin: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

const CSV = 'date,eventName\n01-15-2027,Glow Night\n';
// Time enough for a local answer on a busy machine: the one test of the deadline sets its own.
const limits = (origins: string[] = [], extra: Partial<PublicFetchOptions> = {}): PublicFetchOptions => ({
  timeoutMs: 20_000,
  maxBytes: 1000,
  accept: 'text/csv',
  testOnlyAllowedOrigins: origins,
  ...extra,
});

/** The failure a fetch ends with (the test fails if it succeeds). */
async function failure(promise: Promise<unknown>): Promise<PublicFetchFailure> {
  const outcome = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(PublicFetchFailure);
  return outcome as PublicFetchFailure;
}

const redirectTo = (location: string): Handler => (req, res) => {
  if (req.url === '/final') {
    res.writeHead(200, { 'content-type': 'text/csv' });
    res.end(CSV);
    return;
  }
  res.writeHead(302, { location });
  res.end();
};

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.72.14', '172.32.0.1', '::ffff:8.8.8.8', '2607:f8b0:4004:800::200e', '64:ff9b::808:808'])('%s is public', (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });
  it.each([
    '127.0.0.1', '127.9.9.9', '::1', '[::1]', '::', '0.0.0.0', '10.1.2.3', '172.16.0.1', '192.168.1.1', '100.64.0.1',
    '169.254.169.254', 'fe80::1%eth0', 'fd00::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1',
    '64:ff9b::7f00:1', '2002:7f00:1::', '224.0.0.1', 'ff02::1', '255.255.255.255', '2001:db8::1', 'localhost', '',
  ])('%s is not', (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
});

describe('fetchPublicText', () => {
  it('reads a document, following a redirect on an allowed origin', async () => {
    const sheet = await listen(redirectTo('/final'));
    const answer = await fetchPublicText(`${sheet.origin}/start`, limits([sheet.origin]));
    expect(answer).toEqual({ contentType: 'text/csv', text: CSV });
    expect(sheet.hits).toEqual(['/start', '/final']);
  });

  it('refuses plain http, and loopback named by IP or by a name that resolves to it, before connecting', async () => {
    const sheet = await listen(redirectTo('/final'));
    const port = new URL(sheet.origin).port;
    expect((await failure(fetchPublicText(`${sheet.origin}/final`, limits()))).message).toMatch(/only https is fetched/);
    for (const url of [`https://127.0.0.1:${port}/`, `https://[::1]:${port}/`, `https://[::ffff:127.0.0.1]:${port}/`, 'https://169.254.169.254/latest/meta-data/']) {
      const refused = await failure(fetchPublicText(url, limits()));
      expect([refused.kind, refused.message]).toEqual(['refused', expect.stringMatching(/not a public address/)]);
    }
    const byName = await failure(fetchPublicText(`https://localhost:${port}/`, limits()));
    expect([byName.kind, byName.message]).toEqual(['refused', expect.stringMatching(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/)]);
    expect(sheet.hits).toEqual([]);
  });

  it.each([
    ['to plain http', (other: string) => `${other}/final`, /redirect refused http:\/\/127\.0\.0\.1: only https/],
    ['to loopback over https', (other: string) => `https://127.0.0.1:${new URL(other).port}/final`, /redirect refused 127\.0\.0\.1: not a public address/],
    ['to a cloud metadata address', () => 'https://169.254.169.254/latest/meta-data/', /not a public address/],
    ['to a private network', () => 'https://10.0.0.5/', /not a public address/],
    ['to a name that resolves to loopback', () => 'https://localhost/x', /localhost resolves to/],
  ])('checks every hop: a redirect %s is refused and never followed', async (_name, target, message) => {
    const other = await listen(redirectTo('/final'));
    const sheet = await listen(redirectTo(target(other.origin)));
    const refused = await failure(fetchPublicText(`${sheet.origin}/start`, limits([sheet.origin])));
    expect([refused.kind, refused.message]).toEqual(['refused', expect.stringMatching(message)]);
    expect(other.hits).toEqual([]);
  });

  it('stops after five redirects', async () => {
    const sheet = await listen(redirectTo('/again'));
    const refused = await failure(fetchPublicText(`${sheet.origin}/start`, limits([sheet.origin])));
    expect(refused.message).toBe('more than 5 redirects');
    expect(sheet.hits).toHaveLength(6);
  });

  it('refuses an answer over the byte limit, declared or streamed', async () => {
    const big = 'x'.repeat(1001);
    const declared = await listen((_req, res) => res.writeHead(200, { 'content-length': String(big.length) }).end(big));
    const streamed = await listen((_req, res) => {
      res.writeHead(200); // chunked: no length announced
      for (let i = 0; i < 11; i++) res.write('y'.repeat(100));
      res.end();
    });
    for (const { origin } of [declared, streamed]) {
      const refused = await failure(fetchPublicText(`${origin}/`, limits([origin])));
      expect([refused.kind, refused.message]).toEqual(['too-large', 'the answer is larger than 1000 bytes']);
    }
    const exact = await listen((_req, res) => res.end('z'.repeat(1000)));
    expect((await fetchPublicText(`${exact.origin}/`, limits([exact.origin]))).text).toHaveLength(1000);
  });

  it('fails an answer cut off mid-body, one that stalls past the deadline, and an HTTP error', async () => {
    const cut = await listen((_req, res) => {
      res.writeHead(200, { 'content-length': '500' });
      res.write('date,eventName\n01-15');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    expect((await failure(fetchPublicText(`${cut.origin}/`, limits([cut.origin])))).kind).toBe('cut-off');
    const stall = await listen((_req, res) => {
      res.writeHead(200);
      res.write('date,'); // and never more
    });
    const late = await failure(fetchPublicText(`${stall.origin}/`, limits([stall.origin], { timeoutMs: 100 })));
    expect([late.kind, late.message]).toEqual(['timeout', 'no complete answer within 100 ms']);
    const broken = await listen((_req, res) => res.writeHead(500).end('down'));
    const http = await failure(fetchPublicText(`${broken.origin}/`, limits([broken.origin])));
    expect([http.kind, http.message]).toEqual(['http', 'answered HTTP 500']);
  });
});
