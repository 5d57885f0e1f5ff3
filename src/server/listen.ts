// The Node side of a web-standard handler: listening on an address, and stopping so that requests in
// progress get a moment to finish and no held socket keeps the stop waiting forever.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

/** How long requests in progress may take to finish once the server is asked to stop. */
export const CLOSE_GRACE_MS = 3000;

export interface Listening {
  port: number;
  /** Stops listening; resolves once every connection is closed. */
  close(): Promise<void>;
}

/** Listens with `fetch` on `hostname:port` (0: any free port); rejects with the listen error (EADDRINUSE …). */
export async function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, hostname: string, graceMs = CLOSE_GRACE_MS): Promise<Listening> {
  let server: ServerType;
  const address = await new Promise<AddressInfo>((done, reject) => {
    server = serve({ fetch, port, hostname }, (info) => {
      server.off('error', reject);
      done(info);
    });
    server.once('error', reject);
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
