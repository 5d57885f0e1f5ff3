// The Instagram proxy's cache path under load: a fake Graph API and the proxy on 127.0.0.1 (nothing
// leaves the machine), one warm-up miss, then a bounded run answered from memory. Reports requests
// per second and latency percentiles. Stops by itself: at most REQUESTS requests or DEADLINE_MS.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createInstagramProxy } from '../src/server/instagram/index.ts';
import { discoveryAnswer, graphImage, startFakeGraph } from '../tests/support/fake-graph-server.ts';

const REQUESTS = 20_000;
const CONCURRENCY = 50;
const DEADLINE_MS = 25_000;
const PATH = '/instagram?username=glowandgo.mobile';

function get(agent: Agent, port: number): Promise<{ status: number; xCache: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: PATH, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, xCache: String(res.headers['x-cache']) }));
    });
    req.setTimeout(5000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export async function run(): Promise<void> {
  const media = Array.from({ length: 12 }, (_, i) => graphImage(i));
  const graph = await startFakeGraph(() => ({ json: discoveryAnswer(media) }));
  const app = createInstagramProxy({
    accessToken: 'bench-token',
    igUserId: '17841400000000000',
    graphBaseUrl: graph.baseUrl,
    allowedUsernames: ['glowandgo.mobile'],
    rateLimit: { windowMs: 60_000, max: Number.MAX_SAFE_INTEGER },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const warm = await get(agent, port);
    if (warm.status !== 200 || warm.xCache !== 'miss') {
      throw new Error(`warm-up answered ${warm.status} ${warm.xCache}`);
    }
    for (let i = 0; i < 200; i++) await get(agent, port); // let the JIT settle before measuring

    const latencies: number[] = [];
    let sent = 0;
    let failed = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < REQUESTS && performance.now() - started < DEADLINE_MS) {
        sent += 1;
        const t0 = performance.now();
        const res = await get(agent, port).catch(() => ({ status: 0, xCache: '' }));
        latencies.push(performance.now() - t0);
        if (res.status !== 200 || res.xCache !== 'hit') failed += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`requests     ${latencies.length} (concurrency ${CONCURRENCY}, ${failed} not 200/hit)`);
    console.log(`upstream     ${graph.requests.length} Graph API call(s)`);
    console.log(`throughput   ${Math.round(latencies.length / seconds)} req/s over ${seconds.toFixed(2)} s`);
    const ms = (p: number) => percentile(latencies, p).toFixed(2);
    console.log(`latency ms   p50 ${ms(50)}  p99 ${ms(99)}  max ${ms(100)}`);
  } finally {
    agent.destroy();
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await graph.close();
  }
}
