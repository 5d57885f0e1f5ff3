// The production server's answers: security headers and a Content-Security-Policy that no page breaks,
// precompressed files with validators, and clear answers for what does not exist or is not allowed.
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { coverRoutes } from './cover.ts';
import { content, hydrated, watchConsole } from './helpers.ts';

// Every kind of page: the home page, the not-found page and a sample with every template, block and island (cover.ts).
test('every kind of page loads, hydrates and works under the Content-Security-Policy with no violation', async ({ page }) => {
  test.setTimeout(90_000);
  const { routes } = await content();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const problems = watchConsole(page);
  for (const path of ['/', ...coverRoutes(routes).map((r) => r.path), '/no-such-page']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await hydrated(page);
    // The mobile menu and dropdowns run the page script: open one, as a visitor would.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
  }
  expect(problems.filter((p) => /Content.Security.Policy|Refused to/i.test(p))).toEqual([]);
});

test('every answer carries the security headers; HSTS only when the request came over https', async ({ request }) => {
  for (const path of ['/', '/assets/../index.html', '/api/events.csv', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('pages and scripts come precompressed, with validators that answer 304', async ({ request }) => {
  const page = await request.get('/about', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['vary']).toContain('Accept-Encoding');
  const etag = page.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/about', { headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  const gzip = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['etag']).not.toBe(etag);
  expect(await gzip.text()).toContain('</html>');

  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('max-age=31536000');
});

test('one address per page: trailing slashes and index.html redirect permanently', async ({ request }) => {
  const { routes } = await content();
  const town = routes.find((r) => r.path.split('/').length > 2)!.path;
  for (const [from, to] of [[`${town}/`, town], [`${town}/index.html`, town], ['/index.html', '/'], [`${town}/?a=1`, `${town}?a=1`]]) {
    const res = await request.get(from!, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()['location'], from).toBe(to);
  }
});

test('unknown API paths answer JSON 404; other methods on pages answer 405 with Allow', async ({ request }) => {
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toEqual({ error: 'Not found' });

  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await request.fetch('/about', { method });
    expect(res.status(), method).toBe(405);
    expect(res.headers()['allow'], method).toBe('GET, HEAD');
  }
  expect((await request.get('/no-such-page')).status()).toBe(404);
});

/** A GET whose path is sent byte for byte (as `curl --path-as-is`), never followed, never leaving 127.0.0.1. */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(baseURL);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('no path redirects to another site, however the slashes are written', async ({ baseURL }) => {
  const forms = ['//evil.example/phish', '/\\evil.example/phish', '/%5Cevil.example/phish', '/%2F/evil.example/phish', '/%2f%2fevil.example/phish', '/%5C%2Fevil.example/phish', '/\\%2fevil.example', '///evil.example'];
  for (const path of forms.flatMap((p) => [p, `${p}/`])) {
    const res = await rawGet(baseURL!, path);
    expect([301, 400, 404], path).toContain(res.status);
    const location = res.headers.location;
    if (location !== undefined) expect(new URL(location, baseURL).origin, path).toBe(new URL(baseURL!).origin);
  }
});

test('a 304 carries the Cache-Control of its 200: pages, /events, assets and the API', async ({ request }) => {
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
  for (const path of ['/', '/events', script!, '/api/events.csv']) {
    const first = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const etag = first.headers()['etag'];
    if (path === '/api/events.csv' && first.status() !== 200) continue; // no copy of the sheet on this server
    expect(etag, path).toBeTruthy();
    const again = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers()['cache-control'], path).toBe(first.headers()['cache-control']);
  }
});

test('Accept-Encoding with q-values, deflate or * gets a built file with its Content-Length', async ({ baseURL }) => {
  for (const [accept, coding] of [['gzip;q=1.0, br;q=0.5', 'gzip'], ['deflate', undefined], ['*', 'br'], ['br;q=0', undefined]] as const) {
    const res = await rawGet(baseURL!, '/', { 'accept-encoding': accept });
    expect(res.status, accept).toBe(200);
    expect(res.headers['content-encoding'], accept).toBe(coding);
    expect(res.headers['content-length'], accept).toBe(String(res.body.length));
  }
});

test('an invalid Range is ignored: 200 with the whole file', async ({ baseURL }) => {
  const whole = await rawGet(baseURL!, '/robots.txt');
  const res = await rawGet(baseURL!, '/robots.txt', { range: 'bytes=abc' });
  expect(res.status).toBe(200);
  expect(res.body.equals(whole.body)).toBe(true);
  expect((await rawGet(baseURL!, '/robots.txt', { range: 'bytes=0-3' })).status).toBe(206);
});

test('a static host serving dist/ sends the same Content-Security-Policy as the server (dist/_headers)', async ({ request }) => {
  const headersFile = readFileSync('dist/_headers', 'utf8');
  const fromFile = /^\/\*\n(?:  .*\n)*?  Content-Security-Policy: (.*)$/m.exec(headersFile)?.[1];
  expect(fromFile).toBeTruthy();
  expect((await request.get('/')).headers()['content-security-policy']).toBe(fromFile);
  expect(readFileSync('dist/_redirects', 'utf8')).toMatch(/^\/index\.html \/ 301$/m);
});
