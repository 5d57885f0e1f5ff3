// The Node side of a web-standard handler: listening on an address with limits on slow clients, and
// stopping so that requests in progress get a moment to finish and no held socket keeps the stop waiting forever.
import type { Server, ServerResponse, IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';

/** How long requests in progress may take to finish once the server is asked to stop. */
export const CLOSE_GRACE_MS = 3000;

/**
 * How long a client may take to send its request. A socket that opens and never finishes its request (a
 * slow-loris client holding a connection) is closed within 40 s, while a phone on a slow line still gets a
 * photo of several MB to the studio.
 */
export interface ClientLimits {
  /** The request line and headers (a few KB; a bad line sends them in a second or two). */
  headersMs: number;
  /** The whole request, body included: the studio accepts up to 12 MB, which arrives in 5 minutes at 340 kbit/s. */
  requestMs: number;
  /** No byte from the client for this long while its request is unfinished (headers or body stalled): closed. */
  idleMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
  /** How often Node looks for requests past headersMs or requestMs (the first two are checked this often). */
  checkEveryMs: number;
}

/**
 * The limits of the production server and the studio. A socket that never finishes its headers goes after
 * 20–25 s (headersMs, checked every 5 s); one that stops sending its body goes after 30 s (idleMs); a body
 * trickled a few bytes at a time is bounded by requestMs. Waiting for the server's own answer is not limited.
 */
export const CLIENT_LIMITS: ClientLimits = {
  headersMs: 20_000,
  requestMs: 300_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 5_000,
};

export interface Listening {
  port: number;
  /** Stops listening; resolves once every connection is closed. */
  close(): Promise<void>;
}

export type FetchHandler = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/** Listens with `fetch` on `hostname:port` (0: any free port); rejects with the listen error (EADDRINUSE …). */
export async function listen(fetch: FetchHandler, port: number, hostname: string, graceMs = CLOSE_GRACE_MS, limits: ClientLimits = CLIENT_LIMITS): Promise<Listening> {
  let server: ServerType;
  const address = await new Promise<AddressInfo>((done, reject) => {
    server = serve(
      {
        fetch: (request, env) => fetch(request, env as HttpBindings),
        port,
        hostname,
        serverOptions: {
          headersTimeout: limits.headersMs,
          requestTimeout: limits.requestMs,
          keepAliveTimeout: limits.keepAliveMs,
          connectionsCheckingInterval: limits.checkEveryMs,
        },
      },
      (info) => {
        server.off('error', reject);
        done(info);
      },
    );
    server.once('error', reject);
    closeStalledClients(server as Server, limits.idleMs);
  });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((done) => {
      const http = server as ServerType & { closeIdleConnections?: () => void; closeAllConnections?: () => void };
      // A socket still held after the grace (a browser's open connection that never sends another request)
      // is closed rather than holding the stop forever.
      const force = setTimeout(() => http.closeAllConnections?.(), graceMs);
      server.close(() => {
        clearTimeout(force);
        done();
      });
      // Keep-alive sockets of finished requests would hold close() open.
      http.closeIdleConnections?.();
    }));
  return { port: address.port, close };
}

/**
 * Closes a connection that sent nothing for `idleMs` unless its request is whole and the server is still
 * answering it (a publish that takes a minute is the server's wait, not the client's).
 */
function closeStalledClients(server: Server, idleMs: number): void {
  const current = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => current.set(req.socket, { req, res }));
  server.setTimeout(idleMs, (socket: Socket) => {
    const exchange = current.get(socket);
    if (exchange && exchange.req.complete && !exchange.res.writableEnded) return;
    socket.destroy();
  });
}
