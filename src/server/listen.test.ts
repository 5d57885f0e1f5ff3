// Slow clients on a real socket: a request that never finishes its headers, or whose body stops, is closed by
// the server; a slow but steady body, and a server that takes its time to answer, are not cut off.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_LIMITS, listen, type ClientLimits, type Listening } from './listen.ts';

/** Small limits, so that the test takes a second; the production ones are checked below. */
const LIMITS: ClientLimits = { headersMs: 400, requestMs: 3_000, idleMs: 400, keepAliveMs: 400, checkEveryMs: 100 };

let server: Listening | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

async function start(handler: (request: Request) => Response | Promise<Response>): Promise<number> {
  server = await listen(handler, 0, '127.0.0.1', 0, LIMITS);
  return server.port;
}

/** A raw connection; `closed` resolves with the time from the connection to the server closing it, and what it answered. */
async function open(port: number): Promise<{ socket: Socket; closed: Promise<{ afterMs: number; answer: string }> }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((done, reject) => socket.once('connect', done).once('error', reject));
  const opened = Date.now();
  let answer = '';
  socket.on('data', (d: Buffer) => (answer += d.toString()));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; answer: string }>((done) => socket.once('close', () => done({ afterMs: Date.now() - opened, answer })));
  return { socket, closed };
}

describe('slow clients', () => {
  it('the production limits close a request that never finishes within 40 s, and leave 5 minutes for a body', () => {
    expect(CLIENT_LIMITS.headersMs + CLIENT_LIMITS.checkEveryMs).toBeLessThanOrEqual(40_000);
    expect(CLIENT_LIMITS.idleMs).toBeLessThanOrEqual(40_000);
    // 12 MB (the studio's largest request) at 340 kbit/s, a slow mobile uplink.
    expect(CLIENT_LIMITS.requestMs).toBeGreaterThanOrEqual(((12 * 1024 * 1024 * 8) / 340_000) * 1000);
  });

  it('closes a socket that sends part of its headers and never ends them, while a normal request is answered', async () => {
    const port = await start(() => new Response('hello'));
    const stalled = await open(port);
    stalled.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a');
    // Another header line now and then: the socket is not idle, but its headers never end.
    const drip = setInterval(() => stalled.socket.write('\r\nX-Slow: b'), 150);
    const answered = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answered.text()).toBe('hello');
    const { afterMs } = await stalled.closed;
    clearInterval(drip);
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(afterMs).toBeLessThan(LIMITS.headersMs + LIMITS.checkEveryMs + 1_000);
  });

  it('closes a socket that sends a partial request line and then nothing', async () => {
    const port = await start(() => new Response('hello'));
    const stalled = await open(port);
    stalled.socket.write('GET /slo');
    const { afterMs } = await stalled.closed;
    expect(afterMs).toBeLessThan(LIMITS.headersMs + LIMITS.checkEveryMs + 1_000);
  });

  it('closes a socket whose body stops arriving', async () => {
    const port = await start(async (request) => new Response(`${(await request.text()).length} bytes`));
    const stalled = await open(port);
    stalled.socket.write('POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n' + 'x'.repeat(100));
    const { afterMs, answer } = await stalled.closed;
    expect(answer).not.toContain('bytes');
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.idleMs - 50);
    expect(afterMs).toBeLessThan(LIMITS.idleMs + 1_000);
  });

  it('takes a body that arrives slowly but steadily for longer than the header and idle limits', async () => {
    const port = await start(async (request) => new Response(`${(await request.text()).length} bytes`));
    const client = await open(port);
    const chunks = 8;
    client.socket.write(`POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${chunks * 100}\r\nConnection: close\r\n\r\n`);
    for (let i = 0; i < chunks; i++) {
      await new Promise((done) => setTimeout(done, 150));
      client.socket.write('x'.repeat(100));
    }
    const { answer, afterMs } = await client.closed;
    expect(afterMs).toBeGreaterThan(LIMITS.idleMs + LIMITS.headersMs);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('800 bytes');
  });

  it('waits for an answer that takes the server longer than the idle limit', async () => {
    const port = await start(async () => {
      await new Promise((done) => setTimeout(done, LIMITS.idleMs * 2));
      return new Response('worth the wait');
    });
    const answered = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answered.text()).toBe('worth the wait');
  });
});
