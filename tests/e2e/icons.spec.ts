// The icons and the web app manifest a browser or phone asks for, drawn at build from public/favicon.svg.
import { expect, test } from '@playwright/test';
import { imageSize } from 'image-size';
import { content } from './helpers.ts';

test('/favicon.ico, the touch icon and the manifest answer with real files, linked from every page', async ({ request }) => {
  const { site, routes } = await content();
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  expect(imageSize(await ico.body())).toMatchObject({ type: 'ico', width: 32, height: 32 });

  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.headers()['content-type']).toBe('image/png');
  expect(imageSize(await touch.body())).toMatchObject({ width: 180, height: 180 });

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const json = (await manifest.json()) as { name: string; start_url: string; theme_color: string; icons: Array<{ src: string; sizes: string }> };
  expect(json.name).toBe(site.business.name);
  expect(json.start_url).toBe('/');
  expect(json.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of json.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    const [w, h] = icon.sizes.split('x').map(Number);
    expect(imageSize(await res.body()), icon.src).toMatchObject({ width: w, height: h });
  }

  for (const path of [...routes.map((r) => r.path), '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  }
});
