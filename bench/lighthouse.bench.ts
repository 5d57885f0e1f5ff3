// Lighthouse (mobile, simulated slow 4G) over the production build: scores and Web Vitals per page.
// Needs a built site (`npm run build`) and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
// Lighthouse runs through npx rather than as a dependency: it is heavy, and one of its dependencies
// is pinned to a moving "latest" tag that would make `npm ci` fragile.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { loadSiteConfig } from '../src/content/load.ts';
import { createServerApp } from '../src/server/app.ts';

const exec = promisify(execFile);

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const pages = ['/', '/towns/greenville', '/parties/bachelorette', '/teeth-whitening', '/contact', '/events', '/instagram-feed'];

export async function run(): Promise<void> {
  const distDir = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, '404.html'))) {
    console.log('no build in dist/: run `npm run build` first');
    return;
  }
  const config = await loadSiteConfig(process.cwd());
  if (!config.ok) throw new Error('site.config.yaml has errors; run npm run validate');
  const app = createServerApp({ distDir, site: config.site, env: {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  try {
    console.log('page                      perf  a11y  best   seo   FCP ms   LCP ms  TBT ms    CLS   JS kB (transfer)');
    for (const path of pages) {
      const { stdout } = await exec(
        'npx',
        ['--yes', 'lighthouse@12.8.2', `http://127.0.0.1:${port}${path}`, '--output=json', '--quiet', `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, `--chrome-flags=${flags}`],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const { categories, audits } = JSON.parse(stdout) as Report;
      const score = (k: string) => String(Math.round((categories[k]?.score ?? 0) * 100)).padStart(5);
      const num = (k: string, d = 0) => (audits[k]?.numericValue ?? 0).toFixed(d).padStart(8);
      const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
      console.log(
        `${path.padEnd(24)}${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${num('first-contentful-paint')} ${num('largest-contentful-paint')} ${num('total-blocking-time')} ${num('cumulative-layout-shift', 3).slice(2)} ${(js / 1024).toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    server.close();
  }
}
