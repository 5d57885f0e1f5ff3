// A stand-in for graph.facebook.com on 127.0.0.1, for tests and the benchmark: nothing leaves the
// machine. The route function decides each answer; 'hang' keeps the request open forever, and
// `cutAfterBytes` sends the start of the body and then drops the connection, as a crash mid-answer does.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { status?: number; json?: unknown; text?: string; headers?: Record<string, string>; cutAfterBytes?: number }
  | 'hang';
export type FakeRoute = (url: URL) => FakeReply;

export interface FakeGraph {
  /** Use as graphBaseUrl. */
  baseUrl: string;
  /** Every request URL received, in order (tokens included: this is the fake upstream). */
  requests: URL[];
  setRoute(route: FakeRoute): void;
  close(): Promise<void>;
}

export async function startFakeGraph(initial: FakeRoute): Promise<FakeGraph> {
  let route = initial;
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const reply = route(url);
    if (reply === 'hang') return;
    const body = Buffer.from(reply.text ?? JSON.stringify(reply.json ?? {}));
    const headers = { 'content-type': 'application/json', 'content-length': String(body.length), ...reply.headers };
    res.writeHead(reply.status ?? 200, headers);
    if (reply.cutAfterBytes === undefined) return void res.end(body);
    res.write(body.subarray(0, reply.cutAfterBytes), () => res.socket?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v23.0`,
    requests,
    setRoute: (next) => {
      route = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One Graph media object, as business_discovery returns it. */
export function graphImage(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `1789${n}`,
    caption: `Post ${n} #glowandgo`,
    media_type: 'IMAGE',
    media_url: `https://scontent.cdninstagram.com/v/t51/${n}.jpg?oe=68000000`,
    permalink: `https://www.instagram.com/p/POST${n}/`,
    timestamp: '2026-01-05T18:10:00+0000',
    ...overrides,
  };
}

/** A business_discovery answer holding `media`. */
export function discoveryAnswer(media: unknown[]): Record<string, unknown> {
  return { business_discovery: { media: { data: media }, id: '17841400000000001' }, id: '17841400000000000' };
}
