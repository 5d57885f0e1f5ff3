// A cold first visit on a slow phone connection, in Chromium with the network throttled by the DevTools
// protocol (Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down) and the CPU slowed 4x: when the first
// text and the largest element are drawn (FCP, LCP), how much the page moves (CLS), and which fonts draw the
// main heading and the body text once the page has loaded. Medians of FIRST_VISIT_RUNS runs (default 5).
// Needs a build (`npm run build`, or DIST_DIR) and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
import { builtSite, listenOnLoopback } from './built-site.ts';
import { chromium } from '@playwright/test';
import { createServerApp } from '../src/server/app.ts';

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 5);
const pages = process.env.FIRST_VISIT_PAGES?.split(',') ?? ['/', '/towns/greenville'];
const widths = [375, 1280];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function run(): Promise<void> {
  const built = await builtSite();
  if (!built) return;
  const app = createServerApp({ ...built, env: {} });
  const { server, port } = await listenOnLoopback(app.fetch);
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log('page                 width   FCP ms   LCP ms     CLS  heading font / body font (last run)');
    for (const path of pages) {
      for (const width of widths) {
        const fcp: number[] = [];
        const lcp: number[] = [];
        const cls: number[] = [];
        let faces = '';
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.newContext({ viewport: { width, height: 800 } });
          const page = await context.newPage();
          await page.addInitScript(() => {
            const w = window as unknown as { __lcp: number; __cls: number };
            w.__lcp = 0;
            w.__cls = 0;
            new PerformanceObserver((l) => {
              for (const e of l.getEntries()) w.__lcp = e.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((l) => {
              for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(origin + path, { waitUntil: 'load', timeout: 120_000 });
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(500);
          const r = await page.evaluate(() => {
            const w = window as unknown as { __lcp: number; __cls: number };
            return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp: w.__lcp, cls: w.__cls };
          });
          fcp.push(r.fcp);
          lcp.push(r.lcp);
          cls.push(r.cls);
          await cdp.send('DOM.enable');
          await cdp.send('CSS.enable');
          const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
          const fontOf = async (selector: string) => {
            const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
            if (!nodeId) return '-';
            const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
            return fonts.map((f) => f.familyName).join('+');
          };
          faces = `${await fontOf('h1')} / ${await fontOf('main p')}`;
          await context.close();
        }
        console.log(
          `${path.padEnd(20)} ${String(width).padStart(5)} ${median(fcp).toFixed(0).padStart(8)} ${median(lcp).toFixed(0).padStart(8)} ${median(cls).toFixed(4).padStart(7)}  ${faces}`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}
