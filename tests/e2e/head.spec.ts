// Every page's head as the server sends it: a unique title of at most 60 characters, a description of
// 70-160, the canonical address, Open Graph and the X card, and an og:image that answers as a 1200 x 630 PNG.
import { expect, test } from '@playwright/test';
import { imageSize } from 'image-size';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, SOCIAL_IMAGE, TITLE_MAX } from '../../src/schema/page-head.ts';
import { content } from './helpers.ts';

const OG = ['og:type', 'og:site_name', 'og:locale', 'og:url', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height'];

test('every route has its title, description, canonical address, Open Graph tags and preview image', async ({ page, request }) => {
  const { routes, site } = await content();
  test.setTimeout(120_000);
  const titles = new Set<string>();
  for (const route of routes) {
    await page.goto(route.path);
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      twitter: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content') ?? '',
      og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
    }));
    const where = `${route.path}: ${head.title}`;
    expect(head.title.length, where).toBeLessThanOrEqual(TITLE_MAX);
    expect(titles.has(head.title), `${where} is used twice`).toBe(false);
    titles.add(head.title);
    expect(head.description.length, `${route.path}: ${head.description}`).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    expect(head.description.length, `${route.path}: ${head.description}`).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const url = `${site.siteUrl}${route.path}`;
    expect(head.canonical, route.path).toBe(url);
    for (const key of OG) expect(head.og[key], `${route.path} ${key}`).toBeTruthy();
    expect(head.og).toMatchObject({ 'og:url': url, 'og:title': head.title, 'og:description': head.description });
    expect(head.twitter, route.path).toBe('summary_large_image');

    const image = head.og['og:image']!;
    expect(image.startsWith(`${site.siteUrl}/`), image).toBe(true);
    const res = await request.get(image.slice(site.siteUrl.length));
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type'], image).toBe('image/png');
    const size = imageSize(await res.body());
    expect(size, image).toMatchObject({ type: 'png', ...SOCIAL_IMAGE });
    expect([head.og['og:image:width'], head.og['og:image:height']]).toEqual([String(size.width), String(size.height)]);
  }
});
