// Lighthouse (mobile, simulated slow 4G) over the production build: scores and Web Vitals per template,
// each beside a "static twin" of the same page (the HTML and CSS the server answers, with every script
// removed, served as plain files), which is what a page with no JavaScript at all would cost. /events is
// measured as the server answers it once the relay has a copy of the sheet: with the events in its HTML; and again
// with the sheet down and no copy (what a visitor reads then, with nothing logged as an error). /instagram-feed is
// measured as a server without Instagram's credentials answers it. Beside them, the town page of a minimal Astro
// site of the same towns (bench/astro-twin.ts), served as plain files, in the same run. Needs a built site
// (`npm run build`) and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
// Lighthouse runs through npx rather than as a dependency: it is heavy, and one of its dependencies
// is pinned to a moving "latest" tag that would make `npm ci` fragile.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { astroTwin, type AstroTwin } from './astro-twin.ts';
import { builtSite, listenOnLoopback } from './built-site.ts';
import { createServerApp } from '../src/server/app.ts';
import { LIVE_DIR } from '../src/render/live.ts';
import { writeCompressed } from '../src/render/precompress.mjs';

const exec = promisify(execFile);

/** Lighthouse 13 needs Node 22.19 or later: it runs on Node 24 from the `node` package, whatever runs this. */
const LIGHTHOUSE = 'lighthouse@13.5.0';

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const SHEET = 'date,eventName,time,price,location,address\n12-31-2099,Holiday Glam Pop-Up,1 PM - 5 PM,$50,"Greenville, TX",2700 Stonewall St\n';
/** Runs per page: Lighthouse's simulated timings vary between runs, so the median is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const allPages = ['/', '/towns/greenville', '/parties/bachelorette', '/teeth-whitening', '/about', '/contact', '/events', '/instagram-feed'];
/** LIGHTHOUSE_PAGES=/contact,/events measures only those. */
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? allPages;
const pageFile = (dir: string, path: string) => (path === '/' ? join(dir, 'index.html') : join(dir, path.slice(1), 'index.html'));
/** The Astro site's page measured beside ours (ASTRO_TWIN=off leaves it out: its first run installs Astro). */
const ASTRO_PAGE = '/towns/greenville';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2' };
/** A folder served as plain files, as a static host would (an address is its folder's index.html). */
function staticFiles(dir: string) {
  return (req: Request): Response => {
    const path = normalize(decodeURIComponent(new URL(req.url).pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = [join(dir, path), join(dir, path, 'index.html'), join(dir, `${path}.html`)];
    const file = candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(readFileSync(file), { headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' } });
  };
}

/** The same page without any script: what "a static page of the same content" costs. */
function staticTwin(html: string): string {
  return html.replace(/<script\b(?![^>]*type="speculationrules")[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

async function listen(distDir: string, site: Parameters<typeof createServerApp>[0]['site'], sheetOrigin: string, dataDir: string) {
  // The local sheet is plain http on loopback, which the relay refuses unless told otherwise.
  const api = { testOnlyAllowedOrigins: [sheetOrigin] };
  // As `npm start` runs it: the renderer of /events is loaded at start.
  const app = createServerApp({ distDir, site, env: { DATA_DIR: dataDir }, api, preloadLivePages: true });
  return listenOnLoopback(app.fetch);
}

export async function run(): Promise<void> {
  const built = await builtSite();
  if (!built) return;
  const { distDir } = built;
  // The events relay reads a local copy of a sheet, so the page behaves as it does online.
  const { server: sheet, port: sheetPort } = await listenOnLoopback(() => new Response(SHEET, { headers: { 'content-type': 'text/csv' } }));
  const sheetUrl = `http://127.0.0.1:${sheetPort}/sheet.csv`;
  const siteConfig = { ...built.site, events: { ...built.site.events, sheetCsvUrl: sheetUrl } };
  // The relay keeps its copy of the local sheet in a folder of its own, not in the project's data/.
  const dataDir = mkdtempSync(join(tmpdir(), 'glow-relay-data-'));
  const site = await listen(distDir, siteConfig, new URL(sheetUrl).origin, dataDir);
  // The relay gets its copy of the sheet, as after a visitor's first look at the events page.
  await (await fetch(`http://127.0.0.1:${site.port}/api/events.csv`)).text();
  // The twin: each measured page as the server answers it, without scripts, in all three forms (the server
  // prefers the compressed files), and no page rendered again by its server.
  const twinDir = mkdtempSync(join(tmpdir(), 'glow-static-twin-'));
  cpSync(distDir, twinDir, { recursive: true });
  rmSync(join(twinDir, LIVE_DIR), { recursive: true, force: true });
  for (const path of pages) {
    const html = await (await fetch(`http://127.0.0.1:${site.port}${path}`)).text();
    writeCompressed(pageFile(twinDir, path), Buffer.from(staticTwin(html)), { quality: 5 });
  }
  const twin = await listen(twinDir, siteConfig, new URL(sheetUrl).origin, dataDir);
  // The sheet down and the relay without a copy: the events page as a visitor finds it then.
  const { server: downSheet, port: downPort } = await listenOnLoopback(() => new Response('Service Unavailable', { status: 503 }));
  const downUrl = `http://127.0.0.1:${downPort}/sheet.csv`;
  const downDataDir = mkdtempSync(join(tmpdir(), 'glow-relay-down-'));
  const down = await listen(distDir, { ...siteConfig, events: { ...siteConfig.events, sheetCsvUrl: downUrl } }, new URL(downUrl).origin, downDataDir);
  let astro: (AstroTwin & { server: { close(): void }; port: number }) | undefined;
  if (process.env.ASTRO_TWIN !== 'off') {
    const built = await astroTwin({ towns: 12 });
    astro = { ...built, ...(await listenOnLoopback(staticFiles(built.distDir))) };
  }

  const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const lighthouse = async (port: number, path: string) => {
    const { stdout } = await exec(
      'npx',
      ['--yes', '-p', 'node@24', '-p', LIGHTHOUSE, 'lighthouse', `http://127.0.0.1:${port}${path}`, '--output=json', '--quiet', `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, `--chrome-flags=${flags}`],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Report;
  };
  /** One run; a run whose trace Lighthouse could not record (it exits saying "run Lighthouse again") is run again, twice at most. */
  const once = async (port: number, path: string): Promise<Report> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await lighthouse(port, path);
      } catch (err) {
        const message = String((err as { stderr?: unknown }).stderr ?? err);
        if (attempt >= 3 || !/run Lighthouse again/i.test(message)) throw err;
        console.log(`  (${path}: Lighthouse could not record the trace, run ${attempt + 1})`);
      }
    }
  };
  const lcpOf = (r: Report) => r.audits['largest-contentful-paint']?.numericValue ?? 0;
  /** The run with the median LCP, so its other figures belong to one real run. */
  const audit = async (port: number, path: string) => {
    const reports: Report[] = [];
    for (let i = 0; i < RUNS; i++) reports.push(await once(port, path));
    return reports.sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor(reports.length / 2)]!;
  };
  try {
    console.log('page                      perf  a11y  best   seo   FCP ms   LCP ms  TBT ms    CLS  JS kB  | static twin: perf  LCP ms   LCP vs twin');
    const rows: { label: string; port: number; path: string; twinPort?: number }[] = pages.flatMap((path) => [
      { label: path, port: site.port, path, twinPort: twin.port },
      ...(path === '/events' ? [{ label: '/events (sheet down)', port: down.port, path }] : []),
    ]);
    if (astro && pages.includes(ASTRO_PAGE)) rows.push({ label: `Astro ${ASTRO_PAGE}`, port: astro.port, path: ASTRO_PAGE });
    for (const { label, port, path, twinPort } of rows) {
      const { categories, audits } = await audit(port, path);
      const twinReport = twinPort === undefined ? undefined : await audit(twinPort, path);
      const score = (r: Report, k: string) => String(Math.round((r.categories[k]?.score ?? 0) * 100)).padStart(5);
      const num = (k: string, d = 0) => (audits[k]?.numericValue ?? 0).toFixed(d).padStart(8);
      const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      const js = items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
      const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
      const twinLcp = twinReport?.audits['largest-contentful-paint']?.numericValue ?? 0;
      const delta = twinLcp > 0 ? `${lcp >= twinLcp ? '+' : ''}${(((lcp - twinLcp) / twinLcp) * 100).toFixed(1)} %` : '-';
      const twinColumns = twinReport ? `${score(twinReport, 'performance')} ${twinLcp.toFixed(0).padStart(7)}   ${delta.padStart(8)}` : '';
      console.log(
        `${label.padEnd(24)}${score({ categories, audits }, 'performance')} ${score({ categories, audits }, 'accessibility')} ${score({ categories, audits }, 'best-practices')} ${score({ categories, audits }, 'seo')} ${num('first-contentful-paint')} ${num('largest-contentful-paint')} ${num('total-blocking-time')} ${num('cumulative-layout-shift', 3).slice(2)} ${(js / 1024).toFixed(1).padStart(6)}  |       ${twinColumns}`,
      );
    }
  } finally {
    site.server.close();
    twin.server.close();
    down.server.close();
    downSheet.close();
    astro?.server.close();
    astro?.cleanup();
    sheet.close();
    rmSync(downDataDir, { recursive: true, force: true });
    rmSync(twinDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
