// `npm run check:launch -- --server` where the site runs: email, the inbox password, the site's address and the
// events sheet. The site's address and the sheet are served by local https servers on 127.0.0.1 (a test
// certificate), so nothing leaves the machine. The command runs in this process (src/owner/launch-command.ts),
// where the https address is answered by the same routes over http (Node trusts an extra certificate only
// from NODE_EXTRA_CA_CERTS, read when a process starts); one test starts it as the owner does, trusting the
// test certificate, so the check goes over TLS.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../../src/content/load.ts';
import { quickHash } from '../../support/quick-hash.ts';
import { launchCheckCommand } from '../../../src/owner/launch-command.ts';
import { checkServer, runsWhereTheSiteRuns } from '../../../src/owner/launch-server.ts';
import type { SiteConfig } from '../../../src/schema/site-schema.ts';
import { runScript } from '../../support/run-script.ts';
import { BASE, baseFile, makeProject, pricedServices, removeProjects } from '../content/project.ts';

const TLS = join(import.meta.dirname, '../../fixtures/tls');
const CSV = 'date,eventName,time,price,location,address\n06-14-2030,Gems Pop-Up,1-4 PM,$75,Boutique,1 Oak St\n';

const routes: RequestListener = (req, res) => {
  if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Home</title>');
  else if (req.url?.startsWith('/sheet.csv')) res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
  else if (req.url?.startsWith('/signin')) res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
  else if (req.url?.startsWith('/hang')) return; // never answers
  else res.writeHead(404).end('Not found');
};

const servers: Server[] = [];
let https: string;
let http: string;
let closedPort: number;

const listen = async (server: Server): Promise<number> => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

let HASH: string;
beforeAll(async () => {
  https = `https://127.0.0.1:${await listen(createHttpsServer({ cert: readFileSync(join(TLS, 'cert.pem')), key: readFileSync(join(TLS, 'key.pem')) }, routes))}`;
  http = `http://127.0.0.1:${await listen(createHttpServer(routes))}`;
  const probe = createHttpServer();
  closedPort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  HASH = await quickHash('a long enough password');
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections?.();
    s.close();
  }
  removeProjects();
});

/** The fixture site with its placeholders replaced, pointed at the given site address and sheet. */
function readySite(siteUrl: string, sheetUrl: string): string {
  const site = pricedServices(baseFile('site.config.yaml'))
    .replace('(903) 555-0100', '(903) 454-2210')
    .replace('hello@test.example', 'hello@glowandgotx.com')
    .replace('1 Test Street', '2815 Lee Street')
    .replace('siteUrl: https://test.example', `siteUrl: ${siteUrl}`)
    .replace(/sheetCsvUrl: .*/, `sheetCsvUrl: ${sheetUrl}`);
  return makeProject({ 'site.config.yaml': site });
}

const instagram = { INSTAGRAM_ACCESS_TOKEN: 'token', INSTAGRAM_USER_ID: '1784' };

describe('npm run check:launch -- --server', () => {
  async function checkLaunch(root: string, env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => fetch(url.replace(https, http), init));
    let out = '';
    try {
      const code = await launchCheckCommand(args, root, env, { out: (t) => void (out += t), err: (t) => void (out += t) });
      return { code, out };
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('reports missing email and inbox password first, each with what to do', async () => {
    const { code, out } = await checkLaunch(readySite(https, `${https}/sheet.csv`), instagram, '--server');
    expect(code).toBe(1);
    expect(out).toMatch(/server environment\s+EmailNotSetUp\n\s+bookings are stored on the server but not emailed \(SMTP_URL is not set\)[^\n]*\n\s+hint: set SMTP_URL/);
    expect(out).toMatch(/server environment\s+NoInboxPassword\n\s+no password is set for the bookings inbox \(OWNER_PASSWORD_HASH, or the file owner-password[^\n]*\/owner stays closed/);
    expect(out).toContain('hint: run `npm run owner:password` where the site runs');
    expect(out.indexOf('EmailNotSetUp')).toBeLessThan(out.indexOf('NoInboxPassword'));
    // The site and the sheet answer: nothing said about them.
    expect(out).not.toMatch(/SiteNotAnswering|SheetNotReadable/);
    expect(out).toContain('2 things to finish before launch');
  });

  it('runs as npm runs it where the site runs: ready to launch with email, an inbox password in data/, the site answering and the sheet readable, over TLS', async () => {
    const root = readySite(https, `${https}/sheet.csv`);
    mkdirSync(join(root, 'data'), { recursive: true });
    writeFileSync(join(root, 'data', 'owner-password'), `${HASH}\n`);
    // None of the settings of this machine's environment count: each is set or emptied here.
    const env = { ...instagram, SMTP_URL: 'smtps://me:pw@127.0.0.1:465', DATABASE_URL: '', OWNER_PASSWORD_HASH: '', TRUST_PROXY: '', DATA_DIR: '', NODE_ENV: '', NODE_EXTRA_CA_CERTS: join(TLS, 'cert.pem') };
    const { code, stdout, stderr } = await runScript('check-launch.ts', ['--server'], { cwd: root, env });
    expect(stdout, stderr).toContain('ready to launch');
    expect(code).toBe(0);
  });

  it('says when the site\'s address does not answer and the sheet is not a sheet, after the bookings and in cost order', async () => {
    const root = readySite(`https://127.0.0.1:${closedPort}`, `${https}/signin?output=csv`);
    const { code, out } = await checkLaunch(root, { ...instagram, OWNER_PASSWORD_HASH: HASH }, '--server');
    expect(code).toBe(1);
    expect(out).toMatch(new RegExp(`SiteNotAnswering\\n\\s+the site's address https://127\\.0\\.0\\.1:${closedPort} does not answer: the connection was refused`));
    expect(out).toMatch(/SheetNotReadable\n\s+the events sheet cannot be read \(the header row has no date/);
    const order = ['EmailNotSetUp', 'SiteNotAnswering', 'SheetNotReadable'].map((n) => out.indexOf(n));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out).not.toContain('NoInboxPassword');
  });

  it('checks the server side without --server where the server\'s settings are in the environment', async () => {
    const { out } = await checkLaunch(readySite(https, `${https}/sheet.csv`), { ...instagram, SMTP_URL: 'smtps://me:pw@127.0.0.1:465' });
    expect(out).toContain('NoInboxPassword');
    expect(out).not.toContain('was not checked');
  });
});

describe('the server-side checks', () => {
  let site: SiteConfig;
  beforeAll(async () => {
    const loaded = await loadSiteConfig(BASE);
    if (!loaded.ok) throw new Error('fixture site.config.yaml does not load');
    site = loaded.site;
  });
  const withUrls = (siteUrl: string, sheetCsvUrl: string): SiteConfig => ({ ...site, siteUrl, events: { ...site.events, sheetCsvUrl } });
  // Everything set: each case takes one thing away.
  const env = () => ({ SMTP_URL: 'smtp://127.0.0.1', OWNER_PASSWORD_HASH: HASH, ...instagram });

  it('gives up on an address that does not answer in time', async () => {
    // Only the site's address is asked (a sheet at an example domain is the content check's to report), so
    // the time limit is the only thing that ends the wait.
    const found = await checkServer({ site: withUrls(`${http}/hang`, 'https://test.example/sheet.csv'), env: env(), root: BASE, timeoutMs: 1000 });
    expect(found.map((f) => f.name)).toEqual(['SiteNotAnswering']);
    expect(found[0]?.message).toContain('no answer within 1 s');
  });

  it('names the HTTP status of a sheet that is gone', async () => {
    const found = await checkServer({ site: withUrls(http, `${http}/missing.csv`), env: env(), root: BASE });
    expect(found.map((f) => [f.name, f.message.includes('HTTP 404')])).toEqual([['SheetNotReadable', true]]);
  });

  it('reports an inbox password the server cannot read', async () => {
    const found = await checkServer({ site: withUrls(http, `${http}/sheet.csv`), env: { ...env(), OWNER_PASSWORD_HASH: 'hunter2' }, root: BASE });
    expect(found.map((f) => f.name)).toEqual(['NoInboxPassword']);
    expect(found[0]?.message).toContain('is not a hash the server can read');
  });

  it('reports an SMTP_URL the server would refuse', async () => {
    const found = await checkServer({ site: withUrls(http, `${http}/sheet.csv`), env: { ...env(), SMTP_URL: 'http://mail' }, root: BASE });
    expect(found.map((f) => f.name)).toEqual(['EmailNotSetUp']);
    expect(found[0]?.message).toContain('must start with smtp://');
  });

  it('does not ask for email or an inbox when bookings go to another service', async () => {
    const elsewhere = { ...withUrls(http, `${http}/sheet.csv`), contactForm: { ...site.contactForm, endpoint: 'https://forms.example.com/bookings' } };
    expect(await checkServer({ site: elsewhere, env: instagram, root: BASE })).toEqual([]);
  });

  it('knows where the site runs from the server\'s settings', () => {
    expect(runsWhereTheSiteRuns({})).toBe(false);
    expect(runsWhereTheSiteRuns({ INSTAGRAM_ACCESS_TOKEN: 't' })).toBe(false);
    expect(runsWhereTheSiteRuns({ SMTP_URL: 'smtp://x' })).toBe(true);
    expect(runsWhereTheSiteRuns({ NODE_ENV: 'production' })).toBe(true);
  });
});
