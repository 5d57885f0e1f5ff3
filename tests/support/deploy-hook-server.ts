// A site host's deploy hook, as Netlify, Cloudflare Pages or Vercel give one: an address that, POSTed to,
// starts a build. It answers `status` and counts the calls, on 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeployHookServer {
  url: string;
  calls: Array<{ method: string }>;
  close(): Promise<void>;
}

export async function startDeployHook(status = 200): Promise<DeployHookServer> {
  const calls: DeployHookServer['calls'] = [];
  const server = createServer((req, res) => {
    calls.push({ method: req.method ?? '' });
    req.resume();
    res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/build_hooks/abc`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
